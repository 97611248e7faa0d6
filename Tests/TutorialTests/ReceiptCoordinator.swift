import Coordinators
import Factories

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// Under coordinators, a flow is the router of the Receipt screen: it presents the receipt, is
/// asked to close it, and removes itself from the tree once it is gone.
@MainActor
final class ReceiptCoordinator: Coordinator, ReceiptRouterProtocol {
  private weak var presenter: UIViewController?
  private weak var receipt: UIViewController?
  private let ordered: String

  init(navigator: SceneNavigator, presenter: UIViewController, ordered: String) {
    self.presenter = presenter
    self.ordered = ordered
    super.init(navigator: navigator)
  }

  override func start() {
    let receipt = ReceiptBuilder().build(ordered: ordered, router: self)
    // Full screen: no swipe-down ends it behind the flow's back.
    receipt.modalPresentationStyle = .fullScreen
    self.receipt = receipt
    presenter?.present(receipt, animated: true)
  }

  func close() {
    receipt?.dismiss(animated: true)
    finish()
  }
}
