/// Manages one presented controller and hears a person's swipe-down through its delegate.
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
  /// The controller being presented.
  public unowned let presentedViewController: UIViewController
  /// Hears of a person's swipe-down. Weak, as in UIKit.
  open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
  private weak var presentingAtCreation: UIViewController?

  /// Creates the presentation controller of `presentedViewController`.
  public init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    self.presentedViewController = presentedViewController
    self.presentingAtCreation = presentingViewController
    super.init()
  }

  /// The controller that presents; before the presentation, the one named at creation.
  open var presentingViewController: UIViewController {
    presentedViewController.storedPresenting ?? presentingAtCreation ?? presentedViewController
  }

  /// The style the presented controller is shown in.
  open var presentationStyle: UIModalPresentationStyle {
    presentedViewController.modalPresentationStyle
  }

  var isSheet: Bool { false }

  // MARK: The presentation's phases (X5)

  /// The view the presentation takes place in, covering the window: there from the start of
  /// the presentation until its dismissal ends, nil before and after.
  open var containerView: UIView? {
    guard isActive else { return nil }
    if let container { return container }
    let made = TransitionContainerView(in: presentedViewController)
    container = made
    return made
  }
  /// Whether a presentation is under way or shown.
  var isActive = false
  private var container: TransitionContainerView?

  /// The view the presentation animates: the presented controller's view, unless a subclass
  /// wraps it.
  open var presentedView: UIView? { presentedViewController.viewIfLoaded }
  /// Where the presented view is placed at the end of the presentation: the whole container,
  /// unless a subclass says otherwise.
  open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }
  /// Whether the presentation covers the whole screen.
  open var shouldPresentInFullscreen: Bool { true }
  /// Whether the presenting controller's view leaves the window once the presentation ends: a
  /// custom presentation leaves it, and its controller on screen, unless a subclass says so.
  open var shouldRemovePresentersView: Bool { false }
  /// The traits of the presentation: the presenting controller's, with the override on top.
  open var traitCollection: UITraitCollection {
    guard let overrideTraitCollection else { return presentingViewController.traitCollection }
    return UITraitCollection(traitsFrom: [
      presentingViewController.traitCollection, overrideTraitCollection,
    ])
  }
  /// Traits that override the presenting controller's for the presented one.
  open var overrideTraitCollection: UITraitCollection?

  /// Told as the presentation begins, before its animations: where a subclass adds its own
  /// views to the container and animates them along the transition. Does nothing by default.
  open func presentationTransitionWillBegin() {}
  /// Told as the presentation ends; `completed` is false when it was cancelled, and a subclass
  /// removes the views it added. Does nothing by default.
  open func presentationTransitionDidEnd(_ completed: Bool) {}
  /// Told as the dismissal begins, before its animations. Does nothing by default.
  open func dismissalTransitionWillBegin() {}
  /// Told as the dismissal ends; `completed` is false when it was cancelled. Does nothing by
  /// default.
  open func dismissalTransitionDidEnd(_ completed: Bool) {}
  /// Told before the container lays out its views: on the host, once as the presentation
  /// begins. Does nothing by default.
  open func containerViewWillLayoutSubviews() {}
  /// Told after the container laid out its views. Does nothing by default.
  open func containerViewDidLayoutSubviews() {}
  /// The size of a child content container: its parent's, unless a subclass says otherwise.
  open func size(
    forChildContentContainer container: any UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize { parentSize }
  /// Told that the presented controller's preferred content size changed. Does nothing by
  /// default.
  open func preferredContentSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {}

  /// The presentation begins: the container is made, the subclass told, and, for a custom
  /// presentation, the presented view placed in the container where the subclass says.
  func beginPresentation() {
    isActive = true
    presentationTransitionWillBegin()
    guard presentationStyle == .custom, let container = containerView,
      let view = presentedView
    else { return }
    containerViewWillLayoutSubviews()
    if view.superview == nil { container.addSubview(view) }
    view.frame = frameOfPresentedViewInContainerView
    containerViewDidLayoutSubviews()
  }

  /// The presentation ended, or was cancelled and is over.
  func endPresentation(completed: Bool) {
    presentationTransitionDidEnd(completed)
    if !completed { clearContainer() }
  }

  /// The dismissal ended: when completed, the container goes with the presented view.
  func endDismissal(completed: Bool) {
    dismissalTransitionDidEnd(completed)
    if completed { clearContainer() }
  }

  private func clearContainer() {
    isActive = false
    guard let container else { return }
    self.container = nil
    if let view = presentedViewController.viewIfLoaded, view.superview === container {
      view.removeFromSuperview()
    }
    container.leaveWindow()
  }
}

/// The view a transition or a presentation takes place in: in the window of the controller it
/// belongs to, as UIKit's transition view is.
final class TransitionContainerView: UIView {
  private weak var owner: UIViewController?

  init(in owner: UIViewController) {
    self.owner = owner
    let window = owner.windowOfTree
    super.init(frame: window?.bounds ?? UIScreen.main.bounds)
    if window != nil {
      tellWillMove(toWindow: window)
      tellDidMoveToWindow(true)
    }
  }

  required init?(coder: NSCoder) {
    nil
  }

  override var window: UIWindow? { owner?.windowOfTree }

  /// The container leaves the window with what is in it.
  func leaveWindow() {
    tellWillMove(toWindow: nil)
    tellDidMoveToWindow(false)
  }
}

/// Hears of a person dismissing a sheet by swiping it down (P8). App code never hears of it
/// otherwise. Its methods are optional in UIKit; see `OptionalDelegateMethods.swift`.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
  /// Asked before a swipe-down dismisses; `false` keeps the sheet.
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  /// Called when a swipe-down starts dismissing.
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  /// Called after a swipe-down dismissed the sheet.
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  /// Called when a swipe-down was refused (`isModalInPresentation`, or `shouldDismiss` said no).
  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController)
  /// The style a presentation adapts to in `traitCollection`; `.none` keeps its own. The
  /// default, `.automatic`, is UIKit's adaptation: on iPhone a popover becomes a sheet.
  func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle
}

extension UIAdaptivePresentationControllerDelegate {
  /// Allows the swipe-down.
  public func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool {
    noteDefault("presentationControllerShouldDismiss(_:)", presentationController)
    return true
  }
  /// Does nothing.
  public func presentationControllerWillDismiss(
    _ presentationController: UIPresentationController
  ) {
    noteDefault("presentationControllerWillDismiss(_:)", presentationController)
  }
  /// Does nothing.
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    noteDefault("presentationControllerDidDismiss(_:)", presentationController)
  }
  /// Does nothing.
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {
    noteDefault("presentationControllerDidAttemptToDismiss(_:)", presentationController)
  }

  /// UIKit's adaptation.
  public func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle { .automatic }

  private func noteDefault(_ method: String, _ presentationController: UIPresentationController) {
    presentationController.presentingViewController.diagnosticHost.noteDefaultOptional(
      method, of: "UIAdaptivePresentationControllerDelegate", delegate: self,
      superclassConforms: _getSuperclass(type(of: self))
        is any UIAdaptivePresentationControllerDelegate.Type)
  }
}
