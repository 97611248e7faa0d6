// Bar appearances (iOS 13): how navigation bars, tab bars and toolbars and their buttons look.
// Recorded, never drawn. They keep UIKit's value semantics (B1): a bar copies the appearance it
// is given (`@NSCopying`), an appearance copies the item and button appearances it is given,
// and `configureWith…Background()` resets the background and the shadow and nothing else.

/// How far a title, an image or a badge is moved from where UIKit places it.
public struct UIOffset: Equatable, Sendable {
  /// The distance to the right.
  public var horizontal: CGFloat
  /// The distance down.
  public var vertical: CGFloat

  /// No offset.
  public init() {
    self.init(horizontal: 0, vertical: 0)
  }

  /// An offset of `horizontal` to the right and `vertical` down.
  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// No offset.
  public static let zero = UIOffset()
}

/// How a bar looks: its background and its shadow.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject, @preconcurrency NSCopying {
  /// The idiom the appearance is for.
  public let idiom: UIUserInterfaceIdiom
  /// The blur behind the bar, under its colour and image.
  open var backgroundEffect: UIBlurEffect?
  /// The bar's colour, over its blur.
  open var backgroundColor: UIColor?
  /// The bar's image, over its colour.
  open var backgroundImage: UIImage?
  /// How the background image fills the bar.
  open var backgroundImageContentMode = UIView.ContentMode.scaleToFill
  /// The colour of the line under the bar; nil for none.
  open var shadowColor: UIColor?
  /// The image of the line under the bar, tinted by `shadowColor` when a template.
  open var shadowImage: UIImage?

  /// An appearance for the device's idiom, with the system's translucent background.
  public convenience override init() {
    self.init(idiom: UIDevice.current.userInterfaceIdiom)
  }

  /// An appearance for `idiom`, with the system's translucent background.
  public init(idiom: UIUserInterfaceIdiom) {
    self.idiom = idiom
    super.init()
    configureWithDefaultBackground()
  }

  /// An appearance with what `barAppearance` sets that this kind of appearance has: its
  /// background and shadow, and more when it is of the same kind.
  public required init(barAppearance: UIBarAppearance) {
    idiom = barAppearance.idiom
    super.init()
    take(barAppearance)
  }

  /// Made from an archive, with its defaults: the host reads no storyboard or nib files (U4).
  public required init?(coder: NSCoder) {
    idiom = UIDevice.current.userInterfaceIdiom
    super.init()
    configureWithDefaultBackground()
  }

  /// A copy, which changes to this appearance do not reach.
  open func copy() -> Self {
    duplicate()
  }

  private func duplicate() -> Self {
    Self(barAppearance: self)
  }

  /// A copy, as `copy()` makes.
  public func copy(with zone: NSZone?) -> Any {
    duplicate()
  }

  /// The system's translucent background (a chrome material blur) and its shadow; what else
  /// the appearance sets is kept.
  open func configureWithDefaultBackground() {
    setBackground(
      effect: UIBlurEffect(style: .systemChromeMaterial), color: nil, shadow: .separator)
  }

  /// An opaque background of the system's colour, and its shadow; what else the appearance sets
  /// is kept.
  open func configureWithOpaqueBackground() {
    setBackground(effect: nil, color: .systemBackground, shadow: .separator)
  }

  /// No background and no shadow; what else the appearance sets is kept.
  open func configureWithTransparentBackground() {
    setBackground(effect: nil, color: nil, shadow: nil)
  }

  private func setBackground(effect: UIBlurEffect?, color: UIColor?, shadow: UIColor?) {
    backgroundEffect = effect
    backgroundColor = color
    backgroundImage = nil
    backgroundImageContentMode = .scaleToFill
    shadowColor = shadow
    shadowImage = nil
  }

  /// Takes what `other` sets that this appearance has. Subclasses take their own settings from
  /// an appearance of their kind.
  func take(_ other: UIBarAppearance) {
    backgroundEffect = other.backgroundEffect
    backgroundColor = other.backgroundColor
    backgroundImage = other.backgroundImage
    backgroundImageContentMode = other.backgroundImageContentMode
    shadowColor = other.shadowColor
    shadowImage = other.shadowImage
  }
}

/// How a bar button looks in one state.
@preconcurrency @MainActor
public final class UIBarButtonItemStateAppearance: NSObject {
  /// The attributes of the title's text.
  public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// How far the title is moved.
  public var titlePositionAdjustment = UIOffset.zero
  /// The button's background image.
  public var backgroundImage: UIImage?
  /// How far the background image is moved.
  public var backgroundImagePositionAdjustment = UIOffset.zero

  override init() {
    super.init()
  }

  func take(_ other: UIBarButtonItemStateAppearance) {
    titleTextAttributes = other.titleTextAttributes
    titlePositionAdjustment = other.titlePositionAdjustment
    backgroundImage = other.backgroundImage
    backgroundImagePositionAdjustment = other.backgroundImagePositionAdjustment
  }
}

