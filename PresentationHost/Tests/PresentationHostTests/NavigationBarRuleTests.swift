@_spi(HostTesting) import PresentationHost
import Testing

// developer.apple.com/documentation/uikit/uideferredmenuelement: "A placeholder menu element
// that the system replaces with the result of the menu element's provider"; init(_:): "the system
// caches the menu elements it receives ... and displays the cached elements the next time the
// menu appears"; uncached(_:): "the system ... calls the provider each time the menu appears".
@Suite("Navigation bars and bar buttons")
@MainActor
struct MenusBarsAndTextStyleRuleTests {

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
