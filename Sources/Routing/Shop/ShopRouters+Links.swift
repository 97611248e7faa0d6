import Links
import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

// Each Shop router's part in links: what its screen stands for, and how it goes on to the next
// place: by taking its screen's link steps, which ask what a person's tap asks, so that the
// interactor binds the outcome as it binds a tap's, and a screen a link opened ends as a
// tapped one does.

extension MainRouter: PlaceRouter {
  public var place: Place { .main }
  public var shownScreen: UIViewController? { viewController?.screenAbove }

  public func show(_ next: Place, in link: AppLink) {
    guard case .shop(.order(let message)) = next else { return }
    linkSteps?.order(message: message)
  }

  public func leave() {}
}

extension OrderRouter: PlaceRouter {
  public var place: Place { .order(message: message) }
  public var shownScreen: UIViewController? { viewController?.presentedViewController }

  public func show(_ next: Place, in link: AppLink) {
    guard next == .login else { return }
    linkSteps?.logIn()
  }

  /// Back to Main, as the back button goes; the order ends as interrupted: the app took it.
  public func leave() {
    guard let viewController,
      viewController.navigationController?.topViewController === viewController
    else { return }
    linkSteps?.interrupt()
    viewController.popIfOnTop()
  }
}

extension LoginRouter: PlaceRouter {
  public var place: Place { .login }
  public var shownScreen: UIViewController? { viewController?.screenAbove }

  public func show(_ next: Place, in link: AppLink) {
    guard next == .registration(.email) else { return }
    linkSteps?.createAccount()
  }

  /// Closes the modal as a swipe-down would; the login ends as interrupted, so Order says that
  /// signing in is required.
  public func leave() {
    guard let viewController, viewController.presentingViewController != nil else { return }
    finish(.interrupted)
    viewController.dismiss(animated: false)
  }
}

extension TextInputRouter: PlaceRouter {
  public var place: Place { .registration(step) }
  public var linkForm: RegistrationForm { form.shareable(before: step) }
  public var shownScreen: UIViewController? { viewController?.screenAbove }

  /// Goes on to the next step with the value the link gives for this one, as Next does; the
  /// link was read with each step's checks.
  public func show(_ next: Place, in link: AppLink) {
    guard next == step.next.map(Place.registration) else { return }
    self.next(value: link.form.value(of: step) ?? "")
  }

  /// Back one step, as the back button goes; leaving the first step, the registration ends as
  /// interrupted: the app took it.
  public func leave() {
    guard let viewController,
      viewController.navigationController?.topViewController === viewController
    else { return }
    if step == RegistrationStep.allCases.first { outcome.deliver(.interrupted) }
    viewController.popIfOnTop()
  }
}
