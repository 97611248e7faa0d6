@_spi(HostTesting) import PresentationHost
import Testing

@Suite("Declarations ported UIKit code needs")
@MainActor
struct DeclarationRuleTests {
  // developer.apple.com/documentation/uikit/uitextfield/inputview: "var inputView: UIView? { get
  // set }" on a text field, where UIResponder's is get-only; likewise inputAccessoryView.
  @Test("C8: a text field's input view and accessory view are set and read back")
  func textFieldInputViews() {
    // Given a text field, and a picker-like view and a toolbar
    let sut = UITextField()
    let picker = UIView()
    let toolbar = UIToolbar()
    // When they are set as its input view and accessory view
    sut.inputView = picker
    sut.inputAccessoryView = toolbar
    // Then the field returns them, and a plain responder still has none
    #expect(sut.inputView === picker)
    #expect(sut.inputAccessoryView === toolbar)
    #expect(UIView().inputView == nil)
  }

  // developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate: "Customizing the tab bar":
  // tabBarController(_:willBeginCustomizing:), (_:willEndCustomizing:changed:) and
  // (_:didEndCustomizing:changed:), all optional.
  @Test("T9: a delegate implements the customizing methods, which the host never calls")
  func customizingMethods() throws {
    // Given a tab bar controller of six tabs whose delegate implements the customizing methods
    let delegate = CustomizingDelegate()
    let sut = UITabBarController()
    sut.delegate = delegate
    sut.viewControllers = (1...6).map { index in
      let screen = UIViewController()
      screen.title = "Tab \(index)"
      return screen
    }
    let window = UIWindow()
    window.rootViewController = sut
    window.makeKeyAndVisible()
    // When a person selects tabs, More among them
    try window.host.selectTab("Tab 2")
    try window.host.selectTab("More")
    // Then the selection worked and no customizing method was called: the host has no Edit
    #expect(delegate.calls.isEmpty)
    #expect(sut.selectedViewController === sut.moreNavigationController)
    expectNoDiagnostics(window.host)
  }
}

/// A tab bar controller delegate that records the customizing calls it hears.
@MainActor
private final class CustomizingDelegate: NSObject, UITabBarControllerDelegate {
  var calls: [String] = []
  func tabBarController(
    _ tabBarController: UITabBarController,
    willBeginCustomizing viewControllers: [UIViewController]
  ) { calls.append("willBegin") }
  func tabBarController(
    _ tabBarController: UITabBarController,
    willEndCustomizing viewControllers: [UIViewController], changed: Bool
  ) { calls.append("willEnd") }
  func tabBarController(
    _ tabBarController: UITabBarController,
    didEndCustomizing viewControllers: [UIViewController], changed: Bool
  ) { calls.append("didEnd") }
}
