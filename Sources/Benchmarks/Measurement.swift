/// Repeated timings of one thing: median and spread.
struct Measurement: Encodable {
  let name: String
  let unit: String
  let median: Double
  let minimum: Double
  let maximum: Double
  let runs: Int

  /// Times `runs` repetitions of `body`, each returning its own duration per item in `unit`.
  @MainActor
  static func repeated(_ name: String, unit: String = "ns", runs: Int, _ body: () -> Double)
    -> Measurement
  {
    let samples = (0..<runs).map { _ in body() }.sorted()
    return Measurement(
      name: name, unit: unit, median: samples[samples.count / 2], minimum: samples[0],
      maximum: samples[samples.count - 1], runs: runs)
  }

  /// `median (min–max) unit`.
  var text: String {
    "\(format(median)) \(unit) (\(format(minimum))–\(format(maximum)))"
  }

  private func format(_ value: Double) -> String {
    value >= 100 ? String(Int(value.rounded())) : String((value * 100).rounded() / 100)
  }
}

extension Duration {
  /// The duration in nanoseconds.
  var nanoseconds: Double {
    Double(components.seconds) * 1e9 + Double(components.attoseconds) / 1e9
  }
}
