import Links
import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

/// The app's root, as plain MVC writes it: a tab bar controller whose tabs are the Shop stack,
/// from Main, and the Explore stack, from Home. Each screen makes and shows the next itself.
@MainActor
public final class AppTabBarController: UITabBarController {
  /// The Shop tab's stack.
  let shop: UINavigationController
  /// The Explore tab's stack.
  let explore: UINavigationController
  /// The walk that opens links and restores the window, one transition at a time.
  let linkWalk = LinkWalk()

  /// Creates the tabs; the screens check `session` and sign in with `accounts`.
  public init(accounts: any AccountStore, session: any UserSession) {
    shop = UINavigationController(
      rootViewController: MainViewController(accounts: accounts, session: session))
    shop.tabBarItem.title = Tab.shop.title
    explore = UINavigationController(rootViewController: HomeViewController())
    explore.tabBarItem.title = Tab.explore.title
    super.init(nibName: nil, bundle: nil)
    viewControllers = [shop, explore]
  }

  @available(*, unavailable, message: "The app is built in code.")
  public required init?(coder: NSCoder) {
    fatalError("init(coder:) is not supported: the app is built in code")
  }

  /// Lets the link walk present once the tabs' screens are in the window.
  public override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    linkWalk.windowDidAppear()
  }
}
