// A library screen as iOS 14 and later apps write it, compiled here in the Swift 5 language
// mode with only its import changed: a container that switches between a list and a shelf
// with `transition(from:to:)`, a list built with a compositional list layout, cell and header
// registrations and a diffable data source, whose cells are a subclass of the list cell, and a
// colour picker for the shelf's tint.
import PresentationHost

final class LibraryViewController: UIViewController {
  private let books = ["Dune", "Emma", "Ulysses"]
  private lazy var list = BookListViewController(books: books)
  private lazy var shelf = ShelfViewController()
  private(set) var current: UIViewController?

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Library"
    view.backgroundColor = .systemBackground
    let layout = UISegmentedControl(items: ["List", "Shelf"])
    layout.selectedSegmentIndex = 0
    layout.addAction(
      UIAction { [weak self, weak layout] _ in
        guard let self, let layout else { return }
        self.show(layout.selectedSegmentIndex == 0 ? self.list : self.shelf)
      }, for: .valueChanged)
    navigationItem.titleView = layout
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Tint", primaryAction: UIAction { [weak self] _ in self?.pickTint() })

    addChild(list)
    list.view.frame = view.bounds
    view.addSubview(list.view)
    list.didMove(toParent: self)
    current = list
  }

  private func show(_ next: UIViewController) {
    guard let current, current !== next else { return }
    current.willMove(toParent: nil)
    addChild(next)
    transition(
      from: current, to: next, duration: 0.25, options: .transitionCrossDissolve,
      animations: nil
    ) { _ in
      current.removeFromParent()
      next.didMove(toParent: self)
      self.current = next
    }
  }

  private func pickTint() {
    let picker = UIColorPickerViewController()
    picker.selectedColor = view.tintColor ?? .systemBlue
    picker.supportsAlpha = false
    present(picker, animated: true)
  }
}

final class BookCell: UICollectionViewListCell {
  var book: String? {
    didSet {
      var content = defaultContentConfiguration()
      content.text = book
      content.secondaryText = "Novel"
      content.image = UIImage(systemName: "book")
      content.textProperties.font = .preferredFont(forTextStyle: .headline)
      content.secondaryTextProperties.color = .secondaryLabel
      contentConfiguration = content
    }
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    book = nil
  }
}

final class BookListViewController: UIViewController, UICollectionViewDelegate {
  enum Section { case all }

  private let books: [String]
  private(set) var opened: [String] = []
  private var collectionView: UICollectionView!
  private var dataSource: UICollectionViewDiffableDataSource<Section, String>!

  init(books: [String]) {
    self.books = books
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    let layout = UICollectionViewCompositionalLayout.list(using: configuration)
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.delegate = self
    view.addSubview(collectionView)

    let cellRegistration = UICollectionView.CellRegistration<BookCell, String> { cell, _, book in
      cell.book = book
      cell.accessories = [.disclosureIndicator()]
    }
    let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { header, _, _ in
      var content = header.defaultContentConfiguration()
      content.text = "All Books"
      header.contentConfiguration = content
    }
    dataSource = UICollectionViewDiffableDataSource<Section, String>(
      collectionView: collectionView
    ) { collectionView, indexPath, book in
      collectionView.dequeueConfiguredReusableCell(
        using: cellRegistration, for: indexPath, item: book)
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(
        using: headerRegistration, for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
    snapshot.appendSections([.all])
    snapshot.appendItems(books)
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    guard let book = dataSource.itemIdentifier(for: indexPath) else { return }
    collectionView.deselectItem(at: indexPath, animated: true)
    opened.append(book)
  }
}

final class ShelfViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let label = UILabel()
    label.text = "Your shelf is empty"
    label.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(label)
    NSLayoutConstraint.activate([
      label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])
  }
}
