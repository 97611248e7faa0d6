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
    instrumented(
      TracedMainRouter(base: router, trace: trace), for: router, builder: "MainBuilder",
      interactor: \.interactor, wrap: { TracedMainInteractor(base: $0, router: $1, trace: $2) },
      build: { base.makeMain(router: $0) })
  }

  public func makeOrder(
    message: String, router: any OrderRouterProtocol,
    completion: @escaping (Result<String, Error>) -> Void
  ) -> OrderViewController {
    instrumented(
      TracedOrderRouter(base: router, trace: trace), for: router, builder: "OrderBuilder",
      interactor: \.interactor, wrap: { TracedOrderInteractor(base: $0, router: $1, trace: $2) },
      build: { base.makeOrder(message: message, router: $0, completion: completion) })
  }

  public func makeLogin(router: any LoginRouterProtocol, completion: @escaping (Bool) -> Void)
    -> LoginViewController
  {
    instrumented(
      TracedLoginRouter(base: router, trace: trace), for: router, builder: "LoginBuilder",
      interactor: \.interactor, wrap: { TracedLoginInteractor(base: $0, router: $1, trace: $2) },
      build: { base.makeLogin(router: $0, completion: completion) })
  }

  public func makeRegistrationStep(_ step: RegistrationStep, router: any TextInputRouterProtocol)
    -> TextInputViewController
  {
    instrumented(
      TracedTextInputRouter(base: router, trace: trace), for: router, builder: "TextInputBuilder",
      interactor: \.interactor,
      wrap: { TracedTextInputInteractor(base: $0, router: $1, trace: $2) },
      build: { base.makeRegistrationStep(step, router: $0) })
  }

  public func makeHome(router: any HomeRouterProtocol) -> HomeViewController {
    instrumented(
      TracedHomeRouter(base: router, trace: trace), for: router, builder: "HomeBuilder",
      interactor: \.interactor, wrap: { TracedHomeInteractor(base: $0, router: $1, trace: $2) },
      build: { base.makeHome(router: $0) })
  }

  public func makeDetail(router: any DetailRouterProtocol) -> DetailViewController {
    instrumented(
      TracedDetailRouter(base: router, trace: trace), for: router, builder: "DetailBuilder",
      interactor: \.interactor, wrap: { TracedDetailInteractor(base: $0, router: $1, trace: $2) },
      build: { base.makeDetail(router: $0) })
  }

  public func makePushedHelloWorld(router: any PushedHelloWorldRouterProtocol)
    -> HelloWorldViewController
  {
    instrumented(
      TracedPushedHelloWorldRouter(base: router, trace: trace), for: router,
      builder: "HelloWorldBuilder", interactor: \.interactor,
      wrap: { TracedHelloWorldInteractor(base: $0, router: $1, trace: $2) },
      build: { base.makePushedHelloWorld(router: $0) })
  }

  public func makeModalHelloWorld(router: any ModalHelloWorldRouterProtocol)
    -> HelloWorldViewController
  {
    instrumented(
      TracedModalHelloWorldRouter(base: router, trace: trace), for: router,
      builder: "HelloWorldBuilder", interactor: \.interactor,
      wrap: { TracedHelloWorldInteractor(base: $0, router: $1, trace: $2) },
      build: { base.makeModalHelloWorld(router: $0) })
  }

  /// Builds a screen with `traced` in place of `router`, registers it, and puts a tracing
  /// decorator around its interactor (which also keeps `traced` alive: the interactor holds
  /// its router weakly).
  private func instrumented<Screen: UIViewController, Traced: AnyObject, Interactor>(
    _ traced: Traced, for router: AnyObject, builder: String,
    interactor: ReferenceWritableKeyPath<Screen, Interactor?>,
    wrap: (Interactor, AnyObject, Trace) -> Interactor, build: (Traced) -> Screen
  ) -> Screen {
    let screen = build(traced)
    let built = screen[keyPath: interactor]
    register(screen, builder: builder, router: router, interactor: built.map { $0 as AnyObject })
    screen[keyPath: interactor] = built.map { wrap($0, traced, trace) }
    return screen
  }

  /// Records the build, and registers with the host what must be gone once `screen` is: its
  /// interactor and its router (or, for a coordinator, the first screen it was given, which is
  /// its root).
  private func register(
    _ screen: UIViewController, builder: String, router: AnyObject, interactor: AnyObject?
  ) {
    trace.record(builder, "build → \(screen.hostName)")
    trace.lastBuilt = screen
    // The presenter is the interactor's alone, so it goes when the interactor goes.
    for part in [router, interactor].compactMap({ $0 }) {
      trace.host.track(part, name: HeadlessHost.name(of: part), owner: screen)
    }
  }
}
