/// The UIKit rule a diagnostic refers to, named by its id in `PresentationHost/HOST_RULES.md`.
@_spi(HostTesting)
public enum HostRule: String, Sendable, CaseIterable {
  case w1 = "W1"
  case w2 = "W2"
  case w3 = "W3"
  case w4 = "W4"
  case w6 = "W6"
  case n1 = "N1"
  case n2 = "N2"
  case n3 = "N3"
  case n4 = "N4"
  case n5 = "N5"
  case n6 = "N6"
  case n7 = "N7"
  case n8 = "N8"
  case n9 = "N9"
  case n10 = "N10"
  case n11 = "N11"
  case n12 = "N12"
  case n13 = "N13"
  case n18 = "N18"
  case p1 = "P1"
  case p2 = "P2"
  case p3 = "P3"
  case p4 = "P4"
  case p5 = "P5"
  case p6 = "P6"
  case p7 = "P7"
  case p8 = "P8"
  case p9 = "P9"
  case p10 = "P10"
  case p11 = "P11"
  case p12 = "P12"
  case s1 = "S1"
  case sv3 = "SV3"
  case t1 = "T1"
  case t2 = "T2"
  case t3 = "T3"
  case t5 = "T5"
  case l1 = "L1"
  case l2 = "L2"
  case l3 = "L3"
  case l4 = "L4"
  case l5 = "L5"
  case l6 = "L6"
  case l7 = "L7"
  case o1 = "O1"
  case v1 = "V1"
  case v2 = "V2"
  case v7 = "V7"
  case v10 = "V10"
  case v13 = "V13"
  case sc1 = "SC1"
  case sc2 = "SC2"
  case sc3 = "SC3"
  case sc4 = "SC4"
  case sc5 = "SC5"
  case sc9 = "SC9"
  case sc10 = "SC10"
  case sc13 = "SC13"
  case u4 = "U4"
  case a1 = "A1"
  case c2 = "C2"
  case c7 = "C7"
  /// A transition started while another one on the same controller was still running.
  case transition = "TX"
}

/// A refused or ignored host call: an `error` where UIKit raises, a `warning` where it only logs.
@_spi(HostTesting)
public struct Diagnostic: Equatable, Sendable, CustomStringConvertible {
  /// How UIKit reacts to the misuse.
  public enum Severity: String, Sendable {
    case error
    case warning
  }

  /// Whether UIKit would raise (`error`) or only log (`warning`).
  public let severity: Severity
  /// The rule that was broken.
  public let rule: HostRule
  /// What happened, in UIKit's words where UIKit has some.
  public let message: String

  /// Creates a diagnostic.
  public init(_ severity: Severity, _ rule: HostRule, _ message: String) {
    self.severity = severity
    self.rule = rule
    self.message = message
  }

  /// `error N1: …` or `warning P1: …`.
  public var description: String { "\(severity.rawValue) \(rule.rawValue): \(message)" }
}
