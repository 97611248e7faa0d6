/// The navigation the Home screen needs.
@MainActor
public protocol HomeRouterProtocol: AnyObject {
  /// Route 1: push Detail.
  func showDetail()
  /// Route 6: present HelloWorld modally.
  func presentHelloWorld()
}
