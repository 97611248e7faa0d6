/// A view that turns a person's touches into actions: buttons and text fields.
@preconcurrency @MainActor
open class UIControl: UIView {
  /// How the control's content sits across it; recorded.
  public enum ContentHorizontalAlignment: Int, Sendable {
    case center, left, right, fill, leading, trailing
  }

  /// How the control's content sits up and down it; recorded.
  public enum ContentVerticalAlignment: Int, Sendable {
    case center, top, bottom, fill
  }

  /// How the content sits across the control; recorded.
  open var contentHorizontalAlignment = ContentHorizontalAlignment.center
  /// How the content sits up and down the control; recorded.
  open var contentVerticalAlignment = ContentVerticalAlignment.center

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
  /// Whether a tap shows the control's menu instead of sending its primary action.
  open var showsMenuAsPrimaryAction = false
  /// Whether a long press on the control shows its menu (iOS 14).
  open var isContextMenuInteractionEnabled = false
  /// The text a pointer resting on the control shows (iOS 15); recorded.
  open var toolTip: String? {
    didSet { toolTipInteraction = toolTip.map { UIToolTipInteraction(defaultToolTip: $0) } }
  }
  /// The interaction that shows the tool tip, once the control has one.
  open private(set) var toolTipInteraction: UIToolTipInteraction?
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
  private var values: [UInt: Value] = [:]

  /// The value set for exactly `state`.
  subscript(state: UIControl.State) -> Value? {
    get { values[state.rawValue] }
    set { values[state.rawValue] = newValue }
  }

  /// The value for `state`, else the normal state's, as UIKit falls back to it.
  func resolved(for state: UIControl.State) -> Value? {
    values[state.rawValue] ?? values[UIControl.State.normal.rawValue]
  }
}

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
  public var subtitle: String?
  /// The element's image.
  public internal(set) var image: UIImage?

  init(title: String = "", subtitle: String? = nil, image: UIImage? = nil) {
    self.title = title
    self.subtitle = subtitle
    self.image = image
    super.init()
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

    /// The app's menu.
    public static let application = Self("com.apple.menu.application")
    /// The File menu.
    public static let file = Self("com.apple.menu.file")
    /// The Edit menu.
    public static let edit = Self("com.apple.menu.edit")
    /// The View menu.
    public static let view = Self("com.apple.menu.view")
    /// The Window menu.
    public static let window = Self("com.apple.menu.window")
    /// The Help menu.
    public static let help = Self("com.apple.menu.help")
    /// The root of the main menu.
    public static let root = Self("com.apple.menu.root")
  }

  /// How large the elements of an inline menu show (iOS 16); recorded.
  public enum ElementSize: Int, Sendable {
    case small, medium, large, automatic
  }

  /// The actions that are on, in this menu and its submenus, in order (iOS 16): what a
  /// single-selection menu shows as chosen.
  public var selectedElements: [UIMenuElement] {
    children.flatMap { child -> [UIMenuElement] in
      if let menu = child as? UIMenu { return menu.selectedElements }
      return (child as? UIAction)?.state == .on ? [child] : []
    }
  }

  /// The menu's identifier, if any.
  public let identifier: Identifier?
  /// How the menu shows its children.
  public let options: Options
  /// How large its elements show; recorded.
  public var preferredElementSize = ElementSize.automatic
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

  /// Creates a menu of `children` with a subtitle, its elements of `preferredElementSize`
  /// (iOS 16).
  public convenience init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil,
    identifier: Identifier? = nil, options: Options = [],
    preferredElementSize: ElementSize = .automatic, children: [UIMenuElement] = []
  ) {
    self.init(
      title: title, image: image, identifier: identifier, options: options, children: children)
    self.subtitle = subtitle
    self.preferredElementSize = preferredElementSize
  }

  /// The menu's children as it opens: each deferred element gives the elements it loads.
  private var openedChildren: [UIMenuElement] {
    children.flatMap { ($0 as? UIDeferredMenuElement)?.elementsOnOpening() ?? [$0] }
  }

  /// The enabled, shown action titled `title` in this menu or its submenus, depth first.
  func action(titled title: String) -> UIAction? {
    for child in openedChildren {
      if let action = child as? UIAction, HeadlessHost.names(action.title, title),
        action.attributes.isDisjoint(with: [.disabled, .hidden])
      {
        return action
      }
      if let found = (child as? UIMenu)?.action(titled: title) { return found }
    }
    return nil
  }

  /// The actions of this menu and its submenus, in order.
  var allActions: [UIAction] {
    children.flatMap { child -> [UIAction] in
      if let action = child as? UIAction { return [action] }
      return (child as? UIMenu)?.allActions ?? []
    }
  }

  /// Turns `chosen` on and every other action of this menu and its submenus off.
  func selectOnly(_ chosen: UIAction) {
    for action in allActions { action.state = action === chosen ? .on : .off }
  }

  /// The outermost menu, this one or a submenu, that allows a single action on
  /// (`.singleSelection`) and holds `action`; nil when none does.
  func singleSelectionMenu(holding action: UIAction) -> UIMenu? {
    if options.contains(.singleSelection), allActions.contains(where: { $0 === action }) {
      return self
    }
    for case let submenu as UIMenu in children {
      if let found = submenu.singleSelectionMenu(holding: action) { return found }
    }
    return nil
  }

  /// The titles of the actions a person can choose in this menu and its submenus, in order.
  var choosableTitles: [String] {
    openedChildren.flatMap { child -> [String] in
      if let action = child as? UIAction {
        return action.attributes.isDisjoint(with: [.disabled, .hidden]) ? [action.title] : []
      }
      return (child as? UIMenu)?.choosableTitles ?? []
    }
  }

  /// This menu with `newChildren` in place of its children.
  public func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
    UIMenu(
      title: title, image: image, identifier: identifier, options: options, children: newChildren)
  }
}

