#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

// How the screens make and lay out their controls, in UIKit's API. `accessibilityIdentifier`
// names what UI tests (here, the host and the console) address. Text follows the size the
// person chose (Dynamic Type): a text style's font, which each control adjusts as the size
// changes.

extension UIView {
  /// Shows `views` in a column in this view, a screen's root view: a stack view pinned to the
  /// top of the safe area and to the margins, so that every control is sized by Auto Layout.
  public func arrangeInColumn(_ views: [UIView]) {
    let stack = UIStackView(arrangedSubviews: views)
    stack.axis = .vertical
    stack.spacing = 12
    stack.translatesAutoresizingMaskIntoConstraints = false
    backgroundColor = .systemBackground
    addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: 20),
      stack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
    ])
  }
}

extension UILabel {
  /// A label found by `accessibilityIdentifier`, wrapping its text rather than cutting it
  /// short at large text sizes.
  public convenience init(accessibilityIdentifier: String) {
    self.init(frame: .zero)
    self.accessibilityIdentifier = accessibilityIdentifier
    font = .preferredFont(forTextStyle: .body)
    adjustsFontForContentSizeCategory = true
    numberOfLines = 0
  }
}

extension UITextField {
  /// A text field found by `accessibilityIdentifier`.
  public convenience init(
    accessibilityIdentifier: String, placeholder: String, isSecureTextEntry: Bool = false
  ) {
    self.init(frame: .zero)
    self.accessibilityIdentifier = accessibilityIdentifier
    self.placeholder = placeholder
    self.isSecureTextEntry = isSecureTextEntry
    font = .preferredFont(forTextStyle: .body)
    adjustsFontForContentSizeCategory = true
    // A field made in code has no border: on a device, an empty one cannot be seen.
    borderStyle = .roundedRect
  }
}

extension UIButton {
  /// A system button titled `title`, found by `accessibilityIdentifier`.
  public convenience init(accessibilityIdentifier: String, title: String) {
    self.init(type: .system)
    self.accessibilityIdentifier = accessibilityIdentifier
    setTitle(title, for: .normal)
    titleLabel?.font = .preferredFont(forTextStyle: .body)
    titleLabel?.adjustsFontForContentSizeCategory = true
  }

  /// Runs `handler` when the button is tapped, unless the button's screen is in a transition.
  ///
  /// Why: the second tap of a quick double tap arrives after the first tap's push or
  /// presentation has begun but before its animation runs. UIKit performs a second push then
  /// ("nested push animation"), so the target would appear twice; a second presentation is
  /// refused, and its completion never called. While a transition runs, the screen's
  /// `transitionCoordinator` is set: ignoring taps then guards every button of every screen in
  /// one place, and no second request ever reaches an interactor or a router.
  public func onTap(_ handler: @escaping @MainActor () -> Void) {
    let action = UIAction { [weak self] _ in
      guard self?.screen?.transitionCoordinator == nil else { return }
      handler()
    }
    addAction(action, for: .primaryActionTriggered)
  }

  /// The controller whose view holds the button, found along the responder chain.
  private var screen: UIViewController? {
    sequence(first: self as UIResponder, next: { $0.next })
      .first { $0 is UIViewController } as? UIViewController
  }
}

/// Clears a password field whenever the window scene it is shown in goes to the background, as careful
/// apps do: the app switcher's snapshot and anyone who picks the phone up later see no
/// password, and none is kept in memory longer than needed.
@MainActor
public final class SecureInputClearing {
  private nonisolated(unsafe) var observer: (any NSObjectProtocol)?

  /// Starts clearing `field` of `screen` each time `screen`'s window scene enters the background.
  public init(_ field: UITextField, of screen: UIViewController) {
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

  /// The window scene `screen` is in: that of the first of it and its containers (or their
  /// presenters) whose view is in a window; a screen under another in a stack is in none.
  private static func windowScene(of screen: UIViewController) -> UIWindowScene? {
    sequence(first: screen) { $0.parent ?? $0.presentingViewController }
      .lazy.compactMap { $0.viewIfLoaded?.window?.windowScene }.first
  }

  deinit {
    if let observer { NotificationCenter.default.removeObserver(observer) }
  }
}
