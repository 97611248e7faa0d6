/// Behaviour added to a view: a context menu, a drag, a pointer effect.
@preconcurrency @MainActor
public protocol UIInteraction: NSObjectProtocol {
  /// The view the interaction is added to.
  var view: UIView? { get }
  /// Told before the interaction is added to `view`, or removed from its view (nil).
  func willMove(to view: UIView?)
  /// Told after the interaction is added to `view`, or removed from its view (nil).
  func didMove(to view: UIView?)
}

/// Makes the context menu a person opens by pressing and holding a view
/// (`host.longPress(_:choosing:)`, C8).
@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
  /// Makes the menu. Weak, as in UIKit.
  open private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
  /// The view the interaction is added to. Weak, as in UIKit.
  open private(set) weak var view: UIView?

  /// An interaction whose menu `delegate` makes.
  public init(delegate: any UIContextMenuInteractionDelegate) {
    self.delegate = delegate
    super.init()
  }

  /// Told before the interaction is added to a view or removed from one.
  open func willMove(to view: UIView?) {}

  /// Keeps the view the interaction is now added to.
  open func didMove(to view: UIView?) {
    self.view = view
  }

  /// Closes the menu if it shows; a person's choice on the host closes it at once.
  open func dismissMenu() {}

  /// Where the person pressed, in `view`'s coordinates: the view's centre on the host.
  open func location(in view: UIView?) -> CGPoint {
    guard let own = self.view else { return .zero }
    let centre = CGPoint(x: own.bounds.midX, y: own.bounds.midY)
    return view.map { own.convert(centre, to: $0) } ?? centre
  }

  /// The context menu a person opens by pressing and holding the view, as the delegate makes
  /// it and hears of it; nil when it makes none.
  func session() -> ContextMenuSession? {
    guard let delegate,
      let configuration = delegate.contextMenuInteraction(
        self, configurationForMenuAtLocation: location(in: view))
    else { return nil }
    return ContextMenuSession(
      configuration: configuration,
      willDisplay: { [unowned self] in
        delegate.contextMenuInteraction(self, willDisplayMenuFor: $0, animator: $1)
      },
      willEnd: { [unowned self] in
        delegate.contextMenuInteraction(self, willEndFor: $0, animator: $1)
      },
      willPerformPreview: { [unowned self] in
        delegate.contextMenuInteraction(
          self, willPerformPreviewActionForMenuWith: $0, animator: $1)
      })
  }
}

/// Makes a view's context menu, and hears as it shows, as its preview is tapped and as it goes.
/// Only the configuration is required in UIKit (U4: requirements with defaults here).
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: NSObjectProtocol {
  /// The menu for a press at `location`, in the interaction's view; nil for none.
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration?
  /// Told as the menu shows.
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willDisplayMenuFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?)
  /// Told as the menu goes.
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?)
  /// Told as a person taps the preview: the app shows what it previews, in the animator's
  /// completion.
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating)
}

extension UIContextMenuInteractionDelegate {
  /// Does nothing.
  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willDisplayMenuFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}
  /// Does nothing.
  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}
  /// Does nothing: tapping the preview only closes the menu.
  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating
  ) {}
}

/// What a menu's preview does when a person taps it: it goes, or it grows into the screen
/// the app shows.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
  case dismiss, pop
}

/// The animations of a context menu as it shows or goes, which the app adds to.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: NSObjectProtocol {
  /// The controller the menu's preview shows, if its configuration gave one.
  var previewViewController: UIViewController? { get }
  /// Adds animations to run with the menu's.
  func addAnimations(_ animations: @escaping () -> Void)
  /// Adds a block to run once the menu's animations end.
  func addCompletion(_ completion: @escaping () -> Void)
}

/// The animations of a menu whose preview a person tapped.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
  /// How the preview goes: it grows into the screen shown, by default.
  var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// The host's animator of a context menu's phase: what the app adds runs at once when the
/// phase ends, the animations, then the completions, as the host animates nothing.
final class ContextMenuAnimator: NSObject, UIContextMenuInteractionCommitAnimating {
  let previewViewController: UIViewController?
  var preferredCommitStyle = UIContextMenuInteractionCommitStyle.pop
  private var animations: [() -> Void] = []
  private var completions: [() -> Void] = []

