@_spi(HostTesting) import PresentationHost
import Testing

// UIKit's time. A navigation transition is deferred: the call changes the stack and asks for
// layout, the transition starts at the layout pass that ends the run-loop turn
// (`_startDeferredTransitionIfNeeded` under `viewWillLayoutSubviews`, in public crash logs) and
// ends with its animation; developer.apple.com/documentation/uikit/uiviewcontroller/
// transitioncoordinator: "When a presentation or dismissal is in progress, this property contains
// the transition coordinator"; present(_:animated:completion:): the completion "is called after
// the viewDidAppear(_:) method is called on the presented view controller".
@Suite("UIKit's time: a transition starts at its turn's layout pass and ends with its animation")
@MainActor
struct TimeRuleTests {
  @Test("RT1: a call outside any event settles on return; in a turn, settle() ends what it started")
  func turnsAndSettling() {
    // Given a stack on screen
    let (navigation, window) = visibleStack(root: "Main")
    let host = window.host
    // When a test pushes outside any event, the push has ended on return
    navigation.pushViewController(screen("Order"), animated: true)
    #expect(host.transitionsInFlight.isEmpty && navigation.transitionCoordinator == nil)
    // When it pushes in a turn, the push waits for the layout pass, then for its animation
    host.turn { navigation.pushViewController(screen("Receipt"), animated: true) }
    #expect(host.transitionsInFlight == ["push(Receipt) on NavigationController(Main)"])
    host.settle()
    // Then settle() ended it, and nothing is in flight
    #expect(host.transitionsInFlight.isEmpty && !host.hasPendingTransitions)
    #expect(window.path == "Main > Order > Receipt")
    expectNoDiagnostics(host)
  }

