// Size classes: the host is an iPhone in portrait, compact in width and regular in height,
// unless a controller overrides a size class for a child (`setOverrideTraitCollection(_:
// forChild:)`) or for itself (`traitOverrides`), or a view for itself and its subviews (V3).

/// The size classes a controller overrides for itself, and those it sets for its children.
@MainActor
final class SizeClassSettings {
  /// Whether any controller or view ever overrode a size class: until one does, every trait
  /// collection is the screen's, without looking further.
  static var anySet = false

  var horizontal = UITraitCollection.SizeClass.unspecified
  var vertical = UITraitCollection.SizeClass.unspecified
  /// The trait collections set for children, by child.
  var children: [ObjectIdentifier: UITraitCollection] = [:]
}

/// A pair of size classes being resolved: each stays the first specified one met.
private struct SizeClasses {
  var horizontal = UITraitCollection.SizeClass.unspecified
  var vertical = UITraitCollection.SizeClass.unspecified

  var isResolved: Bool { horizontal != .unspecified && vertical != .unspecified }

  mutating func take(
    _ horizontal: UITraitCollection.SizeClass, _ vertical: UITraitCollection.SizeClass
  ) {
    if self.horizontal == .unspecified { self.horizontal = horizontal }
    if self.vertical == .unspecified { self.vertical = vertical }
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
    var classes = SizeClasses()
    resolveSizeClasses(into: &classes)
    return classes.resolved
  }

  fileprivate func resolveSizeClasses(into classes: inout SizeClasses) {
    var controller = self
    while !classes.isResolved {
      if let own = controller.sizeClassSettings { classes.take(own.horizontal, own.vertical) }
      guard let parent = controller.parent else { return }
      if let set = parent.sizeClassSettings?.children[ObjectIdentifier(controller)] {
        classes.take(set.horizontalSizeClass, set.verticalSizeClass)
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
    var classes = SizeClasses()
    var view: UIView? = self
    while let current = view, !classes.isResolved {
      let own = current.ownSizeClasses
      classes.take(own.horizontal, own.vertical)
      if let controller = current.owningViewController {
        controller.resolveSizeClasses(into: &classes)
        break
      }
      view = current.superview
    }
    return classes.resolved
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
