/// The navigation a pushed HelloWorld needs.
@MainActor
public protocol PushedHelloWorldRouterProtocol: AnyObject {
  /// Route 4: pop back to Detail.
  func back()
  /// Route 5: pop to Home.
  func home()
}

/// The navigation a modal HelloWorld needs.
@MainActor
public protocol ModalHelloWorldRouterProtocol: AnyObject {
  /// Route 7: dismiss.
  func close()
}

/// A router for HelloWorld however it is presented: what the screen keeps alive in the router
/// variant.
public typealias HelloWorldRouterProtocol = PushedHelloWorldRouterProtocol
  & ModalHelloWorldRouterProtocol
