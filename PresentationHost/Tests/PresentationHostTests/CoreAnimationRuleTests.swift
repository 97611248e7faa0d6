@_spi(HostTesting) import PresentationHost
import Testing

// developer.apple.com/documentation/quartzcore/calayer/add(_:forkey:): "This object is copied
// by the render tree, not referenced. Therefore, subsequent modifications to the object are not
// propagated into the render tree"; "Only one animation per unique key is added to the layer.
// The special key kCATransition is automatically used for transition animations"; "If the
// duration property of the animation is zero or negative, the duration is changed to the current
// value of the kCATransactionAnimationDuration transaction property (if set) or to the default
// value of 0.25 seconds". caanimationdelegate/animationdidstop(_:finished:): "flag is true if
// the animation reached the end of its duration without being removed";
// caanimation/isremovedoncompletion: "Defaults to true".
@Suite("Core Animation on a view's layer")
@MainActor
struct CoreAnimationRuleTests {
  @Test("AN2: an animation added is a copy, starts and, with no clock, ends at once and goes")
  func finiteAnimationEnds() throws {
    // Given a view's layer and a fade whose delegate logs
    let sut = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).layer
    let delegate = AnimationLog()
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.toValue = 0
    fade.delegate = delegate
    // When it is added under "fade", and changed afterwards
    sut.add(fade, forKey: "fade")
    fade.toValue = 1
    // Then its delegate heard a copy start and finish, with the default duration, and the
    // layer dropped it
    #expect(delegate.events == ["start opacity", "stop opacity finished"])
    #expect(delegate.animations.allSatisfy { $0 !== fade })
    let heard = try #require(delegate.animations.first as? CABasicAnimation)
    #expect(heard.toValue as? Int == 0 && heard.duration == 0.25)
    #expect(sut.animation(forKey: "fade") == nil && sut.animationKeys() == nil)
  }

  @Test("AN2: kept on completion, an animation stays; removing it later tells no one again")
  func keptAfterCompletion() {
    // Given an animation kept on completion
    let sut = CALayer()
    let delegate = AnimationLog()
    let turn = CABasicAnimation(keyPath: "transform.rotation")
    turn.isRemovedOnCompletion = false
    turn.delegate = delegate
    // When it is added, then removed
    sut.add(turn, forKey: "turn")
    let kept = sut.animationKeys()
    sut.removeAnimation(forKey: "turn")
    // Then it ended once, stayed on the layer until removed, and was not stopped twice
    #expect(kept == ["turn"])
    #expect(delegate.events == ["start transform.rotation", "stop transform.rotation finished"])
    #expect(sut.animationKeys() == nil)
  }

  @Test("AN2: one that repeats forever runs until removed or replaced, and stops unfinished")
  func repeatingAnimationStopsWhenRemoved() {
    // Given a layer running a pulse that repeats forever
    let sut = CALayer()
    let delegate = AnimationLog()
    let pulse = CABasicAnimation(keyPath: "opacity")
    pulse.repeatCount = .infinity
    pulse.delegate = delegate
    sut.add(pulse, forKey: "pulse")
    let running = sut.animationKeys()
    // When another animation is added under the same key, and then every animation removed
    let scale = CABasicAnimation(keyPath: "transform.scale")
    scale.repeatDuration = .infinity
    scale.delegate = delegate
    sut.add(scale, forKey: "pulse")
    sut.removeAllAnimations()
    // Then the pulse ran until replaced, and each stopped unfinished
    #expect(running == ["pulse"])
    #expect(
      delegate.events == [
        "start opacity", "stop opacity unfinished", "start transform.scale",
        "stop transform.scale unfinished",
      ])
    #expect(sut.animationKeys() == nil)
  }

  @Test("AN2: a transition goes under kCATransition; a transaction gives its duration")
  func transitionKeyAndTransactionDuration() throws {
    // Given a layer and a transition with no duration, added in a transaction of 0.5 s
    let sut = CALayer()
    let fade = CATransition()
    fade.isRemovedOnCompletion = false
    // When it is added under a key of the app's
    CATransaction.begin()
    CATransaction.setAnimationDuration(0.5)
    sut.add(fade, forKey: "mine")
    CATransaction.commit()
    // Then the layer keeps it under kCATransition, with the transaction's duration, and the
    // next transaction's duration is the default again
    #expect(sut.animationKeys() == [kCATransition])
    #expect(try #require(sut.animation(forKey: kCATransition)).duration == 0.5)
    #expect(CATransaction.animationDuration() == 0.25)
  }

  @Test("AN2: an animation retains its delegate, so a screen left pulsing forever leaks")
  func delegateIsRetained() throws {
    // Given a screen on a navigation stack whose view pulses forever, the screen its delegate
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    let window = visibleWindow(root: navigation)
    var pulsing: PulsingScreen? = PulsingScreen()
    navigation.pushViewController(try #require(pulsing), animated: false)
    weak let sut = pulsing
    pulsing = nil
    // When the screen is popped
    navigation.popViewController(animated: false)
    // Then it stays alive, held by its own animation, as it would on a device
    #expect(sut != nil)
    #expect(window.host.leaks.map(\.typeName).contains("PulsingScreen"))
    sut?.view.layer.removeAllAnimations()
  }
}

/// Logs what an animation's delegate hears.
private final class AnimationLog: NSObject, CAAnimationDelegate {
  var events: [String] = []
  var animations: [CAAnimation] = []

  func animationDidStart(_ anim: CAAnimation) {
    animations.append(anim)
    events.append("start \((anim as? CAPropertyAnimation)?.keyPath ?? "")")
  }

  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    let path = (anim as? CAPropertyAnimation)?.keyPath ?? ""
    events.append("stop \(path) \(flag ? "finished" : "unfinished")")
  }
}

/// A screen whose view pulses forever, the pulse's delegate.
private final class PulsingScreen: UIViewController, CAAnimationDelegate {
  override func viewDidLoad() {
    super.viewDidLoad()
    let pulse = CABasicAnimation(keyPath: "opacity")
    pulse.repeatCount = .infinity
    pulse.delegate = self
    view.layer.add(pulse, forKey: "pulse")
  }
}
