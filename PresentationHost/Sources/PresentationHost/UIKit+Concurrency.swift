// The async forms Swift makes of UIKit's completion handlers (SE-0297): `await present(_:
// animated:)` resumes once the presented controller has appeared, `await UIView.animate(…)` with
// whether the animation finished. As for the imported methods, in an async function the async
// form is the one a call without `await` names, which the compiler refuses, as on iOS.

/// Resumes a continuation once, whichever of its callers comes first.
@MainActor
private final class ResumeOnce {
  private var continuation: CheckedContinuation<Void, Never>?

  init(_ continuation: CheckedContinuation<Void, Never>) {
    self.continuation = continuation
  }

  var hasResumed: Bool { continuation == nil }

  func resume() {
    continuation?.resume()
    continuation = nil
  }
}

extension UIViewController {
  /// Presents `viewControllerToPresent` and resumes once it has appeared, as the completion of
  /// `present(_:animated:completion:)` runs. Where UIKit refuses the presentation, its
  /// completion never runs and code awaiting it on iOS waits for ever; the host, having
  /// reported the refusal, resumes it, so that a test does not hang.
  public func present(_ viewControllerToPresent: UIViewController, animated flag: Bool) async {
    await withCheckedContinuation { continuation in
      let once = ResumeOnce(continuation)
      present(viewControllerToPresent, animated: flag) { once.resume() }
      if !once.hasResumed && !viewControllerToPresent.isInPresentationTransition { once.resume() }
    }
  }

  /// Dismisses what this controller presents, or itself, and resumes once it has disappeared,
  /// as the completion of `dismiss(animated:completion:)` runs. Where UIKit does nothing, its
  /// completion never runs and code awaiting it on iOS waits for ever; the host, having warned,
  /// resumes it.
  public func dismiss(animated flag: Bool) async {
    let leaving = (presentationOwner ?? presentingViewController)?.storedPresented
    await withCheckedContinuation { continuation in
      let once = ResumeOnce(continuation)
      dismiss(animated: flag) { once.resume() }
      if !once.hasResumed && leaving?.isInPresentationTransition != true { once.resume() }
    }
  }

  /// Swaps two children, as `transition(from:to:duration:options:animations:completion:)`,
  /// and resumes with whether the animation finished; at once with false where it is refused.
  @discardableResult
  public func transition(
    from fromViewController: UIViewController, to toViewController: UIViewController,
    duration: TimeInterval, options: UIView.AnimationOptions = [], animations: (() -> Void)?
  ) async -> Bool {
    await withFinished { finished in
      transition(
        from: fromViewController, to: toViewController, duration: duration, options: options,
        animations: animations, completion: finished)
    }
  }
}

extension UIView {
  /// Applies `animations` as `animate(withDuration:delay:options:animations:completion:)`, and
  /// resumes with whether the animation finished.
  @discardableResult
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: @escaping () -> Void
  ) async -> Bool {
    await withFinished { finished in
      animate(
        withDuration: duration, delay: delay, options: options, animations: animations,
        completion: finished)
    }
  }

  /// Applies `animations` as `animate(withDuration:animations:completion:)`, and resumes with
  /// whether the animation finished.
  @discardableResult
  public class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void
  ) async -> Bool {
    await animate(withDuration: duration, delay: 0, options: [], animations: animations)
  }
}

extension UIApplication {
  /// Opens `url` as `open(_:options:completionHandler:)`, and resumes with whether it opened.
  @discardableResult
  public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
    await withCheckedContinuation { continuation in
      open(url, options: options) { continuation.resume(returning: $0) }
    }
  }
}

/// Runs `start`, handing it a completion that resumes with the Boolean it hears, once.
@MainActor
private func withFinished(_ start: (@escaping (Bool) -> Void) -> Void) async -> Bool {
  await withCheckedContinuation { continuation in
    var resumed = false
    start { finished in
      guard !resumed else { return }
      resumed = true
      continuation.resume(returning: finished)
    }
  }
}
