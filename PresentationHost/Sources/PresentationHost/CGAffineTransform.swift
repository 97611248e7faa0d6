// Core Graphics' affine transform, which UIKit code sets on views to scale, turn and move them.
// Foundation on Linux has none. The host draws nothing, so a view keeps its transform as set;
// the arithmetic is Core Graphics' own, so code that computes with transforms gets its answers.

import Foundation

/// A matrix that scales, rotates and translates points: `[a b 0; c d 0; tx ty 1]`.
public struct CGAffineTransform: Equatable, Sendable {
  public var a: CGFloat
  public var b: CGFloat
  public var c: CGFloat
  public var d: CGFloat
  public var tx: CGFloat
  public var ty: CGFloat

  /// The transform of these six entries.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  /// The transform of these six entries, unlabelled.
  public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat)
  {
    self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
  }

  /// A transform that scales by `sx` and `sy`.
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// A transform that moves by `tx` and `ty`.
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// A transform that turns by `angle` radians.
  public init(rotationAngle angle: CGFloat) {
    let (cosine, sine) = (CGFloat(cos(Double(angle))), CGFloat(sin(Double(angle))))
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// The transform that changes nothing.
  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// Whether the transform changes nothing.
  public var isIdentity: Bool { self == .identity }

  /// This transform, then `t2`.
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
      c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
      tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
  }

  /// A scale by `sx` and `sy`, then this transform.
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
  }

  /// A move by `tx` and `ty`, then this transform.
  public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: tx, y: ty).concatenating(self)
  }

  /// A turn by `angle` radians, then this transform.
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }

  /// The transform that undoes this one; this one unchanged if it cannot be undone, as Core
  /// Graphics documents.
  public func inverted() -> CGAffineTransform {
    let determinant = a * d - b * c
    guard determinant != 0 else { return self }
    return CGAffineTransform(
      a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
      tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
  }
}

extension CGPoint {
  /// The point moved by `t`.
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension CGSize {
  /// The size scaled and turned by `t`, which does not move sizes.
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

/// A two-dimensional vector, as a spring's initial velocity is given.
public struct CGVector: Equatable, Hashable, Sendable {
  public var dx: CGFloat
  public var dy: CGFloat

  /// The vector of `dx` and `dy`.
  public init(dx: CGFloat, dy: CGFloat) {
    (self.dx, self.dy) = (dx, dy)
  }

  /// The vector of no length.
  public init() {
    self.init(dx: 0, dy: 0)
  }

  /// The vector of no length.
  public static let zero = CGVector()
}
