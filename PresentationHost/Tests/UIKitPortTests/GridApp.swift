// A photo grid as iOS apps write it, compiled here in the Swift 5 language mode with only its
// import changed: a UICollectionViewController with a flow layout, a custom cell, and a router
// that pushes the photo a person taps.
import PresentationHost

protocol PhotosRouting: AnyObject {
  func showPhoto(named name: String)
}

final class PhotoCell: UICollectionViewCell {
  static let reuseIdentifier = "PhotoCell"
  let caption = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    caption.frame = contentView.bounds
    contentView.addSubview(caption)
    contentView.layer.cornerRadius = 8
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    caption.text = nil
  }
}

final class PhotosViewController: UICollectionViewController {
  weak var router: PhotosRouting?
  private let photos = ["Beach", "Forest", "Harbour", "Summit"]
  private var thumbnails: [String: UIImage] = [:]
  private(set) var memoryWarningsHeard = 0

  var cachedThumbnailCount: Int { thumbnails.count }

  init() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 120, height: 120)
    layout.minimumInteritemSpacing = 4
    super.init(collectionViewLayout: layout)
    NotificationCenter.default.addObserver(
      forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: .main
    ) { [weak self] _ in
      MainActor.assumeIsolated { self?.memoryWarningsHeard += 1 }
    }
  }

  override func didReceiveMemoryWarning() {
    super.didReceiveMemoryWarning()
    thumbnails.removeAll()
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Photos"
    collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
  }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    photos.count
  }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(
      withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath)
    let name = photos[indexPath.item]
    (cell as? PhotoCell)?.caption.text = name
    if thumbnails[name] == nil { thumbnails[name] = UIImage(systemName: "photo") }
    return cell
  }

  override func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    router?.showPhoto(named: photos[indexPath.item])
  }
}

final class PhotosRouter: PhotosRouting {
  weak var viewController: UIViewController?
  private(set) var shown: [String] = []

  func showPhoto(named name: String) {
    shown.append(name)
    let photo = UIViewController()
    photo.title = name
    viewController?.navigationController?.pushViewController(photo, animated: true)
  }
}
