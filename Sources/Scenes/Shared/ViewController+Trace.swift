@_spi(HostTesting) import PresentationHost

extension UIViewController {
  /// Records, in the host's transcript, that this screen forwarded a person's action to its
  /// interactor; the console shows it as the first step of the architecture trace.
  func traceForward(_ call: String) {
    host?.recordAppCall(by: self, "→ \(call)")
  }
}
