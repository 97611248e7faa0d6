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

  /// Runs `handler` when the button is tapped.
  func onTap(_ handler: @escaping @MainActor () -> Void) {
    addAction(UIAction { _ in handler() }, for: .primaryActionTriggered)
  }
}