/// How a bar's buttons of one style look, in each state.
@preconcurrency @MainActor
open class UIBarButtonItemAppearance: NSObject, @preconcurrency NSCopying {
  /// How the buttons look normally.
  public let normal = UIBarButtonItemStateAppearance()
  /// How the buttons look while touched.
  public let highlighted = UIBarButtonItemStateAppearance()
  /// How the buttons look while disabled.
  public let disabled = UIBarButtonItemStateAppearance()
  /// How the buttons look while focused.
  public let focused = UIBarButtonItemStateAppearance()

  /// An appearance with the defaults of plain buttons.
  public convenience override init() {
    self.init(style: .plain)
  }

  /// An appearance with the defaults of buttons of `style`.
  public required init(style: UIBarButtonItem.Style) {
    super.init()
    configureWithDefault(for: style)
  }

  /// Made from an archive, with its defaults: the host reads no storyboard or nib files (U4).
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// Resets every state to the defaults of buttons of `style`: a done button's title is bold.
  open func configureWithDefault(for style: UIBarButtonItem.Style) {
    let attributes: [NSAttributedString.Key: Any] =
      style == .done ? [.font: UIFont.boldSystemFont(ofSize: 17)] : [:]
    for state in states {
      state.take(UIBarButtonItemStateAppearance())
      state.titleTextAttributes = attributes
    }
  }

  /// A copy, which changes to this appearance do not reach.
  open func copy() -> Self {
    duplicate()
  }

  private func duplicate() -> Self {
    let copy = Self(style: .plain)
    for (mine, theirs) in zip(copy.states, states) { mine.take(theirs) }
    return copy
  }

  /// A copy, as `copy()` makes.
  public func copy(with zone: NSZone?) -> Any {
    duplicate()
  }

  private var states: [UIBarButtonItemStateAppearance] { [normal, highlighted, disabled, focused] }
}

/// How a navigation bar looks: its background, titles, buttons and back indicator.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
  /// The attributes of the title's text.
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// How far the title is moved.
  open var titlePositionAdjustment = UIOffset.zero
  /// The attributes of the large title's text.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
  private var buttons = UIBarButtonItemAppearance(style: .plain)
  private var doneButtons = UIBarButtonItemAppearance(style: .done)
  private var backButtons = UIBarButtonItemAppearance(style: .plain)
  private var indicator: (image: UIImage, mask: UIImage)?

  /// How plain buttons look; the appearance keeps a copy of what it is given.
  open var buttonAppearance: UIBarButtonItemAppearance {
    get { buttons }
    set { buttons = newValue.copy() }
  }

  /// How done buttons look; the appearance keeps a copy of what it is given.
  open var doneButtonAppearance: UIBarButtonItemAppearance {
    get { doneButtons }
    set { doneButtons = newValue.copy() }
  }

  /// How the back button looks; the appearance keeps a copy of what it is given.
  open var backButtonAppearance: UIBarButtonItemAppearance {
    get { backButtons }
    set { backButtons = newValue.copy() }
  }

  /// The image beside the back button's title: the system's chevron unless one was set.
  open var backIndicatorImage: UIImage { indicator?.image ?? Self.chevron }
  /// The mask of content passing under the back indicator during a push or a pop.
  open var backIndicatorTransitionMaskImage: UIImage { indicator?.mask ?? Self.chevron }

  /// Sets the back indicator and its mask. Nil for either resets both to the system's.
  open func setBackIndicatorImage(
    _ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?
  ) {
    guard let backIndicatorImage, let backIndicatorTransitionMaskImage else {
      indicator = nil
      return
    }
    indicator = (backIndicatorImage, backIndicatorTransitionMaskImage)
  }

  private static let chevron = UIImage(systemName: "chevron.backward")!

  override func take(_ other: UIBarAppearance) {
    super.take(other)
    guard let other = other as? UINavigationBarAppearance else { return }
    titleTextAttributes = other.titleTextAttributes
    titlePositionAdjustment = other.titlePositionAdjustment
    largeTitleTextAttributes = other.largeTitleTextAttributes
    buttons = other.buttons.copy()
    doneButtons = other.doneButtons.copy()
    backButtons = other.backButtons.copy()
    indicator = other.indicator
  }
}

/// How a tab item looks in one state.
@preconcurrency @MainActor
public final class UITabBarItemStateAppearance: NSObject {
  /// The attributes of the title's text.
  public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// How far the title is moved.
  public var titlePositionAdjustment = UIOffset.zero
  /// The icon's colour; nil for the system's.
  public var iconColor: UIColor?
  /// How far the badge is moved.
  public var badgePositionAdjustment = UIOffset.zero
  /// The badge's colour; nil for the system's.
  public var badgeBackgroundColor: UIColor?
  /// The attributes of the badge's text.
  public var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// How far the badge's text is moved.
  public var badgeTitlePositionAdjustment = UIOffset.zero

  override init() {
    super.init()
  }

