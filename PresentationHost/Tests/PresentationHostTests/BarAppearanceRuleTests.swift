@_spi(HostTesting) import PresentationHost
import Testing

// developer.apple.com/documentation/uikit/uinavigationbar/standardappearance (and UITabBar's,
// UIToolbar's and UINavigationItem's): "@NSCopying var standardAppearance: …": a bar keeps a
// copy of the appearance it is given. UITabBarAppearance.h: stackedLayoutAppearance is "copy",
// an item appearance's normal and selected "readonly, strong". UIBarAppearance:
// configureWithDefaultBackground() "Configures the bar appearance object with default
// background and shadow values"; configureWithTransparentBackground() "with a transparent
// background and no shadow"; init(barAppearance:) "copies over the properties from
// barAppearance that are also relevant to the new bar appearance object".
// UINavigationBarAppearance.setBackIndicatorImage(_:transitionMaskImage:): "If you specify nil
// for either … this method resets both images to their default values."
@Suite("Bar appearances")
@MainActor
struct BarAppearanceRuleTests {
  @Test("B1: a bar keeps a copy of its appearance: changes made afterwards do not reach it")
  func barsCopyTheirAppearance() {
    // Given an opaque red appearance given to a navigation bar, a navigation item and a toolbar
    let sut = UINavigationBarAppearance()
    sut.configureWithOpaqueBackground()
    sut.backgroundColor = .red
    let navigation = UINavigationController(rootViewController: UIViewController())
    let item = UINavigationItem(title: "Inbox")
    navigation.navigationBar.standardAppearance = sut
    navigation.navigationBar.scrollEdgeAppearance = sut
    item.compactScrollEdgeAppearance = sut
    let toolbar = UIToolbar()
    toolbar.standardAppearance = UIToolbarAppearance(barAppearance: sut)
    // When the app changes the appearance afterwards, as code that forgets to assign it again does
    sut.backgroundColor = .blue
    // Then what the bars keep is as it was when given, and not the app's object
    #expect(navigation.navigationBar.standardAppearance.backgroundColor == .red)
    #expect(navigation.navigationBar.scrollEdgeAppearance?.backgroundColor == .red)
    #expect(item.compactScrollEdgeAppearance?.backgroundColor == .red)
    #expect(toolbar.standardAppearance.backgroundColor == .red)
    #expect(navigation.navigationBar.standardAppearance !== sut)
  }

