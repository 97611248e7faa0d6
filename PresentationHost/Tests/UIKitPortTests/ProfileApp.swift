// A profile form as an iOS app writes it, compiled here in the Swift 5 language mode with only
// its import changed: a text field whose delegate limits the name's length and moves on with
// the return key, a Save button enabled once a name is typed, a rounded avatar, system fonts by
// weight, and a link opened in Safari. Nothing in it knows about the host.
import PresentationHost

protocol ProfileRouting: AnyObject {
  func profileDidSave(name: String)
  func openHelp()
}

final class ProfileViewController: UIViewController, UITextFieldDelegate {
  static let maximumNameLength = 20

  weak var router: ProfileRouting?
  private let avatar = UIImageView(image: UIImage(systemName: "person.crop.circle"))
  private let nameField = UITextField()
  private lazy var saveButton = UIButton(
    type: .system,
    primaryAction: UIAction(title: "Save") { [weak self] _ in self?.save() })
  private(set) var isSaving = false
  private lazy var helpButton = UIButton(
    type: .system,
    primaryAction: UIAction(title: "Help") { [weak self] _ in self?.router?.openHelp() }
  )

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Profile"
    view.backgroundColor = .systemBackground
    avatar.contentMode = .scaleAspectFill
    avatar.layer.cornerRadius = 32
    avatar.clipsToBounds = true
    nameField.placeholder = "Name"
    nameField.accessibilityIdentifier = "name"
    nameField.font = .systemFont(ofSize: 17, weight: .semibold)
    nameField.autocapitalizationType = .words
    nameField.textContentType = .name
    nameField.returnKeyType = .done
    nameField.clearButtonMode = .whileEditing
    nameField.delegate = self
    nameField.addAction(
      UIAction { [weak self] _ in self?.updateSaveButton() }, for: .editingChanged)
    let stack = UIStackView(arrangedSubviews: [
      avatar, nameField, saveButton, helpButton,
    ])
    stack.axis = .vertical
    stack.spacing = 12
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
      stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      avatar.widthAnchor.constraint(equalToConstant: 64),
    ])
    updateSaveButton()
  }

  private func updateSaveButton() {
    saveButton.isEnabled = !(nameField.text ?? "").isEmpty
  }

  private func save() {
    view.endEditing(true)
    isSaving = true
    UIView.animate(withDuration: 0.25) { self.avatar.alpha = 0.5 }
    router?.profileDidSave(name: nameField.text ?? "")
    isSaving = false
  }

  // MARK: UITextFieldDelegate

  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    let current = textField.text ?? ""
    guard let swapped = Range(range, in: current) else { return false }
    return current.replacingCharacters(in: swapped, with: string).count <= Self.maximumNameLength
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    textField.resignFirstResponder()
    return true
  }

  var nameIsBeingEdited: Bool { nameField.isFirstResponder }
}

/// The screen's router: saving pops back, help opens the web page in Safari.
final class ProfileRouter: ProfileRouting {
  weak var viewController: UIViewController?
  private(set) var saved: [String] = []
  private(set) var helpOpened: Bool?

  func profileDidSave(name: String) {
    saved.append(name)
    viewController?.navigationController?.popViewController(animated: true)
  }

  func openHelp() {
    guard let url = URL(string: "https://example.com/help") else { return }
    UIApplication.shared.open(url, options: [:]) { [weak self] opened in self?.helpOpened = opened }
  }
}
