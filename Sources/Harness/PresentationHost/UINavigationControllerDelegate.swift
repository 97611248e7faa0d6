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

  private func noteDefault(_ method: String, _ navigationController: UINavigationController) {
    navigationController.diagnosticHost.noteDefaultOptional(
      method, of: "UINavigationControllerDelegate", delegate: self,
      superclassConforms: _getSuperclass(type(of: self)) is any UINavigationControllerDelegate.Type)
  }
}
