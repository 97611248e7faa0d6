/// The host's `UIViewController`: a screen with a lazily loaded view, UIKit's lifecycle calls,
/// containment, and modal presentation.
@MainActor
open class UIViewController {
  /// The screen's title; the canonical path names a screen by it.
  open var title: String?
  /// The item a tab bar shows for this controller.
  public let tabBarItem = UITabBarItem()
  /// What a navigation bar shows for this controller.
  public let navigationItem = UINavigationItem()
  /// How this controller is shown when presented. The default is a sheet, as in iOS 13 and later.
  public var modalPresentationStyle: UIModalPresentationStyle = .automatic
  /// A controller with modal presentation cannot be swiped down.
  public var isModalInPresentation = false

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
  weak var storedPresenting: UIViewController?
  weak var window: UIWindow?
  var activeTransition: UIViewControllerTransitionCoordinator?
  var appearanceState = AppearanceState.disappeared
  private var storedView: UIView?
  private var storedPresentationController: UIPresentationController?

  /// Creates a controller whose view is not loaded yet.
  public init() {}

  // MARK: UIView

  /// The screen's view, loaded on first access (`loadView`, then `viewDidLoad`, once).
  public var view: UIView {
    get {
      loadViewIfNeeded()
      return storedView ?? UIView()
    }
    set { storedView = newValue }
  }

  /// Whether the view is loaded. Asking never loads it.
  public var isViewLoaded: Bool { storedView != nil }

  /// Creates the view. Override to build a custom one; do not call `super` then.
  open func loadView() {
    storedView = UIView()
  }

  /// Loads the view if it is not loaded yet.
  public func loadViewIfNeeded() {
    guard storedView == nil else { return }
    loadView()
    if storedView == nil { storedView = UIView() }
    host?.record(.lifecycle, hostName, "viewDidLoad")
    viewDidLoad()
  }

  /// Called once, after the view is loaded.
  open func viewDidLoad() {}
  /// Called before the view appears.
  open func viewWillAppear(_ animated: Bool) {}
  /// Called after the view appeared.
  open func viewDidAppear(_ animated: Bool) {}
  /// Called before the view disappears.
  open func viewWillDisappear(_ animated: Bool) {}
  /// Called after the view disappeared.
  open func viewDidDisappear(_ animated: Bool) {}
  /// Called before the controller is added to or removed from a container.
  open func willMove(toParent parent: UIViewController?) {}
  /// Called after the controller was added to or removed from a container.
  open func didMove(toParent parent: UIViewController?) {}

  // MARK: Containment

  /// Adds `child`: calls its `willMove(toParent:)` but not `didMove`, as UIKit does.
  public func addChild(_ child: UIViewController) {
    guard child !== self, child.parent !== self else { return }
    child.removeFromParent()
    recordCall(.lifecycle, child, "willMove(toParent: \(hostName))")
    child.willMove(toParent: self)
    children.append(child)
    child.parent = self
    host?.track(child)
  }

  /// Removes this controller from its parent: calls `didMove(toParent: nil)` but not `willMove`.
  public func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    recordCall(.lifecycle, self, "didMove(toParent: nil)")
    didMove(toParent: nil)
  }

  /// The nearest navigation controller among the ancestors; never across a presentation.
  public var navigationController: UINavigationController? {
    var ancestor = parent
    while let current = ancestor {
      if let navigation = current as? UINavigationController { return navigation }
      ancestor = current.parent
    }
    return nil
  }

  /// The nearest tab bar controller among the ancestors; never across a presentation.
  public var tabBarController: UITabBarController? {
    var ancestor = parent
    while let current = ancestor {
      if let tabBar = current as? UITabBarController { return tabBar }
      ancestor = current.parent
    }
    return nil
  }

  /// The transition under way in this controller or its containers, if any.
  public var transitionCoordinator: UIViewControllerTransitionCoordinator? {
    activeTransition ?? parent?.transitionCoordinator
  }

  // MARK: Presentation

  /// What this controller, or the ancestor that presents for it, presents.
  public var presentedViewController: UIViewController? {
    storedPresented ?? parent?.presentedViewController
  }

  /// The controller that presents this one (or its presented ancestor).
  public var presentingViewController: UIViewController? {
    storedPresenting ?? parent?.presentingViewController
  }

  /// The object that manages this controller's presentation; its delegate hears of swipe-downs.
  public var presentationController: UIPresentationController? {
    if let parent { return parent.presentationController }
    if let storedPresentationController { return storedPresentationController }
    let controller = UIPresentationController(presentedViewController: self)
    storedPresentationController = controller
    return controller
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

  // MARK: Host

  /// The host of the window this controller is in, if it is in one.
  public var host: HeadlessHost? { rootAncestor.window?.host }

  /// How the transcript, the path and the tree name this controller: its title, else its type.
  public var hostName: String { title ?? String(describing: type(of: self)) }

  /// Whether the controller is on screen somewhere: in its window's tree or presented from it.
  public var isInWindowHierarchy: Bool {
    let root = rootAncestor
    return root.window?.rootViewController === root
  }

  var rootAncestor: UIViewController {
    var current = self
    while true {
      if let parent = current.parent {
        current = parent
      } else if let presenting = current.storedPresenting {
        current = presenting
      } else {
        return current
      }
    }
  }

  var isInVisibleWindow: Bool {
    let root = rootAncestor
    guard let window = root.window, window.rootViewController === root else { return false }
    return !window.isHidden
  }

  var diagnosticHost: HeadlessHost { host ?? HeadlessHost.detached }

  var canShowChildren: Bool { appearanceState == .appearing || appearanceState == .appeared }

  func recordCall(_ kind: TranscriptEntry.Kind, _ subject: UIViewController, _ event: String) {
    (host ?? subject.host)?.record(kind, subject.hostName, event)
  }

  func isAncestor(of controller: UIViewController) -> Bool {
    var current = controller.parent
    while let ancestor = current {
      if ancestor === self { return true }
      current = ancestor.parent
    }
    return false
  }

  /// The controllers whose appearance follows this one's: all children by default.
  var appearanceChildren: [UIViewController] { children }

  /// The child a person sees on top in this container: a stack's top, a tab bar's selected one.
  var visibleChild: UIViewController? { nil }
}

/// The text a tab bar shows for a controller.
@MainActor
public final class UITabBarItem {
  /// The tab's title.
  public var title: String?
}

/// What a navigation bar shows for a controller.
@MainActor
public final class UINavigationItem {
  /// A hidden back button cannot be tapped.
  public var hidesBackButton = false
}

enum AppearanceState {
  case disappeared
  case appearing
  case appeared
  case disappearing
}
