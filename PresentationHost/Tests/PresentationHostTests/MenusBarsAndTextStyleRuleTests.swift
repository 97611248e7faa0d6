@_spi(HostTesting) import PresentationHost
import Testing

// developer.apple.com/documentation/uikit/uideferredmenuelement: "A placeholder menu element
// that the system replaces with the result of the menu element's provider"; init(_:): "the system
// caches the menu elements it receives ... and displays the cached elements the next time the
// menu appears"; uncached(_:): "the system ... calls the provider each time the menu appears".
@Suite("Deferred menus, custom bar views and paragraph styles")
@MainActor
struct MenusBarsAndTextStyleRuleTests {
  // developer.apple.com/documentation/uikit/uibutton/changesselectionasprimaryaction: "If you
  // set a menu and showsMenuAsPrimaryAction is true, setting this property to true makes the
  // button function as a pop-up. The button presents the menu on touch, the menu tracks the
  // selection in its selectedElements property, and the button title updates to reflect the
  // selection"; uimenu/options-swift.struct/singleselection: "whether the menu and its
  // submenus allow a single menu item that's in the 'on' state".
  @Test("C8: a pop-up button reads its choice; a single-selection menu keeps one action on")
  func popUpButtonAndSingleSelection() throws {
    // Given a sort pop-up with no action on, and a filter button whose single-selection
    // submenu has Mail on, on screen
    var chosen: [String] = []
    let sut = UIButton(configuration: .plain())
    sut.menu = UIMenu(
      children: ["Newest", "Oldest", "Title"].map { title in
        UIAction(title: title) { _ in chosen.append(title) }
      })
    sut.showsMenuAsPrimaryAction = true
    sut.changesSelectionAsPrimaryAction = true
    let filter = UIButton(configuration: .plain())
    filter.configuration?.title = "Filter"
    let folders = UIMenu(
      options: .singleSelection,
      children: ["Mail", "Notes"].map { title in
        UIAction(title: title, state: title == "Mail" ? .on : .off) { _ in chosen.append(title) }
      })
    filter.menu = UIMenu(children: [UIAction(title: "Unread", state: .on) { _ in }, folders])
    filter.showsMenuAsPrimaryAction = true
    let screen = UIViewController()
    let stack = UIStackView(arrangedSubviews: [sut, filter])
    stack.axis = .vertical
    stack.frame = CGRect(x: 0, y: 100, width: 200, height: 88)
    screen.view.addSubview(stack)
    let window = visibleWindow(root: screen)
    let first = window.host.visibleButtons.map(\.displayTitle)
    // When a person picks Oldest in the pop-up, and Notes in the filter's folders
    try window.host.tap("Newest", choosing: "Oldest")
    try window.host.tap("Filter", choosing: "Notes")
    // Then the pop-up showed its first action until the choice, then the choice, the only
    // action on; Notes alone is on among the folders, and Unread, outside them, stays on
    #expect(first == ["Newest", "Filter"])
    #expect(chosen == ["Oldest", "Notes"])
    #expect(sut.menu?.selectedElements.map(\.title) == ["Oldest"])
    #expect(window.host.visibleButtons.map(\.displayTitle) == ["Oldest", "Filter"])
    #expect(filter.menu?.selectedElements.map(\.title) == ["Unread", "Notes"])
    expectNoDiagnostics(window.host)
  }

