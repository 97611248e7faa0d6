import Foundation

/// Marks the main dispatch queue, which runs the main actor, so that an observer can tell it
/// is already there wherever the queue's work runs.
private let mainQueueKey = DispatchSpecificKey<Bool>()

/// Marks the main queue once, the first time an observer asks for it.
private let mainQueueMarked: Void = DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)

/// Whether the code running is on the main queue, which runs the main actor: on the main
/// thread, or wherever a test or an `async` main runs the queue's work.
var isOnMainQueue: Bool {
  _ = mainQueueMarked
  return Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
}

/// A notification handed to the main queue by the thread that posted it, which waits.
private struct PostedNotification: @unchecked Sendable {
  let notification: Notification
}

extension NotificationCenter {
  /// Adds an observer whose block runs on `queue`, as Foundation's does, and runs it at once
  /// when the notification is posted on the main queue for an observer of the main queue.
  ///
  /// Apple's Foundation runs such a block in the posting code on the main thread. Foundation on
  /// Linux asks whether the main operation queue is current; while a test or an `async` main
  /// runs the main actor off the main thread it is not, so it waits on the busy main queue and
  /// hangs. This overload (preferred, as its queue is not optional) keeps UIKit's order; a post
  /// from another thread still waits for the block. Its token may be discarded, as on iOS.
  @discardableResult
  public func addObserver(
    forName name: NSNotification.Name?, object obj: Any?, queue: OperationQueue,
    using block: @escaping @Sendable (Notification) -> Void
  ) -> NSObjectProtocol {
    let foundationQueue: OperationQueue? = queue
    guard queue === OperationQueue.main else {
      return addObserver(forName: name, object: obj, queue: foundationQueue, using: block)
    }
    _ = mainQueueMarked
    return addObserver(forName: name, object: obj, queue: nil) { notification in
      if isOnMainQueue {
        block(notification)
        return
      }
      let posted = PostedNotification(notification: notification)
      queue.addOperation { block(posted.notification) }
      queue.waitUntilAllOperationsAreFinished()
    }
  }
}
