import Factories

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// Receipt's router: closes the receipt, which its presenter presented.
@MainActor
final class ReceiptRouter: ReceiptRouterProtocol, ScreenRouter {
  /// The Receipt screen. Weak: the screen owns its router.
  weak var viewController: UIViewController?

  func close() {
    viewController?.dismiss(animated: true)
  }
}
