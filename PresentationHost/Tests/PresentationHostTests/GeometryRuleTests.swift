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
    // Given a scroll view of tall content, with a delegate that zooms its image
    let sut = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 500))
    sut.contentSize = CGSize(width: 390, height: 2000)
    sut.maximumZoomScale = 3
    let delegate = ScrollLog()
    delegate.zoomed = UIImageView(frame: CGRect(x: 0, y: 0, width: 390, height: 2000))
    sut.addSubview(delegate.zoomed!)
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

  // developer.apple.com/documentation/uikit/uiscrollviewdelegate/viewforzooming(in:): "A UIView
  // object that will be scaled as a result of the zooming gesture. Return nil if you don't want
  // zooming to occur"; uiscrollview/maximumzoomscale: "It must be greater than the minimum zoom
  // scale for zooming to be enabled"; zoom(to:animated:): "Zooms to a specific area of the
  // content so that it's visible in the receiver".
  @Test("V6: only a view the delegate gives zooms; zooming to a rectangle scales and shows it")
  func zooming() {
    // Given a photo's scroll view whose delegate gives no view to zoom, and one whose does
    let photo = UIImageView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let noView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    noView.maximumZoomScale = 4
    let silent = ScrollLog()
    noView.delegate = silent
    let sut = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    sut.maximumZoomScale = 4
    sut.addSubview(photo)
    let delegate = ScrollLog()
    delegate.zoomed = photo
    sut.delegate = delegate
    // When the app zooms both to twice, then the second to a 50-point square at (100, 100)
    noView.setZoomScale(2, animated: false)
    sut.setZoomScale(2, animated: false)
    let doubled = photo.transform
    sut.zoom(to: CGRect(x: 100, y: 100, width: 50, height: 50), animated: false)
    // Then the first did not zoom; the photo doubled, then grew four times, its square at the
    // top left
    #expect(noView.zoomScale == 1 && silent.log.isEmpty)
    #expect(doubled == CGAffineTransform(scaleX: 2, y: 2))
    #expect(sut.zoomScale == 4 && photo.transform == CGAffineTransform(scaleX: 4, y: 4))
    #expect(sut.contentOffset == CGPoint(x: 400, y: 400))
    #expect(delegate.log == ["zoom 2.0", "zoom 4.0", "scroll 400.0"])
  }

  // developer.apple.com/documentation/foundation/nsvalue/init(cgrect:) and cgrectvalue (UIKit's
  // additions); on iOS a CGRect, CGPoint or CGSize bridges to an NSValue and back, so user info
  // reads with either type.
  @Test("V6: geometry goes into values and back, both ways, and a value of another kind is zero")
  func geometryValues() {
    // Given a rectangle, a point and a size, put in user info as they are and as values
    let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
    let point = CGPoint(x: 5, y: 6)
    let size = CGSize(width: 7, height: 8)
    let sut: [String: Any] = [
      "rect": rect, "point": NSValue(cgPoint: point), "size": size,
      "rectValue": NSValue(cgRect: rect), "sizeValue": NSValue(cgSize: size),
    ]
    // When each is read back as a Swift value and as an NSValue, and a point read as a rectangle
    let asValues = (sut["rect"] as? NSValue)?.cgRectValue
    let asSwift = (
      sut["rectValue"] as? CGRect, sut["point"] as? CGPoint, sut["sizeValue"] as? CGSize
    )
    let mismatched = (sut["point"] as? NSValue)?.cgRectValue
    // Then every spelling reads what was put in, and the mismatch reads zero without stopping
    #expect(asValues == rect && (sut["size"] as? NSValue)?.cgSizeValue == size)
    #expect(asSwift.0 == rect && asSwift.1 == point && asSwift.2 == size)
    #expect(sut["point"] as? CGRect == nil && mismatched == .zero)
  }

  // developer.apple.com/documentation/uikit/uirefreshcontrol: "When the user drags the top of
  // the scrollable content area downward, the scroll view reveals the refresh control, begins
  // animating its progress indicator, and notifies your app" with valueChanged.
  @Test("V6: pulling a list to refresh begins refreshing and tells the app once until it ends")
  func pullToRefresh() throws {
    // Given a table screen with a refresh control that counts the refreshes asked for
    let sut = UITableViewController(style: .plain)
    let control = UIRefreshControl()
    var refreshes = 0
    control.addAction(UIAction { _ in refreshes += 1 }, for: .valueChanged)
    sut.tableView.refreshControl = control
    let window = visibleWindow(root: sut)
    // When a person pulls twice before the app ends refreshing, then once after
    try window.host.pullToRefresh()
    try window.host.pullToRefresh()
    let whileRefreshing = (refreshes, control.isRefreshing)
    control.endRefreshing()
    try window.host.pullToRefresh()
    // Then the app heard the first pull and the one after, not the one while refreshing
    #expect(whileRefreshing == (1, true))
    #expect(refreshes == 2)
    #expect(throws: UserActionError.noRefreshControl) {
      let plain = visibleWindow(root: screen("Plain"))
      try plain.host.pullToRefresh()
    }
    expectNoDiagnostics(window.host)
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

  /// The view to zoom, if any.
  var zoomed: UIView?

  func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomed }
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