/// A menu element whose elements load as its menu opens: the provider is asked, and the
/// elements it gives take the element's place. Until it has given them, the menu shows them
/// loading, and a person has nothing there to choose.
@preconcurrency @MainActor
public final class UIDeferredMenuElement: UIMenuElement {
  /// What loads the elements: it calls its completion with them, at once or later.
  public typealias ElementProvider =
    @MainActor (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void

  private let provider: ElementProvider
  private let caches: Bool
  private var cached: [UIMenuElement]?

  private init(provider: @escaping ElementProvider, caches: Bool) {
    self.provider = provider
    self.caches = caches
    super.init()
  }

  /// An element whose provider is asked the first time its menu opens; the elements it gives
  /// are kept for every later opening.
  public convenience init(_ elementProvider: @escaping ElementProvider) {
    self.init(provider: elementProvider, caches: true)
  }

  /// An element whose provider is asked each time its menu opens.
  public static func uncached(_ elementProvider: @escaping ElementProvider)
    -> UIDeferredMenuElement
  {
    UIDeferredMenuElement(provider: elementProvider, caches: false)
  }

  /// The elements shown as the menu opens: those kept, else those the provider gives at once;
  /// none while they are still loading.
  func elementsOnOpening() -> [UIMenuElement] {
    if let cached { return cached }
    let delivery = Delivery()
    provider { [weak self, delivery] elements in
      delivery.elements = elements
      if let self, self.caches { self.cached = elements }
    }
    return delivery.elements ?? []
  }

  /// The elements a provider gave, if it has.
  private final class Delivery {
    var elements: [UIMenuElement]?
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
  public var discoverabilityTitle: String?
  /// The action's identifier.
  public let identifier: UIAction.Identifier
  /// The control that sent the action while its handler runs.
  public private(set) var sender: Any?
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
  public var selectedImage: UIImage?

  /// Creates an action that runs `handler`.
  public init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil,
    selectedImage: UIImage? = nil, identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
  ) {
    self.selectedImage = selectedImage
    self.attributes = attributes
    self.state = state
    self.discoverabilityTitle = discoverabilityTitle
    Self.created += 1
    self.identifier = identifier ?? Identifier("action-\(Self.created)")
    self.handler = handler
    super.init(title: title, subtitle: subtitle, image: image)
  }

  func perform(sender: Any?) {
    self.sender = sender
    handler(self)
    self.sender = nil
  }
}

/// An image. The host records which image and never draws it.
public final class UIImage: NSObject, Sendable {
  /// The SF Symbol or asset name, or "rendered" for an image an app drew or made from data.
  public let name: String
  /// The image's scale: 1, as the host has no image data.
  public var scale: CGFloat { 1 }

