import PresentationHost
import Routing
import Scenes

/// What Order's router asks to build, recorded by the destinations spy.
extension DestinationsSpy: OrderDestinations {
  var loginCompletion: ((ChildOutcome<String>) -> Void)? {
    handedOver["login"] as? (ChildOutcome<String>) -> Void
  }

  func makeLogin(completion: @escaping (ChildOutcome<String>) -> Void) -> UIViewController {
    handedOver["login"] = completion
    return UINavigationController(rootViewController: made("Login"))
  }
}
