// What the host checks of a screen that UIKit itself does not, where a device would show the
// mistake only as a bug: a lifecycle override that never reaches UIKit's implementation (L6),
// and a view that nothing sizes, so that it is invisible on a device (V2). And one override
// without `super` that UIKit does raise for: a view's `updateConstraints()` (V12).

extension HeadlessHost {
  /// Warns that `name`'s override of `method` did not call `super` (L6).
  func reportMissingSuper(of method: String, in name: String) {
    report(
      .warning, .l6,
      "\(name) overrides \(method) without calling super: UIKit's own work for it is skipped")
  }

  /// Refuses the layout pass in which `name`'s override of `method` did not call `super`, as
  /// UIKit raises then (V12).
  func reportMissingSuperInConstraintUpdate(of method: String, in name: String) {
    report(
      .error, .v12,
      "\(name) overrides \(method) without calling super: its layout constraints still need "
        + "update, and UIKit raises")
  }
}

/// A cell a table or collection view hands out again, whose `prepareForReuse()` override must
/// call `super`: UITableViewCell.h declares it `NS_REQUIRES_SUPER`, and Apple's documentation of
/// `UICollectionReusableView.prepareForReuse()` asks a cell's override to call `super`.
@MainActor
protocol ReusedCell: UIView {
  /// Set by UIKit's `prepareForReuse()`: whether the last call reached it.
  var reachedPrepareForReuse: Bool { get set }
  func prepareForReuse()
}

extension ReusedCell {
  /// Prepares the cell for reuse, warning in `host` when an override does not call `super`.
  func prepareForReuseCheckingSuper(in host: HeadlessHost) {
    reachedPrepareForReuse = false
    prepareForReuse()
    if !reachedPrepareForReuse {
      host.reportMissingSuper(of: "prepareForReuse()", in: HeadlessHost.name(of: self))
    }
  }
}

extension UITableViewCell: ReusedCell {}
extension UICollectionReusableView: ReusedCell {}

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

  /// Sends `updateViewConstraints()` for the root view's constraint update, checking that an
  /// override calls `super`. Apple's documentation of the method: "Call [super
  /// updateViewConstraints] as the final step in your implementation."
  func sendUpdateViewConstraints() {
    callRequiringSuper("updateViewConstraints()") { updateViewConstraints() }
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
    let listCell = view as? UICollectionViewListCell
    let field = view as? UITextField
    for subview in view.subviews where !subview.isHidden && subview.owningViewController == nil {
      let arranged = stack?.arrangedSubviews.contains { $0 === subview } ?? false
      let sizedByOwner =
        listCell?.sizesAccessoryView(subview) ?? field?.isOverlay(subview) ?? false
      if subview.frame.size == .zero && subview.activeConstraintCount == 0 && !arranged
        && !sizedByOwner && !subview.isSizedByUIKit
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