  @Test("C8: a deferred element loads as its menu opens: once, or each time when uncached")
  func deferredElements() throws {
    // Given a menu button with a cached and an uncached deferred element, on screen
    let loads = LoadCount()
    let cached = UIDeferredMenuElement { completion in
      loads.cached += 1
      completion([UIAction(title: "Recent") { _ in loads.chosen.append("Recent") }])
    }
    let uncached = UIDeferredMenuElement.uncached { completion in
      loads.uncached += 1
      completion([UIAction(title: "Fresh") { _ in loads.chosen.append("Fresh") }])
    }
    let sut = UIButton(configuration: .plain())
    sut.configuration?.title = "Open"
    sut.menu = UIMenu(children: [cached, uncached])
    sut.showsMenuAsPrimaryAction = true
    let screen = UIViewController()
    sut.frame = CGRect(x: 0, y: 100, width: 100, height: 44)
    screen.view.addSubview(sut)
    let window = visibleWindow(root: screen)
    // When a person opens the menu, then opens it twice more choosing each element
    #expect(throws: UserActionError.opensMenu("Open", choices: ["Recent", "Fresh"])) {
      try window.host.tap("Open")
    }
    try window.host.tap("Open", choosing: "Recent")
    try window.host.tap("Open", choosing: "Fresh")
    // Then the cached provider was asked once, the uncached one at each opening
    #expect(loads.cached == 1 && loads.uncached == 3)
    #expect(loads.chosen == ["Recent", "Fresh"])
  }

  @Test("C8: while a deferred element is loading, its menu has nothing there to choose")
  func deferredElementStillLoading() throws {
    // Given a bar button whose menu loads its elements later
    let later = Pending()
    let loading = UIDeferredMenuElement { completion in later.completion = completion }
    let screen = UIViewController()
    screen.navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Sort", menu: UIMenu(children: [loading]))
    let window = visibleWindow(root: UINavigationController(rootViewController: screen))
    // When a person opens it before the elements arrive, then after
    #expect(throws: UserActionError.opensMenu("Sort", choices: [])) {
      try window.host.tap("Sort")
    }
    later.completion?([UIAction(title: "By Date") { _ in }])
    // Then the loaded elements are the menu's from then on
    #expect(throws: UserActionError.opensMenu("Sort", choices: ["By Date"])) {
      try window.host.tap("Sort")
    }
  }

  // developer.apple.com/documentation/uikit/uibarbuttonitem/customview: "A custom view
  // representing the item"; init(customView:): "The initialized bar button item object. The
  // object doesn't call the action method of its target when the user interacts with the custom
  // view".
  // developer.apple.com/documentation/uikit/uinavigationbar/delegate: "If the navigation bar
  // was created by a navigation controller and is being managed by that object, you must not
  // change the value of this property. Navigation controllers act as the delegate for any
  // navigation bars they create"; setting it raises "Cannot manually set the delegate on a
  // UINavigationBar managed by a controller" (openradar 13055919). A subclass's
  // navigationBar(_:shouldPop:) returning false keeps the screen the back button would pop.
  @Test("N18: a navigation controller subclass keeps a screen its back button would pop")
  func backButtonRefusedBySubclass() throws {
    // Given an editor with unsaved changes, in a navigation controller that asks before popping
    let editor = screen("Editor")
    let sut = GuardedNavigation(rootViewController: screen("Notes"))
    sut.pushViewController(editor, animated: false)
    let window = visibleWindow(root: sut)
    // When a person taps Back, the changes are saved, and the person taps Back again
    try window.host.back()
    let refused = (window.path, sut.navigationBar.items?.map(\.title))
    sut.hasUnsavedChanges = false
    try window.host.back()
    // Then the first tap was refused and asked about, the second popped and was told of
    #expect(refused.0 == "Notes > Editor" && refused.1 == ["Notes", "Editor"])
    #expect(window.path == "Notes")
    #expect(sut.events == ["shouldPop Editor", "shouldPop Editor", "didPop Editor"])
    expectNoDiagnostics(window.host)
  }

  @Test("N18: the delegate of a navigation controller's bar is the controller, and stays so")
  func managedBarDelegate() {
    // Given a navigation controller on screen, and an object that would hear its bar
    let sut = UINavigationController(rootViewController: screen("Inbox"))
    let window = visibleWindow(root: sut)
    let other = BarListener()
    // When the app sets the bar's delegate
    sut.navigationBar.delegate = other
    // Then it is refused as UIKit raises, and the controller is still the delegate
    expectDiagnostic(window.host, .error, .n18)
    #expect(sut.navigationBar.delegate === sut)
  }

  // developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoom(options:sourceviewprovider:):
  // "sourceViewProvider: A closure that provides the source view for the zoom transition. The
  // system calls this closure at the start of the transition (both for presentation and
  // dismissal)"; preferredTransition applies when the controller is pushed or presented.
  @Test("N19: a zoom asks for its source view as it is pushed and popped, presented and dismissed")
  func zoomTransitions() throws {
    // Given a photo grid whose photos zoom from their thumbnails, pushed and presented
    let grid = screen("Grid")
    let sut = UINavigationController(rootViewController: grid)
    let window = visibleWindow(root: sut)
    let thumbnail = UIView()
    var asked: [String] = []
    func zooming(_ name: String) -> UIViewController {
      let photo = screen(name)
      photo.preferredTransition = .zoom { context in
        asked.append(
          "\(context.sourceViewController.title ?? "") → \(context.zoomedViewController.title ?? "")"
        )
        return thumbnail
      }
      return photo
    }
    // When one photo is pushed and popped, and another presented and dismissed
    sut.pushViewController(zooming("Pushed"), animated: true)
    try window.host.back()
    let modal = zooming("Modal")
    grid.present(modal, animated: true)
    modal.dismiss(animated: true)
    // Then each transition asked for the source view once, from the screen zoomed from
    #expect(asked == ["Grid → Pushed", "Grid → Pushed", "Grid → Modal", "Grid → Modal"])
    #expect(window.path == "Grid")
    expectNoDiagnostics(window.host)
  }

  @Test("N17: a person taps the controls in a bar button's custom view, not the item")
  func customViewBarButton() throws {
    // Given a screen whose bar shows a switch and a button as custom views
    let log = LoadCount()
    let toggle = UISwitch()
    toggle.accessibilityIdentifier = "notify"
    toggle.addAction(UIAction { _ in log.chosen.append("toggled") }, for: .valueChanged)
    let button = UIButton(
      configuration: .plain(),
      primaryAction: UIAction(title: "Share") { _ in
        log.chosen.append("share")
      })
    let screen = UIViewController()
    screen.navigationItem.rightBarButtonItems = [
      UIBarButtonItem(customView: toggle), UIBarButtonItem(customView: button),
    ]
    let window = visibleWindow(root: UINavigationController(rootViewController: screen))
    // When a person taps the button and flips the switch
    try window.host.tap("Share")
    try window.host.toggle("notify")
    // Then each control's action ran
    #expect(log.chosen == ["share", "toggled"] && toggle.isOn)
    #expect(window.host.visibleButtons.map(\.displayTitle) == ["Share"])
  }

  // developer.apple.com/documentation/uikit/uinavigationitem/titleview: "a custom view ...
  // displayed in the center of the navigation bar when the receiver is the top item"; the
  // navigation bar shows the items of the controllers in the stack (uinavigationcontroller:
  // "the navigation item of the topmost view controller"), not of those they contain; and
  // setNavigationBarHidden(_:animated:) hides the bar and what is in it.
  @Test("N17: a person uses the title view of the stack's top; a hidden bar offers nothing")
  func titleViewInTheBar() throws {
    // Given a mail box in a navigation controller, with an All | Unread control as its title
    // view and a Compose button, holding a child list whose own item has a button of its own
    let log = LoadCount()
    let filter = UISegmentedControl(items: ["All", "Unread"])
    filter.selectedSegmentIndex = 0
    filter.addAction(
      UIAction { _ in log.chosen.append("filter \(filter.selectedSegmentIndex)") },
      for: .valueChanged
    )
    let mailbox = UIViewController()
    mailbox.navigationItem.titleView = filter
    mailbox.navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .compose, primaryAction: UIAction { _ in log.chosen.append("compose") })
    let list = UIViewController()
    list.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Hidden Child")
    mailbox.addChild(list)
    mailbox.view.addSubview(list.view)
    list.didMove(toParent: mailbox)
    let navigation = UINavigationController(rootViewController: mailbox)
    let window = visibleWindow(root: navigation)
    // When a person picks Unread in the title view, then the app hides the bar
    try window.host.selectSegment("Unread")
    let buttons = window.host.visibleBarButtonItems.map(\.title)
    navigation.setNavigationBarHidden(true, animated: false)
    // Then the title view's control changed, the bar showed the mail box's button and not its
    // child's, and a hidden bar offers neither its buttons nor its title view
    #expect(log.chosen == ["filter 1"])
    #expect(buttons.count == 1 && window.host.visibleBarButtonItems.isEmpty)
    #expect(throws: UserActionError.self) { try window.host.selectSegment("All") }
    expectNoDiagnostics(window.host)
  }

  // developer.apple.com/documentation/uikit/uibarbuttonitem/primaryaction: "When you assign a
  // new value to this property, the title and image of the item update to match the primary
  // action's title and image"; init(systemItem:primaryAction:menu:): "The system item doesn't
  // use the action to configure its title and image".
  @Test("N17: a bar button takes its primary action's title and image, unless a system item")
  func barButtonFromPrimaryAction() throws {
    // Given an image button whose action has no title, a button whose action is titled, and a
    // system Save button with a titled action
    let log = LoadCount()
    let plus = UIImage(systemName: "plus")
    let add = UIBarButtonItem(
      image: plus, primaryAction: UIAction { _ in log.chosen.append("add") })
    add.accessibilityLabel = "Add"
    let share = UIBarButtonItem(title: "Send", primaryAction: UIAction(title: "Share") { _ in })
    let save = UIBarButtonItem(systemItem: .save, primaryAction: UIAction(title: "Store") { _ in })
    let screen = UIViewController()
    screen.navigationItem.rightBarButtonItems = [add, share, save]
    let window = visibleWindow(root: UINavigationController(rootViewController: screen))
    // When a person taps the image button by its label, and the app gives Share a new action
    try window.host.tap("Add")
    let paperplane = UIImage(systemName: "paperplane")
    share.primaryAction = UIAction(title: "Post", image: paperplane) { _ in }
    // Then the image button kept its image and no title, Share took the titles and image of its
    // actions, and Save stayed Save
    #expect(log.chosen == ["add"])
    #expect(add.title == nil && add.image === plus)
    #expect(share.title == "Post" && share.image === paperplane)
    #expect(save.title == "Save")
    expectNoDiagnostics(window.host)
  }

  // developer.apple.com/documentation/uikit/uiimage/init(data:): "nil if the image couldn't be
  // initialized from the specified data"; init(contentsOfFile:): "nil if the method couldn't
  // find the file or initialize the image from its contents".
  @Test("V4: data is an image only when it begins as an image file does; so is a file")
  func imagesFromData() throws {
    // Given a PNG file written to disk, and a missing path
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("host-image-\(UInt64.random(in: 0...UInt64.max)).png").path
    #expect(FileManager.default.createFile(atPath: path, contents: ImageFiles.png))
    defer { try? FileManager.default.removeItem(atPath: path) }
    // When images are made from PNG, JPEG and text data, and from the two paths
    let fromPNG = UIImage(data: ImageFiles.png)
    let fromJPEG = UIImage(data: ImageFiles.jpeg, scale: 3)
    let fromText = UIImage(data: ImageFiles.text)
    let fromFile = UIImage(contentsOfFile: path)
    let fromNowhere = UIImage(contentsOfFile: path + ".missing")
    // Then the image files made images and the rest nil
    #expect(fromPNG != nil && fromJPEG != nil && fromFile != nil)
    #expect(fromText == nil && fromNowhere == nil)
  }

  // developer.apple.com/documentation/uikit/nsparagraphstyle/default: "The default paragraph
  // style"; NSMutableParagraphStyle: "This object adds methods to its superclass,
  // NSParagraphStyle, for changing the values of the subattributes in a paragraph style".
  @Test("V4: a mutable copy of the default paragraph style changes alone and compares by value")
  func paragraphStyle() throws {
    // Given a mutable copy of the default style
    let sut = try #require(NSParagraphStyle.default.mutableCopy() as? NSMutableParagraphStyle)
    // When it is given spacing and centred, and an attributed text uses it
    sut.lineSpacing = 4
    sut.alignment = .center
    let text = NSAttributedString(string: "Terms", attributes: [.paragraphStyle: sut])
    let label = UILabel()
    label.attributedText = text
    // Then the default is unchanged, the copy kept its changes, and an equal style compares
    // equal
    #expect(NSParagraphStyle.default.lineSpacing == 0)
    #expect(NSParagraphStyle.default.alignment == .natural)
    let shown = label.attributedText?.attribute(.paragraphStyle, at: 0, effectiveRange: nil)
    #expect((shown as? NSParagraphStyle)?.lineSpacing == 4)
    let same = NSMutableParagraphStyle()
    same.setParagraphStyle(sut)
    #expect(same == sut && same != NSParagraphStyle.default)
  }

  // developer.apple.com/documentation/uikit/nsparagraphstyle/tabstops: "The default value of
  // this property is an array of 12 left-aligned tabs at 28-point intervals"; a mutable style's
  // addTabStop(_:) adds one, and the tab stops are "sorted in order of location".
  @Test("V4: a paragraph has UIKit's twelve tab stops unless set, kept in order of location")
  func tabStops() {
    // Given a receipt's paragraph style
    let sut = NSMutableParagraphStyle()
    let defaults = sut.tabStops
    // When the app sets a right-aligned price column, then adds a centred one before it
    sut.tabStops = [NSTextTab(textAlignment: .right, location: 300)]
    sut.addTabStop(NSTextTab(textAlignment: .center, location: 120))
    // Then the default tab stops were UIKit's, and the app's are in order of location
    #expect(defaults.count == 12 && defaults.allSatisfy { $0.alignment == .left })
    #expect(defaults.first?.location == 28 && defaults.last?.location == 336)
    #expect(sut.tabStops.map(\.location) == [120, 300])
    #expect(sut.tabStops.last == NSTextTab(textAlignment: .right, location: 300))
  }
}

/// Image files' first bytes, as an app downloads them.
private enum ImageFiles {
  static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
  static let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 16])
  static let text = Data("not an image".utf8)
}

/// Counts a menu's loads and what a person chose.
@MainActor
private final class LoadCount {
  var cached = 0
  var uncached = 0
  var chosen: [String] = []
}

/// The completion of a provider that has not given its elements yet.
@MainActor
private final class Pending {
  var completion: (@MainActor ([UIMenuElement]) -> Void)?
}

/// A navigation controller that asks before its back button pops a screen with unsaved
/// changes, as apps did before iOS 16's back action.
@MainActor
private final class GuardedNavigation: UINavigationController {
  var hasUnsavedChanges = true
  private(set) var events: [String] = []

  override func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem)
    -> Bool
  {
    events.append("shouldPop \(item.title ?? "")")
    guard !hasUnsavedChanges else { return false }
    return super.navigationBar(navigationBar, shouldPop: item)
  }

  override func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {
    super.navigationBar(navigationBar, didPop: item)
    events.append("didPop \(item.title ?? "")")
  }
}

/// An object that would hear a navigation bar.
@MainActor
private final class BarListener: NSObject, UINavigationBarDelegate {}
