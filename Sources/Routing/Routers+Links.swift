import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

// Each router's part in links: what its screen stands for, and how it shows the next step with
// the requests its interactor uses; an outcome nobody asked for goes where the interactor said.

extension MainRouter: LinkRouting {
  public var linkStep: AppLink.Step { .main }
  public var shownScreen: UIViewController? { viewController?.screenAbove }

  public func leadsTo(_ step: AppLink.Step) -> Bool {
    if case .order = step { true } else { false }
  }

  public func show(_ step: AppLink.Step) -> UIViewController? {
    guard case .order(let message) = step else { return nil }
    order(message: message, completion: linkedOrderCompletion)
    return shownScreen
  }

  public func leave() {}
}

extension OrderRouter: LinkRouting {
  public var linkStep: AppLink.Step { .order(message: message) }
  public var shownScreen: UIViewController? { viewController?.presentedViewController }
  public func leadsTo(_ step: AppLink.Step) -> Bool { step == .login }

  public func show(_ step: AppLink.Step) -> UIViewController? {
    guard step == .login else { return nil }
    login(completion: linkedLoginCompletion)
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
    guard leadsTo(step) else { return nil }
    startRegistration(onFinish: linkedRegistrationFinish)
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

  /// Pushes the next step with the values the link gives for the steps before it.
  public func show(_ step: AppLink.Step) -> UIViewController? {
    guard leadsTo(step), let viewController, case .registration(let next, let form) = step else {
      return nil
    }
    let screen = destinations.makeRegistrationStep(next, form: form, onFinish: onFinish)
    viewController.show(screen, sender: viewController)
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
    switch step {
    case .detail: showDetail()
    case .helloWorld(.modal): presentHelloWorld()
    default: return nil
    }
    return shownScreen
  }

  public func leave() {}
}

extension DetailRouter: LinkRouting {
  public var linkStep: AppLink.Step { .detail }
  public var shownScreen: UIViewController? { viewController?.screenAbove }
  public func leadsTo(_ step: AppLink.Step) -> Bool { step == .helloWorld(.push) }

  public func show(_ step: AppLink.Step) -> UIViewController? {
    guard step == .helloWorld(.push) else { return nil }
    showHelloWorld()
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
