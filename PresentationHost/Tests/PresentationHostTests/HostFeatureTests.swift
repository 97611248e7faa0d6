@_spi(HostTesting) import PresentationHost
import Testing

@Suite("Transcript, path, tree, user actions and held transitions")
@MainActor
struct HostFeatureTests {
  private func sampleShape() -> (UIWindow, UINavigationController, UIViewController) {
    let main = screen("Main")
    let shop = UINavigationController(rootViewController: main)
    shop.tabBarItem.title = "Shop"
    let explore = UINavigationController(rootViewController: screen("Home"))
    explore.tabBarItem.title = "Explore"
    let tabBar = UITabBarController()
    tabBar.viewControllers = [shop, explore]
    return (visibleWindow(root: tabBar), shop, main)
  }

  @Test("The path names the tab, its stack, and each modal level's stack")
  func canonicalPath() {
    let (window, shop, _) = sampleShape()
    #expect(window.path == "Shop: Main")
    let order = screen("Order")
    shop.pushViewController(order, animated: false)
    let login = UINavigationController(rootViewController: screen("Login"))
    order.present(login, animated: false)
    login.pushViewController(screen("Email"), animated: false)
    #expect(window.path == "Shop: Main > Order | Login > Email")
    expectNoDiagnostics(window.host)
  }

  @Test("The tree shows containment, selection, the top, and what is presented")
  func treeRendering() {
    let (window, _, main) = sampleShape()
    main.present(screen("Sheet"), animated: false)
    #expect(
      window.tree == """
        Window [key] [visible]
          TabBarController
            NavigationController(Shop) [selected]
              Main [top]
            NavigationController(Explore)
              Home [top]
            presents (automatic):
              Sheet
        """)
  }

  @Test(
    "The transcript records operations, lifecycle and delegate calls in order, as data and text")
  func transcriptRecordsEverything() {
    let (window, shop, _) = sampleShape()
    window.host.clearTranscript()
    shop.pushViewController(screen("Order"), animated: true)
    // viewIsAppearing comes after viewWillAppear, with the view in the window, before the
    // animation (developer.apple.com/documentation/uikit/uiviewcontroller/viewisappearing(_:)).
    let expected = [
      "NavigationController(Shop).push(Order)",
      "Order.willMove(toParent: NavigationController(Shop))",
      "Order.viewDidLoad", "Main.viewWillDisappear", "Order.viewWillAppear",
      "Order.viewIsAppearing", "Main.viewDidDisappear",
      "Order.viewDidAppear", "Order.didMove(toParent: NavigationController(Shop))",
    ]
    #expect(window.host.transcript.map(\.description) == expected)
    #expect(window.host.transcript.first?.kind == .operation)
    #expect(window.host.transcriptText == expected.joined(separator: "\n"))
  }

  @Test("A screen's controls are found and used as a person would")
  func userActionsUseControls() throws {
    let form = FormController()
    let window = visibleWindow(root: UINavigationController(rootViewController: form))
    try window.host.type("secret", into: "password")
    #expect(form.password.displayedText == "••••••")
    try window.host.tap("Send")
    #expect(form.sent == ["secret"])
    try window.host.tap("1")
    #expect(form.sent == ["secret", "secret"])
    #expect(throws: UserActionError.noSuchButton("Missing", available: ["Send"])) {
      try window.host.tap("Missing")
    }
    #expect(throws: UserActionError.noSuchField("email", available: ["password"])) {
      try window.host.type("x", into: "email")
    }
    #expect(throws: UserActionError.noSuchTab("Shop", available: [])) {
      try window.host.selectTab("Shop")
    }
    #expect(throws: UserActionError.notSwipeable("Form")) { try window.host.swipeDown() }
    #expect(form.sent.count == 2)
  }

  @Test(
    "Held transitions finish on release; a second navigation meanwhile is handled as UIKit does")
  func heldTransitions() {
    let (window, shop, main) = sampleShape()
    window.host.holdsTransitions = true
    shop.pushViewController(screen("Order"), animated: true)
    #expect(window.host.hasPendingTransitions)
    #expect(shop.transitionCoordinator?.viewController(forKey: .to)?.hostName == "Order")
    // N12: a push during a running push is performed once it ends, with UIKit's log line.
    shop.pushViewController(screen("Again"), animated: true)
    #expect(window.path == "Shop: Main > Order")
    expectDiagnostic(window.host, .warning, .n12)
    window.host.clearDiagnostics()
    // A pop during a running push is not performed.
    shop.popViewController(animated: true)
    #expect(window.path == "Shop: Main > Order")
    expectDiagnostic(window.host, .warning, .transition)
    window.host.clearDiagnostics()
    main.present(screen("Sheet"), animated: true)
    main.present(screen("Another"), animated: true)
    expectDiagnostic(window.host, .warning, .p1)
    window.host.clearDiagnostics()
    main.dismiss(animated: true)
    expectDiagnostic(window.host, .warning, .transition)
    window.host.completeTransitions()
    #expect(!window.host.hasPendingTransitions)
    #expect(window.path == "Shop: Main > Order > Again | Sheet")
  }
}

@MainActor
private final class FormController: UIViewController {
  let password = UITextField()
  var sent: [String] = []

  init() {
    super.init(nibName: nil, bundle: nil)
    title = "Form"
  }

  required init?(coder: NSCoder) {
    fatalError("not built from archives")
  }

  override func loadView() {
    let root = UIView()
    password.accessibilityIdentifier = "password"
    password.isSecureTextEntry = true
    let send = UIButton(
      type: .system,
      primaryAction: UIAction(title: "Send") { [unowned self] _ in
        sent.append(password.text ?? "")
      })
    send.accessibilityIdentifier = "send"
    let form = UIStackView(arrangedSubviews: [password, send])
    form.frame = CGRect(x: 0, y: 0, width: 320, height: 120)
    root.addSubview(form)
    view = root
  }

  @Test("20,000 pushes and pops with no leak check keep what the host watches bounded")
  func watchedObjectsStayBounded() {
    // Given a bare stack in a window; no test reads the leaks
    let (navigation, window) = visibleStack(root: "Root")
    var most = 0
    // When 20,000 screens are pushed and popped again, one at a time
    for _ in 0..<20_000 {
      navigation.pushViewController(UIViewController(), animated: false)
      navigation.popViewController(animated: false)
      most = max(most, window.host.watchedEntryCount)
    }
    // Then the host never watched more than a few entries, however long the navigation ran:
    // the entries of objects gone are dropped as its lists double
    #expect(most <= 128)
    #expect(navigation.viewControllers.count == 1)
  }
}
