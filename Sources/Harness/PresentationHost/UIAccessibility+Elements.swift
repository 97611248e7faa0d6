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
/// outline and an activation point.
@MainActor
final class AccessibilityExtras {
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
