import Coordinators
@_spi(HostTesting) import PresentationHost

/// Hears every route the coordinator variant's route publisher publishes, before any other
/// observer, and records it in the host: the route publisher's step in the trace. It subscribes
/// as any analytics observer would; the route publisher needs nothing for it.
@MainActor
final class RouteTracer: RouteObserver {
  private let trace: Trace

  init(host: HeadlessHost) {
    trace = Trace(host: host)
  }

  func handle(_ route: Route) {
    trace.record("RoutePublisher", "route\(route)")
  }
}
