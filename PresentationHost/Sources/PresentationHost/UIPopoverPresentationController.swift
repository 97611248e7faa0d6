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
