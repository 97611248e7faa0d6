import App
import UIKit

// The app's entry point. UIKit makes the app delegate from its class, which the package's App
// library declares; `@main` marks only a type of the app's own module, so the app starts it here.
_ = UIApplicationMain(
  CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))
