// A notes list as iOS 15 apps write it, compiled here in the Swift 5 language mode with only
// its import changed: a table screen with a search controller, a refresh control and a gradient
// header; an Add alert with a text field; swipe to delete and a context menu; a note edited in
// a sheet with detents, whose title field is capped by its delegate and whose unsaved changes
// stop a swipe down; and a switch to dark mode that the screens hear of.
import PresentationHost

final class NotesViewController: UITableViewController, UISearchResultsUpdating {
  private(set) var notes = ["Groceries", "Ideas"]
  private(set) var appearanceChanges = 0
  private var query = ""
  private let header = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 120))
  private let gradient = CAGradientLayer()

  private var shownNotes: [String] {
    query.isEmpty ? notes : notes.filter { $0.localizedCaseInsensitiveContains(query) }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Notes"
    navigationController?.navigationBar.prefersLargeTitles = true
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Note")

    let search = UISearchController(searchResultsController: nil)
    search.searchResultsUpdater = self
    search.obscuresBackgroundDuringPresentation = false
    search.searchBar.placeholder = "Search notes"
    navigationItem.searchController = search
    definesPresentationContext = true

    let refresh = UIRefreshControl()
    refresh.addAction(
      UIAction { [weak refresh] _ in refresh?.endRefreshing() }, for: .valueChanged)
    tableView.refreshControl = refresh

    let add = UIBarButtonItem(
      systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.askForTitle() })
    add.accessibilityIdentifier = "Add"
    navigationItem.rightBarButtonItem = add
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      title: "Dark", primaryAction: UIAction { [weak self] _ in self?.toggleDarkMode() })

    gradient.frame = header.bounds
    header.layer.insertSublayer(gradient, at: 0)
    tableView.tableHeaderView = header
    updateGradient()
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    guard traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) else {
      return
    }
    appearanceChanges += 1
    updateGradient()
  }

  /// The gradient's colours for the current style.
  var gradientColors: [UIColor] {
    let top = UIColor { traits in
      traits.userInterfaceStyle == .dark ? UIColor(white: 0.1, alpha: 1) : .white
    }
    return [top.resolvedColor(with: traitCollection), .systemBackground]
  }

  private func updateGradient() {
    gradient.colors = gradientColors.map(\.cgColor)
  }

  private func toggleDarkMode() {
    guard let window = view.window else { return }
    window.overrideUserInterfaceStyle =
      window.overrideUserInterfaceStyle == .dark ? .unspecified : .dark
  }

  private func askForTitle() {
    let alert = UIAlertController(title: "New Note", message: nil, preferredStyle: .alert)
    alert.addTextField { field in
      field.placeholder = "Title"
      field.autocapitalizationType = .sentences
    }
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(
      UIAlertAction(title: "Add", style: .default) { [weak self, weak alert] _ in
        guard let self, let title = alert?.textFields?.first?.text, !title.isEmpty else { return }
        self.notes.append(title)
        self.tableView.insertRows(
          at: [IndexPath(row: self.shownNotes.count - 1, section: 0)], with: .automatic)
      })
    present(alert, animated: true)
  }

  // MARK: - Search

  func updateSearchResults(for searchController: UISearchController) {
    query = searchController.searchBar.text ?? ""
    tableView.reloadData()
  }

  // MARK: - Table view

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    shownNotes.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = shownNotes[indexPath.row]
    content.image = UIImage(systemName: "note.text")
    cell.contentConfiguration = content
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    let title = shownNotes[indexPath.row]
    let editor = NoteViewController(title: title) { [weak self] newTitle in
      guard let self, let index = self.notes.firstIndex(of: title) else { return }
      self.notes[index] = newTitle
      self.tableView.reloadData()
    }
    let navigation = UINavigationController(rootViewController: editor)
    if let sheet = navigation.sheetPresentationController {
      sheet.detents = [.medium(), .large()]
      sheet.prefersGrabberVisible = true
    }
    navigation.presentationController?.delegate = editor
    present(navigation, animated: true)
  }

  override func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    let delete = UIContextualAction(style: .destructive, title: "Delete") {
      [weak self] _, _, completion in
      guard let self else { return completion(false) }
      let title = self.shownNotes[indexPath.row]
      self.notes.removeAll { $0 == title }
      tableView.deleteRows(at: [indexPath], with: .automatic)
      completion(true)
    }
    delete.image = UIImage(systemName: "trash")
    return UISwipeActionsConfiguration(actions: [delete])
  }

  override func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    let title = shownNotes[indexPath.row]
    return UIContextMenuConfiguration(identifier: title as NSString, previewProvider: nil) { _ in
      UIMenu(children: [
        UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { _ in
          UIPasteboard.general.string = title
        }
      ])
    }
  }
}

final class NoteViewController: UIViewController, UITextFieldDelegate,
  UIAdaptivePresentationControllerDelegate
{
  static let maximumLength = 30

  private let originalTitle: String
  private let onSave: (String) -> Void
  private let titleField = UITextField()
  private var hasChanges: Bool { titleField.text != originalTitle }

  init(title: String, onSave: @escaping (String) -> Void) {
    originalTitle = title
    self.onSave = onSave
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    title = "Note"
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .done, primaryAction: UIAction { [weak self] _ in self?.save() })
    navigationItem.rightBarButtonItem?.accessibilityIdentifier = "Done"

    titleField.text = originalTitle
    titleField.placeholder = "Title"
    titleField.borderStyle = .roundedRect
    titleField.clearButtonMode = .whileEditing
    titleField.returnKeyType = .done
    titleField.delegate = self
    titleField.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(titleField)
    NSLayoutConstraint.activate([
      titleField.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
      titleField.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      titleField.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
  }

  private func save() {
    onSave(titleField.text ?? originalTitle)
    dismiss(animated: true)
  }

  // MARK: - UITextFieldDelegate

  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    let current = (textField.text ?? "") as NSString
    let updated = current.replacingCharacters(in: range, with: string)
    guard updated.count <= Self.maximumLength else { return false }
    isModalInPresentation = updated != originalTitle
    return true
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    textField.resignFirstResponder()
    return true
  }

  // MARK: - UIAdaptivePresentationControllerDelegate

  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
  {
    let confirm = UIAlertController(
      title: "Discard changes?", message: nil, preferredStyle: .actionSheet)
    confirm.addAction(
      UIAlertAction(title: "Discard", style: .destructive) { [weak self] _ in
        self?.dismiss(animated: true)
      })
    confirm.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
    present(confirm, animated: true)
  }
}
