// iOS 17's trait registration: a controller or a view registers a handler for the traits it
// cares about, and UIKit calls it, with the traits before, each time one of them changes; and
// `traitOverrides`, the newer way to set a style.

/// A trait UIKit defines: what `registerForTraitChanges(_:handler:)` names.
@preconcurrency @MainActor
public protocol UITraitDefinition {
  /// The trait's identifier.
  static var identifier: String { get }
  /// The trait's name.
  static var name: String { get }
  /// Whether colours may resolve differently when the trait changes.
  static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
  public static var identifier: String { "UITrait.\(Self.self)" }
  public static var name: String { "\(Self.self)" }
  public static var affectsColorAppearance: Bool { false }
}

/// A trait, as a type: `UITraitUserInterfaceStyle.self`.
public typealias UITrait = any UITraitDefinition.Type

/// Light or dark. The one trait that changes on the host (V3).
public enum UITraitUserInterfaceStyle: UITraitDefinition {
  public static var affectsColorAppearance: Bool { true }
}
/// The width's size class: compact on the host's iPhone in portrait, unless overridden.
public enum UITraitHorizontalSizeClass: UITraitDefinition {}
/// The height's size class: regular on the host's iPhone in portrait, unless overridden.
public enum UITraitVerticalSizeClass: UITraitDefinition {}
/// The kind of device; it never changes.
public enum UITraitUserInterfaceIdiom: UITraitDefinition {}
/// The person's text size; it never changes on the host.
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {}
/// The reading direction; left to right on the host.
public enum UITraitLayoutDirection: UITraitDefinition {}
/// Points to pixels; it never changes.
public enum UITraitDisplayScale: UITraitDefinition {}

/// What `registerForTraitChanges(_:handler:)` returns, to unregister with.
@preconcurrency @MainActor
public protocol UITraitChangeRegistration: AnyObject {}

/// One registration: the traits and the handler.
@MainActor
final class TraitChangeHandler: UITraitChangeRegistration {
  let traits: Set<ObjectIdentifier>
  let handler: @MainActor (UIResponder, UITraitCollection) -> Void

  init(traits: [UITrait], handler: @escaping @MainActor (UIResponder, UITraitCollection) -> Void) {
    self.traits = Set(traits.map { ObjectIdentifier($0) })
    self.handler = handler
  }
}

extension UIResponder {
  /// Calls `handler` with this object and the traits before each time one of `traits` changes
  /// (V3); not for the traits it has now. The handler is kept until this object goes or it is
  /// unregistered.
  @discardableResult
  public func registerForTraitChanges<Environment: UITraitEnvironment>(
    _ traits: [UITrait],
    handler: @escaping @MainActor (Environment, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    let registration = TraitChangeHandler(traits: traits) { responder, previous in
      if let environment = responder as? Environment { handler(environment, previous) }
    }
    traitChangeHandlers.append(registration)
    return registration
  }

  /// Stops the handler `registration` was returned for.
  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
    traitChangeHandlers.removeAll { $0 === registration }
  }

  /// Calls the handlers registered for `trait`, in the order they were registered.
  func traitDidChange(_ trait: UITrait, from previous: UITraitCollection) {
    let identifier = ObjectIdentifier(trait)
    for registration in traitChangeHandlers where registration.traits.contains(identifier) {
      registration.handler(self, previous)
    }
  }
}

/// The traits a controller or a view sets for itself and what it contains (iOS 17): here, its
/// style, the same setting as `overrideUserInterfaceStyle`.
@MainActor
public struct UITraitOverrides {
  fileprivate weak var owner: UIResponder?

  /// The style set, or `.unspecified` for none: setting it sets the owner's
  /// `overrideUserInterfaceStyle`.
  public var userInterfaceStyle: UIUserInterfaceStyle {
    get { owner.map(Self.style(of:)) ?? .unspecified }
    nonmutating set {
      if let view = owner as? UIView { view.overrideUserInterfaceStyle = newValue }
      if let controller = owner as? UIViewController {
        controller.overrideUserInterfaceStyle = newValue
      }
    }
  }

  /// The width's size class set, or `.unspecified` for none.
  public var horizontalSizeClass: UITraitCollection.SizeClass {
    get { sizeClasses.horizontal }
    nonmutating set {
      (owner as? UIView)?.overrideSizeClasses(horizontal: newValue)
      (owner as? UIViewController)?.overrideSizeClasses(horizontal: newValue)
    }
  }

  /// The height's size class set, or `.unspecified` for none.
  public var verticalSizeClass: UITraitCollection.SizeClass {
    get { sizeClasses.vertical }
    nonmutating set {
      (owner as? UIView)?.overrideSizeClasses(vertical: newValue)
      (owner as? UIViewController)?.overrideSizeClasses(vertical: newValue)
    }
  }

  private var sizeClasses:
    (horizontal: UITraitCollection.SizeClass, vertical: UITraitCollection.SizeClass)
  {
    if let view = owner as? UIView { return view.ownSizeClasses }
    let settings = (owner as? UIViewController)?.sizeClassSettings
    return (settings?.horizontal ?? .unspecified, settings?.vertical ?? .unspecified)
  }

  /// Whether `trait` is overridden.
  public func contains(_ trait: UITrait) -> Bool {
    switch ObjectIdentifier(trait) {
    case ObjectIdentifier(UITraitUserInterfaceStyle.self): userInterfaceStyle != .unspecified
    case ObjectIdentifier(UITraitHorizontalSizeClass.self): horizontalSizeClass != .unspecified
    case ObjectIdentifier(UITraitVerticalSizeClass.self): verticalSizeClass != .unspecified
    default: false
    }
  }

  /// Stops overriding `trait`.
  public func remove(_ trait: UITrait) {
    switch ObjectIdentifier(trait) {
    case ObjectIdentifier(UITraitUserInterfaceStyle.self): userInterfaceStyle = .unspecified
    case ObjectIdentifier(UITraitHorizontalSizeClass.self): horizontalSizeClass = .unspecified
    case ObjectIdentifier(UITraitVerticalSizeClass.self): verticalSizeClass = .unspecified
    default: break
    }
  }

  private static func style(of owner: UIResponder) -> UIUserInterfaceStyle {
    (owner as? UIView)?.overrideUserInterfaceStyle
      ?? (owner as? UIViewController)?.overrideUserInterfaceStyle ?? .unspecified
  }
}

extension UIView {
  /// The traits this view sets for itself and its subviews.
  public var traitOverrides: UITraitOverrides { UITraitOverrides(owner: self) }
}

extension UIViewController {
  /// The traits this controller sets for itself, its views and its children.
  public var traitOverrides: UITraitOverrides { UITraitOverrides(owner: self) }
}

extension UITraitCollection {
  /// The traits UIKit is working in now: the traits of the controller or view whose trait
  /// change it is telling, else the screen's.
  @MainActor public static var current: UITraitCollection {
    get { currentStack.last ?? .phone }
    set {
      if currentStack.isEmpty {
        currentStack.append(newValue)
      } else {
        currentStack[currentStack.count - 1] = newValue
      }
    }
  }
  @MainActor private static var currentStack: [UITraitCollection] = []

  /// Runs `actions` with these traits as `current`, then puts back the traits before.
  @MainActor public func performAsCurrent(_ actions: () throws -> Void) rethrows {
    Self.currentStack.append(self)
    defer { Self.currentStack.removeLast() }
    try actions()
  }
}
