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

  /// The menu a person who presses and holds the view sees, made by the delegate.
  func menu() -> UIMenu? {
    guard let delegate else { return nil }
    let configuration = delegate.contextMenuInteraction(
      self, configurationForMenuAtLocation: location(in: view))
    return configuration?.actionProvider?([])
  }
}

/// Makes a view's context menu. Only the configuration is required in UIKit; the host asks for
/// nothing else.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: NSObjectProtocol {
  /// The menu for a press at `location`, in the interaction's view; nil for none.
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration?
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
