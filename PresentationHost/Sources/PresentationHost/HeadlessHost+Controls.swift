/// A person's actions on the controls that are not buttons, and on menus (C7, C8).
@_spi(HostTesting)
extension HeadlessHost {
  /// Flips the switch whose identifier or accessibility label is `name`, or the one that is the
  /// accessory of the table row or list item that reads `name`, as a person's tap: it turns on or off and sends
  /// `.valueChanged`.
  public func toggle(_ name: String) throws(UserActionError) {
    let control = try enabledControl(UISwitch.self, named: name, kind: "switch")
    record(.user, "User", "toggle(\(name))")
    control.setOn(!control.isOn, animated: true)
    control.sendActions(for: .valueChanged)
  }

  /// Taps the segment titled `title` of a segmented control on the visible screen: it becomes
  /// the selected segment, unless it was already, and the control performs the segment's action
  /// and sends `.valueChanged`.
  public func selectSegment(_ title: String) throws(UserActionError) {
    _ = try touchableScreen()
    let controls = visibleViews(of: UISegmentedControl.self)
    for control in controls {
      guard
        let segment = (0..<control.numberOfSegments).first(where: {
          Self.names(control.titleForSegment(at: $0) ?? "", title)
        })
      else { continue }
      guard control.isEnabled, control.isEnabledForSegment(at: segment) else {
        throw .controlDisabled(title)
      }
      guard control.takesTouches else { throw .ignoresTouches(title) }
      record(.user, "User", "selectSegment(\(title))")
      control.userSelected(segment: segment)
      return
    }
    throw .noSuchSegment(
      title,
      available: controls.flatMap { control in
        (0..<control.numberOfSegments).compactMap { control.titleForSegment(at: $0) }
      })
  }

  /// Drags the thumb of the slider whose identifier or accessibility label is `name` to
  /// `value`, kept within the slider's range; the slider sends `.valueChanged` when its value
  /// changed (once, whether or not it is continuous: the drag is one move).
  public func slide(_ name: String, to value: Float) throws(UserActionError) {
    let control = try enabledControl(UISlider.self, named: name, kind: "slider")
    record(.user, "User", "slide(\(name), \(value))")
    let old = control.value
    control.setValue(value.isNaN ? old : value, animated: false)
    if control.value != old { control.sendActions(for: .valueChanged) }
  }

  /// Turns the date picker whose identifier or accessibility label is `name`, on screen or in
  /// place of the keyboard for the field being edited, to `date` (C7): kept within its minimum
  /// and maximum dates (when the minimum is not after the maximum), and, showing times, to a
  /// minute its `minuteInterval` allows, rounded down. It sends `.valueChanged` when its date
  /// changed.
  public func pickDate(_ date: Date, in name: String) throws(UserActionError) {
    let screen = try touchableScreen()
    let picker: UIDatePicker
    if let keyboard = screen.viewIfLoaded?.window?.firstResponder?.inputView as? UIDatePicker,
      keyboard.accessibilityIdentifier == name
        || Self.names(keyboard.accessibilityLabel ?? "", name)
    {
      guard keyboard.isEnabled else { throw .controlDisabled(name) }
      picker = keyboard
    } else {
      picker = try enabledControl(UIDatePicker.self, named: name, kind: "date picker")
    }
    record(.user, "User", "pickDate(\(name), \(date.timeIntervalSinceReferenceDate))")
    let picked = picker.dateAPersonCanPick(near: date)
    guard picked != picker.date else { return }
    picker.date = picked
    picker.sendActions(for: .valueChanged)
  }

  /// Taps the enabled action titled `title` in the edit menu the app presents on the visible
  /// screen (iOS 16's `UIEditMenuInteraction`): the menu goes, its delegate told, then the
  /// action runs.
  public func tapEditMenuAction(_ title: String) throws(UserActionError) {
    let screen = try touchableScreen()
    var interactions: [UIEditMenuInteraction] = []
    func collect(_ view: UIView) {
      interactions += view.interactions.compactMap { $0 as? UIEditMenuInteraction }
      for subview in view.subviews { collect(subview) }
    }
    if let root = screen.viewIfLoaded { collect(root) }
    guard let interaction = interactions.first(where: { $0.presentedMenu != nil }),
      let menu = interaction.presentedMenu
    else { throw .noMenu("edit menu") }
    let chosen = try Self.action(titled: title, in: menu, of: "edit menu")
    record(.user, "User", "tapEditMenuAction(\(title))")
    interaction.dismissMenu()
    Self.choose(chosen, in: menu, tracksSelection: false, sender: nil)
  }

