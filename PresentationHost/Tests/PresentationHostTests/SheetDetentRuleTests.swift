import Foundation
@_spi(HostTesting) import PresentationHost
import Testing

// developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdelegate/
// sheetpresentationcontrollerdidchangeselecteddetentidentifier(_:): "The system calls this
// method after a sheet's selectedDetentIdentifier changes in response to user interaction. The
// system doesn't call this after you change selectedDetentIdentifier programmatically";
// selectedDetentIdentifier: "The default value is nil, which means the sheet displays at the
// smallest detent"; custom(identifier:resolver:): return nil to make a detent inactive.
@Suite("Sheets a person resizes")
@MainActor
struct SheetDetentRuleTests {
  @Test("P15: a person drags a sheet between detents and its delegate hears of each change")
  func dragBetweenDetents() throws {
    // Given a sheet with a custom quarter detent, medium and large, and an inactive detent
    let (window, sheet, delegate) = presentSheet()
    let quarter = UISheetPresentationController.Detent.Identifier("quarter")
    let hidden = UISheetPresentationController.Detent.Identifier("hidden")
    sheet.detents = [
      .custom(identifier: quarter) { $0.maximumDetentValue / 4 },
      .custom(identifier: hidden) { _ in nil }, .medium(), .large(),
    ]
    // When the app selects medium, then a person drags to quarter, to quarter again, to large
    sheet.selectedDetentIdentifier = .medium
    try window.host.dragSheet(to: quarter)
    try window.host.dragSheet(to: quarter)
    try window.host.dragSheet(to: .large)
    // Then only the person's two changes were told, and the sheet rests at large
    #expect(
      delegate.changes == [
        "quarter", UISheetPresentationController.Detent.Identifier.large.rawValue,
      ])
    #expect(sheet.selectedDetentIdentifier == .large)
    #expect(
      throws: UserActionError.noSuchDetent(
        "hidden", available: ["quarter", "com.apple.UIKit.medium", "com.apple.UIKit.large"])
    ) {
      try window.host.dragSheet(to: hidden)
    }
    expectNoDiagnostics(window.host)
  }

  @Test("P15: with no detent selected the sheet rests at its smallest, so a drag there is none")
  func restsAtSmallest() throws {
    // Given a sheet with large then medium detents, none selected
    let (window, sheet, delegate) = presentSheet()
    sheet.detents = [.large(), .medium()]
    // When a person drags it to medium
    try window.host.dragSheet(to: .medium)
    // Then nothing changed: it rested there
    #expect(delegate.changes.isEmpty && sheet.selectedDetentIdentifier == nil)
  }

  @Test("P15: a detent's height resolves from the room the sheet has")
  func resolution() {
    // Given a context with 800 points of room
    let context = Room(maximumDetentValue: 800)
    // When the system detents and a custom one resolve
    let heights = [
      UISheetPresentationController.Detent.medium(), .large(),
      .custom { $0.maximumDetentValue - 100 },
    ].map { $0.resolvedValue(in: context) }
    // Then medium is half, large all of it, and the custom one what its resolver says
    #expect(heights == [400, 800, 700])
  }

  private func presentSheet() -> (UIWindow, UISheetPresentationController, DetentLog) {
    let root = screen("List")
    let window = visibleWindow(root: root)
    let content = screen("Filters")
    let sheet = content.sheetPresentationController!
    let delegate = DetentLog()
    sheet.delegate = delegate
    root.present(content, animated: false)
    return (window, sheet, delegate)
  }
}

/// A context with a given room, for resolving detents.
private struct Room: UISheetPresentationControllerDetentResolutionContext {
  let maximumDetentValue: CGFloat
  var containerTraitCollection: UITraitCollection { UITraitCollection() }
}

/// Logs the detents a sheet's delegate hears of.
@MainActor
private final class DetentLog: NSObject, UISheetPresentationControllerDelegate {
  private(set) var changes: [String] = []

  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {
    changes.append(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "none")
  }
}
