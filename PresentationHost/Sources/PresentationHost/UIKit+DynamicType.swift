import Foundation
import Synchronization

// Dynamic Type (V14): the text size a person chooses, the fonts that follow it, and the views
// that take it as it changes.

extension UIFont.TextStyle {
  /// The style's size at each text size, smallest first: the iOS table of Apple's Human
  /// Interface Guidelines (Typography, Dynamic Type sizes).
  private var sizes: [CGFloat] {
    switch self {
    case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
    case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
    case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
    case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
    case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
    case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
    case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
    case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
    case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
    // The body and the headline, and a style the host does not know, which UIKit sizes as
    // the body.
    default: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    }
  }

  /// The style's size at `category`; at the default size when it names no size.
  func pointSize(at category: UIContentSizeCategory) -> CGFloat {
    sizes[UIContentSizeCategory.ordered.firstIndex(of: category) ?? 3]
  }

  /// How much larger the style is at `category` than at the default size.
  func scale(at category: UIContentSizeCategory) -> CGFloat {
    pointSize(at: category) / pointSize(at: .large)
  }
}

extension UIFont {
  /// How a font follows the person's text size: in proportion to a text style's size, from
  /// the size it has at the default text size, up to a largest size if one was given.
  struct Scaling: Sendable {
    let style: TextStyle
    let defaultSize: CGFloat
    let maximumPointSize: CGFloat?

    /// The font's size at `category`.
    func pointSize(at category: UIContentSizeCategory) -> CGFloat {
      let size =
        defaultSize == style.pointSize
        ? style.pointSize(at: category) : defaultSize * style.scale(at: category)
      return min(size, maximumPointSize ?? .infinity)
    }
  }

  /// This font at `category`, if it follows the person's text size; nil for a font of a fixed
  /// size.
  func adjusted(to category: UIContentSizeCategory) -> UIFont? {
    guard let scaling else { return nil }
    let size = scaling.pointSize(at: category)
    guard size != pointSize else { return self }
    return UIFont(
      pointSize: size, weight: weight, name: fontName, traits: traits, scaling: scaling)
  }
}

extension UIContentSizeCategory {
  /// The text size the person chose, as the app sees it: the default off the main queue,
  /// where the host keeps no app.
  static var chosen: UIContentSizeCategory {
    guard HeadlessHost.textSettingsChanged.load(ordering: .relaxed), isOnMainQueue else {
      return .large
    }
    return MainActor.assumeIsolated { UIApplication.shared.preferredContentSizeCategory }
  }

  /// The text size of `traitCollection`, or the one the person chose when it names none.
  static func chosen(unlessNamedIn traitCollection: UITraitCollection?) -> UIContentSizeCategory {
    let category = traitCollection?.preferredContentSizeCategory ?? .unspecified
    return category == .unspecified ? chosen : category
  }
}

extension UIApplication {
  /// The size the person chose for text (V14): the default, `.large`, until
  /// `host.setTextSize(_:)`.
  public var preferredContentSizeCategory: UIContentSizeCategory {
    host.systemContentSizeCategory
  }
}

/// A view that can follow the person's text size by itself: a label (a button's title label
/// too), a text field or a text view whose font is a text style's (V14).
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
  /// Whether the view takes each new text size in its font: false by default.
  var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UILabel: UIContentSizeCategoryAdjusting {}
extension UITextField: UIContentSizeCategoryAdjusting {}
extension UITextView: UIContentSizeCategoryAdjusting {}

/// The person's settings of text that every trait collection of a host's screens takes: the
/// text size (V14) and Bold Text (V8).
struct SystemTextTraits: Sendable {
  var size = UIContentSizeCategory.large
  var isBold = false

  /// The settings of a person who changed neither.
  static let defaults = SystemTextTraits()
}

extension HeadlessHost {
  /// The settings of text its person chose.
  var systemTextTraits: SystemTextTraits {
    SystemTextTraits(
      size: systemContentSizeCategory, isBold: accessibilitySettings.contains(.boldText))
  }
}

extension UIView {
  /// The settings of text the person chose for the host this view's window belongs to: the
  /// defaults, found at once, until any person changes one.
  var systemTextTraits: SystemTextTraits {
    guard HeadlessHost.textSettingsChanged.load(ordering: .relaxed) else { return .defaults }
    return (window?.host ?? UIApplication.shared.host).systemTextTraits
  }

  /// Takes the text size of `traits` in the view's font, if the view adjusts its font and the
  /// font follows the text size, before the view hears of the change (V14).
  func adjustFont(toSizeIn traits: UITraitCollection) {
    let category = traits.preferredContentSizeCategory
    switch self {
    case let label as UILabel where label.adjustsFontForContentSizeCategory:
      if let font = label.font.adjusted(to: category) { label.font = font }
    case let field as UITextField where field.adjustsFontForContentSizeCategory:
      if let font = field.font?.adjusted(to: category) { field.font = font }
    case let text as UITextView where text.adjustsFontForContentSizeCategory:
      if let font = text.font?.adjusted(to: category) { text.font = font }
    // A button's title label, which UIKit lays out inside the button.
    case let button as UIButton:
      guard let label = button.titleLabel, label.adjustsFontForContentSizeCategory,
        let font = label.font.adjusted(to: category)
      else { break }
      label.font = font
    default:
      break
    }
  }
}

