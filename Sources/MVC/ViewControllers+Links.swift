import Links
import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

// Each screen's part in links: what it stands for, how it goes on to the next place, as a
// person's tap would, and how it goes away, as a person would take it away.

extension MainViewController: ShownPlace {
  public var screen: UIViewController? { self }
  public var place: Place { .main }

  public func show(_ next: Place, in link: AppLink) {
    switch next {
    case .shop(.order(let message)): order(message: message)
    case .shop(.receipt(let ordered)): showReceipt(ordered: ordered)
    default: break
    }
  }

  public func leave() {}
}

extension ReceiptViewController: ShownPlace {
  public var screen: UIViewController? { self }
  public var place: Place { .receipt(ordered: ordered) }
  public func show(_ next: Place, in link: AppLink) {}

  /// Closes the receipt, as Close does.
  public func leave() {
    dismiss(animated: false)
  }
}

extension OrderViewController: ShownPlace {
  public var screen: UIViewController? { self }
  public var place: Place { .order(message: message) }

  public func show(_ next: Place, in link: AppLink) {
    guard next == .login else { return }
    logIn()
  }

  /// Back to Main, as the back button goes; the order ends as interrupted: the app took it.
  public func leave() {
    guard navigationController?.topViewController === self else { return }
    interrupt()
    navigationController?.popViewController(animated: false)
  }
}

extension LoginViewController: ShownPlace {
  public var screen: UIViewController? { self }
  public var place: Place { .login }

  public func show(_ next: Place, in link: AppLink) {
    guard next == .registration(.email) else { return }
    createAccount()
  }

  /// Closes the modal as a swipe-down would; the login ends as interrupted.
  public func leave() {
    guard presentingViewController != nil else { return }
    interrupt()
  }
}

extension TextInputViewController: ShownPlace {
  public var screen: UIViewController? { self }
  public var place: Place { .registration(step) }
  public var linkForm: RegistrationForm { form.shareable(before: step) }

  /// Goes on to the next step with the value the link gives for this one, as Next does; the
  /// link was read with each step's checks.
  public func show(_ next: Place, in link: AppLink) {
    guard next == step.next.map(Place.registration) else { return }
    goOn(value: link.form.value(of: step) ?? "")
  }

  public func leave() {
    guard navigationController?.topViewController === self else { return }
    navigationController?.popViewController(animated: false)
  }
}

extension HomeViewController: ShownPlace {
  public var screen: UIViewController? { self }
  public var place: Place { .home }

  public func show(_ next: Place, in link: AppLink) {
    switch next {
    case .detail: showDetail()
    case .helloWorld(.modal): presentHelloWorld()
    default: break
    }
  }

  public func leave() {}
}

extension DetailViewController: ShownPlace {
  public var screen: UIViewController? { self }
  public var place: Place { .detail }

  public func show(_ next: Place, in link: AppLink) {
    guard next == .helloWorld(.push) else { return }
    showHelloWorld()
  }

  public func leave() {
    guard navigationController?.topViewController === self else { return }
    navigationController?.popViewController(animated: false)
  }
}

extension HelloWorldViewController: ShownPlace {
  public var screen: UIViewController? { self }
  public var place: Place { .helloWorld(presentation) }
  public func show(_ next: Place, in link: AppLink) {}

  /// Back to Detail, or the modal closed, as its buttons do.
  public func leave() {
    switch presentation {
    case .push:
      guard navigationController?.topViewController === self else { return }
      navigationController?.popViewController(animated: false)
    case .modal: dismiss(animated: false)
    }
  }
}
