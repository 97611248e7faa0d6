// Hardware keyboard shortcuts: commands, key commands and the modifier keys they need. A
// responder offers its key commands through `keyCommands`, and a controller can add some with
// `addKeyCommand(_:)`. The host's iPhone has no hardware keyboard, and a command's action is a
// selector the host cannot call (U4), so commands are kept as declared, for code to read.

/// The modifier keys a person holds with a key command's key, with UIKit's raw values.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
  public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
  public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
  public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
  public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
  public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// Another action a command performs while a person holds other modifier keys.
@preconcurrency @MainActor
public final class UICommandAlternate: NSObject {
  /// What a person reads for the alternate.
  public let title: String
  /// The action method it performs.
  public let action: Selector
  /// The modifier keys that select it.
  public let modifierFlags: UIKeyModifierFlags

  /// Creates an alternate performing `action` while `modifierFlags` are held.
  public init(title: String, action: Selector, modifierFlags: UIKeyModifierFlags) {
    self.title = title
    self.action = action
    self.modifierFlags = modifierFlags
    super.init()
  }
}

/// A menu element that performs an action method up the responder chain.
@preconcurrency @MainActor
open class UICommand: UIMenuElement {
  /// What a person reads for the command.
  open override var title: String {
    get { super.title }
    set { super.title = newValue }
  }
  /// The command's image.
  open override var image: UIImage? {
    get { super.image }
    set { super.image = newValue }
  }
  /// A longer title, shown where the system lists shortcuts.
  open var discoverabilityTitle: String?
  /// The action method the command performs on the first responder that implements it.
  public let action: Selector
  /// A value that tells commands sharing an action apart.
  public let propertyList: Any?
  /// The command's alternates.
  public let alternates: [UICommandAlternate]
  /// How the command behaves in a menu.
  open var attributes: UIMenuElement.Attributes
  /// Whether the command shows a checkmark in a menu.
  open var state: UIMenuElement.State

  /// Creates a command performing `action`.
  public init(
    title: String = "", image: UIImage? = nil, action: Selector, propertyList: Any? = nil,
    alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
    attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off
  ) {
    self.action = action
    self.propertyList = propertyList
    self.alternates = alternates
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    super.init(title: title, image: image)
  }
}

/// A key press on a hardware keyboard, with its modifier keys, and the action it performs.
@preconcurrency @MainActor
open class UIKeyCommand: UICommand {
  /// The key a person presses: a character, or one of the special inputs below.
  public let input: String?
  /// The modifier keys a person holds with it.
  public let modifierFlags: UIKeyModifierFlags
  /// Whether the command goes before the system's own handling of the same keys (iOS 15).
  open var wantsPriorityOverSystemBehavior = false
  /// Whether the system may localize the command's keys for the keyboard's layout.
  open var allowsAutomaticLocalization = true
  /// Whether the system may mirror the command's arrow keys in right-to-left languages.
  open var allowsAutomaticMirroring = true

  /// Creates a key command, for a menu or for a controller's shortcuts.
  public init(
    title: String = "", image: UIImage? = nil, action: Selector, input: String,
    modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil,
    alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
    attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off
  ) {
    self.input = input
    self.modifierFlags = modifierFlags
    super.init(
      title: title, image: image, action: action, propertyList: propertyList,
      alternates: alternates, discoverabilityTitle: discoverabilityTitle,
      attributes: attributes, state: state)
  }

  /// Creates a key command matching `input` with `modifierFlags`.
  public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
    self.init(action: action, input: input, modifierFlags: modifierFlags)
  }

  /// Creates a key command with a title for the list of shortcuts (deprecated in iOS 13).
  public convenience init(
    input: String, modifierFlags: UIKeyModifierFlags, action: Selector,
    discoverabilityTitle: String
  ) {
    self.init(
      action: action, input: input, modifierFlags: modifierFlags,
      discoverabilityTitle: discoverabilityTitle)
  }

  // The inputs of keys that type no character.
  nonisolated public static let inputUpArrow = "UIKeyInputUpArrow"
  nonisolated public static let inputDownArrow = "UIKeyInputDownArrow"
  nonisolated public static let inputLeftArrow = "UIKeyInputLeftArrow"
  nonisolated public static let inputRightArrow = "UIKeyInputRightArrow"
  nonisolated public static let inputEscape = "UIKeyInputEscape"
  nonisolated public static let inputPageUp = "UIKeyInputPageUp"
  nonisolated public static let inputPageDown = "UIKeyInputPageDown"
  nonisolated public static let inputHome = "UIKeyInputHome"
  nonisolated public static let inputEnd = "UIKeyInputEnd"
  nonisolated public static let inputDelete = "UIKeyInputDelete"
}
