// iOS 17's trait registration: a controller or a view registers a handler for the traits it
// cares about, and UIKit calls it, with the traits before, each time one of them changes; and
// `traitOverrides`, the newer way to set a style.

/// A trait UIKit defines, or one of the app's own (iOS 17): what `registerForTraitChanges(_:
/// handler:)` names, and what a trait collection and trait overrides hold a value of.
public protocol UITraitDefinition {
  /// The type of the trait's values.
  associatedtype Value
  /// The value a trait collection holds when nothing set the trait.
  static var defaultValue: Value { get }
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

/// Light or dark (V3).
public enum UITraitUserInterfaceStyle: UITraitDefinition {
  public static var affectsColorAppearance: Bool { true }
  public static var defaultValue: UIUserInterfaceStyle { .unspecified }
}
/// The width's size class: compact on the host's iPhone in portrait, unless overridden.
public enum UITraitHorizontalSizeClass: UITraitDefinition {
  public static var defaultValue: UIUserInterfaceSizeClass { .unspecified }
}
/// The height's size class: regular on the host's iPhone in portrait, unless overridden.
public enum UITraitVerticalSizeClass: UITraitDefinition {
  public static var defaultValue: UIUserInterfaceSizeClass { .unspecified }
}
/// The kind of device; it never changes.
public enum UITraitUserInterfaceIdiom: UITraitDefinition {
  public static var defaultValue: UIUserInterfaceIdiom { .unspecified }
}
/// The person's text size (V14).
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
  public static var defaultValue: UIContentSizeCategory { .unspecified }
}
/// The reading direction; left to right on the host.
public enum UITraitLayoutDirection: UITraitDefinition {
  public static var defaultValue: UITraitEnvironmentLayoutDirection { .unspecified }
}
/// Whether text is bold: bold once the person turns Bold Text on (V8).
public enum UITraitLegibilityWeight: UITraitDefinition {
  public static var defaultValue: UILegibilityWeight { .unspecified }
}
/// Points to pixels; it never changes.
public enum UITraitDisplayScale: UITraitDefinition {
  public static var defaultValue: CGFloat { 0 }
}

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
    traitDidChange(ObjectIdentifier(trait), from: previous)
  }

  /// Calls the handlers registered for the trait `identifier` names, in order.
  func traitDidChange(_ identifier: ObjectIdentifier, from previous: UITraitCollection) {
    for registration in traitChangeHandlers where registration.traits.contains(identifier) {
      registration.handler(self, previous)
    }
  }
}

/// The traits a controller or a view sets for itself and what it contains (iOS 17): here, its
/// style, the same setting as `overrideUserInterfaceStyle`.
@MainActor
public struct UITraitOverrides: UIMutableTraits {
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

  /// The text size set, or `.unspecified` for none: it reaches what the owner contains, as
  /// a style does (V14).
  public var preferredContentSizeCategory: UIContentSizeCategory {
    get { customTraits.textSize ?? .unspecified }
    nonmutating set {
      setCustom(CustomTraitValues.textSizeKey, newValue == .unspecified ? nil : newValue)
    }
  }

  private var sizeClasses:
    (horizontal: UITraitCollection.SizeClass, vertical: UITraitCollection.SizeClass)
  {
    if let view = owner as? UIView { return view.ownSizeClasses }
    let settings = (owner as? UIViewController)?.traitOverrideSettings
    return (settings?.horizontal ?? .unspecified, settings?.vertical ?? .unspecified)
  }

  /// The value set for `trait`, or its default: a trait of the app's own reaches what the
  /// owner contains, as a style does (iOS 17).
  public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
    get {
      switch ObjectIdentifier(trait) {
      case ObjectIdentifier(UITraitUserInterfaceStyle.self):
        userInterfaceStyle as? T.Value ?? T.defaultValue
      case ObjectIdentifier(UITraitHorizontalSizeClass.self):
        horizontalSizeClass as? T.Value ?? T.defaultValue
      case ObjectIdentifier(UITraitVerticalSizeClass.self):
        verticalSizeClass as? T.Value ?? T.defaultValue
      default: customTraits.values[ObjectIdentifier(trait)] as? T.Value ?? T.defaultValue
      }
    }
    nonmutating set {
      switch ObjectIdentifier(trait) {
      case ObjectIdentifier(UITraitUserInterfaceStyle.self):
        if let style = newValue as? UIUserInterfaceStyle { userInterfaceStyle = style }
      case ObjectIdentifier(UITraitHorizontalSizeClass.self):
        if let sizeClass = newValue as? UIUserInterfaceSizeClass { horizontalSizeClass = sizeClass }
      case ObjectIdentifier(UITraitVerticalSizeClass.self):
        if let sizeClass = newValue as? UIUserInterfaceSizeClass { verticalSizeClass = sizeClass }
      default: setCustom(ObjectIdentifier(trait), newValue)
      }
    }
  }

  private var customTraits: CustomTraitValues {
    if let view = owner as? UIView { return view.ownCustomTraits }
    return (owner as? UIViewController)?.traitOverrideSettings?.custom ?? CustomTraitValues()
  }

  private func setCustom(_ identifier: ObjectIdentifier, _ value: Any?) {
    (owner as? UIView)?.overrideCustomTrait(identifier, value)
    (owner as? UIViewController)?.overrideCustomTrait(identifier, value)
  }

  /// Whether `trait` is overridden.
  public func contains(_ trait: UITrait) -> Bool {
    switch ObjectIdentifier(trait) {
    case ObjectIdentifier(UITraitUserInterfaceStyle.self): userInterfaceStyle != .unspecified
    case ObjectIdentifier(UITraitHorizontalSizeClass.self): horizontalSizeClass != .unspecified
    case ObjectIdentifier(UITraitVerticalSizeClass.self): verticalSizeClass != .unspecified
    default: customTraits.values[ObjectIdentifier(trait)] != nil
    }
  }

  /// Stops overriding `trait`.
  public func remove(_ trait: UITrait) {
    switch ObjectIdentifier(trait) {
    case ObjectIdentifier(UITraitUserInterfaceStyle.self): userInterfaceStyle = .unspecified
    case ObjectIdentifier(UITraitHorizontalSizeClass.self): horizontalSizeClass = .unspecified
    case ObjectIdentifier(UITraitVerticalSizeClass.self): verticalSizeClass = .unspecified
    default:
      if contains(trait) { setCustom(ObjectIdentifier(trait), nil) }
    }
  }

  private static func style(of owner: UIResponder) -> UIUserInterfaceStyle {
    (owner as? UIView)?.overrideUserInterfaceStyle
      ?? (owner as? UIViewController)?.overrideUserInterfaceStyle ?? .unspecified
  }
}

extension UIView {
  /// The traits this view sets for itself and its subviews. Setting a trait on it sets it on
  /// the view.
  public var traitOverrides: UITraitOverrides {
    get { UITraitOverrides(owner: self) }
    set {}
  }
}

extension UIViewController {
  /// The traits this controller sets for itself, its views and its children. Setting a trait
  /// on it sets it on the controller.
  public var traitOverrides: UITraitOverrides {
    get { UITraitOverrides(owner: self) }
    set {}
  }
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