  init(preview: UIViewController?) {
    previewViewController = preview
    super.init()
  }

  func addAnimations(_ animations: @escaping () -> Void) {
    self.animations.append(animations)
  }

  func addCompletion(_ completion: @escaping () -> Void) {
    completions.append(completion)
  }

  /// Runs what was added, animations first, once each.
  func finish() {
    let (animations, completions) = (self.animations, self.completions)
    self.animations = []
    self.completions = []
    for animation in animations { animation() }
    for completion in completions { completion() }
  }
}

/// A context menu a person opens on a row, an item or a view (C8): what its owner's delegate
/// hears as it shows, as its preview is tapped, and as it goes.
@MainActor
struct ContextMenuSession {
  typealias Phase = (UIContextMenuConfiguration, ContextMenuAnimator) -> Void

  let configuration: UIContextMenuConfiguration
  let willDisplay: Phase
  let willEnd: Phase
  let willPerformPreview: Phase

  /// A person opens the menu and chooses the enabled action titled `title`: the menu shows,
  /// goes, and the action runs. False, with nothing told, when the menu has no such action.
  func choose(_ title: String) -> Bool {
    guard let menu = configuration.actionProvider?([]), let action = menu.action(titled: title)
    else { return false }
    choose(action, in: menu)
    return true
  }

  /// A person opens the menu, `menu` as its action provider made it, and chooses `action` in
  /// it: the menu shows, goes, and the action runs.
  func choose(_ action: UIAction, in menu: UIMenu) {
    let preview = configuration.previewProvider?()
    show(preview)
    end(preview)
    HeadlessHost.choose(action, in: menu, tracksSelection: false, sender: nil)
  }

  /// A person opens the menu and taps its preview: the delegate hears it with an animator to
  /// which it adds what it shows, the menu goes, and what the delegate added runs.
  func tapPreview() {
    let preview = configuration.previewProvider?()
    show(preview)
    let commit = ContextMenuAnimator(preview: preview)
    willPerformPreview(configuration, commit)
    end(preview)
    commit.finish()
  }

  private func show(_ preview: UIViewController?) {
    let animator = ContextMenuAnimator(preview: preview)
    willDisplay(configuration, animator)
    animator.finish()
  }

  private func end(_ preview: UIViewController?) {
    let animator = ContextMenuAnimator(preview: preview)
    willEnd(configuration, animator)
    animator.finish()
  }
}

/// Shows a view enlarged while a person with a large text size presses and holds it; a person
/// cannot press and hold it on the host, so it is kept and never shows (U4).
@preconcurrency @MainActor
open class UILargeContentViewerInteraction: NSObject, UIInteraction {
  /// The view the interaction is added to. Weak, as in UIKit.
  open private(set) weak var view: UIView?

  /// An interaction with no delegate.
  public override init() {
    super.init()
  }

  /// Told before the interaction is added to a view or removed from one.
  open func willMove(to view: UIView?) {}

  /// Keeps the view the interaction is now added to.
  open func didMove(to view: UIView?) {
    self.view = view
  }
}

/// Shows the edit menu (Cut, Copy, Paste and the app's own) over a view (iOS 16), where the
/// app presents it, as on a long press or a tap in its own content.
@preconcurrency @MainActor
open class UIEditMenuInteraction: NSObject, UIInteraction {
  /// Makes the menu and hears of it. Weak, as in UIKit.
  open private(set) weak var delegate: (any UIEditMenuInteractionDelegate)?
  /// The view the interaction is added to. Weak, as in UIKit.
  open private(set) weak var view: UIView?
  /// The menu shown, made by the delegate from the system's suggestions as the app presented
  /// it, until it is dismissed; the host draws none.
  public var presentedMenu: UIMenu? { shown?.menu }
  /// The menu shown and the configuration it was presented for.
  private var shown: (menu: UIMenu, configuration: UIEditMenuConfiguration)?

  /// An interaction whose menus `delegate` makes.
  public init(delegate: (any UIEditMenuInteractionDelegate)?) {
    self.delegate = delegate
    super.init()
  }

