/// What an action runs.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// An item of a menu: an action, or a menu of its own.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
  /// How an element behaves in its menu.
  public struct Attributes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let disabled = Self(rawValue: 1 << 0)
    public static let destructive = Self(rawValue: 1 << 1)
    public static let hidden = Self(rawValue: 1 << 2)
    public static let keepsMenuPresented = Self(rawValue: 1 << 3)
  }

  /// Whether an element shows a checkmark.
  public enum State: Int, Sendable {
    case off, on, mixed
  }

  /// What a person reads for the element.
  public internal(set) var title: String
  /// The line under the title (iOS 15).
  public var subtitle: String? {
    get { rarelySet?.subtitle }
    set { rarelySetStorage.subtitle = newValue }
  }
  /// The element's image.
  public internal(set) var image: UIImage?
  /// The texts and images few elements have, made when one is first set, so that a button's
  /// action pays one reference for them.
  var rarelySet: RarelySetMenuElementProperties?
  var rarelySetStorage: RarelySetMenuElementProperties {
    if let rarelySet { return rarelySet }
    let made = RarelySetMenuElementProperties()
    rarelySet = made
    return made
  }

  init(title: String = "", subtitle: String? = nil, image: UIImage? = nil) {
    self.title = title
    self.image = image
    super.init()
    if let subtitle { self.subtitle = subtitle }
  }
}

/// A menu of actions and submenus, shown from a button or a bar button; recorded: a person
/// cannot open one on the host (U4).
@preconcurrency @MainActor
public final class UIMenu: UIMenuElement {
  /// How a menu shows its children.
  public struct Options: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let displayInline = Self(rawValue: 1 << 0)
    public static let destructive = Self(rawValue: 1 << 1)
    public static let singleSelection = Self(rawValue: 1 << 5)
  }

  /// A menu's identifier.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// The menu's identifier, if any.
  public let identifier: Identifier?
  /// How the menu shows its children.
  public let options: Options
  /// The actions and submenus.
  public let children: [UIMenuElement]

  /// Creates a menu of `children`.
  public init(
    title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
    options: Options = [], children: [UIMenuElement] = []
  ) {
    self.identifier = identifier
    self.options = options
    self.children = children
    super.init(title: title, image: image)
  }

}

/// A menu element that performs its handler: what a button's tap runs.
@preconcurrency @MainActor
public final class UIAction: UIMenuElement {
  /// What a person reads for the action.
  public override var title: String {
    get { super.title }
    set { super.title = newValue }
  }
  /// The action's image.
  public override var image: UIImage? {
    get { super.image }
    set { super.image = newValue }
  }
  /// A longer title for discoverability.
  public var discoverabilityTitle: String? {
    get { rarelySet?.discoverabilityTitle }
    set { rarelySetStorage.discoverabilityTitle = newValue }
  }
  /// The action's identifier.
  public let identifier: UIAction.Identifier
  /// The control that sent the action while its handler runs.
  public var sender: Any? { currentSender }
  private var currentSender: AnyObject?
  private let handler: UIActionHandler
  /// How many actions were made, for a unique default identifier without asking the system
  /// for random bytes each time.
  private static var created = 0

  /// An action's identifier.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// How the action behaves in a menu.
  public var attributes: UIMenuElement.Attributes
  /// Whether the action shows a checkmark in a menu.
  public var state: UIMenuElement.State

  /// The image shown while the action is on (iOS 17); recorded.
  public var selectedImage: UIImage? {
    get { rarelySet?.selectedImage }
    set { rarelySetStorage.selectedImage = newValue }
  }

  /// Creates an action that runs `handler`.
  public init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil,
    selectedImage: UIImage? = nil, identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
  ) {
    self.attributes = attributes
    self.state = state
    Self.created += 1
    self.identifier = identifier ?? Identifier("action-\(Self.created)")
    self.handler = handler
    super.init(title: title, subtitle: subtitle, image: image)
    if let selectedImage { self.selectedImage = selectedImage }
    if let discoverabilityTitle { self.discoverabilityTitle = discoverabilityTitle }
  }

  func perform(sender: AnyObject?) {
    currentSender = sender
    handler(self)
    currentSender = nil
  }
}

/// The texts and images of a menu element that few elements have.
final class RarelySetMenuElementProperties {
  var subtitle: String?
  var discoverabilityTitle: String?
  var selectedImage: UIImage?
}
