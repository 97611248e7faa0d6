import Foundation
@_spi(HostTesting) import PresentationHost
import Testing

@Suite("Where views are, scroll views and touches")
@MainActor
struct GeometryRuleTests {
  // developer.apple.com/documentation/uikit/uiview/convert(_:to:)-1ahz2: "Converts a point from
  // the receiver's coordinate system to that of the specified view"; with nil, to the window's.
  // hitTest(_:with:) "ignores view objects that are hidden, that have disabled user
  // interactions, or have an alpha level less than 0.01", and searches subviews front first.
  @Test("V6: points convert between views by their frames, and a touch lands on the front view")
  func convertAndHitTest() {
    // Given a card inside a screen's view, with a button in the card and a hidden badge over it
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let card = UIView(frame: CGRect(x: 20, y: 100, width: 350, height: 200))
    let sut = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
    badge.isHidden = true
    root.addSubview(card)
    card.addSubview(sut)
    card.insertSubview(badge, aboveSubview: sut)
    let back = UIView(frame: card.bounds)
    card.insertSubview(back, belowSubview: sut)
    // When a point of the button is converted up, and touches are hit-tested
    let inRoot = sut.convert(CGPoint(x: 5, y: 5), to: root)
    let inWindow = sut.convert(CGPoint(x: 5, y: 5), to: nil)
    let back2 = root.convert(inRoot, to: sut)
    let onButton = root.hitTest(CGPoint(x: 35, y: 115), with: nil)
    let onCard = root.hitTest(CGPoint(x: 300, y: 250), with: nil)
    // Then the frames add up, and the front visible view under each point is hit
    #expect(inRoot == CGPoint(x: 35, y: 115) && inWindow == inRoot && back2 == CGPoint(x: 5, y: 5))
    #expect(
      card.subviews.map { $0 === back ? "back" : $0 === sut ? "button" : "badge" }
        == ["back", "button", "badge"])
    #expect(onButton === sut && onCard === back)
    #expect(root.hitTest(CGPoint(x: 500, y: 10), with: nil) == nil)
    #expect(
      CGRect(x: 0, y: 0, width: 100, height: 50).inset(
        by: UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10))
        == CGRect(x: 10, y: 5, width: 80, height: 40))
  }

  // developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidscroll(_:): "Tells
  // the delegate when the user scrolls the content view within the scroll view" — UIKit calls
  // it for every change of contentOffset, the app's included; zoomScale stays between the
  // minimum and maximum.
  @Test("V6: a scroll view tells its delegate of each move and zoom the app makes")
  func scrollViewDelegate() {
    // Given a scroll view of tall content, with a delegate
    let sut = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 500))
    sut.contentSize = CGSize(width: 390, height: 2000)
    sut.maximumZoomScale = 3
    let delegate = ScrollLog()
    sut.delegate = delegate
    // When the app scrolls to a rectangle below, animates back to the top, then zooms too far
    sut.scrollRectToVisible(CGRect(x: 0, y: 900, width: 390, height: 100), animated: false)
    let afterRect = sut.contentOffset
    sut.setContentOffset(.zero, animated: true)
    sut.setContentOffset(.zero, animated: true)
    sut.setZoomScale(5, animated: false)
    // Then the delegate heard each move once, the animation's end, and a zoom kept at 3
    #expect(afterRect == CGPoint(x: 0, y: 500) && sut.bounds.origin == .zero)
    #expect(delegate.log == ["scroll 500.0", "scroll 0.0", "end animation", "zoom 3.0"])
  }

  @Test("U4: a table screen's scroll overrides are called, as the table's delegate")
  func tableScreenHearsScrolling() {
    // Given a table screen that overrides scrollViewDidScroll, on screen
    let sut = ScrollingTableScreen()
    let window = visibleWindow(root: sut)
    // When its table is scrolled by the app
    sut.tableView.setContentOffset(CGPoint(x: 0, y: 120), animated: false)
    // Then the override heard it
    #expect(sut.offsets == [120])
    expectNoDiagnostics(window.host)
  }

  @Test("U4: a table's delegate that is not a table delegate is refused as it is set")
  func tableDelegateMustBeATableDelegate() {
    // Given a table on a screen
    let sut = UITableView(frame: UIScreen.main.bounds, style: .plain)
    let window = visibleWindow(root: UIViewController())
    window.rootViewController?.view.addSubview(sut)
    let scrollOnly = ScrollLog()
    // When a delegate of scrolling only is set, which UIKit does not compile
    sut.delegate = scrollOnly
    // Then it is refused with an error naming it
    expectDiagnostic(window.host, .error, .u4)
    #expect(window.host.diagnostics.first?.message.contains("ScrollLog") == true)
  }

  // developer.apple.com/documentation/uikit/uiresponder/touchesbegan(_:with:): "The default
  // implementation of this method forwards the message up the responder chain."
  @Test("R1: a tap on empty space reaches the screen through its view, as keyboards are dismissed")
  func tapEmptySpaceEndsEditing() throws {
    // Given a screen that ends editing when touched, with a field being edited
    let sut = TouchScreen()
    let window = visibleWindow(root: sut)
    try window.host.type("Ada", into: "Name")
    let editingBefore = sut.field.isFirstResponder
    // When a person taps where there is no control
    try window.host.tapEmptySpace()
    // Then the touch went up to the screen, which ended editing
    #expect(editingBefore && !sut.field.isFirstResponder)
    #expect(sut.touches == ["began", "ended"])
    expectNoDiagnostics(window.host)
  }
}

/// A scroll view delegate that logs what it hears.
@MainActor
private final class ScrollLog: NSObject, UIScrollViewDelegate {
  private(set) var log: [String] = []

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    log.append("scroll \(scrollView.contentOffset.y)")
  }

  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    log.append("end animation")
  }

  func scrollViewDidZoom(_ scrollView: UIScrollView) {
    log.append("zoom \(scrollView.zoomScale)")
  }
}

/// A screen with a name field, which ends editing when its view is touched.
@MainActor
private final class TouchScreen: UIViewController {
  let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 44))
  private(set) var touches: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    field.placeholder = "Name"
    view.addSubview(field)
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesBegan(touches, with: event)
    self.touches.append("began")
    view.endEditing(true)
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesEnded(touches, with: event)
    self.touches.append("ended")
  }
}

/// A table screen that notes where its table scrolled to.
@MainActor
private final class ScrollingTableScreen: UITableViewController {
  private(set) var offsets: [CGFloat] = []

  override func scrollViewDidScroll(_ scrollView: UIScrollView) {
    super.scrollViewDidScroll(scrollView)
    offsets.append(scrollView.contentOffset.y)
  }
}
