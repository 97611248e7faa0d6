// Size classes: the host is an iPhone in portrait, compact in width and regular in height,
// unless a controller overrides a size class for a child (`setOverrideTraitCollection(_:
// forChild:)`) or for itself (`traitOverrides`), or a view for itself and its subviews (V3).

/// The size classes a controller overrides for itself, and those it sets for its children.
@MainActor
final class SizeClassSettings {
  /// Whether any controller or view ever overrode a size class or a trait of the app's own:
  /// until one does, every trait collection is the screen's, without looking further.
  static var anySet = false
  /// Whether any controller or view ever set a trait of the app's own.
  static var anyCustomSet = false

  var horizontal = UITraitCollection.SizeClass.unspecified
  var vertical = UITraitCollection.SizeClass.unspecified
  /// The values of the app's own traits the controller sets (iOS 17).
  var custom = CustomTraitValues()
  /// The trait collections set for children, by child.
  var children: [ObjectIdentifier: UITraitCollection] = [:]
}

/// The size classes and the app's own traits being resolved: each stays the first specified
/// one met, walking out from the controller or view asked.
@MainActor
private struct SizeClasses {
  var horizontal = UITraitCollection.SizeClass.unspecified
  var vertical = UITraitCollection.SizeClass.unspecified
  var custom = CustomTraitValues()

  /// Whether nothing further out can change the answer: both size classes are found, and no
  /// trait of the app's own was ever set.
  var isResolved: Bool {
    horizontal != .unspecified && vertical != .unspecified && !SizeClassSettings.anyCustomSet
  }

  mutating func take(
    _ horizontal: UITraitCollection.SizeClass, _ vertical: UITraitCollection.SizeClass,
    custom: CustomTraitValues = CustomTraitValues()
  ) {
    if self.horizontal == .unspecified { self.horizontal = horizontal }
    if self.vertical == .unspecified { self.vertical = vertical }
    self.custom.values.merge(custom.values) { nearer, _ in nearer }
  }

  /// The classes, the screen's where none was specified.
  var resolved: (UITraitCollection.SizeClass, UITraitCollection.SizeClass) {
    (
      horizontal == .unspecified ? .compact : horizontal,
      vertical == .unspecified ? .regular : vertical
    )
  }
}

extension UIViewController {
  /// The size classes of the nearest overrides: the controller's own, then each parent's for
  /// the child on the way and the parent's own; the screen's where none is set.
  var effectiveSizeClasses: (UITraitCollection.SizeClass, UITraitCollection.SizeClass) {
    effectiveTraits.sizeClasses
  }

  /// The size classes and the values of the app's own traits, of the nearest overrides.
  var effectiveTraits:
    (
      sizeClasses: (UITraitCollection.SizeClass, UITraitCollection.SizeClass),
      custom: CustomTraitValues
    )
  {
    var classes = SizeClasses()
    resolveSizeClasses(into: &classes)
    return (classes.resolved, classes.custom)
  }

  fileprivate func resolveSizeClasses(into classes: inout SizeClasses) {
    var controller = self
    while !classes.isResolved {
      if let own = controller.sizeClassSettings {
        classes.take(own.horizontal, own.vertical, custom: own.custom)
      }
      guard let parent = controller.parent else { return }
      if let set = parent.sizeClassSettings?.children[ObjectIdentifier(controller)] {
        classes.take(set.horizontalSizeClass, set.verticalSizeClass, custom: set.customTraits)
      }
      controller = parent
    }
  }

  /// Sets the traits `childViewController` takes from this controller, telling those whose
  /// traits change.
  func setChildTraits(_ collection: UITraitCollection?, for childViewController: UIViewController) {
    StyleChange.making(
      {
        let settings = sizeClassSettings ?? SizeClassSettings()
        settings.children[ObjectIdentifier(childViewController)] = collection
        sizeClassSettings = settings
        if collection != nil { SizeClassSettings.anySet = true }
      }, reaching: childViewController.traitSubtree)
  }

  /// Overrides this controller's own size classes, telling those whose traits change.
  func overrideSizeClasses(
    horizontal: UITraitCollection.SizeClass? = nil, vertical: UITraitCollection.SizeClass? = nil
  ) {
    StyleChange.making(
      {
        let settings = sizeClassSettings ?? SizeClassSettings()
        if let horizontal { settings.horizontal = horizontal }
        if let vertical { settings.vertical = vertical }
        sizeClassSettings = settings
        SizeClassSettings.anySet = true
      }, reaching: traitSubtree)
  }
}

extension UIView {
  /// The size classes of the nearest overrides among the view and its superviews, then its
  /// controller's; the screen's where none is set.
  var effectiveSizeClasses: (UITraitCollection.SizeClass, UITraitCollection.SizeClass) {
    effectiveTraits.sizeClasses
  }

  /// The size classes and the values of the app's own traits, of the nearest overrides.
  var effectiveTraits:
    (
      sizeClasses: (UITraitCollection.SizeClass, UITraitCollection.SizeClass),
      custom: CustomTraitValues
    )
  {
    var classes = SizeClasses()
    var view: UIView? = self
    while let current = view, !classes.isResolved {
      let own = current.ownSizeClasses
      classes.take(own.horizontal, own.vertical, custom: current.ownCustomTraits)
      if let controller = current.owningViewController {
        controller.resolveSizeClasses(into: &classes)
        break
      }
      view = current.superview
    }
    return (classes.resolved, classes.custom)
  }

  /// Overrides this view's own size classes, telling those whose traits change.
  func overrideSizeClasses(
    horizontal: UITraitCollection.SizeClass? = nil, vertical: UITraitCollection.SizeClass? = nil
  ) {
    StyleChange.making(
      {
        var own = ownSizeClasses
        if let horizontal { own.horizontal = horizontal }
        if let vertical { own.vertical = vertical }
        ownSizeClasses = own
        SizeClassSettings.anySet = true
      }, reaching: traitSubtree)
  }
}

extension UIViewController {
  /// Sets the app's own trait `identifier` for this controller and what it contains, telling
  /// those whose traits change (V3).
  func overrideCustomTrait(_ identifier: ObjectIdentifier, _ value: Any?) {
    StyleChange.making(
      {
        let settings = sizeClassSettings ?? SizeClassSettings()
        settings.custom.values[identifier] = value
        sizeClassSettings = settings
        SizeClassSettings.anySet = true
        SizeClassSettings.anyCustomSet = true
      }, reaching: traitSubtree)
  }
}

extension UIView {
  /// Sets the app's own trait `identifier` for this view and its subviews, telling those whose
  /// traits change (V3).
  func overrideCustomTrait(_ identifier: ObjectIdentifier, _ value: Any?) {
    StyleChange.making(
      {
        var custom = ownCustomTraits
        custom.values[identifier] = value
        ownCustomTraits = custom
        SizeClassSettings.anySet = true
        SizeClassSettings.anyCustomSet = true
      }, reaching: traitSubtree)
  }
}
