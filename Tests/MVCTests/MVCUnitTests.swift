import MVC
import PresentationHost
import Scenes
import Testing

// Plain MVC's screen rules, tested as a UIKit team tests a view controller: its view loaded
// with `loadViewIfNeeded()`, in a navigation controller, with a spy delegate and no window
// (developer.apple.com/documentation/uikit/uiviewcontroller/loadviewifneeded()).

/// Order pushed over a root, its view loaded, its delegate a spy; nobody holds a window.
@MainActor
private struct OrderUnderTest {
  let session = InMemoryUserSession()
  let spy = OrderDelegateSpy()
  let navigation: UINavigationController
  let sut: MVC.OrderViewController

  init(signedIn: Bool) {
    if signedIn { session.signIn(email: Account.demo.email) }
    sut = MVC.OrderViewController(
      message: "tea", accounts: InMemoryAccountStore(), session: session)
    sut.delegate = spy
    navigation = UINavigationController(rootViewController: UIViewController())
    navigation.pushViewController(sut, animated: false)
    sut.loadViewIfNeeded()
  }

  /// The view with `identifier` in the screen's view.
  func control<Control: UIView>(_ identifier: String, as type: Control.Type) -> Control? {
    var views = [sut.view!]
    while let view = views.popLast() {
      if view.accessibilityIdentifier == identifier, let control = view as? Control {
        return control
      }
      views += view.subviews
    }
    return nil
  }

  /// Sends a tap to the button with `identifier`.
  func tap(_ identifier: String) {
    control(identifier, as: UIButton.self)?.sendActions(for: .primaryActionTriggered)
  }
}

@MainActor
private final class OrderDelegateSpy: MVC.OrderViewControllerDelegate {
  var heard: [String] = []
  func orderViewController(_ controller: MVC.OrderViewController, didOrder text: String) {
    heard.append("ordered \(text)")
  }
  func orderViewControllerDidCancel(_ controller: MVC.OrderViewController) {
    heard.append("cancelled")
  }
}

@Suite("Plain MVC's Order, tested as a UIKit team tests a view controller")
@MainActor
struct MVCUnitTests {
  @Test("Done while signed in orders the message with its note, and goes back")
  func doneOrders() {
    // Given Order, signed in, its note typed
    let given = OrderUnderTest(signedIn: true)
    given.control("note", as: UITextField.self)?.text = " with milk "
    // When Done is tapped
    given.tap("done")
    // Then the delegate heard the order with its trimmed note, and Order left the stack
    #expect(given.spy.heard == ["ordered tea with milk"])
    #expect(given.navigation.viewControllers.count == 1)
  }

  @Test("Cancel tells the delegate once that the order did not go through")
  func cancelCancels() {
    // Given Order, signed in
    let given = OrderUnderTest(signedIn: true)
    // When Cancel is tapped, then Order leaves the stack
    given.tap("cancel")
    // Then the delegate heard one cancel, though leaving the stack ends the order too
    #expect(given.spy.heard == ["cancelled"])
    #expect(given.navigation.viewControllers.count == 1)
  }
}
