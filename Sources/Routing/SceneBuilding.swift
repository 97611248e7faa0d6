import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

// What each router needs built, declared here by the routers and implemented by
// `RouterAssembly`, which binds each new screen to its own router.

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
  /// A step's screen with the form so far; `listener` hears the end, `login` is where Cancel
  /// returns.
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

/// Builds the HelloWorld screen, pushed or modal.
@MainActor
public protocol HelloWorldBuilding: AnyObject {
  /// A HelloWorld screen that knows it is shown as `presentation`.
  func makeHelloWorld(presentation: HelloWorldModels.Presentation) -> UIViewController
}
