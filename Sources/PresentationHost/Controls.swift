/// A view: a node that holds subviews. Screens declare their controls as subviews of their `view`.
@MainActor
open class UIView {
  /// The identifier tests and the console use to find the view.
  public var accessibilityIdentifier: String?
  /// A hidden view is neither shown nor usable.
  public var isHidden = false
  /// The views inside this one, in the order they were added.
  public private(set) var subviews: [UIView] = []

  /// Creates an empty view.
  public init() {}

  /// Adds `view` on top of the other subviews.
  public func addSubview(_ view: UIView) {
    subviews.append(view)
  }

  /// The labels, fields and buttons in this view and its subviews, depth first, hidden ones left out.
  public var controls: [UIControl] {
    subviews.flatMap { view -> [UIControl] in
      guard !view.isHidden else { return [] }
      return (view as? UIControl).map { [$0] } ?? view.controls
    }
  }
}

/// A view a person can read or use: a label, a text field or a button.
@MainActor
open class UIControl: UIView {
  /// Creates a control found by `identifier`.
  public init(identifier: String) {
    super.init()
    accessibilityIdentifier = identifier
  }

  /// The control's identifier (`accessibilityIdentifier`).
  public var identifier: String { accessibilityIdentifier ?? "" }
}

/// A line of text.
@MainActor
public final class UILabel: UIControl {
  /// The text shown; an empty label shows nothing.
  public var text: String?

  /// Creates a label.
  public init(identifier: String, text: String? = nil) {
    self.text = text
    super.init(identifier: identifier)
  }
}

/// A field a person types into.
@MainActor
public final class UITextField: UIControl {
  /// The field's current text.
  public var text: String?
  /// The hint shown while the field is empty.
  public var placeholder: String?
  /// A secure field never shows what was typed.
  public var isSecureTextEntry: Bool
  private var editingHandlers: [@MainActor (UITextField) -> Void] = []

  /// Creates a text field.
  public init(identifier: String, placeholder: String? = nil, isSecureTextEntry: Bool = false) {
    self.placeholder = placeholder
    self.isSecureTextEntry = isSecureTextEntry
    super.init(identifier: identifier)
  }

  /// Calls `handler` whenever a person changes the text (`.editingChanged` in UIKit).
  public func addEditingChangedAction(_ handler: @escaping @MainActor (UITextField) -> Void) {
    editingHandlers.append(handler)
  }

  /// What a person sees in the field: the text, or dots for a secure field.
  public var displayedText: String {
    let value = text ?? ""
    return isSecureTextEntry ? String(repeating: "•", count: value.count) : value
  }

  func userTyped(_ value: String) {
    text = value
    for handler in editingHandlers { handler(self) }
  }
}

/// A button a person taps.
@MainActor
public final class UIButton: UIControl {
  /// The button's title.
  public var title: String
  /// A disabled button ignores taps.
  public var isEnabled = true
  private var actions: [@MainActor () -> Void] = []

  /// Creates a button.
  public init(identifier: String, title: String) {
    self.title = title
    super.init(identifier: identifier)
  }

  /// Calls `action` on every tap (`.primaryActionTriggered` in UIKit).
  public func addAction(_ action: @escaping @MainActor () -> Void) {
    actions.append(action)
  }

  /// Sends the tap to every action, as UIKit does for a tap inside the button.
  public func sendActions() {
    for action in actions { action() }
  }
}
