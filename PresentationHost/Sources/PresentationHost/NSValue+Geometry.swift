// Geometry in `NSValue`s, as UIKit adds it (`NSValue(cgRect:)`, `cgRectValue`), and bridged as
// on iOS: a `CGRect`, `CGPoint` or `CGSize` in a notification's user info reads back with
// `as? CGRect` and with `(… as? NSValue)?.cgRectValue` alike, both spellings of the keyboard
// frame that UIKit code uses. Foundation on Linux keeps these in `NSValue`s but does not bridge
// them to Swift's values; the conformances below do, as Foundation on Apple's systems does.

extension NSValue {
  /// A value holding `rect`.
  public convenience init(cgRect rect: CGRect) {
    self.init(rect: rect)
  }

  /// A value holding `point`.
  public convenience init(cgPoint point: CGPoint) {
    self.init(point: point)
  }

  /// A value holding `size`.
  public convenience init(cgSize size: CGSize) {
    self.init(size: size)
  }

  /// The rectangle the value holds; zero when it holds something else.
  public var cgRectValue: CGRect { holds(.rect) ? rectValue : .zero }
  /// The point the value holds; zero when it holds something else.
  public var cgPointValue: CGPoint { holds(.point) ? pointValue : .zero }
  /// The size the value holds; zero when it holds something else.
  public var cgSizeValue: CGSize { holds(.size) ? sizeValue : .zero }

  /// Whether the value holds a value of `kind`: Foundation on Linux stops the process when
  /// asked for a value of another kind.
  fileprivate func holds(_ kind: GeometryKind) -> Bool {
    String(cString: objCType) == kind.objCType
  }
}

/// The geometry types a value can hold, with the type encoding Foundation gives each.
private enum GeometryKind {
  case rect, point, size

  var objCType: String {
    switch self {
    case .rect: Self.rectType
    case .point: Self.pointType
    case .size: Self.sizeType
    }
  }

  private static let rectType = String(cString: NSValue(rect: .zero).objCType)
  private static let pointType = String(cString: NSValue(point: .zero).objCType)
  private static let sizeType = String(cString: NSValue(size: .zero).objCType)
}

// The bridging Foundation gives on Apple's systems and not on Linux: the host adds it.
// swift-format-ignore: AvoidRetroactiveConformances
extension CGRect: @retroactive _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSValue { NSValue(rect: self) }

  public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) {
    result = source.cgRectValue
  }

  public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?)
    -> Bool
  {
    guard source.holds(.rect) else { return false }
    result = source.rectValue
    return true
  }

  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGRect {
    source?.cgRectValue ?? .zero
  }
}

// The bridging Foundation gives on Apple's systems and not on Linux: the host adds it.
// swift-format-ignore: AvoidRetroactiveConformances
extension CGPoint: @retroactive _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSValue { NSValue(point: self) }

  public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) {
    result = source.cgPointValue
  }

  public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?)
    -> Bool
  {
    guard source.holds(.point) else { return false }
    result = source.pointValue
    return true
  }

  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGPoint {
    source?.cgPointValue ?? .zero
  }
}

// The bridging Foundation gives on Apple's systems and not on Linux: the host adds it.
// swift-format-ignore: AvoidRetroactiveConformances
extension CGSize: @retroactive _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSValue { NSValue(size: self) }

  public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) {
    result = source.cgSizeValue
  }

  public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?)
    -> Bool
  {
    guard source.holds(.size) else { return false }
    result = source.sizeValue
    return true
  }

  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGSize {
    source?.cgSizeValue ?? .zero
  }
}
