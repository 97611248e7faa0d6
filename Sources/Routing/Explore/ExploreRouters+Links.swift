import Links
import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

// Each Explore router's part in links: what its screen stands for, and how it goes on to the next
// place: by taking its screen's link steps, which ask what a person's tap asks, so that the
// interactor binds the outcome as it binds a tap's, and a screen a link opened ends as a
// tapped one does.

extension HomeRouter: PlaceRouter {
  public var place: Place { .home }
  public var shownScreen: UIViewController? {
    viewController?.screenAbove ?? viewController?.presentedViewController
  }

  public func show(_ next: Place, in link: AppLink) {
    switch next {
    case .detail: linkSteps?.detail()
    case .helloWorld(.modal): linkSteps?.hello()
    default: break
    }
  }

  public func leave() {}
}

extension DetailRouter: PlaceRouter {
  public var place: Place { .detail }
  public var shownScreen: UIViewController? { viewController?.screenAbove }

  public func show(_ next: Place, in link: AppLink) {
    guard next == .helloWorld(.push) else { return }
    linkSteps?.hello()
  }

  public func leave() {
    viewController?.popIfOnTop()
  }
}

extension HelloWorldRouter: PlaceRouter {
  public var place: Place { .helloWorld(presentation) }
  public var shownScreen: UIViewController? { nil }
  public func show(_ next: Place, in link: AppLink) {}

  /// Back to Detail, or the modal closed, as its buttons do.
  public func leave() {
    switch presentation {
    case .push: viewController?.popIfOnTop()
    case .modal: viewController?.dismiss(animated: false)
    }
  }
}
