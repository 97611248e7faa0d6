import Foundation

/// The icon of a Home Screen quick action.
@preconcurrency @MainActor
open class UIApplicationShortcutIcon: NSObject {
  /// The system's icons for quick actions.
  public enum IconType: Int, Sendable {
    case compose, play, pause, add, location, search, share, prohibit, contact, home, markLocation
    case favorite, love, cloud, invitation, confirmation, mail, message, date, time, capturePhoto
    case captureVideo, task, taskCompleted, alarm, bookmark, shuffle, audio, update
  }

  /// The name of the icon's image: a system icon's type, a symbol's or a template's name.
  public let name: String

  /// A system icon.
  public convenience init(type: IconType) {
    self.init(name: "\(type)")
  }

  /// The SF Symbol `systemImageName`.
  public convenience init(systemImageName: String) {
    self.init(name: systemImageName)
  }

  /// The app's template image `templateImageName`.
  public convenience init(templateImageName: String) {
    self.init(name: templateImageName)
  }

  private init(name: String) {
    self.name = name
    super.init()
  }
}

/// A Home Screen quick action: what a person chooses by pressing and holding the app's icon
/// (SC12).
@preconcurrency @MainActor
open class UIApplicationShortcutItem: NSObject {
  /// What the app tells the action apart by.
  open private(set) var type: String
  /// The title shown.
  open private(set) var localizedTitle: String
  /// The line under the title, if any.
  open private(set) var localizedSubtitle: String?
  /// The icon, if any.
  open private(set) var icon: UIApplicationShortcutIcon?
  /// What the app keeps with the action.
  open private(set) var userInfo: [String: any NSSecureCoding]?

  /// A quick action of `type` titled `localizedTitle`.
  public init(
    type: String, localizedTitle: String, localizedSubtitle: String? = nil,
    icon: UIApplicationShortcutIcon? = nil, userInfo: [String: any NSSecureCoding]? = nil
  ) {
    self.type = type
    self.localizedTitle = localizedTitle
    self.localizedSubtitle = localizedSubtitle
    self.icon = icon
    self.userInfo = userInfo
    super.init()
  }

  /// A quick action of `type` titled `localizedTitle`, with nothing else.
  public convenience init(type: String, localizedTitle: String) {
    self.init(
      type: type, localizedTitle: localizedTitle, localizedSubtitle: nil, icon: nil, userInfo: nil)
  }
}

@_spi(HostTesting)
extension HeadlessHost {
  /// The person presses and holds the app's icon and chooses the quick action `item`, one of
  /// the app's `shortcutItems` (SC12). With a scene connected, the key window's scene comes to
  /// the foreground if it is in the background and its delegate hears
  /// `windowScene(_:performActionFor:completionHandler:)`; with none, a new scene connects with
  /// the action in its connection options, and the delegate hears nothing more. An action the
  /// app does not offer is refused with an `error`.
  public func chooseQuickAction(_ item: UIApplicationShortcutItem) {
    guard application.shortcutItems?.contains(where: { $0 === item }) == true else {
      report(
        .error, .sc12,
        "the app offers no quick action \"\(item.type)\": set UIApplication.shortcutItems")
      return
    }
    record(.user, "User", "quickAction(\(item.type))")
    guard let scene = (keyWindow?.windowScene ?? application.scenes.last) as? UIWindowScene else {
      connectScene(options: UIScene.ConnectionOptions(shortcutItem: item))
      return
    }
    bringToForeground(scene) {
      recordSceneCall(scene, "windowScene(_:performActionFor:completionHandler:)")
      (scene.delegate as? any UIWindowSceneDelegate)?.windowScene(
        scene, performActionFor: item, completionHandler: { _ in })
    }
  }
}
