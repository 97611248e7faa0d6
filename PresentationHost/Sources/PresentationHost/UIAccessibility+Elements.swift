/// The accessibility properties of one responder that set any.
@MainActor
final class AccessibilityProperties {
  var label: String?
  var hint: String?
  var value: String?
  var traits: UIAccessibilityTraits?
  var isElement: Bool?
  var elementsHidden: Bool?
  var viewIsModal: Bool?
  var groupsChildren: Bool?
  var elements: [Any]?
  var language: String?
  var customActions: [UIAccessibilityCustomAction]?
  var respondsToUserInteraction: Bool?
  var frame: CGRect?
  var userInputLabels: [String]?
  /// What even the elements that set some seldom set, kept apart so that they pay one
  /// reference for it.
  var extras: AccessibilityExtras?
  var extrasStorage: AccessibilityExtras {
    if let extras { return extras }
    let made = AccessibilityExtras()
    extras = made
    return made
  }
}

/// The accessibility properties few elements set: attributed texts, a container type, an
/// outline, an activation point and custom rotors.
@MainActor
final class AccessibilityExtras {
  var customRotors: [UIAccessibilityCustomRotor]?
  var attributedLabel: NSAttributedString?
  var attributedHint: NSAttributedString?
  var attributedValue: NSAttributedString?
  var containerType: UIAccessibilityContainerType?
  var path: UIBezierPath?
  var activationPoint: CGPoint?
}

/// What kind of container a screen reader is in, so that it can say where the person is.
public enum UIAccessibilityContainerType: Int, Sendable {
  case none, dataTable, list, landmark, semanticGroup
}

/// Which way a person scrolls with a screen reader (three fingers).
public enum UIAccessibilityScrollDirection: Int, Sendable {
  case right = 1
  case left, up, down, next, previous
}

/// An element a screen reader reads that is not a view: a part of a view that draws several
/// things, such as the bars of a chart.
@preconcurrency @MainActor
open class UIAccessibilityElement: NSObject {
  /// The view or element that holds this element. Weak, as in UIKit.
  open weak var accessibilityContainer: AnyObject?
  /// Whether a screen reader stops at the element: yes, by default.
  open var isAccessibilityElement = true
  /// The text a screen reader speaks for the element.
  open var accessibilityLabel: String?
  /// A hint of what the element does.
  open var accessibilityHint: String?
  /// The element's value.
  open var accessibilityValue: String?
  /// What a screen reader says the element is.
  open var accessibilityTraits = UIAccessibilityTraits.none
  /// The name tests find the element by.
  open var accessibilityIdentifier: String?
  /// The element's place in its container's coordinates: its `accessibilityFrame` follows
  /// the container.
  open var accessibilityFrameInContainerSpace = CGRect.zero {
    didSet { storedFrame = nil }
  }
  private var storedFrame: CGRect?

  /// Where the element is on screen: the frame set, else its frame in its container's space
  /// converted to the screen when the container is a view.
  open var accessibilityFrame: CGRect {
    get {
      if let storedFrame { return storedFrame }
      guard let view = accessibilityContainer as? UIView else {
        return accessibilityFrameInContainerSpace
      }
      return view.convert(accessibilityFrameInContainerSpace, to: nil)
    }
    set { storedFrame = newValue }
  }

  /// An element inside `container`.
  public init(accessibilityContainer container: Any) {
    accessibilityContainer = container as AnyObject
    super.init()
  }
}

/// An action a screen reader offers on an element besides its own.
@preconcurrency @MainActor
open class UIAccessibilityCustomAction: NSObject {
  /// What the screen reader calls the action.
  open var name: String
  /// What the action does; true when it did it.
  open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?

  /// An action called `name` that runs `actionHandler`.
  public init(name: String, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?) {
    self.name = name
    self.actionHandler = actionHandler
    super.init()
  }
}

/// A way a screen reader moves through an element's content, as a person turns its rotor to
/// it: the app finds the next or previous item from the current one.
@preconcurrency @MainActor
open class UIAccessibilityCustomRotor: NSObject {
  /// Finds the item to move to, or nil when there is none that way.
  public typealias Search =
    (UIAccessibilityCustomRotorSearchPredicate) -> UIAccessibilityCustomRotorItemResult?

  /// The rotors the system names, which a screen reader titles itself.
  public enum SystemRotorType: Int, Sendable {
    case none, link, visitedLink, heading, headingLevel1, headingLevel2, headingLevel3
    case headingLevel4, headingLevel5, headingLevel6, boldText, italicText, underlineText
    case misspelledWord, image, textField, table, list, landmark
  }

  /// What the screen reader calls the rotor: the app's name, empty for a system rotor.
  open var name: String
  /// Which system rotor this is, `.none` for one of the app's own.
  open private(set) var systemRotorType = SystemRotorType.none
  /// How the rotor finds its items.
  open var itemSearchBlock: Search

  /// A rotor of the app's own called `name`.
  public init(name: String, itemSearch itemSearchBlock: @escaping Search) {
    self.name = name
    self.itemSearchBlock = itemSearchBlock
    super.init()
  }

  /// One of the rotors the system names.
  public init(systemType type: SystemRotorType, itemSearch itemSearchBlock: @escaping Search) {
    self.name = ""
    self.systemRotorType = type
    self.itemSearchBlock = itemSearchBlock
    super.init()
  }
}

/// What a rotor search starts from, and which way it goes.
@preconcurrency @MainActor
open class UIAccessibilityCustomRotorSearchPredicate: NSObject {
  /// Which way a search goes.
  public enum Direction: Int, Sendable {
    case previous, next
  }

  /// The item the screen reader is on.
  open var currentItem: UIAccessibilityCustomRotorItemResult
  /// Which way to look.
  open var searchDirection: Direction

  /// A search from `currentItem` going `searchDirection`.
  public init(currentItem: UIAccessibilityCustomRotorItemResult, searchDirection: Direction) {
    self.currentItem = currentItem
    self.searchDirection = searchDirection
    super.init()
  }
}

/// An item a rotor moves to: an element, and a range of its text if the item is part of it.
@preconcurrency @MainActor
open class UIAccessibilityCustomRotorItemResult: NSObject {
  /// The element moved to, held weakly.
  open weak var targetElement: NSObjectProtocol?
  /// The part of the element's text moved to, if any.
  open var targetRange: UITextRange?

  /// An item of `targetElement`, over `targetRange` of its text if given.
  public init(targetElement: NSObjectProtocol, targetRange: UITextRange?) {
    self.targetElement = targetElement
    self.targetRange = targetRange
    super.init()
  }
}
