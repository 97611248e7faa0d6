@_spi(HostTesting) import PresentationHost
import Scenes

// What each router needs built, declared here by the routers and implemented by `Factories`.

/// Builds the Main screen.
@MainActor
public protocol MainBuilding: AnyObject {
  /// A wired Main screen.
  func makeMain() -> UIViewController
}

/// Builds the Order screen.
@MainActor
public protocol OrderBuilding: AnyObject {
  /// A wired Order screen for `message`, whose outcome goes to `completion`, once.
  func makeOrder(message: String, completion: @escaping (Result<String, Error>) -> Void)
    -> UIViewController
}

/// Builds the login modal.
@MainActor
public protocol LoginBuilding: AnyObject {
  /// The Login screen in its own navigation controller, ready to present.
  func makeLogin(completion: @escaping (Bool) -> Void) -> UIViewController
}

/// Builds registration steps.
@MainActor
public protocol RegistrationStepBuilding: AnyObject {
  /// A wired step screen with the form so far; `listener` hears the end, `login` is where Cancel returns.
  func makeRegistrationStep(
    _ step: RegistrationStep, form: RegistrationForm, listener: any RegistrationListener,
    login: UIViewController
  ) -> UIViewController
}

/// Builds the Explore tab's root.
@MainActor
public protocol HomeBuilding: AnyObject {
  /// A wired Home screen.
  func makeHome() -> UIViewController
}

/// Builds the Detail screen.
@MainActor
public protocol DetailBuilding: AnyObject {
  /// A wired Detail screen.
  func makeDetail() -> UIViewController
}

/// Builds the HelloWorld screen.
@MainActor
public protocol HelloWorldBuilding: AnyObject {
  /// A wired HelloWorld screen that knows it is shown as `presentation`.
  func makeHelloWorld(presentation: HelloWorldModels.Presentation) -> UIViewController
}

extension UIViewController {
  /// Records a router's request in the host's transcript, for the console's architecture trace.
  func traceRouter(_ router: AnyObject, _ event: String) {
    host?.recordAppCall(by: router, event)
  }
}
