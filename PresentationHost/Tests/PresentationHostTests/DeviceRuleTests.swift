@_spi(HostTesting) import PresentationHost
import Testing

@Suite("The device")
@MainActor
struct DeviceRuleTests {
  // developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations:
  // "The default values for a view controller's supported interface orientations is set to all
  // for the iPad idiom and allButUpsideDown for the iPhone idiom."
  @Test("D1: an iPhone, upright, whose screens support all orientations but upside down")
  func anIPhoneUpright() {
    // Given a screen on the host, and one that supports portrait only
    let sut = screen("Home")
    let portraitOnly = PortraitScreen()
    let window = visibleWindow(root: sut)
    // When the app asks what it runs on
    let device = UIDevice.current
    // Then an iPhone, upright, and each screen's orientations are its own
    #expect(device.userInterfaceIdiom == .phone)
    #expect(sut.traitCollection.userInterfaceIdiom == .phone)
    #expect(device.orientation.isPortrait && device.orientation.isValidInterfaceOrientation)
    #expect(sut.supportedInterfaceOrientations == .allButUpsideDown)
    #expect(!sut.supportedInterfaceOrientations.contains(.portraitUpsideDown))
    #expect(portraitOnly.supportedInterfaceOrientations == .portrait)
    #expect(UIInterfaceOrientationMask.all.contains(.landscapeLeft))
    expectNoDiagnostics(window.host)
  }

  // developer.apple.com/documentation/uikit/uitraitcollection/displayscale: "The display scale
  // of the trait collection"; uitraitcollection/init(traitsfrom:): a trait a later collection
  // specifies wins.
  @Test("D1: a screen's traits carry the screen's scale; a collection that sets none matches")
  func displayScale() {
    // Given a screen on the host
    let sut = screen("Home")
    let window = visibleWindow(root: sut)
    // When its traits are read, and merged with collections that set a scale
    let traits = sut.traitCollection
    let merged = UITraitCollection(traitsFrom: [traits, UITraitCollection(displayScale: 2)])
    // Then the scale is the screen's, a collection of another scale does not match, and a
    // collection that sets no scale does
    #expect(traits.displayScale == UIScreen.main.scale && traits.displayScale == 3)
    #expect(merged.displayScale == 2)
    #expect(!traits.containsTraits(in: UITraitCollection(displayScale: 2)))
    #expect(traits.containsTraits(in: UITraitCollection(userInterfaceIdiom: .phone)))
    #expect(UITraitCollection().displayScale == 0)
    expectNoDiagnostics(window.host)
  }

  @Test("D1: the device never turns, so a screen's transition to a new size is never called")
  func neverTurns() {
    // Given a screen that counts its size transitions, on screen
    let sut = PortraitScreen()
    let window = visibleWindow(root: sut)
    // When it appears, is covered and comes back
    sut.present(screen("Modal"), animated: true)
    sut.dismiss(animated: true)
    // Then it was never asked to change size
    #expect(sut.sizeTransitions == 0)
    #expect(window.path == "Portrait")
  }

  @Test("D2: the pasteboard keeps what is copied and says what it holds")
  func pasteboard() {
    // Given the general pasteboard, and how often it changed and told of it
    // (developer.apple.com/documentation/uikit/uipasteboard/changednotification: "Posted by a
    // pasteboard object when its contents change"; changeCount increments with each change)
    let sut = UIPasteboard.general
    let countBefore = sut.changeCount
    var posted = 0
    let observer = NotificationCenter.default.addObserver(
      forName: UIPasteboard.changedNotification, object: sut, queue: nil
    ) { _ in MainActor.assumeIsolated { posted += 1 } }
    defer { NotificationCenter.default.removeObserver(observer) }
    // When the app copies a text, then texts, then a URL
    sut.string = "tea"
    let one = (sut.string, sut.hasStrings)
    sut.strings = ["tea", "cake"]
    sut.url = URL(string: "sample://shop")
    // Then each reads back, the first of the texts as its text, and each change was counted
    // and told of
    #expect(sut.changeCount == countBefore + 3 && posted == 3)
    #expect(one.0 == "tea" && one.1)
    #expect(sut.string == "tea" && sut.strings == ["tea", "cake"])
    #expect(sut.hasURLs && sut.url?.absoluteString == "sample://shop")
    sut.strings = []
    #expect(!sut.hasStrings && sut.string == nil)
  }

  @Test("D3: feedback generators accept their calls and change nothing on screen")
  func feedbackGenerators() {
    // Given a screen and one generator of each kind
    let window = visibleWindow(root: screen("Home"))
    let impact = UIImpactFeedbackGenerator(style: .heavy)
    // When the app plays each
    impact.prepare()
    impact.impactOccurred()
    impact.impactOccurred(intensity: 0.5)
    UINotificationFeedbackGenerator().notificationOccurred(.success)
    UISelectionFeedbackGenerator().selectionChanged()
    // Then the style is kept, and nothing happened to the screen
    #expect(impact.style == .heavy)
    #expect(UIImpactFeedbackGenerator().style == .medium)
    #expect(window.path == "Home")
    expectNoDiagnostics(window.host)
  }
}

/// A screen that supports portrait only and counts the size transitions it is told of.
@MainActor
private final class PortraitScreen: UIViewController {
  var sizeTransitions = 0

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Portrait"
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    sizeTransitions += 1
  }
}
