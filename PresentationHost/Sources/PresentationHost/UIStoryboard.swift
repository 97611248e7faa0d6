// Storyboards. The host reads no storyboard files (U4): a test says which scenes a storyboard
// has and of which class each controller is, and the host makes them as a storyboard does,
// with the class's `init(coder:)` or the app's creator, handed a coder that holds nothing.

/// The controllers of an app's storyboard file, made by identifier.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
  /// The scenes of a storyboard: the class of each identified controller, and of the initial
  /// one.
  struct Scenes {
    var identified: [String: UIViewController.Type] = [:]
    var initial: UIViewController.Type?
    /// The segues, by the class of the scene they leave, then by identifier.
    var segues: [ObjectIdentifier: [String: Segue]] = [:]
  }

  /// A segue of a storyboard: what it shows, and how.
  struct Segue {
    var destination: UIViewController.Type
    var kind: SegueKind
    var embeddedInNavigationController: Bool
  }

  /// How a segue shows its destination, as Interface Builder's segue kinds.
  @_spi(HostTesting)
  public enum SegueKind: Sendable {
    /// Show: `show(_:sender:)`, a push in a navigation controller.
    case show
    /// Show Detail: `showDetailViewController(_:sender:)`.
    case showDetail
    /// Present Modally: `present(_:animated:completion:)`, animated.
    case presentModally
  }

  /// The scenes the tests registered, by storyboard name.
  private static var registered: [String: Scenes] = [:]

  private let name: String

  /// The storyboard named `name`. UIKit raises when the bundle has no such file; the host has
  /// none, so one with no registered scenes is refused with an `error` (U4), and makes nothing.
  public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
    self.name = name
    super.init()
    if Self.registered[name] == nil {
      Self.reportingHost.report(
        .error, .u4,
        "Could not find a storyboard named '\(name)': the host reads no storyboard files, and "
          + "no test registered its scenes (UIStoryboard.registerScene)")
    }
  }

  /// A new instance of the storyboard's initial controller, or nil when it has none.
  open func instantiateInitialViewController() -> UIViewController? {
    guard let type = Self.registered[name]?.initial else { return nil }
    return make(type, creator: Optional<(NSCoder) -> UIViewController?>.none)
  }

  /// A new instance of the controller whose Storyboard ID is `identifier`. UIKit raises when
  /// the storyboard has none: the host refuses with an `error` (U4), and a plain controller
  /// stands in.
  open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
    guard let type = scene(identifier) else { return UIViewController() }
    return make(type, creator: Optional<(NSCoder) -> UIViewController?>.none)
  }

  /// A new instance of the storyboard's initial controller, made by `creator` (iOS 13) or, when
  /// there is none or it gives nil, by the class's `init(coder:)`; nil when there is none.
  public func instantiateInitialViewController<ViewController: UIViewController>(
    creator: ((NSCoder) -> ViewController?)? = nil
  ) -> ViewController? {
    guard let type = Self.registered[name]?.initial else { return nil }
    return make(type, creator: creator)
  }

  /// A new instance of the controller whose Storyboard ID is `identifier`, made by `creator`
  /// (iOS 13) or, when there is none or it gives nil, by the class's `init(coder:)`. UIKit
  /// raises when the storyboard has no such controller: the host refuses with an `error` (U4),
  /// and the app's own class stands in.
  public func instantiateViewController<ViewController: UIViewController>(
    identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
  ) -> ViewController {
    let coder = StoryboardCoder()
    guard let type = scene(identifier) else {
      guard let standIn = creator?(coder) ?? ViewController(coder: coder) else {
        preconditionFailure("\(ViewController.self)'s init(coder:) made nothing")
      }
      return standIn
    }
    return make(type, creator: creator)
  }

  /// The class of the scene `identifier`, or nil, refused as UIKit raises.
  private func scene(_ identifier: String) -> UIViewController.Type? {
    if let type = Self.registered[name]?.identified[identifier] { return type }
    Self.reportingHost.report(
      .error, .u4,
      "Storyboard '\(name)' doesn't contain a view controller with identifier '\(identifier)'")
    return nil
  }

  /// Makes a controller of `type` as a storyboard does: by `creator`, when it gives one, else
  /// by `init(coder:)`, with a coder that holds nothing. A creator's controller must be of
  /// `type`, and the controller of the class the caller expects: UIKit stops the app otherwise,
  /// and so does the host.
  private func make<ViewController: UIViewController>(
    _ type: UIViewController.Type, creator: ((NSCoder) -> ViewController?)?
  ) -> ViewController {
    let coder = StoryboardCoder()
    let made: UIViewController
    if let created = creator?(coder) {
      precondition(
        created.isKind(of: type),
        "Custom instantiated \(created) must be kind of class \(type), as the storyboard says")
      made = created
    } else if let decoded = type.init(coder: coder) {
      made = decoded
    } else {
      preconditionFailure("\(type)'s init(coder:) made nothing")
    }
    guard let typed = made as? ViewController else {
      preconditionFailure("The storyboard's \(type) is not a \(ViewController.self)")
    }
    typed.storyboard = self
    // A controller loaded from an Interface Builder archive is told so.
    typed.awakeFromNib()
    // Autoreleased, it lives until the turn it was made in ends (RT6).
    HeadlessHost.turning?.keptForTheTurn.append(typed)
    return typed
  }

  /// The segue `identifier` of the scene of `source`'s class, its destination made as the storyboard makes
  /// it, or nil when the scene has no such segue.
  func segue(_ identifier: String, from source: UIViewController) -> UIStoryboardSegue? {
    guard
      let found = Self.registered[name]?.segues[ObjectIdentifier(type(of: source))]?[identifier]
    else { return nil }
    let made: UIViewController = make(
      found.destination, creator: Optional<(NSCoder) -> UIViewController?>.none)
    let destination: UIViewController
    if found.embeddedInNavigationController {
      let navigation = UINavigationController(rootViewController: made)
      navigation.storyboard = self
      destination = navigation
    } else {
      destination = made
    }
    return UIStoryboardSegue(identifier: identifier, source: source, destination: destination) {
      switch found.kind {
      case .show: source.show(destination, sender: nil)
      case .showDetail: source.showDetailViewController(destination, sender: nil)
      case .presentModally: source.present(destination, animated: true)
      }
    }
  }

  /// The host that hears of a storyboard's misuse: the one launching its app, else the app's.
  private static var reportingHost: HeadlessHost {
    HeadlessHost.launching ?? UIApplication.current?.host ?? HeadlessHost.detached
  }
}

