import Foundation

/// The steps of registration, in order: each configures the one reusable text-input scene.
public enum RegistrationStep: String, CaseIterable, Sendable {
  case email = "Email"
  case password = "Password"
  case firstName = "FirstName"
  case lastName = "LastName"

  /// The step's screen title, as the canonical path shows it.
  public var title: String { rawValue }

  /// The question the step asks a person.
  public var prompt: String {
    switch self {
    case .email: "Your email"
    case .password: "Choose a password"
    case .firstName: "Your first name"
    case .lastName: "Your last name"
    }
  }

  /// The error shown for a value the step refuses.
  public var errorMessage: String {
    switch self {
    case .email: "Enter a valid email"
    case .password: "Use 8 characters or more"
    case .firstName: "Enter your first name"
    case .lastName: "Enter your last name"
    }
  }

  /// Whether the field hides what is typed.
  public var isSecure: Bool { self == .password }

  /// The step after this one, or nil on the last.
  public var next: RegistrationStep? {
    let steps = Self.allCases
    guard let index = steps.firstIndex(of: self), index + 1 < steps.count else { return nil }
    return steps[index + 1]
  }

  /// Whether `value` is acceptable for this step.
  public func accepts(_ value: String) -> Bool {
    switch self {
    case .email:
      let parts = value.split(separator: "@", omittingEmptySubsequences: false)
      guard parts.count == 2, !parts[0].isEmpty, let domain = parts.last else { return false }
      guard let dot = domain.firstIndex(of: ".") else { return false }
      return dot != domain.startIndex && domain.index(after: dot) != domain.endIndex
    case .password:
      return value.count >= 8
    case .firstName, .lastName:
      return !value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }
  }

  /// Writes `value` into the field of `form` this step fills.
  public func fill(_ form: inout RegistrationForm, with value: String) {
    switch self {
    case .email: form.email = value
    case .password: form.password = value
    case .firstName: form.firstName = value
    case .lastName: form.lastName = value
    }
  }
}
