import Factories
@_spi(HostTesting) import PresentationHost
import Scenes

extension ScreenBuilders {
  /// These builders, each wrapped as an app wraps a dependency when it is assembled: around
  /// every screen built, the host records what the app's objects do (a screen forwarding a tap,
  /// a router's request, a build, a completion carrying a result), and the screen's parts and
  /// completions are registered for the leak and completion checks. Both navigation styles are
  /// assembled with them for the console and the tests; the sample itself knows nothing of it.
  @_spi(HostTesting) public func tracing(into host: HeadlessHost) -> ScreenBuilders {
    let tracing = TracingBuilder(base: self, trace: Trace(host: host))
    var traced = self
    traced.shop.main = tracing
    traced.shop.order = tracing
    traced.shop.login = tracing
    traced.shop.textInput = tracing
    traced.explore.home = tracing
    traced.explore.detail = tracing
    traced.explore.helloWorld = tracing
    return traced
  }
}

/// Each scene's builder, wrapped: builds with `base`, tracing as `tracing(into:)` says.
@MainActor
private struct TracingBuilder: MainBuildable, OrderBuildable, LoginBuildable, TextInputBuildable,
  HomeBuildable, DetailBuildable, HelloWorldBuildable
{
  let base: ScreenBuilders
  let trace: Trace

  func build(router: any MainRouterProtocol) -> (
    screen: MainViewController, linkSteps: any MainLinkSteps
  ) {
    trace.instrumented(
      TracedMainRouter(base: router, trace: trace), for: router, builder: "MainBuilder",
      assembly: "ShopAssembly.makeMain",
      interactor: \.interactor, keptIn: \.router,
      wrap: { twice(TracedMainInteractor(base: $0, steps: $1, router: $2, trace: $3)) },
      build: { base.shop.main.build(router: $0) })
  }

  func build(
    message: String, router: any OrderRouterProtocol,
    completion: @escaping (ChildOutcome<String>) -> Void
  ) -> (screen: OrderViewController, linkSteps: any OrderLinkSteps) {
    trace.instrumented(
      TracedOrderRouter(base: router, trace: trace), for: router, builder: "OrderBuilder",
      assembly: "ShopAssembly.makeOrder",
      interactor: \.interactor, keptIn: \.router,
      wrap: { twice(TracedOrderInteractor(base: $0, steps: $1, router: $2, trace: $3)) },
      build: { base.shop.order.build(message: message, router: $0, completion: completion) })
  }

  func build(router: any LoginRouterProtocol) -> (
    screen: LoginViewController, linkSteps: any LoginLinkSteps
  ) {
    trace.instrumented(
      TracedLoginRouter(base: router, trace: trace), for: router, builder: "LoginBuilder",
      assembly: "ShopAssembly.makeLogin",
      interactor: \.interactor, keptIn: \.router,
      wrap: { twice(TracedLoginInteractor(base: $0, router: $2, trace: $3)) },
      build: { base.shop.login.build(router: $0) })
  }

  func build(step: RegistrationStep, router: any TextInputRouterProtocol)
    -> TextInputViewController
  {
    trace.instrumented(
      TracedTextInputRouter(base: router, trace: trace), for: router, builder: "TextInputBuilder",
      assembly: "ShopAssembly.makeRegistrationStep",
      interactor: \.interactor, keptIn: \.router,
      wrap: { TracedTextInputInteractor(base: $0, router: $1, trace: $2) },
      build: { base.shop.textInput.build(step: step, router: $0) })
  }

  func build(router: any HomeRouterProtocol) -> (
    screen: HomeViewController, linkSteps: any HomeLinkSteps
  ) {
    trace.instrumented(
      TracedHomeRouter(base: router, trace: trace), for: router, builder: "HomeBuilder",
      assembly: "ExploreAssembly.makeHome",
      interactor: \.interactor, keptIn: \.router,
      wrap: { twice(TracedHomeInteractor(base: $0, router: $2, trace: $3)) },
      build: { base.explore.home.build(router: $0) })
  }

  func build(router: any DetailRouterProtocol) -> (
    screen: DetailViewController, linkSteps: any DetailLinkSteps
  ) {
    trace.instrumented(
      TracedDetailRouter(base: router, trace: trace), for: router, builder: "DetailBuilder",
      assembly: "ExploreAssembly.makeDetail",
      interactor: \.interactor, keptIn: \.router,
      wrap: { twice(TracedDetailInteractor(base: $0, router: $2, trace: $3)) },
      build: { base.explore.detail.build(router: $0) })
  }

  func buildPushed(router: any PushedHelloWorldRouterProtocol) -> HelloWorldViewController {
    trace.instrumented(
      TracedPushedHelloWorldRouter(base: router, trace: trace), for: router,
      builder: "HelloWorldBuilder", assembly: "ExploreAssembly.makePushedHelloWorld",
      interactor: \.interactor,
      keptIn: \.router,
      wrap: { TracedHelloWorldInteractor(base: $0, router: $1, trace: $2) },
      build: { base.explore.helloWorld.buildPushed(router: $0) })
  }

  func buildModal(router: any ModalHelloWorldRouterProtocol) -> HelloWorldViewController {
    trace.instrumented(
      TracedModalHelloWorldRouter(base: router, trace: trace), for: router,
      builder: "HelloWorldBuilder", assembly: "ExploreAssembly.makeModalHelloWorld",
      interactor: \.interactor,
      keptIn: \.router,
      wrap: { TracedHelloWorldInteractor(base: $0, router: $1, trace: $2) },
      build: { base.explore.helloWorld.buildModal(router: $0) })
  }
}

