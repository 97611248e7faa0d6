// Editing a text field: a field becomes its window's first responder when a person taps it or
// code asks, the keyboard's notifications are posted, and its delegate is asked and told in the
// order Apple documents (UITextFieldDelegate's overview: should-begin, becomes
// first responder, did-begin; should-change for each change; should-end, resigns, did-end).

/// What a text field asks and tells its delegate while it is edited. Every method is optional
/// in UIKit (U4: here, requirements with defaults).
@preconcurrency @MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {
  /// Asked before editing begins; `false` keeps the field from becoming first responder.
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  /// Told after the field became first responder.
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// Asked before the field resigns first responder; `false` keeps it editing.
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  /// Told after the field resigned first responder. The default calls
  /// `textFieldDidEndEditing(_:)`, as UIKit does when this one is not implemented.
  func textFieldDidEndEditing(
    _ textField: UITextField, reason: UITextField.DidEndEditingReason)
  /// Told after the field resigned first responder.
  func textFieldDidEndEditing(_ textField: UITextField)
  /// Asked before the characters in `range` are replaced by `string`; `false` keeps the text.
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool
  /// Told after the selection changed (after each change of text).
  func textFieldDidChangeSelection(_ textField: UITextField)
  /// Asked before the clear button empties the field; `false` keeps the text.
  func textFieldShouldClear(_ textField: UITextField) -> Bool
  /// Asked when a person presses the keyboard's return key.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  /// Allows editing.
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
    noteDefault("textFieldShouldBeginEditing(_:)", textField)
    return true
  }
  /// Does nothing.
  public func textFieldDidBeginEditing(_ textField: UITextField) {
    noteDefault("textFieldDidBeginEditing(_:)", textField)
  }
  /// Allows editing to end.
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
    noteDefault("textFieldShouldEndEditing(_:)", textField)
    return true
  }
  /// Calls `textFieldDidEndEditing(_:)`.
  public func textFieldDidEndEditing(
    _ textField: UITextField, reason: UITextField.DidEndEditingReason
  ) {
    noteDefault("textFieldDidEndEditing(_:reason:)", textField)
    textFieldDidEndEditing(textField)
  }
  /// Does nothing.
  public func textFieldDidEndEditing(_ textField: UITextField) {
    noteDefault("textFieldDidEndEditing(_:)", textField)
  }
  /// Allows the change.
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    noteDefault("textField(_:shouldChangeCharactersIn:replacementString:)", textField)
    return true
  }
  /// Does nothing.
  public func textFieldDidChangeSelection(_ textField: UITextField) {
    noteDefault("textFieldDidChangeSelection(_:)", textField)
  }
  /// Allows clearing.
  public func textFieldShouldClear(_ textField: UITextField) -> Bool {
    noteDefault("textFieldShouldClear(_:)", textField)
    return true
  }
  /// Lets the return key do what it does by default.
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    noteDefault("textFieldShouldReturn(_:)", textField)
    return true
  }

  private func noteDefault(_ method: String, _ textField: UITextField) {
    textField.window?.host.noteDefaultOptional(
      method, of: "UITextFieldDelegate", delegate: self,
      superclassConforms: _getSuperclass(type(of: self)) is any UITextFieldDelegate.Type)
  }
}

extension UIResponder {
  /// Posted when the keyboard is about to show; `userInfo` holds its frame and duration.
  nonisolated public static let keyboardWillShowNotification = Notification.Name(
    "UIKeyboardWillShowNotification")
  /// Posted when the keyboard has shown.
  nonisolated public static let keyboardDidShowNotification = Notification.Name(
    "UIKeyboardDidShowNotification")
  /// Posted when the keyboard is about to hide.
  nonisolated public static let keyboardWillHideNotification = Notification.Name(
    "UIKeyboardWillHideNotification")
  /// Posted when the keyboard has hidden.
  nonisolated public static let keyboardDidHideNotification = Notification.Name(
    "UIKeyboardDidHideNotification")
  /// Posted when the keyboard's frame is about to change.
  nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name(
    "UIKeyboardWillChangeFrameNotification")
  /// Posted when the keyboard's frame has changed.
  nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name(
    "UIKeyboardDidChangeFrameNotification")
  /// The keyboard's frame at the end of its animation, a `CGRect` (U4: not an `NSValue`).
  nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  /// The keyboard's frame at the start of its animation, a `CGRect` (U4: not an `NSValue`).
  nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  /// The curve of the keyboard's animation, as an `Int`: 7, the keyboard's own curve.
  nonisolated public static let keyboardAnimationCurveUserInfoKey =
    "UIKeyboardAnimationCurveUserInfoKey"
  /// Whether the keyboard belongs to this app: always, on the host.
  nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
  /// The duration of the keyboard's animation, in seconds.
  nonisolated public static let keyboardAnimationDurationUserInfoKey =
    "UIKeyboardAnimationDurationUserInfoKey"
}