  // developer.apple.com/documentation/uikit/uiviewcontroller/viewisappearing(_:): called "after
  // viewWillAppear(_:)", when "the view has been added to the hierarchy and laid out", "before
  // any animations are configured"; uinavigationcontrollerdelegate/navigationcontroller(
  // _:didshow:animated:): "Called just after the navigation controller displays a view
  // controller's view".
  @Test("RT2: an animated push in an event changes the stack now, starts at layout, ends later")
  func pushWaitsForLayoutAndAnimation() {
    // Given a stack on screen whose delegate and screens record what they hear
    let log = EventLog()
    let navigation = UINavigationController(
      rootViewController: RecordingController("Main", log: log))
    let delegate = NavigationDelegateSpy()
    navigation.delegate = delegate
    let window = visibleWindow(root: navigation)
    let host = window.host
    let order = RecordingController("Order", log: log)
    var ended = false
    (log.events, delegate.calls) = ([], [])
    host.turn {
      // When a screen is pushed, animated, in an event
      navigation.pushViewController(order, animated: true)
      navigation.transitionCoordinator?.animate(alongsideTransition: nil) { _ in ended = true }
      // Then until the turn ends the stack holds it and a coordinator runs, but its view is
      // neither loaded nor in a window, and nothing has been called on it
      #expect(navigation.viewControllers.last === order)
      #expect(navigation.transitionCoordinator != nil)
      #expect(!order.isViewLoaded && order.viewIfLoaded?.window == nil)
      #expect(log.events == ["Order.willMove(parent)"])
    }
    // And the layout pass started it: the will-callbacks, the view in the window, no did
    #expect(
      log.events == [
        "Order.willMove(parent)", "Order.viewDidLoad", "Main.viewWillDisappear",
        "Order.viewWillAppear",
      ])
    #expect(order.view.window === window && delegate.calls == ["willShow(Order)"] && !ended)
    let started = host.transcript.map(\.description)
    #expect(started.contains("Order.viewIsAppearing") && !started.contains("Order.viewDidAppear"))
    // And the animation's end sent the did-callbacks, didShow and the coordinator's completion
    host.settle()
    #expect(
      log.events.suffix(3) == [
        "Main.viewDidDisappear", "Order.viewDidAppear", "Order.didMove(parent)",
      ]
    )
    #expect(delegate.calls.last == "didShow(Order) from Main, stack Main > Order" && ended)
    expectNoDiagnostics(host)
  }

  // developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:): a container
  // calls it "after the transition to the new controller is complete".
  @Test("RT2: a screen popped with animation keeps its navigation controller until its end")
  func poppedScreenKeepsItsNavigationController() {
    // Given a pushed screen
    let (navigation, window) = visibleStack(root: "Main")
    let order = screen("Order")
    navigation.pushViewController(order, animated: false)
    // When it is popped, animated, in an event, and the turn's layout pass has run
    window.host.turn { navigation.popViewController(animated: true) }
    // Then it is off the stack but still in its navigation controller until the animation ends
    #expect(navigation.viewControllers.map(\.title) == ["Main"])
    #expect(order.navigationController === navigation)
    window.host.settle()
    #expect(order.navigationController == nil)
    expectNoDiagnostics(window.host)
  }

  // UIKit logs "Attempt to present <X> on <Y> (from <Z>) whose view is not in the window
  // hierarchy." for a screen pushed in the same turn, and "… while a presentation is in
  // progress." for a second present; neither runs its completion
  // (github.com/software-mansion/react-native-screens/pull/409; Radar 44091459).
  @Test(
    "RT3: a present from a screen pushed in the same turn, or during a presentation, is refused")
  func presentsTooEarlyAreRefused() {
    // Given a stack on screen
    let (navigation, window) = visibleStack(root: "Main")
    let order = screen("Order")
    var completions = 0
    // When a screen is pushed and asked to present in the same turn
    window.host.turn {
      navigation.pushViewController(order, animated: true)
      order.present(screen("Login"), animated: true) { completions += 1 }
    }
    window.host.settle()
    // Then the present is refused with UIKit's wording, and its completion never runs
    #expect(window.host.diagnostics.map(\.rule) == [.p3])
    #expect(
      window.host.diagnostics.first?.message.contains("whose view is not in the window") == true)
    #expect(window.path == "Main > Order" && completions == 0)
    window.host.clearDiagnostics()
    // When it presents twice in one turn, the second is dropped
    window.host.turn {
      order.present(screen("Login"), animated: true) { completions += 1 }
      order.present(screen("Other"), animated: true) { completions += 10 }
    }
    window.host.settle()
    #expect(window.host.diagnostics.map(\.rule) == [.p1])
    #expect(
      window.host.diagnostics.first?.message.hasSuffix("while a presentation is in progress")
        == true)
    #expect(window.path == "Main > Order | Login" && completions == 1)
  }

  @Test("RT4: a stack set up before its window's first layout pass appears at it, top screen only")
  func setUpBeforeTheFirstLayoutPass() {
    // Given a window made key and visible in an event, with a stack pushed on before it ends
    let log = EventLog()
    let navigation = UINavigationController(
      rootViewController: RecordingController("Main", log: log))
    let window = UIWindow()
    window.host.turn {
      window.rootViewController = navigation
      window.makeKeyAndVisible()
      // When screens are pushed, animated, before the first layout pass
      navigation.pushViewController(RecordingController("Order", log: log), animated: true)
      navigation.pushViewController(RecordingController("Login", log: log), animated: true)
      // Then the root's view is in the window already, and no screen has appeared yet
      #expect(navigation.viewIfLoaded?.window === window)
      #expect(!log.events.contains { $0.hasSuffix("viewWillAppear") })
    }
    // And at the layout pass only the top screen appears, with no animation and no warning
    #expect(
      log.events.filter { $0.contains("Appear") } == [
        "Login.viewWillAppear", "Login.viewDidAppear",
      ])
    #expect(window.path == "Main > Order > Login" && !window.host.hasPendingTransitions)
    expectNoDiagnostics(window.host)
  }

  @Test("RT5: the delegate hears didShow even when the arriving screen presents on appearing")
  func didShowWhenArrivingScreenPresents() {
    // Given a screen that presents from its first viewDidAppear
    let (navigation, window) = visibleStack(root: "Main")
    let delegate = NavigationDelegateSpy()
    navigation.delegate = delegate
    let order = ActingOnAppear("Order")
    order.onAppear = { $0.present(screen("Login"), animated: true) }
    // When it is pushed in an event
    window.host.turn { navigation.pushViewController(order, animated: true) }
    window.host.settle()
    // Then its push ended with didShow, and it presented
    #expect(delegate.calls.contains("didShow(Order) from Main, stack Main > Order"))
    #expect(window.path == "Main > Order | Login")
    expectNoDiagnostics(window.host)
  }

  // developer.apple.com/documentation/foundation/nsautoreleasepool: "The Application Kit creates
  // an autorelease pool on the main thread at the beginning of every cycle of the event loop,
  // and drains it at the end"; UIKit does the same for each event.
  @Test("RT6: a storyboard's controller held weakly lives until its turn ends")
  func storyboardControllerLivesForItsTurn() {
    // Given a registered storyboard scene
    let host = HeadlessHost()
    host.launch(BareAppDelegate())
    UIStoryboard.registerScene(StoryboardScreen.self, identifier: "Plain", in: "Weakly")
    let storyboard = UIStoryboard(name: "Weakly", bundle: nil)
    weak var made: UIViewController?
    var aliveInTheTurn = false
    // When a controller is made and held weakly in an event
    host.turn {
      made = storyboard.instantiateViewController(withIdentifier: "Plain")
      aliveInTheTurn = made != nil
    }
    // Then it lived until the turn ended, and not after; made outside any event, it goes at once
    #expect(aliveInTheTurn && made == nil)
    made = storyboard.instantiateViewController(withIdentifier: "Plain")
    #expect(made == nil)
  }
}

/// A screen a storyboard makes.
private final class StoryboardScreen: UIViewController {}
