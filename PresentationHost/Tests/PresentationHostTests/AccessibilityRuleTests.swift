@_spi(HostTesting) import PresentationHost
import Testing

// developer.apple.com/documentation/objectivec/nsobject-swift.class/isaccessibilityelement: "The
// default value for this property is false unless the receiver is a standard UIKit control, in
// which case the value is true"; accessibilityLabel: "The default value for this property is
// nil unless the receiver is a UIKit control, in which case the value is a label derived from
// the control's title".
@Suite("What a screen reader reads, and text size")
@MainActor
struct AccessibilityRuleTests {
  @Test("V8: labels and controls are elements with their text as label until the app says")
  func defaults() {
    // Given a label, a button, an image view and a plain view, as made
    let label = UILabel()
    label.text = "Total"
    let button = UIButton(type: .system)
    button.setTitle("Pay", for: .normal)
    let image = UIImageView()
    let plain = UIView()
    // When the app gives the label its own words and hides the plain view's children
    let before = label.accessibilityLabel
    label.accessibilityLabel = "Total to pay"
    plain.accessibilityElementsHidden = true
    // Then each read as UIKit documents, and the app's settings were kept
    #expect(before == "Total" && label.accessibilityLabel == "Total to pay")
    #expect(button.accessibilityLabel == "Pay" && button.accessibilityTraits == .button)
    #expect(label.accessibilityTraits == .staticText && image.accessibilityTraits == .image)
    #expect(label.isAccessibilityElement && button.isAccessibilityElement)
    #expect(!image.isAccessibilityElement && !plain.isAccessibilityElement)
    #expect(plain.accessibilityElementsHidden && plain.accessibilityLabel == nil)
  }

  // developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityframe: "The
  // default value for this property is CGRectZero unless the receiver is a UIView object or an
  // instance of a subclass of UIView, in which case the value is the frame of the view";
  // accessibilityuserinputlabels: "the default value of this property is derived from the
  // accessibilityLabel".
  @Test("V8: a view's accessibility frame is where it is on screen, its input labels its label")
  func frameAndInputLabels() {
    // Given a button inside a card, on a screen in a window
    let card = UIView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
    let sut = UIButton(frame: CGRect(x: 10, y: 30, width: 80, height: 44))
    sut.setTitle("Pay", for: .normal)
    card.addSubview(sut)
    let screen = UIViewController()
    screen.view.addSubview(card)
    _ = visibleWindow(root: screen)
    let inputLabels = sut.accessibilityUserInputLabels
    // When the app gives it the words a person may say for it, and a responder that is no view
    // is asked
    sut.accessibilityUserInputLabels = ["Pay", "Checkout"]
    // Then its frame is in the window's coordinates, its labels were its title until set, and a
    // controller has no frame
    #expect(sut.accessibilityFrame == CGRect(x: 30, y: 130, width: 80, height: 44))
    #expect(inputLabels == ["Pay"] && sut.accessibilityUserInputLabels == ["Pay", "Checkout"])
    #expect(screen.accessibilityFrame == .zero)
    #expect(
      sut.accessibilityRespondsToUserInteraction && !card.accessibilityRespondsToUserInteraction)
  }

  @Test("V8: a person names an image's button and a bar button by their accessibility labels")
  func namedByLabel() throws {
    // Given a screen with a button that shows only an image, and a bar button with an image
    var taps: [String] = []
    let share = UIButton(
      frame: CGRect(x: 0, y: 0, width: 44, height: 44),
      primaryAction: UIAction(image: UIImage(systemName: "square.and.arrow.up")) { _ in
        taps.append("share")
      })
    share.accessibilityLabel = "Share"
    let sut = screen("Photo")
    sut.view.addSubview(share)
    sut.navigationItem.rightBarButtonItem = UIBarButtonItem(
      image: UIImage(systemName: "heart"),
      primaryAction: UIAction { _ in taps.append("like") })
    sut.navigationItem.rightBarButtonItem?.accessibilityLabel = "Like"
    let window = visibleWindow(root: UINavigationController(rootViewController: sut))
    // When a person taps "Share" and "Like"
    try window.host.tap("Share")
    try window.host.tap("like")
    // Then each ran its action
    #expect(taps == ["share", "like"])
    expectNoDiagnostics(window.host)
  }

  // developer.apple.com/documentation/uikit/uiaccessibility/voiceoverstatusdidchangenotification
  // and its siblings: each is posted when the person turns its setting on or off, so an app
  // observes each apart.
  @Test("V8: the settings a screen adapts to read as off, and each has its own notification")
  func accessibilitySettings() {
    // Given the notifications UIKit posts as a person changes an accessibility setting
    let sut = [
      UIAccessibility.voiceOverStatusDidChangeNotification,
      UIAccessibility.switchControlStatusDidChangeNotification,
      UIAccessibility.reduceMotionStatusDidChangeNotification,
      UIAccessibility.reduceTransparencyStatusDidChangeNotification,
      UIAccessibility.boldTextStatusDidChangeNotification,
      UIAccessibility.darkerSystemColorsStatusDidChangeNotification,
      UIAccessibility.invertColorsStatusDidChangeNotification,
      UIAccessibility.grayscaleStatusDidChangeNotification,
      UIAccessibility.differentiateWithoutColorDidChangeNotification,
      UIAccessibility.buttonShapesEnabledStatusDidChangeNotification,
      UIAccessibility.prefersCrossFadeTransitionsStatusDidChange,
      UIAccessibility.videoAutoplayStatusDidChangeNotification,
      UIAccessibility.closedCaptioningStatusDidChangeNotification,
      UIAccessibility.guidedAccessStatusDidChangeNotification,
      UIAccessibility.assistiveTouchStatusDidChangeNotification,
      UIAccessibility.monoAudioStatusDidChangeNotification,
      UIAccessibility.shakeToUndoDidChangeNotification,
      UIAccessibility.onOffSwitchLabelsDidChangeNotification,
      UIAccessibility.speakScreenStatusDidChangeNotification,
      UIAccessibility.speakSelectionStatusDidChangeNotification,
    ]
    // When a screen reads the settings it adapts to
    let settings = [
      UIAccessibility.isVoiceOverRunning, UIAccessibility.isSwitchControlRunning,
      UIAccessibility.isReduceMotionEnabled, UIAccessibility.isReduceTransparencyEnabled,
      UIAccessibility.isDarkerSystemColorsEnabled, UIAccessibility.shouldDifferentiateWithoutColor,
      UIAccessibility.isBoldTextEnabled, UIAccessibility.isMonoAudioEnabled,
      UIAccessibility.isOnOffSwitchLabelsEnabled, UIAccessibility.isSpeakScreenEnabled,
      UIAccessibility.isSpeakSelectionEnabled,
    ]
    // Then each notification is a name of its own, and the settings are as a phone's by default:
    // off, but shake to undo and video autoplay
    #expect(Set(sut).count == sut.count)
    #expect(settings.allSatisfy { !$0 })
    #expect(UIAccessibility.isShakeToUndoEnabled && UIAccessibility.isVideoAutoplayEnabled)
  }

  @Test("V8: a controller takes the properties UIKit declares on every object")
  func controllers() {
    // Given a controller
    let sut = screen("Modal")
    // When the app makes its view modal for a screen reader and names it
    sut.accessibilityViewIsModal = true
    sut.accessibilityLabel = "Sign in"
    // Then both are kept, and a controller is not an element
    #expect(sut.accessibilityViewIsModal && sut.accessibilityLabel == "Sign in")
    #expect(!sut.isAccessibilityElement)
  }

  // developer.apple.com/documentation/uikit/uiaccessibilityelement: "A UIAccessibilityElement
  // object represents an element ... that isn't a view"; accessibilityframeincontainerspace:
  // "The frame of the accessibility element, in the accessibility container's coordinate
  // system"; nsobject/accessibilityattributedlabel: setting either form sets the label;
  // accessibilityactivationpoint: "The default activation point is the center of the
  // accessibility element's frame"; accessibilityactivate(): "returns false" by default.
  @Test("V8: a chart's bars are elements in its space; attributed labels set the label")
  func elementsOfAView() {
    // Given a chart drawn at (20, 100) on a screen, with an element for its first bar
    let screen = screen("Stats")
    let sut = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
    screen.view.addSubview(sut)
    _ = visibleWindow(root: screen)
    let bar = UIAccessibilityElement(accessibilityContainer: sut)
    bar.accessibilityFrameInContainerSpace = CGRect(x: 10, y: 40, width: 30, height: 60)
    bar.accessibilityLabel = "Monday"
    bar.accessibilityValue = "6 hours"
    // When the chart lists its bars, says it is one, takes an attributed label, then a plain
    // one
    sut.isAccessibilityElement = false
    sut.accessibilityElements = [bar]
    sut.accessibilityContainerType = .semanticGroup
    sut.accessibilityAttributedLabel = NSAttributedString(string: "Screen time")
    let labelFromAttributed = sut.accessibilityLabel
    sut.accessibilityLabel = "Usage"
    // Then the bar is where the chart is on screen, the chart's label was the attributed one's
    // text until a plain one replaced both, and the chart activates nothing itself, at its
    // middle
    #expect(bar.accessibilityFrame == CGRect(x: 30, y: 140, width: 30, height: 60))
    #expect(bar.isAccessibilityElement && bar.accessibilityContainer === sut)
    #expect(labelFromAttributed == "Screen time")
    #expect(sut.accessibilityAttributedLabel?.string == "Usage")
    #expect(sut.accessibilityContainerType == .semanticGroup)
    #expect(!sut.accessibilityActivate())
    #expect(sut.accessibilityActivationPoint == CGPoint(x: 120, y: 150))
    #expect(UIAccessibility.focusedElement(using: .notificationVoiceOver) == nil)
  }

  @Test("V6: a view's centre is its frame's, and setting it moves the frame, keeping its size")
  func centre() {
    // Given a view at (10, 20), 100 by 40
    let sut = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
    let before = sut.center
    // When its centre is set to (200, 300)
    sut.center = CGPoint(x: 200, y: 300)
    // Then it was the frame's middle, and the frame moved around the new one
    #expect(before == CGPoint(x: 60, y: 40))
    #expect(sut.frame == CGRect(x: 150, y: 280, width: 100, height: 40))
  }

  @Test("V3: the text size is the default in the screen's traits, and sizes compare in order")
  func textSize() {
    // Given a screen in a window
    let sut = screen("Reading")
    let window = visibleWindow(root: sut)
    // When its traits and the application's text size are read
    let size = sut.traitCollection.preferredContentSizeCategory
    // Then both are the default size, which is not an accessibility size; sizes are ordered
    #expect(size == .large && window.host.application.preferredContentSizeCategory == .large)
    #expect(
      !size.isAccessibilityCategory
        && UIContentSizeCategory.accessibilityMedium
          .isAccessibilityCategory
    )
    #expect(UIContentSizeCategory.small < .large && .extraExtraExtraLarge < .accessibilityMedium)
    #expect(
      UITraitCollection(traitsFrom: [
        sut.traitCollection, UITraitCollection(preferredContentSizeCategory: .extraLarge),
      ]).preferredContentSizeCategory == .extraLarge)
  }

  /// A launched app, whose application `UIAccessibility` reads.
  private func launchedHost() -> HeadlessHost {
    let host = HeadlessHost()
    host.launch(BareAppDelegate())
    return host
  }

  // developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled: "whether
  // the Reduce Motion setting is in an enabled state"; reducemotionstatusdidchangenotification:
  // "Posted when the system's Reduce Motion setting changes"; likewise the other settings.
  @Test("V8: a person turns a setting on and off; the app reads it and is notified each time")
  func turningSettingsOnAndOff() {
    // Given a launched app observing Reduce Motion
    let sut = launchedHost()
    let heard = Log()
    let token = NotificationCenter.default.addObserver(
      forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: .main
    ) { _ in
      MainActor.assumeIsolated { heard.lines.append("\(UIAccessibility.isReduceMotionEnabled)") }
    }
    defer { NotificationCenter.default.removeObserver(token) }
    // When the person turns Reduce Motion on, on again, then off, and turns video autoplay off
    sut.setAccessibility(.reduceMotion, on: true)
    sut.setAccessibility(.reduceMotion, on: true)
    let whileOn = (UIAccessibility.isReduceMotionEnabled, UIAccessibility.isVoiceOverRunning)
    sut.setAccessibility(.reduceMotion, on: false)
    sut.setAccessibility(.videoAutoplay, on: false)
    // Then the app read each setting as it was, and heard each change once, after it
    #expect(whileOn == (true, false))
    #expect(heard.lines == ["true", "false"])
    #expect(!UIAccessibility.isReduceMotionEnabled && !UIAccessibility.isVideoAutoplayEnabled)
  }

  // Memory stays bounded whatever an app posts: the host keeps the last hundred announcements.
  @Test("V8: an app that announces without end keeps the host's memory of them bounded")
  func spokenAnnouncementsStayBounded() {
    // Given an app with VoiceOver running
    let sut = launchedHost()
    sut.setAccessibility(.voiceOver, on: true)
    // When the app announces more than the host keeps
    let count = HeadlessHost.spokenAnnouncementLimit + 50
    for index in 1...count {
      UIAccessibility.post(notification: .announcement, argument: "Item \(index)")
    }
    // Then the host holds only the newest, in order
    #expect(sut.spokenAnnouncements.count == HeadlessHost.spokenAnnouncementLimit)
    #expect(
      sut.spokenAnnouncements.first == "Item \(count - HeadlessHost.spokenAnnouncementLimit + 1)")
    #expect(sut.spokenAnnouncements.last == "Item \(count)")
  }

  // developer.apple.com/documentation/uikit/uitraitcollection/legibilityweight: "The font
  // weight to apply to text", bold when the person enables Bold Text;
  // uiaccessibility/isboldtextenabled and boldtextstatusdidchangenotification: "Posted when
  // the system's Bold Text setting changes".
  @Test("V8: Bold Text makes every screen's traits bold, tells each, then notifies the app")
  func boldText() throws {
    // Given a screen in a launched app's window, with a handler for the legibility weight and
    // an observer of Bold Text
    let sut = launchedHost()
    let screen = UIViewController()
    let label = UILabel()
    screen.view.addSubview(label)
    try #require(sut.connectScene(delegate: RootSceneDelegate(root: screen)) != nil)
    let heard = Log()
    screen.registerForTraitChanges([UITraitLegibilityWeight.self]) {
      (screen: UIViewController, previous: UITraitCollection) in
      heard.lines.append(
        "weight \(previous.legibilityWeight) → \(screen.traitCollection.legibilityWeight)")
    }
    let token = NotificationCenter.default.addObserver(
      forName: UIAccessibility.boldTextStatusDidChangeNotification, object: nil, queue: .main
    ) { _ in
      MainActor.assumeIsolated { heard.lines.append("bold \(UIAccessibility.isBoldTextEnabled)") }
    }
    defer { NotificationCenter.default.removeObserver(token) }
    let before = label.traitCollection.legibilityWeight
    // When the person turns Bold Text on, then off
    sut.setAccessibility(.boldText, on: true)
    let whileOn = label.traitCollection[UITraitLegibilityWeight.self]
    sut.setAccessibility(.boldText, on: false)
    // Then the screen and its label were bold while it was on; the screen heard each change
    // before the app was notified
    #expect(before == .regular && whileOn == .bold)
    #expect(
      heard.lines == [
        "weight regular → bold", "bold true", "weight bold → regular", "bold false",
      ])
    #expect(UITraitCollection(legibilityWeight: .bold).legibilityWeight == .bold)
  }

  // developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:);
  // uiaccessibility/notification/announcement: "the string you want VoiceOver to speak";
  // screenchanged: "Pass the accessibility element you want VoiceOver to move to"; or a string
  // to speak; focusedelement(using:): the element an assistive technology has in focus.
  @Test("V8: while VoiceOver runs, it speaks announcements and moves to the element posted")
  func voiceOverHearsPosts() {
    // Given a launched app with a screen whose heading a post will focus
    let sut = launchedHost()
    var heading: UILabel? = UILabel()
    // When the app posts with VoiceOver off, then a person turns it on and the app announces,
    // moves to the heading, posts a text, moves again, and the heading goes
    UIAccessibility.post(notification: .announcement, argument: "Ignored")
    UIAccessibility.post(notification: .screenChanged, argument: heading)
    let whileOff = UIAccessibility.focusedElement(using: .notificationVoiceOver)
    sut.setAccessibility(.voiceOver, on: true)
    UIAccessibility.post(notification: .announcement, argument: "Order placed")
    UIAccessibility.post(notification: .layoutChanged, argument: heading)
    let focusedHeading = UIAccessibility.focusedElement(using: nil) is UILabel
    UIAccessibility.post(notification: .screenChanged, argument: "Basket")
    let afterText = UIAccessibility.focusedElement(using: nil)
    UIAccessibility.post(notification: .screenChanged, argument: heading)
    heading = nil
    // Then nothing was spoken or focused while VoiceOver was off; then the announcement and the
    // text were spoken, the focus was on the heading, and is on nothing once the heading is gone
    #expect(whileOff == nil)
    #expect(sut.spokenAnnouncements == ["Order placed", "Basket"])
    #expect(focusedHeading && afterText == nil)
    #expect(UIAccessibility.focusedElement(using: .notificationVoiceOver) == nil)
  }
}
