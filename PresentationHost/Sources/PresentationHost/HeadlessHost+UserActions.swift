/// Why a person's action could not be done; nothing changed.
@_spi(HostTesting)
public enum UserActionError: Error, Equatable, CustomStringConvertible {
  /// No window is key and visible.
  case noVisibleWindow
  /// No button with that title, number or identifier is on screen.
  case noSuchButton(String, available: [String])
  /// The button is there but disabled.
  case buttonDisabled(String)
  /// The control is there, but it, or a view it is in, takes no touches: its
  /// `isUserInteractionEnabled` is false.
  case ignoresTouches(String)
  /// No text field with that identifier or placeholder is on screen.
  case noSuchField(String, available: [String])
  /// The text field is not being edited, so it has no keyboard to press return on.
  case fieldNotEditing(String)
  /// The text field is there but does not begin editing (disabled, or its delegate said no).
  case fieldNotEditable(String)
  /// The text field shows no clear button now: its mode hides it, or the field is empty.
  case noClearButton(String)
  /// The screen on top has no back button.
  case noBackButton
  /// A back swipe cannot start here: nothing to go back to, or the gesture is disabled.
  case noBackSwipe
  /// No back swipe is under way to finish or cancel.
  case noBackSwipeInProgress
  /// The screen on top is not a sheet that can be swiped down.
  case notSwipeable(String)
  /// No tab with that title.
  case noSuchTab(String, available: [String])
  /// A presented screen covers the tab bar.
  case tabBarCovered(by: String)
  /// The tab bar is hidden: the screen on top hides it, or the app did (T6).
  case tabBarHidden
  /// A transition involving the screen is running; UIKit ignores touches until it ends.
  case transitionInProgress
  /// The sheet has no detent with that identifier whose height resolves.
  case noSuchDetent(String, available: [String])

  /// One line that says what went wrong and what would work.
  public var description: String {
    switch self {
    case .noVisibleWindow:
      "No window is visible."
    case .noSuchButton(let name, let available):
      "No button \"\(name)\" on this screen. Buttons: \(Self.list(available))."
    case .buttonDisabled(let name):
      "The button \"\(name)\" is disabled."
    case .noSuchField(let name, let available):
      "No text field \"\(name)\" on this screen. Fields: \(Self.list(available))."
    case .fieldNotEditing(let name):
      "The text field \"\(name)\" is not being edited."
    case .fieldNotEditable(let name):
      "The text field \"\(name)\" does not begin editing."
    case .noClearButton(let name):
      "The text field \"\(name)\" shows no clear button: its clearButtonMode hides it now, or it is empty."
    case .noBackButton:
      "This screen has no back button."
    case .noBackSwipe:
      "This screen cannot be swiped back."
    case .noBackSwipeInProgress:
      "No back swipe is under way."
    case .notSwipeable(let name):
      "\(name) is not a sheet; only a sheet can be swiped down."
    case .noSuchTab(let name, let available):
      "No tab \"\(name)\". Tabs: \(Self.list(available)), or their numbers from 1."
    case .tabBarHidden:
      "The tab bar is hidden on this screen."
    case .tabBarCovered(let name):
      "The tab bar is covered by \(name); close it first."
    case .transitionInProgress:
      "A transition is running; taps wait until it ends."
    case .ignoresTouches(let name):
      "\"\(name)\" takes no touches: it, or a view it is in, has isUserInteractionEnabled false."
    case .noSuchDetent(let name, let available):
      "The sheet has no detent \"\(name)\". Detents: \(Self.list(available))."
    }
  }

  private static func list(_ names: [String]) -> String {
    names.isEmpty ? "none" : names.joined(separator: ", ")
  }
}

@_spi(HostTesting)
extension HeadlessHost {
  /// The screen a person sees on top: the top of the last presentation, inside its containers.
  public var visibleScreen: UIViewController? {
    (try? topPresentation())?.top.contentChain.last
  }

