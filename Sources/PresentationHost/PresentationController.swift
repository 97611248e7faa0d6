/// Manages one presented controller: UIKit's `UIPresentationController`, reduced to its delegate.
@MainActor
public final class UIPresentationController {
  /// The controller being presented.
  public private(set) weak var presentedViewController: UIViewController?
  /// Hears of a person's swipe-down. Weak, as in UIKit.
  public weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

  init(presentedViewController: UIViewController) {
    self.presentedViewController = presentedViewController
  }

  /// The controller that presents, once the presentation has happened.
  public var presentingViewController: UIViewController? {
    presentedViewController?.storedPresenting
  }
}

/// Hears of a person dismissing a sheet by swiping it down (UIKit's
/// `UIAdaptivePresentationControllerDelegate`). App code never hears of it otherwise.
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
  /// Asked before a swipe-down dismisses; `false` keeps the sheet.
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  /// Called when a swipe-down starts dismissing.
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  /// Called after a swipe-down dismissed the sheet.
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  /// Called when a swipe-down was refused (`isModalInPresentation`, or `shouldDismiss` said no).
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  /// Allows the swipe-down.
  public func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool { true }
  /// Does nothing.
  public func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  {}
  /// Does nothing.
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
  }
  /// Does nothing.
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {}
}
