@_spi(HostTesting) import Console
import Foundation
@_spi(HostTesting) import Journeys
import Testing

/// `docs/COMPARISON.md` holds the table `demo compare` prints; every figure counted from the
/// code or from the running app must be the one the code gives now. Timings are left out:
/// they vary from run to run.
@Suite("The comparison document")
@MainActor
struct ComparisonDocumentTests {
  @Test("Every counted figure in docs/COMPARISON.md is what demo compare counts now")
  func countedFiguresMatch() throws {
    // Given the document's table and the figures measured now
    let document = try String(
      contentsOf: Comparison.packageRoot.appendingPathComponent("docs/COMPARISON.md"),
      encoding: .utf8)
    var figures: [Variant: Comparison.Figures] = [:]
    for variant in Variant.allCases {
      figures[variant] = Comparison.measure(variant, repetitions: 1)
    }
    // When the table is generated from them
    let generated = Comparison.table(figures).filter { !$0.contains("time per journey") }
    // Then each of its rows stands in the document as it is
    for row in generated {
      #expect(document.contains(row), "docs/COMPARISON.md lacks or differs on: \(row)")
    }
  }

  @Test("The shared-state row counts what every window would share, and nothing else")
  func sharedStatePattern() {
    // Given lines that reach app-wide state, and lines that do not
    let shared = [
      "static var current: AppRouter?", "nonisolated(unsafe) var router = AppRouter()",
      "let app = UIApplication.shared",
    ]
    let local = ["static let tabTitles = [\"Shop\"]", "var sharedScreens: [UIViewController]"]
    // When the comparison's pattern reads them, then it counts the first and not the second
    let sut = Comparison.sharedState
    #expect(shared.allSatisfy { $0.range(of: sut, options: .regularExpression) != nil })
    #expect(local.allSatisfy { $0.range(of: sut, options: .regularExpression) == nil })
  }

  @Test("Conformances are counted from declarations: a superclass and Sendable are none")
  func conformanceCount() {
    // Given a file declaring a protocol, a subclass with two conformances over two lines, and
    // an enum whose only other conformance is Sendable
    let sut = """
      public protocol Guide: AnyObject {}
      public final class LoginRouter: NSObject, LoginRouterProtocol,
        UIAdaptivePresentationControllerDelegate
      {
        open class var routed: Int { 0 }
      }
      enum Delivery: Sendable, Hashable { case once }
      extension LoginRouter: Guide {}
      """
    // When it is counted
    let counted = Comparison.protocolsAndConformances(in: sut)
    // Then one protocol, and four conformances: two of the class, Hashable, the extension's
    #expect(counted.protocols == 1)
    #expect(counted.conformances == 4)
  }
}