extension Trace {
  /// Builds a screen as the overload below does, and hands over, as its link steps, the
  /// decorator put around its interactor, so that a link's steps are traced as a tap's are.
  fileprivate func instrumented<
    Screen: UIViewController, Traced: AnyObject, Interactor, Kept, Steps
  >(
    _ traced: Traced, for router: AnyObject, builder: String, assembly: String,
    interactor: ReferenceWritableKeyPath<Screen, Interactor?>,
    keptIn slot: ReferenceWritableKeyPath<Screen, Kept?>,
    wrap: (Interactor, Steps, AnyObject, Trace) -> (Interactor, Steps),
    build: (Traced) -> (screen: Screen, linkSteps: Steps)
  ) -> (screen: Screen, linkSteps: Steps) {
    var built: Steps?
    var wrapped: Steps?
    let screen = instrumented(
      traced, for: router, builder: builder, assembly: assembly, interactor: interactor,
      keptIn: slot,
      wrap: { base, router, trace in
        let (decorator, steps) = wrap(base, built!, router, trace)
        wrapped = steps
        return decorator
      },
      build: { traced in
        let screen = build(traced)
        built = screen.linkSteps
        return screen.screen
      })
    return (screen, wrapped ?? built!)
  }

  /// Builds a screen with `traced` in place of `router`, registers it, and puts a tracing
  /// decorator around its interactor (which also keeps `traced` alive: the interactor holds
  /// its router weakly).
  fileprivate func instrumented<Screen: UIViewController, Traced: AnyObject, Interactor, Kept>(
    _ traced: Traced, for router: AnyObject, builder: String, assembly: String,
    interactor: ReferenceWritableKeyPath<Screen, Interactor?>,
    keptIn slot: ReferenceWritableKeyPath<Screen, Kept?>,
    wrap: (Interactor, AnyObject, Trace) -> Interactor, build: (Traced) -> Screen
  ) -> Screen {
    // In the router variant the assembly builds every screen for a router of its own; a
    // coordinator builds its screens itself.
    if router is any ScreenRouter {
      let (type, method) = (assembly.prefix { $0 != "." }, assembly.drop { $0 != "." }.dropFirst())
      record(String(type), String(method))
    }
    // The builder binds the router it is given, here the traced one, which is no screen's
    // router: the screen is bound to the router the app gave, as the builder would have.
    let screen = bind(build(traced), to: router, keptIn: slot)
    let built = screen[keyPath: interactor]
    register(screen, builder: builder, router: router, interactor: built.map { $0 as AnyObject })
    screen[keyPath: interactor] = built.map { wrap($0, traced, self) }
    return screen
  }

  /// Records the build, and registers with the host what must be gone once `screen` is: its
  /// interactor and its router (or, for a coordinator, the first screen it was given, which is
  /// its root).
  private func register(
    _ screen: UIViewController, builder: String, router: AnyObject, interactor: AnyObject?
  ) {
    record(builder, "build → \(screen.hostName)")
    lastBuilt = screen
    // The presenter is the interactor's alone, so it goes when the interactor goes.
    for part in [router, interactor].compactMap({ $0 }) {
      host?.track(part, name: HeadlessHost.name(of: part), owner: screen)
    }
  }
}

/// A decorator as the screen's interactor and as its link steps.
private func twice<Decorator>(_ decorator: Decorator) -> (Decorator, Decorator) {
  (decorator, decorator)
}
