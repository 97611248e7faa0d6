import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

extension LoginCoordinator: LinkMakingWay {
  /// Closes the login modal as a person would: the login ends with `false`, so Order says
  /// that signing in is required, and the flow is over.
  func makeWay() {
    navigationController.dismiss(animated: false)
    endLogin(signedIn: false)
  }
}

extension HelloWorldCoordinator: LinkMakingWay {
  /// Closes the modal HelloWorld, as its Close button does.
  func makeWay() {
    closeForLink()
  }
}

extension ShopCoordinator: LinkOpening {
  /// Back to Main, as a person would go back (an open order is cancelled); for an order link,
  /// then the order, asked of Main's interactor as if the person had typed it.
  func open(_ link: AppLink) {
    if case .order(let message) = link, topScene == .order(message: message) { return }
    if case .order = topScene { navigator.go(to: .main) }
    if case .order(let message) = link,
      let main = navigationController.viewControllers.first as? MainViewController
    {
      main.interactor?.order(request: MainModels.OrderRequest(message: message))
    }
  }
}

extension ExploreCoordinator: LinkOpening {
  /// Routes, through the navigator, from the tab's top scene to where `link` leads.
  func open(_ link: AppLink) {
    switch link {
    case .detail:
      if topScene == .home || topScene == .helloWorld(data: .push) { navigator.go(to: .detail) }
    case .pushedHelloWorld:
      if topScene == .home { navigator.go(to: .detail) }
      if topScene == .detail { navigator.go(to: .helloWorld(data: .push)) }
    case .modalHelloWorld:
      if topScene != .home { navigator.go(to: .home) }
      navigator.go(to: .helloWorld(data: .modal))
    case .explore, .shop, .order:
      if topScene != .home { navigator.go(to: .home) }
    }
  }
}
