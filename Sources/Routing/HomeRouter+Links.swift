import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

extension HomeRouter: LinkRouting {
  /// Closes the modal HelloWorld this router presented, as its Close button does.
  public func makeWay() {
    guard let home = viewController, home.presentedViewController is HelloWorldViewController
    else { return }
    home.dismiss(animated: false)
  }

  /// Explore's links start here: back to Home, or on to Detail (whose router takes a pushed
  /// HelloWorld further), or a modal HelloWorld over Home.
  public func open(_ link: AppLink) {
    guard let home = viewController, let navigation = home.navigationController else { return }
    let detail = navigation.viewControllers.dropFirst().first
    switch link {
    case .detail, .pushedHelloWorld:
      if let detail {
        if link == .detail { navigation.popToViewController(detail, animated: false) }
        detail.linkRouter?.open(link)
      } else {
        showDetail()
        navigation.topViewController?.linkRouter?.open(link)
      }
    case .modalHelloWorld:
      navigation.popToViewController(home, animated: false)
      presentHelloWorld()
    case .shop, .order, .explore:
      navigation.popToViewController(home, animated: false)
    }
  }
}
