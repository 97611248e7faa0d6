import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

// Each router's part in links: what its screen stands for, and how it shows the next step: by
// asking its screen's interactor what a person's tap asks of it, so that the interactor binds
// the outcome as it binds a tap's, and a link's screen ends the way a tapped one does.

extension MainRouter: LinkRouting {
  public var linkStep: AppLink.Step { .main }
  public var shownScreen: UIViewController? { viewController?.screenAbove }

  public func leadsTo(_ step: AppLink.Step) -> Bool {
    if case .order = step { true } else { false }
  }

  public func show(_ step: AppLink.Step) -> UIViewController? {
    guard case .order(let message) = step, let main = viewController as? MainViewController else {
      return nil
    }
    main.interactor?.order(request: MainModels.OrderRequest(message: message))
    return shownScreen
  }

  public func leave() {}
}

extension OrderRouter: LinkRouting {
  public var linkStep: AppLink.Step { .order(message: message) }
  public var shownScreen: UIViewController? { viewController?.presentedViewController }
  public func leadsTo(_ step: AppLink.Step) -> Bool { step == .login }

  public func show(_ step: AppLink.Step) -> UIViewController? {
    guard step == .login, let order = viewController as? OrderViewController else { return nil }
    order.interactor?.logIn()
    return shownScreen
  }

  /// Back to Main, as the back button goes: the order is cancelled.
  public func leave() {
    viewController?.popIfOnTop()
  }
}

extension LoginRouter: LinkRouting {
  public var linkStep: AppLink.Step { .login }
  public var shownScreen: UIViewController? { viewController?.screenAbove }

  public func leadsTo(_ step: AppLink.Step) -> Bool {
    if case .registration(let first, _) = step {
      first == RegistrationStep.allCases.first
    } else {
      false
    }
  }

  public func show(_ step: AppLink.Step) -> UIViewController? {
    guard leadsTo(step), let login = viewController as? LoginViewController else { return nil }
    login.interactor?.createAccount()
    return shownScreen
  }

  /// Closes the modal as a swipe-down would: the login ends with `false`, so Order says that
  /// signing in is required.
  public func leave() {
    guard let viewController, viewController.presentingViewController != nil else { return }
    viewController.dismiss(animated: false)
    finish(signedIn: false)
  }
}

extension TextInputRouter: LinkRouting {
  public var linkStep: AppLink.Step { .registration(step, form: form.shareable(before: step)) }
  public var shownScreen: UIViewController? { viewController?.screenAbove }

  public func leadsTo(_ step: AppLink.Step) -> Bool {
    if case .registration(let next, _) = step { next == self.step.next } else { false }
  }

  /// Goes on to the next step with the value the link gives for this one, as Next does; the
  /// link was read with each step's checks.
  public func show(_ step: AppLink.Step) -> UIViewController? {
    guard leadsTo(step), case .registration(_, let form) = step else { return nil }
    next(value: form.value(of: self.step) ?? "")
    return shownScreen
  }

  public func leave() {
    viewController?.popIfOnTop()
  }
}

extension HomeRouter: LinkRouting {
  public var linkStep: AppLink.Step { .home }
  public var shownScreen: UIViewController? {
    viewController?.screenAbove ?? viewController?.presentedViewController
  }

  public func leadsTo(_ step: AppLink.Step) -> Bool {
    step == .detail || step == .helloWorld(.modal)
  }

  public func show(_ step: AppLink.Step) -> UIViewController? {
    guard leadsTo(step), let home = viewController as? HomeViewController else { return nil }
    if step == .detail { home.interactor?.detail() } else { home.interactor?.hello() }
    return shownScreen
  }

  public func leave() {}
}

extension DetailRouter: LinkRouting {
  public var linkStep: AppLink.Step { .detail }
  public var shownScreen: UIViewController? { viewController?.screenAbove }
  public func leadsTo(_ step: AppLink.Step) -> Bool { step == .helloWorld(.push) }

  public func show(_ step: AppLink.Step) -> UIViewController? {
    guard leadsTo(step), let detail = viewController as? DetailViewController else { return nil }
    detail.interactor?.hello()
    return shownScreen
  }

  public func leave() {
    viewController?.popIfOnTop()
  }
}

extension HelloWorldRouter: LinkRouting {
  public var linkStep: AppLink.Step { .helloWorld(presentation) }
  public var shownScreen: UIViewController? { nil }
  public func leadsTo(_ step: AppLink.Step) -> Bool { false }
  public func show(_ step: AppLink.Step) -> UIViewController? { nil }

  /// Back to Detail, or the modal closed, as its buttons do.
  public func leave() {
    switch presentation {
    case .push: viewController?.popIfOnTop()
    case .modal: viewController?.dismiss(animated: false)
    }
  }
}