  /// The key, visible window and the controller on top of its presentations: its root when
  /// nothing is presented.
  func topPresentation() throws(UserActionError) -> (window: UIWindow, top: UIViewController) {
    guard let window = keyWindow, !window.isHidden, let root = window.rootViewController else {
      throw .noVisibleWindow
    }
    return (window, Self.topPresented(over: root))
  }

  /// The controller on top of the presentations over `root`'s tree: `root` when nothing is
  /// presented.
  static func topPresented(over root: UIViewController) -> UIViewController {
    var top = root
    while let presented = top.presentationOwnerInTree?.storedPresented { top = presented }
    return top
  }

  /// The labels, fields and buttons a person sees on the visible screen, in order, with those
  /// in its bars and above the keyboard.
  public var visibleControls: [UIView] {
    guard let top = try? topPresentation().top, let screen = top.contentChain.last else {
      return []
    }
    let overlays = overlayWindows()
    guard !overlays.isEmpty else {
      return Self.controls(of: screen, beside: viewsBesideScreen(of: screen, on: top))
    }
    // A window shown above the key window, as a banner, adds its controls; one that covers
    // the screen hides what is below it (W5).
    let covering = overlays.lastIndex { $0.frame.contains(UIScreen.main.bounds) }
    var found =
      covering == nil
      ? Self.controls(of: screen, beside: viewsBesideScreen(of: screen, on: top)) : []
    for overlay in overlays[(covering ?? 0)...] {
      guard let root = overlay.rootViewController else { continue }
      let top = Self.topPresented(over: root)
      found += Self.controls(of: top.contentChain.last ?? top, beside: [])
    }
    return found
  }

  /// The controls a person sees on `screen`, with those of the views beside it.
  private static func controls(of screen: UIViewController, beside: [UIView]) -> [UIView] {
    guard !beside.isEmpty else { return screen.view.controls }
    return screen.view.controls + beside.flatMap(\.controlsIncludingSelf)
  }

  /// The windows of the key window's scene shown above it, lowest first: a banner or an
  /// overlay an app shows in a window of its own, at a higher window level (W5).
  func overlayWindows() -> [UIWindow] {
    guard let key = keyWindow, let scene = key.windowScene, scene.windows.count > 1 else {
      return []
    }
    return scene.windows.filter {
      $0 !== key && !$0.isHidden && $0.rootViewController != nil
        && $0.windowLevel.rawValue > key.windowLevel.rawValue
    }.sorted { $0.windowLevel.rawValue < $1.windowLevel.rawValue }
  }

  /// The view above the keyboard while the first responder of `screen`'s window has one
  /// (`inputAccessoryView`), as a field's Done bar: a person sees and uses it with the screen.
  private static func keyboardAccessory(of screen: UIViewController) -> UIView? {
    guard let accessory = screen.viewIfLoaded?.window?.firstResponder?.inputAccessoryView,
      !accessory.isHidden
    else { return nil }
    return accessory
  }

  /// The views a person sees with `screen`, shown in the presentation on top `top`, beside its
  /// own: the custom views of its visible bar buttons (N17), in the order of
  /// `visibleBarButtonItems`, then the view above the keyboard unless it is a toolbar (whose
  /// buttons are bar buttons), then the views a custom presentation's controller added around
  /// the presented one (X5). Found without making the list of bar buttons: most screens have
  /// none, and a person's every action looks.
  private func viewsBesideScreen(of screen: UIViewController, on top: UIViewController)
    -> [UIView]
  {
    var found: [UIView] = []
    if let owner = Self.barOwner(of: screen), let title = owner.navigationItem.titleView,
      !title.isHidden
    {
      found.append(title)
    }
    Self.forEachVisibleBarButtonItem(of: screen) { item in
      if let view = item.customView { found.append(view) }
    }
    if let accessory = Self.keyboardAccessory(of: screen), !(accessory is UIToolbar) {
      found.append(accessory)
    }
    if top.modalPresentationStyle == .custom,
      let presentation = top.presentationController, presentation.isActive,
      let container = presentation.containerView
    {
      let presentedView = presentation.presentedView
      found += container.subviews.filter { $0 !== presentedView && !$0.isHidden }
    }
    return found
  }

