import Factories
import Links
import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// The receipt's flow: presents Receipt over the Shop tab and dismisses it on Close, then
/// removes itself from the tree. Receipt covers the whole screen, so only Close ends it.
@MainActor
public final class ReceiptCoordinator: Coordinator, ReceiptRouterProtocol {
  private weak var presenter: UIViewController?
  private weak var receipt: UIViewController?
  private let builders: ShopBuilders
  private let ordered: String

  /// Creates the flow of the receipt of `ordered`; `presenter` presents it, built with
  /// `builders`.
  public init(
    routePublisher: RoutePublisher, builders: ShopBuilders, presenter: UIViewController,
    ordered: String
  ) {
    self.presenter = presenter
    self.builders = builders
    self.ordered = ordered
    super.init(routePublisher: routePublisher)
  }

  public override var firstScreen: UIViewController? { receipt }

  /// Presents the receipt; the route publisher hears of it once UIKit shows it.
  public override func start() {
    let receipt = builders.receipt.build(ordered: ordered, router: self)
    self.receipt = receipt
    presenter?.present(receipt, animated: true)
    guard receipt.presentingViewController != nil else { return removeFromParent() }
    receipt.afterTransition { [routePublisher, place] in routePublisher.publishRoute(to: place) }
  }

  public func close() {
    close(animated: true)
  }

  /// Dismisses the receipt; once it is gone, the flow under it tells the route publisher where
  /// the app is.
  private func close(animated: Bool) {
    let below = parentCoordinator as? NavigationCoordinator
    receipt?.dismiss(animated: animated) { below?.publishTopPlace() }
    removeFromParent()
  }
}

// MARK: Links

extension ReceiptCoordinator: ShownPlace {
  public var screen: UIViewController? { receipt }
  public var place: Place { .receipt(ordered: ordered) }
  public func advance(to next: Place, in link: AppLink) {}

  /// Closes the receipt, as Close does.
  public func leave() {
    close(animated: false)
  }
}
