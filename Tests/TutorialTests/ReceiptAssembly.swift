#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// What the router that shows Receipt asks for, declared beside that router, as
/// `OrderDestinations` is beside `OrderRouter`.
@MainActor
protocol ReceiptDestinations: AnyObject {
  /// The Receipt screen for `ordered`, with its own router.
  func makeReceipt(ordered: String) -> UIViewController
}

/// The app's assembly gains one method: the Receipt screen, built by its builder with a router
/// of its own, which the builder binds to it.
@MainActor
final class ReceiptAssembly: ReceiptDestinations {
  func makeReceipt(ordered: String) -> UIViewController {
    ReceiptBuilder().build(ordered: ordered, router: ReceiptRouter())
  }
}
