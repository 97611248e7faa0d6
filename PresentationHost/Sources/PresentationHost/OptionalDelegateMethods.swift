// UIKit's delegate protocols declare most methods `@objc optional`; UIKit asks the delegate
// object at run time whether it implements one. Linux has no Objective-C runtime, so the host
// declares those methods as requirements with default implementations in protocol extensions.
// That differs from UIKit in one case: a class that conforms without implementing a method
// gets the default as its witness, and a subclass's implementation of that method is then
// never called (static dispatch). Nothing can tell, at compile or run time, whether a subclass
// implements it: a subclass that implements nothing is correct, one that implements the method
// is the mistake, and both look alike here. So the host reports nothing (a correct app records
// no diagnostic); it keeps, for a test or a person to read, which defaults ran for an object
// whose superclass also conforms (`defaultsRunForInheritedConformances`). The fix, also right
// on iOS, is to implement the method in the class that declares the conformance (as `open` or
// overridable) and override it below.

extension HeadlessHost {
  /// Records, once per class and method, that a protocol's default for `method` ran for
  /// `delegate`, whose superclass also conforms (U4).
  func noteDefaultOptional(
    _ method: String, of protocolName: String, delegate: AnyObject, superclassConforms: Bool
  ) {
    guard superclassConforms else { return }
    let className = String(describing: Swift.type(of: delegate))
    defaultsRunForInheritedConformances.insert("\(className): \(protocolName).\(method)")
  }
}
