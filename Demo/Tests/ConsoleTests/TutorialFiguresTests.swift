@_spi(HostTesting) import Console
import Foundation
@_spi(HostTesting) import Journeys
import Testing

/// What the DocC tutorial shows of the running app, and what adding its screen cost, are what
/// the code gives now.
@Suite("The tutorial's screen in the app")
@MainActor
struct TutorialFiguresTests {
  @Test("The console session the tutorial's last step shows is what the console prints now")
  func consoleSession() throws {
    // Given the session the tutorial shows
    let shown = try String(
      contentsOf: Comparison.packageRoot.appendingPathComponent(
        TutorialMeasure.resources + "/receipt.txt"),
      encoding: .utf8)
    let sut = ConsoleSession(variant: .router)
    // When each of its commands is run in a fresh walk-through
    var printed: [String] = []
    for line in shown.split(separator: "\n") where line.hasPrefix("> ") {
      printed += [String(line)] + sut.execute(String(line.dropFirst(2))).lines
    }
    // Then the console prints, line for line, what the tutorial shows
    #expect(printed.joined(separator: "\n") + "\n" == shown)
  }

  @Test(
    "Receipt is traced, built and closed, with no decorator written for it in Demo",
    arguments: [
      (Variant.router, "ReceiptRouter.close"), (.coordinator, "ReceiptCoordinator.close"),
    ])
  func receiptIsTraced(variant: Variant, close: String) {
    // Given a walk-through of the variant, the receipt opened by its link
    let sut = ConsoleSession(variant: variant)
    let opened = sut.execute("open sample://shop/receipt?ordered=tea").lines.joined(separator: "\n")
    // When a person taps Close
    let closed = sut.execute("tap Close").lines.joined(separator: "\n")
    // Then the trace shows the build, the view forwarding the tap, and the request that closes it
    #expect(opened.contains("ReceiptBuilder.build → Receipt"))
    #expect(closed.contains("ReceiptViewController → ReceiptInteractor.close"))
    #expect(closed.contains(close))
    #expect(sut.app.path == "Shop: Main")
  }

  @Test(
    "Adding Receipt touched at most three files beyond its own and Main's, in each style",
    arguments: [Variant.router, .coordinator])
  func touchedFewFiles(variant: Variant) throws {
    // Given the files the tutorial's steps show
    let shown = TutorialMeasure.shownFiles()
    #expect(shown.filter { $0.path != nil }.count >= 10)
    // When those beyond Receipt's own and Main's, in the style's folders, are counted
    let sut = try #require(TutorialMeasure.touchedBeyondItsOwn(in: variant))
    // Then there are some (the feature's registration and its place), and at most three
    #expect(sut.contains("Sources/Links/Shop/ShopPlace.swift"))
    #expect(sut.count <= 3, "\(sut)")
  }
}
