// Small value types UIKit declares beside the navigation types, kept as given.

public enum NSLineBreakMode: Int, Sendable {
  case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail
  case byTruncatingMiddle
}

/// Insets that follow the reading direction: leading and trailing, not left and right.
public struct NSDirectionalEdgeInsets: Equatable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// No inset.
  public static let zero = Self(top: 0, leading: 0, bottom: 0, trailing: 0)
}

/// The edges of a rectangle.
public struct UIRectEdge: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let top = Self(rawValue: 1 << 0)
  public static let left = Self(rawValue: 1 << 1)
  public static let bottom = Self(rawValue: 1 << 2)
  public static let right = Self(rawValue: 1 << 3)
  public static let all: Self = [.top, .left, .bottom, .right]
}

/// How the status bar changes as it shows or hides.
public enum UIStatusBarAnimation: Int, Sendable {
  case none, fade, slide
}

/// How the status bar's text looks.
public enum UIStatusBarStyle: Int, Sendable {
  case `default` = 0
  case lightContent = 1
  case darkContent = 3
}

/// Light or dark.
public enum UIUserInterfaceStyle: Int, Sendable {
  case unspecified, light, dark
}

/// What a popover can point at: a bar button or a view.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerSourceItem: NSObjectProtocol {}

extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {}
extension UIView: UIPopoverPresentationControllerSourceItem {}

/// How a bar looks, light or dark; recorded.
public enum UIBarStyle: Int, Sendable {
  case `default` = 0
  case black = 1
}
