import Factories
@_spi(HostTesting) import PresentationHost
import Scenes

/// The composition root's seam, as an app would wrap a dependency when it is assembled: builds
/// every screen with another `ScreenBuilding`, and around each one records, in the host, what
/// the app's objects do (a screen forwarding a tap, a router's request, a build, a completion
/// carrying a result), and registers the screen's parts and completions for the leak and
/// completion checks. Both navigation styles are assembled with it for the console and the
/// tests; the sample itself knows nothing of it.
@MainActor
public final class TracingScreenBuilder: ScreenBuilding {
  private let base: any ScreenBuilding
  private let trace: Trace

  /// Wraps `base`, recording into `host`.
  @_spi(HostTesting) public init(_ base: any ScreenBuilding, host: HeadlessHost) {
    self.base = base
    self.trace = Trace(host: host)
  }

  public func makeMain(router: any MainRouterProtocol) -> MainViewController {
    let traced = TracedMainRouter(base: router, trace: trace)
    let screen = base.makeMain(router: traced)
    register(screen, builder: "MainBuilder", router: router, interactor: screen.interactor)
    screen.interactor = screen.interactor.map {
      TracedMainInteractor(base: $0, router: traced, trace: trace)
    }
    return screen
  }

  public func makeOrder(
    message: String, router: any OrderRouterProtocol,
    completion: @escaping (Result<String, Error>) -> Void
  ) -> OrderViewController {
    let traced = TracedOrderRouter(base: router, trace: trace)
    let screen = base.makeOrder(message: message, router: traced, completion: completion)
    register(screen, builder: "OrderBuilder", router: router, interactor: screen.interactor)
    screen.interactor = screen.interactor.map {
      TracedOrderInteractor(base: $0, router: traced, trace: trace)
    }
    return screen
  }

  public func makeLogin(router: any LoginRouterProtocol, completion: @escaping (Bool) -> Void)
    -> LoginViewController
  {
    let traced = TracedLoginRouter(base: router, trace: trace)
    let screen = base.makeLogin(router: traced, completion: completion)
    register(screen, builder: "LoginBuilder", router: router, interactor: screen.interactor)
    screen.interactor = screen.interactor.map {
      TracedLoginInteractor(base: $0, router: traced, trace: trace)
    }
    return screen
  }

  public func makeRegistrationStep(_ step: RegistrationStep, router: any TextInputRouterProtocol)
    -> TextInputViewController
  {
    let traced = TracedTextInputRouter(base: router, trace: trace)
    let screen = base.makeRegistrationStep(step, router: traced)
    register(screen, builder: "TextInputBuilder", router: router, interactor: screen.interactor)
    screen.interactor = screen.interactor.map {
      TracedTextInputInteractor(base: $0, router: traced, trace: trace)
    }
    return screen
  }

  public func makeHome(router: any HomeRouterProtocol) -> HomeViewController {
    let traced = TracedHomeRouter(base: router, trace: trace)
    let screen = base.makeHome(router: traced)
    register(screen, builder: "HomeBuilder", router: router, interactor: screen.interactor)
    screen.interactor = screen.interactor.map {
      TracedHomeInteractor(base: $0, router: traced, trace: trace)
    }
    return screen
  }

  public func makeDetail(router: any DetailRouterProtocol) -> DetailViewController {
    let traced = TracedDetailRouter(base: router, trace: trace)
    let screen = base.makeDetail(router: traced)
    register(screen, builder: "DetailBuilder", router: router, interactor: screen.interactor)
    screen.interactor = screen.interactor.map {
      TracedDetailInteractor(base: $0, router: traced, trace: trace)
    }
    return screen
  }

  public func makePushedHelloWorld(router: any PushedHelloWorldRouterProtocol)
    -> HelloWorldViewController
  {
    let traced = TracedPushedHelloWorldRouter(base: router, trace: trace)
    let screen = base.makePushedHelloWorld(router: traced)
    register(screen, builder: "HelloWorldBuilder", router: router, interactor: screen.interactor)
    screen.interactor = screen.interactor.map {
      TracedHelloWorldInteractor(base: $0, router: traced, trace: trace)
    }
    return screen
  }

  public func makeModalHelloWorld(router: any ModalHelloWorldRouterProtocol)
    -> HelloWorldViewController
  {
    let traced = TracedModalHelloWorldRouter(base: router, trace: trace)
    let screen = base.makeModalHelloWorld(router: traced)
    register(screen, builder: "HelloWorldBuilder", router: router, interactor: screen.interactor)
    screen.interactor = screen.interactor.map {
      TracedHelloWorldInteractor(base: $0, router: traced, trace: trace)
    }
    return screen
  }

  /// Records the build, and registers with the host what must be gone once `screen` is: its
  /// interactor, the presenter the interactor holds, and its router (or, for a coordinator,
  /// the first screen it was given, which is its root).
  private func register(
    _ screen: UIViewController, builder: String, router: AnyObject, interactor: AnyObject?
  ) {
    trace.record(builder, "build → \(screen.hostName)")
    trace.lastBuilt = screen
    var parts: [AnyObject] = [router]
    if let interactor {
      parts.append(interactor)
      let presenter = Mirror(reflecting: interactor).descendant("presenter")
      if let presenter, Mirror(reflecting: presenter).displayStyle == .class {
        parts.append(presenter as AnyObject)
      }
    }
    for part in parts {
      trace.host.track(part, name: String(describing: type(of: part)), owner: screen)
    }
  }
}
