/// A container that shows one page at a time and lets a person swipe to the next or the one
/// before, asking its data source for them.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
  /// How pages change.
  public enum TransitionStyle: Int, Sendable {
    case pageCurl, scroll
  }

  /// Which way a person swipes.
  public enum NavigationOrientation: Int, Sendable {
    case horizontal, vertical
  }

  /// Which way pages go.
  public enum NavigationDirection: Int, Sendable {
    case forward, reverse
  }

  /// Options given at creation; recorded.
  public struct OptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let spineLocation = OptionsKey(
      rawValue: "UIPageViewControllerOptionSpineLocationKey")
    public static let interPageSpacing = OptionsKey(
      rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
  }

  /// Where the spine of a page-curl page view controller stands.
  public enum SpineLocation: Int, Sendable {
    case none, min, mid, max
  }

  /// How pages change.
  public let transitionStyle: TransitionStyle
  /// Which way a person swipes.
  public let navigationOrientation: NavigationOrientation
  /// Where the spine stands: at the edge for a page curl (or as its options say), none for a
  /// scroll.
  public let spineLocation: SpineLocation
  /// Whether pages show content on both sides: for a page curl with its spine in the middle.
  open var isDoubleSided = false
  /// The gestures that turn pages: a page curl's own; none for a scroll, whose scroll view
  /// turns them (the host's swipes are its action, U4).
  open var gestureRecognizers: [UIGestureRecognizer] { [] }
  /// Gives the pages before and after the current one. Weak, as in UIKit.
  open weak var dataSource: (any UIPageViewControllerDataSource)?
  /// Hears of page changes a person makes. Weak, as in UIKit.
  open weak var delegate: (any UIPageViewControllerDelegate)?

  /// Creates a page view controller.
  public init(
    transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
    options: [OptionsKey: Any]? = nil
  ) {
    transitionStyle = style
    self.navigationOrientation = navigationOrientation
    let requested = (options?[.spineLocation] as? Int).flatMap(SpineLocation.init(rawValue:))
    spineLocation = style == .scroll ? .none : requested ?? .min
    super.init(nibName: nil, bundle: nil)
    isDoubleSided = spineLocation == .mid
  }

  public required init?(coder: NSCoder) {
    transitionStyle = .scroll
    navigationOrientation = .horizontal
    spineLocation = .none
    super.init(coder: coder)
  }

  /// The pages shown: one.
  open var viewControllers: [UIViewController]? { children.isEmpty ? nil : children }

  /// Shows `viewControllers` (one page); `completion` hears whether it finished.
  open func setViewControllers(
    _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
    completion: ((Bool) -> Void)? = nil
  ) {
    guard let page = viewControllers?.first, viewControllers?.count == 1 else {
      diagnosticHost.report(
        .error, .x4,
        "The number of view controllers provided (\(viewControllers?.count ?? 0)) doesn't match the number required (1) for the requested transition"
      )
      return
    }
    if let refusal = containmentRefusal(of: page) {
      diagnosticHost.report(.error, .l7, refusal)
      return
    }
    guard page !== children.first else {
      completion?(true)
      return
    }
    let old = children.first
    recordCall(.operation, self, "setViewControllers([\(page.hostName)])")
    old?.sendWillMove(toParent: nil)
    addChild(page)
    let endAppearance = swapAppearance(
      from: old, to: page, visible: canShowChildren, animated: animated)
    (host ?? .detached).finishTransition(animated: animated) { [self] in
      endAppearance()
      old?.removeFromParent()
      page.sendDidMove(toParent: self)
      completion?(true)
    }
  }

  /// A person swipes to the page after (forward) or before the current one (X4).
  func userSwiped(forward: Bool) -> Bool {
    guard let current = children.first, let dataSource,
      let page =
        forward
        ? dataSource.pageViewController(self, viewControllerAfter: current)
        : dataSource.pageViewController(self, viewControllerBefore: current)
    else { return false }
    delegate?.pageViewController(self, willTransitionTo: [page])
    setViewControllers([page], direction: forward ? .forward : .reverse, animated: true) {
      [weak self] completed in
      guard let self else { return }
      self.delegate?.pageViewController(
        self, didFinishAnimating: true, previousViewControllers: [current],
        transitionCompleted: completed)
    }
    return true
  }

  override var appearanceChildren: [UIViewController] { children.first.map { [$0] } ?? [] }
  override var visibleChild: UIViewController? { children.first }
}

/// Gives a page view controller its pages.
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: NSObjectProtocol {
  /// The page before `viewController`, or nil at the first.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController?
  /// The page after `viewController`, or nil at the last.
  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
  ) -> UIViewController?
}

/// Hears of the page changes a person makes. Every method is optional.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: NSObjectProtocol {
  /// A person's swipe is about to show `pendingViewControllers`.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController])
  /// A person's swipe ended; `completed` says whether the page changed.
  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
  public func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController]
  ) {}
  public func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {}
}

@_spi(HostTesting)
extension HeadlessHost {
  /// A person swipes the page view controller on screen to the next page, or the one before.
  /// The page view controller is the innermost one on screen: in a container's chain, or a
  /// child of a custom container whose view it shows (L10).
  public func swipePage(forward: Bool) throws(UserActionError) {
    let top = try topPresentation().top
    guard let pages = Self.innermostPages(on: top) else { throw .noPages }
    record(.user, "User", "swipePage(\(forward ? "forward" : "back"))")
    guard pages.userSwiped(forward: forward) else { throw .noPage(forward: forward) }
  }

  /// The deepest page view controller on screen under `top`, among the children that appeared.
  private static func innermostPages(on top: UIViewController) -> UIPageViewController? {
    var found: UIPageViewController?
    var level = [top]
    var depth = 0
    // A hierarchy never holds a cycle (L7); the bound keeps the walk finite whatever it holds.
    while !level.isEmpty, depth < UIViewController.deepestHierarchy {
      if let pages = level.last(where: { $0 is UIPageViewController }) as? UIPageViewController {
        found = pages
      }
      level = level.flatMap { $0.children.filter { $0.appearanceState == .appeared } }
      depth += 1
    }
    return found
  }
}
