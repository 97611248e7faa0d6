@_spi(HostTesting) import PresentationHost
import Testing

@MainActor
func expectNoDiagnostics(
  _ host: HeadlessHost, sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(host.diagnostics.isEmpty, "\(host.diagnostics)", sourceLocation: sourceLocation)
}
