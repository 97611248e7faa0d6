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
