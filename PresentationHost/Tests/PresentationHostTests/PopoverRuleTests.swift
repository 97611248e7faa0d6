@_spi(HostTesting) import PresentationHost
import Testing

// developer.apple.com/documentation/uikit/uipopoverpresentationcontroller: "In a horizontally
// compact environment, the popover adapts to a sheet by default"; the delegate's
// adaptivePresentationStyle(for:traitCollection:) returning .none keeps the popover, which
// needs a sourceView or barButtonItem (UIKit raises "UIPopoverPresentationController … should
// have a non-nil sourceView or barButtonItem set before the presentation occurs").
@Suite("Popovers on iPhone")
@MainActor
struct PopoverRuleTests {
  @Test("P12: a popover adapts to a sheet a person can swipe down")
  func popoverAdaptsToSheet() throws {
    // Given a popover presented with no delegate
    let window = visibleWindow(root: screen("Root"))
    let sut = screen("Menu")
    sut.modalPresentationStyle = .popover
    window.rootViewController?.present(sut, animated: false)
    // When a person swipes it down
    try window.host.swipeDown()
    // Then it was shown as a sheet and is gone, and it had a popover presentation controller
    #expect(window.path == "Root")
    #expect(sut.popoverPresentationController != nil)
    expectNoDiagnostics(window.host)
  }

  // developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/adaptivesheetpresentationcontroller:
  // "The sheet presentation controller to use when the popover adapts to a sheet", whose
  // detents, selection and delegate then apply, as a sheet's do (P15).
  @Test("P12: a popover shown as a sheet rests at its adaptive sheet's detents as a person drags")
  func adaptedPopoverHasDetents() throws {
    // Given a popover menu whose adaptive sheet rests at half height or full, with a delegate
    let window = visibleWindow(root: screen("Root"))
    let sut = screen("Menu")
    sut.modalPresentationStyle = .popover
    let popover = try #require(sut.popoverPresentationController)
    let sheet = popover.adaptiveSheetPresentationController
    sheet.detents = [.medium(), .large()]
    let delegate = DetentLog()
    sheet.delegate = delegate
    window.rootViewController?.present(sut, animated: false)
    // When a person drags it to full height
    try window.host.dragSheet(to: .large)
    // Then the adaptive sheet rests there, its delegate told, and it is the popover's own
    #expect(sheet.selectedDetentIdentifier == .large)
    #expect(delegate.changes == [.large])
    #expect(popover.adaptiveSheetPresentationController === sheet)
    #expect(popover.arrowDirection == .unknown)
    expectNoDiagnostics(window.host)
  }

  @Test("P12: a popover its delegate keeps must point at something, and is no sheet")
  func keptPopoverNeedsAnAnchor() throws {
    // Given a popover whose delegate keeps it, with no anchor
    let window = visibleWindow(root: screen("Root"))
    let delegate = KeepingPopoverDelegate()
    let sut = screen("Menu")
    sut.modalPresentationStyle = .popover
    sut.popoverPresentationController?.delegate = delegate
    // When it is presented
    window.rootViewController?.present(sut, animated: false)
    // Then it is refused, as UIKit raises
    #expect(window.path == "Root")
    expectDiagnostic(window.host, .error, .p12)
    // When it is anchored to a view and presented again
    window.host.clearDiagnostics()
    sut.popoverPresentationController?.sourceView = window.rootViewController?.view
    window.rootViewController?.present(sut, animated: false)
    // Then it shows as a popover, which a swipe does not dismiss
    #expect(window.path == "Root | Menu")
    #expect(throws: UserActionError.self) { try window.host.swipeDown() }
    expectNoDiagnostics(window.host)
  }

