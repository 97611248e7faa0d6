@_spi(HostTesting) import PresentationHost
import Testing

// developer.apple.com/documentation/uikit/uitextfielddelegate, "the flow of the editing
// process": before becoming the first responder, the text field calls
// textFieldShouldBeginEditing(_:); the text field becomes the first responder; it calls
// textFieldDidBeginEditing(_:); while editing, textField(_:shouldChangeCharactersIn:
// replacementString:) whenever the text changes; before resigning, textFieldShouldEndEditing(_:);
// after resigning, textFieldDidEndEditing(_:). UIResponder.becomeFirstResponder() "returns
// true if this object is now the first-responder or false if it is not"; a window has one.
@Suite("Text editing and the first responder")
@MainActor
struct TextEditingRuleTests {
  @Test("R2: a field a person types into begins editing, asking and telling its delegate in order")
  func typingBeginsEditing() throws {
    // Given a visible screen with a field whose delegate and actions log what they hear
    let (sut, delegate, window) = fieldOnScreen("name")
    // When a person types into it
    try window.host.type("Ada", into: "name")
    // Then editing began before the changes, one a key, and the field is the window's first
    // responder
    #expect(
      delegate.log == [
        "shouldBegin", "didBegin", "editingDidBegin",
        "shouldChange 0+0 A", "didChangeSelection", "editingChanged",
        "shouldChange 1+0 d", "didChangeSelection", "editingChanged",
        "shouldChange 2+0 a", "didChangeSelection", "editingChanged",
      ])
    #expect(sut.text == "Ada")
    #expect(sut.isFirstResponder && sut.isEditing)
    expectNoDiagnostics(window.host)
  }

  // textField(_:shouldChangeCharactersIn:replacementString:): "Use this method to validate text
  // as it is typed by the user. For example, you could use this method to prevent the user from
  // entering anything but numerical values"; string: "During typing, this parameter normally
  // contains only the single new character that was typed".
  @Test("R2: a person types a key at a time: a key the delegate refuses is left out, the rest kept")
  func keysAtATime() throws {
    // Given a PIN field, holding an old PIN, whose delegate lets in digits only
    let (sut, delegate, window) = fieldOnScreen("pin")
    sut.text = "99"
    delegate.refused = Set("abcdefghijklmnopqrstuvwxyz ")
    // When a person types a PIN with a slip of the finger in it
    try window.host.type("12a3", into: "pin")
    // Then the old PIN was cleared and each key offered alone; the letter was left out
    #expect(sut.text == "123")
    #expect(
      delegate.log.filter { $0.hasPrefix("shouldChange") } == [
        "shouldChange 0+2 ", "shouldChange 0+0 1", "shouldChange 1+0 2", "shouldChange 2+0 a",
        "shouldChange 2+0 3",
      ])
  }

  // developer.apple.com/documentation/uikit/uitextfield/text: earlier editions said "This
  // string is @"" by default", and a device's field reads as "" when empty, also once set to
  // nil; the usual formatter reads it unwrapped, sets the formatted text itself and returns
  // false (uitextfielddelegate/textfield(_:shouldchangecharactersin:replacementstring:):
  // "true if the specified text range should be replaced; otherwise, false").
  @Test("R2: an empty field's text is empty, not nil, so a formatter a key at a time formats")
  func formatterTypesIntoAnEmptyField() throws {
    // Given an empty phone field whose delegate formats each change itself
    let (field, _, window) = fieldOnScreen("phone")
    let sut = PhoneFormatter()
    field.delegate = sut
    let empty = field.text
    // When a person types a number with a letter and an extra digit, then the app sets nil
    try window.host.type("5551234567x9", into: "phone")
    let typed = field.text
    field.text = nil
    // Then the field read as empty, the formatter grouped the ten digits, and nil emptied it
    #expect(empty == "")
    #expect(typed == "555-123-4567")
    #expect(field.text == "")
    expectNoDiagnostics(window.host)
  }

  // developer.apple.com/documentation/uikit/uiresponder/inputaccessoryview: "This property is
  // typically used to attach an accessory view to the system-supplied keyboard that is
  // presented for UITextField and UITextView objects" - the Done bar of a number pad, which has
  // no return key.
  @Test("R2: a person taps the Done of the bar above the keyboard while the field is edited")
  func keyboardAccessoryBar() throws {
    // Given an amount field on a decimal pad, whose accessory bar's Done ends editing
    let (sut, _, window) = fieldOnScreen("amount")
    sut.keyboardType = .decimalPad
    let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    bar.items = [
      .flexibleSpace(),
      UIBarButtonItem(
        systemItem: .done, primaryAction: UIAction { [weak sut] _ in sut?.resignFirstResponder() }),
    ]
    sut.inputAccessoryView = bar
    // When a person looks for Done before editing, then types an amount and taps Done
    let beforeEditing = window.host.visibleBarButtonItems.compactMap(\.title)
    try window.host.type("12.50", into: "amount")
    let whileEditing = window.host.visibleBarButtonItems.compactMap(\.title)
    try window.host.tap("Done")
    // Then the bar showed only while the field was edited, and Done ended editing
    #expect(beforeEditing.isEmpty)
    #expect(whileEditing == ["Done"])
    #expect(sut.text == "12.50" && !sut.isFirstResponder)
    #expect(window.host.visibleBarButtonItems.isEmpty)
    expectNoDiagnostics(window.host)
  }

  @Test("R2: a delegate that refuses a change keeps the text; one that refuses editing, the field")
  func refusalsKeepTheText() throws {
    // Given a field whose delegate refuses changes, and one whose delegate refuses editing
    let (sut, delegate, window) = fieldOnScreen("code")
    delegate.allowsChange = false
    let (locked, lockedDelegate, lockedWindow) = fieldOnScreen("locked")
    lockedDelegate.allowsBegin = false
    // When a person types into each
    try window.host.type("123", into: "code")
    #expect(throws: UserActionError.fieldNotEditable("locked")) {
      try lockedWindow.host.type("456", into: "locked")
    }
    // Then neither text changed; the first field is editing, the locked one is not
    #expect(sut.text == "" && sut.isEditing)
    #expect(!delegate.log.contains("editingChanged"))
    #expect(locked.text == "" && !locked.isFirstResponder)
    #expect(lockedDelegate.log == ["shouldBegin"])
  }

  // developer.apple.com/documentation/uikit/uitextfield/clearsonbeginediting: "the text
  // field's previous text is cleared when the user selects the text field to begin editing ...
  // the text field delegate can override this behavior by returning false from its
  // textFieldShouldClear(_:) method".
  @Test("R2: a field that clears as editing begins asks its delegate, and clears unless told no")
  func clearsOnBeginEditing() throws {
    // Given two filled fields that clear as editing begins, one whose delegate refuses
    let (sut, delegate, window) = fieldOnScreen("code")
    sut.text = "1234"
    sut.clearsOnBeginEditing = true
    let (kept, keeping, keptWindow) = fieldOnScreen("note")
    kept.text = "draft"
    kept.clearsOnBeginEditing = true
    keeping.allowsClear = false
    // When each begins editing
    let began = sut.becomeFirstResponder()
    let keptBegan = kept.becomeFirstResponder()
    // Then the first was asked and cleared before it began, the second was asked and kept
    #expect(began && sut.text == "")
    #expect(Array(delegate.log.prefix(3)) == ["shouldBegin", "shouldClear", "didBegin"])
    #expect(keptBegan && kept.text == "draft" && keeping.log.contains("shouldClear"))
    expectNoDiagnostics(keptWindow.host)
    expectNoDiagnostics(window.host)
  }

  @Test("R2: a window has one first responder; the current one resigns first, or keeps it")
  func oneFirstResponderPerWindow() throws {
    // Given two fields on a visible screen, the first editing
    let (first, firstDelegate, window) = fieldOnScreen("first")
    let second = UITextField(frame: CGRect(x: 0, y: 50, width: 200, height: 40))
    first.superview?.addSubview(second)
    #expect(first.becomeFirstResponder())
    firstDelegate.log.removeAll()
    // When the second asks to become first responder
    let moved = second.becomeFirstResponder()
    // Then the first was asked, ended editing, and the second took over
    #expect(moved && second.isFirstResponder && !first.isFirstResponder)
    #expect(firstDelegate.log == ["shouldEnd", "didEnd(reason:)", "didEnd", "editingDidEnd"])
    // And when the first asks back but the second will not end editing, nothing moves
    let secondDelegate = EditingLog()
    secondDelegate.allowsEnd = false
    second.delegate = secondDelegate
    #expect(!first.becomeFirstResponder())
    #expect(second.isFirstResponder)
    expectNoDiagnostics(window.host)
  }

  @Test("R2: endEditing(true) ends editing whatever the delegate says; endEditing(false) asks")
  func endEditing() throws {
    // Given an editing field whose delegate will not end editing
    let (sut, delegate, window) = fieldOnScreen("note")
    #expect(sut.becomeFirstResponder())
    delegate.allowsEnd = false
    let screenView = try #require(sut.superview)
    // When its screen's view asks it to end editing, then forces it
    let asked = screenView.endEditing(false)
    let stillEditing = sut.isFirstResponder
    let forced = screenView.endEditing(true)
    // Then asking failed and forcing ended editing, telling the delegate
    #expect(!asked && stillEditing)
    #expect(forced && !sut.isFirstResponder)
    #expect(delegate.log.suffix(3) == ["didEnd(reason:)", "didEnd", "editingDidEnd"])
    expectNoDiagnostics(window.host)
  }

  @Test("R2: a field in no window, or disabled, cannot become first responder")
  func noWindowNoFirstResponder() {
    // Given a field in no window, and a disabled field on a visible screen
    let loose = UITextField()
    let (disabled, _, window) = fieldOnScreen("off")
    disabled.isEnabled = false
    // When each is asked to become first responder, then neither does
    #expect(!loose.becomeFirstResponder() && !loose.isFirstResponder)
    #expect(!disabled.becomeFirstResponder() && !disabled.isFirstResponder)
    // And a plain view never can, while resigning is always allowed
    #expect(!UIView().canBecomeFirstResponder)
    #expect(UIView().resignFirstResponder())
    expectNoDiagnostics(window.host)
  }

  // The same overview: becoming first responder, "the system displays the keyboard … and posts
  // the keyboardWillShowNotification and keyboardDidShowNotification notifications"; on
  // resigning, it "hides or adjusts the keyboard" and posts the hide notifications.
  @Test("R2: the keyboard shows once while editing moves between fields, and hides at the end")
  func keyboardNotifications() throws {
    // Given two fields on a visible screen, and an observer of the keyboard's notifications
    let (first, _, window) = fieldOnScreen("first")
    let second = UITextField(frame: CGRect(x: 0, y: 50, width: 200, height: 40))
    first.superview?.addSubview(second)
    let keyboard = KeyboardLog()
    // When editing begins in the first, moves to the second, and ends
    first.becomeFirstResponder()
    second.becomeFirstResponder()
    second.resignFirstResponder()
    // Then the keyboard showed once, with a frame at the bottom of the screen, and hid once
    #expect(keyboard.events == ["willShow", "didShow", "willHide", "didHide"])
    #expect((keyboard.shownFrame?.maxY ?? 0) == UIScreen.main.bounds.height)
    #expect((keyboard.shownFrame?.height ?? 0) > 0)
    expectNoDiagnostics(window.host)
  }

  // developer.apple.com/documentation/uikit/uiresponder/keyboardwillchangeframenotification:
  // "Posted immediately prior to a change in the keyboard's frame", with the frame at the start
  // (keyboardFrameBeginUserInfoKey) and at the end.
  @Test("R2: the keyboard's frame changes are posted around its showing and hiding")
  func keyboardFrameChanges() throws {
    // Given a field on a visible screen, and an observer of the frame change notifications
    let (field, _, window) = fieldOnScreen("first")
    let keyboard = KeyboardLog(frameChanges: true)
    // When editing begins and ends
    field.becomeFirstResponder()
    field.resignFirstResponder()
    // Then each show and hide came between a will- and a did-change of frame, the frame moving
    // from below the screen to its bottom and back
    #expect(
      keyboard.events == [
        "willChange", "willShow", "didChange", "didShow", "willChange", "willHide", "didChange",
        "didHide",
      ])
    #expect(keyboard.beginFrames.first??.minY == UIScreen.main.bounds.height)
    #expect(keyboard.beginFrames.last??.maxY == UIScreen.main.bounds.height)
    expectNoDiagnostics(window.host)
  }

  // developer.apple.com/documentation/uikit/uitextinput/selectedtextrange: "The range of
  // selected text in a document"; positions count from beginningOfDocument.
  @Test("R2: while a field is edited its caret follows typing, and ranges read its text")
  func selectionAndRanges() throws {
    // Given a field on a visible screen
    let (sut, _, window) = fieldOnScreen("first")
    let before = sut.selectedTextRange
    // When a person types into it, and the app reads ranges of the text
    try window.host.type("Grace Hopper", into: "first")
    let caret = try #require(sut.selectedTextRange)
    let start = sut.beginningOfDocument
    let firstName = try #require(
      sut.position(from: start, offset: 5).flatMap { sut.textRange(from: start, to: $0) })
    // Then there was no selection before editing, the caret is at the end, and the range reads
    // the first name
    #expect(before == nil)
    #expect(caret.isEmpty && sut.offset(from: start, to: caret.start) == 12)
    #expect(sut.text(in: firstName) == "Grace")
    #expect(sut.position(from: start, offset: 13) == nil)
    expectNoDiagnostics(window.host)
  }

  @Test("R2: a field whose screen leaves the window ends editing, whatever its delegate says")
  func leavingTheWindowEndsEditing() throws {
    // Given a field editing on a pushed screen, whose delegate will not end editing
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    field.accessibilityIdentifier = "note"
    let delegate = EditingLog()
    delegate.allowsEnd = false
    field.delegate = delegate
    let form = screen("Form")
    form.view.addSubview(field)
    let (navigation, window) = visibleStack(root: "List")
    navigation.pushViewController(form, animated: false)
    try window.host.type("draft", into: "note")
    let keyboard = KeyboardLog()
    // When the person goes back
    try window.host.back()
    // Then editing ended, the delegate heard it, and the keyboard hid
    #expect(!field.isFirstResponder)
    #expect(delegate.log.suffix(2) == ["didEnd(reason:)", "didEnd"])
    #expect(keyboard.events == ["willHide", "didHide"])
    expectNoDiagnostics(window.host)
  }

  // developer.apple.com/documentation/uikit/uiresponder/resignfirstresponder(): "the responder
  // … resigns its first responder status"; a view removed from its window can no longer be the
  // window's first responder, so UIKit ends its editing as it leaves.
  @Test("R2: a field removed from its window while edited ends editing, whatever its delegate says")
  func removedFieldEndsEditing() throws {
    // Given a field being edited, whose delegate will not end editing
    let (sut, delegate, window) = fieldOnScreen("search")
    try window.host.type("maps", into: "search")
    delegate.allowsEnd = false
    let keyboard = KeyboardLog()
    // When the screen removes the field from its view
    sut.removeFromSuperview()
    // Then editing ended, the delegate heard it, and the keyboard hid
    #expect(!sut.isFirstResponder && !sut.isEditing)
    #expect(delegate.log.suffix(3) == ["didEnd(reason:)", "didEnd", "editingDidEnd"])
    #expect(keyboard.events == ["willHide", "didHide"])
    expectNoDiagnostics(window.host)
  }

  // developer.apple.com/documentation/uikit/uitextfielddelegate/textfieldshouldreturn(_:): "The
  // text field calls this method whenever the user taps the return button"; UIControl.Event.
  // editingDidEndOnExit: "A touch ending an editing session in a UITextField object"; a field
  // with an action for it ends editing (the keyboard goes).
  @Test("R2: return asks the delegate, then ends editing when the field has an exit action")
  func pressReturn() throws {
    // Given two editing fields, the second with an action for the return key's exit event
    let (plain, delegate, window) = fieldOnScreen("plain")
    let exiting = UITextField(frame: CGRect(x: 0, y: 50, width: 200, height: 40))
    exiting.accessibilityIdentifier = "exiting"
    exiting.addAction(UIAction { _ in }, for: .editingDidEndOnExit)
    plain.superview?.addSubview(exiting)
    try window.host.type("a", into: "plain")
    // When a person presses return in the first, then types in the second and presses return
    try window.host.pressReturn(in: "plain")
    let plainStillEditing = plain.isFirstResponder
    try window.host.type("b", into: "exiting")
    try window.host.pressReturn(in: "exiting")
    // Then the delegate was asked, the first kept editing, and the second ended editing
    #expect(delegate.log.contains("shouldReturn"))
    #expect(plainStillEditing)
    #expect(!exiting.isFirstResponder)
    // And a field no longer editing has no return key to press
    #expect(throws: UserActionError.fieldNotEditing("exiting")) {
      try window.host.pressReturn(in: "exiting")
    }
    expectNoDiagnostics(window.host)
  }

  /// A field identified `identifier` on a screen shown in a visible window, with a delegate
  /// that logs what it hears and actions that log the editing events. The caller keeps the
  /// delegate: a field holds it weakly.
  // developer.apple.com/documentation/uikit/uikeyinput: insertText(_:) "Inserts a character
  // into the displayed text", deleteBackward() "Deletes a character from the displayed text";
  // a custom keyboard's keys call them, and the delegate's shouldChangeCharactersIn is not
  // asked (stackoverflow.com/questions/4674023: "You will never get the
  // shouldChangeCharactersInRange called with a custom keyboard. What you can get is the event
  // UIControlEventEditingChanged").
  @Test("R2: a custom keyboard's keys insert at the caret and delete before it, unasked")
  func customKeyboardKeys() throws {
    // Given a code field being edited, holding "12", whose delegate would refuse every key
    let (sut, delegate, window) = fieldOnScreen("code")
    try window.host.type("12", into: "code")
    delegate.refused = Set("0123456789👍")
    delegate.log.removeAll()
    // When the keys of a custom keyboard type 3 and 👍, delete one, then the app selects the
    // first digit and a key types 9 over it
    sut.insertText("3")
    sut.insertText("👍")
    sut.deleteBackward()
    let afterDelete = sut.text
    sut.selectedTextRange = sut.textRange(
      from: sut.beginningOfDocument,
      to: try #require(sut.position(from: sut.beginningOfDocument, offset: 1)))
    sut.insertText("9")
    // Then the keys went in unasked, the delete took the whole emoji, the 9 replaced the
    // selection, and the field told of each change
    #expect(afterDelete == "123")
    #expect(sut.text == "923" && sut.hasText)
    #expect(
      sut.offset(from: sut.beginningOfDocument, to: try #require(sut.selectedTextRange).start) == 1)
    #expect(delegate.log.filter { $0.hasPrefix("shouldChange") } == [])
    #expect(delegate.log.filter { $0 == "editingChanged" }.count == 4)
  }

  // developer.apple.com/documentation/uikit/uitextinput/selectedtextrange: "If it has zero
  // length, it indicates the caret (insertion point)", where a key goes; a formatter that sets
  // the text itself puts the caret back with it, as in stackoverflow.com/questions/11157791
  // ("this call also moves the cursor to the end of my field").
  @Test("R2: a person types at the caret, where a formatter that keeps a unit after it put it")
  func typingAtTheCaret() throws {
    // Given an empty weight field whose delegate keeps " kg" after the number, the caret
    // before it
    let (field, _, window) = fieldOnScreen("weight")
    let sut = UnitFormatter(unit: " kg")
    field.delegate = sut
    // When a person types a weight
    try window.host.type("72", into: "weight")
    // Then the second key went in at the caret, before the unit, and the caret is there still
    #expect(field.text == "72 kg")
    #expect(sut.ranges == ["0+0", "1+0"])
    let caret = try #require(field.selectedTextRange)
    #expect(caret.isEmpty && field.offset(from: field.beginningOfDocument, to: caret.start) == 2)
    expectNoDiagnostics(window.host)
  }

  // developer.apple.com/documentation/uikit/uitextfield/text; a device moves the caret to the
  // end when the app sets the text (stackoverflow.com/questions/11157791: "references to
  // UITextPosition or UITextRange objects that were associated with the old text" are lost).
  @Test("R2: setting a field's text puts the caret at the end: no selection outlives its text")
  func settingTextMovesTheCaret() throws {
    // Given a field being edited, holding "Hello world", with "world" selected by the app
    let (sut, _, window) = fieldOnScreen("note")
    try window.host.type("Hello world", into: "note")
    let start = try #require(sut.position(from: sut.beginningOfDocument, offset: 6))
    sut.selectedTextRange = sut.textRange(from: start, to: sut.endOfDocument)
    // When the app sets a shorter text, then a key types
    sut.text = "Hi"
    let caret = try #require(sut.selectedTextRange)
    sut.insertText("!")
    // Then the caret was at the end of the new text, and the key went there
    #expect(caret.isEmpty && sut.offset(from: sut.beginningOfDocument, to: caret.start) == 2)
    #expect(sut.text == "Hi!")
  }

  // developer.apple.com/documentation/uikit/uitextfielddelegate/textfieldshouldclear(_:): "The
  // text field calls this method in response to the user pressing the built-in clear button
  // ... If it is not present, the text is cleared as if this method had returned true";
  // uitextfield/clearbuttonmode: "Controls when the standard clear button appears in the text
  // field"; with `.whileEditing` it shows while the field is edited, and on a device only over
  // text.
  @Test("R2: a person's tap on the clear button asks the delegate, then empties the field")
  func clearButton() throws {
    // Given a search field that shows its clear button while edited, holding "coffee"
    let (sut, delegate, window) = fieldOnScreen("query")
    sut.clearButtonMode = .whileEditing
    try window.host.type("coffee", into: "query")
    delegate.log.removeAll()
    // When a person taps its clear button, then taps where it was, then the delegate refuses
    // the clearing of new text
    try window.host.tapClearButton(in: "query")
    let cleared = (sut.text, delegate.log)
    #expect(throws: UserActionError.noClearButton("query")) {
      try window.host.tapClearButton(in: "query")
    }
    try window.host.type("tea", into: "query")
    delegate.allowsClear = false
    try window.host.tapClearButton(in: "query")
    // Then the delegate was asked, the text emptied as a change, and the refused clearing kept
    // the text; shouldChangeCharactersIn was never asked for a clearing
    #expect(cleared.0 == "")
    #expect(cleared.1 == ["shouldClear", "didChangeSelection", "editingChanged"])
    #expect(sut.text == "tea")
    #expect(delegate.log.suffix(1) == ["shouldClear"])
    expectNoDiagnostics(window.host)
  }

  @Test("R2: deleting at the start of an empty field changes nothing and tells nothing")
  func deleteBackwardOnEmptyField() {
    // Given an empty field on screen
    let (sut, delegate, _) = fieldOnScreen("code")
    // When a key deletes backward
    sut.deleteBackward()
    // Then the field is still empty and nobody heard of a change
    #expect(sut.text == "" && !sut.hasText)
    #expect(!delegate.log.contains("editingChanged"))
  }

  private func fieldOnScreen(_ identifier: String) -> (UITextField, EditingLog, UIWindow) {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    field.accessibilityIdentifier = identifier
    let delegate = EditingLog()
    field.delegate = delegate
    let events: [(UIControl.Event, String)] = [
      (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
      (.editingDidEnd, "editingDidEnd"),
    ]
    for (event, name) in events {
      field.addAction(UIAction { [weak delegate] _ in delegate?.log.append(name) }, for: event)
    }
    let controller = screen("Form")
    controller.view.addSubview(field)
    let window = visibleWindow(root: controller)
    return (field, delegate, window)
  }
}

/// The keyboard's notifications, from its making until it goes.
@MainActor
private final class KeyboardLog {
  private(set) var events: [String] = []
  private(set) var shownFrame: CGRect?
  /// The keyboard's frame at the start of each change of frame, when frame changes are logged.
  private(set) var beginFrames: [CGRect?] = []
  private var observers: [any NSObjectProtocol] = []

  init(frameChanges: Bool = false) {
    var names: [(Notification.Name, String)] = [
      (UIResponder.keyboardWillShowNotification, "willShow"),
      (UIResponder.keyboardDidShowNotification, "didShow"),
      (UIResponder.keyboardWillHideNotification, "willHide"),
      (UIResponder.keyboardDidHideNotification, "didHide"),
    ]
    if frameChanges {
      names += [
        (UIResponder.keyboardWillChangeFrameNotification, "willChange"),
        (UIResponder.keyboardDidChangeFrameNotification, "didChange"),
      ]
    }
    for (name, event) in names {
      observers.append(
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) {
          [weak self] notification in
          let info = notification.userInfo
          let frame = info?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
          let begin = info?[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect
          MainActor.assumeIsolated {
            self?.events.append(event)
            if event == "willShow" { self?.shownFrame = frame }
            if event == "willChange" { self?.beginFrames.append(begin) }
          }
        })
    }
  }

  isolated deinit {
    for observer in observers { NotificationCenter.default.removeObserver(observer) }
  }
}

@MainActor
private final class EditingLog: NSObject, UITextFieldDelegate {
  var log: [String] = []
  var allowsBegin = true
  var allowsChange = true
  var allowsEnd = true

  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
    log.append("shouldBegin")
    return allowsBegin
  }
  func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
    log.append("shouldEnd")
    return allowsEnd
  }
  func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
    log.append("didEnd(reason:)")
    textFieldDidEndEditing(textField)
  }
  func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEnd") }
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    log.append("shouldChange \(range.location)+\(range.length) \(string)")
    return allowsChange && !string.contains(where: refused.contains)
  }
  /// Characters the delegate will not let into the field.
  var refused: Set<Character> = []
  func textFieldDidChangeSelection(_ textField: UITextField) { log.append("didChangeSelection") }
  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    log.append("shouldReturn")
    return true
  }
  var allowsClear = true
  func textFieldShouldClear(_ textField: UITextField) -> Bool {
    log.append("shouldClear")
    return allowsClear
  }
}