  /// The controller whose navigation item the navigation bar shows with `screen`, and whose
  /// toolbar items the toolbar shows: the one in `screen`'s navigation stack that holds it,
  /// itself or a container it is in; `screen` itself when it is in no navigation controller.
  private static func stackController(of screen: UIViewController) -> UIViewController {
    guard let navigation = screen.navigationController else { return screen }
    var current = screen
    while let parent = current.parent, parent !== navigation { current = parent }
    return current
  }

  /// The controller whose navigation item shows in a navigation bar a person sees with
  /// `screen`, or nil when no bar shows.
  private static func barOwner(of screen: UIViewController) -> UIViewController? {
    guard let navigation = screen.navigationController, !navigation.isNavigationBarHidden else {
      return nil
    }
    return stackController(of: screen)
  }

  /// Visits the bar buttons a person sees with `screen`: its navigation item's, leading ones
  /// first, then those of its navigation controller's toolbar while it shows (unless the
  /// screen hides the bottom bar), then those of a toolbar above the keyboard; hidden ones are
  /// left out.
  private static func forEachVisibleBarButtonItem(
    of screen: UIViewController, _ body: (UIBarButtonItem) -> Void
  ) {
    // A space (flexible or fixed) only places the buttons around it: a person sees no button.
    func visit(_ items: [UIBarButtonItem]?) {
      for item in items ?? []
      where !item.isHidden && item.systemItem != .flexibleSpace && item.systemItem != .fixedSpace {
        body(item)
      }
    }
    if let navigation = screen.navigationController {
      let owner = stackController(of: screen)
      if !navigation.isNavigationBarHidden {
        visit(owner.navigationItem.leftBarButtonItems)
        visit(owner.navigationItem.rightBarButtonItems)
      }
      if !navigation.isToolbarHidden && !owner.hidesBottomBarWhenPushed {
        visit(owner.toolbarItems)
      }
    }
    if let toolbar = keyboardAccessory(of: screen) as? UIToolbar { visit(toolbar.items) }
  }

  /// The buttons on the visible screen, in order; the console numbers them from 1.
  public var visibleButtons: [UIButton] { visibleControls.compactMap { $0 as? UIButton } }

  /// The bar buttons of the visible screen's navigation item, leading ones first, then those
  /// of its navigation controller's toolbar while it shows (unless the screen hides the bottom
  /// bar), then those of a toolbar above the keyboard.
  public var visibleBarButtonItems: [UIBarButtonItem] {
    guard let screen = visibleScreen else { return [] }
    var items: [UIBarButtonItem] = []
    Self.forEachVisibleBarButtonItem(of: screen) { items.append($0) }
    return items
  }

  /// The table rows a person sees on the visible screen, top first (C2).
  public var visibleRows: [UITableViewCell] { visibleViews(of: UITableViewCell.self) }

  /// The views of `kind` on the visible screen, then in its bar buttons' custom views and the
  /// view above the keyboard, depth first, not looking inside them.
  func visibleViews<Kind: UIView>(of kind: Kind.Type) -> [Kind] {
    var found: [Kind] = []
    func collect(_ view: UIView) {
      for subview in view.subviews where !subview.isHidden { take(subview) }
    }
    func take(_ view: UIView) {
      if let match = view as? Kind { found.append(match) } else { collect(view) }
    }
    guard let top = try? topPresentation().top, let screen = top.contentChain.last else {
      return []
    }
    if let view = screen.viewIfLoaded { collect(view) }
    for view in viewsBesideScreen(of: screen, on: top) where !view.isHidden { take(view) }
    return found
  }

  /// The visible screen, when a person's touch would reach it: UIKit ignores touches while an
  /// animated transition of the screen runs.
  func touchableScreen() throws(UserActionError) -> UIViewController {
    guard let screen = visibleScreen else { throw .noVisibleWindow }
    if screen.transitionCoordinator != nil { throw .transitionInProgress }
    return screen
  }

