@_spi(HostTesting) import PresentationHost
import Scenes

/// Wires the reusable text-input scene for one registration step.
@MainActor
public enum TextInputFactory {
  /// The screen for `step`.
  @_spi(HostTesting) public static func build(
    step: RegistrationStep, router: any TextInputRouterProtocol, host: HeadlessHost?
  ) -> TextInputViewController {
    let view = TextInputViewController(step: step)
    let presenter = TextInputPresenter()
    let interactor = TextInputInteractor(step: step, presenter: presenter)
    presenter.view = view
    interactor.router = router
    view.interactor = interactor
    register(
      view, parts: [("TextInputInteractor", interactor), ("TextInputPresenter", presenter)],
      factory: "TextInputFactory", host: host)
    return view
  }
}