  func take(_ other: UITabBarItemStateAppearance) {
    titleTextAttributes = other.titleTextAttributes
    titlePositionAdjustment = other.titlePositionAdjustment
    iconColor = other.iconColor
    badgePositionAdjustment = other.badgePositionAdjustment
    badgeBackgroundColor = other.badgeBackgroundColor
    badgeTextAttributes = other.badgeTextAttributes
    badgeTitlePositionAdjustment = other.badgeTitlePositionAdjustment
  }
}

/// How a tab bar's items of one layout look, in each state.
@preconcurrency @MainActor
open class UITabBarItemAppearance: NSObject, @preconcurrency NSCopying {
  /// How tab items are laid out: the title below the icon, beside it, or beside it and small.
  public enum Style: Int, Sendable {
    case stacked, inline, compactInline
  }

  /// How the items look normally.
  public let normal = UITabBarItemStateAppearance()
  /// How the selected item looks.
  public let selected = UITabBarItemStateAppearance()
  /// How the items look while disabled.
  public let disabled = UITabBarItemStateAppearance()
  /// How the items look while focused.
  public let focused = UITabBarItemStateAppearance()

  /// An appearance with the defaults of the stacked layout.
  public convenience override init() {
    self.init(style: .stacked)
  }

  /// An appearance with the defaults of `style`.
  public required init(style: Style) {
    super.init()
    configureWithDefault(for: style)
  }

  /// Made from an archive, with its defaults: the host reads no storyboard or nib files (U4).
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// Resets every state to the defaults of `style`.
  open func configureWithDefault(for style: Style) {
    for state in states { state.take(UITabBarItemStateAppearance()) }
  }

  /// A copy, which changes to this appearance do not reach.
  open func copy() -> Self {
    duplicate()
  }

  private func duplicate() -> Self {
    let copy = Self(style: .stacked)
    for (mine, theirs) in zip(copy.states, states) { mine.take(theirs) }
    return copy
  }

  /// A copy, as `copy()` makes.
  public func copy(with zone: NSZone?) -> Any {
    duplicate()
  }

  private var states: [UITabBarItemStateAppearance] { [normal, selected, disabled, focused] }
}

/// How a tab bar looks: its background, its items in each layout and its selection indicator.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
  private var stacked = UITabBarItemAppearance(style: .stacked)
  private var inline = UITabBarItemAppearance(style: .inline)
  private var compactInline = UITabBarItemAppearance(style: .compactInline)
  /// The colour of the selection indicator; nil or clear for none.
  open var selectionIndicatorTintColor: UIColor?
  /// The image behind the selected item.
  open var selectionIndicatorImage: UIImage?
  /// How stacked items spread across the bar.
  open var stackedItemPositioning = UITabBar.ItemPositioning.automatic
  /// The width of stacked items.
  open var stackedItemWidth: CGFloat = 0
  /// The space between stacked items.
  open var stackedItemSpacing: CGFloat = 0

  /// How items look with the title below the icon; the appearance keeps a copy of what it is
  /// given.
  open var stackedLayoutAppearance: UITabBarItemAppearance {
    get { stacked }
    set { stacked = newValue.copy() }
  }

  /// How items look with the title beside the icon; the appearance keeps a copy of what it is
  /// given.
  open var inlineLayoutAppearance: UITabBarItemAppearance {
    get { inline }
    set { inline = newValue.copy() }
  }

  /// How items look with a small title beside the icon; the appearance keeps a copy of what it
  /// is given.
  open var compactInlineLayoutAppearance: UITabBarItemAppearance {
    get { compactInline }
    set { compactInline = newValue.copy() }
  }

  override func take(_ other: UIBarAppearance) {
    super.take(other)
    guard let other = other as? UITabBarAppearance else { return }
    stacked = other.stacked.copy()
    inline = other.inline.copy()
    compactInline = other.compactInline.copy()
    selectionIndicatorTintColor = other.selectionIndicatorTintColor
    selectionIndicatorImage = other.selectionIndicatorImage
    stackedItemPositioning = other.stackedItemPositioning
    stackedItemWidth = other.stackedItemWidth
    stackedItemSpacing = other.stackedItemSpacing
  }
}

/// How a toolbar looks: its background and its buttons.
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
  private var buttons = UIBarButtonItemAppearance(style: .plain)
  private var doneButtons = UIBarButtonItemAppearance(style: .done)

  /// How plain buttons look; the appearance keeps a copy of what it is given.
  open var buttonAppearance: UIBarButtonItemAppearance {
    get { buttons }
    set { buttons = newValue.copy() }
  }

  /// How done buttons look; the appearance keeps a copy of what it is given.
  open var doneButtonAppearance: UIBarButtonItemAppearance {
    get { doneButtons }
    set { doneButtons = newValue.copy() }
  }

  override func take(_ other: UIBarAppearance) {
    super.take(other)
    guard let other = other as? UIToolbarAppearance else { return }
    buttons = other.buttons.copy()
    doneButtons = other.doneButtons.copy()
  }
}
