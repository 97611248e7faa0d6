/// Repeated timings of one thing: median and spread. (Not Foundation's `Measurement`.)
public struct Timing: Codable, Equatable, Sendable {
  /// What was timed.
  public let name: String
  /// The unit of every figure: `ns` or `µs`.
  public let unit: String
  /// The middle run.
  public let median: Double
  /// The fastest run.
  public let minimum: Double
  /// The slowest run.
  public let maximum: Double
  /// How many runs.
  public let runs: Int

  /// A measurement from figures already taken.
  public init(
    name: String, unit: String, median: Double, minimum: Double, maximum: Double, runs: Int
  ) {
    self.name = name
    self.unit = unit
    self.median = median
    self.minimum = minimum
    self.maximum = maximum
    self.runs = runs
  }

  /// Times `runs` repetitions of `body`, each returning its own duration per item in `unit`.
  public static func repeated(
    _ name: String, unit: String = "ns", runs: Int, _ body: () -> Double
  ) -> Timing {
    Timing(name: name, unit: unit, samples: (0..<runs).map { _ in body() })
  }

  /// The median, minimum and maximum of `samples`, one a run (at least one).
  public init(name: String, unit: String = "ns", samples: [Double]) {
    let sorted = samples.isEmpty ? [0] : samples.sorted()
    self.init(
      name: name, unit: unit, median: sorted[sorted.count / 2], minimum: sorted[0],
      maximum: sorted[sorted.count - 1], runs: samples.count)
  }

  /// `median unit (min–max)`.
  public var text: String {
    "\(format(median)) \(unit) (\(format(minimum))–\(format(maximum)))"
  }

  private func format(_ value: Double) -> String {
    value >= 100 ? String(Int(value.rounded())) : String((value * 100).rounded() / 100)
  }
}

extension Duration {
  /// The duration in nanoseconds.
  public var nanoseconds: Double {
    Double(components.seconds) * 1e9 + Double(components.attoseconds) / 1e9
  }
}