extension UITextField {
  /// Posted when a text field begins editing; the object is the field.
  nonisolated public static let textDidBeginEditingNotification = Notification.Name(
    "UITextFieldTextDidBeginEditingNotification")
  /// Posted when a text field's text changed; the object is the field.
  nonisolated public static let textDidChangeNotification = Notification.Name(
    "UITextFieldTextDidChangeNotification")
  /// Posted when a text field ended editing; the object is the field.
  nonisolated public static let textDidEndEditingNotification = Notification.Name(
    "UITextFieldTextDidEndEditingNotification")

  /// Why editing ended.
  public enum DidEndEditingReason: Int, Sendable {
    /// The field resigned first responder.
    case committed
  }

  /// Resigns first responder whatever the delegate says, and tells it editing ended.
  func endEditingSession() {
    if let window, window.firstResponder === self {
      window.firstResponder = nil
      hideKeyboard(in: window)
    }
    delegate?.textFieldDidEndEditing(self, reason: .committed)
    NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
    sendActions(for: .editingDidEnd)
  }

}

extension UIView {
  /// Shows the keyboard in `window` for this view, which became first responder, unless it
  /// shows already (R2).
  func showKeyboard(in window: UIWindow) {
    guard !window.showsKeyboard else { return }
    window.showsKeyboard = true
    postKeyboard(
      UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification)
  }

  /// Hides the keyboard of `window`, unless another view takes over first responder (R2).
  func hideKeyboard(in window: UIWindow) {
    guard !window.isHandingOverFirstResponder else { return }
    window.showsKeyboard = false
    postKeyboard(
      UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification)
  }

  /// Posts the keyboard's notifications as UIKit does, the frame change around each:
  /// `keyboardWillChangeFrameNotification`, `will`, `keyboardDidChangeFrameNotification`,
  /// `did`; with the keyboard's frames at their start and end (an iPhone's keyboard, 336 points
  /// high: at the bottom of the screen when it shows, just below it when it hides) and its
  /// animation's duration and curve.
  func postKeyboard(_ will: Notification.Name, _ did: Notification.Name) {
    let userInfo =
      will == UIResponder.keyboardWillShowNotification
      ? Self.keyboardShown : Self.keyboardHidden
    let center = NotificationCenter.default
    center.post(
      name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: userInfo)
    center.post(name: will, object: nil, userInfo: userInfo)
    center.post(
      name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: userInfo)
    center.post(name: did, object: nil, userInfo: userInfo)
  }

  private static let keyboardShown = keyboardUserInfo(
    from: UIScreen.main.bounds.height, to: UIScreen.main.bounds.height - 336)
  private static let keyboardHidden = keyboardUserInfo(
    from: UIScreen.main.bounds.height - 336, to: UIScreen.main.bounds.height)

  private static func keyboardUserInfo(from start: CGFloat, to end: CGFloat) -> [AnyHashable: Any] {
    let width = UIScreen.main.bounds.width
    return [
      UIResponder.keyboardFrameBeginUserInfoKey: CGRect(x: 0, y: start, width: width, height: 336),
      UIResponder.keyboardFrameEndUserInfoKey: CGRect(x: 0, y: end, width: width, height: 336),
      // Numbers, as UIKit gives them, so that `as? Double`, `as? UInt`, `as? Int` and
      // `as? NSNumber` all read them.
      UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: 0.25),
      UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: 7),
      UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
    ]
  }
}

