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

  /// The heights the sheet can rest at.
  open var detents: [Detent] = [.large()]
  /// The detent the sheet rests at, or nil for the smallest.
  open var selectedDetentIdentifier: Detent.Identifier?
  /// Whether the sheet shows a grabber.
  open var prefersGrabberVisible = false
  /// The view a sheet on an iPad points at, in a compact height; recorded.
  open var sourceView: UIView?

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
