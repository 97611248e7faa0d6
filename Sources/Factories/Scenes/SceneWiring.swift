@_spi(HostTesting) import PresentationHost

/// Registers a scene's parts with the host, so that its leak listing sees them once the screen
/// is gone, and records the build for the console's trace.
@MainActor
func register(
  _ screen: UIViewController, parts: [(name: String, object: AnyObject)], factory: String,
  host: HeadlessHost?
) {
  guard let host else { return }
  host.recordAppCall(factory, "build → \(screen.hostName)")
  for part in parts {
    host.track(part.object, name: part.name, owner: screen)
  }
}
