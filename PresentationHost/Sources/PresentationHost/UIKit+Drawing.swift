// Paths and the layers that draw them, as UIKit code builds a gradient, a rounded shadow or a
// progress ring. The host draws nothing: a path keeps the rectangle it covers, and layers
// keep what they are given.

import Foundation

/// A shape, as Core Graphics keeps it: here, the rectangle it covers.
public final class CGPath: Sendable {
  /// The smallest rectangle that holds every point of the path.
  public let boundingBox: CGRect

  init(boundingBox: CGRect) {
    self.boundingBox = boundingBox
  }
}

/// Corners of a rectangle.
public struct UIRectCorner: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let topLeft = UIRectCorner(rawValue: 1 << 0)
  public static let topRight = UIRectCorner(rawValue: 1 << 1)
  public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
  public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
  public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A path of lines and curves; the host keeps the rectangle its points cover.
@preconcurrency @MainActor
open class UIBezierPath: NSObject {
  private var points: [CGPoint] = []
  /// Where the next segment starts.
  public private(set) var currentPoint = CGPoint.zero
  /// The width of the path's stroke.
  open var lineWidth: CGFloat = 1

  /// An empty path.
  public override init() {
    super.init()
  }

  /// The outline of `rect`.
  public convenience init(rect: CGRect) {
    self.init()
    cover(rect)
  }

  /// The outline of `rect`, its corners rounded by `cornerRadius`.
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init(rect: rect)
  }

  /// The outline of `rect`, the `corners` rounded by `cornerRadii`.
  public convenience init(
    roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize
  ) {
    self.init(rect: rect)
  }

  /// The oval inside `rect`.
  public convenience init(ovalIn rect: CGRect) {
    self.init(rect: rect)
  }

  /// An arc of the circle around `center` of `radius`, from `startAngle` to `endAngle`; the
  /// host keeps the circle's square.
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    self.init()
    addArc(
      withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise)
  }

  /// Starts a new segment at `point`.
  open func move(to point: CGPoint) {
    points.append(point)
    currentPoint = point
  }

  /// A straight line to `point`.
  open func addLine(to point: CGPoint) {
    points.append(point)
    currentPoint = point
  }

  /// A cubic curve to `endPoint`, held within its control points.
  open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    points += [controlPoint1, controlPoint2, endPoint]
    currentPoint = endPoint
  }

  /// A quadratic curve to `endPoint`, held within its control point.
  open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
    points += [controlPoint, endPoint]
    currentPoint = endPoint
  }

  /// An arc of the circle around `center`; the host keeps the circle's square.
  open func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    cover(CGRect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2))
    currentPoint = CGPoint(
      x: center.x + radius * CGFloat(cos(Double(endAngle))),
      y: center.y + radius * CGFloat(sin(Double(endAngle))))
  }

  /// Adds the segments of `bezierPath`.
  open func append(_ bezierPath: UIBezierPath) {
    points += bezierPath.points
  }

  /// Closes the current segment with a line to its start.
  open func close() {}

  /// Removes every point.
  open func removeAllPoints() {
    points = []
    currentPoint = .zero
  }

  /// Whether the path has no points.
  open var isEmpty: Bool { points.isEmpty }

  /// The smallest rectangle that holds every point of the path, control points included.
  open var bounds: CGRect {
    guard let first = points.first else { return .zero }
    var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
    for point in points.dropFirst() {
      (minX, maxX) = (min(minX, point.x), max(maxX, point.x))
      (minY, maxY) = (min(minY, point.y), max(maxY, point.y))
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The path as Core Graphics keeps it.
  open var cgPath: CGPath { CGPath(boundingBox: bounds) }

  /// Fills the path; the host draws nothing.
  open func fill() {}
  /// Strokes the path; the host draws nothing.
  open func stroke() {}

  private func cover(_ rect: CGRect) {
    points += [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY),
    ]
    currentPoint = CGPoint(x: rect.minX, y: rect.minY)
  }
}

/// The kind of a gradient.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let axial = CAGradientLayerType(rawValue: "axial")
  public static let radial = CAGradientLayerType(rawValue: "radial")
  public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer that draws a gradient; recorded, never drawn.
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
  /// The gradient's colours, as `CGColor`s.
  open var colors: [Any]?
  /// Where each colour stops, from 0 to 1.
  open var locations: [NSNumber]?
  /// Where the gradient starts, in the unit square.
  open var startPoint = CGPoint(x: 0.5, y: 0)
  /// Where the gradient ends, in the unit square.
  open var endPoint = CGPoint(x: 0.5, y: 1)
  /// The kind of gradient.
  open var type = CAGradientLayerType.axial
}