@_spi(HostTesting)
extension UIStoryboard {
  /// Says that the storyboard `name` has a controller of `type` whose Storyboard ID is
  /// `identifier`, and, when `isInitial`, that it is the storyboard's initial controller: the
  /// host reads no storyboard files (U4).
  public static func registerScene(
    _ type: UIViewController.Type, identifier: String?, isInitial: Bool = false,
    in name: String
  ) {
    var scenes = registered[name] ?? Scenes()
    if let identifier { scenes.identified[identifier] = type }
    if isInitial { scenes.initial = type }
    registered[name] = scenes
  }

  /// Says that the scene of `source` in the storyboard `name` has a segue `identifier` to a
  /// controller of `destination`, shown as `kind` says, itself or as the root of a navigation
  /// controller (Editor > Embed In > Navigation Controller): the host reads no storyboard
  /// files (U4).
  public static func registerSegue(
    _ identifier: String, from source: UIViewController.Type,
    to destination: UIViewController.Type, kind: SegueKind = .show,
    embeddedInNavigationController: Bool = false, in name: String
  ) {
    var scenes = registered[name] ?? Scenes()
    scenes.segues[ObjectIdentifier(source), default: [:]][identifier] = Segue(
      destination: destination, kind: kind,
      embeddedInNavigationController: embeddedInNavigationController)
    registered[name] = scenes
  }
}

/// The coder a storyboard hands `init(coder:)` and a creator: it holds nothing, so a
/// controller keeps its defaults.
private final class StoryboardCoder: NSCoder {
  override var allowsKeyedCoding: Bool { true }
  override func containsValue(forKey key: String) -> Bool { false }
  override func decodeObject(forKey key: String) -> Any? { nil }
  override func decodeBool(forKey key: String) -> Bool { false }
  override func decodeInteger(forKey key: String) -> Int { 0 }
  override func decodeInt32(forKey key: String) -> Int32 { 0 }
  override func decodeInt64(forKey key: String) -> Int64 { 0 }
  override func decodeFloat(forKey key: String) -> Float { 0 }
  override func decodeDouble(forKey key: String) -> Double { 0 }
}