  // developer.apple.com/documentation/uikit/uipopoverpresentationcontrollerdelegate/prepareforpopoverpresentation(_:):
  // "Tells the delegate that the popover is about to be presented", where it may set the
  // popover's anchor.
  @Test("P12: a kept popover is prepared by its delegate before its anchor is checked")
  func popoverIsPrepared() {
    // Given a kept popover with no anchor, whose popover delegate anchors it when prepared
    let window = visibleWindow(root: screen("Root"))
    let delegate = AnchoringPopoverDelegate(anchor: UIView())
    let sut = screen("Menu")
    sut.modalPresentationStyle = .popover
    sut.popoverPresentationController?.delegate = delegate
    // When it is presented
    window.rootViewController?.present(sut, animated: false)
    // Then it was prepared once and shows, anchored
    #expect(delegate.prepared == 1)
    #expect(window.path == "Root | Menu")
    expectNoDiagnostics(window.host)
  }

  // developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourceitem: "The
  // item that serves as the anchor for the popover", a bar button item or a view (iOS 16).
  @Test("P12: a kept popover anchored by its source item, a bar button, is shown")
  func sourceItemAnchors() {
    // Given a kept popover anchored to a bar button by sourceItem only
    let window = visibleWindow(root: screen("Root"))
    let delegate = KeepingPopoverDelegate()
    let sut = screen("Menu")
    sut.modalPresentationStyle = .popover
    sut.popoverPresentationController?.delegate = delegate
    sut.popoverPresentationController?.sourceItem = UIBarButtonItem(systemItem: .action)
    // When it is presented, then it shows, with nothing refused
    window.rootViewController?.present(sut, animated: false)
    #expect(window.path == "Root | Menu")
    expectNoDiagnostics(window.host)
  }
}

@MainActor
private final class KeepingPopoverDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
  func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle { .none }
}

/// A popover delegate that keeps the popover and points it at `anchor` as it is prepared.
@MainActor
private final class AnchoringPopoverDelegate: NSObject, UIPopoverPresentationControllerDelegate {
  let anchor: UIView
  private(set) var prepared = 0

  init(anchor: UIView) {
    self.anchor = anchor
  }

  func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle { .none }

  func prepareForPopoverPresentation(
    _ popoverPresentationController: UIPopoverPresentationController
  ) {
    prepared += 1
    popoverPresentationController.sourceView = anchor
  }
}

// developer.apple.com/documentation/uikit/uiviewcontroller/definespresentationcontext: "If no
// view controller defines the presentation context, UIKit asks the window's root view
// controller to handle the presentation. The default value for this property is false. Some
// system-provided view controllers, such as UINavigationController, change the default value
// to true."
@Suite("Presentation contexts")
@MainActor
struct PresentationContextRuleTests {
  @Test("P3: a navigation controller defines a presentation context by default; a tab bar does not")
  func navigationDefinesContext() {
    // Given a screen in a navigation controller in a tab bar controller
    let navigation = UINavigationController(rootViewController: screen("Screen"))
    let sut = UITabBarController()
    sut.viewControllers = [navigation]
    let window = visibleWindow(root: sut)
    #expect(navigation.definesPresentationContext && !sut.definesPresentationContext)
    // When the screen presents over the current context
    let first = screen("First")
    first.modalPresentationStyle = .currentContext
    navigation.topViewController?.present(first, animated: false)
    let firstPresenter = first.presentingViewController
    first.dismiss(animated: false)
    // and again, once the navigation controller no longer defines it
    navigation.definesPresentationContext = false
    let second = screen("Second")
    second.modalPresentationStyle = .currentContext
    navigation.topViewController?.present(second, animated: false)
    // Then the navigation controller presented first, and the window's root then
    #expect(firstPresenter === navigation)
    #expect(second.presentingViewController === sut)
    expectNoDiagnostics(window.host)
  }
}

/// A sheet's delegate that logs the detents the sheet comes to rest at.
@MainActor
private final class DetentLog: NSObject, UISheetPresentationControllerDelegate {
  private(set) var changes: [UISheetPresentationController.Detent.Identifier?] = []

  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {
    changes.append(sheetPresentationController.selectedDetentIdentifier)
  }
}
