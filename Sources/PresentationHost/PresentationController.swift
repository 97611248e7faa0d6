/// Manages one presented controller: UIKit's `UIPresentationController`, reduced to its delegate.
@MainActor
public final class PresentationController {
  /// The controller being presented.
  public private(set) weak var presentedViewController: ViewController?
  /// Hears of a person's swipe-down. Weak, as in UIKit.
  public weak var delegate: (any AdaptivePresentationControllerDelegate)?

  init(presentedViewController: ViewController) {
    self.presentedViewController = presentedViewController
  }

  /// The controller that presents, once the presentation has happened.
  public var presentingViewController: ViewController? {
    presentedViewController?.storedPresenting
  }
}

/// Hears of a person dismissing a sheet by swiping it down (UIKit's
/// `UIAdaptivePresentationControllerDelegate`). App code never hears of it otherwise.
@MainActor
public protocol AdaptivePresentationControllerDelegate: AnyObject {
  /// Asked before a swipe-down dismisses; `false` keeps the sheet.
  func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool
  /// Called when a swipe-down starts dismissing.
  func presentationControllerWillDismiss(_ presentationController: PresentationController)
  /// Called after a swipe-down dismissed the sheet.
  func presentationControllerDidDismiss(_ presentationController: PresentationController)
  /// Called when a swipe-down was refused (`isModalInPresentation`, or `shouldDismiss` said no).
  func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController)
}

extension AdaptivePresentationControllerDelegate {
  /// Allows the swipe-down.
  public func presentationControllerShouldDismiss(
    _ presentationController: PresentationController
  ) -> Bool { true }
  /// Does nothing.
  public func presentationControllerWillDismiss(_ presentationController: PresentationController) {}
  /// Does nothing.
  public func presentationControllerDidDismiss(_ presentationController: PresentationController) {}
  /// Does nothing.
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: PresentationController
  ) {}
}