  /// Taps the button whose title or identifier is `name`, or whose number (from 1) it is; or
  /// else the bar button with that title or identifier, or the back button; or else the table
  /// row that reads `name` (C2).
  public func tap(_ name: String) throws(UserActionError) {
    try event { () throws(UserActionError) in
      _ = try touchableScreen()
      guard let target = try tapTarget(name) else { return }
      record(.user, "User", "tap(\(target.displayTitle))")
      target.userTapped()
    }
  }

  /// Taps the button twice in quick succession, as a person's double tap: both touches are
  /// delivered before the first tap's navigation has started, so the second finds the same
  /// button, as on iOS (N12 shows what an unguarded push does then).
  public func doubleTap(_ name: String) throws(UserActionError) {
    try quickTaps([name, name], kind: "doubleTap")
  }

  /// Taps `first`, then `second` on the same screen before the first tap's navigation has
  /// started: a tap that lands while a transition is beginning.
  public func tap(_ first: String, thenQuickly second: String) throws(UserActionError) {
    try quickTaps([first, second], kind: "quickTaps")
  }

  private func quickTaps(_ names: [String], kind: String) throws(UserActionError) {
    _ = try touchableScreen()
    var targets: [UIButton] = []
    for name in names {
      guard
        let target = visibleButtons.first(where: { Self.names($0.displayTitle, name) })
          ?? tapTargetButton(name)
      else { throw .noSuchButton(name, available: visibleButtons.map(\.displayTitle)) }
      guard target.takesTouches else { throw .ignoresTouches(target.displayTitle) }
      targets.append(target)
    }
    // One event: the second touch comes before the turn's layout pass starts what the first
    // asked for.
    event {
      record(.user, "User", "\(kind)(\(targets.map(\.displayTitle).joined(separator: ", ")))")
      for (index, target) in targets.enumerated() where target.isEnabled {
        target.userTapped(repeated: index > 0 && targets[index - 1] === target)
      }
    }
  }

  /// The button among `buttons` whose title or identifier is `name`, or whose number it is.
  static func button(named name: String, in buttons: [UIButton]) -> UIButton? {
    buttons.first { names($0.displayTitle, name) || $0.accessibilityIdentifier == name }
      ?? buttons.index(numbered: name).map { buttons[$0] }
  }

  /// The visible bar button whose title, accessibility label or identifier is `name`.
  func visibleBarButtonItem(named name: String) -> UIBarButtonItem? {
    visibleBarButtonItems.first {
      Self.names($0.spokenName ?? "", name)
        || $0.accessibilityIdentifier == name
    }
  }

  /// Whether `title` is what a person means by `name`: the same words, in any case.
  static func names(_ title: String, _ name: String) -> Bool {
    // The same words are the usual case, and much cheaper to tell than any case. No name
    // names a control without one: a person cannot say which that would be.
    guard !name.isEmpty else { return false }
    return title == name || title.caseInsensitiveCompare(name) == .orderedSame
  }

  private func tapTargetButton(_ name: String) -> UIButton? {
    let buttons = visibleButtons
    return buttons.first { $0.accessibilityIdentifier == name }
      ?? buttons.index(numbered: name).map { buttons[$0] }
  }