extension UITextField {
  /// A person presses the keyboard's return key while the field is editing: the delegate is
  /// asked, then `.editingDidEndOnExit` actions run, and editing ends when there are any
  /// (`UIControl.Event.editingDidEndOnExit`: "A touch ending an editing session in a
  /// UITextField object"). False when the field is not editing.
  func userPressedReturn() -> Bool {
    guard isFirstResponder else { return false }
    guard delegate?.textFieldShouldReturn(self) ?? true else { return true }
    let exits = hasActions(for: .editingDidEndOnExit)
    sendActions(for: .editingDidEndOnExit)
    if exits { _ = resignFirstResponder() }
    return true
  }

  /// Whether the field shows its clear button now: it has text, and its `clearButtonMode`
  /// shows the button always, or while the field is, or is not, being edited.
  var showsClearButton: Bool { hasText && shows(clearButtonMode) }

  /// A person taps the clear button: editing begins if it has not; the delegate is asked
  /// `textFieldShouldClear(_:)`, and unless it says no the text empties as a change a person
  /// made, without asking `shouldChangeCharactersIn`. False when the field would not begin
  /// editing.
  func userTappedClearButton() -> Bool {
    guard becomeFirstResponder() else { return false }
    guard hasText, delegate?.textFieldShouldClear(self) ?? true else { return true }
    replaceText(in: NSRange(location: 0, length: (text ?? "").utf16.count), with: "")
    return true
  }

  /// A person taps the field, clears it, then types `value` a character at a time, as on a
  /// keyboard: editing begins if it has not; each change (the clearing, then each character at
  /// the caret, where the app may have moved it) is offered to the delegate, which may refuse
  /// it, and each one made leaves the caret after it, posts `textDidChangeNotification` and
  /// runs the `.editingChanged` actions. False when the field would not begin editing.
  func userTyped(_ value: String) -> Bool {
    guard becomeFirstResponder() else { return false }
    if let current = text, !current.isEmpty {
      userChanged(NSRange(location: 0, length: current.utf16.count), to: "")
    }
    for character in value {
      userChanged(editableSelection, to: String(character))
    }
    return true
  }

  /// One change a person makes: `range` of the text replaced by `replacement`, unless the
  /// delegate refuses it.
  private func userChanged(_ range: NSRange, to replacement: String) {
    guard
      delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: replacement)
        ?? true
    else { return }
    replaceText(in: range, with: replacement)
  }
}

extension String {
  /// This text with `range`, in UTF-16 units, replaced by `replacement`; the text as it is
  /// when `range` is not in it.
  func replacing(_ range: NSRange, with replacement: String) -> String {
    // A key typed at the end, the usual change, needs no index into the text.
    if range.length == 0 && range.location == utf16.count { return self + replacement }
    guard let bounds = Range(range, in: self) else { return self }
    var changed = self
    changed.replaceSubrange(bounds, with: replacement)
    return changed
  }
}

/// How a keyboard capitalises typed text.
public enum UITextAutocapitalizationType: Int, Sendable {
  case none, words, sentences, allCharacters
}

/// Whether a keyboard corrects typed text.
public enum UITextAutocorrectionType: Int, Sendable {
  case `default`, no, yes
}

/// The keyboard shown for a text field.
public enum UIKeyboardType: Int, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// UIKit's name.
  case URL
  case numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter, webSearch
  case asciiCapableNumberPad
}

/// The title of a keyboard's return key.
public enum UIReturnKeyType: Int, Sendable {
  case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall
  case `continue`
}

/// What a text field's text is, for AutoFill.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let name = Self(rawValue: "name")
  public static let givenName = Self(rawValue: "given-name")
  public static let familyName = Self(rawValue: "family-name")
  public static let emailAddress = Self(rawValue: "email")
  public static let telephoneNumber = Self(rawValue: "tel")
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// UIKit's name.
  public static let URL = Self(rawValue: "url")
  public static let username = Self(rawValue: "username")
  public static let password = Self(rawValue: "password")
  public static let newPassword = Self(rawValue: "new-password")
  public static let oneTimeCode = Self(rawValue: "one-time-code")
}
