/// The navigation the HelloWorld screen needs.
@MainActor
public protocol HelloWorldRouterProtocol: AnyObject {
  /// Route 4: pop back to Detail (pushed HelloWorld).
  func back()
  /// Route 5: pop to Home (pushed HelloWorld).
  func home()
  /// Route 7: dismiss (modal HelloWorld).
  func close()
}