  /// The enabled button `name` names on the visible screen; nil when a bar button, a table row
  /// or a collection view item was tapped instead (its action already ran).
  private func tapTarget(_ name: String) throws(UserActionError) -> UIButton? {
    let buttons = visibleButtons
    if let button = Self.button(named: name, in: buttons) {
      guard button.isEnabled else { throw .buttonDisabled(button.displayTitle) }
      guard button.takesTouches else { throw .ignoresTouches(button.displayTitle) }
      return button
    }
    if let item = visibleBarButtonItem(named: name) {
      guard item.isEnabled else { throw .buttonDisabled(name) }
      record(.user, "User", "tap(\(item.spokenName ?? name))")
      if item.primaryAction == nil, let action = item.action {
        report(
          .error, .u4, "target–action cannot be performed on Linux (\(action.name)): use a UIAction"
        )
      } else {
        if item.changesSelectionAsPrimaryAction { item.isSelected.toggle() }
        item.primaryAction?.perform(sender: item)
      }
    } else if let screen = visibleScreen,
      let back = backButtonNames(of: screen), back.contains(where: { Self.names($0, name) })
    {
      try self.back()
    } else if let row = visibleRows.first(where: { Self.names($0.displayedText, name) }),
      let table = row.superview as? UITableView
    {
      guard row.takesTouches else { throw .ignoresTouches(row.displayedText) }
      record(.user, "User", "tap(row \(row.displayedText))")
      table.userSelected(row)
    } else {
      let back: [String] = visibleScreen.flatMap(backButtonNames(of:)).map { [$0[0]] } ?? []
      throw .noSuchButton(
        name,
        available: buttons.map(\.displayTitle)
          + visibleBarButtonItems.compactMap(\.spokenName) + back
          + visibleRows.map(\.displayedText))
    }
    return nil
  }

  /// Types `text` into the field whose identifier or placeholder is `field`, or else the text
  /// view whose identifier is `field`, in place of its text: the person clears it, then types
  /// a character at a time, each a change its delegate may refuse (R2).
  public func type(_ text: String, into field: String) throws(UserActionError) {
    try event { () throws(UserActionError) in
      let target = try visibleField(field)
      guard target.takesTouches else {
        throw .ignoresTouches(target.accessibilityIdentifier ?? field)
      }
      record(.user, "User", "type(\(target.accessibilityIdentifier ?? field))")
      guard target.userTyped(text) else {
        throw .fieldNotEditable(target.accessibilityIdentifier ?? field)
      }
    }
  }

  /// Taps the clear button of the text field whose identifier or placeholder is `field`, while
  /// it shows one (R2): editing begins if it has not, the delegate is asked
  /// `textFieldShouldClear(_:)`, and unless it says no the text empties, telling of the change
  /// as typing does, without asking `shouldChangeCharactersIn`.
  public func tapClearButton(in field: String) throws(UserActionError) {
    try event { () throws(UserActionError) in
      let target = try visibleField(field)
      let name = target.accessibilityIdentifier ?? field
      guard target.showsClearButton else { throw .noClearButton(name) }
      guard target.takesTouches else { throw .ignoresTouches(name) }
      record(.user, "User", "clear(\(name))")
      guard target.userTappedClearButton() else { throw .fieldNotEditable(name) }
    }
  }

  /// Presses the keyboard's return key in the text field whose identifier or placeholder is
  /// `field`, which must be editing (R2).
  public func pressReturn(in field: String) throws(UserActionError) {
    try event { () throws(UserActionError) in
      let target = try visibleField(field)
      record(.user, "User", "return(\(target.accessibilityIdentifier ?? field))")
      guard target.userPressedReturn() else {
        throw .fieldNotEditing(target.accessibilityIdentifier ?? field)
      }
    }
  }

  /// The text field on the visible screen whose identifier or placeholder is `field`.
  private func visibleField(_ field: String) throws(UserActionError) -> UITextField {
    guard visibleScreen != nil else { throw .noVisibleWindow }
    let fields = visibleControls.compactMap { $0 as? UITextField }
    guard
      let target = fields.first(where: {
        $0.accessibilityIdentifier == field || $0.placeholder == field
      })
    else {
      throw .noSuchField(field, available: fields.map { $0.accessibilityIdentifier ?? "" })
    }
    return target
  }