@Suite("Stack views and constraints of the older APIs")
@MainActor
struct StackAndConstraintRuleTests {
  // developer.apple.com/documentation/uikit/uistackview/insertarrangedsubview(_:at:): "If index
  // is greater than the number of arranged subviews, the stack view raises an exception";
  // setCustomSpacing(_:after:) sets the space after one view.
  @Test("V7: a stack keeps each view once, in the order asked, and refuses an index past its end")
  func arrangedSubviews() {
    // Given a stack of a title and a body, in a screen on a window
    let title = UILabel()
    let body = UILabel()
    let sut = UIStackView(arrangedSubviews: [title, body])
    sut.frame = CGRect(x: 0, y: 0, width: 390, height: 200)
    let screen = UIViewController()
    screen.view.addSubview(sut)
    let window = visibleWindow(root: screen)
    let footer = UILabel()
    // When the title is added again, a footer inserted first, a space set after the body, and a
    // view inserted past the end
    sut.addArrangedSubview(title)
    sut.insertArrangedSubview(footer, at: 0)
    sut.setCustomSpacing(24, after: body)
    sut.insertArrangedSubview(UILabel(), at: 9)
    // Then each view is arranged once, in order, the spacing is kept, and the bad index refused
    #expect(sut.arrangedSubviews == [footer, body, title])
    #expect(sut.subviews.count == 3)
    #expect(sut.customSpacing(after: body) == 24)
    #expect(sut.customSpacing(after: title) == UIStackView.spacingUseDefault)
    expectDiagnostic(window.host, .error, .v7)
  }

  // developer.apple.com/documentation/uikit/nslayoutconstraint/constraints(withvisualformat:options:metrics:views:):
  // the constraints the format describes, between the views it names and the superview at |.
  @Test("V2: views placed by a visual format or item constraints are placed")
  func olderConstraintAPIsPlaceViews() {
    // Given a screen that places a title with a visual format and a badge with item constraints
    let sut = OlderConstraintsScreen()
    // When it appears
    let window = visibleWindow(root: sut)
    // Then nothing is reported: each view is placed, as on a device
    #expect(sut.formatConstraints == 3)
    expectNoDiagnostics(window.host)
  }

  // developer.apple.com/documentation/uikit/nslayoutyaxisanchor/constraint(equaltosystemspacingbelow:multiplier:):
  // "Returns a constraint that defines the specific distance at which the current anchor is
  // positioned below the specified anchor", the distance the system's spacing times multiplier.
  @Test("V2: a view placed by system spacing constraints is placed, twice the spacing at 2")
  func systemSpacingPlacesViews() {
    // Given a screen whose close button is placed a system spacing from the safe area's corner
    let screen = UIViewController()
    let close = UIButton(type: .close)
    screen.view.addSubview(close)
    let guide = screen.view.safeAreaLayoutGuide
    let sut = [
      close.topAnchor.constraint(equalToSystemSpacingBelow: guide.topAnchor, multiplier: 1),
      guide.trailingAnchor.constraint(
        equalToSystemSpacingAfter: close.trailingAnchor, multiplier: 2),
    ]
    NSLayoutConstraint.activate(sut)
    // When it appears
    let window = visibleWindow(root: screen)
    // Then the button is placed, as on a device, the second constraint twice as far
    #expect(sut.allSatisfy { $0.isActive })
    #expect(sut[1].constant == 2 * sut[0].constant && sut[0].constant > 0)
    expectNoDiagnostics(window.host)
  }

