// Segues, which storyboards define. The host reads no storyboard files (U4): a test registers
// the segues of a storyboard's scenes, and performing one it did not is refused, as UIKit raises
// for a segue a controller does not have.

/// A transition between two screens, defined in a storyboard.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
  /// The segue's identifier in the storyboard.
  public let identifier: String?
  /// The screen the segue starts from.
  public let source: UIViewController
  /// The screen the segue goes to.
  public let destination: UIViewController
  /// What `perform()` runs, for a segue made with a handler.
  private var performHandler: (() -> Void)?

  /// A segue named `identifier` from `source` to `destination`.
  public init(identifier: String?, source: UIViewController, destination: UIViewController) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
    super.init()
  }

  /// A segue whose `perform()` calls `performHandler`.
  public convenience init(
    identifier: String?, source: UIViewController, destination: UIViewController,
    performHandler: @escaping () -> Void
  ) {
    self.init(identifier: identifier, source: source, destination: destination)
    self.performHandler = performHandler
  }

  /// Shows the destination: the handler's work for a segue made with one; a segue made in
  /// code overrides this.
  open func perform() {
    performHandler?()
  }
}

extension UIViewController {
  /// UIKit's work of `performSegue(withIdentifier:sender:)`.
  func performStoryboardSegue(withIdentifier identifier: String, sender: Any?) {
    guard let segue = storyboard?.segue(identifier, from: self) else {
      diagnosticHost.report(
        .error, .u4,
        "\(hostName) has no segue with identifier \(identifier): the host reads no storyboard "
          + "files, and no test registered it (UIStoryboard.registerSegue)")
      return
    }
    prepare(for: segue, sender: sender)
    segue.perform()
  }
}
