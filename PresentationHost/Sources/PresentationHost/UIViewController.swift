/// The host's `UIViewController`: a screen with a lazily loaded view, UIKit's lifecycle calls,
/// containment, and modal presentation.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
  /// The screen's title. Setting it also sets `navigationItem.title` and `tabBarItem.title` (V1).
  open var title: String? {
    didSet {
      storedNavigationItem?.title = title
      storedTabBarItem?.title = title
    }
  }
  /// The item a tab bar shows for this controller, made with the controller's title the first
  /// time it is asked for, as UIKit makes it.
  open var tabBarItem: UITabBarItem! {
    get {
      if let storedTabBarItem { return storedTabBarItem }
      let made = UITabBarItem()
      made.title = title
      storedTabBarItem = made
      return made
    }
    set { storedTabBarItem = newValue }
  }
  private var storedTabBarItem: UITabBarItem?
  /// What a navigation bar shows for this controller, made with the controller's title the
  /// first time it is asked for, as UIKit makes it.
  open var navigationItem: UINavigationItem {
    if let storedNavigationItem { return storedNavigationItem }
    let made = UINavigationItem()
    made.title = title
    storedNavigationItem = made
    return made
  }
  private var storedNavigationItem: UINavigationItem?
  /// How this controller is shown when presented. The default is a sheet, as in iOS 13 and later.
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic
  /// The animation used when this controller is presented; recorded, never animated.
  open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
  /// A controller with modal presentation cannot be swiped down.
  open var isModalInPresentation = false
  /// Whether a `currentContext` presentation from inside this controller covers only its area,
  /// presented by it: false, but true for a navigation controller, as UIKit sets it (P3).
  open lazy var definesPresentationContext: Bool = self is UINavigationController
  /// Vends the animator (and interaction controller) of this controller's presentation and
  /// dismissal. Weak, as in UIKit.
  open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
  /// Whether this controller, when it defines the presentation context, imposes its own
  /// transition style.
  open var providesPresentationContextTransitionStyle = false
  /// The size this controller prefers when presented in a popover or form sheet.
  open var preferredContentSize = CGSize.zero
  /// The buttons this controller shows in its navigation controller's toolbar.
  open var toolbarItems: [UIBarButtonItem]?
  /// Whether the tab bar hides while this controller is in the selected tab's navigation stack:
  /// a person cannot tap a tab then (T6).
  open var hidesBottomBarWhenPushed = false
  /// The edges the view extends under the bars to; recorded.
  open var edgesForExtendedLayout = UIRectEdge.all
  /// Whether the view extends under opaque bars; recorded.
  open var extendedLayoutIncludesOpaqueBars = false
  /// Light or dark for this controller, its views and its children: kept, as a declared value
  /// that changes no trait (V3).
  open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
  /// (`safeAreaInsetsDidChange()`) once the view is loaded.
  open var additionalSafeAreaInsets = UIEdgeInsets.zero {
    didSet {
      guard additionalSafeAreaInsets != oldValue, let view = viewIfLoaded else { return }
      view.safeAreaInsetsDidChange()
      viewSafeAreaInsetsDidChange()
    }
  }
  /// The style of the status bar while this controller is on screen; recorded.
  open var preferredStatusBarStyle: UIStatusBarStyle { .default }
  /// Whether the status bar hides while this controller is on screen; recorded.
  open var prefersStatusBarHidden: Bool { false }
  /// Whether this controller, presented not full screen, sets the status bar's look; recorded.
  open var modalPresentationCapturesStatusBarAppearance = false
  /// Whether the home indicator hides while this controller is on screen; recorded.
  open var prefersHomeIndicatorAutoHidden: Bool { false }
  /// Asks the system to read `prefersHomeIndicatorAutoHidden` again.
  open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
  /// Called when the app is short of memory (`host.receiveMemoryWarning()`), to free what the
  /// controller can make again. An override calls `super` (L6).
  open func didReceiveMemoryWarning() { reachedSuper = true }
  /// Called after the controller is loaded from a storyboard: on the host, one made from the
  /// scenes a test registered (U4); the host reads no nibs.
  open func awakeFromNib() {}
  /// Called before a segue from this controller is performed: on the host, one a test
  /// registered (U4).
  open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
  /// Asked before a segue that a control triggers is performed; true by default. No control
  /// triggers a segue on the host (U4), and `performSegue(withIdentifier:sender:)` does not
  /// ask, as in UIKit, so it is never asked.
  open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
  /// Performs the segue named `identifier` of this controller's scene in its storyboard: makes
  /// the destination, tells this controller `prepare(for:sender:)`, then performs the segue.
  /// The host reads no storyboard files: a segue is one a test registered
  /// (`UIStoryboard.registerSegue`). UIKit raises for a segue the controller does not have, and
  /// the host refuses with an `error` (U4) and changes nothing.
  open func performSegue(withIdentifier identifier: String, sender: Any?) {
    performStoryboardSegue(withIdentifier: identifier, sender: sender)
  }
  /// The traits of the screen the controller shows on: an iPhone's, portrait, light (V3).
  open var traitCollection: UITraitCollection { .phone(.light) }
  /// The storyboard the controller was made from, or nil for one made in code.
  public internal(set) var storyboard: UIStoryboard? {
    get { rarelySet?.storyboard }
    set { rarelySetStorage.storyboard = newValue }
  }
  /// How the controller comes and goes when pushed or presented (iOS 18): a zoom asks its
  /// provider for the source view as each transition starts (N19).
  open var preferredTransition: Transition? {
    get { rarelySet?.preferredTransition }
    set { rarelySetStorage.preferredTransition = newValue }
  }

  /// Sets the traits `childViewController` takes from this controller; kept, and returned by
  /// `overrideTraitCollection(forChild:)`. Declared only: the host's iPhone is compact
  /// whatever a container overrides.
  open func setOverrideTraitCollection(
    _ collection: UITraitCollection?, forChild childViewController: UIViewController
  ) {
    rarelySetStorage.childTraits[ObjectIdentifier(childViewController)] = collection
  }

  /// The traits this controller sets for `childViewController`, if any.
  open func overrideTraitCollection(forChild childViewController: UIViewController)
    -> UITraitCollection?
  {
    rarelySet?.childTraits[ObjectIdentifier(childViewController)]
  }
  /// The orientations the controller supports: an iPhone's default, all but upside down.
  open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
  /// The orientation a full-screen presentation starts in.
  open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
  /// Whether the controller's content rotates with the device; recorded.
  open var shouldAutorotate: Bool { true }

  /// Called before the view's size changes. The host's iPhone neither rotates nor resizes, so
  /// the host never calls it; an override calls `super`, as UIKit asks.
  open func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {}

  /// Called before the traits' size classes change. The host's iPhone never turns, so the host
  /// never calls it (D1); an override calls `super`, as UIKit asks.
  open func willTransition(
    to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
  ) {}

  /// Asks the system to read `supportedInterfaceOrientations` again; the host's device never
  /// turns (D1), so nothing follows.
  open func setNeedsUpdateOfSupportedInterfaceOrientations() {}

  /// The child whose status bar style is used instead of this controller's; none by default.
  open var childForStatusBarStyle: UIViewController? { nil }
  /// The child whose status bar visibility is used instead of this controller's; none by
  /// default.
  open var childForStatusBarHidden: UIViewController? { nil }
  /// The child whose home indicator preference is used instead of this controller's.
  open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
  /// How the status bar changes when it shows or hides; recorded.
  open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }

  /// True only while this controller's appearance callbacks for its presentation run.
  public internal(set) var isBeingPresented = false
  /// True only while this controller's appearance callbacks for its dismissal run.
  public internal(set) var isBeingDismissed = false
  /// True only while this controller's appearance callbacks for being pushed run.
  public internal(set) var isMovingToParent = false
  /// True only while this controller's appearance callbacks for being popped run.
  public internal(set) var isMovingFromParent = false

  /// The container that holds this controller. Weak, as in UIKit.
  public internal(set) weak var parent: UIViewController?
  /// The controllers this one contains. Never what it presents.
  public internal(set) var children: [UIViewController] = []

  var storedPresented: UIViewController?
  weak var storedPresenting: UIViewController? {
    didSet { presentationRoot = storedPresenting?.rootAncestor }
  }
  /// The top of the presenter's tree, as it was when this controller was presented: so a deep
  /// chain of presentations finds its window at once (`rootAncestor`).
  weak var presentationRoot: UIViewController?
  weak var window: UIWindow?
  weak var lastKnownHost: HeadlessHost?
  var activeTransition: HostTransitionCoordinator?
  private var editing = false
  private var storedEditButtonItem: UIBarButtonItem?
  /// True from the start of this controller's presentation or dismissal until the controller
  /// it shows begins its `viewDidAppear` or `viewDidDisappear`: the moment the transition has
  /// ended, when a new presentation or dismissal may be asked for.
  var isInPresentationTransition = false
  var appearanceState = AppearanceState.disappeared
  /// Whether the lifecycle method being called reached UIKit's implementation (rule L6).
  var reachedSuper = true
  /// Whether the last appearance change begun from outside was animated.
  var lastAppearanceWasAnimated = false
  /// Whether the view has been added to the window while the controller appears: from
  /// `viewIsAppearing` on, `view.window` is set.
  var isAddedToWindow = false
  /// Whether the views of this screen were checked for what a device could not show (V2).
  var checkedLayout = false
  private var storedView: UIView?
  var storedPresentationController: UIPresentationController?

  /// Creates a controller whose view is not loaded yet. The host has no nibs: both arguments
  /// are kept for UIKit's signature and ignored.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  /// Creates a controller from an archive: on the host, as a storyboard a test registered makes
  /// it (`UIStoryboard`), with a coder that holds nothing. The host reads no nibs.
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// Creates a controller with no nib, as `init(nibName: nil, bundle: nil)` does.
  public convenience override init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// A controller's next responder is its parent (its view's superview's controller) or its
  /// presenter; a window's root controller's is the window.
  open override var next: UIResponder? {
    parent ?? storedPresenting ?? (window?.rootViewController === self ? window : nil)
  }

  // MARK: View

  /// The screen's view, loaded on first access (`loadView`, then `viewDidLoad`, once).
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return storedView
    }
    set {
      storedView?.owningViewController = nil
      storedView = newValue
      newValue?.owningViewController = self
    }
  }

  /// The view if it is loaded, else nil; asking never loads it.
  open var viewIfLoaded: UIView? { storedView }

  /// Whether the view is loaded. Asking never loads it.
  open var isViewLoaded: Bool { storedView != nil }

  /// Creates the view: a plain view the size of the screen. Override to build a custom one; do
  /// not call `super` then.
  open func loadView() {
    view = Self.screenSizedView()
  }

  /// A plain view the size of the screen that resizes with its container, as UIKit's
  /// `loadView` makes one.
  private static func screenSizedView() -> UIView {
    let view = UIView(frame: UIScreen.main.bounds)
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    return view
  }

  /// Loads the view if it is not loaded yet.
  open func loadViewIfNeeded() {
    guard storedView == nil else { return }
    loadView()
    if storedView == nil { view = Self.screenSizedView() }
    host?.record(.lifecycle, hostName, "viewDidLoad")
    viewDidLoad()
  }

  /// Called once, after the view is loaded.
  open func viewDidLoad() {}
  /// Called before the view appears. An override must call `super` (rule L6).
  open func viewWillAppear(_ animated: Bool) { reachedSuper = true }
  /// Called after `viewWillAppear`, once the view is in the window, before `viewDidAppear`. An
  /// override must call `super` (rule L6).
  open func viewIsAppearing(_ animated: Bool) { reachedSuper = true }
  /// Called after the view appeared. An override must call `super` (rule L6).
  open func viewDidAppear(_ animated: Bool) { reachedSuper = true }
  /// Called before the view disappears. An override must call `super` (rule L6).
  open func viewWillDisappear(_ animated: Bool) { reachedSuper = true }
  /// Called after the view disappeared. An override must call `super` (rule L6).
  open func viewDidDisappear(_ animated: Bool) { reachedSuper = true }
  /// Called before the view lays out its subviews: each time it appears, after
  /// `viewIsAppearing`. Does nothing by default.
  open func viewWillLayoutSubviews() {}
  /// Called after the view laid out its subviews, before `viewDidAppear`. Does nothing by
  /// default.
  open func viewDidLayoutSubviews() {}
  /// Called when the root view's layout margins changed. Does nothing by default.
  open func viewLayoutMarginsDidChange() {}
  /// Called when the root view updates its constraints; the host solves no layout, so it is
  /// never called. An override calls `super` last, as UIKit asks.
  open func updateViewConstraints() { reachedSuper = true }
  /// Told that a child's `preferredContentSize` changed. Does nothing by default.
  open func preferredContentSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {}
  /// Told that a child's view's fitting size changed. Does nothing by default.
  open func systemLayoutFittingSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {}
  /// The size a child gets within `parentSize`: the parent's, as the host lays nothing out.
  open func size(
    forChildContentContainer container: any UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize { parentSize }
  /// An identifier for state restoration; recorded.
  open var restorationIdentifier: String? {
    get { rarelySet?.restorationIdentifier }
    set { rarelySetStorage.restorationIdentifier = newValue }
  }
  /// Brings the controller's traits up to date at once (iOS 17). The host works out a
  /// controller's traits each time they are read, so they are always up to date.
  open func updateTraitsIfNeeded() {}

  /// Sets the buttons this controller shows in its navigation controller's toolbar.
  open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
    self.toolbarItems = toolbarItems
  }
  /// Asks the system to read `preferredStatusBarStyle` and `prefersStatusBarHidden` again.
  open func setNeedsStatusBarAppearanceUpdate() {}
  /// Called when the safe area of the view changed: on the host, when
  /// `additionalSafeAreaInsets` changed.
  open func viewSafeAreaInsetsDidChange() {}
  /// Called when the traits changed: on the host, when an override changed the style.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  /// Called before the controller is added to or removed from a container. An override must
  /// call `super` (rule L6).
  open func willMove(toParent parent: UIViewController?) { reachedSuper = true }
  /// Called after the controller was added to or removed from a container. An override must
  /// call `super` (rule L6).
  open func didMove(toParent parent: UIViewController?) { reachedSuper = true }

  /// The settings few controllers change, made when one is first set.
  private var rarelySet: RarelySetControllerProperties?
  private var rarelySetStorage: RarelySetControllerProperties {
    if let rarelySet { return rarelySet }
    let made = RarelySetControllerProperties()
    rarelySet = made
    return made
  }

  // MARK: Containment

  /// Adds `child`: calls its `willMove(toParent:)` but not `didMove`, as UIKit does.
  open func addChild(_ child: UIViewController) {
    if let refusal = containmentRefusal(of: child) {
      diagnosticHost.report(.error, .l7, refusal)
      return
    }
    guard child.parent !== self else { return }
    child.removeFromParent()
    recordCall(.lifecycle, child, "willMove(toParent: \(hostName))")
    child.sendWillMove(toParent: self)
    children.append(child)
    child.parent = self
    host?.track(child)
  }

  /// Removes this controller from its parent: calls `didMove(toParent: nil)` but not `willMove`.
  open func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    parent.childDidLeave(self)
    self.parent = nil
    recordCall(.lifecycle, self, "didMove(toParent: nil)")
    sendDidMove(toParent: nil)
  }

  /// The nearest navigation controller among the ancestors; never across a presentation.
  open var navigationController: UINavigationController? {
    nearestAncestor(of: UINavigationController.self)
  }

  /// The nearest tab bar controller among the ancestors; never across a presentation.
  open var tabBarController: UITabBarController? { nearestAncestor(of: UITabBarController.self) }

  /// The nearest split view controller among the ancestors; never across a presentation.
  open var splitViewController: UISplitViewController? {
    nearestAncestor(of: UISplitViewController.self)
  }

  /// The nearest ancestor of type `T` in the parent chain, which never crosses a presentation
  /// (N9).
  func nearestAncestor<T: UIViewController>(of type: T.Type) -> T? {
    var ancestor = parent
    while let current = ancestor {
      if let match = current as? T { return match }
      ancestor = current.parent
    }
    return nil
  }

  /// The transition under way for this controller or its containers, if any (P10).
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    activeTransition ?? parent?.transitionCoordinator
  }

  // MARK: Presentation

  /// What this controller, or the ancestor that presents for it, presents.
  open var presentedViewController: UIViewController? {
    storedPresented ?? parent?.presentedViewController
  }

  /// The controller that presents this one (or its presented ancestor).
  open var presentingViewController: UIViewController? {
    storedPresenting ?? parent?.presentingViewController
  }

  /// The presentation controller of a popover: non-nil when the style is `.popover`.
  open var popoverPresentationController: UIPopoverPresentationController? {
    modalPresentationStyle == .popover
      ? presentationController as? UIPopoverPresentationController : nil
  }

  /// The presentation controller of the presentation this controller is in (iOS 16): its own,
  /// or the nearest presented ancestor's; nil when it is in no presentation.
  open var activePresentationController: UIPresentationController? {
    var controller: UIViewController? = self
    while let current = controller {
      if current.storedPresenting != nil { return current.presentationController }
      controller = current.parent
    }
    return nil
  }

  /// The object that manages this controller's presentation; its delegate hears of swipe-downs.
  open var presentationController: UIPresentationController? {
    if let parent { return parent.presentationController }
    if let storedPresentationController,
      (storedPresentationController is UIPopoverPresentationController)
        == (modalPresentationStyle == .popover),
      storedPresentationController.isSheet == modalPresentationStyle.isSheet
        || storedPresentationController is UIPopoverPresentationController
    {
      return storedPresentationController
    }
    let controller =
      modalPresentationStyle == .popover
      ? UIPopoverPresentationController(presentedViewController: self, presenting: nil)
      : modalPresentationStyle.isSheet
        ? UISheetPresentationController(presentedViewController: self, presenting: nil)
        : UIPresentationController(presentedViewController: self, presenting: nil)
    controller.delegate = storedPresentationController?.delegate
    storedPresentationController = controller
    return controller
  }

  /// The sheet presentation controller, when this controller is presented as a sheet.
  open var sheetPresentationController: UISheetPresentationController? {
    presentationController as? UISheetPresentationController
  }

  /// Presents `viewControllerToPresent` modally; `completion` runs after its `viewDidAppear`.
  ///
  /// A child asks the controller that covers the screen to present for it (P3). Presenting
  /// while something is presented is ignored with a warning, and the completion never runs (P1).
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    performPresent(viewControllerToPresent, animated: flag, completion: completion)
  }

  /// Dismisses what this controller presents, or, if it presents nothing, asks its presenter
  /// to dismiss it (P4). Everything presented above goes too. `completion` runs after the
  /// dismissed controller's `viewDidDisappear`.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    performDismiss(animated: flag, completion: completion)
  }

  /// Shows `vc`: pushes it when this controller is in a navigation controller, else presents it (S1).
  open func show(_ vc: UIViewController, sender: Any?) {
    recordCall(.operation, self, "show(\(vc.hostName))")
    if let navigationController {
      navigationController.pushViewController(vc, animated: true)
    } else {
      present(vc, animated: true)
    }
  }

  /// Whether the controller's content is being edited; set, it calls `setEditing(_:animated:)`
  /// without animation.
  open var isEditing: Bool {
    get { editing }
    set { sendSetEditing(newValue, animated: false) }
  }

  /// Turns editing on or off, and with it the title of `editButtonItem`: Edit, or Done. A
  /// subclass that overrides it calls `super` (L6).
  open func setEditing(_ editing: Bool, animated: Bool) {
    reachedSuper = true
    self.editing = editing
    storedEditButtonItem?.title = editing ? "Done" : "Edit"
    storedEditButtonItem?.style = editing ? .done : .plain
  }

  /// A bar button that turns editing on and off, titled Edit, then Done.
  public var editButtonItem: UIBarButtonItem {
    if let storedEditButtonItem { return storedEditButtonItem }
    let item = UIBarButtonItem(
      systemItem: .edit,
      primaryAction: UIAction { [weak self] _ in
        guard let self else { return }
        sendSetEditing(!isEditing, animated: true)
      })
    item.title = isEditing ? "Done" : "Edit"
    storedEditButtonItem = item
    return item
  }

  /// Takes `secondaryViewController` into a collapsing split view interface. Does nothing by
  /// default; a navigation controller pushes it (SV1).
  open func collapseSecondaryViewController(
    _ secondaryViewController: UIViewController, for splitViewController: UISplitViewController
  ) {}

  /// Gives back the secondary controller as a split view interface expands; nil by default.
  /// An iPhone never expands, so the host never asks.
  open func separateSecondaryViewController(for splitViewController: UISplitViewController)
    -> UIViewController?
  { nil }

  /// Shows `vc` as a detail: in a split view controller its secondary column, else as `show`.
  open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    if let splitViewController {
      splitViewController.showDetailViewController(vc, sender: sender)
    } else {
      // No container above overrides it (a navigation controller does not), so UIKit presents
      // `vc` modally (S2), where show(_:sender:) would push.
      present(vc, animated: true)
    }
  }

  // MARK: Host

  /// How the transcript, the path and the tree name this controller: its title, else its type.
  @_spi(HostTesting) public var hostName: String { title ?? HeadlessHost.name(of: self) }

  /// Called after this controller's `viewWillAppear`, before its children's.
  func willBeginAppearing(animated: Bool) {}
  /// Called after this controller's children's `viewDidAppear`.
  func didEndAppearing(animated: Bool) {}

  /// Called when `child` left this controller for another parent: a container forgets it too.
  func childDidLeave(_ child: UIViewController) {}

  /// Whether this container's children hear of their appearance when it does. A custom
  /// container that returns false calls `beginAppearanceTransition(_:animated:)` and
  /// `endAppearanceTransition()` on them itself.
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  /// Tells this controller it is about to appear (`true`) or disappear: its
  /// `viewWillAppear` or `viewWillDisappear` runs, for a custom container to forward.
  open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    beginAppearance(isAppearing, animated: animated)
    lastAppearanceWasAnimated = animated
  }

  /// Ends the appearance change `beginAppearanceTransition(_:animated:)` began: its
  /// `viewDidAppear` or `viewDidDisappear` runs.
  open func endAppearanceTransition() {
    endAppearance(animated: lastAppearanceWasAnimated)
  }

  /// Swaps two children on screen, as a custom container does: `toViewController`'s view takes
  /// `fromViewController`'s place in the view hierarchy, `animations` run, the appearance
  /// calls of both follow if this container is on screen, and `completion` runs at the end.
  /// UIKit raises when either is not a child of this container; the host refuses with an
  /// `error` (L5) and changes nothing.
  open func transition(
    from fromViewController: UIViewController, to toViewController: UIViewController,
    duration: TimeInterval, options: UIView.AnimationOptions = [], animations: (() -> Void)?,
    completion: ((Bool) -> Void)? = nil
  ) {
    guard fromViewController.parent === self, toViewController.parent === self else {
      diagnosticHost.report(
        .error, .l5,
        "transition(from:to:) between \(fromViewController.hostName) and "
          + "\(toViewController.hostName): both must be children of \(hostName)")
      return
    }
    let endAppearances = swapAppearance(
      from: fromViewController, to: toViewController, visible: appearanceState == .appeared,
      animated: duration > 0)
    if let fromView = fromViewController.viewIfLoaded, let container = fromView.superview {
      let toView = toViewController.view!
      toView.frame = fromView.frame
      container.insertSubview(toView, aboveSubview: fromView)
    }
    animations?()
    fromViewController.viewIfLoaded?.removeFromSuperview()
    endAppearances()
    guard let completion else { return }
    HostAnimations.complete { completion(true) }
  }

  /// The controllers whose appearance follows this one's: all children, unless the container
  /// forwards appearance itself.
  var appearanceChildren: [UIViewController] {
    shouldAutomaticallyForwardAppearanceMethods ? children : []
  }

  /// The child a person sees on top in this container: a stack's top, a tab bar's selected one.
  var visibleChild: UIViewController? { nil }
  /// The controller this one shows over without being its child or presented by it: none,
  /// unless a subclass says (an active search controller shows over the screen it searches).
  var controllerShownOver: UIViewController? { nil }
}

enum AppearanceState {
  case disappeared
  case appearing
  case appeared
  case disappearing
}

/// A controller as its container sees it: its preferred size, and what it is told as sizes
/// change.
@preconcurrency @MainActor
public protocol UIContentContainer: NSObjectProtocol {
  /// The size the container would like to have.
  var preferredContentSize: CGSize { get }
  /// Told that a child's preferred size changed.
  func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
  /// Told that a child's view's fitting size changed.
  func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer)
  /// The size a child gets within `parentSize`.
  func size(
    forChildContentContainer container: any UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize
}

extension UIViewController: UIContentContainer {}

/// The settings of a controller that few controllers change, kept apart so that most
/// controllers pay nothing for them.
private final class RarelySetControllerProperties {
  /// The traits set for children, by child.
  var childTraits: [ObjectIdentifier: UITraitCollection] = [:]
  var preferredTransition: UIViewController.Transition?
  var restorationIdentifier: String?
  var storyboard: UIStoryboard?
}
