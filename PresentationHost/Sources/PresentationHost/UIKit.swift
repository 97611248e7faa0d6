// UIKit re-exports Foundation, so UIKit code that uses `URL`, `NSObject` or `Bundle` after
// `import UIKit` alone compiles here after `import PresentationHost` alone.
//
// The host's test surface (transcript, path, user actions, diagnostics, leaks, held
// transitions) is declared `@_spi(HostTesting)`. UIKit code never needs it; tests and the
// console import it with `@_spi(HostTesting) import PresentationHost`, so the UIKit surface
// stays UIKit's alone.
@_exported import Foundation
