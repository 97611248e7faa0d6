/// A view that shows an image; recorded, never drawn. It takes no touches until the app says
/// so, as UIKit's, and one made with its image takes the image's size (V2).
@preconcurrency @MainActor
open class UIImageView: UIView {
  /// The image shown.
  open var image: UIImage?
  /// The image shown while highlighted.
  open var highlightedImage: UIImage?
  /// Whether the view shows its highlighted image.
  open var isHighlighted = false
  override var takesTouchesWhenMade: Bool { false }
  override var defaultAccessibilityTraits: UIAccessibilityTraits { .image }
  private var madeWithImage = false
  override var isSizedByUIKit: Bool { madeWithImage || super.isSizedByUIKit }

  /// A view showing `image`, sized to it.
  public convenience init(image: UIImage?) {
    self.init(frame: .zero)
    self.image = image
    madeWithImage = image != nil
  }

  /// A view showing `image`, and `highlightedImage` while highlighted.
  public convenience init(image: UIImage?, highlightedImage: UIImage?) {
    self.init(image: image)
    self.highlightedImage = highlightedImage
  }
}
