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
  func countedFiguresMatch() async throws {
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
      #expect(
        document.contains(row),
        "docs/COMPARISON.md lacks or differs on: \(row) (swift run demo docs writes it)")
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

  @Test("What a screen's change rebuilds is read from the manifest's dependencies, transitively")
  func rebuiltModules() {
    // Given a manifest in the package's form, one target's dependencies over several lines
    let sut = """
      let host = Target.Dependency.target(name: "Host")
      .target(name: "Scenes", dependencies: [host]),
      .target(name: "Routing", dependencies: ["Factories", "Scenes", host]),
      .target(
        name: "App",
        dependencies: ["Routing", "MVC"]),
      """
    // When its dependencies are read
    let graph = Comparison.targetDependencies(in: sut)
    // Then each target names the targets it depends on, and no other name
    #expect(graph["Routing"] == ["Factories", "Scenes"])
    #expect(graph["App"] == ["Routing", "MVC"])
    #expect(graph["Scenes"] == [])
    // And in the package, a screen's change in Scenes rebuilds every router module above it,
    // and a plain MVC controller's change rebuilds MVC and App, not Scenes
    #expect(Comparison.rebuilt(after: "Scenes", in: .router).contains("App"))
    #expect(Comparison.rebuilt(after: "MVC", in: .mvc) == ["MVC", "App"])
  }

  @Test("A plain MVC view controller is split at its navigation mark; other files are whole")
  func navigationSplit() {
    // Given a view controller whose last part, after the mark, makes and shows the next screen
    let sut = """
      final class HomeViewController: UIViewController {
        override func loadView() { view = UIView() }
      }

      \(Comparison.navigationMark)

      extension HomeViewController {
        func showDetail() { show(DetailViewController(), sender: self) }
      }
      """
    let file = URL(fileURLWithPath: "/package/Sources/MVC/HomeViewController.swift")
    // When its parts are read for plain MVC, and for the router style
    let navigation = Comparison.navigationPart(of: sut, in: .mvc)
    let screen = Comparison.screenPart(of: sut, at: file, in: .mvc)
    // Then the navigation is the extension, the screen the class, and neither holds the
    // other's lines; in another style the whole file is either
    #expect(Comparison.codeLines(of: navigation) == 3 && navigation.contains("showDetail"))
    #expect(Comparison.codeLines(of: screen) == 3 && !screen.contains("showDetail"))
    #expect(Comparison.navigationPart(of: sut, in: .router) == sut)
    #expect(
      Comparison.screenPart(of: "final class AppTabBarController {}", at: file, in: .mvc).isEmpty)
  }

  @Test("Each comparison of the guide \"Which to pick\" still holds")
  func guideHolds() async throws {
    // Given every variant measured now, and the benchmark's dispatch figures
    let router = Comparison.measure(.router, repetitions: 1)
    let coordinator = Comparison.measure(.coordinator, repetitions: 1)
    let mvc = Comparison.measure(.mvc, repetitions: 1)
    let data = try Data(
      contentsOf: Comparison.packageRoot.appendingPathComponent("docs/benchmarks.json"))
    let dispatch = try #require(
      (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["dispatch"]
        as? [[String: Any]])
    func median(_ row: [String: Any], _ style: String) -> Double {
      ((row[style] as? [String: Any])?["median"] as? Double) ?? .nan
    }
    let scenes = Double(Comparison.sceneCount)
    // Then code: fewer lines in the router variant, more protocols, conformances within three a
    // screen
    #expect(router.lines < coordinator.lines)
    #expect(router.protocols > coordinator.protocols)
    #expect(abs(Double(router.conformances - coordinator.conformances)) / scenes < 3)
    // Links and restoration: fewer lines in the coordinator variant
    #expect(coordinator.linkLines < router.linkLines)
    // Windows, leaks and memory: nothing shared, nothing leaked, objects within a tenth
    #expect(router.sharedStateLines == 0 && coordinator.sharedStateLines == 0)
    #expect(router.leaks == 0 && coordinator.leaks == 0)
    #expect(
      abs(router.objectsPerScreen - coordinator.objectsPerScreen) < router.objectsPerScreen / 10)
    // Cost: a router call is cheaper than a targeted route at every size; neither grows; the
    // broadcast does
    for row in dispatch {
      #expect(median(row, "router") < median(row, "targeted"))
      #expect(median(row, "targeted") < median(row, "broadcast"))
      // PERFORMANCE.md: the design's least costs a few router calls, less than the route publisher
      #expect(median(row, "lookup") / median(row, "router") < 5)
      #expect(median(row, "lookup") < median(row, "targeted"))
    }
    let first = try #require(dispatch.first)
    let last = try #require(dispatch.last)
    #expect(median(last, "router") / median(first, "router") < 3)
    #expect(median(last, "targeted") / median(first, "targeted") < 3)
    #expect(median(last, "broadcast") / median(first, "broadcast") > 100)
    // When plain MVC is enough: under a third of the files and half the lines of the app's
    // code, under half the objects, nothing leaked or shared
    for other in [router, coordinator] {
      #expect(mvc.appFiles * 3 < other.appFiles)
      #expect(mvc.appLines * 2 < other.appLines)
      #expect(mvc.objectsPerScreen < other.objectsPerScreen / 2)
      #expect(mvc.linkLines > min(router.linkLines, coordinator.linkLines))
      #expect(mvc.linkLines < max(router.linkLines, coordinator.linkLines))
    }
    #expect(mvc.leaks == 0 && mvc.sharedStateLines == 0)
    // Testability: about a fifth of plain MVC's lines reach a test without UIKit, about two
    // fifths of the others'
    func share(_ figures: Comparison.Figures) -> Double {
      Double(figures.linesWithoutUIKit) / Double(figures.appLines)
    }
    #expect(abs(share(mvc) - 0.2) < 0.05)
    // A screen's rule: the interactor's test builds fewer objects, none of UIKit, and runs
    // faster than the view controller's
    let tests = try #require(
      (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["screenTests"]
        as? [[String: Any]])
    let interactor = try #require(tests.first { $0["style"] as? String != "mvc" })
    let controller = try #require(tests.first { $0["style"] as? String == "mvc" })
    func figure(_ test: [String: Any], _ key: String) -> Double {
      (test[key] as? Double) ?? Double(test[key] as? Int ?? -1)
    }
    func time(_ test: [String: Any]) -> Double {
      ((test["time"] as? [String: Any])?["median"] as? Double) ?? .nan
    }
    #expect(figure(interactor, "objects") < figure(controller, "objects"))
    #expect(figure(interactor, "uikitObjects") == 0 && figure(controller, "uikitObjects") > 0)
    #expect(time(interactor) < time(controller))
    #expect(abs(share(router) - 0.4) < 0.05 && abs(share(coordinator) - 0.4) < 0.05)
  }
}
