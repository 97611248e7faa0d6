// A mail inbox as an iOS 17 app writes it: universal links to a message, handled at launch and
// while the app runs; a list whose cells show a content configuration of the app's own, which
// marks the selected messages; a filter menu whose folders load as it opens; a compose button
// in the bar as a custom view, with a keyboard shortcut; and a message screen whose archive
// fades the message out and goes back once the fade ends. Only the import differs: on iOS this
// file reads `import UIKit`. It must not use the host's test surface (`@_spi(HostTesting)`);
// `MailPortTests` drives it.
import PresentationHost

struct MailMessage: Hashable {
  let id: Int
  let sender: String
  let subject: String
  let folder: String
}

enum MailStore {
  static let messages = [
    MailMessage(id: 1, sender: "Ana", subject: "Lunch on Friday?", folder: "Personal"),
    MailMessage(id: 2, sender: "Build Bot", subject: "Nightly build passed", folder: "Work"),
    MailMessage(id: 3, sender: "Ben", subject: "Slides for Monday", folder: "Work"),
  ]

  /// The folders, as a server would list them.
  static func loadFolders(completion: ([String]) -> Void) {
    completion(Array(Set(messages.map(\.folder))).sorted())
  }
}

final class MailAppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    let configuration = UISceneConfiguration(
      name: "Default Configuration", sessionRole: connectingSceneSession.role)
    configuration.delegateClass = MailSceneDelegate.self
    return configuration
  }
}

final class MailSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private var navigation: UINavigationController?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let navigation = UINavigationController(rootViewController: MailboxViewController())
    navigation.navigationBar.prefersLargeTitles = true
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = navigation
    window.tintColor = .systemIndigo
    window.makeKeyAndVisible()
    self.window = window
    self.navigation = navigation
    if let activity = connectionOptions.userActivities.first {
      open(activity)
    }
  }

  func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
    open(userActivity)
  }

  /// Opens the message a universal link such as https://mail.example.com/message/2 names.
  private func open(_ activity: NSUserActivity) {
    guard activity.activityType == NSUserActivityTypeBrowsingWeb,
      let url = activity.webpageURL,
      url.host == "mail.example.com",
      url.pathComponents.count == 3, url.pathComponents[1] == "message",
      let id = Int(url.pathComponents[2]),
      let message = MailStore.messages.first(where: { $0.id == id })
    else { return }
    navigation?.popToRootViewController(animated: false)
    navigation?.pushViewController(MailMessageViewController(message: message), animated: false)
  }
}

final class MailboxViewController: UIViewController, UICollectionViewDelegate {
  private enum Section { case main }

  private var collectionView: UICollectionView!
  private var dataSource: UICollectionViewDiffableDataSource<Section, MailMessage>!
  private(set) var folder: String?

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Inbox"
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .plain))
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.allowsSelectionDuringEditing = true
    collectionView.allowsMultipleSelectionDuringEditing = true
    collectionView.delegate = self
    view.addSubview(collectionView)

    let cell = UICollectionView.CellRegistration<UICollectionViewListCell, MailMessage> {
      cell, _, message in
      cell.contentConfiguration = MailRowConfiguration(
        sender: message.sender, subject: message.subject)
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView, indexPath, message in
      collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: message)
    }
    show(folder: nil)

    let compose = UIButton(
      configuration: .borderedProminent(),
      primaryAction: UIAction(title: "Compose") { [weak self] _ in self?.compose() })
    navigationItem.rightBarButtonItems = [UIBarButtonItem(customView: compose), editButtonItem]
    let folders = UIDeferredMenuElement.uncached { [weak self] completion in
      MailStore.loadFolders { names in
        completion(
          names.map { name in
            UIAction(title: name) { _ in self?.show(folder: name) }
          })
      }
    }
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      title: "Filter",
      menu: UIMenu(children: [
        UIAction(title: "All Mail") { [weak self] _ in self?.show(folder: nil) }, folders,
      ]))
    addKeyCommand(
      UIKeyCommand(
        title: "New Message", action: Selector(("composeFromKeyboard")), input: "n",
        modifierFlags: .command))
  }

  override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    collectionView.isEditing = editing
  }

  /// Shows the messages of `folder`, or all of them.
  private func show(folder: String?) {
    self.folder = folder
    var snapshot = NSDiffableDataSourceSnapshot<Section, MailMessage>()
    snapshot.appendSections([.main])
    snapshot.appendItems(MailStore.messages.filter { folder == nil || $0.folder == folder })
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  private func compose() {
    let compose = UIViewController()
    compose.title = "New Message"
    present(UINavigationController(rootViewController: compose), animated: true)
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    guard !collectionView.isEditing, let message = dataSource.itemIdentifier(for: indexPath)
    else { return }
    collectionView.deselectItem(at: indexPath, animated: true)
    navigationController?.pushViewController(
      MailMessageViewController(message: message), animated: true)
  }
}