  /// The system tells the app it is short of memory, as the Simulator's Simulate Memory
  /// Warning does (L6): the app delegate hears `applicationDidReceiveMemoryWarning(_:)`,
  /// `UIApplication.didReceiveMemoryWarningNotification` is posted, then each view controller
  /// alive gets `didReceiveMemoryWarning()`: those in the windows, parents first, then those
  /// that have shown and left them but are still held. An override that does not call `super`
  /// is reported.
  public func receiveMemoryWarning() {
    record(.user, "System", "memory warning")
    application.delegate?.applicationDidReceiveMemoryWarning(application)
    NotificationCenter.default.post(
      name: UIApplication.didReceiveMemoryWarningNotification, object: application)
    var told: Set<ObjectIdentifier> = []
    for controller in controllersInWindows + liveTrackedControllers
    where told.insert(ObjectIdentifier(controller)).inserted {
      controller.callRequiringSuper("didReceiveMemoryWarning()") {
        controller.didReceiveMemoryWarning()
      }
    }
  }

  /// Taps the navigation bar's back button on the visible screen (N10).
  public func back() throws(UserActionError) {
    try event { () throws(UserActionError) in
      let screen = try touchableScreen()
      guard let navigation = Self.backButtonNavigation(of: screen) else { throw .noBackButton }
      record(.user, "User", "back")
      // A back action set on the item on top replaces what the button does (iOS 16).
      if let backAction = Self.stackController(of: screen).navigationItem.backAction {
        return backAction.perform(sender: nil)
      }
      navigation.popByBackButton()
    }
  }

  /// The title of the back button `screen` shows, as a person reads it, and "Back", which a
  /// screen reader says for it: the previous item's back button's title, its `backButtonTitle`,
  /// or its title, none when the top item shows the minimal back button. Nil when there is no
  /// back button.
  private func backButtonNames(of screen: UIViewController) -> [String]? {
    guard let navigation = Self.backButtonNavigation(of: screen) else { return nil }
    let stack = navigation.viewControllers
    let previous = stack[stack.count - 2]
    let item = previous.navigationItem
    let title =
      item.backBarButtonItem?.title ?? item.backButtonTitle ?? item.title ?? previous.title
    guard item.backButtonDisplayMode != .minimal, let title, !title.isEmpty else { return ["Back"] }
    return [title, "Back"]
  }

  /// The navigation controller whose back button `screen` shows, when it shows one: the
  /// stack has a screen to go back to, and `screen` does not hide the button.
  private static func backButtonNavigation(of screen: UIViewController) -> UINavigationController? {
    guard let navigation = backNavigation(of: screen), navigation.viewControllers.count > 1,
      !stackController(of: screen).navigationItem.hidesBackButton
    else { return nil }
    return navigation
  }

  /// The navigation controller whose back button `screen` shows: its own, or, for the root of
  /// a navigation controller nested in another (a split view controller's detail on an
  /// iPhone, SV2), the outer one, which pops the nested one.
  private static func backNavigation(of screen: UIViewController) -> UINavigationController? {
    var navigation = screen.navigationController
    while let current = navigation, current.viewControllers.count < 2,
      let outer = current.navigationController
    {
      navigation = outer
    }
    return navigation
  }

  /// Starts the interactive back swipe on the visible screen and holds it half way (N13).
  public func beginBackSwipe() throws(UserActionError) {
    try event { () throws(UserActionError) in
      let screen = try touchableScreen()
      guard let navigation = Self.backNavigation(of: screen), navigation.canBeginInteractivePop
      else { throw .noBackSwipe }
      record(.user, "User", "swipeBack began")
      swipingNavigationController = navigation
      navigation.beginInteractivePop()
    }
  }

  /// Lets go of the back swipe under way: it finishes as a pop, or is cancelled (N13).
  public func endBackSwipe(cancelled: Bool) throws(UserActionError) {
    try event { () throws(UserActionError) in
      guard let navigation = swipingNavigationController, navigation.interactivePop != nil else {
        throw .noBackSwipeInProgress
      }
      swipingNavigationController = nil
      record(.user, "User", cancelled ? "swipeBack cancelled" : "swipeBack finished")
      navigation.endInteractivePop(cancelled: cancelled)
    }
  }

  /// A whole back swipe: begun, then finished or cancelled (N13).
  public func swipeBack(cancelled: Bool = false) throws(UserActionError) {
    try beginBackSwipe()
    try endBackSwipe(cancelled: cancelled)
  }

