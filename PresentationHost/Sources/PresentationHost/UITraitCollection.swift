/// The traits a screen adapts to. The host is an iPhone in portrait, light unless an app or the
/// person chooses dark: compact width, regular height. A trait collection made by an app
/// specifies the traits it is given and leaves the others unspecified.
public final class UITraitCollection: NSObject, Sendable {
  /// A size class.
  public enum SizeClass: Int, Sendable {
    case unspecified, compact, regular
  }

  /// The width's size class.
  public let horizontalSizeClass: SizeClass
  /// The height's size class.
  public let verticalSizeClass: SizeClass
  /// Light or dark.
  public let userInterfaceStyle: UIUserInterfaceStyle
  /// Pixels to a point: the screen's scale, 0 when unspecified.
  public let displayScale: CGFloat

  init(
    horizontalSizeClass: SizeClass = .unspecified, verticalSizeClass: SizeClass = .unspecified,
    userInterfaceStyle: UIUserInterfaceStyle = .unspecified, displayScale: CGFloat = 0
  ) {
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.userInterfaceStyle = userInterfaceStyle
    self.displayScale = displayScale
    super.init()
  }

  /// A trait collection that specifies no trait.
  public convenience override init() {
    self.init(horizontalSizeClass: .unspecified)
  }

  /// A trait collection that specifies only its style.
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.init(horizontalSizeClass: .unspecified, userInterfaceStyle: userInterfaceStyle)
  }

  /// A trait collection that specifies only its width's size class.
  public convenience init(horizontalSizeClass: SizeClass) {
    self.init(horizontalSizeClass: horizontalSizeClass, verticalSizeClass: .unspecified)
  }

  /// A trait collection that specifies only its height's size class.
  public convenience init(verticalSizeClass: SizeClass) {
    self.init(horizontalSizeClass: .unspecified, verticalSizeClass: verticalSizeClass)
  }

  /// A trait collection that specifies only its scale.
  public convenience init(displayScale: CGFloat) {
    self.init(horizontalSizeClass: .unspecified, displayScale: displayScale)
  }

  /// The traits of `traitCollections` together: for each trait, the value of the last that
  /// specifies it.
  public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
    func last<Value: Equatable>(_ trait: (UITraitCollection) -> Value, unspecified: Value) -> Value
    {
      traitCollections.map(trait).last { $0 != unspecified } ?? unspecified
    }
    self.init(
      horizontalSizeClass: last(\.horizontalSizeClass, unspecified: .unspecified),
      verticalSizeClass: last(\.verticalSizeClass, unspecified: .unspecified),
      userInterfaceStyle: last(\.userInterfaceStyle, unspecified: .unspecified),
      displayScale: last(\.displayScale, unspecified: 0))
  }

  /// Whether colours may resolve differently in this collection than in `traitCollection`: the
  /// styles differ.
  public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
    userInterfaceStyle != (traitCollection?.userInterfaceStyle ?? .unspecified)
  }

  /// Whether every trait `traitCollection` specifies has the same value here.
  public func containsTraits(in traitCollection: UITraitCollection?) -> Bool {
    guard let other = traitCollection else { return true }
    return
      (other.horizontalSizeClass == .unspecified
      || other.horizontalSizeClass == horizontalSizeClass)
      && (other.verticalSizeClass == .unspecified || other.verticalSizeClass == verticalSizeClass)
      && (other.userInterfaceStyle == .unspecified
        || other.userInterfaceStyle == userInterfaceStyle)
      && (other.displayScale == 0 || other.displayScale == displayScale)
  }

  /// Two trait collections are equal when every trait has the same value.
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UITraitCollection else { return false }
    return containsTraits(in: other) && other.containsTraits(in: self)
  }

  public override var hash: Int {
    var hasher = Hasher()
    hasher.combine(horizontalSizeClass)
    hasher.combine(verticalSizeClass)
    hasher.combine(userInterfaceStyle)
    hasher.combine(displayScale)
    return hasher.finalize()
  }

  /// The traits of the host's screen, light.
  static let phone = UITraitCollection(
    horizontalSizeClass: .compact, verticalSizeClass: .regular, userInterfaceStyle: .light,
    displayScale: 3)
  /// The traits of the host's screen under a dark style.
  static let phoneDark = UITraitCollection(
    horizontalSizeClass: .compact, verticalSizeClass: .regular, userInterfaceStyle: .dark,
    displayScale: 3)

  /// The host's screen's traits in `style`.
  static func phone(_ style: UIUserInterfaceStyle) -> UITraitCollection {
    style == .dark ? phoneDark : phone
  }
}

/// UIKit's name for a trait collection's size class.
public typealias UIUserInterfaceSizeClass = UITraitCollection.SizeClass
