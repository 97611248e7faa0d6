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

  // developer.apple.com/documentation/uikit/uiviewcontroller/setoverridetraitcollection(_:
  // forchild:): "Changes the traits assigned to the specified child view controller"; a size
  // class change calls traitCollectionDidChange(_:) with the traits before, and the handlers
  // registered for the trait (registerfortraitchanges(_:handler:)); the rest of the app keeps
  // the iPhone's compact width.
  @Test("V3: a size class set for a child reaches it and its views, each told, and no other")
  func sizeClassForAChild() {
    // Given a parent with a child and a label in the child's view, on screen, the child
    // listening for changes of the width's size class
    let (sut, child, label, _, window) = parentPresentingSheet()
    let childLabel = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    child.view.addSubview(childLabel)
    var heard: [UIUserInterfaceSizeClass] = []
    child.registerForTraitChanges([UITraitHorizontalSizeClass.self]) {
      (_: UIViewController, previous: UITraitCollection) in
      heard.append(previous.horizontalSizeClass)
    }
    // When the parent gives the child a regular width, then stops
    sut.setOverrideTraitCollection(
      UITraitCollection(horizontalSizeClass: .regular), forChild: child)
    let whileSet = (
      child.traitCollection.horizontalSizeClass, childLabel.traitCollection.horizontalSizeClass,
      child.traitCollection.verticalSizeClass, sut.traitCollection.horizontalSizeClass,
      label.traitCollection.horizontalSizeClass
    )
    let kept = sut.overrideTraitCollection(forChild: child)?.horizontalSizeClass
    sut.setOverrideTraitCollection(nil, forChild: child)
    // Then the child and its views were regular, the rest compact, and the child heard of both
    // changes with the width before
    #expect(whileSet == (.regular, .regular, .regular, .compact, .compact))
    #expect(kept == .regular && sut.overrideTraitCollection(forChild: child) == nil)
    #expect(child.traitCollection.horizontalSizeClass == .compact)
    #expect(heard == [.compact, .regular])
    #expect(child.sizeChanges == ["Child compact→regular", "Child regular→compact"])
    #expect(sut.sizeChanges.isEmpty)
    expectNoDiagnostics(window.host)
  }

  // developer.apple.com/documentation/uikit/uitraitoverrides: trait overrides "modify the
  // traits of the view controller or view itself", and reach its children and subviews;
  // contains(_:) tells whether a trait is overridden, remove(_:) stops overriding it.
  @Test("V3: a controller's or a view's own size classes reach what it contains, not above it")
  func sizeClassTraitOverrides() {
    // Given a parent with a child, and a label in the parent's view
    let (sut, child, label, _, _) = parentPresentingSheet()
    // When the parent overrides its width, and the label its height
    sut.traitOverrides.horizontalSizeClass = .regular
    label.traitOverrides.verticalSizeClass = .compact
    let overridden = (
      sut.traitOverrides.contains(UITraitHorizontalSizeClass.self),
      sut.traitOverrides.contains(UITraitVerticalSizeClass.self)
    )
    let set = (
      child.traitCollection.horizontalSizeClass, label.traitCollection.horizontalSizeClass,
      label.traitCollection.verticalSizeClass, sut.traitCollection.verticalSizeClass
    )
    sut.traitOverrides.remove(UITraitHorizontalSizeClass.self)
    // Then the width reached the child and the label, the height only the label, and removing
    // the override gave the compact width back
    #expect(overridden == (true, false))
    #expect(set == (.regular, .regular, .compact, .regular))
    #expect(child.traitCollection.horizontalSizeClass == .compact)
    #expect(sut.sizeChanges == ["Parent compact→regular", "Parent regular→compact"])
  }

  // developer.apple.com/documentation/uikit/uitraitdefinition-64c15: "You can create custom
  // traits by defining your own conforming type" with a defaultValue; uitraitoverrides: set on
  // a controller, an override reaches its views and children; registerfortraitchanges(_:
  // handler:) takes a custom trait, and the handler hears each change with the traits before.
  @Test("V3: a trait of the app's own reaches what its controller contains, each change told")
  func customTraits() {
    // Given a parent with a child and a label, the child listening for the theme trait
    let (sut, child, label, _, _) = parentPresentingSheet()
    var heard: [String] = []
    child.registerForTraitChanges([ThemeTrait.self]) {
      (_: UIViewController, previous: UITraitCollection) in heard.append(previous[ThemeTrait.self])
    }
    let before = child.traitCollection[ThemeTrait.self]
    // When the parent sets the monochrome theme, then the same again, then removes it
    sut.traitOverrides.theme = "monochrome"
    let set = (
      child.traitCollection.theme, label.traitCollection.theme, sut.traitOverrides.theme,
      sut.traitOverrides.contains(ThemeTrait.self)
    )
    sut.traitOverrides.theme = "monochrome"
    sut.traitOverrides.remove(ThemeTrait.self)
    // Then the default read before and after; the theme reached the child and the label; the
    // child heard the two changes, not the setting that changed nothing
    #expect(before == "standard" && child.traitCollection.theme == "standard")
    #expect(set == ("monochrome", "monochrome", "monochrome", true))
    #expect(heard == ["standard", "monochrome"])
    #expect(!sut.traitOverrides.contains(ThemeTrait.self))
  }

  @Test("V3: a trait collection is made and modified with the app's own traits")
  func customTraitCollections() {
    // Given a collection made dark and in the monochrome theme
    let sut = UITraitCollection { traits in
      traits.userInterfaceStyle = .dark
      traits.theme = "monochrome"
    }
    // When it is modified to a regular width and the standard theme
    let modified = sut.modifyingTraits { traits in
      traits.horizontalSizeClass = .regular
      traits.theme = "standard"
    }
    // Then each reads what it was given, and the modified one keeps the rest
    #expect(sut.userInterfaceStyle == .dark && sut[ThemeTrait.self] == "monochrome")
    #expect(sut[UITraitUserInterfaceStyle.self] == .dark)
    #expect(modified.userInterfaceStyle == .dark && modified.horizontalSizeClass == .regular)
    #expect(modified.theme == "standard" && UITraitCollection().theme == "standard")
  }

  // developer.apple.com/documentation/uikit/uitraitcollection/init(traitsfrom:): "the value
  // of each trait in the new trait collection comes from the last trait collection in the array
  // that specifies it"; hasDifferentColorAppearance(comparedTo:) tells whether dynamic colours
  // may resolve differently.
  @Test("V3: trait collections merge, compare and say when colours differ")
  func traitCollections() {
    // Given a dark collection, a compact one and the screen's
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    let compact = UITraitCollection(horizontalSizeClass: .compact)
    let screenTraits = screen("Home").traitCollection
    // When they are merged
    let sut = UITraitCollection(traitsFrom: [screenTraits, dark])
    // Then the later one wins where it speaks, and the rest come from the earlier
    #expect(sut.userInterfaceStyle == .dark)
    #expect(sut.horizontalSizeClass == .compact && sut.userInterfaceIdiom == .phone)
    #expect(sut.containsTraits(in: compact) && !screenTraits.containsTraits(in: dark))
    #expect(sut.hasDifferentColorAppearance(comparedTo: screenTraits))
    #expect(!sut.hasDifferentColorAppearance(comparedTo: dark))
    #expect(sut != screenTraits)
    #expect(UITraitCollection(traitsFrom: [screenTraits]) == screenTraits)
  }

  // developer.apple.com/documentation/uikit/uicolor: red is "1.0, 0.0, 0.0", orange
  // "1.0, 0.5, 0.0", gray "a grayscale value of 0.5"; init(dynamicProvider:): "a block that
  // determines the appropriate color values based on the specified traits".
  @Test("V4: colours hold UIKit's values, compare by them, and dynamic ones follow the traits")
  func colours() {
    // Given a dynamic colour, white in the dark and black in the light
    let sut = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
    var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    // When it is resolved, and fixed colours are compared and read
    let dark = sut.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
    let light = sut.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
    let readOrange = UIColor.orange.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    // Then each answers as UIKit documents
    #expect(dark == .white && light == .black)
    #expect(readOrange && [red, green, blue, alpha] == [1, 0.5, 0, 1])
    #expect(UIColor.red == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    #expect(UIColor.gray == UIColor(white: 0.5, alpha: 1))
    #expect(UIColor.red != .systemRed && UIColor.red != .blue)
    #expect(UIColor(hue: 2 / 3, saturation: 1, brightness: 1, alpha: 1) == .blue)
    #expect(UIColor.red.withAlphaComponent(0.5) == UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
    #expect(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1)]).count == 1)
    #expect(!UIColor.systemBlue.getRed(nil, green: nil, blue: nil, alpha: nil))
    #expect(UIColor.systemBlue.resolvedColor(with: UITraitCollection()) == .systemBlue)
  }

  // developer.apple.com/documentation/corefoundation/cgaffinetransform: a point maps to
  // (a·x + c·y + tx, b·x + d·y + ty); inverted(): "If the affine transform passed in parameter t
  // cannot be inverted, the affine transform is returned unchanged."
  @Test("V4: a view keeps its transform; transforms compute as Core Graphics documents")
  func transforms() {
    // Given a view turned a quarter and moved, and a transform that cannot be undone
    let sut = UIView()
    let turned = CGAffineTransform(rotationAngle: .pi / 2).translatedBy(x: 10, y: 0)
    let flat = CGAffineTransform(scaleX: 0, y: 2)
    // When the view takes it, and points and sizes are mapped
    sut.transform = turned
    let point = CGPoint(x: 1, y: 0).applying(turned)
    let back = point.applying(turned.inverted())
    // Then the view keeps it and the arithmetic is Core Graphics'
    #expect(sut.transform == turned && !sut.transform.isIdentity)
    #expect(abs(point.x) < 1e-9 && abs(point.y - 11) < 1e-9)
    #expect(abs(back.x - 1) < 1e-9 && abs(back.y) < 1e-9)
    #expect(flat.inverted() == flat)
    #expect(CGSize(width: 2, height: 3).applying(CGAffineTransform(scaleX: 2, y: 2)).width == 4)
    #expect(turned.concatenating(turned.inverted()).a.rounded() == 1)
  }

  // developer.apple.com/documentation/uikit/uibutton/title(for:): "If a title is not specified
  // for a state, the default behavior is to use the title associated with the normal state";
  // the same holds for images, background images and attributed titles.
  // developer.apple.com/documentation/foundation/nsattributedstring/init(attachment:): "Creates
  // an attributed string with an attachment" — the attachment character (U+FFFC) carrying the
  // attachment attribute; NSShadow's shadowOffset defaults to (0, -3).
  @Test("V4: an attachment's string is the attachment character carrying it; a shadow is kept")
  func attachmentsAndShadows() throws {
    // Given an image attachment and a shadow
    let image = try #require(UIImage(systemName: "star"))
    let attachment = NSTextAttachment(image: image)
    let shadow = NSShadow()
    let defaultOffset = shadow.shadowOffset
    shadow.shadowBlurRadius = 2
    // When a rating is written with the attachment after its text, in the shadow
    let sut = NSMutableAttributedString(string: "4 ", attributes: [.shadow: shadow])
    sut.append(NSAttributedString(attachment: attachment))
    // Then the last character is the attachment character, carrying the attachment, and the
    // text keeps its shadow
    #expect(sut.string == "4 \u{FFFC}")
    let attributes = sut.attributes(at: 2, effectiveRange: nil)
    #expect((attributes[.attachment] as? NSTextAttachment)?.image === image)
    #expect(
      (sut.attribute(.shadow, at: 0, effectiveRange: nil) as? NSShadow)?.shadowBlurRadius == 2)
    #expect(defaultOffset == CGSize(width: 0, height: -3))
  }

  @Test("V4: a button's titles and images fall back to the normal state's")
  func buttonStates() {
    // Given a button with a title and image for normal and a title for selected
    let sut = UIButton(type: .system)
    sut.setTitle("Follow", for: .normal)
    sut.setTitle("Following", for: .selected)
    sut.setImage(UIImage(systemName: "plus"), for: .normal)
    sut.setImage(UIImage(systemName: "checkmark"), for: .selected)
    let normal = (sut.currentTitle, sut.currentImage?.name, sut.state)
    // When it is selected, then also disabled
    sut.isSelected = true
    let selected = (sut.currentTitle, sut.currentImage?.name, sut.state)
    sut.isEnabled = false
    // Then each state shows its own, or the normal state's
    #expect(normal == ("Follow", "plus", .normal))
    #expect(selected == ("Following", "checkmark", .selected))
    #expect(sut.state == [.selected, .disabled])
    #expect(sut.currentTitle == "Follow" && sut.currentImage?.name == "plus")
    #expect(sut.image(for: .highlighted)?.name == "plus")
    #expect(sut.backgroundImage(for: .normal) == nil)
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

/// A theme, as a trait of the app's own, with the accessors Apple's documentation writes.
private struct ThemeTrait: UITraitDefinition {
  static let defaultValue = "standard"
}

extension UITraitCollection {
  fileprivate var theme: String { self[ThemeTrait.self] }
}

extension UIMutableTraits {
  fileprivate var theme: String {
    get { self[ThemeTrait.self] }
    set { self[ThemeTrait.self] = newValue }
  }
}
