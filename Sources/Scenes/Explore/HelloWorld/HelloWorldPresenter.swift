/// What HelloWorld's interactor hands its presenter.
@MainActor
public protocol HelloWorldPresentationLogic: AnyObject {
  /// Presents the greeting for a screen presented as `presentation`.
  func presentGreeting(presentation: HelloWorldModels.Presentation)
}

/// What HelloWorld's presenter hands its view.
@MainActor
public protocol HelloWorldDisplayLogic: AnyObject {
  /// Shows the view model.
  func display(viewModel: HelloWorldModels.ViewModel)
}

/// Turns how HelloWorld was presented into the texts and buttons a person sees.
@MainActor
public final class HelloWorldPresenter: HelloWorldPresentationLogic {
  /// The view. Weak: the view owns the interactor, which owns the presenter.
  public weak var view: (any HelloWorldDisplayLogic)?

  /// Creates the presenter.
  public init() {}

  public func presentGreeting(presentation: HelloWorldModels.Presentation) {
    let buttons: [HelloWorldModels.Button] =
      switch presentation {
      case .push: [.back, .home]
      case .modal: [.close]
      }
    view?.display(
      viewModel: HelloWorldModels.ViewModel(
        greeting: "Hello, World!", presentation: "Presented: \(presentation.rawValue)",
        buttons: buttons))
  }
}
