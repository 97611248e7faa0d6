import App
import TimeProbe
import UIKit

// Launched with -RunTimeProbe (the TimeProbe scheme), the app runs the probe of UIKit's time
// once its first window scene is active, and prints the recording for `demo probe compare`.
@MainActor final class ProbeStarter {
  static var observer: (any NSObjectProtocol)?

  static func startWhenActive() {
    observer = NotificationCenter.default.addObserver(
      forName: UIScene.didActivateNotification, object: nil, queue: .main
    ) { notification in
      MainActor.assumeIsolated {
        guard let scene = notification.object as? UIWindowScene, let observer else { return }
        NotificationCenter.default.removeObserver(observer)
        TimeProbeRecording.onThisDevice(in: scene) { print($0.text) }
      }
    }
  }
}

MainActor.assumeIsolated {
  if CommandLine.arguments.contains("-RunTimeProbe") { ProbeStarter.startWhenActive() }
}

// The app's entry point. UIKit makes the app delegate from its class, which the package's App
// library declares; `@main` marks only a type of the app's own module, so the app starts it here.
_ = UIApplicationMain(
  CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))
