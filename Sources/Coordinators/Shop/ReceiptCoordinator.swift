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
  private let returnPlace: Place

  /// Creates the flow of the receipt of `ordered`; `presenter` presents it, built with
  /// `builders`, and closing it goes back to `returnPlace`.
  public init(
    routePublisher: RoutePublisher, builders: ShopBuilders, presenter: UIViewController,
    ordered: String, returnPlace: Place
  ) {
    self.presenter = presenter
    self.builders = builders
    self.ordered = ordered
    self.returnPlace = returnPlace
    super.init(routePublisher: routePublisher)
  }

  public override func start() {
    let receipt = builders.receipt.build(ordered: ordered, router: self)
    self.receipt = receipt
    presenter?.present(receipt, animated: true)
    if receipt.presentingViewController == nil { removeFromParent() }
  }

  public func close() {
    close(animated: true)
  }

  private func close(animated: Bool) {
    routePublisher.publishRoute(to: returnPlace)
    receipt?.dismiss(animated: animated)
    removeFromParent()
  }
}

// MARK: Links

extension ReceiptCoordinator: ShownPlace {
  public var screen: UIViewController? { receipt }
  public var place: Place { .receipt(ordered: ordered) }
  public func show(_ next: Place, in link: AppLink) {}

  /// Closes the receipt, as Close does.
  public func leave() {
    close(animated: false)
  }
}
