@_spi(HostTesting) import PresentationHost

extension RunningApp {
  /// `action` as a console command for the screen shown now, with a password masked: typed
  /// into a secure field, or into any field named for a password.
  public func echo(_ action: JourneyAction) -> String {
    guard case .type(let field, let text) = action, isSecure(field) else {
      return action.description
    }
    return "type \(field) \(String(repeating: "•", count: text.count))"
  }

  private func isSecure(_ field: String) -> Bool {
    if field.lowercased().contains("password") { return true }
    return host.visibleControls.contains { control in
      guard let textField = control as? UITextField else { return false }
      return textField.isSecureTextEntry
        && (textField.accessibilityIdentifier == field || textField.placeholder == field)
    }
  }
}
