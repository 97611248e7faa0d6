import PresentationHost

// UIKit code written for iOS, as a transition-heavy coordinator library writes it: custom
// animators for pushes and presentations, a card dismissed by a drag through a percent-driven
// interaction, and completion blocks of UIView.animate and CATransaction. Compiled in the Swift 5 language mode with only its import changed.

/// Fades the arriving view in, then reports the transition complete (or cancelled).
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  private(set) var endings: [Bool] = []

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    0.3
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let toView = transitionContext.view(forKey: .to) else {
      transitionContext.completeTransition(false)
      return
    }
    transitionContext.containerView.addSubview(toView)
    toView.alpha = 0
    UIView.animate(
      withDuration: transitionDuration(using: transitionContext),
      animations: { toView.alpha = 1 },
      completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }

  func animationEnded(_ transitionCompleted: Bool) {
    endings.append(transitionCompleted)
  }
}

/// Presents a card with a fade, and lets a person drag it down interactively.
final class CardTransitioning: NSObject, UIViewControllerTransitioningDelegate {
  let animator = FadeAnimator()
  /// Set while a person drags the card.
  var interactor: UIPercentDrivenInteractiveTransition?

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    animator
  }

  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    animator
  }

  func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  {
    interactor
  }
}

/// A coordinator whose navigation controller animates pushes and pops with its own animator.
final class TransitionCoordinator: NSObject, UINavigationControllerDelegate {
  let navigationController: UINavigationController
  let pushAnimator = FadeAnimator()
  let cardTransitioning = CardTransitioning()
  private(set) var committed = 0

  init(navigationController: UINavigationController) {
    self.navigationController = navigationController
    super.init()
    navigationController.delegate = self
  }

  func start() {
    navigationController.setViewControllers([Self.screen("Feed")], animated: false)
  }

  func showStory() {
    CATransaction.begin()
    CATransaction.setCompletionBlock { [weak self] in self?.committed += 1 }
    navigationController.pushViewController(Self.screen("Story"), animated: true)
    CATransaction.commit()
  }

  func showCard() {
    let card = Self.screen("Card")
    card.modalPresentationStyle = .custom
    card.transitioningDelegate = cardTransitioning
    navigationController.topViewController?.present(card, animated: true)
  }

  /// A person starts dragging the card down.
  func beginDraggingCard() {
    cardTransitioning.interactor = UIPercentDrivenInteractiveTransition()
    navigationController.topViewController?.presentedViewController?.dismiss(animated: true)
  }

  /// A person lets go of the card, far enough down or not.
  func endDraggingCard(farEnough: Bool) {
    if farEnough {
      cardTransitioning.interactor?.finish()
    } else {
      cardTransitioning.interactor?.cancel()
    }
    cardTransitioning.interactor = nil
  }

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    pushAnimator
  }

  private static func screen(_ title: String) -> UIViewController {
    let screen = UIViewController()
    screen.title = title
    return screen
  }
}

/// An app delegate that leaves the scene configuration to the Info.plist, as Xcode's template
/// does once the configuration method is deleted.
final class ManifestAppDelegate: UIResponder, UIApplicationDelegate {}

/// The scene delegate the app's scene manifest names.
final class ManifestSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    let start = UIViewController()
    start.title = "Start"
    window.rootViewController = start
    window.makeKeyAndVisible()
    self.window = window
  }
}
