// UIKit navigation code as an iOS app writes it: a scene delegate, the well-known coordinator
// pattern that tells a back-button pop from a push, a router holding its screen weakly, an
// adaptive presentation delegate, an alert, and controllers with `init()` and
// `required init?(coder:)`. Only the import differs: on iOS this file reads `import UIKit`.
// It must not use the host's test surface (`@_spi(HostTesting)`), so it compiles against the
// UIKit surface alone; `UIKitPortTests` drives it.
import PresentationHost

final class PortSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  var coordinator: MainCoordinator?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = (scene as? UIWindowScene) else { return }
    let navigationController = UINavigationController()
    navigationController.navigationBar.prefersLargeTitles = true
    coordinator = MainCoordinator(navigationController: navigationController)
    coordinator?.start()
    window = UIWindow(windowScene: windowScene)
    window?.rootViewController = navigationController
    window?.makeKeyAndVisible()
    if let url = connectionOptions.urlContexts.first?.url {
      coordinator?.open(url)
    }
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
    guard let url = URLContexts.first?.url else { return }
    coordinator?.open(url)
  }
}

final class PortAppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    let configuration = UISceneConfiguration(
      name: "Default Configuration", sessionRole: connectingSceneSession.role)
    configuration.delegateClass = PortSceneDelegate.self
    return configuration
  }
}

protocol Coordinator: AnyObject {
  var childCoordinators: [Coordinator] { get set }
  var navigationController: UINavigationController { get set }
  func start()
}

final class MainCoordinator: NSObject, Coordinator, UINavigationControllerDelegate {
  var childCoordinators = [Coordinator]()
  var navigationController: UINavigationController

  init(navigationController: UINavigationController) {
    self.navigationController = navigationController
  }

  func start() {
    navigationController.delegate = self
    let vc = ListViewController()
    vc.coordinator = self
    navigationController.pushViewController(vc, animated: false)
  }

  func buySubscription() {
    let child = BuyCoordinator(navigationController: navigationController)
    child.parentCoordinator = self
    childCoordinators.append(child)
    child.start()
  }

  func open(_ url: URL) {
    guard url.scheme == "port", url.host == "buy" else { return }
    navigationController.popToRootViewController(animated: false)
    buySubscription()
  }

  func childDidFinish(_ child: Coordinator?) {
    for (index, coordinator) in childCoordinators.enumerated() where coordinator === child {
      childCoordinators.remove(at: index)
      break
    }
  }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    guard
      let fromViewController = navigationController.transitionCoordinator?.viewController(
        forKey: .from)
    else { return }
    if navigationController.viewControllers.contains(fromViewController) {
      return
    }
    if let buyViewController = fromViewController as? BuyViewController {
      childDidFinish(buyViewController.coordinator)
    }
  }
}

final class BuyCoordinator: Coordinator {
  weak var parentCoordinator: MainCoordinator?
  var childCoordinators = [Coordinator]()
  var navigationController: UINavigationController

  init(navigationController: UINavigationController) {
    self.navigationController = navigationController
  }

  func start() {
    let vc = BuyViewController()
    vc.coordinator = self
    navigationController.pushViewController(vc, animated: true)
  }
}

protocol ListRouting: AnyObject {
  func showDetail(id: Int)
  func presentSettings()
  func confirmSignOut(completion: @escaping (Bool) -> Void)
}

final class ListRouter: NSObject, ListRouting, UIAdaptivePresentationControllerDelegate {
  weak var viewController: UIViewController?
  private(set) var settingsClosedBySwipe = 0

  func showDetail(id: Int) {
    viewController?.show(DetailViewController(id: id), sender: self)
  }

  func presentSettings() {
    let settings = UINavigationController(rootViewController: SettingsViewController())
    settings.presentationController?.delegate = self
    viewController?.present(settings, animated: true)
  }

  func confirmSignOut(completion: @escaping (Bool) -> Void) {
    let alert = UIAlertController(
      title: "Sign out?", message: "You can sign in again later.", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in completion(false) })
    alert.addAction(
      UIAlertAction(title: "Sign out", style: .destructive) { _ in completion(true) })
    viewController?.present(alert, animated: true)
  }

  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    settingsClosedBySwipe += 1
  }
}

final class ListViewController: UIViewController {
  weak var coordinator: MainCoordinator?
  let router = ListRouter()
  private(set) var signedOut: Bool?

  init() {
    super.init(nibName: nil, bundle: nil)
    title = "List"
    router.viewController = self
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let stack = UIStackView()
    stack.axis = .vertical
    stack.spacing = 12
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
      stack.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
      stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
      stack.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
    ])
    let buy = UIButton(type: .system)
    buy.setTitle("Buy", for: .normal)
    buy.titleLabel?.font = .preferredFont(forTextStyle: .headline)
    buy.setTitleColor(.systemBlue, for: .normal)
    let heading = UILabel()
    heading.text = "Plans"
    heading.textAlignment = .center
    heading.adjustsFontSizeToFitWidth = true
    heading.minimumScaleFactor = 0.5
    stack.addArrangedSubview(heading)
    let code = UITextField()
    code.placeholder = "Promo code"
    code.borderStyle = .roundedRect
    code.textAlignment = .natural
    code.adjustsFontSizeToFitWidth = true
    code.minimumFontSize = 12
    stack.addArrangedSubview(code)
    buy.addAction(
      UIAction { [weak self] _ in self?.coordinator?.buySubscription() }, for: .touchUpInside)
    stack.addArrangedSubview(buy)
    stack.addArrangedSubview(
      UIButton(
        primaryAction: UIAction(title: "Detail") { [weak self] _ in
          self?.router.showDetail(id: 7)
        }))
    stack.addArrangedSubview(
      UIButton(
        primaryAction: UIAction(title: "Sign out") { [weak self] _ in
          self?.router.confirmSignOut { self?.signedOut = $0 }
        }))
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .edit,
      primaryAction: UIAction { [weak self] _ in self?.router.presentSettings() })
  }
}

final class BuyViewController: UIViewController {
  weak var coordinator: BuyCoordinator?

  init() {
    super.init(nibName: nil, bundle: nil)
    title = "Buy"
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

final class DetailViewController: UIViewController {
  let id: Int

  init(id: Int) {
    self.id = id
    super.init(nibName: nil, bundle: nil)
    title = "Detail \(id)"
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

final class SettingsViewController: UIViewController {
  private(set) var appearances = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Settings"
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      systemItem: .close,
      primaryAction: UIAction { [weak self] _ in self?.dismiss(animated: true) })
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    appearances += 1
  }
}
