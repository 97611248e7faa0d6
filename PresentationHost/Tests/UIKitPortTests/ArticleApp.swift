// A reading screen as an iOS app writes it for Dynamic Type and VoiceOver, compiled here with
// only its import changed: a title in a text style, a byline in a custom font scaled by
// UIFontMetrics, a header row that stacks its parts at the accessibility sizes, and a Bookmark
// button that announces what it did to VoiceOver, in a scene of its own. Nothing in it knows
// about the host.
import PresentationHost

final class ArticleAppDelegate: UIResponder, UIApplicationDelegate {}

final class ArticleSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = UINavigationController(
      rootViewController: ArticleViewController())
    window.makeKeyAndVisible()
    self.window = window
  }
}

final class ArticleViewController: UIViewController {
  private let titleLabel = UILabel()
  private let bylineLabel = UILabel()
  private let bodyView = UITextView()
  private(set) lazy var headerRow = UIStackView(arrangedSubviews: [titleLabel, bookmarkButton])
  private lazy var bookmarkButton = UIButton(
    type: .system,
    primaryAction: UIAction(title: "Bookmark") { [weak self] _ in self?.bookmark() })
  private(set) var isBookmarked = false

  var titleFont: UIFont { titleLabel.font }
  var bylineFont: UIFont { bylineLabel.font }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    titleLabel.text = "Routers, one a screen"
    titleLabel.font = .preferredFont(forTextStyle: .title1)
    titleLabel.adjustsFontForContentSizeCategory = true
    titleLabel.numberOfLines = 0
    let serif = UIFont(name: "Georgia", size: 15) ?? .systemFont(ofSize: 15)
    bylineLabel.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: serif)
    bylineLabel.adjustsFontForContentSizeCategory = true
    bylineLabel.text = "By the sample's authors"
    bodyView.font = .preferredFont(forTextStyle: .body)
    bodyView.adjustsFontForContentSizeCategory = true
    bodyView.isEditable = false
    bodyView.text = "Each screen asks its own router to navigate."

    let column = UIStackView(arrangedSubviews: [headerRow, bylineLabel, bodyView])
    column.axis = .vertical
    column.spacing = 8
    column.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(column)
    NSLayoutConstraint.activate([
      column.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      column.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      column.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
    updateHeaderAxis()
    registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) {
      (self: Self, _: UITraitCollection) in
      self.updateHeaderAxis()
    }
  }

  /// At the accessibility sizes the title and the button no longer fit side by side.
  private func updateHeaderAxis() {
    let isLarge = traitCollection.preferredContentSizeCategory.isAccessibilityCategory
    headerRow.axis = isLarge ? .vertical : .horizontal
    headerRow.alignment = isLarge ? .leading : .firstBaseline
  }

  private func bookmark() {
    isBookmarked.toggle()
    UIAccessibility.post(
      notification: .announcement, argument: isBookmarked ? "Bookmarked" : "Bookmark removed")
  }
}
