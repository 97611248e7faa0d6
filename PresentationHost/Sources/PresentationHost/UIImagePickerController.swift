// The system's photo picker (rule P13): a navigation controller an app presents, whose delegate
// hears what a person picked or that they cancelled, and dismisses it. The host's photo library
// holds three photos, "Photo 1" to "Photo 3", each a button on the picker's screen.

/// Hears what a person did in an image picker. Every method is optional in UIKit (U4: here,
/// requirements with defaults).
@preconcurrency @MainActor
public protocol UIImagePickerControllerDelegate: NSObjectProtocol {
  /// A person picked a photo; the delegate is to dismiss the picker. The default dismisses it.
  func imagePickerController(
    _ picker: UIImagePickerController,
    didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
  /// A person cancelled; the delegate is to dismiss the picker. The default dismisses it.
  func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
  /// Dismisses the picker.
  public func imagePickerController(
    _ picker: UIImagePickerController,
    didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
  ) {
    picker.dismiss(animated: true)
  }

  /// Dismisses the picker.
  public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
    picker.dismiss(animated: true)
  }
}

/// The system's interface for picking a photo. Its `delegate` is the navigation controller's:
/// an object that is both a `UIImagePickerControllerDelegate` and a
/// `UINavigationControllerDelegate`, as UIKit requires.
@preconcurrency @MainActor
open class UIImagePickerController: UINavigationController {
  /// Where photos come from.
  public enum SourceType: Int, Sendable {
    case photoLibrary, camera, savedPhotosAlbum
  }

  /// Which camera takes photos.
  public enum CameraDevice: Int, Sendable {
    case rear, front
  }

  /// The keys of what a picked photo comes with.
  public struct InfoKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let mediaType = Self(rawValue: "UIImagePickerControllerMediaType")
    public static let originalImage = Self(rawValue: "UIImagePickerControllerOriginalImage")
    public static let editedImage = Self(rawValue: "UIImagePickerControllerEditedImage")
    public static let cropRect = Self(rawValue: "UIImagePickerControllerCropRect")
    public static let imageURL = Self(rawValue: "UIImagePickerControllerImageURL")
    public static let mediaURL = Self(rawValue: "UIImagePickerControllerMediaURL")
  }

  /// Where photos come from.
  open var sourceType = SourceType.photoLibrary
  /// Which camera takes photos; recorded.
  open var cameraDevice = CameraDevice.rear
  /// The kinds of media offered; recorded.
  open var mediaTypes = ["public.image"]
  /// Whether a person may crop the photo picked; when true, the photo also comes as edited.
  open var allowsEditing = false

  /// Whether `sourceType` is available: an iPhone has a photo library and a camera.
  public class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { true }

  /// The kinds of media `sourceType` offers.
  public class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
    ["public.image", "public.movie"]
  }

  /// Creates a picker of the photo library.
  public convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// Creates a picker of the photo library.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    setViewControllers([PhotoLibraryScreen()], animated: false)
  }

  /// Made from an archive, with its defaults: the host reads no storyboard or nib files (U4).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Without a delegate, nothing would dismiss the picker: it is dismissed as soon as it has
  /// appeared (P13), and the host warns, as a picker needs a delegate.
  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    guard isBeingPresented, pickerDelegate == nil else { return }
    diagnosticHost.report(
      .warning, .p13,
      "\(hostName) was presented without a delegate and is dismissed at once: nothing could dismiss it"
    )
    dismiss(animated: animated)
  }

  /// The delegate, as the picker's protocol.
  var pickerDelegate: (any UIImagePickerControllerDelegate)? {
    delegate as? any UIImagePickerControllerDelegate
  }

  /// A person picked `photo`.
  func userPicked(_ photo: String) {
    var info: [InfoKey: Any] = [.mediaType: "public.image"]
    if let image = UIImage(named: photo) {
      info[.originalImage] = image
      if allowsEditing { info[.editedImage] = image }
    }
    pickerDelegate?.imagePickerController(self, didFinishPickingMediaWithInfo: info)
  }

  /// A person tapped Cancel.
  func userCancelled() {
    pickerDelegate?.imagePickerControllerDidCancel(self)
  }
}

/// The picker's screen: a button for each photo, and Cancel.
@MainActor
private final class PhotoLibraryScreen: UIViewController {
  static let photos = ["Photo 1", "Photo 2", "Photo 3"]

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Photos"
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .cancel,
      primaryAction: UIAction { [weak self] _ in self?.picker?.userCancelled() })
    var y: CGFloat = 100
    for photo in Self.photos {
      let button = UIButton(
        type: .system,
        primaryAction: UIAction(title: photo) { [weak self] _ in self?.picker?.userPicked(photo) })
      button.frame = CGRect(x: 20, y: y, width: 120, height: 120)
      y += 130
      view.addSubview(button)
    }
  }

  private var picker: UIImagePickerController? { navigationController as? UIImagePickerController }
}
