// UIKit re-exports Foundation, so UIKit code that uses `URL`, `NSObject` or `Bundle` after
// `import UIKit` alone compiles here after `import PresentationHost` alone.
@_exported import Foundation

/// The SPI group of the host's test surface: transcript, path, user actions, diagnostics,
/// leaks and held transitions. UIKit code never needs it; tests and the console import it with
/// `@_spi(HostTesting) import PresentationHost`, so the UIKit surface stays UIKit's alone.
enum HostTestingSPI {}
