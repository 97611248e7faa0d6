import PresentationHost
import Routing
import Scenes

/// What Main's router asks to build, recorded by the destinations spy.
extension DestinationsSpy: MainDestinations {
  var orderCompletion: ((ChildOutcome<String>) -> Void)? {
    handedOver["order"] as? (ChildOutcome<String>) -> Void
  }

  func makeOrder(message: String, completion: @escaping (ChildOutcome<String>) -> Void)
    -> UIViewController
  {
    handedOver["order"] = completion
    return made("Order(\(message))", title: "Order")
  }
}
