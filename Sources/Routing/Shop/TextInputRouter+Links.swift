import Links
import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

// TextInputRouter's part in links: what its screen stands for, how it goes on to the next place
// (by its screen's link actions, which ask what a person's tap asks, so that the interactor binds
// the outcome as it binds a tap's), and how it goes away.

extension TextInputRouter: PlaceRouter {
  public var place: Place { .registration(step, form: linkActions?.linkForm ?? RegistrationForm()) }
  public var shownScreen: UIViewController? { viewController?.screenAbove }

  /// Goes on to the next step with the value the next place carries for this one, as Next
  /// does; the link was read with each step's checks.
  public func advance(to next: Place, in link: AppLink) {
    guard case .shop(.registration(let nextStep, let form)) = next, nextStep == step.next else {
      return
    }
    linkActions?.goOn(value: form.value(of: step) ?? "")
  }

  /// Back one step, as the back button goes; the step is taken by the app, which the
  /// registration hears first.
  public func leave() {
    guard let viewController,
      viewController.navigationController?.topViewController === viewController
    else { return }
    linkActions?.interrupt()
    viewController.popIfOnTop()
  }
}

extension TextInputViewController: RoutedScreen {
  public var placeRouter: (any PlaceRouter)? { router as? any PlaceRouter }
}
