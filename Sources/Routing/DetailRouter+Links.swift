import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

extension DetailRouter: LinkRouting {
  /// A pushed HelloWorld lies beyond Detail.
  public func open(_ link: AppLink) {
    guard link == .pushedHelloWorld, let detail = viewController,
      !(detail.navigationController?.topViewController is HelloWorldViewController)
    else { return }
    showHelloWorld()
  }
}
