// iOS 14's cell registrations and list cells: a registration says how to make and configure
// the cells of one kind, and the collection view reuses them. The host makes the base classes
// itself and a subclass with the maker a test registers (U4).

extension UICollectionView {
  /// The kind of a section's header.
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The kind of a section's footer.
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// How to make the cells of `Cell` and configure one for an item of `Item`.
  @preconcurrency @MainActor
  public struct CellRegistration<Cell: UICollectionViewCell, Item> {
    /// Configures `cell` for the item at `indexPath`.
    public typealias Handler = @MainActor (Cell, IndexPath, Item) -> Void

    let handler: Handler
    /// The identifier its cells are reused under, one per registration.
    let reuseIdentifier: String

    /// A registration whose cells `handler` configures.
    public init(handler: @escaping Handler) {
      self.handler = handler
      reuseIdentifier = UICollectionView.nextRegistrationIdentifier(for: Cell.self)
    }
  }

  /// How to make the headers or footers of `Supplementary` and configure one.
  @preconcurrency @MainActor
  public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
    /// Configures `view` of `elementKind` for the section or item at `indexPath`.
    public typealias Handler = @MainActor (Supplementary, String, IndexPath) -> Void

    /// The kind of view registered: a header, a footer or the app's own.
    public let elementKind: String
    let handler: Handler
    /// The identifier its views are reused under.
    let reuseIdentifier: String

    /// A registration of views of `elementKind` that `handler` configures.
    public init(elementKind: String, handler: @escaping Handler) {
      self.elementKind = elementKind
      self.handler = handler
      reuseIdentifier = UICollectionView.nextRegistrationIdentifier(for: Supplementary.self)
    }
  }

  private static var registrations = 0

  fileprivate static func nextRegistrationIdentifier(for cellClass: AnyClass) -> String {
    registrations += 1
    return "\(cellClass)-registration-\(registrations)"
  }

  /// A cell of the registration's kind for the item at `indexPath`, reused or made, configured
  /// by the registration's handler for `item`. A subclass needs a maker
  /// (`UICollectionView.registerMaker(for:_:)`, U4): without one, the host reports an `error`
  /// and stops, as it cannot make the cell the caller's type asks for.
  public func dequeueConfiguredReusableCell<Cell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell {
    let cell = reusedCell(for: registration.reuseIdentifier) as? Cell ?? madeView(Cell.self)
    cell.reuseIdentifier = registration.reuseIdentifier
    if let item { registration.handler(cell, indexPath, item) }
    return cell
  }

  /// A header or footer of the registration's kind for `indexPath`, configured by its handler.
  /// A subclass needs a maker, as for cells.
  public func dequeueConfiguredReusableSupplementary<Supplementary>(
    using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary {
    let view =
      keptSupplementary(ofKind: registration.elementKind, identifier: registration.reuseIdentifier)
      as? Supplementary ?? madeView(Supplementary.self)
    view.reuseIdentifier = registration.reuseIdentifier
    dequeuedSupplementaries.append(ObjectIdentifier(view))
    registration.handler(view, registration.elementKind, indexPath)
    return view
  }

  private func madeView<View: UICollectionReusableView>(_ viewClass: View.Type) -> View {
    if let view = Self.make(viewClass) { return view }
    let message =
      "\(viewClass) is a subclass the host cannot make: register a maker with "
      + "UICollectionView.registerMaker(for:_:) (U4)"
    diagnosticHost.report(.error, .u4, message)
    fatalError(message)
  }
}

/// A view at the edge of a list cell: a disclosure indicator, a checkmark, a delete button, or
/// a view of the app's own (iOS 14).
public struct UICellAccessory {
  /// When an accessory shows.
  public enum DisplayedState: Int, Sendable {
    case always, whenEditing, whenNotEditing
  }

  /// The kinds of accessory.
  public enum AccessoryType: Sendable {
    case disclosureIndicator, outlineDisclosure, checkmark, delete, insert, reorder, multiselect
    case label, customView, popUpMenu, detail
  }

  /// How wide an accessory's layout is.
  public enum LayoutDimension: Sendable, Equatable {
    case actual, standard
    case custom(CGFloat)
  }

  /// What runs when a person taps an accessory that acts.
  public typealias ActionHandler = () -> Void

  /// Which edge of the cell a custom view stands at, and when it shows.
  public enum Placement {
    /// The index of an accessory among the others at its edge.
    public typealias Position = ([UICellAccessory]) -> Int

    /// At the leading edge, at `at`'s index among the accessories there (last by default).
    case leading(displayed: DisplayedState = .always, at: Position = { $0.count })
    /// At the trailing edge, at `at`'s index among the accessories there (first by default).
    case trailing(displayed: DisplayedState = .always, at: Position = { _ in 0 })

