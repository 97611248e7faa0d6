/// The layer behind a view. Declared, and kept as set: the host draws nothing.
@preconcurrency @MainActor
open class CALayer: NSObject {
  /// A layer; `required`, so that a view makes the layer of its `layerClass`.
  public required override init() {
    super.init()
  }

  /// The layer's frame: its view's.
  open var frame = CGRect.zero
  /// The layer's bounds: its view's.
  open var bounds = CGRect.zero
  /// Whether sublayers are clipped to the layer's bounds.
  open var masksToBounds = false
  /// The radius of the layer's corners.
  open var cornerRadius: CGFloat = 0
  /// The width of the layer's border.
  open var borderWidth: CGFloat = 0
  /// The layer's opacity, from 0 to 1.
  open var opacity: Float = 1
  /// The opacity of the layer's shadow.
  open var shadowOpacity: Float = 0
  /// The blur radius of the layer's shadow.
  open var shadowRadius: CGFloat = 3
}
