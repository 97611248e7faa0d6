import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// Order's router: presents the login modal and pops Order. As the modal's presentation delegate
/// it hears a swipe-down, which ends the login with `false`.
@MainActor
public final class OrderRouter: NSObject, OrderRouterProtocol,
  UIAdaptivePresentationControllerDelegate
{
  /// The Order screen. Weak: the screen owns its router.
  public weak var viewController: UIViewController?
  private let factory: any LoginBuilding
  private var pendingLogin: CompletionOnce<Bool>?
  weak var presentedLogin: UIViewController?

  /// Creates the router; it builds the login modal with `factory`.
  public init(factory: any LoginBuilding) {
    self.factory = factory
    super.init()
  }

  public func login(completion: @escaping (Bool) -> Void) {
    let once = CompletionOnce(completion)
    guard let viewController else {
      once(false)
      return
    }
    pendingLogin = once
    let login = factory.makeLogin { once($0) }
    login.presentationController?.delegate = self
    presentedLogin = login
    viewController.present(login, animated: true)
    if login.presentingViewController == nil { once(false) }
  }

  public func dismiss() {
    guard let viewController, let navigation = viewController.navigationController,
      let index = navigation.viewControllers.firstIndex(where: { $0 === viewController }),
      index > 0
    else { return }
    navigation.popToViewController(navigation.viewControllers[index - 1], animated: true)
  }

  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    endLogin(signedIn: false)
  }

  /// Ends the pending login, once.
  func endLogin(signedIn: Bool) {
    pendingLogin?(signedIn)
    pendingLogin = nil
  }
}
