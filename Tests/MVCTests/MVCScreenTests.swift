import MVC
@_spi(HostTesting) import PresentationHost
import Scenes
import Testing

// The plain MVC variant's screens on the host: each view controller holds its screen's logic,
// so its tests drive it through UIKit, a window and the host, as a person would. The scenes'
// screens have the same names: `MVC.` says which.

/// The MVC app in a visible window, its services kept for the test.
@MainActor
private struct AppInWindow {
  let window = UIWindow()
  let accounts = InMemoryAccountStore()
  let session = InMemoryUserSession()

  init(signedIn: Bool = false) {
    if signedIn { session.signIn(email: Account.demo.email) }
    window.rootViewController = AppTabBarController(accounts: accounts, session: session)
    window.makeKeyAndVisible()
  }

  var host: HeadlessHost { window.host }
  var path: String { window.path }
  var texts: [String] { host.visibleControls.compactMap { ($0 as? UILabel)?.text } }

  /// Orders `message` on Main, as a person would.
  func order(_ message: String) throws {
    try host.type(message, into: "message")
    try host.tap("Order")
  }
}

/// Hears how an order ended.
@MainActor
private final class OrderSpy: OrderViewControllerDelegate {
  var outcomes: [String] = []
  func orderViewController(_ controller: MVC.OrderViewController, didOrder text: String) {
    outcomes.append("ordered \(text)")
  }
  func orderViewControllerDidCancel(_ controller: MVC.OrderViewController) {
    outcomes.append("cancelled")
  }
}

@Suite("Plain MVC screens on the host")
@MainActor
struct MVCScreenTests {
  @Test("Main refuses an empty message, and shows nothing")
  func emptyMessage() throws {
    // Given the app
    let sut = AppInWindow()
    // When a blank message is ordered
    try sut.order("   ")
    // Then Main says why, and stays
    #expect(sut.path == "Shop: Main")
    #expect(sut.texts.contains("Enter a message"))
  }

  @Test("An order done while signed in reaches Main, with its note, and Order goes")
  func orderDone() throws {
    // Given Order for tea, somebody signed in
    let sut = AppInWindow(signedIn: true)
    try sut.order("tea")
    weak let order = sut.host.visibleScreen
    // When a note is typed and Done tapped
    try sut.host.type("with milk", into: "note")
    try sut.host.tap("Done")
    // Then Main shows the order, and Order is gone
    #expect(sut.path == "Shop: Main")
    #expect(sut.texts.contains("Ordered: tea with milk"))
    #expect(order == nil)
  }

  @Test("Done while signed out presents Login; Cancel keeps Order, saying sign-in is required")
  func loginCancelled() throws {
    // Given Order, nobody signed in
    let sut = AppInWindow()
    try sut.order("tea")
    // When Done is tapped, then the login is cancelled
    try sut.host.tap("Done")
    let path = sut.path
    try sut.host.tap("Cancel")
    // Then the login stood over the stack, and Order says what it needs
    #expect(path == "Shop: Main > Order | Login")
    #expect(sut.path == "Shop: Main > Order")
    #expect(sut.texts.contains("Sign in to place the order"))
  }

  @Test("A login ends the order it was shown for: the demo account signs in, Main shows it")
  func loginCompletesOrder() throws {
    // Given the login over Order
    let sut = AppInWindow()
    try sut.order("tea")
    try sut.host.tap("Done")
    // When the demo account logs in
    try sut.host.type(Account.demo.email, into: "email")
    try sut.host.type(Account.demo.password, into: "password")
    try sut.host.tap("Log in")
    // Then the login and the order are done
    #expect(sut.path == "Shop: Main")
    #expect(sut.texts.contains("Ordered: tea"))
    #expect(sut.session.signedInEmail == Account.demo.email)
  }

  @Test("Each way out of Order tells its delegate once", arguments: ["Cancel", "back", "swipe"])
  func orderEndsOnce(way: String) throws {
    // Given Order pushed over Main, its delegate a spy
    let sut = AppInWindow()
    let navigation = try #require(sut.host.visibleScreen?.navigationController)
    let order = MVC.OrderViewController(
      message: "tea", accounts: sut.accounts, session: sut.session)
    let spy = OrderSpy()
    order.delegate = spy
    navigation.pushViewController(order, animated: false)
    // When the person leaves it that way
    switch way {
    case "Cancel": try sut.host.tap("Cancel")
    case "back": try sut.host.back()
    default: try sut.host.swipeBack()
    }
    // Then the delegate heard once that the order did not go through
    #expect(spy.outcomes == ["cancelled"])
    #expect(sut.path == "Shop: Main")
  }

  @Test("A swipe-down ends the login once, closed, and Order stays")
  func swipeDown() throws {
    // Given the login over Order
    let sut = AppInWindow()
    try sut.order("tea")
    try sut.host.tap("Done")
    // When the person swipes it down
    try sut.host.swipeDown()
    // Then Order says what it needs; the login is over
    #expect(sut.path == "Shop: Main > Order")
    #expect(sut.texts.contains("Sign in to place the order"))
  }

  @Test("A sign-in in another window ends an open login as signed in, and its order completes")
  func signInElsewhere() throws {
    // Given the login over Order
    let sut = AppInWindow()
    try sut.order("tea")
    try sut.host.tap("Done")
    // When somebody signs in elsewhere, through the shared session
    sut.session.signIn(email: Account.demo.email)
    // Then this login ended as signed in, and its order completed
    #expect(sut.path == "Shop: Main")
    #expect(sut.texts.contains("Ordered: tea"))
  }

  @Test("Registration checks each step, creates the account, signs in and completes the order")
  func registration() throws {
    // Given the login over Order
    let sut = AppInWindow()
    try sut.order("tea")
    try sut.host.tap("Done")
    // When an account is created, a bad email first
    try sut.host.tap("Create account")
    try sut.host.type("ada", into: "value")
    try sut.host.tap("Next")
    let refused = sut.texts
    for value in ["ada@example.com", "analytical", "Ada"] {
      try sut.host.type(value, into: "value")
      try sut.host.tap("Next")
    }
    try sut.host.type("Lovelace", into: "value")
    try sut.host.tap("Finish")
    // Then the bad email was refused on its step, and the account made and signed in
    #expect(refused.contains("Enter a valid email"))
    #expect(sut.accounts.hasAccount(email: "ada@example.com"))
    #expect(sut.session.signedInEmail == "ada@example.com")
    #expect(sut.path == "Shop: Main")
  }

  @Test("Explore: Detail pushed, HelloWorld pushed and home, HelloWorld presented and closed")
  func explore() throws {
    // Given the Explore tab
    let sut = AppInWindow()
    try sut.host.selectTab("Explore")
    // When the person goes through its routes
    try sut.host.tap("Detail")
    try sut.host.tap("Hello")
    let pushed = (sut.path, sut.texts)
    try sut.host.tap("Home")
    try sut.host.tap("Hello")
    let presented = (sut.path, sut.texts)
    try sut.host.tap("Close")
    // Then each screen showed the next itself, as a person expects
    #expect(pushed.0 == "Explore: Home > Detail > HelloWorld")
    #expect(pushed.1.contains("Presented: push"))
    #expect(presented.0 == "Explore: Home | HelloWorld")
    #expect(presented.1.contains("Presented: modal"))
    #expect(sut.path == "Explore: Home")
    #expect(sut.host.diagnostics.isEmpty)
  }
}
