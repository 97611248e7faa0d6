// What the host checks of a screen that UIKit itself does not, where a device would show the
// mistake only as a bug: a lifecycle override that never reaches UIKit's implementation (L6),
// and a view that nothing sizes, so that it is invisible on a device (V2).

extension HeadlessHost {
  /// Warns that `name`'s override of `method` did not call `super` (L6).
  func reportMissingSuper(of method: String, in name: String) {
    report(
      .warning, .l6,
      "\(name) overrides \(method) without calling super: UIKit's own work for it is skipped")
  }

}

extension UIViewController {
  /// Calls one of the lifecycle methods whose documentation says an override must call
  /// `super`, and warns when the call did not reach UIKit's implementation.
  ///
  /// UIKit's documentation of the appearance methods: "If you override this method, you must
  /// call super at some point in your implementation." UIViewController.h, of
  /// `willMove(toParent:)` and `didMove(toParent:)`: "If they are overridden, the overrides
  /// should ensure to call the super."
  func callRequiringSuper(_ method: String, _ call: () -> Void) {
    let outer = reachedSuper
    reachedSuper = false
    call()
    if !reachedSuper { diagnosticHost.reportMissingSuper(of: method, in: hostName) }
    reachedSuper = outer
  }

  /// Sends `willMove(toParent:)`, checking that an override calls `super`.
  func sendWillMove(toParent parent: UIViewController?) {
    callRequiringSuper("willMove(toParent:)") { willMove(toParent: parent) }
  }

  /// Sends `didMove(toParent:)`, checking that an override calls `super`.
  func sendDidMove(toParent parent: UIViewController?) {
    callRequiringSuper("didMove(toParent:)") { didMove(toParent: parent) }
  }

  /// Sends `setEditing(_:animated:)`, as the edit button and `isEditing` do, checking that an
  /// override calls `super`. Apple's documentation of the method: "This method should invoke
  /// super's implementation before updating its view."
  func sendSetEditing(_ editing: Bool, animated: Bool) {
    callRequiringSuper("setEditing(_:animated:)") { setEditing(editing, animated: animated) }
  }

  /// Warns, once for this screen, of each view in it that a device could not show: a visible
  /// view with a zero frame that no active constraint places, no stack view arranges, no list
  /// cell sizes as its accessory and no text field as its overlay view. The controller's own
  /// view is sized by its container; a child controller's view is checked with its own screen.
  func checkLayoutOnce() {
    guard !checkedLayout, let root = viewIfLoaded else { return }
    checkedLayout = true
    var unseen: [String] = []
    collectUnplaced(in: root, into: &unseen)
    guard !unseen.isEmpty else { return }
    diagnosticHost.report(
      .warning, .v2,
      "\(hostName) shows \(unseen.joined(separator: ", ")) at a zero frame with no constraint and no stack view arranging it: invisible on a device"
    )
  }

  private func collectUnplaced(in view: UIView, into unseen: inout [String]) {
    let stack = view as? UIStackView
    for subview in view.subviews where !subview.isHidden && subview.owningViewController == nil {
      let arranged = stack?.arrangedSubviews.contains { $0 === subview } ?? false
      if subview.frame.size == .zero && subview.activeConstraintCount == 0 && !arranged
        && !subview.isSizedByUIKit
      {
        unseen.append(Self.describe(subview))
      }
      collectUnplaced(in: subview, into: &unseen)
    }
  }

  private static func describe(_ view: UIView) -> String {
    let type = String(describing: Swift.type(of: view))
    return view.accessibilityIdentifier.map { "\(type) \"\($0)\"" } ?? type
  }
}
