import Foundation

/// The size a person chose for text: the default, `.large`, until a person chooses another
/// (`host.setTextSize(_:)`, V14).
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let unspecified = Self(rawValue: "_UICTContentSizeCategoryUnspecified")
  public static let extraSmall = Self(rawValue: "UICTContentSizeCategoryXS")
  public static let small = Self(rawValue: "UICTContentSizeCategoryS")
  public static let medium = Self(rawValue: "UICTContentSizeCategoryM")
  public static let large = Self(rawValue: "UICTContentSizeCategoryL")
  public static let extraLarge = Self(rawValue: "UICTContentSizeCategoryXL")
  public static let extraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXL")
  public static let extraExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXXL")
  public static let accessibilityMedium = Self(rawValue: "UICTContentSizeCategoryAccessibilityM")
  public static let accessibilityLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityL")
  public static let accessibilityExtraLarge = Self(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
  public static let accessibilityExtraExtraLarge = Self(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  public static let accessibilityExtraExtraExtraLarge = Self(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  /// Posted when the person changes the text size, with the new one under
  /// `newValueUserInfoKey`.
  public static let didChangeNotification = Notification.Name(
    "UIContentSizeCategoryDidChangeNotification")
  /// The key of the new text size in the notification's user info.
  public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

  /// The sizes from smallest to largest.
  static let ordered: [Self] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
    .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
  ]

  /// Whether the size is one of the larger accessibility sizes.
  public var isAccessibilityCategory: Bool {
    (Self.ordered.firstIndex(of: self) ?? 0) >= Self.ordered.firstIndex(of: .accessibilityMedium)!
  }

  /// Smaller sizes come first; `unspecified` before every size.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    (ordered.firstIndex(of: lhs) ?? -1) < (ordered.firstIndex(of: rhs) ?? -1)
  }
}
