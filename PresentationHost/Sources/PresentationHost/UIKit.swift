// UIKit re-exports Foundation, so UIKit code that uses `URL`, `NSObject` or `Bundle` after
// `import UIKit` alone compiles here after `import PresentationHost` alone.
//
// The host's test surface (transcript, path, user actions, diagnostics, leaks, held
// transitions) is declared `@_spi(HostTesting)`. UIKit code never needs it; tests and the
// console import it with `@_spi(HostTesting) import PresentationHost`, so the UIKit surface
// stays UIKit's alone.
@_exported import Foundation

/// Runs `body`; on Apple's platforms objects autoreleased in it are released at its end. Swift
/// on Linux has no autorelease pool, so code written for iOS compiles and runs unchanged.
public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result {
  try body()
}

extension NSIndexPath {
  /// The index path of `row` in `section`.
  public convenience init(row: Int, section: Int) {
    self.init(indexes: [section, row], length: 2)
  }

  /// The row, the second index.
  public var row: Int { index(atPosition: 1) }
  /// The section, the first index.
  public var section: Int { index(atPosition: 0) }
}
