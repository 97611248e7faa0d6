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

/// The presentation controller of a sheet: a card a person can swipe down (P8).
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
  /// A height a sheet can rest at.
  public final class Detent: NSObject, Sendable {
    /// A detent's identifier.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public init(_ rawValue: String) { self.rawValue = rawValue }
      /// Half the screen.
      public static let medium = Identifier("com.apple.UIKit.medium")
      /// The whole screen.
      public static let large = Identifier("com.apple.UIKit.large")
    }

    /// The detent's identifier.
    public let identifier: Identifier
    private let resolver:
      @MainActor @Sendable (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

    private init(
      identifier: Identifier,
      resolver:
        @escaping @MainActor @Sendable (any UISheetPresentationControllerDetentResolutionContext) ->
        CGFloat?
    ) {
      self.identifier = identifier
      self.resolver = resolver
      super.init()
    }

    /// About half the screen.
    public static func medium() -> Detent {
      Detent(identifier: .medium) { $0.maximumDetentValue / 2 }
    }
    /// The whole screen.
    public static func large() -> Detent {
      Detent(identifier: .large) { $0.maximumDetentValue }
    }

    /// A detent whose height `resolver` works out from the sheet's room; a nil height makes it
    /// inactive. Without an identifier it gets one of its own.
    public static func custom(
      identifier: Identifier? = nil,
      resolver:
        @escaping @MainActor @Sendable (any UISheetPresentationControllerDetentResolutionContext) ->
        CGFloat?
    ) -> Detent {
      Detent(identifier: identifier ?? Identifier(UUID().uuidString), resolver: resolver)
    }

    /// The detent's height in `context`, or nil when it is inactive.
    @MainActor
    public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext)
      -> CGFloat?
    {
      resolver(context)
    }
  }

  /// The room a sheet has on the host's iPhone: the screen's height, as the host has no
  /// status bar.
  struct DetentContext: UISheetPresentationControllerDetentResolutionContext {
    let containerTraitCollection: UITraitCollection
    var maximumDetentValue: CGFloat { UIScreen.main.bounds.height }
  }

  /// The detents a person can drag the sheet to, those whose height resolves, with their
  /// heights, in the order of `detents`.
  var activeDetents: [(identifier: Detent.Identifier, height: CGFloat)] {
    let context = DetentContext(containerTraitCollection: .phone(.light))
    return detents.compactMap { detent in
      detent.resolvedValue(in: context).map { (detent.identifier, $0) }
    }
  }

  /// Asks the detents for their heights again; the host works them out when a person drags.
  open func invalidateDetents() {}
  /// Whether an edge-attached sheet is as wide as its content's preferred size; recorded.
  open var widthFollowsPreferredContentSizeWhenEdgeAttached = false

  /// The heights the sheet can rest at.
  open var detents: [Detent] = [.large()]
  /// The detent the sheet rests at, or nil for the smallest.
  open var selectedDetentIdentifier: Detent.Identifier?
  /// Whether the sheet shows a grabber.
  open var prefersGrabberVisible = false
  /// The view a sheet on an iPad points at, in a compact height; recorded.
  open var sourceView: UIView?
  /// The largest detent that does not dim what is below.
  open var largestUndimmedDetentIdentifier: Detent.Identifier?
  /// The radius of the sheet's corners; recorded.
  open var preferredCornerRadius: CGFloat?
  /// Whether scrolling to the edge of the content grows the sheet; recorded.
  open var prefersScrollingExpandsWhenScrolledToEdge = true
  /// Whether the sheet attaches to the bottom edge in a compact height; recorded.
  open var prefersEdgeAttachedInCompactHeight = false

  /// Applies changes made in `changes`; the host applies them at once.
  open func animateChanges(_ changes: () -> Void) {
    changes()
  }

  override var isSheet: Bool { true }
}

/// What a custom detent's resolver works its height out from.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext {
  /// The traits of the sheet's container.
  var containerTraitCollection: UITraitCollection { get }
  /// The height of the largest detent the sheet can have.
  var maximumDetentValue: CGFloat { get }
}

/// Told when a person drags a sheet to another detent (P15). Its method is optional in UIKit
/// (U4: a requirement with a default here).
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
  /// Told after a person dragged the sheet to another detent; not when the app sets one.
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
  /// Does nothing.
  public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {}
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

/// The presentation controller of a popover. On iPhone, where the host runs, a popover adapts
/// to a sheet unless its delegate keeps it (`.none`); a kept popover must be anchored (P12).
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
  /// The view the popover points at.
  open var sourceView: UIView?
  /// The rectangle in `sourceView` the popover points at.
  open var sourceRect = CGRect.zero
  /// The bar button item the popover points at.
  open var barButtonItem: UIBarButtonItem?
  /// The item the popover points at: a bar button or a view (iOS 16).
  open var sourceItem: (any UIPopoverPresentationControllerSourceItem)?
  /// The directions the popover's arrow may point.
  open var permittedArrowDirections = UIPopoverArrowDirection.any
  /// The colour of the popover's background and arrow; recorded, never drawn.
  open var backgroundColor: UIColor?
  /// The views a person can use outside the popover while it shows; recorded, as the host's
  /// popover is shown alone.
  open var passthroughViews: [UIView]?
  /// Whether the popover may cover what it points at; recorded.
  open var canOverlapSourceViewRect = false
  /// The space the popover keeps from the screen's edges; recorded.
  open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
  /// The direction the arrow points: unknown, as the host lays nothing out.
  open var arrowDirection: UIPopoverArrowDirection { .unknown }
  /// The sheet the popover becomes on an iPhone (iOS 15): a person drags it to its detents
  /// (P12, P15).
  open private(set) lazy var adaptiveSheetPresentationController = UISheetPresentationController(
    presentedViewController: presentedViewController, presenting: presentingViewController)
  /// Whether the popover stays a popover on iPhone: decided when it is presented.
  var isKeptAsPopover = false

  override var isSheet: Bool { !isKeptAsPopover }
}

/// The directions a popover's arrow may point.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
  public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
  public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
  public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
  public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
  /// The direction of an arrow not yet laid out.
  public static let unknown = UIPopoverArrowDirection(rawValue: .max)
}

/// Told as a popover is presented and dismissed; refines the adaptive presentation delegate,
/// which a popover presentation controller's `delegate` is (U4: the one type of
/// `UIPresentationController.delegate`). Every method is optional in UIKit (U4: requirements
/// with defaults here).
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
  /// Told before the popover is presented, to set where it points.
  func prepareForPopoverPresentation(
    _ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
  /// Does nothing.
  public func prepareForPopoverPresentation(
    _ popoverPresentationController: UIPopoverPresentationController
  ) {}
}
