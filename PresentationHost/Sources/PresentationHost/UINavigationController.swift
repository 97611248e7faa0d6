/// The host's `UINavigationController`: a stack of controllers, the last on top.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
  /// What a stack change does, as a delegate's animator is told.
  public enum Operation: Int, Sendable {
    case none, push, pop
  }

  /// The stack, root first. Assigning it is `setViewControllers(_:animated: false)` (N6).
  open var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }
  /// Hears of every change of the top controller (N8). Weak, as in UIKit.
  open weak var delegate: (any UINavigationControllerDelegate)?

  var stack: [UIViewController] = []
  /// The kind of stack change running now, or nil between transitions.
  var runningTransition: StackChange?
  /// How many changes of the stack were asked for: a change's end tells by it whether another
  /// came after.
  var stackChangeCount = 0
  /// Pushes asked for while a push was in flight, performed once it ends (N12).
  var queuedPushes: [(UIViewController, Bool)] = []
  var interactivePop: InteractivePop?
  private var hasAppeared = false

  /// The back swipe. Disabling it stops a person from swiping back.
  public let interactivePopGestureRecognizer: UIGestureRecognizer? = UIGestureRecognizer()
  /// The bar that shows the top controller's navigation item.
  public private(set) lazy var navigationBar: UINavigationBar = {
    let bar = UINavigationBar()
    bar.owningNavigationController = self
    return bar
  }()
  /// Whether the navigation bar is hidden.
  open var isNavigationBarHidden = false
  /// Whether the toolbar is hidden; it is by default. Shown, it holds the top controller's
  /// `toolbarItems`.
  open var isToolbarHidden = true
  /// Whether a swipe up hides the bars; recorded, as a person scrolls nothing on the host.
  open var hidesBarsOnSwipe = false
  /// Whether a tap on the content hides the bars; recorded.
  open var hidesBarsOnTap = false
  /// Whether the bars hide while the keyboard shows; recorded.
  open var hidesBarsWhenKeyboardAppears = false
  /// Whether the bars hide in a compact height; recorded, as the host's iPhone stays upright.
  open var hidesBarsWhenVerticallyCompact = false
  /// The gesture that hides the bars on a swipe.
  public let barHideOnSwipeGestureRecognizer = UIPanGestureRecognizer()
  /// The gesture that hides the bars on a tap.
  public let barHideOnTapGestureRecognizer = UITapGestureRecognizer()
  /// The toolbar at the bottom.
  public private(set) lazy var toolbar: UIToolbar! = UIToolbar()

  /// Shows or hides the toolbar.
  open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
    isToolbarHidden = hidden
  }

  /// Creates an empty navigation controller.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Made from an archive, with its defaults: the host reads no storyboard or nib files (U4).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Creates an empty navigation controller whose bars are of the classes given. Linux cannot
  /// make an instance of a class from a metatype (U4): a class other than `UINavigationBar` or
  /// `UIToolbar` is refused with an `error`, and the standard bar stands in.
  public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
    super.init(nibName: nil, bundle: nil)
    Self.refuseBarClass(navigationBarClass, standing: UINavigationBar.self)
    Self.refuseBarClass(toolbarClass, standing: UIToolbar.self)
  }

  /// Refuses `given`, unless it is nil or `standard`, which stands in for it (U4).
  private static func refuseBarClass(_ given: AnyClass?, standing standard: AnyClass) {
    guard let given: AnyClass, given != standard else { return }
    HeadlessHost.detached.report(
      .error, .u4,
      "UINavigationController(navigationBarClass:toolbarClass:) cannot make a \(given) on Linux: a \(standard) stands in"
    )
  }

  /// Creates a navigation controller whose stack is `rootViewController`.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    setViewControllers([rootViewController], animated: false)
  }

  /// Shows or hides the navigation bar.
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    isNavigationBarHidden = hidden
  }

  /// The controller on top of the stack (N7).
  open var topViewController: UIViewController? { stack.last }

  /// What this controller presents modally if anything, else the top (N7).
  open var visibleViewController: UIViewController? {
    presentedViewController ?? topViewController
  }

  /// Pushes `viewController` on top. Pushing one already in the stack (N1) or a navigation
  /// controller (N2) is refused.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    push(viewController, animated: animated, allowingNavigation: false)
  }

  /// Pushes `viewController`, refusing what `pushViewController` refuses; a navigation
  /// controller only when `allowingNavigation` (a split view controller's detail, SV1, SV2).
  private func push(_ viewController: UIViewController, animated: Bool, allowingNavigation: Bool) {
    if let refusal = refusal(
      toAdd: [viewController], rule: .n1, allowingNavigation: allowingNavigation)
    {
      diagnosticHost.report(.error, refusal.rule, refusal.message)
      return
    }
    // A controller in the stack is a child of this one: only then is the stack searched.
    guard viewController.parent !== self || !stack.contains(where: { $0 === viewController }) else {
      diagnosticHost.report(
        .error, .n1,
        "Pushing the same view controller instance (\(viewController.hostName)) more than once is not supported"
      )
      return
    }
    changeStack(
      to: stack + [viewController], animated: animated, kind: .push,
      event: "push(\(viewController.hostName))", atTop: (viewController, nil))
  }

  /// Pops the top controller and returns it; with one controller in the stack, does nothing
  /// and returns nil (N3).
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    popTop(animated: animated, event: "pop")
  }

  /// Pops all but the root and returns the popped controllers (N4).
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard let root = stack.first else { return nil }
    return pop(to: root, animated: animated, event: "popToRoot")
  }

  /// Pops until `viewController` is on top and returns the popped ones; a controller not in the
  /// stack is refused (N5).
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    guard stack.contains(where: { $0 === viewController }) else {
      diagnosticHost.report(
        .error, .n5,
        "Tried to pop to a view controller (\(viewController.hostName)) that doesn't exist")
      return nil
    }
    return pop(to: viewController, animated: animated, event: "popTo(\(viewController.hostName))")
  }

  /// Replaces the stack; the last is on top. Duplicates are refused (N6).
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    if let refusal = refusal(toAdd: viewControllers, rule: .n6) {
      diagnosticHost.report(.error, refusal.rule, refusal.message)
      return
    }
    changeStack(
      to: viewControllers, animated: animated, kind: .other,
      event: "setViewControllers([\(viewControllers.map(\.hostName).joined(separator: ", "))])")
  }

  /// Pushes, as UIKit's navigation controller does for `show(_:sender:)`. In a collapsed split
  /// view controller, a navigation controller is pushed too, nested, as UIKit does for a detail
  /// shown there (SV2).
  open override func show(_ vc: UIViewController, sender: Any?) {
    recordCall(.operation, self, "show(\(vc.hostName))")
    guard vc is UINavigationController, splitViewController?.isCollapsed == true else {
      return pushViewController(vc, animated: true)
    }
    // A detail shown again does nothing, as `showDetailViewController` documents.
    guard !stack.contains(where: { $0 === vc }) else { return }
    push(vc, animated: true, allowingNavigation: true)
  }

  /// Pushes the secondary controller of a collapsing split view interface, a navigation
  /// controller included (SV1).
  open override func collapseSecondaryViewController(
    _ secondaryViewController: UIViewController, for splitViewController: UISplitViewController
  ) {
    guard secondaryViewController is UINavigationController else {
      return pushViewController(secondaryViewController, animated: false)
    }
    push(secondaryViewController, animated: false, allowingNavigation: true)
  }

  /// The user's back button: the same pop as `popViewController`, reported only through the
  /// delegate and lifecycle calls (N10).
  func popByBackButton() {
    guard let item = topViewController?.navigationItem,
      navigationBar(navigationBar, shouldPop: item)
    else { return }
    _ = popTop(animated: true, event: "pop (back button)")
    navigationBar(navigationBar, didPop: item)
  }

  /// Whether a person's back button may pop `item`'s screen: yes. A subclass may say no, as
  /// UIKit's navigation controller is its bar's delegate (N18).
  open func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem)
    -> Bool
  { true }

  /// `item`'s screen was popped by a person's back button.
  open func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}

  /// Whether `item` may be pushed: yes.
  open func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem)
    -> Bool
  { true }

  /// `item` was pushed.
  open func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}

  @_spi(HostTesting) public override var hostName: String {
    if let name = title ?? tabBarItem.title { return "NavigationController(\(name))" }
    if let root = stack.first { return "NavigationController(\(root.hostName))" }
    return "NavigationController"
  }

  /// The first time the navigation controller appears, its delegate hears `willShow` for the
  /// top before the top appears (N11).
  /// A controller pushed on another stack leaves this one, as UIKit moves a child to its new
  /// parent: it never stands in two stacks.
  override func childDidLeave(_ child: UIViewController) {
    stack.removeAll { $0 === child }
  }

  /// Called once a stack change has ended, with the controllers that left the stack; the More
  /// navigation controller gives back what it took from a tab (T5).
  func didFinishStackChange(removed: [UIViewController]) {}

  override func willBeginAppearing(animated: Bool) {
    guard !hasAppeared, let top = stack.last, let delegate else { return }
    recordDelegateCall(delegate, "willShow(\(top.hostName), in: \(hostName))")
    delegate.navigationController(self, willShow: top, animated: animated)
  }

  /// …and `didShow` after the top appeared (N11).
  override func didEndAppearing(animated: Bool) {
    guard !hasAppeared else { return }
    hasAppeared = true
    guard let top = stack.last, let delegate else { return }
    recordDelegateCall(delegate, "didShow(\(top.hostName), in: \(hostName))")
    delegate.navigationController(self, didShow: top, animated: animated)
  }

  override var appearanceChildren: [UIViewController] { stack.last.map { [$0] } ?? [] }
  override var visibleChild: UIViewController? { stack.last }

  private func popTop(animated: Bool, event: String) -> UIViewController? {
    guard stack.count > 1, let top = stack.last else { return nil }
    guard
      changeStack(
        to: Array(stack.dropLast()), animated: animated, kind: .other, event: event,
        atTop: (nil, top))
    else {
      return nil
    }
    return top
  }

  private func pop(
    to target: UIViewController, animated: Bool, event: @autoclosure () -> String
  ) -> [UIViewController]? {
    guard let index = stack.firstIndex(where: { $0 === target }) else { return nil }
    let popped = Array(stack[(index + 1)...])
    guard !popped.isEmpty else { return [] }
    guard changeStack(to: Array(stack[...index]), animated: animated, kind: .other, event: event())
    else {
      return nil
    }
    return popped
  }
}

extension UINavigationController: UINavigationBarDelegate {}
