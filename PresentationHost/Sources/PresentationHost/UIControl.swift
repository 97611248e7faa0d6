/// A view that turns a person's touches into actions: buttons and text fields.
@preconcurrency @MainActor
open class UIControl: UIView {

  /// The events a control sends actions for.
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A finger touched down in the control.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A finger touched down again in the control, in a multiple tap.
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    /// A finger was dragged inside the control.
    public static let touchDragInside = Event(rawValue: 1 << 2)
    /// A finger was dragged just outside the control.
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    /// A finger was dragged into the control.
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    /// A finger was dragged out of the control.
    public static let touchDragExit = Event(rawValue: 1 << 5)
    /// A touch that lifted inside the control.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A touch that lifted outside the control.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// The system cancelled a touch in the control.
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// Every touch event.
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    /// A text field began editing: it became first responder.
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// The person changed a text field's text.
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// A text field ended editing: it resigned first responder.
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// The return key ended a text field's editing.
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    /// Every editing event of a text field.
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    /// A value changed (a switch, a slider).
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's primary action: a tap on a button.
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// The control's menu was shown for its primary action.
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    /// Every event.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// The states a control can be in.
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The default state.
    public static let normal = State([])
    /// The control is highlighted while touched.
    public static let highlighted = State(rawValue: 1 << 0)
    /// The control is disabled.
    public static let disabled = State(rawValue: 1 << 1)
    /// The control is selected.
    public static let selected = State(rawValue: 1 << 2)
    /// The control has the focus.
    public static let focused = State(rawValue: 1 << 3)
  }

  override var isStandardAccessibilityElement: Bool { true }

  /// A disabled control ignores touches.
  open var isEnabled = true {
    didSet { if isEnabled != oldValue { stateDidChange() } }
  }
  /// Whether the control is selected.
  open var isSelected = false {
    didSet { if isSelected != oldValue { stateDidChange() } }
  }
  /// Whether the control is highlighted, as while a finger is on it: a person's tap
  /// highlights it as the finger goes down and unhighlights it as it lifts (C7).
  open var isHighlighted = false {
    didSet { if isHighlighted != oldValue { stateDidChange() } }
  }

  /// Called when the control's state changed; a button updates its configuration.
  func stateDidChange() {}

  /// The control's state: highlighted, disabled and selected as its flags say, else normal.
  open var state: UIControl.State {
    var state = UIControl.State.normal
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }
  private var actions: [(action: UIAction, events: Event)] = []

  /// Adds `action`, to be performed for `controlEvents`. Actions are unique by identifier: one
  /// added for an event with the identifier of one already there replaces it (C1).
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    actions.removeAll {
      $0.action.identifier == action.identifier && !$0.events.isDisjoint(with: controlEvents)
    }
    actions.append((action, controlEvents))
  }

  /// Removes the action identified by `actionIdentifier` for `controlEvents`.
  open func removeAction(
    identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event
  ) {
    actions.removeAll {
      $0.action.identifier == actionIdentifier && !$0.events.isDisjoint(with: controlEvents)
    }
  }

  /// Removes `action` for `controlEvents`.
  open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    actions.removeAll { $0.action === action && !$0.events.isDisjoint(with: controlEvents) }
  }

  /// Whether any action is added for any of `controlEvents`.
  func hasActions(for controlEvents: UIControl.Event) -> Bool {
    actions.contains { !$0.events.isDisjoint(with: controlEvents) }
  }

  /// Performs the actions added for any of `controlEvents`, in the order they were added.
  open func sendActions(for controlEvents: UIControl.Event) {
    for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
      entry.action.perform(sender: self)
    }
  }

  /// The events a tap on this control sends as the finger lifts.
  var tapEvents: Event { [.touchUpInside, .primaryActionTriggered] }

  /// A person's tap, as UIKit tracks a touch (C7): the control highlights as the finger goes
  /// down and sends `.touchDown` (and `.touchDownRepeat` for the second tap of a quick
  /// double tap); it unhighlights as the finger lifts inside, then sends the tap's events.
  func userTapped(repeated: Bool = false) {
    isHighlighted = true
    sendActions(for: repeated ? [.touchDown, .touchDownRepeat] : .touchDown)
    isHighlighted = false
    willSendTapActions()
    sendActions(for: tapEvents)
  }

  /// Called as a person's finger lifts, before the tap's actions are sent: a button that
  /// changes its selection as its primary action does it here.
  func willSendTapActions() {}
}

/// Values a control or a bar item keeps for each state it is in, as UIKit keeps a button's
/// titles or an item's title attributes.
struct StateValues<Value> {
  /// Each state's value, in the order set: a control sets one or two, so a list is smaller and
  /// as quick as a dictionary.
  private var values: [(state: UInt, value: Value)] = []

  /// The value set for exactly `state`.
  subscript(state: UIControl.State) -> Value? {
    get { values.first { $0.state == state.rawValue }?.value }
    set {
      values.removeAll { $0.state == state.rawValue }
      if let newValue { values.append((state.rawValue, newValue)) }
    }
  }

  /// The value for `state`, else the normal state's, as UIKit falls back to it.
  func resolved(for state: UIControl.State) -> Value? {
    self[state] ?? self[.normal]
  }
}
