import Factories
import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// HelloWorld's router: route 4 pops to Detail, route 5 pops to Home, route 7 dismisses.
@MainActor
public final class HelloWorldRouter: PushedHelloWorldRouterProtocol,
  ModalHelloWorldRouterProtocol, ScreenRouter
{
  /// The HelloWorld screen. Weak: the screen owns its router.
  public weak var viewController: UIViewController?
  /// How its screen is shown: pushed, or presented.
  public let presentation: HelloWorldModels.Presentation

  /// Creates the router of a screen shown as `presentation` says.
  public init(presentation: HelloWorldModels.Presentation) {
    self.presentation = presentation
  }

  public func back() {
    guard let viewController else { return }
    viewController.navigationController?.popViewController(animated: true)
  }

  public func home() {
    guard let viewController else { return }
    viewController.navigationController?.popToRootViewController(animated: true)
  }

  public func close() {
    guard let viewController else { return }
    viewController.dismiss(animated: true)
  }
}
