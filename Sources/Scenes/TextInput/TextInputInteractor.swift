/// What a registration step's view asks of its interactor.
@MainActor
public protocol TextInputBusinessLogic: AnyObject {
  /// The screen loaded: show the step.
  func load()
  /// A person tapped Next (or Finish) with `value`.
  func submit(value: String)
  /// A person tapped Cancel.
  func cancel()
}

/// A step's logic: validates the value and asks the router to go on, or shows the step's error.
@MainActor
public final class TextInputInteractor: TextInputBusinessLogic {
  /// Where navigation requests go. Weak: the screen or a coordinator owns the router.
  public weak var router: (any TextInputRouterProtocol)?
  private let step: RegistrationStep
  private let presenter: any TextInputPresentationLogic

  /// Creates the interactor for `step`.
  public init(step: RegistrationStep, presenter: any TextInputPresentationLogic) {
    self.step = step
    self.presenter = presenter
  }

  public func load() {
    presenter.presentStep(step)
  }

  public func submit(value: String) {
    guard step.accepts(value) else {
      presenter.presentInvalidValue(for: step)
      return
    }
    presenter.presentStep(step)
    if step.next == nil {
      router?.finish(value: value)
    } else {
      router?.next(value: value)
    }
  }

  public func cancel() {
    router?.cancel()
  }
}