  /// Told before the interaction is added to a view or removed from one.
  open func willMove(to view: UIView?) {}

  /// Keeps the view the interaction is now added to.
  open func didMove(to view: UIView?) {
    self.view = view
  }

  /// Presents the edit menu for `configuration`: the delegate makes it from the suggested
  /// actions (none on the host, which has no pasteboard actions to suggest), and hears it
  /// present; with no menu, nothing shows.
  open func presentEditMenu(with configuration: UIEditMenuConfiguration) {
    guard
      let menu = delegate?.editMenuInteraction(self, menuFor: configuration, suggestedActions: [])
    else { return }
    shown = (menu, configuration)
    delegate?.editMenuInteraction(self, willPresentMenuFor: configuration, animator: nil)
  }

  /// Dismisses the menu shown, telling the delegate.
  open func dismissMenu() {
    guard let configuration = shown?.configuration else { return }
    shown = nil
    delegate?.editMenuInteraction(self, willDismissMenuFor: configuration, animator: nil)
  }

  /// Asks the delegate again for the menu shown.
  open func reloadVisibleMenu() {
    guard let configuration = shown?.configuration else { return }
    shown = delegate?.editMenuInteraction(self, menuFor: configuration, suggestedActions: [])
      .map { ($0, configuration) }
  }

  /// Moves the menu shown to where the delegate now says; the host places nothing.
  open func updateVisibleMenuPosition(animated: Bool) {}

  /// Where the menu points, in `view`'s coordinates: its configuration's source point.
  open func location(in view: UIView?) -> CGPoint {
    guard let point = shown?.configuration.sourcePoint, let own = self.view else { return .zero }
    return view.map { own.convert(point, to: $0) } ?? point
  }
}

/// Where an edit menu shows and what tells it apart (iOS 16).
@preconcurrency @MainActor
open class UIEditMenuConfiguration: NSObject {
  /// What the app tells this menu apart by.
  public let identifier: (any NSCopying)?
  /// The point the menu points at, in the interaction's view.
  public let sourcePoint: CGPoint
  /// Which way the menu's arrow points; the system chooses by default.
  open var preferredArrowDirection = UIEditMenuArrowDirection.automatic

  /// A menu identified by `identifier`, pointing at `sourcePoint`.
  public init(identifier: (any NSCopying)?, sourcePoint: CGPoint) {
    self.identifier = identifier
    self.sourcePoint = sourcePoint
    super.init()
  }
}

/// Which way an edit menu's arrow points.
public enum UIEditMenuArrowDirection: Int, Sendable {
  case automatic, up, down, left, right
}

/// Makes an edit menu and hears as it shows and goes (iOS 16). Every method is optional in
/// UIKit (U4: requirements with defaults here).
@preconcurrency @MainActor
public protocol UIEditMenuInteractionDelegate: NSObjectProtocol {
  /// The menu to show, from the system's `suggestedActions`; those actions by default.
  func editMenuInteraction(
    _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
    suggestedActions: [UIMenuElement]
  ) -> UIMenu?
  /// Told as the menu shows.
  func editMenuInteraction(
    _ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
    animator: (any UIEditMenuInteractionAnimating)?)
  /// Told as the menu goes.
  func editMenuInteraction(
    _ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
    animator: (any UIEditMenuInteractionAnimating)?)
}

extension UIEditMenuInteractionDelegate {
  /// The suggested actions.
  public func editMenuInteraction(
    _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
    suggestedActions: [UIMenuElement]
  ) -> UIMenu? {
    UIMenu(children: suggestedActions)
  }
  /// Does nothing.
  public func editMenuInteraction(
    _ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
    animator: (any UIEditMenuInteractionAnimating)?
  ) {}
  /// Does nothing.
  public func editMenuInteraction(
    _ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
    animator: (any UIEditMenuInteractionAnimating)?
  ) {}
}

/// The animations of an edit menu as it shows or goes, which the app adds to.
@preconcurrency @MainActor
public protocol UIEditMenuInteractionAnimating: NSObjectProtocol {
  /// Adds animations to run with the menu's.
  func addAnimations(_ animations: @escaping () -> Void)
  /// Adds a block to run once the menu's animations end.
  func addCompletion(_ completion: @escaping () -> Void)
}