/// A layer that draws a path; recorded, never drawn.
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
  /// The path drawn.
  open var path: CGPath?
  /// The colour inside the path.
  open var fillColor: CGColor?
  /// The colour of the path's stroke.
  open var strokeColor: CGColor?
  /// The width of the stroke.
  open var lineWidth: CGFloat = 1
  /// Where the stroke starts along the path, from 0 to 1.
  open var strokeStart: CGFloat = 0
  /// Where the stroke ends along the path, from 0 to 1.
  open var strokeEnd: CGFloat = 1
  /// The lengths of the dashes and gaps of the stroke.
  open var lineDashPattern: [NSNumber]?
  /// How far into the dash pattern the stroke starts.
  open var lineDashPhase: CGFloat = 0
  /// The shape of the stroke's ends.
  open var lineCap = CAShapeLayerLineCap.butt
  /// The shape of the stroke's corners.
  open var lineJoin = CAShapeLayerLineJoin.miter
  /// How far a mitered corner may reach before it is bevelled.
  open var miterLimit: CGFloat = 10
  /// Which parts of the path are inside it, for its fill.
  open var fillRule = CAShapeLayerFillRule.nonZero
}

/// The shape of a stroke's ends.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Square, ending at the path's end.
  public static let butt = Self(rawValue: "butt")
  /// Rounded.
  public static let round = Self(rawValue: "round")
  /// Square, reaching half the line's width beyond the path's end.
  public static let square = Self(rawValue: "square")
}

/// The shape of a stroke's corners.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Pointed.
  public static let miter = Self(rawValue: "miter")
  /// Rounded.
  public static let round = Self(rawValue: "round")
  /// Cut off.
  public static let bevel = Self(rawValue: "bevel")
}

/// Which parts of a path are inside it.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Inside where the path winds round a point other than as often each way.
  public static let nonZero = Self(rawValue: "non-zero")
  /// Inside where a line out from a point crosses the path an odd number of times.
  public static let evenOdd = Self(rawValue: "even-odd")
}

/// A drawing context, as Core Graphics keeps one; the host draws nothing, so its calls are
/// accepted and change nothing.
@preconcurrency @MainActor
public final class CGContext {
  init() {}

  /// Sets the colour shapes are filled with.
  public func setFillColor(_ color: CGColor) {}
  /// Sets the colour lines are drawn with.
  public func setStrokeColor(_ color: CGColor) {}
  /// Sets the width of lines.
  public func setLineWidth(_ width: CGFloat) {}
  /// Fills `rect`.
  public func fill(_ rect: CGRect) {}
  /// Draws the outline of `rect`.
  public func stroke(_ rect: CGRect) {}
  /// Fills the oval in `rect`.
  public func fillEllipse(in rect: CGRect) {}
  /// Adds `path` to the current path.
  public func addPath(_ path: CGPath) {}
  /// Adds the oval in `rect` to the current path.
  public func addEllipse(in rect: CGRect) {}
  /// Adds `rect` to the current path.
  public func addRect(_ rect: CGRect) {}
  /// Starts a new segment of the current path at `point`.
  public func move(to point: CGPoint) {}
  /// Adds a line to `point` to the current path.
  public func addLine(to point: CGPoint) {}
  /// Fills the current path.
  public func fillPath() {}
  /// Draws the current path.
  public func strokePath() {}
  /// Saves the drawing state.
  public func saveGState() {}
  /// Restores the drawing state saved last.
  public func restoreGState() {}
  /// Moves the origin.
  public func translateBy(x: CGFloat, y: CGFloat) {}
  /// Scales the coordinates.
  public func scaleBy(x: CGFloat, y: CGFloat) {}
  /// Turns the coordinates by `angle` radians.
  public func rotate(by angle: CGFloat) {}
  /// Limits drawing to `rect`.
  public func clip(to rect: CGRect) {}
}

/// Options of an image renderer: its scale and whether it is opaque.
@preconcurrency @MainActor
open class UIGraphicsImageRendererFormat: NSObject {
  /// The scale of the image's pixels: the host's screen's.
  open var scale: CGFloat = UIScreen.main.scale
  /// Whether the image has no transparent pixels.
  open var opaque = false

  /// The range of colours the image holds: the one the device prefers by default; recorded.
  open var preferredRange = Range.automatic

  /// The range of colours an image renderer draws in.
  public enum Range: Int, Sendable {
    case unspecified = -1
    case automatic = 0
    case extended, standard
  }

