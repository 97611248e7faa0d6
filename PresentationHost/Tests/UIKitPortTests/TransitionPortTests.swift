@_spi(HostTesting) import PresentationHost
import Testing

/// Drives `TransitionApp.swift`: transition-based UIKit code, compiled with only its import
/// changed, behaves on the host as on iOS.
@Suite("Custom transitions and paging, ported")
@MainActor
struct TransitionPortTests {
  private func launch() -> (TransitionCoordinator, UIWindow) {
    let navigation = UINavigationController()
    let sut = TransitionCoordinator(navigationController: navigation)
    let window = UIWindow()
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    sut.start()
    return (sut, window)
  }

  @Test("X2: the navigation delegate's animator pushes; the CATransaction completion follows")
  func animatorPushes() {
    // Given the coordinator's feed
    let (sut, window) = launch()
    // When it shows a story with its own animator, inside a CATransaction
    sut.showStory()
    // Then the story is on top, the animator ran to completion, and the block ran once
    #expect(window.path == "Feed > Story")
    #expect(sut.pushAnimator.endings == [true])
    #expect(sut.committed == 1)
    expectNoDiagnostics(window.host)
  }

  @Test("X2: while the host holds transitions, the animator's completion waits for them")
  func heldAnimatorWaits() {
    // Given the feed, with transitions held open
    let (sut, window) = launch()
    window.host.holdsTransitions = true
    // When a story is pushed
    sut.showStory()
    let endedWhileHeld = sut.pushAnimator.endings
    window.host.completeTransitions()
    // Then the animator ended only once the transitions were released
    #expect(endedWhileHeld.isEmpty)
    #expect(sut.pushAnimator.endings == [true])
    #expect(window.path == "Feed > Story")
  }

  @Test("X1: a custom presentation, then a drag let go too early, then one far enough")
  func interactiveDismissal() {
    // Given a card presented with a custom transition
    let (sut, window) = launch()
    sut.showCard()
    #expect(window.path == "Feed | Card")
    // When a person drags it and lets go too early
    sut.beginDraggingCard()
    sut.endDraggingCard(farEnough: false)
    // Then the card stays, and the animator heard the dismissal cancelled
    #expect(window.path == "Feed | Card")
    #expect(sut.cardTransitioning.animator.endings == [true, false])
    // When the person drags it far enough
    sut.beginDraggingCard()
    sut.endDraggingCard(farEnough: true)
    // Then it is gone
    #expect(window.path == "Feed")
    #expect(sut.cardTransitioning.animator.endings == [true, false, true])
    expectNoDiagnostics(window.host)
  }

}

@Suite("The scene manifest, ported")
@MainActor
struct SceneManifestPortTests {
  // developer.apple.com/documentation/bundleresources/information-property-list/uiapplicationscenemanifest:
  // UISceneConfigurations, by session role, each with a UISceneConfigurationName and a
  // UISceneDelegateClassName.
  @Test("SC5: a scene delegate named only in the scene manifest is the scene's delegate")
  func manifestNamesTheDelegate() throws {
    // Given an app whose Info.plist's manifest names the scene delegate, and no configuration
    // method in its app delegate
    let sut = HeadlessHost()
    sut.sceneManifest = [
      "UIApplicationSupportsMultipleScenes": false,
      "UISceneConfigurations": [
        "UIWindowSceneSessionRoleApplication": [
          [
            "UISceneConfigurationName": "Default Configuration",
            "UISceneDelegateClassName": "UIKitPortTests.ManifestSceneDelegate",
          ]
        ]
      ],
    ]
    sut.launch(ManifestAppDelegate())
    sut.register(sceneDelegateClass: ManifestSceneDelegate.self) { ManifestSceneDelegate() }
    // When a scene connects
    let scene = try #require(sut.connectScene())
    // Then its delegate is the manifest's class, and it showed its window
    #expect(scene.delegate is ManifestSceneDelegate)
    #expect(sut.keyWindow?.path == "Start")
    expectNoDiagnostics(sut)
    // And a configuration made by the manifest's name carries the same class
    let named = UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication)
    #expect(named.delegateClass == ManifestSceneDelegate.self)
  }
}
