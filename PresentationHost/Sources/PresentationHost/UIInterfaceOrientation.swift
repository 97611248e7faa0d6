// How the interface is turned. The host's iPhone stays upright: declared, and kept as given.

/// How an interface is turned, as UIKit numbers it (landscape left is the device's right).
public enum UIInterfaceOrientation: Int, Sendable {
  case unknown = 0
  case portrait = 1
  case portraitUpsideDown = 2
  case landscapeLeft = 4
  case landscapeRight = 3

  /// Upright or upside down.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// On either side.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The orientations an interface supports.
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let portrait = Self(rawValue: 1 << 1)
  public static let portraitUpsideDown = Self(rawValue: 1 << 2)
  public static let landscapeRight = Self(rawValue: 1 << 3)
  public static let landscapeLeft = Self(rawValue: 1 << 4)
  public static let landscape: Self = [.landscapeLeft, .landscapeRight]
  public static let all: Self = [.portrait, .portraitUpsideDown, .landscape]
  public static let allButUpsideDown: Self = [.portrait, .landscape]
}