    /// Just after the first accessory of `accessory`'s type, or last when there is none.
    public static func position(after accessory: UICellAccessory) -> Position {
      { accessories in
        accessories.firstIndex { $0.accessoryType == accessory.accessoryType }.map { $0 + 1 }
          ?? accessories.count
      }
    }

    /// Just before the first accessory of `accessory`'s type, or first when there is none.
    public static func position(before accessory: UICellAccessory) -> Position {
      { accessories in
        accessories.firstIndex { $0.accessoryType == accessory.accessoryType } ?? 0
      }
    }

    var displayed: DisplayedState {
      switch self {
      case .leading(let displayed, _), .trailing(let displayed, _): displayed
      }
    }
  }

  /// A view of the app's own as an accessory, and where it stands.
  public struct CustomViewConfiguration {
    /// The view the cell shows.
    public let customView: UIView
    /// The edge it stands at, and when it shows.
    public var placement: Placement
    /// Whether the cell hides it.
    public var isHidden: Bool
    /// The width the cell's layout keeps for it.
    public var reservedLayoutWidth: LayoutDimension
    /// Its tint colour; recorded.
    public var tintColor: UIColor?
    /// Whether the view keeps its own frame's size.
    public var maintainsFixedSize: Bool

    /// A configuration of `customView` at `placement`.
    public init(
      customView: UIView, placement: Placement, isHidden: Bool? = nil,
      reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
      maintainsFixedSize: Bool? = nil
    ) {
      self.customView = customView
      self.placement = placement
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
      self.maintainsFixedSize = maintainsFixedSize ?? false
    }
  }

  /// The kind of accessory.
  public let accessoryType: AccessoryType
  /// When it shows.
  public let displayedState: DisplayedState
  /// The view of a custom accessory, and where it stands.
  let customViewConfiguration: CustomViewConfiguration?
  /// What a delete, insert or detail accessory does when tapped; recorded.
  let actionHandler: ActionHandler?
  /// The text of a label accessory, and how it looks.
  let label: (text: String, options: LabelOptions)?
  /// An outline disclosure's options.
  let outlineOptions: OutlineDisclosureOptions?
  /// Whether its options hide a standard accessory.
  var isHiddenByOptions = false
  /// The menu a pop-up menu accessory shows, and what hears its choice.
  var popUpMenu: (menu: UIMenu, selectionDidChange: MenuSelectedElementDidChangeHandler?)?

  /// What hears the element a person chooses in a pop-up menu accessory.
  public typealias MenuSelectedElementDidChangeHandler = (UIMenu) -> Void

  /// How a standard accessory looks: whether it is hidden, the width its layout takes, its
  /// colour, and, for a control, the colour behind it.
  public struct StandardOptions {
    /// Whether the accessory is hidden.
    public var isHidden: Bool?
    /// The width the accessory's layout takes, or nil for UIKit's default.
    public var reservedLayoutWidth: LayoutDimension?
    /// The accessory's colour, or nil for the cell's own.
    public var tintColor: UIColor?
    /// The colour behind a delete, insert or selection control; recorded.
    public var backgroundColor: UIColor?
    /// Whether a reorder control shows a line beside it; recorded.
    public var showsVerticalSeparator: Bool

    /// Options, each left unset to UIKit's default.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
      tintColor: UIColor? = nil
    ) {
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
      showsVerticalSeparator = true
    }

