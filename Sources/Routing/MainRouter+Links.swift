import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

extension MainRouter: LinkRouting {
  /// Back to Main, as a person would go back (an open order is cancelled); for an order link,
  /// then the order, asked of Main's interactor as if the person had typed it and tapped Order,
  /// so its outcome reaches Main as any order's does.
  public func open(_ link: AppLink) {
    guard let main = viewController as? MainViewController,
      let navigation = main.navigationController
    else { return }
    if case .order(let message) = link,
      (navigation.topViewController as? OrderViewController)?.message == message
    {
      return
    }
    navigation.popToViewController(main, animated: false)
    if case .order(let message) = link {
      main.interactor?.order(request: MainModels.OrderRequest(message: message))
    }
  }
}
