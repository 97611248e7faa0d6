import Factories
@_spi(HostTesting) import PresentationHost
import Scenes

// The builders are wrapped as an app wraps a dependency when it is assembled: around every
// screen built, the host records what the app's objects do (a screen forwarding a tap, a
// router's request, a build, a completion carrying a result), and the screen's parts and
// completions are registered for the leak and completion checks. Both navigation styles are
// assembled with them for the console and the tests; the sample itself knows nothing of it.
// The decorators of each scene, and `ScreenBuilders.tracing(with:)`, are written from the
// compiled sample's symbol graphs by the TracingWrappers build plugin; what follows is what
// they share.

/// A traced router, and the router or coordinator it stands for: what a decorator of a router
/// protocol records its requests under (`MainRouter.order`, `ShopCoordinator.order`). It holds
/// the base weakly: the screen owns its router, or a parent coordinator owns the coordinator.
@MainActor
protocol TracingRouter: AnyObject {
  /// The router or coordinator whose requests are traced.
  var tracedObject: AnyObject? { get }
}

/// Each scene's builder, wrapped: builds with `base`, tracing as `tracing(with:)` says. Its
/// conformance to each scene's builder protocol is written by the TracingWrappers plugin.
@MainActor
struct TracingBuilder {
  let base: ScreenBuilders
  let trace: Trace
}

extension Trace {
  /// Builds a screen as the overload below does, and hands over, as its link actions, the
  /// decorator put around its interactor, so that a link's actions are traced as a tap's are.
  func instrumented<Screen: UIViewController, Traced: AnyObject, Interactor, Actions>(
    _ traced: Traced, for router: AnyObject, builder: String,
    interactor: ReferenceWritableKeyPath<Screen, Interactor?>,
    wrap: (Interactor, Actions, AnyObject, Trace) -> (Interactor, Actions),
    build: (Traced) -> (screen: Screen, linkActions: Actions)
  ) -> (screen: Screen, linkActions: Actions) {
    var built: (screen: Screen, linkActions: Actions)!
    var wrapped: Actions?
    let screen = instrumented(
      traced, for: router, builder: builder, interactor: interactor,
      wrap: { base, router, trace in
        let (decorator, actions) = wrap(base, built.linkActions, router, trace)
        wrapped = actions
        return decorator
      },
      build: {
        built = build($0)
        return built.screen
      })
    return (screen, wrapped ?? built.linkActions)
  }

  /// Builds a screen with `traced` in place of `router`, registers it, and puts a tracing
  /// decorator around its interactor (which also keeps `traced` alive: the interactor holds
  /// its router weakly).
  func instrumented<Screen: UIViewController, Traced: AnyObject, Interactor>(
    _ traced: Traced, for router: AnyObject, builder: String,
    interactor: ReferenceWritableKeyPath<Screen, Interactor?>,
    wrap: (Interactor, AnyObject, Trace) -> Interactor, build: (Traced) -> Screen
  ) -> Screen {
    // The screen is built with the traced router; whoever asked for it makes the screen keep
    // the router the app gave, as it would have without tracing.
    let screen = build(traced)
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

/// A decorator as the screen's interactor and as its link actions.
func twice<Decorator>(_ decorator: Decorator) -> (Decorator, Decorator) {
  (decorator, decorator)
}
