import Foundation
@_spi(HostTesting) import PresentationHost
import Testing

@Suite("The safe area")
@MainActor
struct SafeAreaRuleTests {
  // developer.apple.com/documentation/uikit/uiviewcontroller/additionalsafeareainsets: "Use this
  // property to adjust the safe area insets of this view controller's views by the specified
  // amount"; viewSafeAreaInsetsDidChange(): "Called to notify the view controller that the safe
  // area insets of its root view changed."
  @Test("V5: additional safe area insets reach the root view and tell the screen once a change")
  func additionalSafeAreaInsets() {
    // Given a screen on a window that counts safe area changes
    let sut = SafeAreaScreen()
    let window = visibleWindow(root: sut)
    let insets = UIEdgeInsets(top: 0, left: 0, bottom: 44, right: 0)
    // When it adds a bottom inset for a bar of its own, twice, then removes it
    sut.additionalSafeAreaInsets = insets
    let afterAdding = sut.view.safeAreaInsets
    sut.additionalSafeAreaInsets = insets
    sut.additionalSafeAreaInsets = .zero
    // Then the root view's safe area followed, and the screen heard each change once
    #expect(afterAdding == insets && sut.view.safeAreaInsets == .zero)
    #expect(sut.changes == 2)
    expectNoDiagnostics(window.host)
  }
}

/// A screen that counts the changes of its view's safe area.
@MainActor
private final class SafeAreaScreen: UIViewController {
  private(set) var changes = 0

  override func viewSafeAreaInsetsDidChange() {
    super.viewSafeAreaInsetsDidChange()
    changes += 1
  }
}
