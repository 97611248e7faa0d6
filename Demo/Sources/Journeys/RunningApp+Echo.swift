@_spi(HostTesting) import PresentationHost

extension RunningApp {
  /// `action` as a console command for the screen shown now, with what was typed masked unless
  /// it went into a visible field that shows its text: a secure field, a field named for a
  /// password, and a field that is not there (a typo of `password`, say) all hide it.
  public func echo(_ action: JourneyAction) -> String {
    guard case .type(let field, let text) = action, !showsTypedText(field) else {
      return action.description
    }
    return "type \(field) \(String(repeating: "•", count: text.count))"
  }

  /// Whether `field` names a visible field that shows what is typed into it.
  public func showsTypedText(_ field: String) -> Bool {
    guard !field.lowercased().contains("password") else { return false }
    return host.visibleControls.contains { control in
      guard let textField = control as? UITextField else { return false }
      return !textField.isSecureTextEntry
        && (textField.accessibilityIdentifier == field || textField.placeholder == field)
    }
  }
}
