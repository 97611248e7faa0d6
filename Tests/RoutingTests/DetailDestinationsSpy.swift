import PresentationHost
import Routing
import Scenes

/// What Detail's router asks to build, recorded by the destinations spy.
extension DestinationsSpy: DetailDestinations {
  func makePushedHelloWorld() -> UIViewController { made("HelloWorld(push)", title: "HelloWorld") }
}