    /// Options for a control with a background, each left unset to UIKit's default.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
      tintColor: UIColor? = nil, backgroundColor: UIColor?
    ) {
      self.init(isHidden: isHidden, reservedLayoutWidth: reservedLayoutWidth, tintColor: tintColor)
      self.backgroundColor = backgroundColor
    }

    /// Options for a reorder control, each left unset to UIKit's default.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
      tintColor: UIColor? = nil, showsVerticalSeparator: Bool
    ) {
      self.init(isHidden: isHidden, reservedLayoutWidth: reservedLayoutWidth, tintColor: tintColor)
      self.showsVerticalSeparator = showsVerticalSeparator
    }
  }

  /// How a disclosure indicator looks.
  public typealias DisclosureIndicatorOptions = StandardOptions
  /// How a checkmark looks.
  public typealias CheckmarkOptions = StandardOptions
  /// How a delete control looks.
  public typealias DeleteOptions = StandardOptions
  /// How an insert control looks.
  public typealias InsertOptions = StandardOptions
  /// How a reorder control looks.
  public typealias ReorderOptions = StandardOptions
  /// How a selection circle looks.
  public typealias MultiselectOptions = StandardOptions
  /// How an info button looks.
  public typealias DetailOptions = StandardOptions
  /// How a pop-up menu accessory looks.
  public typealias PopUpMenuOptions = StandardOptions

  /// This accessory, hidden as `options` say.
  private func with(_ options: StandardOptions) -> UICellAccessory {
    var accessory = self
    accessory.isHiddenByOptions = options.isHidden ?? false
    return accessory
  }

  private init(
    _ type: AccessoryType, displayed: DisplayedState,
    customView: CustomViewConfiguration? = nil, actionHandler: ActionHandler? = nil,
    label: (text: String, options: LabelOptions)? = nil,
    outline: OutlineDisclosureOptions? = nil
  ) {
    accessoryType = type
    displayedState = displayed
    customViewConfiguration = customView
    self.actionHandler = actionHandler
    self.label = label
    outlineOptions = outline
  }

  /// How an outline disclosure looks and what a tap on its cell does.
  public struct OutlineDisclosureOptions {
    /// What a person's tap expands or collapses.
    public enum Style: Int, Sendable {
      /// A header's when the cell's content is configured as a header; else a cell's.
      case automatic
      /// A tap anywhere on the cell toggles the item; the cell is not selectable.
      case header
      /// Only a tap on the disclosure toggles the item; a tap on the cell selects it.
      case cell
    }

    /// What a person's tap expands or collapses.
    public var style: Style
    /// Whether the disclosure is hidden, or nil for UIKit's default.
    public var isHidden: Bool?
    /// The width the disclosure's layout takes, or nil for UIKit's default.
    public var reservedLayoutWidth: LayoutDimension?
    /// The disclosure's colour, or nil for the cell's own.
    public var tintColor: UIColor?

    /// Options, each left unset to UIKit's default.
    public init(
      style: Style = .automatic, isHidden: Bool? = nil,
      reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil
    ) {
      self.style = style
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
    }
  }

  /// How a label accessory looks.
  public struct LabelOptions {
    /// Whether the label is hidden.
    public var isHidden: Bool
    /// The width the label's layout takes.
    public var reservedLayoutWidth: LayoutDimension
    /// The label's colour, or nil for the cell's own.
    public var tintColor: UIColor?
    /// The label's font, or nil for the system's.
    public var font: UIFont?
    /// Whether the font follows the person's text size.
    public var adjustsFontForContentSizeCategory: Bool

    /// Options, each left unset to UIKit's default.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
      tintColor: UIColor? = nil, font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .actual
      self.tintColor = tintColor
      self.font = font
      self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory ?? true
    }
  }

  /// Whether the accessory shows in a list that is editing or not.
  func isShown(editing: Bool) -> Bool {
    if customViewConfiguration?.isHidden == true || label?.options.isHidden == true
      || isHiddenByOptions
    {
      return false
    }
    switch displayedState {
    case .always: return true
    case .whenEditing: return editing
    case .whenNotEditing: return !editing
    }
  }

  /// A chevron that says the row opens something.
  public static func disclosureIndicator(
    displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()
  ) -> UICellAccessory {
    UICellAccessory(.disclosureIndicator, displayed: displayed).with(options)
  }

  /// A checkmark; hidden by its options, as a list shows a selection.
  public static func checkmark(
    displayed: DisplayedState = .always, options: CheckmarkOptions = .init()
  ) -> UICellAccessory {
    UICellAccessory(.checkmark, displayed: displayed).with(options)
  }

  /// The delete control shown while editing.
  public static func delete(
    displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(),
    actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory(.delete, displayed: displayed, actionHandler: actionHandler).with(options)
  }

  /// The insert control shown while editing.
  public static func insert(
    displayed: DisplayedState = .whenEditing, options: InsertOptions = .init(),
    actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory(.insert, displayed: displayed, actionHandler: actionHandler).with(options)
  }

  /// The reorder control shown while editing.
  public static func reorder(
    displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()
  ) -> UICellAccessory {
    UICellAccessory(.reorder, displayed: displayed).with(options)
  }

  /// The selection circle shown while editing.
  public static func multiselect(
    displayed: DisplayedState = .whenEditing, options: MultiselectOptions = .init()
  ) -> UICellAccessory {
    UICellAccessory(.multiselect, displayed: displayed).with(options)
  }

  /// A button that shows `menu` and the element chosen in it (iOS 17); recorded, with what
  /// hears the choice.
  public static func popUpMenu(
    _ menu: UIMenu, displayed: DisplayedState = .whenNotEditing,
    options: PopUpMenuOptions = .init(),
    selectedElementDidChangeHandler: MenuSelectedElementDidChangeHandler? = nil
  ) -> UICellAccessory {
    var accessory = UICellAccessory(.popUpMenu, displayed: displayed).with(options)
    accessory.popUpMenu = (menu, selectedElementDidChangeHandler)
    return accessory
  }

  /// The control that expands and collapses an outline's row: with an action handler, a tap
  /// on it runs the handler in place of expanding or collapsing the item.
  public static func outlineDisclosure(
    displayed: DisplayedState = .always,
    options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
    actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory(
      .outlineDisclosure, displayed: displayed, actionHandler: actionHandler, outline: options)
  }

  /// A label of `text`, at the cell's trailing edge, where a person reads it.
  public static func label(
    text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions()
  ) -> UICellAccessory {
    UICellAccessory(.label, displayed: displayed, label: (text, options))
  }

  /// An info button (iOS 15.4).
  public static func detail(
    displayed: DisplayedState = .whenNotEditing, options: DetailOptions = .init(),
    actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory(.detail, displayed: displayed, actionHandler: actionHandler).with(options)
  }

  /// A view of the app's own, a subview of the cell while it shows, where a person uses it.
  public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
    UICellAccessory(
      .customView, displayed: configuration.placement.displayed, customView: configuration)
  }
}

