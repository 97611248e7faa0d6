/// The navigation the Detail screen needs.
@MainActor
public protocol DetailRouterProtocol: AnyObject {
  /// Route 2: pop back to Home.
  func showHome()
  /// Route 3: push HelloWorld.
  func showHelloWorld()
}
