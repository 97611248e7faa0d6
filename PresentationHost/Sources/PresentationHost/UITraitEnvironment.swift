// Light and dark: where a controller's or a view's style comes from, and the calls that tell
// them it changed. UIKit documents the inheritance on `overrideUserInterfaceStyle`: a
// controller's style applies to its views and its children, a view's to its subviews but not
// to a child controller's views, a window's to everything in it; a presented controller takes
// its window's, not its presenter's.

/// What has traits: controllers and views.
@preconcurrency @MainActor
public protocol UITraitEnvironment: NSObjectProtocol {
  /// The traits it shows in.
  var traitCollection: UITraitCollection { get }
  /// Called when its traits changed.
  func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

extension UIViewController: UITraitEnvironment {}
extension UIView: UITraitEnvironment {}

extension UIViewController {
  /// The nearest override among the controller and its parents, else its window's, else light.
  var effectiveUserInterfaceStyle: UIUserInterfaceStyle {
    var controller = self
    while controller.overrideUserInterfaceStyle == .unspecified {
      guard let parent = controller.parent else {
        return controller.windowForTraits?.effectiveUserInterfaceStyle ?? .light
      }
      controller = parent
    }
    return controller.overrideUserInterfaceStyle
  }

  /// The window a controller at the top of its containers shows in: its own as a window's
  /// root, or, presented, the window of the screen that presented it.
  private var windowForTraits: UIWindow? {
    var top = self
    while top.window == nil, let presenter = top.storedPresenting {
      top = presenter
      while let parent = top.parent { top = parent }
    }
    return top.window
  }

  /// What a change of this controller's style can reach: itself and its views, if loaded, and
  /// its children's, never what it presents.
  var traitSubtree: [any UITraitEnvironment] {
    guard let view = viewIfLoaded else { return children.flatMap(\.traitSubtree) }
    return [self] + view.traitSubtree + children.flatMap(\.traitSubtree)
  }

  /// This controller's subtree and, for each controller in it, what it presents.
  var traitSubtreeWithPresented: [any UITraitEnvironment] {
    var found = traitSubtree
    var presenters = [self]
    while let presenter = presenters.popLast() {
      presenters += presenter.children
      if let presented = presenter.storedPresented {
        found += presented.traitSubtreeWithPresented
      }
    }
    return found
  }
}

extension UIView {
  /// The nearest override among the view and its superviews, else its controller's style;
  /// for a window with none, the style the person chose for the system (light unless
  /// `host.setDarkMode(_:)`).
  var effectiveUserInterfaceStyle: UIUserInterfaceStyle {
    var view = self
    while view.overrideUserInterfaceStyle == .unspecified {
      if let controller = view.owningViewController {
        return controller.effectiveUserInterfaceStyle
      }
      guard let superview = view.superview else {
        return (view as? UIWindow)?.host.systemUserInterfaceStyle ?? .light
      }
      view = superview
    }
    return view.overrideUserInterfaceStyle
  }

  /// What a change of this view's style can reach: the view and its subviews, but a child
  /// controller's views; for a window, everything in it.
  var traitSubtree: [any UITraitEnvironment] {
    var found: [any UITraitEnvironment] = [self]
    for subview in subviews where subview.owningViewController == nil {
      found += subview.traitSubtree
    }
    if let window = self as? UIWindow, let root = window.rootViewController {
      found += root.traitSubtreeWithPresented
    }
    return found
  }
}

/// A change of an override: the traits before it, and the calls after it.
@MainActor
enum TraitChange {
  /// The traits the change being made started from.
  static var pending: [(environment: any UITraitEnvironment, traits: UITraitCollection)] = []

  /// The traits of each of `environments` now.
  static func snapshot(
    of environments: [any UITraitEnvironment]
  ) -> [(environment: any UITraitEnvironment, traits: UITraitCollection)] {
    environments.map { ($0, $0.traitCollection) }
  }

  /// Calls `traitCollectionDidChange(_:)` with the traits it had on each environment whose
  /// traits are no longer those `before` holds, in order.
  static func notify(
    since before: [(environment: any UITraitEnvironment, traits: UITraitCollection)]
  ) {
    pending = []
    for (environment, previous) in before {
      let now = environment.traitCollection
      guard !now.containsTraits(in: previous) || !previous.containsTraits(in: now) else { continue }
      environment.traitCollectionDidChange(previous)
    }
  }

  /// Makes `change`, telling each of `environments` whose traits it changes.
  static func making(_ change: () -> Void, reaching environments: [any UITraitEnvironment]) {
    let before = snapshot(of: environments)
    change()
    notify(since: before)
  }
}