  /// A smaller copy of the image, at most `size`; the host has no image data, so the image.
  public func preparingThumbnail(of size: CGSize) -> UIImage? { self }
  /// A smaller copy of the image, made off the main thread on iOS; here, the image.
  public func byPreparingThumbnail(ofSize size: CGSize) async -> UIImage? { self }
  /// Makes a smaller copy of the image off the main thread and hands it to `completionHandler`
  /// on another queue, as iOS does; the host has no image data, so the image.
  public func prepareThumbnail(
    of size: CGSize, completionHandler: @escaping @Sendable (UIImage?) -> Void
  ) {
    DispatchQueue.global().async { completionHandler(self) }
  }
  /// Draws the image in `rect` of the current context; the host draws nothing.
  public func draw(in rect: CGRect) {}
  /// Draws the image at `point` of the current context, at its size; the host draws nothing.
  public func draw(at point: CGPoint) {}
  /// The image without a baseline (iOS 13): the host keeps none, so the image.
  public func withoutBaseline() -> UIImage { self }
  /// The image decoded for display (iOS 15); the host has no image data, so the image.
  public func preparingForDisplay() -> UIImage? { self }
  /// The image decoded for display off the main thread on iOS; here, the image.
  public func byPreparingForDisplay() async -> UIImage? { self }
  /// Decodes the image for display off the main thread and hands it to `completionHandler` on
  /// another queue, as iOS does; the host has no image data, so the image.
  public func prepareForDisplay(completionHandler: @escaping @Sendable (UIImage?) -> Void) {
    DispatchQueue.global().async { completionHandler(self) }
  }
  /// The image's size in points: zero for a symbol or an asset, whose data the host does not
  /// have; the renderer's size for an image an app drew.
  public let size: CGSize
  /// How the image is drawn: as it is, or in the tint colour.
  public let renderingMode: RenderingMode
  /// Whether the image is an SF Symbol.
  public let isSymbolImage: Bool
  /// The insets of a resizable image's fixed edges; zero for an image that is not resizable.
  public let capInsets: UIEdgeInsets
  /// How a resizable image fills the space between its fixed edges.
  public let resizingMode: ResizingMode

  /// How a resizable image fills the space between its fixed edges.
  public enum ResizingMode: Int, Sendable {
    case tile, stretch
  }

  /// The system symbol named `name`.
  public init?(systemName name: String) {
    self.name = name
    size = .zero
    renderingMode = .automatic
    isSymbolImage = true
    capInsets = .zero
    resizingMode = .tile
    super.init()
  }

  /// The asset named `name`. The host has every asset, so it is never nil.
  public init?(named name: String) {
    self.name = name
    size = .zero
    renderingMode = .automatic
    isSymbolImage = false
    capInsets = .zero
    resizingMode = .tile
    super.init()
  }

  /// The asset named `name` in `bundle`, for `traitCollection`: the host has every asset.
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
  ) {
    self.init(named: name)
  }

  /// A copy of `image` drawn in `renderingMode`, resizable with `capInsets`.
  private init(
    _ image: UIImage, renderingMode: RenderingMode, capInsets: UIEdgeInsets,
    resizingMode: ResizingMode
  ) {
    name = image.name
    size = image.size
    isSymbolImage = image.isSymbolImage
    self.renderingMode = renderingMode
    self.capInsets = capInsets
    self.resizingMode = resizingMode
    super.init()
  }