  // developer.apple.com/documentation/uikit/nslayoutconstraint/isactive: "If you try to activate
  // a constraint whose items have no common ancestor, an exception is thrown."
  // addLayoutGuide(_:): "This method adds the layout guide to the end of the view's
  // layoutGuides array. It also assigns the view to the guide's owningView property."
  @Test("V13: a constraint between views in no one hierarchy is refused when activated")
  func constraintWithoutCommonAncestor() {
    // Given a screen on screen, a badge not yet added to it, and a guide added to its view
    let screen = UIViewController()
    let window = visibleWindow(root: screen)
    let badge = UILabel()
    let guide = UILayoutGuide()
    screen.view.addLayoutGuide(guide)
    let title = UILabel()
    screen.view.addSubview(title)
    // When the badge is pinned to the screen's view before it is added, then added and pinned
    // again, and the title is pinned to the guide
    let early = badge.topAnchor.constraint(equalTo: screen.view.safeAreaLayoutGuide.topAnchor)
    NSLayoutConstraint.activate([early])
    let refusals = window.host.diagnostics.count
    screen.view.addSubview(badge)
    let sut = badge.topAnchor.constraint(equalTo: screen.view.safeAreaLayoutGuide.topAnchor)
    NSLayoutConstraint.activate([sut, title.leadingAnchor.constraint(equalTo: guide.leadingAnchor)])
    // Then the first was refused with UIKit's reason and stayed inactive, and the others held
    #expect(refusals == 1)
    #expect(!early.isActive && sut.isActive)
    expectDiagnostic(window.host, .error, .v13)
    #expect(
      window.host.diagnostics.first?.message.hasPrefix(
        "Unable to activate constraint with anchors of UILabel and UIView because they have no common ancestor"
      ) == true)
    #expect(guide.owningView === screen.view && screen.view.layoutGuides.count == 1)
  }

  // developer.apple.com/documentation/uikit/nslayoutconstraint/isactive: "Activating or
  // deactivating the constraint calls addConstraint(_:) and removeConstraint(_:) on the view
  // that is the closest common ancestor of the items managed by this constraint";
  // uiview/constraints: "The constraints held by the view"; uiview/addconstraint(_:): "The
  // constraint ... must involve only views that are within scope of the receiving view";
  // uiview/removefromsuperview(): "Calling this method removes any constraints that refer to
  // the view you are removing, or that refer to any view in the subtree of the view you are
  // removing".
  @Test("V13: a view holds the active constraints it is the closest to hold, and those added")
  func constraintsHeld() {
    // Given a card in a screen's view, holding a title and a badge
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let card = UIView()
    let title = UILabel()
    let badge = UIView()
    root.addSubview(card)
    card.addSubview(title)
    card.addSubview(badge)
    // When the app activates a height for the title, a spacing between title and badge and a
    // pin of the card, then adds a width for the badge to the screen's view the old way, and
    // later drops the spacing
    let height = title.heightAnchor.constraint(equalToConstant: 20)
    height.identifier = "titleHeight"
    let spacing = badge.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8)
    let pin = card.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor)
    NSLayoutConstraint.activate([height, spacing, pin])
    let width = NSLayoutConstraint(
      item: badge, attribute: .width, relatedBy: .equal, toItem: nil,
      attribute: .notAnAttribute, multiplier: 1, constant: 30)
    root.addConstraint(width)
    let cardBefore = card.constraints
    spacing.isActive = false
    let rootBefore = root.constraints
    let badgeBefore = badge.constraintsAffectingLayout(for: .horizontal)
    // and, last, takes the card out of the screen's view
    card.removeFromSuperview()
    // Then each view held its own, the one added stayed with the view it was added to, and the
    // title's height is found by its identifier, as apps find a constraint to change; taking
    // the card out dropped the screen's view's constraints that reach into it, and kept the
    // card's own
    #expect(title.constraints == [height])
    #expect(cardBefore == [spacing] && card.constraints.isEmpty)
    #expect(rootBefore == [pin, width])
    #expect(title.constraints.first { $0.identifier == "titleHeight" } === height)
    #expect(badgeBefore == [width])
    #expect(root.constraints.isEmpty && !pin.isActive && !width.isActive)
    #expect(height.isActive)
  }

  // developer.apple.com/documentation/uikit/uiview/layoutmarginsdidchange(): "Notifies the view
  // that the layout margins changed"; uiviewcontroller/viewlayoutmarginsdidchange(): "Notifies
  // the view controller that the layout margins of its root view changed"; calayer/
  // setneedsdisplay(): marks the layer's contents "as needing to be updated", and
  // displayifneeded(): "Initiates the update process for a layer if it is currently marked as
  // needing an update".
  @Test("V13: a margin change tells the view and its controller; a layer draws once when marked")
  func marginsAndLayerDisplay() {
    // Given a screen whose root view logs margin changes, and a layer that logs its drawing
    let sut = MarginScreen()
    _ = visibleWindow(root: sut)
    let layer = DisplayCountingLayer()
    // When the app sets the root view's margins twice to the same, and marks the layer twice
    // before it is drawn twice
    sut.view.layoutMargins = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    sut.view.layoutMargins = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    layer.setNeedsDisplay()
    layer.setNeedsDisplay()
    layer.displayIfNeeded()
    layer.displayIfNeeded()
    // Then the view heard once, then its controller; the layer drew once
    #expect(sut.log == ["view", "controller"])
    #expect(layer.displays == 1 && !layer.needsDisplay)
  }

  @Test("V13: a guide no view owns has no ancestor; a scroll view owns its content guide")
  func guidesAndTheirOwners() {
    // Given a scroll view with content, and a guide removed from the view it was added to
    let scroll = UIScrollView()
    let content = UIView()
    scroll.addSubview(content)
    let host = HeadlessHost.detached
    let before = host.diagnostics.count
    let holder = UIView()
    let sut = UILayoutGuide()
    holder.addLayoutGuide(sut)
    holder.removeLayoutGuide(sut)
    // When the content is pinned to the scroll view's content guide, and a view to the guide
    let pinned = content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor)
    pinned.isActive = true
    let orphan = content.widthAnchor.constraint(equalTo: sut.widthAnchor)
    orphan.isActive = true
    // Then the content guide is the scroll view's and the pin held; the orphan guide's was
    // refused
    #expect(scroll.contentLayoutGuide.owningView === scroll && pinned.isActive)
    #expect(sut.owningView == nil && holder.layoutGuides.isEmpty && !orphan.isActive)
    #expect(host.diagnostics.dropFirst(before).map(\.rule) == [.v13])
  }

  // developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPG/
  // AnatomyofaConstraint.html: "By default, views use a 250 priority for their content
  // hugging, and a 750 priority for their compression resistance"; contentHuggingPriority(for:)
  // gives "The priority with which a view resists being made larger than its intrinsic size".
  @Test("V13: a view's hugging and compression priorities are UIKit's until set, on each axis")
  func contentPriorities() {
    // Given a label and a view left as they are
    let sut = UILabel()
    let plain = UIView()
    // When the label is set to hug vertically and give way horizontally
    sut.setContentHuggingPriority(.required, for: .vertical)
    sut.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
    // Then each axis reads what was set on it, and the rest UIKit's defaults
    #expect(sut.contentHuggingPriority(for: .vertical) == .required)
    #expect(sut.contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(sut.contentCompressionResistancePriority(for: .horizontal).rawValue == 749)
    #expect(sut.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    #expect(plain.contentHuggingPriority(for: .horizontal).rawValue == 250)
    #expect(plain.contentCompressionResistancePriority(for: .vertical).rawValue == 750)
  }
}

