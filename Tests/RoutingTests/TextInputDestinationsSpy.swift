import PresentationHost
import Routing
import Scenes

/// What a registration step's router asks to build, recorded by the destinations spy.
extension DestinationsSpy: TextInputDestinations {
  /// The registration each step was made of, in order.
  var stepRegistrations: [Registration] { handedOver["steps"] as? [Registration] ?? [] }

  func makeRegistrationStep(_ step: RegistrationStep, of registration: Registration)
    -> UIViewController
  {
    handedOver["steps"] = stepRegistrations + [registration]
    return made(step.title)
  }
}
