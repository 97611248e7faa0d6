import PresentationHost
import Routing
import Scenes

/// What Login's router asks to build, recorded by the destinations spy.
extension DestinationsSpy: LoginDestinations {
  var registrationCompletion: ((ChildOutcome<Account>) -> Void)? {
    handedOver["registration"] as? (ChildOutcome<Account>) -> Void
  }

  func makeRegistration(completion: @escaping (ChildOutcome<Account>) -> Void)
    -> UIViewController
  {
    handedOver["registration"] = completion
    return made(Registration.firstStep.title)
  }
}
