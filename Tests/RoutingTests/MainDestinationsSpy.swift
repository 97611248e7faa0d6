import PresentationHost
import Routing
import Scenes

/// What Main's router asks to build, recorded by the destinations spy.
extension DestinationsSpy: MainDestinations {
  func makeOrder(message: String, completion: @escaping (ChildOutcome<String>) -> Void)
    -> UIViewController
  {
    orderCompletion = completion
    return made("Order(\(message))", title: "Order")
  }
  func makeReceipt(ordered: String) -> UIViewController {
    made("Receipt(\(ordered))", title: "Receipt")
  }
}
