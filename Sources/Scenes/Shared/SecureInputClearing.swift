#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// Clears a password field whenever the scene it is shown in goes to the background, as careful
/// apps do: the app switcher's snapshot and anyone who picks the phone up later see no
/// password, and none is kept in memory longer than needed.
@MainActor
final class SecureInputClearing {
  private nonisolated(unsafe) var observer: (any NSObjectProtocol)?

  /// Starts clearing `field` of `screen` each time `screen`'s scene enters the background.
  init(_ field: UITextField, of screen: UIViewController) {
    observer = NotificationCenter.default.addObserver(
      forName: UIScene.didEnterBackgroundNotification, object: nil, queue: nil
    ) { [weak field, weak screen] notification in
      let scene = (notification.object as AnyObject?).map(ObjectIdentifier.init)
      MainActor.assumeIsolated {
        guard let field, field.isSecureTextEntry, let screen,
          let shownIn = Self.windowScene(of: screen), scene == ObjectIdentifier(shownIn)
        else { return }
        field.text = ""
      }
    }
  }

  /// The scene `screen` is in: the scene of the first of it and its containers (or their
  /// presenters) whose view is in a window; a screen under another in a stack is in none.
  private static func windowScene(of screen: UIViewController) -> UIWindowScene? {
    sequence(first: screen) { $0.parent ?? $0.presentingViewController }
      .lazy.compactMap { $0.viewIfLoaded?.window?.windowScene }.first
  }

  deinit {
    if let observer { NotificationCenter.default.removeObserver(observer) }
  }
}
