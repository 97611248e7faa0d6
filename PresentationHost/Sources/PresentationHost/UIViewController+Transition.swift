// iOS 18's preferred transitions: a pushed or presented controller says how it comes and goes,
// a zoom from a view of the screen it leaves among them. The host animates nothing; a zoom asks
// its provider for the source view as each transition starts, as UIKit does, so that the
// provider's code runs as it does on a device.

extension UIViewController {
  /// How a controller comes on screen and goes, when pushed or presented (iOS 18).
  @preconcurrency @MainActor
  public final class Transition: NSObject {
    /// The kinds of transition.
    enum Kind: Equatable {
      case zoom, coverVertical, flipHorizontal, crossDissolve, partialCurl
    }

    let kind: Kind
    let options: ZoomOptions?
    let sourceViewProvider: ((UIZoomTransitionSourceViewProviderContext) -> UIView?)?

    private init(
      _ kind: Kind, options: ZoomOptions? = nil,
      sourceViewProvider: ((UIZoomTransitionSourceViewProviderContext) -> UIView?)? = nil
    ) {
      self.kind = kind
      self.options = options
      self.sourceViewProvider = sourceViewProvider
      super.init()
    }

    /// A zoom from the view `sourceViewProvider` gives, asked as each transition starts, for
    /// presenting and for dismissing.
    public static func zoom(
      options: ZoomOptions? = nil,
      sourceViewProvider: @escaping (UIZoomTransitionSourceViewProviderContext) -> UIView?
    ) -> Transition {
      Transition(.zoom, options: options, sourceViewProvider: sourceViewProvider)
    }

    /// The controller slides up from the bottom.
    public static var coverVertical: Transition { Transition(.coverVertical) }
    /// The controller flips in horizontally.
    public static var flipHorizontal: Transition { Transition(.flipHorizontal) }
    /// The controller fades in.
    public static var crossDissolve: Transition { Transition(.crossDissolve) }
    /// The screen below curls up to show the controller.
    public static var partialCurl: Transition { Transition(.partialCurl) }

    /// How a zoom looks and whether a person may dismiss it by a gesture.
    @preconcurrency @MainActor
    public final class ZoomOptions: NSObject {
      /// Whether a person's gesture may begin dismissing the zoomed controller; recorded.
      public var interactiveDismissShouldBegin: ((UIZoomTransitionInteractionContext) -> Bool)?
      /// The part of the zoomed controller's view that lines up with the source view; recorded.
      public var alignmentRectProvider: ((UIZoomTransitionAlignmentRectContext) -> CGRect)?
      /// The colour that dims the screen behind; recorded.
      public var dimmingColor: UIColor?

      /// Options left to the system's defaults.
      public override init() {
        super.init()
      }
    }

    /// The controller the last transition started from, which a dismissal goes back to. Weak:
    /// the transition belongs to the zoomed controller.
    private(set) weak var source: UIViewController?

    /// Asks a zoom's provider for its source view, as a transition between `source` and
    /// `zoomed` starts.
    func begins(from source: UIViewController?, zooming zoomed: UIViewController) {
      self.source = source
      guard let sourceViewProvider, let source else { return }
      _ = sourceViewProvider(
        UIZoomTransitionSourceViewProviderContext(
          sourceViewController: source, zoomedViewController: zoomed))
    }
  }
}

/// What a zoom's source view provider is given: the controllers the zoom goes between.
@preconcurrency @MainActor
public final class UIZoomTransitionSourceViewProviderContext: NSObject {
  /// The controller the zoom starts from, or goes back to.
  public let sourceViewController: UIViewController
  /// The controller zoomed in.
  public let zoomedViewController: UIViewController

  init(sourceViewController: UIViewController, zoomedViewController: UIViewController) {
    self.sourceViewController = sourceViewController
    self.zoomedViewController = zoomedViewController
    super.init()
  }
}

/// What decides whether a person's gesture may dismiss a zoomed controller.
@preconcurrency @MainActor
public final class UIZoomTransitionInteractionContext: NSObject {
  /// Where the gesture is, in the zoomed controller's view.
  public let location: CGPoint
  /// How fast the gesture moves.
  public let velocity: CGVector
  /// Whether the gesture would dismiss the controller if left to the system.
  public let willBegin: Bool

  init(location: CGPoint, velocity: CGVector, willBegin: Bool) {
    self.location = location
    self.velocity = velocity
    self.willBegin = willBegin
    super.init()
  }
}

/// What lines a zoomed controller's view up with the source view.
@preconcurrency @MainActor
public final class UIZoomTransitionAlignmentRectContext: NSObject {
  /// The source view.
  public let sourceView: UIView
  /// The controller zoomed in.
  public let zoomedViewController: UIViewController

  init(sourceView: UIView, zoomedViewController: UIViewController) {
    self.sourceView = sourceView
    self.zoomedViewController = zoomedViewController
    super.init()
  }
}
