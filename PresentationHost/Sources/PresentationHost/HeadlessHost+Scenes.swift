/// The scene life cycle as a test drives it: launch, connect, background, foreground, open a
/// URL, disconnect, reconnect. The app sees each callback in iOS's order (SC1–SC4).
@_spi(HostTesting)
extension HeadlessHost {
  /// Launches the app: `appDelegate` becomes the application's delegate (kept alive by the host,
  /// as UIKit keeps it) and hears `application(_:didFinishLaunchingWithOptions:)`.
  public func launch(
    _ appDelegate: any UIApplicationDelegate,
    options: [UIApplication.LaunchOptionsKey: Any]? = nil
  ) {
    self.appDelegate = appDelegate
    application.delegate = appDelegate
    UIApplication.current = application
    record(.operation, "Application", "didFinishLaunching")
    let outer = Self.launching
    Self.launching = self
    defer { Self.launching = outer }
    _ = appDelegate.application(application, didFinishLaunchingWithOptions: options)
  }

  /// Lets `seconds` pass on the run loop a timer scheduled by the app's code is on, as an
  /// iPhone's main run loop runs between events: timers due in that time fire (U4). At most ten
  /// seconds pass; a time that is not a positive number lets none pass.
  public func wait(for seconds: TimeInterval) {
    guard seconds.isFinite, seconds > 0 else { return }
    RunLoop.current.run(until: Date(timeIntervalSinceNow: min(seconds, 10)))
  }

  /// Lets the host make scene delegates of `delegateClass`: without an Objective-C runtime,
  /// a class cannot be instantiated from `UISceneConfiguration.delegateClass` alone (U4).
  public func register(
    sceneDelegateClass delegateClass: AnyClass, make: @escaping @MainActor () -> any UISceneDelegate
  ) {
    sceneDelegateMakers[ObjectIdentifier(delegateClass)] = make
  }

  /// Connects a new scene for a new session, or for `session` when it is one of the app's
  /// sessions without a scene (a reconnect, which hands back its restoration activity).
  ///
  /// The delegate is `delegate` if given, else an instance of the configuration's
  /// `delegateClass` that the app delegate returns. The scene then enters the foreground and
  /// becomes active (SC2). Returns nil, with a diagnostic, when no delegate can be made.
  @discardableResult
  public func connectScene(
    delegate: (any UISceneDelegate)? = nil,
    session existingSession: UISceneSession? = nil,
    options: UIScene.ConnectionOptions = UIScene.ConnectionOptions()
  ) -> UIWindowScene? {
    var scene: UIWindowScene?
    event { scene = connect(delegate: delegate, session: existingSession, options: options) }
    return scene
  }