/// A message's row: who sent it and its subject, checked when the row is selected.
struct MailRowConfiguration: UIContentConfiguration, Hashable {
  var sender: String
  var subject: String
  var isChecked = false

  func makeContentView() -> UIView & UIContentView {
    MailRowView(configuration: self)
  }

  func updated(for state: UIConfigurationState) -> MailRowConfiguration {
    guard let state = state as? UICellConfigurationState else { return self }
    var updated = self
    updated.isChecked = state.isSelected
    return updated
  }
}

final class MailRowView: UIView, UIContentView {
  private let senderLabel = UILabel()
  private let subjectLabel = UILabel()
  private var appliedConfiguration: MailRowConfiguration

  var configuration: UIContentConfiguration {
    get { appliedConfiguration }
    set {
      guard let configuration = newValue as? MailRowConfiguration,
        configuration != appliedConfiguration
      else { return }
      apply(configuration)
    }
  }

  init(configuration: MailRowConfiguration) {
    appliedConfiguration = configuration
    super.init(frame: CGRect(x: 0, y: 0, width: 393, height: 60))
    senderLabel.font = .preferredFont(forTextStyle: .headline)
    subjectLabel.font = .preferredFont(forTextStyle: .subheadline)
    subjectLabel.textColor = .secondaryLabel
    let stack = UIStackView(arrangedSubviews: [senderLabel, subjectLabel])
    stack.axis = .vertical
    stack.spacing = 2
    stack.translatesAutoresizingMaskIntoConstraints = false
    addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
      stack.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
      stack.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
    ])
    stack.frame = bounds.insetBy(dx: 16, dy: 8)
    senderLabel.frame = CGRect(x: 0, y: 0, width: stack.frame.width, height: 22)
    subjectLabel.frame = CGRect(x: 0, y: 24, width: stack.frame.width, height: 20)
    apply(configuration)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  private func apply(_ configuration: MailRowConfiguration) {
    appliedConfiguration = configuration
    senderLabel.text = configuration.isChecked ? "✓ \(configuration.sender)" : configuration.sender
    subjectLabel.text = configuration.subject
  }
}

final class MailMessageViewController: UIViewController, CAAnimationDelegate {
  let message: MailMessage
  private let subjectLabel = UILabel()

  init(message: MailMessage) {
    self.message = message
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = message.sender
    view.backgroundColor = .systemBackground
    subjectLabel.text = message.subject
    subjectLabel.numberOfLines = 0
    subjectLabel.frame = CGRect(x: 16, y: 120, width: view.bounds.width - 32, height: 44)
    view.addSubview(subjectLabel)
    let archive = UIButton(
      configuration: .tinted(),
      primaryAction: UIAction(title: "Archive") { [weak self] _ in self?.archive() })
    archive.frame = CGRect(x: 16, y: 180, width: 120, height: 44)
    view.addSubview(archive)
  }

  /// Fades the message out, then goes back to the inbox once the fade has ended.
  private func archive() {
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 1
    fade.toValue = 0
    fade.duration = 0.3
    fade.delegate = self
    view.layer.opacity = 0
    view.layer.add(fade, forKey: "archive")
  }

  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    guard flag else { return }
    navigationController?.popViewController(animated: true)
  }
}
