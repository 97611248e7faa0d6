/// Hears of every change of a navigation controller's top, and of its first appearance (N8,
/// N11). In `didShow`, the stack is already updated and the controller that was left is
/// `transitionCoordinator?.viewController(forKey: .from)`. Its methods are optional in UIKit;
/// see `OptionalDelegateMethods.swift`.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
  /// Called before `viewController` becomes the top.
  func navigationController(
    _ navigationController: UINavigationController,
    willShow viewController: UIViewController,
    animated: Bool)
  /// Called after `viewController` became the top.
  func navigationController(
    _ navigationController: UINavigationController,
    didShow viewController: UIViewController,
    animated: Bool)
  /// The animator of an animated push or pop from `fromVC` to `toVC`, or nil for UIKit's.
  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  /// The object a person drives that animator with, or nil for none.
  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
}

extension UINavigationControllerDelegate {
  /// Does nothing.
  public func navigationController(
    _ navigationController: UINavigationController,
    willShow viewController: UIViewController,
    animated: Bool
  ) {
    noteDefault("navigationController(_:willShow:animated:)", navigationController)
  }
  /// Does nothing.
  public func navigationController(
    _ navigationController: UINavigationController,
    didShow viewController: UIViewController,
    animated: Bool
  ) {
    noteDefault("navigationController(_:didShow:animated:)", navigationController)
  }
  /// UIKit's animation.
  public func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
  /// No interaction.
  public func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }

  private func noteDefault(_ method: String, _ navigationController: UINavigationController) {
    navigationController.diagnosticHost.noteDefaultOptional(
      method, of: "UINavigationControllerDelegate", delegate: self,
      superclassConforms: _getSuperclass(type(of: self)) is any UINavigationControllerDelegate.Type)
  }
}
