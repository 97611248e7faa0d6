import PresentationHost
import Routing
import Scenes

/// What Home's router asks to build, recorded by the destinations spy.
extension DestinationsSpy: HomeDestinations {
  func makeDetail() -> UIViewController { made("Detail") }
  func makeModalHelloWorld() -> UIViewController { made("HelloWorld(modal)", title: "HelloWorld") }
}