  /// Connects a scene, in one event: its window's root appears at the event's layout pass.
  private func connect(
    delegate: (any UISceneDelegate)?, session existingSession: UISceneSession?,
    options: UIScene.ConnectionOptions
  ) -> UIWindowScene? {
    if let existingSession {
      guard application.sessions.contains(existingSession), existingSession.scene == nil else {
        report(
          .error, .sc1,
          "Session \(existingSession.persistentIdentifier) is not an open session without a scene")
        return nil
      }
    }
    let session =
      existingSession
      ?? UISceneSession(
        role: .windowApplication,
        configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication))
    // The app delegate is asked for a configuration when a new session is made; a session
    // that connects again keeps the one it has (SC7).
    let configuration =
      existingSession != nil
      ? session.configuration
      : application.delegate?.application(
        application, configurationForConnecting: session, options: options)
        ?? session.configuration
    guard let sceneDelegate = delegate ?? makeSceneDelegate(for: configuration) else {
      return nil
    }
    session.configuration = configuration
    if existingSession == nil { application.sessions.append(session) }
    let scene = UIWindowScene(session: session, host: self)
    scene.delegate = sceneDelegate
    session.scene = scene
    application.scenes.append(scene)
    record(.operation, "Application", "connectScene(\(session.persistentIdentifier))")
    post(UIScene.willConnectNotification, scene)
    recordSceneCall(scene, "scene(_:willConnectTo:options:)")
    sceneDelegate.scene(scene, willConnectTo: session, options: options)
    if let activity = session.stateRestorationActivity {
      recordSceneCall(scene, "scene(_:restoreInteractionStateWith:)")
      sceneDelegate.scene(scene, restoreInteractionStateWith: activity)
    }
    enterForeground(scene)
    return scene
  }

  /// Sends an active scene to the background: `sceneWillResignActive`, then
  /// `sceneDidEnterBackground`; then the delegate is asked for its restoration activity (SC3).
  public func moveToBackground(_ scene: UIScene) {
    event {
      guard isConnected(scene), scene.activationState != .background else { return }
      if scene.activationState == .foregroundActive {
        move(
          scene, to: .foregroundInactive, "sceneWillResignActive",
          UIScene.willDeactivateNotification
        ) {
          $0.sceneWillResignActive(scene)
        }
      }
      move(
        scene, to: .background, "sceneDidEnterBackground", UIScene.didEnterBackgroundNotification
      ) {
        $0.sceneDidEnterBackground(scene)
      }
      keepRestorationActivity(of: scene)
    }
  }

  /// Brings a background scene back: `sceneWillEnterForeground`, then `sceneDidBecomeActive`.
  public func moveToForeground(_ scene: UIScene) {
    event {
      guard isConnected(scene), scene.activationState == .background else { return }
      enterForeground(scene)
    }
  }

  /// Delivers `urls` to a connected scene through `scene(_:openURLContexts:)` (SC4). A scene in
  /// the background is brought to the foreground to open them, as iOS does when a person opens
  /// a link: `sceneWillEnterForeground`, the URLs, then `sceneDidBecomeActive`.
  public func open(_ urls: [URL], in scene: UIScene) {
    event {
      guard isConnected(scene) else {
        report(.error, .sc4, "URLs can only be opened in a connected scene")
        return
      }
      let contexts = Set(urls.map { UIOpenURLContext(url: $0, options: UIScene.OpenURLOptions()) })
      record(.user, "User", "open(\(urls.map(\.absoluteString).joined(separator: ", ")))")
      bringToForeground(scene) {
        recordSceneCall(scene, "scene(_:openURLContexts:)")
        scene.delegate?.scene(scene, openURLContexts: contexts)
      }
    }
  }

  /// Continues `activity` in `scene`, as when a person taps a universal link or picks up a
  /// Handoff while the app runs (SC13): a scene in the background comes to the foreground, and
  /// its delegate hears `scene(_:willContinueUserActivityWithType:)`, then
  /// `scene(_:continue:)`. A scene that is not connected cannot continue anything: refused with
  /// an `error`.
  public func continueUserActivity(_ activity: NSUserActivity, in scene: UIScene) {
    event {
      guard isConnected(scene) else {
        report(.error, .sc13, "An activity can only be continued in a connected scene")
        return
      }
      record(
        .user, "User", "continue(\(activity.webpageURL?.absoluteString ?? activity.activityType))")
      bringToForeground(scene) {
        recordSceneCall(scene, "scene(_:willContinueUserActivityWithType:)")
        scene.delegate?.scene(scene, willContinueUserActivityWithType: activity.activityType)
        recordSceneCall(scene, "scene(_:continue:)")
        scene.delegate?.scene(scene, continue: activity)
      }
    }
  }

  /// A person taps a universal link to the app (SC13): with a scene connected, the scene whose
  /// window is key continues it (`continueUserActivity(_:in:)`); with none, a new scene connects
  /// with it among its connection options' `userActivities`, as at a cold start. The activity is
  /// of type `NSUserActivityTypeBrowsingWeb`, its `webpageURL` the link. A link that is not
  /// `http` or `https` is no universal link: refused with an `error`.
  public func tapUniversalLink(_ url: URL) {
    event {
      guard NSUserActivity.isWebURL(url) else {
        report(.error, .sc13, "\(url.absoluteString) is no universal link: use http or https")
        return
      }
      let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
      activity.webpageURL = url
      if let scene = keyWindow?.windowScene ?? application.scenes.last {
        continueUserActivity(activity, in: scene)
      } else {
        record(.user, "User", "continue(\(url.absoluteString))")
        _ = connectScene(options: UIScene.ConnectionOptions(userActivities: [activity]))
      }
    }
  }

  /// Runs `delivery`, which tells `scene`'s delegate of something the person did from outside
  /// the app; a scene in the background comes to the foreground for it:
  /// `sceneWillEnterForeground`, the delivery, then `sceneDidBecomeActive`.
  func bringToForeground(_ scene: UIScene, for delivery: () -> Void) {
    let wasInBackground = scene.activationState == .background
    if wasInBackground {
      move(
        scene, to: .foregroundInactive, "sceneWillEnterForeground",
        UIScene.willEnterForegroundNotification
      ) { $0.sceneWillEnterForeground(scene) }
    }
    delivery()
    if wasInBackground {
      move(scene, to: .foregroundActive, "sceneDidBecomeActive", UIScene.didActivateNotification) {
        $0.sceneDidBecomeActive(scene)
      }
    }
  }

  /// Disconnects a scene, as the system does to reclaim memory: a scene in the foreground goes
  /// to the background first; the delegate is asked for its restoration activity and hears
  /// `sceneDidDisconnect`; then the scene and its delegate are released. The session stays
  /// open, so `connectScene(session:)` can connect it again (SC2, SC3).
  public func disconnect(_ scene: UIScene) {
    guard isConnected(scene) else { return }
    // A window closing mid-transition ends it first: its screens get balanced calls (P17).
    completeTransitions()
    // Asked once before the disconnect: on the way to the background, or now if already there.
    if scene.activationState == .background {
      keepRestorationActivity(of: scene)
    } else {
      moveToBackground(scene)
    }
    record(.operation, "Application", "disconnect(\(scene.session.persistentIdentifier))")
    recordSceneCall(scene, "sceneDidDisconnect")
    scene.delegate?.sceneDidDisconnect(scene)
    post(UIScene.didDisconnectNotification, scene)
    scene.activationState = .unattached
    application.scenes.removeAll { $0 === scene }
    scene.session.scene = nil
    scene.delegate = nil
  }

  /// A person closes a window for good (the app switcher, a window's close button): its scene
  /// leaves the foreground and disconnects, then its session is discarded with its restoration
  /// state, and the app delegate hears `application(_:didDiscardSceneSessions:)` (SC9).
  public func close(_ scene: UIScene) {
    guard isConnected(scene) else {
      report(.error, .sc9, "Only a connected scene's window can be closed")
      return
    }
    let session = scene.session
    disconnect(scene)
    session.stateRestorationActivity = nil
    discard(session)
  }

  /// A person brings `scene`'s window forward, as by tapping into it: a scene in the background
  /// comes to the foreground, and its window becomes the key window (SC9).
  public func activate(_ scene: UIWindowScene) {
    event {
      guard isConnected(scene) else {
        report(.error, .sc9, "Only a connected scene can be brought forward")
        return
      }
      record(.user, "User", "bringForward(\(scene.session.persistentIdentifier))")
      if scene.activationState == .background { enterForeground(scene) }
      scene.windows.first { !$0.isHidden }?.makeKey()
    }
  }

  /// Delivers `urls` to the scene UIKit chooses for them. The app declares no activation
  /// conditions, so that is the scene whose window is key, the one the person used last;
  /// nothing is delivered when no scene is connected (SC9).
  public func open(_ urls: [URL]) {
    event {
      guard let scene = keyWindow?.windowScene ?? application.scenes.last else {
        report(.error, .sc9, "No scene is connected to open \(urls.count) URL(s) in")
        return
      }
      open(urls, in: scene)
    }
  }

  /// Asked by `UIApplication.requestSceneSessionActivation`: a new session and scene, or the
  /// scene of an open session connected again, or a connected one brought forward (SC9).
  func activateSession(_ session: UISceneSession?, userActivity: NSUserActivity?) -> Bool {
    guard let session else {
      let options = UIScene.ConnectionOptions(userActivities: Set([userActivity].compactMap { $0 }))
      return connectScene(options: options) != nil
    }
    guard application.sessions.contains(session) else { return false }
    // The activity reaches the scene whether or not its session has one (SC15).
    if let scene = session.scene as? UIWindowScene {
      activate(scene)
      if let userActivity { continueUserActivity(userActivity, in: scene) }
      return true
    }
    let options = UIScene.ConnectionOptions(userActivities: Set([userActivity].compactMap { $0 }))
    return connectScene(session: session, options: options) != nil
  }

  /// Discards a session without a scene; the app delegate hears
  /// `application(_:didDiscardSceneSessions:)`.
  public func discard(_ session: UISceneSession) {
    guard session.scene == nil, application.sessions.contains(session) else { return }
    application.sessions.removeAll { $0 === session }
    application.delegate?.application(application, didDiscardSceneSessions: [session])
  }

  /// Posts `name` for `scene` on the default notification center, as UIKit does.
  /// One step of the life cycle, in UIKit's order: the state changes, the delegate hears of it
  /// (`callback`, as the transcript names it), then the notification is posted.
  private func move(
    _ scene: UIScene, to state: UIScene.ActivationState, _ callback: String,
    _ notification: Notification.Name, tell: (any UISceneDelegate) -> Void
  ) {
    let appStateBefore = application.applicationState
    recordSceneCall(scene, callback)
    scene.activationState = state
    if let delegate = scene.delegate { tell(delegate) }
    post(notification, scene)
    postApplicationNotifications(since: appStateBefore)
  }

  /// The app-wide notifications of a change of the app's state, which UIKit posts whether or
  /// not the app uses scenes (SC6): the app becomes active when its first scene does, resigns
  /// when its last active scene does, enters the background when no scene is in the
  /// foreground, and enters the foreground again when one comes back.
  private func postApplicationNotifications(since before: UIApplication.State) {
    let after = application.applicationState
    guard after != before else { return }
    var names: [Notification.Name] = []
    if before == .active { names.append(UIApplication.willResignActiveNotification) }
    if after == .background { names.append(UIApplication.didEnterBackgroundNotification) }
    if before == .background, application.hasBeenInForeground {
      names.append(UIApplication.willEnterForegroundNotification)
    }
    if after == .active { names.append(UIApplication.didBecomeActiveNotification) }
    if after != .background { application.hasBeenInForeground = true }
    for name in names { NotificationCenter.default.post(name: name, object: application) }
  }

  private func post(_ name: Notification.Name, _ scene: UIScene) {
    NotificationCenter.default.post(name: name, object: scene)
  }

  func recordSceneCall(_ scene: UIScene, _ event: @autoclosure () -> String) {
    record(.delegate, scene.delegate.map { Self.name(of: $0) } ?? "Scene", event())
  }

  private func isConnected(_ scene: UIScene) -> Bool {
    application.scenes.contains { $0 === scene }
  }

  private func enterForeground(_ scene: UIScene) {
    move(
      scene, to: .foregroundInactive, "sceneWillEnterForeground",
      UIScene.willEnterForegroundNotification
    ) { $0.sceneWillEnterForeground(scene) }
    move(scene, to: .foregroundActive, "sceneDidBecomeActive", UIScene.didActivateNotification) {
      $0.sceneDidBecomeActive(scene)
    }
  }

  private func keepRestorationActivity(of scene: UIScene) {
    saveUserActivities(in: scene)
    guard let delegate = scene.delegate else { return }
    recordSceneCall(scene, "stateRestorationActivity")
    scene.session.stateRestorationActivity = delegate.stateRestorationActivity(for: scene)
  }

  private func makeSceneDelegate(for configuration: UISceneConfiguration) -> (any UISceneDelegate)?
  {
    // A configuration that names no class falls back on the manifest's first for its role, as
    // UIKit does for an app delegate that leaves the configuration to the Info.plist (SC5).
    let declared = manifestConfiguration(named: nil, for: configuration.role)
    let manifestClass: AnyClass? = declared?.delegateClassName.flatMap {
      _typeByName($0) as? AnyClass
    }
    guard let delegateClass = configuration.delegateClass ?? manifestClass else {
      let named = declared?.delegateClassName.map { " (the manifest's \($0) is no class here)" }
      report(.error, .sc1, "The scene configuration names no delegateClass\(named ?? "")")
      return nil
    }
    guard let make = sceneDelegateMakers[ObjectIdentifier(delegateClass)] else {
      report(
        .error, .u4,
        "Cannot instantiate \(delegateClass) without an Objective-C runtime; register it with "
          + "register(sceneDelegateClass:make:)")
      return nil
    }
    return make()
  }
}
