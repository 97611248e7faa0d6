@_spi(HostTesting) import PresentationHost
import Testing

// developer.apple.com/documentation/uikit/uiviewcontroller/addkeycommand(_:): "This method
// lets you easily add key commands to the view controller without overriding the keyCommands
// property"; uiresponder/keycommands: "A responder object that supports hardware keyboard
// commands can redefine this property and use it to return an array of UIKeyCommand objects".
@Suite("Key commands, flow layout defaults and system tab items")
@MainActor
struct KeyboardAndLayoutDefaultsRuleTests {
  @Test("R3: a controller offers the key commands added to it, until they are removed")
  func addedKeyCommands() {
    // Given a screen and two shortcuts
    let sut = UIViewController()
    let find = UIKeyCommand(input: "f", modifierFlags: .command, action: Selector("find"))
    let close = UIKeyCommand(
      title: "Close", action: Selector("close"), input: UIKeyCommand.inputEscape)
    let offeredAtFirst = sut.keyCommands
    // When both are added, then the first removed
    sut.addKeyCommand(find)
    sut.addKeyCommand(close)
    let offeredWithBoth = sut.keyCommands ?? []
    sut.removeKeyCommand(find)
    // Then it offered none, then both in order, then the second
    #expect(offeredAtFirst == nil)
    #expect(offeredWithBoth.map(\.input) == ["f", UIKeyCommand.inputEscape])
    #expect(sut.keyCommands?.map(\.title) == ["Close"])
    #expect(find.modifierFlags == .command && close.modifierFlags.isEmpty)
  }

  @Test("R3: a responder offers no key commands unless it says so")
  func overriddenKeyCommands() {
    // Given a plain view and a screen that declares its shortcuts by overriding the property
    let view = UIView()
    let sut = ShortcutScreen()
    // When they are asked for their key commands
    let fromView = view.keyCommands
    let fromScreen = sut.keyCommands
    // Then the view offers none and the screen its own
    #expect(fromView == nil)
    #expect(fromScreen?.map(\.discoverabilityTitle) == ["New Note"])
  }

  // developer.apple.com/documentation/uikit/uicollectionviewflowlayout/estimateditemsize: "The
  // default value of this property is CGSizeZero"; automaticSize: "a non-zero, placeholder
  // value"; headerReferenceSize: "If the delegate does not implement the
  // collectionView(_:layout:referenceSizeForHeaderInSection:) method, the flow layout object uses
  // the default header sizes set in this property ... The default size values are (0, 0)".
  @Test("C3: a flow layout's delegate answers with the layout's sizes unless it has its own")
  func flowLayoutDelegateDefaults() {
    // Given a flow layout with a header size and insets, and a delegate that sizes only items
    let layout = UICollectionViewFlowLayout()
    layout.headerReferenceSize = CGSize(width: 0, height: 44)
    layout.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    let sut = ItemSizer()
    // When the delegate is asked for each size and spacing
    let item = sut.collectionView(
      collectionView, layout: layout, sizeForItemAt: IndexPath(item: 0, section: 0))
    let header = sut.collectionView(
      collectionView, layout: layout, referenceSizeForHeaderInSection: 0)
    let footer = sut.collectionView(
      collectionView, layout: layout, referenceSizeForFooterInSection: 0)
    let inset = sut.collectionView(collectionView, layout: layout, insetForSectionAt: 0)
    let lines = sut.collectionView(
      collectionView, layout: layout, minimumLineSpacingForSectionAt: 0)
    // Then its own item size, and the layout's for the rest, with UIKit's defaults
    #expect(item == CGSize(width: 120, height: 80))
    #expect(header == CGSize(width: 0, height: 44) && footer == .zero)
    #expect(inset == layout.sectionInset && lines == 10)
    #expect(layout.estimatedItemSize == .zero)
    #expect(UICollectionViewFlowLayout.automaticSize != .zero)
  }

  // developer.apple.com/documentation/uikit/uitabbaritem/init(tabbarsystemitem:tag:): "Creates
  // and returns a new item containing the specified system item" (its title and image are the
  // system's).
  @Test("T8: a system tab item carries the system's title, and a person picks its tab by it")
  func systemTabItem() throws {
    // Given a tab bar controller whose second tab is the system's Favorites item
    let sut = UITabBarController()
    let favorites = UIViewController()
    favorites.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 2)
    let home = UIViewController()
    home.title = "Home"
    sut.viewControllers = [home, favorites]
    let window = visibleWindow(root: sut)
    // When a person taps Favorites
    try window.host.selectTab("Favorites")
    // Then the tab is selected
    #expect(sut.selectedViewController === favorites)
    #expect(favorites.tabBarItem.tag == 2)
    expectNoDiagnostics(window.host)
  }
}

/// A screen that declares its shortcuts by overriding `keyCommands`.
private final class ShortcutScreen: UIViewController {
  override var keyCommands: [UIKeyCommand]? {
    [
      UIKeyCommand(
        input: "n", modifierFlags: [.command, .shift], action: Selector("newNote"),
        discoverabilityTitle: "New Note")
    ]
  }
}

/// A flow layout delegate that sizes only its items.
private final class ItemSizer: NSObject, UICollectionViewDelegateFlowLayout {
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize { CGSize(width: 120, height: 80) }
}

// developer.apple.com/documentation/uikit/uitableviewcontroller/refreshcontrol: "The refresh
// control used to update the table contents"; uinavigationcontroller/init(navigationbarclass:
// toolbarclass:): "Specify the custom UINavigationBar subclass you want to use, or specify nil to
// use the standard UINavigationBar class".
@Suite("Table screens' refresh controls and custom bar classes")
@MainActor
struct TableScreenAndBarClassRuleTests {
  @Test("C2: a table screen's refresh control is its table's, which a person pulls")
  func tableScreenRefreshControl() throws {
    // Given a table screen whose refresh control reloads it
    let sut = UITableViewController(style: .plain)
    let log = RefreshLog()
    sut.refreshControl = UIRefreshControl()
    sut.refreshControl?.addAction(
      UIAction { _ in
        log.refreshes += 1
        sut.refreshControl?.endRefreshing()
      }, for: .valueChanged)
    let window = visibleWindow(root: sut)
    // When a person pulls the table down
    try window.host.pullToRefresh()
    // Then the control was the table's, and the screen refreshed and stopped refreshing
    #expect(sut.tableView.refreshControl === sut.refreshControl)
    #expect(log.refreshes == 1 && sut.refreshControl?.isRefreshing == false)
  }

  @Test("U4: bars of custom classes cannot be made here: the standard ones stand in, refused")
  func customBarClasses() {
    // Given nothing refused yet
    let before = HeadlessHost.detached.diagnostics.count
    // When a navigation controller is made with the standard classes, then with a custom one
    let standard = UINavigationController(
      navigationBarClass: UINavigationBar.self, toolbarClass: nil)
    let sut = UINavigationController(navigationBarClass: TallBar.self, toolbarClass: nil)
    // Then only the custom class was refused, and both have a standard bar and no screens
    let refusals = HeadlessHost.detached.diagnostics.dropFirst(before)
    #expect(refusals.map(\.rule) == [.u4] && refusals.map(\.severity) == [.error])
    #expect(type(of: sut.navigationBar) == UINavigationBar.self)
    #expect(standard.viewControllers.isEmpty && sut.viewControllers.isEmpty)
  }
}

/// Counts a table screen's refreshes.
@MainActor
private final class RefreshLog {
  var refreshes = 0
}

/// A navigation bar of the app's own.
private final class TallBar: UINavigationBar {}
