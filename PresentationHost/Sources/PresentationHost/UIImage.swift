/// An image. The host records which image and never draws it.
public final class UIImage: NSObject, Sendable {
  /// The SF Symbol or asset name, or "rendered" for an image an app made.
  public let name: String
  /// The image's size in points: zero, as the host has no image data.
  public var size: CGSize { .zero }
  /// The image's scale: 1, as the host has no image data.
  public var scale: CGFloat { 1 }
  /// How the image is drawn: as it is, or in the tint colour.
  public let renderingMode: RenderingMode
  /// Whether the image is an SF Symbol.
  public let isSymbolImage: Bool

  /// How an image is drawn.
  public enum RenderingMode: Int, Sendable {
    case automatic, alwaysOriginal, alwaysTemplate
  }

  private init(name: String, renderingMode: RenderingMode, isSymbolImage: Bool) {
    self.name = name
    self.renderingMode = renderingMode
    self.isSymbolImage = isSymbolImage
    super.init()
  }

  /// The system symbol named `name`.
  public convenience init?(systemName name: String) {
    self.init(name: name, renderingMode: .automatic, isSymbolImage: true)
  }

  /// The asset named `name`. The host has every asset, so it is never nil.
  public convenience init?(named name: String) {
    self.init(name: name, renderingMode: .automatic, isSymbolImage: false)
  }

  /// An empty image, as an app sets to hide a bar's line or background.
  public override convenience init() {
    self.init(name: "rendered", renderingMode: .automatic, isSymbolImage: false)
  }

  /// This image, drawn in `renderingMode`.
  public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
    UIImage(name: name, renderingMode: renderingMode, isSymbolImage: isSymbolImage)
  }
}