  /// This image, drawn in `renderingMode`.
  public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
    UIImage(self, renderingMode: renderingMode, capInsets: capInsets, resizingMode: resizingMode)
  }

  /// This image, tinted `color` and drawn in `renderingMode`; the host draws nothing, so the
  /// colour is not kept.
  public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
    withRenderingMode(renderingMode)
  }

  /// This image, resizable: the edges `capInsets` covers stay fixed and the middle tiles.
  public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
    resizableImage(withCapInsets: capInsets, resizingMode: .tile)
  }

  /// This image, resizable: the edges `capInsets` covers stay fixed and the middle fills as
  /// `resizingMode` says.
  public func resizableImage(
    withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode
  ) -> UIImage {
    UIImage(self, renderingMode: renderingMode, capInsets: capInsets, resizingMode: resizingMode)
  }

  /// An empty image, as an app sets to hide a bar's line or background.
  public override convenience init() {
    self.init(renderedSize: .zero)
  }

  /// An image an app drew with a renderer.
  init(renderedSize: CGSize) {
    name = "rendered"
    size = renderedSize
    renderingMode = .automatic
    isSymbolImage = false
    capInsets = .zero
    resizingMode = .tile
    super.init()
  }

  /// An image made from `data`, or nil when the data is not an image (Apple: "nil if the
  /// image couldn't be initialized from the specified data"). The host decodes nothing: data
  /// that begins as a PNG, JPEG, GIF or HEIF file does is an image, of no size, and other data
  /// is not.
  public convenience init?(data: Data) {
    let signatures: [[UInt8]] = [
      [0x89, 0x50, 0x4E, 0x47], [0xFF, 0xD8, 0xFF], Array("GIF8".utf8),
    ]
    let isHEIF =
      data.count >= 12
      && Array(data[data.startIndex + 4..<data.startIndex + 8])
        == Array("ftyp".utf8)
    guard isHEIF || signatures.contains(where: { data.starts(with: $0) }) else { return nil }
    self.init(renderedSize: .zero)
  }

  /// An image made from `data` at `scale` points a pixel, or nil when the data is not an image.
  public convenience init?(data: Data, scale: CGFloat) {
    self.init(data: data)
  }

  /// An image made from the file at `path`, or nil when it cannot be read or is not an image.
  public convenience init?(contentsOfFile path: String) {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    self.init(data: data)
  }

  /// This image with insets for aligning it; the host lays nothing out, so it is unchanged.
  public func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage { self }
  /// This image, set `offset` points above its bottom on the text's baseline; the host draws
  /// nothing, so it is unchanged.
  public func withBaselineOffset(fromBottom offset: CGFloat) -> UIImage { self }
  /// This image, flipped in right-to-left layouts; the host's language reads left to right.
  public func imageFlippedForRightToLeftLayoutDirection() -> UIImage { self }
  /// This image, mirrored; the host has no image data, so it is unchanged.
  public func withHorizontallyFlippedOrientation() -> UIImage { self }
  /// The image's orientation: up, as the host has no image data to turn.
  public var imageOrientation: Orientation { .up }

  /// How an image's data is turned.
  public enum Orientation: Int, Sendable {
    case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
  }

  /// The asset named `name`, with `configuration`. The host has every asset, so it is never
  /// nil.
  public convenience init?(
    named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?
  ) {
    self.init(named: name)
  }

  /// The system's checkmark.
  public static var checkmark: UIImage { UIImage(systemName: "checkmark")! }
  /// The system's stroked checkmark.
  public static var strokedCheckmark: UIImage { UIImage(systemName: "checkmark.circle")! }
  /// The system's add image.
  public static var add: UIImage { UIImage(systemName: "plus")! }
  /// The system's remove image.
  public static var remove: UIImage { UIImage(systemName: "minus")! }
  /// The system's image of more actions.
  public static var actions: UIImage { UIImage(systemName: "ellipsis")! }

  /// This symbol image with `configuration`'s attributes; the host draws no symbols, so it is
  /// unchanged.
  public func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage?
  {
    self
  }

  /// The image as PNG data: nil, as the host has no image data ("nil if the image has no
  /// data", as UIKit documents).
  public func pngData() -> Data? { nil }

  /// The image as JPEG data: nil, as the host has no image data.
  public func jpegData(compressionQuality: CGFloat) -> Data? { nil }
}

/// Shows a tool tip as the pointer rests on a view (iOS 15); recorded, as the host's iPhone has
/// no pointer.
@preconcurrency @MainActor
open class UIToolTipInteraction: NSObject {
  /// The tip shown, unless the delegate gives another.
  open var defaultToolTip: String?
  /// Whether the tip shows.
  open var isEnabled = true

  /// An interaction showing `defaultToolTip`.
  public init(defaultToolTip: String) {
    self.defaultToolTip = defaultToolTip
    super.init()
  }
}
