/// Where a controller stands in the host: its host, how the transcript names it, and the
/// walks up its parent and presentation chains that the host's rules use.
extension UIViewController {
  /// The host of the window this controller is in, if it is in one.
  @_spi(HostTesting) public var host: HeadlessHost? { rootAncestor.window?.host }

  /// Whether the controller is on screen somewhere: in its window's tree or presented from it.
  @_spi(HostTesting) public var isInWindowHierarchy: Bool { windowOfTree != nil }

  /// The window whose root is the top of this controller's parent and presentation chains.
  var windowOfTree: UIWindow? {
    let root = rootAncestor
    return root.window?.rootViewController === root ? root.window : nil
  }

  var rootAncestor: UIViewController {
    var current = self
    // A hierarchy never holds a cycle (L7 refuses one); the bound keeps a walk finite whatever
    // the host is handed.
    for _ in 0..<Self.deepestHierarchy {
      if let parent = current.parent {
        current = parent
      } else if let presenting = current.storedPresenting {
        // The root found at the presentation, unless that root has since gone under another.
        let root = current.presentationRoot
        let isRoot =
          root?.parent == nil && root?.storedPresenting == nil && root?.controllerShownOver == nil
        current = isRoot ? root ?? presenting : presenting
      } else if let shownOver = current.controllerShownOver {
        current = shownOver
      } else {
        return current
      }
    }
    return current
  }

  /// Deeper than any real hierarchy: a walk up that goes further is going round.
  static let deepestHierarchy = 10_000

  var isInVisibleWindow: Bool {
    guard let window = windowOfTree else { return false }
    return !window.isHidden
  }

  /// Where this controller's misuse is recorded: its window's host, else the host of the
  /// window it was last in (a popped screen's warnings reach the app's tests, P11).
  var diagnosticHost: HeadlessHost { host ?? lastKnownHost ?? HeadlessHost.detached }

  var canShowChildren: Bool { appearanceState == .appearing || appearanceState == .appeared }

  /// Records a call this controller makes on `delegate`, named by the delegate's type.
  func recordDelegateCall(_ delegate: AnyObject, _ event: @autoclosure () -> String) {
    host?.record(.delegate, HeadlessHost.name(of: delegate), event())
  }

  func recordCall(
    _ kind: TranscriptEntry.Kind, _ subject: UIViewController, _ event: @autoclosure () -> String
  ) {
    (host ?? subject.host)?.record(kind, subject.hostName, event())
  }

  func isAncestor(of controller: UIViewController) -> Bool {
    var current = controller.parent
    for _ in 0..<Self.deepestHierarchy {
      guard let ancestor = current else { return false }
      if ancestor === self { return true }
      current = ancestor.parent
    }
    return false
  }

  /// Why `child` cannot be contained by this controller, if it cannot: it is this controller or
  /// one of its ancestors, and the hierarchy would go round (L7).
  func containmentRefusal(of child: UIViewController) -> String? {
    let cannot = "Cannot add \(child.hostName) as a child of \(hostName)"
    if let presenter = child.storedPresenting {
      return
        "\(cannot): it is presented by \(presenter.hostName) (UIViewControllerHierarchyInconsistency)"
    }
    if let window = child.viewIfLoaded?.window, window.rootViewController === child {
      return "\(cannot): it is the root of a window (UIViewControllerHierarchyInconsistency)"
    }
    guard child === self || child.isAncestor(of: self) else { return nil }
    return "\(cannot), which it contains (UIViewControllerHierarchyInconsistency)"
  }
}
