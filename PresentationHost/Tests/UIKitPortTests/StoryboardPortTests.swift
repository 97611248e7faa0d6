@_spi(HostTesting) import PresentationHost
import Testing

/// Drives `StoryboardApp.swift`: screens made from the Main storyboard by a coordinator tree
/// that drops a child coordinator when its screen is popped, on the host as on an iPhone. The
/// host reads no storyboard files (U4), so the test says which scenes Main has.
@Suite("Coordinators over a storyboard, ported")
@MainActor
struct StoryboardPortTests {
  private func launch() -> (StoreCoordinator, UIWindow) {
    UIStoryboard.registerScene(
      StoreViewController.self, identifier: "StoreViewController", isInitial: true, in: "Main")
    UIStoryboard.registerScene(
      SubscriptionViewController.self, identifier: "SubscriptionViewController", in: "Main")
    UIStoryboard.registerScene(
      ProductViewController.self, identifier: "ProductViewController", in: "Main")
    let navigation = UINavigationController()
    let sut = StoreCoordinator(navigationController: navigation)
    sut.start()
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    return (sut, window)
  }

  // developer.apple.com/documentation/uikit/uistoryboard/instantiateviewcontroller(withidentifier:):
  // "This method creates a new instance of the specified view controller each time you call
  // it"; uiviewcontroller/storyboard: "the storyboard from which the view controller
  // originated"; uinavigationcontrollerdelegate/navigationcontroller(_:didshow:animated:) and
  // uiviewcontroller/transitioncoordinator, whose .from controller is the one popped (N8).
  @Test("U4: Main's screens come from their Storyboard IDs; a popped purchase ends its child")
  func childCoordinatorEndsWhenPopped() throws {
    // Given the store, made from the Main storyboard
    let (sut, window) = launch()
    let store = try #require(window.host.visibleScreen)
    // When a person buys and goes back, then buys again and swipes back
    try window.host.tap("Buy")
    let whileBuying = (window.path, sut.childCoordinators.count)
    weak let subscription = window.host.visibleScreen
    let madeFromMain = subscription is SubscriptionViewController && subscription?.storyboard != nil
    try window.host.back()
    let afterBack = sut.childCoordinators.count
    try window.host.tap("Buy")
    weak let second = window.host.visibleScreen
    let another = second != nil && second !== subscription
    try window.host.swipeBack()
    // Then each purchase had its own screen and coordinator, which the delegate dropped as its
    // screen left; every screen knows its storyboard, and nothing stayed alive
    #expect(store is StoreViewController && store.storyboard != nil)
    #expect(whileBuying == ("Shop > Buy", 1))
    #expect(madeFromMain && another)
    #expect(afterBack == 0 && sut.childCoordinators.isEmpty)
    #expect(window.path == "Shop")
    expectNoDiagnostics(window.host)
    #expect(window.host.leaks.isEmpty)
  }

  // developer.apple.com/documentation/uikit/uistoryboard/instantiateviewcontroller(identifier:creator:):
  // "Use this block to create your view controller object, initialize it with the provided
  // coder object and any custom information you require, and return the resulting view
  // controller".
  @Test("U4: iOS 13's creator makes the product screen with the product it shows")
  func creatorInjectsTheProduct() throws {
    // Given the store, its coordinator kept as the app keeps it
    let (sut, window) = launch()
    // When a person taps Tea
    try window.host.tap("Tea")
    // Then the product screen the creator made shows Tea's price
    let product = try #require(window.host.visibleScreen as? ProductViewController)
    #expect(product.product?.name == "Tea" && product.storyboard != nil)
    #expect(sut.childCoordinators.isEmpty)
    #expect(window.path == "Shop > Tea")
    #expect(window.host.visibleControls.compactMap { ($0 as? UILabel)?.text } == ["$4"])
    expectNoDiagnostics(window.host)
  }
}

/// Drives the list of `StoryboardApp.swift` whose storyboard segues show an item and present
/// the form that adds one. The host reads no storyboard files (U4), so the test registers the
/// scenes and segues Interface Builder would have drawn.
@Suite("Storyboard segues, ported")
@MainActor
struct StoryboardSeguePortTests {
  private func launch() throws -> (ItemsViewController, UIWindow) {
    UIStoryboard.registerScene(
      ItemsViewController.self, identifier: "Items", isInitial: true, in: "Groceries")
    UIStoryboard.registerSegue(
      "showItem", from: ItemsViewController.self, to: ItemViewController.self, in: "Groceries")
    UIStoryboard.registerSegue(
      "addItem", from: ItemsViewController.self, to: AddItemViewController.self,
      kind: .presentModally, embeddedInNavigationController: true, in: "Groceries")
    let storyboard = UIStoryboard(name: "Groceries", bundle: nil)
    let list = try #require(storyboard.instantiateInitialViewController() as? ItemsViewController)
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = UINavigationController(rootViewController: list)
    window.makeKeyAndVisible()
    return (list, window)
  }

  // developer.apple.com/documentation/uikit/uiviewcontroller/performsegue(withidentifier:sender:):
  // "Initiates the segue with the specified identifier from the current view controller's
  // storyboard file"; prepare(for:sender:): "Notifies the view controller that a segue is about
  // to be performed ... use it to configure the new view controller prior to it being
  // displayed".
  @Test("U4: a row's segue shows its item, prepared before it is shown")
  func showSegue() throws {
    // Given the list, made from its storyboard
    let (_, window) = try launch()
    // When a person taps Bread
    try window.host.tap("Bread")
    // Then the segue pushed the item screen, which prepare(for:sender:) gave its item before
    // it loaded
    #expect(window.path == "Groceries > Bread")
    let item = try #require(window.host.visibleScreen as? ItemViewController)
    #expect(item.storyboard != nil)
    expectNoDiagnostics(window.host)
  }

  // developer.apple.com/documentation/uikit/uistoryboardsegue/destination: "The view
  // controller to display at the end of the segue"; a destination embedded in a navigation
  // controller is that navigation controller, whose top is the form.
  @Test("U4: the Add segue presents the form in its navigation controller; saving adds a row")
  func presentSegue() throws {
    // Given the list
    let (sut, window) = try launch()
    // When a person taps Add, types a name and saves
    try window.host.tap("Add")
    let presented = window.path
    try window.host.type("Milk", into: "Name")
    try window.host.tap("Save")
    // Then the form was presented over the list, its delegate set in prepare(for:sender:), and
    // the list has the new row once the form is gone, with nothing left alive
    #expect(presented == "Groceries | New Item")
    #expect(sut.items == ["Apples", "Bread", "Milk"])
    #expect(window.path == "Groceries")
    #expect(
      window.host.visibleRows.map { $0.textLabel?.text ?? "" } == ["Apples", "Bread", "Milk"])
    expectNoDiagnostics(window.host)
    #expect(window.host.leaks.isEmpty)
  }

  @Test("U4: a segue the scene does not have is refused, and nothing is shown")
  func unknownSegue() throws {
    // Given the list
    let (sut, window) = try launch()
    // When the app performs a segue its storyboard does not have
    sut.performSegue(withIdentifier: "showSettings", sender: nil)
    // Then it is refused with an error, as UIKit raises, and the list stays
    #expect(window.host.diagnostics.map(\.rule) == [.u4])
    #expect(window.host.diagnostics.first?.severity == .error)
    #expect(window.host.diagnostics.first?.message.contains("showSettings") == true)
    #expect(window.path == "Groceries")
  }
}