  @Test("B1: a tab bar's appearance copies its item layouts; their states change in place")
  func tabBarItemAppearances() {
    // Given an item appearance whose selected icon is red, given to a tab bar appearance
    let items = UITabBarItemAppearance(style: .stacked)
    items.selected.iconColor = .red
    let sut = UITabBarAppearance()
    sut.stackedLayoutAppearance = items
    let tabs = UITabBarController()
    // When the item appearance changes afterwards, and the bar's own is changed in place
    items.selected.iconColor = .green
    sut.inlineLayoutAppearance.normal.badgeBackgroundColor = .blue
    tabs.tabBar.standardAppearance = sut
    sut.stackedLayoutAppearance.normal.iconColor = .gray
    // Then the tab bar appearance kept the red it was given and the blue set on its own layout,
    // and the bar kept both as they were when it was given them
    #expect(sut.stackedLayoutAppearance.selected.iconColor == .red)
    #expect(sut.inlineLayoutAppearance.normal.badgeBackgroundColor == .blue)
    #expect(tabs.tabBar.standardAppearance.stackedLayoutAppearance.selected.iconColor == .red)
    #expect(tabs.tabBar.standardAppearance.stackedLayoutAppearance.normal.iconColor == nil)
    #expect(
      tabs.tabBar.standardAppearance.inlineLayoutAppearance.normal.badgeBackgroundColor == .blue)
  }

  @Test("B1: configuring a background resets the background and the shadow, and nothing else")
  func configuringABackground() {
    // Given an appearance with a colour, a shadow, a title style and a done button style
    let sut = UINavigationBarAppearance()
    sut.backgroundColor = .red
    sut.shadowColor = .blue
    sut.titleTextAttributes = [.foregroundColor: UIColor.white]
    sut.doneButtonAppearance.normal.titlePositionAdjustment = UIOffset(horizontal: 2, vertical: 0)
    // When it is configured with a transparent background, then the default one
    sut.configureWithTransparentBackground()
    let transparent = (sut.backgroundColor, sut.backgroundEffect, sut.shadowColor)
    sut.configureWithDefaultBackground()
    // Then the transparent one had no colour, blur or shadow, the default one has the system's
    // blur and shadow, and the titles and buttons kept what the app set
    #expect(transparent.0 == nil && transparent.1 == nil && transparent.2 == nil)
    #expect(sut.backgroundEffect?.style == .systemChromeMaterial && sut.backgroundColor == nil)
    #expect(sut.shadowColor == .separator)
    #expect(sut.titleTextAttributes[.foregroundColor] as? UIColor == .white)
    #expect(sut.doneButtonAppearance.normal.titlePositionAdjustment.horizontal == 2)
  }

  @Test("B1: an appearance made from another takes what it shares with it, as a copy")
  func appearanceFromAnother() {
    // Given a toolbar appearance and a navigation bar appearance, each set up
    let toolbar = UIToolbarAppearance()
    toolbar.configureWithOpaqueBackground()
    toolbar.backgroundColor = .yellow
    let navigation = UINavigationBarAppearance()
    navigation.largeTitleTextAttributes = [.foregroundColor: UIColor.red]
    navigation.backButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.clear]
    // When appearances are made from them
    let fromToolbar = UINavigationBarAppearance(barAppearance: toolbar)
    let sut = UINavigationBarAppearance(barAppearance: navigation)
    navigation.backButtonAppearance.normal.titleTextAttributes = [:]
    // Then the background crosses kinds, and a navigation bar's own settings come with a copy
    // of the navigation bar appearance, which later changes to the first do not reach
    #expect(fromToolbar.backgroundColor == .yellow && fromToolbar.shadowColor == .separator)
    #expect(fromToolbar.largeTitleTextAttributes.isEmpty)
    #expect(sut.largeTitleTextAttributes[.foregroundColor] as? UIColor == .red)
    #expect(
      sut.backButtonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor == .clear)
  }

  @Test("B1: a back indicator is set with its mask; nil for either gives back the system's")
  func backIndicator() throws {
    // Given an appearance given an arrow as its back indicator
    let sut = UINavigationBarAppearance()
    let system = sut.backIndicatorImage
    let arrow = try #require(UIImage(systemName: "arrow.left"))
    sut.setBackIndicatorImage(arrow, transitionMaskImage: arrow)
    let set = sut.backIndicatorImage
    // When it is set again with a mask of nil
    sut.setBackIndicatorImage(arrow, transitionMaskImage: nil)
    // Then the arrow showed until then, and both images are the system's again
    #expect(set === arrow && system !== arrow)
    #expect(sut.backIndicatorImage === system && sut.backIndicatorTransitionMaskImage === system)
  }

  @Test("B1: a bar appearance set on the proxy reaches each new bar as a copy of its own")
  func appearanceThroughTheProxy() {
    // Given an app that sets every navigation bar's scroll edge appearance in its delegate
    defer { HeadlessHost.resetAppearance() }
    let sut = UINavigationBarAppearance()
    sut.configureWithOpaqueBackground()
    sut.backgroundColor = .purple
    UINavigationBar.appearance().scrollEdgeAppearance = sut
    // When two navigation controllers are made
    let first = UINavigationController(rootViewController: UIViewController())
    let second = UINavigationController(rootViewController: UIViewController())
    // Then each bar has the purple background, in an object of its own
    let edges = [first, second].compactMap { $0.navigationBar.scrollEdgeAppearance }
    #expect(edges.count == 2 && edges.allSatisfy { $0.backgroundColor == .purple })
    #expect(edges[0] !== edges[1] && edges[0] !== sut)
  }

  // developer.apple.com/documentation/uikit/uitoolbar/setbackgroundimage(_:fortoolbarposition:barmetrics:):
  // "Sets the image to use for the background in a given position and with given metrics";
  // uibarbuttonitemgroup/optionalgroup(customizationidentifier:isindefaultcustomization:representativeitem:items:):
  // a group "the user can remove", shown unless "isInDefaultCustomization" is false;
  // uinavigationitem/additionaloverflowitems: "Additional items to present in the overflow
  // menu".
  @Test("B1: a toolbar keeps its images by position; an editor's bar keeps its groups and items")
  func toolbarImagesAndEditorBar() {
    // Given a toolbar and a document screen's navigation item
    let sut = UIToolbar()
    let item = UINavigationItem(title: "Draft")
    let clear = UIImage()
    // When the app clears the toolbar's background at the bottom, and sets up an editor's bar
    sut.setBackgroundImage(clear, forToolbarPosition: .bottom, barMetrics: .default)
    sut.setShadowImage(clear, forToolbarPosition: .any)
    item.style = .editor
    item.customizationIdentifier = "editor"
    item.centerItemGroups = [
      .fixedGroup(items: [UIBarButtonItem(systemItem: .undo)]),
      .optionalGroup(
        customizationIdentifier: "format", isInDefaultCustomization: false,
        items: [UIBarButtonItem(systemItem: .edit)]),
    ]
    item.additionalOverflowItems = UIDeferredMenuElement.uncached { $0([]) }
    // Then each setting is kept where it was set, and the optional group starts out of the bar
    #expect(sut.backgroundImage(forToolbarPosition: .bottom, barMetrics: .default) === clear)
    #expect(sut.backgroundImage(forToolbarPosition: .top, barMetrics: .default) == nil)
    #expect(sut.shadowImage(forToolbarPosition: .any) === clear)
    #expect(item.customizationIdentifier == "editor" && item.additionalOverflowItems != nil)
    #expect(item.centerItemGroups.map(\.isHidden) == [false, true])
    #expect(item.centerItemGroups.map(\.customizationIdentifier) == [nil, "format"])
  }
}
