#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

// How the screens make their controls, in UIKit's API. `accessibilityIdentifier` names what
// UI tests (here, the host and the console) address.

extension UILabel {
  /// A label found by `accessibilityIdentifier`.
  convenience init(accessibilityIdentifier: String) {
    self.init(frame: .zero)
    self.accessibilityIdentifier = accessibilityIdentifier
  }
}

extension UITextField {
  /// A text field found by `accessibilityIdentifier`.
  convenience init(
    accessibilityIdentifier: String, placeholder: String, isSecureTextEntry: Bool = false
  ) {
    self.init(frame: .zero)
    self.accessibilityIdentifier = accessibilityIdentifier
    self.placeholder = placeholder
    self.isSecureTextEntry = isSecureTextEntry
  }
}

extension UIButton {
  /// A system button titled `title`, found by `accessibilityIdentifier`.
  convenience init(accessibilityIdentifier: String, title: String) {
    self.init(type: .system)
    self.accessibilityIdentifier = accessibilityIdentifier
    setTitle(title, for: .normal)
  }

  /// Runs `handler` when the button is tapped, unless the button's screen is in a transition.
  ///
  /// Why: the second tap of a quick double tap arrives after the first tap's push or
  /// presentation has begun but before its animation runs. UIKit performs a second push then
  /// ("nested push animation"), so the target would appear twice; a second presentation is
  /// refused, and its completion never called. While a transition runs, the screen's
  /// `transitionCoordinator` is set: ignoring taps then guards every button of every screen in
  /// one place, and no second request ever reaches an interactor or a router.
  func onTap(_ handler: @escaping @MainActor () -> Void) {
    let action = UIAction { [weak self] _ in
      guard self?.screen?.transitionCoordinator == nil else { return }
      handler()
    }
    addAction(action, for: .primaryActionTriggered)
  }

  /// The controller whose view holds the button, found along the responder chain.
  private var screen: UIViewController? {
    sequence(first: self as UIResponder, next: { $0.next })
      .first { $0 is UIViewController } as? UIViewController
  }
}