  /// Taps `date` in the calendar view whose identifier or accessibility label is `name`
  /// (iOS 16's `UICalendarView`): by its selection behaviour, the selection's delegate is asked
  /// whether the date may be selected (or, for a selected one of several, deselected), and told
  /// once it is. A date out of the calendar's `availableDateRange`, or a calendar that selects
  /// nothing, cannot be tapped; a date the delegate refuses changes nothing.
  public func tapDate(_ date: DateComponents, in name: String) throws(UserActionError) {
    _ = try touchableScreen()
    let calendars = visibleViews(of: UICalendarView.self)
    guard
      let calendar = calendars.first(where: {
        $0.accessibilityIdentifier == name || Self.names($0.accessibilityLabel ?? "", name)
      })
    else {
      throw .noSuchControl(
        name, kind: "calendar",
        available: calendars.map { $0.accessibilityIdentifier ?? $0.accessibilityLabel ?? "?" })
    }
    guard let selection = calendar.selectionBehavior, calendar.isAvailable(date) else {
      throw .controlDisabled(name)
    }
    record(.user, "User", "tapDate(\(name))")
    _ = selection.personTapped(date)
  }

  /// Taps the plus (`up`) or minus button of the stepper whose identifier or accessibility
  /// label is `name`: its value moves by its step, going round past an end when it wraps, and
  /// it sends `.valueChanged`. A button at its end, where the stepper does not wrap, is
  /// disabled.
  public func step(_ name: String, up: Bool) throws(UserActionError) {
    let control = try enabledControl(UIStepper.self, named: name, kind: "stepper")
    let stepped = control.value + (up ? control.stepValue : -control.stepValue)
    let next: Double
    if stepped > control.maximumValue {
      guard control.wraps else { throw .controlDisabled("\(name) +") }
      next = control.value == control.maximumValue ? control.minimumValue : control.maximumValue
    } else if stepped < control.minimumValue {
      guard control.wraps else { throw .controlDisabled("\(name) −") }
      next = control.value == control.minimumValue ? control.maximumValue : control.minimumValue
    } else {
      next = stepped
    }
    record(.user, "User", "step(\(name), \(up ? "+" : "−"))")
    control.value = next
    control.sendActions(for: .valueChanged)
  }

  /// Taps the button named `name` that shows its menu as its primary action, or the bar button
  /// that has a menu and no action, and chooses the enabled action titled `action` in the menu
  /// (C8). The button sends `.menuActionTriggered` as its menu opens.
  public func tap(_ name: String, choosing action: String) throws(UserActionError) {
    _ = try touchableScreen()
    if let button = Self.button(named: name, in: visibleButtons) {
      guard button.isEnabled else { throw .buttonDisabled(button.displayTitle) }
      guard button.showsMenuAsPrimaryAction, let menu = button.menu else { throw .noMenu(name) }
      let chosen = try Self.action(titled: action, in: menu, of: button.displayTitle)
      record(.user, "User", "tap(\(button.displayTitle), \(action))")
      button.sendActions(for: .menuActionTriggered)
      Self.choose(chosen, in: menu, tracksSelection: button.isPopUp, sender: button)
    } else if let item = visibleBarButtonItem(named: name) {
      guard item.isEnabled else { throw .buttonDisabled(name) }
      guard item.primaryAction == nil, item.action == nil, let menu = item.menu else {
        throw .noMenu(name)
      }
      let chosen = try Self.action(titled: action, in: menu, of: name)
      record(.user, "User", "tap(\(name), \(action))")
      Self.choose(chosen, in: menu, tracksSelection: false, sender: item)
    } else {
      throw .noMenu(name)
    }
  }

  /// Presses and holds what `name` names on the visible screen and chooses the enabled action
  /// titled `action` in the menu that opens (C8): a button's or a bar button's menu, or else the
  /// menu a view's context menu interaction asks its delegate for (the view named by its
  /// identifier or accessibility label). Table rows and collection items have
  /// `longPressRow(_:choosing:)`.
  public func longPress(_ name: String, choosing action: String) throws(UserActionError) {
    let screen = try touchableScreen()
    let menu: UIMenu
    let sender: Any?
    if let button = Self.button(named: name, in: visibleButtons), let buttonMenu = button.menu {
      guard button.isEnabled else { throw .buttonDisabled(button.displayTitle) }
      (menu, sender) = (buttonMenu, button)
    } else if let item = visibleBarButtonItem(named: name), let itemMenu = item.menu {
      guard item.isEnabled else { throw .buttonDisabled(name) }
      (menu, sender) = (itemMenu, item)
    } else if let session = contextMenuSession(ofView: name, on: screen),
      let interactionMenu = session.configuration.actionProvider?([])
    {
      // A view's context menu shows and goes around the choice, as its delegate hears.
      let chosen = try Self.action(titled: action, in: interactionMenu, of: name)
      record(.user, "User", "longPress(\(name), \(action))")
      return session.choose(chosen, in: interactionMenu)
    } else {
      throw .noMenu(name)
    }
    let chosen = try Self.action(titled: action, in: menu, of: name)
    record(.user, "User", "longPress(\(name), \(action))")
    Self.choose(chosen, in: menu, tracksSelection: false, sender: sender)
  }

