import Foundation
@_spi(HostTesting) import PresentationHost
import Testing

@Suite("Dynamic Type: the text size a person chooses")
@MainActor
struct DynamicTypeRuleTests {
  /// A host with one scene whose window shows `root`.
  private func app(showing root: UIViewController) throws -> HeadlessHost {
    let host = HeadlessHost()
    host.launch(BareAppDelegate())
    try #require(host.connectScene(delegate: RootSceneDelegate(root: root)) != nil)
    return host
  }

  // developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:): "an instance of
  // the system font for the specified text style with scaling for the user's selected content
  // size category"; the sizes are the iOS table of the Human Interface Guidelines
  // (developer.apple.com/design/human-interface-guidelines/typography, Dynamic Type sizes).
  @Test("V14: a text style's font takes the size the person chose, from the guidelines' table")
  func preferredFontSizes() throws {
    // Given an app at the default text size
    let sut = try app(showing: UIViewController())
    let atDefault = UIFont.preferredFont(forTextStyle: .body).pointSize
    // When the person chooses the first accessibility size
    try sut.setTextSize(.accessibilityMedium)
    // Then each style's font has its size at that size; a trait collection names its own
    #expect(atDefault == 17)
    #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 28)
    #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 44)
    #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 20)
    #expect(sut.application.preferredContentSizeCategory == .accessibilityMedium)
    let small = UITraitCollection(preferredContentSizeCategory: .extraSmall)
    #expect(UIFont.preferredFont(forTextStyle: .footnote, compatibleWith: small).pointSize == 12)
    #expect(UIFont.preferredFont(forTextStyle: .title1, compatibleWith: small).pointSize == 25)
  }

  // developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/
  // adjustsfontforcontentsizecategory: "Set the value of this property to true to allow the
  // element to update its font when the size category changes ... For this property to take
  // effect, the element's font must be vended" by preferredFont(forTextStyle:) or
  // UIFontMetrics; uilabel/font: "The default value for this property is the system font at a
  // size of 17 points ... Setting this property to nil causes it to be reset to the default".
  @Test("V14: only a view that adjusts its font, with a text style's font, takes a new size")
  func viewsAdjustTheirFonts() throws {
    // Given a screen with a label that adjusts its body font, one that does not, one that
    // adjusts a fixed font, and a field and a text view that adjust metrics-scaled fonts
    let sut = UIViewController()
    let adjusting = UILabel()
    adjusting.font = .preferredFont(forTextStyle: .body)
    adjusting.adjustsFontForContentSizeCategory = true
    let fixedStyle = UILabel()
    fixedStyle.font = .preferredFont(forTextStyle: .body)
    let fixedSize = UILabel()
    fixedSize.font = .systemFont(ofSize: 17)
    fixedSize.adjustsFontForContentSizeCategory = true
    let defaultFont = UILabel()
    defaultFont.adjustsFontForContentSizeCategory = true
    let reset = UILabel()
    reset.font = .preferredFont(forTextStyle: .body)
    reset.font = nil
    reset.adjustsFontForContentSizeCategory = true
    let field = UITextField()
    field.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .boldSystemFont(ofSize: 20))
    field.adjustsFontForContentSizeCategory = true
    let text = UITextView()
    text.font = UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 34), maximumPointSize: 40)
    text.adjustsFontForContentSizeCategory = true
    for view in [adjusting, fixedStyle, fixedSize, defaultFont, reset, field, text] {
      sut.view.addSubview(view)
    }
    let host = try app(showing: sut)
    // When the person chooses the largest standard size
    try host.setTextSize(.extraExtraExtraLarge)
    // Then the adjusting label is at the body's 23 points and the field in proportion to the
    // headline (23 / 17 of 20), still bold; the text view stops at its largest size; the others,
    // with a label's default font (the system font at 17 points, also after nil), keep 17 points
    #expect(adjusting.font.pointSize == 23)
    #expect(fixedStyle.font.pointSize == 17)
    #expect(fixedSize.font.pointSize == 17)
    #expect(defaultFont.font.pointSize == 17 && reset.font.pointSize == 17)
    let fieldSize = try #require(field.font?.pointSize)
    #expect(abs(fieldSize - 20 * 23 / 17) < 0.001)
    #expect(field.font?.fontDescriptor.symbolicTraits.contains(.traitBold) == true)
    #expect(text.font?.pointSize == 40)
  }

  // developer.apple.com/documentation/uikit/uitraitcollection/preferredcontentsizecategory and
  // uitraitenvironment/traitcollectiondidchange(_:): the system calls it "when the iOS
  // interface environment changes"; registerForTraitChanges(_:handler:) handlers run for the
  // traits they name; uicontentsizecategory/didchangenotification: "Posted when the user
  // changes the preferred content size setting", with newValueUserInfoKey.
  @Test("V14: screens and views hear the new size, then the app is notified; the same is silent")
  func traitChangesAndNotification() throws {
    // Given a screen that records its trait changes and a handler for the text size, a label
    // that adjusts, and an observer of the notification
    let sut = TextSizeRecorder()
    let label = UILabel()
    label.font = .preferredFont(forTextStyle: .headline)
    label.adjustsFontForContentSizeCategory = true
    sut.view.addSubview(label)
    let host = try app(showing: UINavigationController(rootViewController: sut))
    let events = Log()
    sut.registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) {
      (screen: TextSizeRecorder, previous: UITraitCollection) in
      events.lines.append("handler \(previous.preferredContentSizeCategory.rawValue)")
    }
    let observer = NotificationCenter.default.addObserver(
      forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: .main
    ) { note in
      let size = note.userInfo?[UIContentSizeCategory.newValueUserInfoKey]
      let name = (size as? UIContentSizeCategory)?.rawValue ?? "none"
      MainActor.assumeIsolated { events.lines.append("notified \(name)") }
    }
    defer { NotificationCenter.default.removeObserver(observer) }
    // When the person chooses a smaller size, then the same size again
    try host.setTextSize(.small)
    try host.setTextSize(.small)
    // Then the screen heard the change with its traits before, the handler ran after it, the
    // notification came last, the label took the headline's size, and the repeat did nothing
    #expect(sut.changes == ["UICTContentSizeCategoryL→UICTContentSizeCategoryS"])
    #expect(
      events.lines == ["handler UICTContentSizeCategoryL", "notified UICTContentSizeCategoryS"])
    #expect(label.font.pointSize == 15)
    #expect(sut.traitCollection.preferredContentSizeCategory == .small)
    #expect(label.traitCollection.preferredContentSizeCategory == .small)
    #expect(host.keyWindow?.windowScene?.traitCollection.preferredContentSizeCategory == .small)
  }

  // developer.apple.com/documentation/uikit/uifontmetrics/scaledvalue(for:): "Returns a version
  // of the specified value that is scaled based on the current content size category";
  // scaledValue(for:compatibleWith:) uses the trait collection's.
  @Test("V14: font metrics scale lengths in proportion to their text style")
  func scaledValues() throws {
    // Given an app at the default text size, and metrics of the title 2 style
    let sut = try app(showing: UIViewController())
    let metrics = UIFontMetrics(forTextStyle: .title2)
    let atDefault = metrics.scaledValue(for: 44)
    // When the person chooses the largest accessibility size
    try sut.setTextSize(.accessibilityExtraExtraExtraLarge)
    // Then a length grows as the style does, 56 / 22, and a trait collection names its own
    #expect(atDefault == 44)
    #expect(abs(metrics.scaledValue(for: 44) - 112) < 0.001)
    let large = UITraitCollection(preferredContentSizeCategory: .large)
    #expect(metrics.scaledValue(for: 44, compatibleWith: large) == 44)
  }

  // developer.apple.com/documentation/uikit/uiviewcontroller/setoverridetraitcollection(_:forchild:)
  // "the trait collection to apply to the child"; uiviewcontroller/traitoverrides (iOS 17):
  // "changes to the trait overrides propagate to the view controller's ... descendants".
  @Test("V14: a parent's or a screen's text size override reaches what it contains")
  func textSizeOverrides() throws {
    // Given a container with a child screen showing an adjusting label, in an app
    let sut = UIViewController()
    let child = TextSizeRecorder()
    let label = UILabel()
    label.font = .preferredFont(forTextStyle: .body)
    label.adjustsFontForContentSizeCategory = true
    child.view.addSubview(label)
    sut.addChild(child)
    sut.view.addSubview(child.view)
    child.didMove(toParent: sut)
    let host = try app(showing: sut)
    // When the container gives the child an accessibility size, the person then chooses a
    // small size, and the child's own override then asks for the extra large size
    sut.setOverrideTraitCollection(
      UITraitCollection(preferredContentSizeCategory: .accessibilityLarge), forChild: child)
    let parentSet = (child.traitCollection.preferredContentSizeCategory, label.font.pointSize)
    try host.setTextSize(.small)
    let personSet = child.traitCollection.preferredContentSizeCategory
    child.traitOverrides.preferredContentSizeCategory = .extraLarge
    let childSet = (label.traitCollection.preferredContentSizeCategory, label.font.pointSize)
    child.traitOverrides.remove(UITraitPreferredContentSizeCategory.self)
    // Then the parent's size reached the child and resized the label; the person's choice did
    // not reach past the parent's; the child's own came nearest; removing it gave back the
    // parent's; the container kept the person's size throughout
    #expect(parentSet == (.accessibilityLarge, 33))
    #expect(personSet == .accessibilityLarge)
    #expect(childSet == (.extraLarge, 19))
    #expect(label.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
    #expect(sut.traitCollection.preferredContentSizeCategory == .small)
    #expect(child.changes.count == 3)
    let made = UITraitCollection { $0.preferredContentSizeCategory = .medium }
    #expect(made.preferredContentSizeCategory == .medium)
  }

  // developer.apple.com/documentation/uikit/uiview/maximumcontentsizecategory: "The maximum
  // content size category for the view and its subviews ... The limit applies immediately after
  // you set this value and when future content size category updates occur"; likewise
  // minimumcontentsizecategory; a maximum below a minimum is the one that applies.
  @Test("V14: a view's text size limits hold for it and its subviews, now and after changes")
  func textSizeLimits() throws {
    // Given a screen whose card view holds an adjusting label, in an app
    let sut = UIViewController()
    let card = UIView()
    let label = UILabel()
    label.font = .preferredFont(forTextStyle: .body)
    label.adjustsFontForContentSizeCategory = true
    card.addSubview(label)
    sut.view.addSubview(card)
    let host = try app(showing: sut)
    // When the card limits its text to the extra large size, the person chooses the largest
    // size, then the smallest; then the label asks for at least the medium size, and the card
    // a maximum below that
    card.maximumContentSizeCategory = .extraLarge
    try host.setTextSize(.accessibilityExtraExtraExtraLarge)
    let largest = (label.traitCollection.preferredContentSizeCategory, label.font.pointSize)
    try host.setTextSize(.extraSmall)
    label.minimumContentSizeCategory = .medium
    let smallest = (label.traitCollection.preferredContentSizeCategory, label.font.pointSize)
    label.maximumContentSizeCategory = .small
    // Then the card held the label at extra large, the label's minimum lifted it to medium,
    // its maximum below the minimum is the one that applies, and the screen's view had no limit
    #expect(largest == (.extraLarge, 19))
    #expect(smallest == (.medium, 16))
    #expect(label.traitCollection.preferredContentSizeCategory == .small)
    #expect(sut.view.traitCollection.preferredContentSizeCategory == .extraSmall)
    #expect(label.appliedContentSizeCategoryLimitsDescription.hasPrefix("UILabel: "))
  }

  // A person chooses one of the twelve sizes of the Text Size slider; UIKit has no other.
  @Test("V14: a size a person cannot choose is refused, and nothing changes")
  func unknownSizeRefused() throws {
    // Given an app with a screen that records its trait changes
    let screen = TextSizeRecorder()
    let sut = try app(showing: screen)
    _ = screen.view
    // When a test asks for the unspecified size, then for a size that does not exist
    let unspecified = #expect(throws: UserActionError.self) { try sut.setTextSize(.unspecified) }
    let made = UIContentSizeCategory(rawValue: "Huge")
    let unknown = #expect(throws: UserActionError.self) { try sut.setTextSize(made) }
    // Then each is refused with one line naming the sizes, and the text size is the default
    #expect(unspecified?.description.contains("UICTContentSizeCategoryXS") == true)
    #expect(unknown?.description.hasPrefix("\"Huge\" is no text size") == true)
    #expect(sut.systemContentSizeCategory == .large)
    #expect(screen.changes.isEmpty)
  }
}

private final class TextSizeRecorder: UIViewController {
  private(set) var changes: [String] = []

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    let before = previousTraitCollection?.preferredContentSizeCategory.rawValue ?? "none"
    changes.append("\(before)→\(traitCollection.preferredContentSizeCategory.rawValue)")
  }
}