/// How a cell's background looks; recorded, never drawn.
public struct UIBackgroundConfiguration: Sendable {
  /// The background colour, or nil for the configuration's own.
  public var backgroundColor: UIColor?
  /// The radius of the background's corners.
  public var cornerRadius: CGFloat = 0
  /// The colour of the background's border.
  public var strokeColor: UIColor?
  /// The width of the background's border.
  public var strokeWidth: CGFloat = 0

  /// A view shown as the background, in place of the colour.
  public var customView: UIView?
  /// An image shown as the background.
  public var image: UIImage?
  /// The space between the background and the cell's edges.
  public var backgroundInsets = NSDirectionalEdgeInsets.zero
  /// The edges whose layout margins add to `backgroundInsets`; recorded.
  public var edgesAddingLayoutMarginsToBackgroundInsets = NSDirectionalRectEdge()
  /// How the background's colour is changed before it is used, as for a highlighted state.
  public var backgroundColorTransformer: UIConfigurationColorTransformer?
  /// How the border's colour is changed before it is used.
  public var strokeColorTransformer: UIConfigurationColorTransformer?
  /// How far the border reaches outside the background; recorded.
  public var strokeOutset: CGFloat = 0
  /// How the background image fills the background; recorded.
  public var imageContentMode = UIView.ContentMode.scaleToFill
  /// The effect behind the background's colour; recorded, never drawn.
  public var visualEffect: UIVisualEffect?

  /// A background with nothing set.
  public init() {}

  /// The colour the background shows for `tintColor`: its own colour, or the tint when it has
  /// none, through its transformer.
  public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
    let color = backgroundColor ?? tintColor
    return backgroundColorTransformer?(color) ?? color
  }

  /// The colour the border shows for `tintColor`: its own colour, or the tint when it has none,
  /// through its transformer.
  public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
    let color = strokeColor ?? tintColor
    return strokeColorTransformer?(color) ?? color
  }

  /// This background for `state`; the host draws no state of its own, so it is unchanged.
  public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration { self }

  /// The background of a plain list's cell.
  public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
  /// The background of a list's cell, whatever the list's look (iOS 18).
  public static func listCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
  /// The background of a list's section header (iOS 18).
  public static func listHeader() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
  /// The background of a list's section footer (iOS 18).
  public static func listFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
  /// The background of a grouped list's cell.
  public static func listGroupedCell() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration()
  }
  /// The background of a sidebar's cell.
  public static func listSidebarCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
  /// The background of a sidebar's cell beside the main content.
  public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration()
  }
  /// The background of a sidebar's section header.
  public static func listSidebarHeader() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration()
  }
  /// The background of a plain list's header or footer.
  public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration()
  }
  /// The background of a grouped list's header or footer.
  public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration()
  }
  /// A clear background.
  public static func clear() -> UIBackgroundConfiguration {
    var configuration = UIBackgroundConfiguration()
    configuration.backgroundColor = .clear
    return configuration
  }
}

/// Makes one colour from another: a lighter, greyer or more transparent version of it, for a
/// state such as highlighted (iOS 14).
public struct UIConfigurationColorTransformer: @unchecked Sendable {
  /// What the transformer does to a colour.
  public let transform: (UIColor) -> UIColor

  /// A transformer that does `transform`.
  public init(_ transform: @escaping (UIColor) -> UIColor) {
    self.transform = transform
  }

  /// The transformed colour of `input`.
  public func callAsFunction(_ input: UIColor) -> UIColor {
    transform(input)
  }

  /// A grey of the colour's brightness; the host draws nothing, so the colour as it is.
  public static let grayscale = UIConfigurationColorTransformer { $0 }
  /// The system's accent colour where one is set; the host's iPhone sets none.
  public static let preferredTint = UIConfigurationColorTransformer { $0 }
  /// The system's accent colour in monochrome; the host's iPhone sets none.
  public static let monochromeTint = UIConfigurationColorTransformer { $0 }
}
