// UIKit navigation code as an iOS app writes it. Only the import differs: on iOS this file
// reads `import UIKit`; here `UIKitNames.swift` maps UIKit's names onto the host's.
import Foundation
import PresentationHost
import Testing

@MainActor
final class ProfileViewController: UIViewController {}

@MainActor
final class SettingsViewController: UIViewController {}

/// Khanlou's "Back Buttons and Coordinators": the delegate tells a pop from a push.
@MainActor
final class BackButtonDetector: NSObject, UINavigationControllerDelegate {
  var poppedTitles: [String] = []

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    guard
      let fromViewController = navigationController.transitionCoordinator?.viewController(
        forKey: .from)
    else { return }
    if navigationController.viewControllers.contains(where: { $0 === fromViewController }) {
      return
    }
    poppedTitles.append(fromViewController.title ?? "")
  }
}

@Suite("UIKit code runs on the host with only its import changed")
@MainActor
struct UIKitSnippetTests {
  @Test("Push, pop, present with completion, dismiss, show, and back-button detection")
  func uikitSnippet() throws {
    let window = UIWindow()
    let home = UIViewController()
    home.title = "Home"
    let navigationController = UINavigationController(rootViewController: home)
    let detector = BackButtonDetector()
    navigationController.delegate = detector
    window.rootViewController = navigationController
    window.makeKeyAndVisible()

    let profile = ProfileViewController()
    profile.title = "Profile"
    navigationController.pushViewController(profile, animated: true)
    #expect(navigationController.topViewController === profile)

    var presented = false
    let settings = SettingsViewController()
    settings.title = "Settings"
    profile.present(settings, animated: true) { presented = true }
    #expect(presented)
    #expect(profile.presentedViewController === settings)

    settings.dismiss(animated: true)
    #expect(profile.presentedViewController == nil)

    let detail = UIViewController()
    detail.title = "Detail"
    profile.show(detail, sender: nil)
    #expect(navigationController.viewControllers.count == 3)

    navigationController.popViewController(animated: true)
    try window.host.back()
    #expect(detector.poppedTitles == ["Detail", "Profile"])
    expectNoDiagnostics(window.host)
  }
}
