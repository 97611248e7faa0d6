// An app as many public samples still write it, compiled here in the Swift 5 language mode with
// only its import changed: no scenes, an app delegate that makes the window from the screen's
// bounds, a large title, a tab whose detail screen hides the tab bar, a form
// that moves its content above the keyboard, and an avatar rounded once it is laid out.
import PresentationHost

final class ClassicAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let inbox = UINavigationController(rootViewController: InboxViewController())
    inbox.navigationBar.prefersLargeTitles = true
    inbox.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), tag: 0)
    let account = UINavigationController(rootViewController: AccountViewController())
    account.tabBarItem = UITabBarItem(
      title: "Account", image: UIImage(systemName: "person"), tag: 1)
    let tabs = UITabBarController()
    tabs.viewControllers = [inbox, account]
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = tabs
    window?.makeKeyAndVisible()
    return true
  }
}

final class InboxViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Inbox"
    let open = UIButton(
      type: .system,
      primaryAction: UIAction(title: "Open message") { [weak self] _ in
        self?.navigationController?.pushViewController(MessageViewController(), animated: true)
      })
    open.frame = CGRect(x: 20, y: 120, width: 200, height: 44)
    view.addSubview(open)
  }

  override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}

final class MessageViewController: UIViewController {
  private(set) var bottomInset: CGFloat = 0
  private let reply = UITextField(frame: CGRect(x: 20, y: 700, width: 300, height: 44))
  private var observers: [NSObjectProtocol] = []

  init() {
    super.init(nibName: nil, bundle: nil)
    hidesBottomBarWhenPushed = true
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Message"
    reply.placeholder = "Reply"
    reply.accessibilityIdentifier = "reply"
    view.addSubview(reply)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    let center = NotificationCenter.default
    observers = [
      center.addObserver(
        forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
      ) { [weak self] notification in
        let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
        MainActor.assumeIsolated { self?.bottomInset = frame?.height ?? 0 }
      },
      center.addObserver(
        forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil
      ) { [weak self] _ in
        MainActor.assumeIsolated { self?.bottomInset = 0 }
      },
    ]
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    observers.forEach(NotificationCenter.default.removeObserver)
    observers = []
  }
}

final class AccountViewController: UIViewController {
  let avatar = UIImageView(image: UIImage(systemName: "person.circle"))

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Account"
    avatar.frame = CGRect(x: 20, y: 120, width: 80, height: 80)
    view.addSubview(avatar)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    avatar.layer.cornerRadius = avatar.bounds.width / 2
    avatar.clipsToBounds = true
  }
}