  /// The context menu a person opens by pressing and holding the view `name` names on
  /// `screen`, by its identifier or accessibility label, as its interaction's delegate makes
  /// it; nil when there is none.
  func contextMenuSession(ofView name: String, on screen: UIViewController) -> ContextMenuSession? {
    guard let view = screen.viewIfLoaded.flatMap({ Self.view(named: name, in: $0) }),
      let interaction = view.interactions.lazy.compactMap({ $0 as? UIContextMenuInteraction })
        .first
    else { return nil }
    return interaction.session()
  }

  /// Performs `chosen`, a person's choice in `menu`. First the choice is selected where the
  /// menu tracks one: in the whole menu of a pop-up button, whose title then reads it, and in a
  /// menu or submenu that allows a single action on (`.singleSelection`).
  static func choose(
    _ chosen: UIAction, in menu: UIMenu, tracksSelection: Bool, sender: Any?
  ) {
    if tracksSelection {
      menu.selectOnly(chosen)
    } else if let single = menu.singleSelectionMenu(holding: chosen) {
      single.selectOnly(chosen)
    }
    chosen.perform(sender: sender)
  }

  /// Taps the outline disclosure of the list item that reads `name` (C4): the item, one with
  /// items under it in its section snapshot, expands or collapses as the data source's handlers
  /// allow, and the list shows its visible items again.
  public func toggleOutline(_ name: String) throws(UserActionError) {
    _ = try touchableScreen()
    guard let cell = visibleItem(named: name) else {
      throw .noSuchRow(name, available: visibleItems.map(\.displayedText))
    }
    guard let listCell = cell as? UICollectionViewListCell,
      listCell.shownOutlineDisclosure != nil,
      let collection = cell.superview as? UICollectionView
    else { throw .noOutline(name) }
    record(.user, "User", "toggleOutline(\(name))")
    guard collection.userToggledOutline(of: listCell) else { throw .noOutline(name) }
  }

  /// The enabled control of `kind` on the visible screen whose identifier or accessibility
  /// label is `name`, or else the accessory of the table row or list item that reads `name`.
  private func enabledControl<Control: UIControl>(
    _ type: Control.Type, named name: String, kind: String
  ) throws(UserActionError) -> Control {
    _ = try touchableScreen()
    let controls = visibleViews(of: type)
    guard
      !name.isEmpty,
      let control = controls.first(where: {
        $0.accessibilityIdentifier == name || Self.names($0.accessibilityLabel ?? "", name)
      }) ?? accessory(type, ofRowNamed: name)
    else {
      throw .noSuchControl(
        name, kind: kind,
        available: controls.map { $0.accessibilityIdentifier ?? $0.accessibilityLabel ?? "?" })
    }
    guard control.isEnabled else { throw .controlDisabled(name) }
    guard control.takesTouches else { throw .ignoresTouches(name) }
    return control
  }

  /// The control of `type` that is an accessory of the visible table row or list item that
  /// reads `name`.
  private func accessory<Control: UIControl>(_ type: Control.Type, ofRowNamed name: String)
    -> Control?
  {
    if let row = visibleRow(named: name) { return row.shownAccessoryView as? Control }
    let item = visibleItem(named: name)
    return (item as? UICollectionViewListCell)?.shownAccessoryViews.lazy
      .compactMap { $0 as? Control }.first
  }

  /// The first shown view inside `root`, depth first, whose identifier or accessibility label
  /// is `name`.
  private static func view(named name: String, in root: UIView) -> UIView? {
    for subview in root.subviews where !subview.isHidden {
      if subview.accessibilityIdentifier == name
        || names(subview.accessibilityLabel ?? "", name)
      {
        return subview
      }
      if let found = view(named: name, in: subview) { return found }
    }
    return nil
  }

  /// The enabled action titled `title` in `menu`, the menu of what a person calls `owner`.
  private static func action(
    titled title: String, in menu: UIMenu, of owner: String
  ) throws(UserActionError) -> UIAction {
    guard let action = menu.action(titled: title) else {
      throw .noSuchMenuItem(title, menu: owner, available: menu.choosableTitles)
    }
    return action
  }
}