  /// Swipes the sheet on top down (P8); `cancelled`, the person lets go half-way and the sheet
  /// settles back: the delegate hears `presentationControllerWillDismiss(_:)` and no more, and
  /// the sheet appears again (P18).
  public func swipeDown(cancelled: Bool = false) throws(UserActionError) {
    try event { () throws(UserActionError) in
      let (window, top) = try topPresentation()
      guard top !== window.rootViewController, top.modalPresentationStyle.isSheet,
        top.presentationController?.isSheet ?? true
      else {
        throw .notSwipeable(visibleScreen?.hostName ?? top.hostName)
      }
      if top.transitionCoordinator != nil { throw .transitionInProgress }
      record(.user, "User", cancelled ? "swipeDown(cancelled)" : "swipeDown")
      top.dismissBySwipe(cancelled: cancelled)
    }
  }

  /// Drags the sheet on top by its grabber to the detent `identifier`, one of its detents
  /// whose height resolves (P15): the sheet rests there, and its delegate hears of it unless it
  /// rested there already.
  public func dragSheet(
    to identifier: UISheetPresentationController.Detent.Identifier
  ) throws(UserActionError) {
    try event { () throws(UserActionError) in
      let (window, top) = try topPresentation()
      let popover = top.presentationController as? UIPopoverPresentationController
      guard
        let sheet = top.presentationController as? UISheetPresentationController
          ?? popover.flatMap({ $0.isKeptAsPopover ? nil : $0.adaptiveSheetPresentationController }),
        top !== window.rootViewController
      else { throw .notSwipeable(visibleScreen?.hostName ?? top.hostName) }
      if top.transitionCoordinator != nil { throw .transitionInProgress }
      let active = sheet.activeDetents
      guard active.contains(where: { $0.identifier == identifier }) else {
        throw .noSuchDetent(identifier.rawValue, available: active.map(\.identifier.rawValue))
      }
      record(.user, "User", "dragSheet(\(identifier.rawValue))")
      // With none selected, the sheet rests at its smallest detent.
      let resting =
        sheet.selectedDetentIdentifier ?? active.min { $0.height < $1.height }?.identifier
      guard identifier != resting else { return }
      sheet.selectedDetentIdentifier = identifier
      (sheet.delegate as? any UISheetPresentationControllerDelegate)?
        .sheetPresentationControllerDidChangeSelectedDetentIdentifier(sheet)
    }
  }

  /// The titles of the tabs of the tab bar controller a person sees in the key window (the
  /// root, or one shown inside a stack), while its bar shows (T6).
  public var tabTitles: [String] {
    guard let tabBar = keyWindow?.visibleTabBarController, tabBar.showsTabBar else { return [] }
    return tabBar.barItemTitles
  }

  /// Taps the tab titled `title` on the tab bar controller a person sees (T3).
  public func selectTab(_ title: String) throws(UserActionError) {
    try event { () throws(UserActionError) in
      guard let window = keyWindow, !window.isHidden else { throw .noVisibleWindow }
      if let tabBar = window.visibleTabBarController, !tabBar.showsTabBar { throw .tabBarHidden }
      let titles = tabTitles
      let index =
        titles.firstIndex { $0.caseInsensitiveCompare(title) == .orderedSame }
        ?? titles.index(numbered: title)
      guard let tabBar = window.visibleTabBarController, let index else {
        throw .noSuchTab(title, available: titles)
      }
      if let presented = tabBar.presentedViewController {
        throw .tabBarCovered(by: presented.contentChain.last?.hostName ?? presented.hostName)
      }
      record(.user, "User", "selectTab(\(titles[index]))")
      tabBar.userTappedTab(at: index)
    }
  }
}

@_spi(HostTesting)
extension Array {
  /// The index of the element a person numbers `text`, counting from 1: nil for any other text,
  /// however large or small a number it spells.
  public func index(numbered text: String) -> Int? {
    guard let number = Int(text), number >= 1, number <= count else { return nil }
    return number - 1
  }
}
