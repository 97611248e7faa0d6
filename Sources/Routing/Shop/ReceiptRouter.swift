import Factories
import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// Receipt's router: closes the receipt, which Main's router presented.
@MainActor
public final class ReceiptRouter: ReceiptRouterProtocol, ScreenRouter {
  /// The Receipt screen. Weak: the screen owns its router.
  public weak var viewController: UIViewController?
  /// What the receipt is for.
  public let ordered: String

  /// Creates the router of the receipt for `ordered`.
  public init(ordered: String) {
    self.ordered = ordered
  }

  public func close() {
    viewController?.dismiss(animated: true)
  }
}
