import Foundation

/// A task an app keeps running in the background (SC11).
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// No task: what beginning a task returns when the app may not run one.
  public static let invalid = Self(rawValue: 0)
}

/// What a background fetch, or a remote notification's handler, found.
public enum UIBackgroundFetchResult: UInt, Sendable {
  case newData, noData, failed
}

/// A background task the app began: its name and what runs when its time is up.
struct BackgroundTask {
  let name: String?
  let expirationHandler: (@MainActor @Sendable () -> Void)?
}

extension UIApplication {
  /// The most background tasks an app can have running at once on the host; past it, beginning
  /// one is refused.
  static let backgroundTaskLimit = 1_000

  /// Begins a task that keeps running if the app goes to the background, until
  /// `endBackgroundTask(_:)` ends it; `handler` runs if its time runs out first, and must end
  /// it (SC11). Each call returns a new identifier.
  public func beginBackgroundTask(
    withName taskName: String?, expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil
  ) -> UIBackgroundTaskIdentifier {
    guard host.backgroundTasks.count < Self.backgroundTaskLimit else {
      host.report(
        .warning, .sc11,
        "beginBackgroundTask refused: \(Self.backgroundTaskLimit) background tasks are running; end them with endBackgroundTask(_:)"
      )
      return .invalid
    }
    let identifier = host.nextBackgroundTask
    host.nextBackgroundTask += 1
    host.backgroundTasks[identifier] = BackgroundTask(name: taskName, expirationHandler: handler)
    return UIBackgroundTaskIdentifier(rawValue: identifier)
  }

  /// Begins a background task with no name (SC11).
  public func beginBackgroundTask(
    expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil
  ) -> UIBackgroundTaskIdentifier {
    beginBackgroundTask(withName: nil, expirationHandler: handler)
  }

  /// Ends the background task `identifier`. Ending one that is not running (ended already,
  /// never begun, or `.invalid`) is logged by UIKit and changes nothing (SC11).
  public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
    guard host.backgroundTasks.removeValue(forKey: identifier.rawValue) != nil else {
      host.report(
        .warning, .sc11,
        "Can't end BackgroundTask: no background task exists with identifier \(identifier.rawValue), or it may have already been ended"
      )
      return
    }
  }

  /// How long the app may still run in the background: without limit while a scene is in the
  /// foreground, and UIKit's usual 30 seconds once none is (the host's clock does not run).
  public var backgroundTimeRemaining: TimeInterval {
    scenes.contains { $0.activationState != .background } ? .greatestFiniteMagnitude : 30
  }

  /// Asks for a device token for remote notifications; recorded. The host has no push
  /// service, so no token comes (U4).
  public func registerForRemoteNotifications() {
    host.record(.app, "UIApplication", "registerForRemoteNotifications")
    isRegisteredForRemoteNotifications = true
  }

  /// Stops remote notifications.
  public func unregisterForRemoteNotifications() {
    isRegisteredForRemoteNotifications = false
  }
}

@_spi(HostTesting)
extension HeadlessHost {
  /// The names of the background tasks running now, oldest first (an unnamed one is "").
  public var runningBackgroundTasks: [String] {
    backgroundTasks.sorted { $0.key < $1.key }.map { $0.value.name ?? "" }
  }

  /// Runs out the app's background time, as iOS does some seconds after the app went to the
  /// background: the expiration handler of each running task runs, oldest first. A task still
  /// running after its handler is reported with an `error`, as iOS then terminates the app
  /// (SC11).
  public func expireBackgroundTasks() {
    for (identifier, task) in backgroundTasks.sorted(by: { $0.key < $1.key }) {
      task.expirationHandler?()
      if backgroundTasks.removeValue(forKey: identifier) != nil {
        report(
          .error, .sc11,
          "background task \(task.name.map { "\"\($0)\"" } ?? "\(identifier)") was not ended when its time ran out: iOS terminates the app"
        )
      }
    }
  }
}