/// A screen laid out with the constraint APIs before anchors.
@MainActor
private final class OlderConstraintsScreen: UIViewController {
  private(set) var formatConstraints = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    let title = UILabel()
    let subtitle = UILabel()
    let badge = UIView()
    for view in [title, subtitle, badge] {
      view.translatesAutoresizingMaskIntoConstraints = false
      self.view.addSubview(view)
    }
    let views = ["title": title, "subtitle": subtitle]
    let vertical = NSLayoutConstraint.constraints(
      withVisualFormat: "V:|-20-[title]-8-[subtitle(>=20)]", options: [.alignAllLeading],
      metrics: nil, views: views)
    let horizontal = NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-16-[title]", options: [], metrics: nil, views: views)
    formatConstraints = vertical.count + horizontal.count
    view.addConstraints(vertical + horizontal)
    view.addConstraint(
      NSLayoutConstraint(
        item: badge, attribute: .width, relatedBy: .equal, toItem: nil,
        attribute: .notAnAttribute, multiplier: 1, constant: 24))
  }
}

/// A view that logs changes of its layout margins to its screen.
@MainActor
private final class MarginView: UIView {
  var onChange: () -> Void = {}

  override func layoutMarginsDidChange() {
    super.layoutMarginsDidChange()
    onChange()
  }
}

/// A screen whose root view and itself log changes of the root view's margins.
@MainActor
private final class MarginScreen: UIViewController {
  private(set) var log: [String] = []

  override func loadView() {
    let root = MarginView()
    root.onChange = { [weak self] in self?.log.append("view") }
    view = root
  }

  override func viewLayoutMarginsDidChange() {
    super.viewLayoutMarginsDidChange()
    log.append("controller")
  }
}

/// A layer that counts how often it is drawn.
@MainActor
private final class DisplayCountingLayer: CALayer {
  private(set) var displays = 0

  override func display() {
    displays += 1
  }
}
