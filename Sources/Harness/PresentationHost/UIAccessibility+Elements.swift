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
