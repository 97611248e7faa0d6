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
