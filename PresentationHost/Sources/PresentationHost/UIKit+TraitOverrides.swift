// Trait overrides: the host is an iPhone in portrait, compact in width and regular in height,
// unless a controller overrides a size class for a child (`setOverrideTraitCollection(_:
// forChild:)`) or for itself (`traitOverrides`), or a view for itself and its subviews; the
// app's own traits (iOS 17) are set and reach what they contain the same way (V3).

/// The traits a controller overrides for itself (size classes and the app's own), and those it
/// sets for its children.
@MainActor
final class TraitOverrideSettings {
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
private struct ResolvingTraits {
  var horizontal = UITraitCollection.SizeClass.unspecified
  var vertical = UITraitCollection.SizeClass.unspecified
  var custom = CustomTraitValues()

  /// Whether nothing further out can change the answer: both size classes are found, and no
  /// trait of the app's own was ever set.
  var isResolved: Bool {
    horizontal != .unspecified && vertical != .unspecified && !TraitOverrideSettings.anyCustomSet
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

/// The size classes resolved for a controller or a view, and the values of the app's own
/// traits.
typealias ResolvedTraits = (
  sizeClasses: (UITraitCollection.SizeClass, UITraitCollection.SizeClass),
  custom: CustomTraitValues
)

extension UIViewController {
  /// The size classes and the values of the app's own traits of the nearest overrides: the
  /// controller's own, then each parent's for the child on the way and the parent's own; the
  /// screen's size classes where none is set.
  var effectiveTraits: ResolvedTraits {
    var classes = ResolvingTraits()
    resolveTraits(into: &classes)
    return (classes.resolved, classes.custom)
  }

  fileprivate func resolveTraits(into classes: inout ResolvingTraits) {
    var controller = self
    while !classes.isResolved {
      if let own = controller.traitOverrideSettings {
        classes.take(own.horizontal, own.vertical, custom: own.custom)
      }
      guard let parent = controller.parent else { return }
      if let set = parent.traitOverrideSettings?.children[ObjectIdentifier(controller)] {
        classes.take(
          set.horizontalSizeClass, set.verticalSizeClass, custom: set.customTraitsWithTextSize)
      }
      controller = parent
    }
  }

  /// Sets the traits `childViewController` takes from this controller, telling those whose
  /// traits change.
  func setChildTraits(_ collection: UITraitCollection?, for childViewController: UIViewController) {
    changeTraitSettings(reaching: childViewController.traitSubtree) { settings in
      settings.children[ObjectIdentifier(childViewController)] = collection
    }
  }

  /// Overrides this controller's own size classes, telling those whose traits change.
  func overrideSizeClasses(
    horizontal: UITraitCollection.SizeClass? = nil, vertical: UITraitCollection.SizeClass? = nil
  ) {
    changeTraitSettings(reaching: traitSubtree) { settings in
      if let horizontal { settings.horizontal = horizontal }
      if let vertical { settings.vertical = vertical }
    }
  }

  /// Sets the app's own trait `identifier` for this controller and what it contains, telling
  /// those whose traits change (V3).
  func overrideCustomTrait(_ identifier: ObjectIdentifier, _ value: Any?) {
    TraitOverrideSettings.anyCustomSet = true
    changeTraitSettings(reaching: traitSubtree) { $0.custom.values[identifier] = value }
  }

  /// Makes `change` to the controller's trait settings, telling each of `environments` whose
  /// traits it changes.
  private func changeTraitSettings(
    reaching environments: [any UITraitEnvironment], _ change: (TraitOverrideSettings) -> Void
  ) {
    TraitChange.making(
      {
        let settings = traitOverrideSettings ?? TraitOverrideSettings()
        change(settings)
        traitOverrideSettings = settings
        TraitOverrideSettings.anySet = true
      }, reaching: environments)
  }
}

extension UIView {
  /// The size classes and the values of the app's own traits of the nearest overrides among
  /// the view and its superviews, then its controller's; the screen's size classes where none
  /// is set.
  var effectiveTraits: ResolvedTraits {
    var classes = ResolvingTraits()
    var view: UIView? = self
    while let current = view, !classes.isResolved {
      let own = current.ownSizeClasses
      classes.take(own.horizontal, own.vertical, custom: current.ownCustomTraits)
      if let controller = current.owningViewController {
        controller.resolveTraits(into: &classes)
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
    changeOwnTraits {
      var own = ownSizeClasses
      if let horizontal { own.horizontal = horizontal }
      if let vertical { own.vertical = vertical }
      ownSizeClasses = own
    }
  }

  /// Sets the app's own trait `identifier` for this view and its subviews, telling those whose
  /// traits change (V3).
  func overrideCustomTrait(_ identifier: ObjectIdentifier, _ value: Any?) {
    TraitOverrideSettings.anyCustomSet = true
    changeOwnTraits {
      var custom = ownCustomTraits
      custom.values[identifier] = value
      ownCustomTraits = custom
    }
  }

  /// Makes `change` to the view's own traits, telling each view and controller whose traits it
  /// changes.
  private func changeOwnTraits(_ change: () -> Void) {
    TraitChange.making(
      {
        change()
        TraitOverrideSettings.anySet = true
      }, reaching: traitSubtree)
  }
}