/// Formats a phone number as it is typed: the digits, ten at most, grouped 3-3-4.
@MainActor
private final class PhoneFormatter: NSObject, UITextFieldDelegate {
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    guard let text = textField.text, let bounds = Range(range, in: text) else { return false }
    let digits = text.replacingCharacters(in: bounds, with: string).filter(\.isNumber).prefix(10)
    var formatted = ""
    for (index, digit) in digits.enumerated() {
      if index == 3 || index == 6 { formatted.append("-") }
      formatted.append(digit)
    }
    textField.text = formatted
    return false
  }
}

/// A weight field's formatter: digits, then the unit, with the caret put back after the digits.
@MainActor
private final class UnitFormatter: NSObject, UITextFieldDelegate {
  let unit: String
  /// Each range offered, as location+length.
  private(set) var ranges: [String] = []

  init(unit: String) {
    self.unit = unit
  }

  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    ranges.append("\(range.location)+\(range.length)")
    guard let text = textField.text, let bounds = Range(range, in: text) else { return false }
    let digits = text.replacingCharacters(in: bounds, with: string).filter(\.isNumber)
    textField.text = digits.isEmpty ? "" : digits + unit
    if let caret = textField.position(from: textField.beginningOfDocument, offset: digits.count) {
      textField.selectedTextRange = textField.textRange(from: caret, to: caret)
    }
    return false
  }
}
