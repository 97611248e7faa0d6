/// Where a controller stands in the host: its host, how the transcript names it, and the
/// walks up its parent and presentation chains that the host's rules use.
extension UIViewController {
  /// The host of the window this controller is in, if it is in one.
  @_spi(HostTesting) public var host: HeadlessHost? { rootAncestor.window?.host }

  /// Whether the controller is on screen somewhere: in its window's tree or presented from it.
  @_spi(HostTesting) public var isInWindowHierarchy: Bool {
    let root = rootAncestor
    return root.window?.rootViewController === root
  }

  var rootAncestor: UIViewController {
    var current = self
    while true {
      if let parent = current.parent {
        current = parent
      } else if let presenting = current.storedPresenting {
        current = presenting
      } else {
        return current
      }
    }
  }

  var isInVisibleWindow: Bool {
    let root = rootAncestor
    guard let window = root.window, window.rootViewController === root else { return false }
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
    while let ancestor = current {
      if ancestor === self { return true }
      current = ancestor.parent
    }
    return false
  }
}
