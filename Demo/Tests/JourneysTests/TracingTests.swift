import Factories
@_spi(HostTesting) import PresentationHost
import Testing

@_spi(HostTesting) @testable import Journeys

/// The trace is written from the compiled sample (its symbol graphs), so it covers every builder
/// the app is given, with no code written for any screen.
@Suite("The builders the demo traces")
@MainActor
struct TracingTests {
  @Test("Every builder the app is given is replaced by a tracing one, feature by feature")
  func everyBuilderIsTraced() throws {
    // Given the app's builders, a struct of each feature's
    let plain = ScreenBuilders()
    // When the demo wraps them to trace into a host
    let sut = plain.tracing(with: Trace(host: HeadlessHost()))
    // Then every builder of every feature, each slot the app has, is the tracing one
    let slots = Self.builders(in: sut)
    #expect(!slots.isEmpty)
    for (slot, builder) in slots {
      #expect(builder is TracingBuilder, "\(slot) is \(type(of: builder))")
    }
  }

  /// Each feature's builders in `builders`, named `feature.slot`.
  private static func builders(in builders: ScreenBuilders) -> [(String, Any)] {
    Mirror(reflecting: builders).children.flatMap { feature in
      Mirror(reflecting: feature.value).children.map {
        ("\(feature.label ?? "").\($0.label ?? "")", $0.value)
      }
    }
  }
}
