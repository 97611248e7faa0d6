/// The user activities UIKit manages: those set as a responder's `userActivity` (SC8).
extension HeadlessHost {
  /// Saves the activities that need it in `scene`, before the scene's restoration activity is
  /// asked for. For each activity whose `needsSave` is set, in the order its first responder is
  /// met: its `userInfo` is emptied, every responder that shares it hears
  /// `updateUserActivityState(_:)`, then the app delegate hears `application(_:didUpdate:)`.
  func saveUserActivities(in scene: UIScene) {
    guard UIResponder.activityHolders > 0 else { return }
    var activities: [NSUserActivity] = []
    var sharers: [ObjectIdentifier: [UIResponder]] = [:]
    for responder in Self.responders(in: scene) {
      guard let activity = responder.userActivity, activity.needsSave else { continue }
      let key = ObjectIdentifier(activity)
      if sharers[key] == nil { activities.append(activity) }
      sharers[key, default: []].append(responder)
    }
    for activity in activities {
      activity.needsSave = false
      activity.userInfo = [:]
      for responder in sharers[ObjectIdentifier(activity)] ?? [] {
        record(
          .lifecycle, Self.name(of: responder), "updateUserActivityState(\(activity.activityType))")
        responder.updateUserActivityState(activity)
      }
      if let delegate = application.delegate {
        record(
          .delegate, Self.name(of: delegate), "application(_:didUpdate: \(activity.activityType))")
        delegate.application(application, didUpdate: activity)
      }
    }
  }

  /// The scene, its windows and everything they show: controllers (children and presented ones)
  /// and views, each once, each before what it holds. The walk keeps its own stack, so however
  /// deep the hierarchy, it cannot overflow the thread's.
  private static func responders(in scene: UIScene) -> [UIResponder] {
    var found: [UIResponder] = []
    var seen: Set<ObjectIdentifier> = []
    var pending: [UIResponder] = [scene]
    // What a responder holds goes on the stack last first, so that it comes out in order.
    while let responder = pending.popLast() {
      guard seen.insert(ObjectIdentifier(responder)).inserted else { continue }
      found.append(responder)
      if let scene = responder as? UIWindowScene {
        for window in scene.windows.reversed() {
          if let root = window.rootViewController { pending.append(root) }
          pending.append(window)
        }
      } else if let controller = responder as? UIViewController {
        if let presented = controller.storedPresented { pending.append(presented) }
        pending += controller.children.reversed() as [UIResponder]
        if let view = controller.viewIfLoaded { pending.append(view) }
      } else if let view = responder as? UIView {
        pending += view.subviews.reversed() as [UIResponder]
      }
    }
    return found
  }
}
