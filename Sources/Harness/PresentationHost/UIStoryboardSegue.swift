// Segues, which storyboards define. The host reads no storyboard files (U4), so no controller
// has a segue: the types exist so that a screen that overrides `prepare(for:sender:)` compiles,
// and performing a segue is refused as UIKit raises for a segue it does not have.

/// A transition between two screens, defined in a storyboard.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
  /// The segue's identifier in the storyboard.
  public let identifier: String?
  /// The screen the segue starts from.
  public let source: UIViewController
  /// The screen the segue goes to.
  public let destination: UIViewController

  /// A segue named `identifier` from `source` to `destination`.
  public init(identifier: String?, source: UIViewController, destination: UIViewController) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
    super.init()
  }

  /// Shows the destination; a segue made in code overrides this.
  open func perform() {}
}

extension UIViewController {
  /// Performs the storyboard segue named `identifier`. The host reads no storyboard files, so
  /// no controller has a segue: UIKit raises for one it does not have, and the host refuses with
  /// an `error` (U4) and changes nothing.
  public func performSegue(withIdentifier identifier: String, sender: Any?) {
    diagnosticHost.report(
      .error, .u4,
      "\(hostName) has no segue with identifier \(identifier): the host reads no storyboard files")
  }
}