  /// The format that suits the screen.
  public static func preferred() -> UIGraphicsImageRendererFormat {
    UIGraphicsImageRendererFormat()
  }

  /// The format that suits the device's widest range of colours (iOS 10, now `preferred()`).
  public static func `default`() -> UIGraphicsImageRendererFormat {
    UIGraphicsImageRendererFormat()
  }
}

/// The context an image renderer's drawing runs in.
@preconcurrency @MainActor
open class UIGraphicsImageRendererContext: NSObject {
  /// The Core Graphics context to draw in.
  public let cgContext = CGContext()
  /// The renderer's format.
  public let format: UIGraphicsImageRendererFormat
  private let size: CGSize

  init(format: UIGraphicsImageRendererFormat, size: CGSize) {
    self.format = format
    self.size = size
    super.init()
  }

  /// The image drawn so far.
  open var currentImage: UIImage { UIImage(renderedSize: size) }

  /// Fills `rect` with the fill colour.
  open func fill(_ rect: CGRect) {}

  /// Draws the outline of `rect` with the stroke colour.
  open func stroke(_ rect: CGRect) {}
}

/// Draws images, as an app draws a thumbnail or a badge. The host draws nothing: the drawing
/// runs, and the image made has the renderer's size and no data.
@preconcurrency @MainActor
open class UIGraphicsImageRenderer: NSObject {
  /// The renderer's format.
  public let format: UIGraphicsImageRendererFormat
  private let size: CGSize

  /// A renderer of images of `size`.
  public convenience init(size: CGSize) {
    self.init(size: size, format: .preferred())
  }

  /// A renderer of images of `size`, in `format`.
  public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
    self.size = size
    self.format = format
    super.init()
  }

  /// A renderer of images of `bounds`' size.
  public convenience init(bounds: CGRect) {
    self.init(size: bounds.size)
  }

  /// A renderer of images of `bounds`' size, in `format`.
  public convenience init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
    self.init(size: bounds.size, format: format)
  }

  /// Runs `actions` to draw an image, its context the current one meanwhile, and returns it.
  open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    let context = UIGraphicsImageRendererContext(format: format, size: size)
    GraphicsContexts.stack.append((context.cgContext, size))
    defer { GraphicsContexts.stack.removeLast() }
    actions(context)
    return context.currentImage
  }

  /// Runs `actions` to draw an image, and returns it as PNG data: empty, as the host has no
  /// image data.
  open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
    _ = image(actions: actions)
    return Data()
  }

  /// Runs `actions` to draw an image, and returns it as JPEG data: empty, as the host has no
  /// image data.
  open func jpegData(
    withCompressionQuality compressionQuality: CGFloat,
    actions: (UIGraphicsImageRendererContext) -> Void
  ) -> Data {
    _ = image(actions: actions)
    return Data()
  }
}

/// The drawing contexts made current, the last on top, each with the size of its image.
@MainActor
enum GraphicsContexts {
  static var stack: [(context: CGContext, size: CGSize)] = []
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The context drawing goes into: the image renderer's while its drawing runs, or the one
/// `UIGraphicsBeginImageContextWithOptions(_:_:_:)` or `UIGraphicsPushContext(_:)` made current;
/// nil when there is none.
@MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? {
  GraphicsContexts.stack.last?.context
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Makes `context` the current one, until `UIGraphicsPopContext()`.
@MainActor
public func UIGraphicsPushContext(_ context: CGContext) {
  GraphicsContexts.stack.append((context, .zero))
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Makes the context before the last one pushed current again; nothing when none was pushed.
@MainActor
public func UIGraphicsPopContext() {
  _ = GraphicsContexts.stack.popLast()
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Begins drawing an image of `size`, in a context made current until
/// `UIGraphicsEndImageContext()`, as apps before image renderers did.
@MainActor
public func UIGraphicsBeginImageContextWithOptions(
  _ size: CGSize, _ opaque: Bool, _ scale: CGFloat
) {
  GraphicsContexts.stack.append((CGContext(), size))
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Begins drawing an image of `size` at a scale of 1.
@MainActor
public func UIGraphicsBeginImageContext(_ size: CGSize) {
  UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The image drawn so far in the current image context: of its size, with no data, as the host
/// draws nothing; nil when no image context is current.
@MainActor
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  GraphicsContexts.stack.last.map { UIImage(renderedSize: $0.size) }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Ends the image context begun last; nothing when none is current.
@MainActor
public func UIGraphicsEndImageContext() {
  _ = GraphicsContexts.stack.popLast()
}
