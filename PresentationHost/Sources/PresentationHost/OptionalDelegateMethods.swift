// UIKit's delegate protocols declare most methods `@objc optional`, asked about at run time.
// Linux has no Objective-C runtime: the host declares them as requirements with defaults. A
// class that conforms without implementing one gets the default as its witness, and a
// subclass's implementation is then never called (static dispatch), which nothing can detect.
// So the host reports nothing, and keeps, for a test to read, which defaults ran for an object
// whose superclass also conforms (`defaultsRunForInheritedConformances`). The fix, right on iOS
// too, is to implement the method in the class that declares the conformance, and override it.

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
