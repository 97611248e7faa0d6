import Links
import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

// ReceiptRouter's part in links: what its screen stands for, and how it goes away. It leads
// nowhere.

extension ReceiptRouter: PlaceRouter {
  public var place: Place { .receipt(ordered: ordered) }
  public var shownScreen: UIViewController? { nil }
  public func advance(to next: Place, in link: AppLink) {}

  /// Closes the receipt, as Close does.
  public func leave() {
    viewController?.dismiss(animated: false)
  }
}

extension ReceiptViewController: RoutedScreen {
  public var placeRouter: (any PlaceRouter)? { router as? any PlaceRouter }
}
