import Foundation
@_spi(HostTesting) import PresentationHost
import Testing

@Suite("Light and dark, colours, transforms and a button's states")
@MainActor
struct AppearanceRuleTests {
  // developer.apple.com/documentation/uikit/uiviewcontroller/overrideuserinterfacestyle: "the
  // new style applies to the view controller, its entire view hierarchy, and any embedded child
  // view controllers"; uiview/overrideuserinterfacestyle: "If the view hierarchy contains the
  // root view of an embedded child view controller, the child view controller and its views do
  // not inherit the interface style. If the view is a UIWindow object, the new style applies to
  // everything in the window"; traits flow window → presentation controller → view controller,
  // so a presented screen takes its window's style, not its presenter's.
  @Test("V3: a controller's style reaches its views and children, not what it presents")
  func controllerStyleReachesItsViewsAndChildren() {
    // Given a screen with a child and a subview, presenting a sheet, in a window
    let (sut, child, label, sheet, window) = parentPresentingSheet()
    let before = sut.traitCollection.userInterfaceStyle
    // When the screen overrides its style to dark
    sut.overrideUserInterfaceStyle = .dark
    // Then it, its views and its child are dark, each told once; the sheet stays light
    #expect(before == .light)
    #expect(sut.traitCollection.userInterfaceStyle == .dark)
    #expect(label.traitCollection.userInterfaceStyle == .dark)
    #expect(child.traitCollection.userInterfaceStyle == .dark)
    #expect(child.view.traitCollection.userInterfaceStyle == .dark)
    #expect(sheet.traitCollection.userInterfaceStyle == .light)
    #expect(sut.changes == ["Parent light→dark"])
    #expect(child.changes == ["Child light→dark"])
    #expect(sheet.changes.isEmpty)
    expectNoDiagnostics(window.host)
  }

  @Test("V3: a view's style stops at a child's views; a window's reaches every screen in it")
  func viewAndWindowStyles() {
    // Given a screen whose view holds a child's view and a label, presenting a sheet
    let (sut, child, label, sheet, window) = parentPresentingSheet()
    // When the screen's view is made dark
    sut.view.overrideUserInterfaceStyle = .dark
    let afterView = (
      sut.traitCollection.userInterfaceStyle, label.traitCollection.userInterfaceStyle,
      child.traitCollection.userInterfaceStyle
    )
    // And then the window is made dark too
    window.overrideUserInterfaceStyle = .dark
    // Then the view reached its label but not the screen or its child; the window reached all
    #expect(afterView == (.light, .dark, .light))
    #expect(sut.traitCollection.userInterfaceStyle == .dark)
    #expect(child.traitCollection.userInterfaceStyle == .dark)
    #expect(sheet.traitCollection.userInterfaceStyle == .dark)
    #expect(sut.changes == ["Parent light→dark"])
    #expect(sheet.changes == ["Sheet light→dark"])
    expectNoDiagnostics(window.host)
  }

  @Test("V3: a screen that keeps its own style is not told when the style above it changes")
  func ownStyleIsKept() {
    // Given a child that overrides light, in a parent in a window
    let sut = StyleRecorder(name: "Child")
    sut.overrideUserInterfaceStyle = .light
    let parent = StyleRecorder(name: "Parent")
    parent.addChild(sut)
    sut.didMove(toParent: parent)
    _ = sut.view
    let window = visibleWindow(root: parent)
    // When the window turns dark, then light again
    window.overrideUserInterfaceStyle = .dark
    window.overrideUserInterfaceStyle = .unspecified
    // Then the child stayed light and was never told; the parent was told twice
    #expect(sut.traitCollection.userInterfaceStyle == .light)
    #expect(sut.changes.isEmpty)
    #expect(parent.changes == ["Parent light→dark", "Parent dark→light"])
  }

  // developer.apple.com/documentation/uikit/supporting-dark-mode-in-your-interface: when a
  // person changes the system appearance, UIKit updates the trait collections of the app's
  // windows and views and calls traitCollectionDidChange(_:) (or the handlers registered with
  // registerForTraitChanges(_:handler:)); "an app's own override ... keeps its style".
  @Test("V3: a person's Dark Mode reaches every screen but those that keep their own style")
  func systemDarkMode() {
    // Given a screen presenting a sheet, and a child that keeps itself light, in a window
    let (sut, child, label, sheet, window) = parentPresentingSheet()
    let lightChild = StyleRecorder(name: "Light")
    lightChild.overrideUserInterfaceStyle = .light
    sut.addChild(lightChild)
    sut.view.addSubview(lightChild.view)
    lightChild.didMove(toParent: sut)
    // When a person turns Dark Mode on, then on again, then off
    window.host.setDarkMode(true)
    let dark = (
      sut.traitCollection.userInterfaceStyle, label.traitCollection.userInterfaceStyle,
      sheet.traitCollection.userInterfaceStyle, lightChild.traitCollection.userInterfaceStyle,
      window.windowScene?.traitCollection.userInterfaceStyle
        ?? window.traitCollection.userInterfaceStyle
    )
    window.host.setDarkMode(true)
    window.host.setDarkMode(false)
    // Then everything went dark and back but the child that keeps itself light, each told once
    // a change, and the second switch changed nothing
    #expect(dark == (.dark, .dark, .dark, .light, .dark))
    #expect(sut.changes == ["Parent light→dark", "Parent dark→light"])
    #expect(child.changes == ["Child light→dark", "Child dark→light"])
    #expect(sheet.changes == ["Sheet light→dark", "Sheet dark→light"])
    #expect(lightChild.changes.isEmpty)
    expectNoDiagnostics(window.host)
  }

}

/// A screen in a window with a child (whose view is in the screen's) and a label, presenting a
/// sheet.
@MainActor
private func parentPresentingSheet() -> (
  parent: StyleRecorder, child: StyleRecorder, label: UILabel, sheet: StyleRecorder,
  window: UIWindow
) {
  let parent = StyleRecorder(name: "Parent")
  let child = StyleRecorder(name: "Child")
  parent.addChild(child)
  parent.view.addSubview(child.view)
  child.didMove(toParent: parent)
  let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
  parent.view.addSubview(label)
  let window = visibleWindow(root: parent)
  let sheet = StyleRecorder(name: "Sheet")
  parent.present(sheet, animated: false)
  return (parent, child, label, sheet, window)
}

/// A screen that records each change of its style it is told of.
private final class StyleRecorder: UIViewController {
  let name: String
  private(set) var changes: [String] = []

  init(name: String) {
    self.name = name
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  private(set) var sizeChanges: [String] = []

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    let width = { (traits: UITraitCollection?) in
      traits?.horizontalSizeClass == .regular ? "regular" : "compact"
    }
    if previousTraitCollection?.horizontalSizeClass != traitCollection.horizontalSizeClass {
      sizeChanges.append("\(name) \(width(previousTraitCollection))→\(width(traitCollection))")
      return
    }
    let before = previousTraitCollection?.userInterfaceStyle == .dark ? "dark" : "light"
    let now = traitCollection.userInterfaceStyle == .dark ? "dark" : "light"
    changes.append("\(name) \(before)→\(now)")
  }
}
