@_spi(HostTesting) import PresentationHost
import Routing
import Scenes
import Testing

/// Records what routers ask to build and hands back plain, titled screens.
@MainActor
final class DestinationsSpy: AppDestinations, MainDestinations, OrderDestinations,
  LoginDestinations, TextInputDestinations, HomeDestinations, DetailDestinations
{
  var builds: [String] = []
  var orderCompletion: ((Result<String, Error>) -> Void)?
  var loginCompletion: ((Bool) -> Void)?
  var stepForms: [RegistrationForm] = []

  func makeMain() -> UIViewController { made("Main") }
  func makeHome() -> UIViewController { made("Home") }
  func router(of screen: UIViewController) -> (any PlaceRouter)? { nil }
  func makeDetail() -> UIViewController { made("Detail") }

  func makeOrder(message: String, completion: @escaping (Result<String, Error>) -> Void)
    -> UIViewController
  {
    orderCompletion = completion
    return made("Order(\(message))", title: "Order")
  }

  func makeLogin(completion: @escaping (Bool) -> Void) -> UIViewController {
    loginCompletion = completion
    return UINavigationController(rootViewController: made("Login"))
  }

  func makeRegistration(onFinish: @escaping (Account) -> Void) -> UIViewController {
    makeRegistrationStep(.email, form: RegistrationForm(), onFinish: onFinish)
  }

  func makeRegistrationStep(
    _ step: RegistrationStep, form: RegistrationForm, onFinish: @escaping (Account) -> Void
  ) -> UIViewController {
    stepForms.append(form)
    return made(step.title)
  }

  func makePushedHelloWorld() -> UIViewController { made("HelloWorld(push)", title: "HelloWorld") }
  func makeModalHelloWorld() -> UIViewController { made("HelloWorld(modal)", title: "HelloWorld") }

  private func made(_ build: String, title: String? = nil) -> UIViewController {
    builds.append(build)
    let screen = UIViewController()
    screen.title = title ?? build
    return screen
  }
}

/// A Shop-like stack in a visible window: a navigation controller whose root is `root`.
@MainActor
func stackWindow(root: UIViewController) -> (UIWindow, UINavigationController) {
  let navigation = UINavigationController(rootViewController: root)
  let window = UIWindow()
  window.rootViewController = navigation
  window.makeKeyAndVisible()
  return (window, navigation)
}

/// A screen titled `title`, pushed over a root titled `root` on a visible stack.
@MainActor
func pushed(_ title: String, over root: String) -> (
  UIViewController, UIWindow, UINavigationController
) {
  let (window, navigation) = stackWindow(root: titled(root))
  let screen = titled(title)
  navigation.pushViewController(screen, animated: false)
  return (screen, window, navigation)
}

@MainActor
func titled(_ title: String) -> UIViewController {
  let screen = UIViewController()
  screen.title = title
  return screen
}

@MainActor
func expectClean(_ host: HeadlessHost, sourceLocation: SourceLocation = #_sourceLocation) {
  #expect(host.diagnostics.isEmpty, "\(host.diagnostics)", sourceLocation: sourceLocation)
  #expect(host.leaks.isEmpty, "\(host.leaks)", sourceLocation: sourceLocation)
}

/// Records every value a completion receives.
@MainActor
final class Recorder<Value> {
  var values: [Value] = []
  var record: (Value) -> Void { { self.values.append($0) } }
}
