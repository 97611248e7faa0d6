import PresentationHost

// UIKit code written for iOS, as an app with many sections writes it: six tabs, each a
// navigation stack, so that the tab bar puts two of them behind More; a delegate that tells
// analytics which section a person opened, More included; and a link that opens a section
// and a screen in it, wherever the tab bar keeps that section. Compiled with only its import
// changed.

/// One section's first screen; `open(item:)` pushes an item of it.
final class SectionViewController: UIViewController {
  init(section: String) {
    super.init(nibName: nil, bundle: nil)
    title = section
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
  }

  func open(item: String) {
    let detail = UIViewController()
    detail.title = item
    navigationController?.pushViewController(detail, animated: true)
  }
}

/// The app's sections in a tab bar, and what a person opens in it.
final class SectionsCoordinator: NSObject, UITabBarControllerDelegate {
  static let sections = ["Home", "Search", "Orders", "Messages", "Settings", "Help"]

  let tabBarController = UITabBarController()
  private(set) var opened: [String] = []

  func start() {
    tabBarController.viewControllers = Self.sections.map { section in
      let navigation = UINavigationController(
        rootViewController: SectionViewController(section: section))
      navigation.tabBarItem = UITabBarItem(title: section, image: nil, tag: 0)
      return navigation
    }
    tabBarController.delegate = self
  }

  /// Opens `item` in `section`, whether its tab is on the bar or behind More.
  func open(section: String, item: String) {
    guard
      let navigation = tabBarController.viewControllers?
        .compactMap({ $0 as? UINavigationController })
        .first(where: { $0.tabBarItem.title == section })
    else { return }
    tabBarController.selectedViewController = navigation
    // Behind More, UIKit has moved the section's screens onto the More navigation controller.
    let root =
      navigation.viewControllers.first
      ?? tabBarController.moreNavigationController
      .viewControllers.dropFirst().first
    (root as? SectionViewController)?.open(item: item)
  }

  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {
    if viewController == tabBarController.moreNavigationController {
      opened.append("More")
    } else {
      opened.append(viewController.tabBarItem.title ?? "?")
    }
  }
}
