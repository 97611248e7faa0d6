// Appearance proxies: `UINavigationBar.appearance().tintColor = .systemPink` in an app
// delegate. UIKit's proxy is an Objective-C object that stands in for an instance of the class
// and replays the setters made on it; Linux has no message forwarding, so the host's proxy is
// its own type, whose properties are the class's writable properties (U4).

/// A class whose instances take what the app sets on its appearance proxy.
@preconcurrency @MainActor
public protocol UIAppearance: AnyObject {}

/// A class whose instances can contain views that take a contained appearance.
@preconcurrency @MainActor
public protocol UIAppearanceContainer: AnyObject {}

extension UIView: UIAppearance, UIAppearanceContainer {}
extension UIBarItem: UIAppearance {}
extension UIViewController: UIAppearanceContainer {}

extension UIAppearance {
  /// The proxy whose settings every instance of this class made from now on takes (V10).
  public static func appearance() -> UIAppearanceProxy<Self> {
    UIAppearanceProxy(containers: [])
  }

  /// The proxy whose settings the instances of this class inside an instance of one of
  /// `containerTypes` take as they enter a window (V10).
  public static func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UIAppearanceProxy<Self> {
    UIAppearanceProxy(containers: containerTypes)
  }
}

/// What the app sets on a class's appearance: each property set is kept, in order, and given
/// to the instances of the class (V10).
@dynamicMemberLookup
@MainActor
public struct UIAppearanceProxy<Subject: AnyObject> {
  let containers: [any UIAppearanceContainer.Type]

  /// The value set for `keyPath` on this appearance; nil when none was.
  public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Subject, Value?>)
    -> Value?
  {
    get { UIAppearanceRecord.value(of: keyPath, containers: containers) as? Value }
    nonmutating set { record(keyPath, newValue) }
  }

  /// The value set for `keyPath` on this appearance. Reading one that was never set reads the
  /// value of an instance of the class made now, which only the host's own classes can make
  /// without an archive (U4).
  public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Subject, Value>) -> Value
  {
    get {
      if let value = UIAppearanceRecord.value(of: keyPath, containers: containers) as? Value {
        return value
      }
      return UIAppearanceRecord.prototype(of: Subject.self)[keyPath: keyPath]
    }
    nonmutating set { record(keyPath, newValue) }
  }

  /// Sets the attributes of the titles in `state`, as `setTitleTextAttributes(_:for:)` does.
  public func setTitleTextAttributes(
    _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
  ) where Subject: UIBarItem {
    let apply: @MainActor (AnyObject) -> Void = {
      ($0 as? UIBarItem)?.setTitleTextAttributes(attributes, for: state)
    }
    UIAppearanceRecord.keep(
      UIAppearanceRecord(
        subject: Subject.self, containers: containers, key: "setTitleTextAttributes \(state)",
        value: attributes as Any, apply: apply))
  }

  private func record<Value>(_ keyPath: ReferenceWritableKeyPath<Subject, Value>, _ value: Value) {
    UIAppearanceRecord.keep(
      UIAppearanceRecord(
        subject: Subject.self, containers: containers, key: keyPath, value: value,
        apply: { ($0 as? Subject)?[keyPath: keyPath] = value }))
  }
}

/// One setting made on an appearance proxy.
@MainActor
struct UIAppearanceRecord {
  let subject: AnyObject.Type
  let containers: [any UIAppearanceContainer.Type]
  let key: AnyHashable
  let value: Any
  let apply: @MainActor (AnyObject) -> Void

  /// The settings made, oldest first; a setting made again replaces the one before.
  private static var records: [UIAppearanceRecord] = []
  /// Instances of the host's classes, made to read the defaults of unset properties.
  private static var prototypes: [ObjectIdentifier: AnyObject] = [:]

  static func keep(_ record: UIAppearanceRecord) {
    records.removeAll {
      $0.subject == record.subject && $0.key == record.key
        && $0.containers.map(ObjectIdentifier.init) == record.containers.map(ObjectIdentifier.init)
    }
    records.append(record)
  }

  static func value(of key: AnyHashable, containers: [any UIAppearanceContainer.Type]) -> Any? {
    records.last {
      $0.key == key
        && $0.containers.map(ObjectIdentifier.init) == containers.map(ObjectIdentifier.init)
    }?.value
  }

  /// Forgets every setting, as a new launch of the app starts without them.
  static func reset() {
    records = []
    prototypes = [:]
  }

  /// Gives `object` the settings made for its class or a superclass, with no container.
  static func apply(to object: AnyObject) {
    guard !records.isEmpty else { return }
    for record in records where record.containers.isEmpty && isInstance(object, of: record.subject)
    {
      record.apply(object)
    }
  }

  /// Gives `view`, entering a window, the settings made for its class when contained in one of
  /// the classes of a view or controller above it.
  static func applyContained(to view: UIView) {
    guard records.contains(where: { !$0.containers.isEmpty }) else { return }
    for record in records where !record.containers.isEmpty && isInstance(view, of: record.subject) {
      if view.isContained(inInstancesOf: record.containers) { record.apply(view) }
    }
  }

  /// Whether `object` is an instance of `type` or of a subclass of it.
  static func isInstance(_ object: AnyObject, of type: AnyObject.Type) -> Bool {
    var current: AnyClass? = Swift.type(of: object)
    while let candidate = current {
      if candidate == type { return true }
      current = _getSuperclass(candidate)
    }
    return false
  }

  /// An instance of `type`, made once, to read a default from: a view made from an empty
  /// archive (`init(coder:)`, which the host's views support), or a bar item.
  static func prototype<Subject: AnyObject>(of type: Subject.Type) -> Subject {
    if let made = prototypes[ObjectIdentifier(type)] as? Subject { return made }
    let made: AnyObject? =
      if let view = type as? UIView.Type {
        view.init(coder: NSCoder())
      } else if type == UITabBarItem.self {
        UITabBarItem()
      } else {
        UIBarButtonItem()
      }
    guard let made = made as? Subject else {
      preconditionFailure("the appearance of \(type) has no default to read (U4)")
    }
    prototypes[ObjectIdentifier(type)] = made
    return made
  }
}

extension UIView {
  /// Whether a view or a controller above this view is an instance of one of `types`.
  func isContained(inInstancesOf types: [any UIAppearanceContainer.Type]) -> Bool {
    var current: UIResponder? = next
    while let responder = current {
      if types.contains(where: { UIAppearanceRecord.isInstance(responder, of: $0) }) {
        return true
      }
      current = responder.next
    }
    return false
  }
}

@_spi(HostTesting)
extension HeadlessHost {
  /// Forgets what was set on appearance proxies, as a new launch does (V10): for a test that
  /// sets appearance without launching an app.
  public static func resetAppearance() {
    UIAppearanceRecord.reset()
  }
}
