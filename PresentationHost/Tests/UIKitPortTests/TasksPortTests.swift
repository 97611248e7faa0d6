@_spi(HostTesting) import PresentationHost
import Testing

/// Drives `TasksApp.swift`: a to-do app a person launches from a quick action, fills from its
/// empty state, sorts from a menu, edits several rows at once, and sets up with switches, a
/// segmented control, a stepper and a picker, on the host as on an iPhone.
@Suite("A to-do app with an empty state, a sort menu, batch deletes and settings, ported")
@MainActor
struct TasksPortTests {
  /// The app launched, its scene connected with `options`; the host is returned to keep it.
  private func launch(
    _ options: UIScene.ConnectionOptions? = nil
  ) throws -> (HeadlessHost, TasksSceneDelegate, UIWindow) {
    let host = HeadlessHost()
    host.register(sceneDelegateClass: TasksSceneDelegate.self) { TasksSceneDelegate() }
    host.launch(TasksAppDelegate())
    let scene = try #require(host.connectScene(options: options ?? UIScene.ConnectionOptions()))
    let delegate = try #require(scene.delegate as? TasksSceneDelegate)
    return (host, delegate, try #require(delegate.window))
  }

  @Test("The empty list shows its empty state, whose button adds the first task")
  func emptyState() throws {
    // Given the app launched with no tasks
    let (host, delegate, window) = try launch()
    defer { HeadlessHost.resetAppearance() }
    let emptyTexts = host.visibleControls.compactMap { ($0 as? UILabel)?.text }
    // When a person taps the empty state's button
    try host.tap("Add Task")
    // Then the empty state said so and gave way to the task
    #expect(emptyTexts == ["No Tasks", "Tasks you add appear here."])
    #expect(delegate.tasksScreen?.tasks.map(\.title) == ["First task"])
    #expect(host.visibleRows.map(\.displayedText) == ["First task"])
    #expect(delegate.tasksScreen?.contentUnavailableConfiguration == nil)
    expectNoDiagnostics(window.host)
  }

  @Test("A quick action launches the app onto a new task, and reaches it again while it runs")
  func quickAction() throws {
    // Given the app's New Task action, chosen to launch the app
    let probe = HeadlessHost()
    probe.launch(TasksAppDelegate())
    defer { HeadlessHost.resetAppearance() }
    let action = try #require(probe.application.shortcutItems?.first)
    let (host, delegate, _) = try launch(UIScene.ConnectionOptions(shortcutItem: action))
    let atLaunch = delegate.tasksScreen?.tasks.count
    // When the app is in the background and the person chooses the action again
    let running = try #require(host.application.shortcutItems?.first)
    host.moveToBackground(try #require(host.application.connectedScenes.first))
    host.chooseQuickAction(running)
    // Then the launch made a task, and the running app another
    #expect(atLaunch == 1)
    #expect(delegate.tasksScreen?.tasks.map(\.title) == ["New task", "New task"])
    #expect(host.application.connectedScenes.first?.activationState == .foregroundActive)
    expectNoDiagnostics(host)
  }

  @Test("Sorting from the bar button's menu, and deleting several rows while editing")
  func sortAndBatchDelete() throws {
    // Given three tasks
    let (host, delegate, window) = try launch()
    defer { HeadlessHost.resetAppearance() }
    let tasks = try #require(delegate.tasksScreen)
    for title in ["Walk", "Call mum", "Buy milk"] { tasks.add(TaskItem(title: title)) }
    // When a person sorts by title, taps Edit, selects two rows and taps Delete
    try host.tap("Sort", choosing: "Title")
    try host.tap("Edit")
    try host.tap("Buy milk")
    try host.tap("Walk")
    try host.tap("Delete")
    // Then the list was sorted, the two selected rows went in one update, and editing ended
    #expect(tasks.sortOrder == "Title")
    #expect(tasks.tasks.map(\.title) == ["Call mum"])
    #expect(host.visibleRows.map(\.displayedText) == ["Call mum"])
    #expect(!tasks.isEditing)
    expectNoDiagnostics(window.host)
  }

  @Test("A tap marks a task done; the appearance set at launch colours the app")
  func markDoneAndAppearance() throws {
    // Given one task
    let (host, delegate, window) = try launch()
    defer { HeadlessHost.resetAppearance() }
    let tasks = try #require(delegate.tasksScreen)
    tasks.add(TaskItem(title: "Walk"))
    // When a person taps it
    try host.tap("Walk")
    // Then it is done, and the settings' switch took the app's colour
    #expect(tasks.tasks.first?.isDone == true)
    #expect(host.visibleRows.first?.accessoryType == .checkmark)
    #expect(UISwitch().onTintColor == .systemOrange)
    expectNoDiagnostics(window.host)
  }

  @Test("Settings: a switch, a segment, a stepper up to its end and a priority picker")
  func settings() throws {
    // Given the Settings tab
    let (host, _, window) = try launch()
    defer { HeadlessHost.resetAppearance() }
    try host.selectTab("Settings")
    let sut = try #require(
      (window.rootViewController as? UITabBarController)?.selectedViewController?.children.first
        as? TaskSettingsViewController)
    // When a person turns reminders on, picks Board, steps the goal up three times, and picks
    // High in the priority field's picker
    try host.toggle("Reminders")
    try host.selectSegment("Board")
    try host.step("goal", up: true)
    try host.step("goal", up: true)
    let atEnd = Result { try host.step("goal", up: true) }
    try host.type("", into: "Priority")
    try host.pick("High")
    // Then each setting followed, the goal stopped at its maximum, and the label says so
    #expect(sut.remindersOn && sut.layoutChoice == "Board")
    #expect(sut.dailyGoal == 5)
    #expect(throws: UserActionError.controlDisabled("goal +")) { try atEnd.get() }
    let labels = host.visibleControls.compactMap { ($0 as? UILabel)?.text }
    #expect(labels.contains("Daily goal: 5"))
    #expect(sut.priority == "High")
    expectNoDiagnostics(window.host)
  }
}
