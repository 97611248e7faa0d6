import Foundation
@_spi(HostTesting) import PresentationHost
import Testing

@Suite("Traits")
@MainActor
struct AppearanceRuleTests {
  // developer.apple.com/documentation/uikit/uitraitcollection: an iPhone in portrait has a
  // compact width and a regular height. The host shows one screen at a time, in light mode;
  // styles are declared values (PresentationHost/README.md), so an override is kept and tells
  // nobody of a change.
  @Test("V3: traits are an iPhone's in portrait, light; a style override is kept and changes none")
  func traitsAreAPhonesInLight() {
    // Given a screen with a child, in a window, which records trait changes
    let window = UIWindow()
    let sut = TraitRecorder()
    let child = UIViewController()
    sut.addChild(child)
    sut.view.addSubview(child.view)
    child.didMove(toParent: sut)
    window.rootViewController = sut
    window.makeKeyAndVisible()
    // When the screen, its view and the window are given the dark style
    sut.overrideUserInterfaceStyle = .dark
    sut.view.overrideUserInterfaceStyle = .dark
    window.overrideUserInterfaceStyle = .dark
    // Then each keeps its value, every trait is still an iPhone's in light mode, and nobody
    // was told of a change
    #expect(sut.overrideUserInterfaceStyle == .dark && window.overrideUserInterfaceStyle == .dark)
    #expect(sut.view.overrideUserInterfaceStyle == .dark)
    for traits in [sut.traitCollection, child.traitCollection, child.view.traitCollection] {
      #expect(traits.userInterfaceStyle == .light)
      #expect(traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .regular)
    }
    #expect(sut.changes == 0)
    expectNoDiagnostics(window.host)
  }
}

/// A screen that counts how often it is told its traits changed.
@MainActor
private final class TraitRecorder: UIViewController {
  var changes = 0
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    changes += 1
  }
}
