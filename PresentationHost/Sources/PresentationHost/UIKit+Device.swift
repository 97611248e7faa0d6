// The device the host stands for: an iPhone, held upright, which neither rotates nor vibrates
// (see "The device" in PresentationHost/HOST_RULES.md), and its pasteboard.

/// The kind of device an interface is for.
public enum UIUserInterfaceIdiom: Int, Sendable {
  case unspecified = -1
  case phone = 0
  case pad = 1
  case tv = 2
  case carPlay = 3
  case mac = 5
  case vision = 6
}

/// How the device is held.
public enum UIDeviceOrientation: Int, Sendable {
  case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

  /// Upright or upside down.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// On either side.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  /// Lying face up or down.
  public var isFlat: Bool { self == .faceUp || self == .faceDown }
  /// Whether an interface can take this orientation: not flat, not unknown.
  public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

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

/// The device the app runs on: on the host, an iPhone held upright.
@preconcurrency @MainActor
open class UIDevice: NSObject {
  /// The battery's state; the host's reads unknown, as when monitoring is off.
  public enum BatteryState: Int, Sendable {
    case unknown, unplugged, charging, full
  }

  /// The device the app runs on.
  public static let current = UIDevice()

  /// The device's name.
  open var name: String { "iPhone" }
  /// The kind of device.
  open var model: String { "iPhone" }
  /// The kind of device, in the person's language.
  open var localizedModel: String { "iPhone" }
  /// The operating system.
  open var systemName: String { "iOS" }
  /// The operating system's version.
  open var systemVersion: String { "18.0" }
  /// An iPhone.
  open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
  /// Upright: the host's device is never turned.
  open var orientation: UIDeviceOrientation { .portrait }
  /// Whether the device posts orientation changes; it has none to post.
  open private(set) var isGeneratingDeviceOrientationNotifications = false
  /// Whether the app reads the battery; recorded.
  open var isBatteryMonitoringEnabled = false
  /// The battery's charge from 0 to 1, or -1 when unknown, as here.
  open var batteryLevel: Float { -1 }
  /// Unknown.
  open var batteryState: BatteryState { .unknown }
  /// Whether the device runs several apps at once.
  open var isMultitaskingSupported: Bool { true }
  /// An identifier of the device for this app's vendor, the same for the whole run.
  open var identifierForVendor: UUID? { Self.vendorIdentifier }
  private static let vendorIdentifier = UUID()

  /// Starts posting orientation changes (there will be none).
  open func beginGeneratingDeviceOrientationNotifications() {
    isGeneratingDeviceOrientationNotifications = true
  }

  /// Stops posting orientation changes.
  open func endGeneratingDeviceOrientationNotifications() {
    isGeneratingDeviceOrientationNotifications = false
  }

  /// Posted when the device is turned; never, on the host.
  nonisolated public static let orientationDidChangeNotification = Notification.Name(
    "UIDeviceOrientationDidChangeNotification")
}

/// Haptic feedback. The host has no engine to play it, so a generator accepts its calls and
/// does nothing, as a device without one does.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
  /// Readies the engine; does nothing here.
  open func prepare() {}
}

/// A tap felt as a collision.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// How heavy the collision feels.
  public enum FeedbackStyle: Int, Sendable {
    case light, medium, heavy, soft, rigid
  }

  /// How heavy the collision feels.
  public let style: FeedbackStyle

  /// Creates a generator of `style`.
  public init(style: FeedbackStyle) {
    self.style = style
    super.init()
  }

  /// Creates a generator of medium collisions.
  public override convenience init() {
    self.init(style: .medium)
  }

  /// Plays a collision; nothing here.
  open func impactOccurred() {}
  /// Plays a collision of `intensity` (0 to 1); nothing here.
  open func impactOccurred(intensity: CGFloat) {}
}

/// A tap felt as an outcome: success, warning, error.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// The outcome felt.
  public enum FeedbackType: Int, Sendable {
    case success, warning, error
  }

  /// Plays `notificationType`; nothing here.
  open func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// A tap felt as a selection changing.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// Plays a selection change; nothing here.
  open func selectionChanged() {}
}

/// The system's pasteboard: what is copied stays for the run, as on a device until the next
/// copy.
@preconcurrency @MainActor
open class UIPasteboard: NSObject {
  /// The pasteboard every app shares.
  public static let general = UIPasteboard()

  /// The text copied last, if any.
  open var string: String? {
    get { strings?.first }
    set { strings = newValue.map { [$0] } }
  }
  /// The texts copied last, if any.
  open var strings: [String]? {
    didSet { changed() }
  }
  /// The URL copied last, if any.
  open var url: URL? {
    didSet { changed() }
  }
  /// The image copied last, if any.
  open var image: UIImage? {
    didSet { changed() }
  }
  /// How many times the pasteboard's content changed.
  open private(set) var changeCount = 0

  /// Posted, with the pasteboard as its object, each time its content changes.
  nonisolated public static let changedNotification = Notification.Name(
    "UIPasteboardChangedNotification")

  private func changed() {
    changeCount += 1
    NotificationCenter.default.post(name: UIPasteboard.changedNotification, object: self)
  }
  /// Whether text is on the pasteboard.
  open var hasStrings: Bool { strings?.isEmpty == false }
  /// Whether a URL is on the pasteboard.
  open var hasURLs: Bool { url != nil }
  /// Whether an image is on the pasteboard.
  open var hasImages: Bool { image != nil }
}