extension UIViewController {
  /// The settings of text the person chose for the host of the window this controller shows
  /// in: the defaults, found at once, until any person changes one.
  var systemTextTraits: SystemTextTraits {
    guard HeadlessHost.textSettingsChanged.load(ordering: .relaxed) else { return .defaults }
    return (host ?? UIApplication.shared.host).systemTextTraits
  }
}

extension HeadlessHost {
  /// Whether a person ever chose a text size or turned Bold Text on, on any host: until one
  /// does, every font and trait collection has the defaults, without looking for its host.
  /// Fonts read it on any thread.
  nonisolated static let textSettingsChanged = Atomic(false)

  /// A person chooses `category` as the size of text, with the Text Size slider of Settings or
  /// Control Center (V14): every window takes it, and so does what is in it; each loaded
  /// controller and view hears `traitCollectionDidChange(_:)`, then the handlers registered for
  /// the text size, a label, text field or text view that adjusts its font to it first taking
  /// it in its font; then `UIContentSizeCategory.didChangeNotification` is posted with the new
  /// size. Nothing happens if the text size is already that; a category that is no size a
  /// person can choose is refused, and nothing changes.
  public func setTextSize(_ category: UIContentSizeCategory) throws(UserActionError) {
    guard UIContentSizeCategory.ordered.contains(category) else {
      throw .noSuchTextSize(
        category.rawValue, available: UIContentSizeCategory.ordered.map(\.rawValue))
    }
    guard category != systemContentSizeCategory else { return }
    record(.user, "User", "text size \(category.rawValue)")
    Self.textSettingsChanged.store(true, ordering: .relaxed)
    changeSystemTraits { systemContentSizeCategory = category }
    NotificationCenter.default.post(
      name: UIContentSizeCategory.didChangeNotification, object: application,
      userInfo: [UIContentSizeCategory.newValueUserInfoKey: category])
  }
}

extension CustomTraitValues {
  /// Where an override of the text size is kept among the overrides of the app's own traits,
  /// which reach what their owner contains as it must (V14).
  static let textSizeKey = ObjectIdentifier(UITraitPreferredContentSizeCategory.self)

  /// The text size overridden, if one is.
  var textSize: UIContentSizeCategory? { values[Self.textSizeKey] as? UIContentSizeCategory }

  /// Takes the text size out of these values, where a trait collection keeps it apart.
  mutating func takeTextSize() -> UIContentSizeCategory? {
    values.removeValue(forKey: Self.textSizeKey) as? UIContentSizeCategory
  }
}

extension UITraitCollection {
  /// The app's own traits this collection specifies, with its text size if it names one: what
  /// a parent sets for a child (`setOverrideTraitCollection(_:forChild:)`).
  var customTraitsWithTextSize: CustomTraitValues {
    guard preferredContentSizeCategory != .unspecified else { return customTraits }
    var traits = customTraits
    traits.values[CustomTraitValues.textSizeKey] = preferredContentSizeCategory
    return traits
  }
}

extension UIView {
  /// Whether any view ever had a text size limit: until one does, no view looks for one.
  private static var anyTextSizeLimit = false

  /// `category` within the limits of this view and its superviews, the nearest applied last.
  func limitedTextSize(_ category: UIContentSizeCategory) -> UIContentSizeCategory {
    guard Self.anyTextSizeLimit else { return category }
    var limits: [(minimum: UIContentSizeCategory?, maximum: UIContentSizeCategory?)] = []
    var view: UIView? = self
    while let current = view {
      limits.append((current.minimumContentSizeCategory, current.maximumContentSizeCategory))
      view = current.superview
    }
    // A view's maximum wins over a minimum above it, as UIKit applies it.
    return limits.reversed().reduce(category) { size, limit in
      var limited = size
      if let minimum = limit.minimum, minimum != .unspecified, limited < minimum {
        limited = minimum
      }
      if let maximum = limit.maximum, maximum != .unspecified, maximum < limited {
        limited = maximum
      }
      return limited
    }
  }

  /// Makes `change` to this view's limits, telling each view and controller whose traits it
  /// changes.
  func limitTextSize(_ change: () -> Void) {
    TraitChange.making(
      {
        change()
        Self.anyTextSizeLimit = true
      }, reaching: traitSubtree)
  }

  /// A line for this view and each of its superviews, for debugging: its text size, and its
  /// limits if it has any (iOS 15).
  public var appliedContentSizeCategoryLimitsDescription: String {
    var lines: [String] = []
    var view: UIView? = self
    while let current = view {
      var line =
        "\(type(of: current)): \(current.traitCollection.preferredContentSizeCategory.rawValue)"
      if let minimum = current.minimumContentSizeCategory {
        line += ", minimum \(minimum.rawValue)"
      }
      if let maximum = current.maximumContentSizeCategory {
        line += ", maximum \(maximum.rawValue)"
      }
      lines.append(line)
      view = current.superview
    }
    return lines.joined(separator: "\n")
  }
}
