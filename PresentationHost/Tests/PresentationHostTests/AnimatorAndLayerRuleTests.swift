import Foundation
@_spi(HostTesting) import PresentationHost
import Testing

@Suite("Property animators, layers, paths and the safe area")
@MainActor
struct AnimatorAndLayerRuleTests {
  // developer.apple.com/documentation/uikit/uiview/inheritedanimationduration: "only returns a
  // nonzero value if called within a UIView animation block"; performwithoutanimation(_:):
  // "Disables a view transition animation"; areanimationsenabled: "whether animations are
  // enabled".
  @Test("AN1: inside an animation block its duration is inherited, unless animations are off")
  func inheritedDuration() {
    // Given a view and what a block reads of the animation it runs in
    let sut = UIView()
    var read: [String] = []
    // When it animates for 0.3 s, with a change made without animation inside, then the app
    // turns animations off and animates again
    UIView.animate(withDuration: 0.3) {
      sut.alpha = 0.5
      read.append("\(UIView.inheritedAnimationDuration) \(UIView.areAnimationsEnabled)")
      UIView.performWithoutAnimation {
        read.append("\(UIView.inheritedAnimationDuration) \(UIView.areAnimationsEnabled)")
      }
      read.append("\(UIView.inheritedAnimationDuration) \(UIView.areAnimationsEnabled)")
    }
    UIView.setAnimationsEnabled(false)
    UIView.animate(withDuration: 0.3) {
      read.append("\(UIView.inheritedAnimationDuration) \(UIView.areAnimationsEnabled)")
    }
    UIView.setAnimationsEnabled(true)
    // Then the block read the duration, the change without animation none, and with
    // animations off none; outside a block the duration is zero, and the change was made
    #expect(read == ["0.3 true", "0.0 false", "0.3 true", "0.0 false"])
    #expect(UIView.inheritedAnimationDuration == 0 && UIView.areAnimationsEnabled)
    #expect(sut.alpha == 0.5)
  }

  // developer.apple.com/documentation/uikit/uiviewanimating/state: "An animator object starts
  // in the inactive state. Calling the startAnimation() or pauseAnimation() method changes the
  // state to active … The animator remains in the active state until its animations finish, at
  // which point it moves back to the inactive state"; addCompletion(_:): "the completion blocks
  // are not called if you specify true for [stopAnimation's] parameter".
  @Test(
    "AN1: an animator applies its animations, ends inactive and runs its completions at the end")
  func animatorRunsToTheEnd() {
    // Given a view and an animator that fades it, with a completion
    let view = UIView()
    let sut = UIViewPropertyAnimator(duration: 0.3, curve: .easeInOut) { view.alpha = 0 }
    var ended: [UIViewAnimatingPosition] = []
    sut.addCompletion { ended.append($0) }
    let before = (sut.state, view.alpha)
    // When it starts
    sut.startAnimation()
    // Then the view is faded, the completion ran once at the end, and the animator is inactive
    #expect(before == (.inactive, 1))
    #expect(view.alpha == 0 && ended == [.end])
    #expect(sut.state == .inactive && !sut.isRunning && sut.fractionComplete == 1)
  }

  // developer.apple.com/documentation/uikit/uispringtimingparameters/init(mass:stiffness:damping:initialvelocity:):
  // a spring of a mass and a stiffness, damped by damping; a damping ratio of 1 is critical
  // damping, the ratio being damping / (2 * sqrt(stiffness * mass)). init(): "a critically
  // damped spring". init(duration:bounce:initialVelocity:) (iOS 17): a bounce of 0 is no bounce.
  // developer.apple.com/documentation/quartzcore/camediatimingfunctionname: ease in is "a
  // cubic Bézier timing function with the control points (0.42, 0.0) and (1.0, 1.0)", ease out
  // (0.0, 0.0) and (0.58, 1.0), ease in ease out (0.42, 0.0) and (0.58, 1.0), linear (0.0, 0.0)
  // and (1.0, 1.0); UICubicTimingParameters(controlPoint1:controlPoint2:) makes one's own.
  @Test("AN1: a cubic timing curve has the control points of UIKit's curve, or its own")
  func cubicControlPoints() {
    // Given UIKit's four curves, and an app's overshooting one
    let curves: [UIView.AnimationCurve] = [.easeIn, .easeOut, .easeInOut, .linear]
    // When each is made as cubic timing parameters
    let sut = curves.map { UICubicTimingParameters(animationCurve: $0) }
    let own = UICubicTimingParameters(
      controlPoint1: CGPoint(x: 0.2, y: 1.4), controlPoint2: CGPoint(x: 0.6, y: 1))
    // Then each has Core Animation's control points, and the app's keeps its own
    #expect(
      sut.map { [$0.controlPoint1.x, $0.controlPoint1.y, $0.controlPoint2.x, $0.controlPoint2.y] }
        == [[0.42, 0, 1, 1], [0, 0, 0.58, 1], [0.42, 0, 0.58, 1], [0, 0, 1, 1]])
    #expect(UICubicTimingParameters().controlPoint2 == CGPoint(x: 0.58, y: 1))
    #expect(own.controlPoint1 == CGPoint(x: 0.2, y: 1.4))
  }

  // developer.apple.com/documentation/uikit/uigraphicsimagerenderer/init(bounds:format:):
  // "Creates an image renderer with the specified bounds and format"; uiimage/draw(in:):
  // "Draws the entire image in the specified rectangle"; jpegdata(withcompressionquality:actions:)
  // returns the drawing "as JPEG data".
  @Test("U4: a thumbnail drawn from an image is its renderer's size; its JPEG data is empty")
  func thumbnailRendering() throws {
    // Given a photo and a renderer of a 64-point square at scale 1, in the default format
    let photo = try #require(UIImage(named: "photo"))
    let format = UIGraphicsImageRendererFormat.default()
    format.scale = 1
    let sut = UIGraphicsImageRenderer(
      bounds: CGRect(x: 0, y: 0, width: 64, height: 64), format: format)
    // When the app draws the photo into it, as an image and as JPEG data
    var drewInContext = false
    let thumbnail = sut.image { _ in
      photo.draw(in: CGRect(x: 0, y: 0, width: 64, height: 64))
      drewInContext = UIGraphicsGetCurrentContext() != nil
    }
    let jpeg = sut.jpegData(withCompressionQuality: 0.8) { _ in photo.draw(at: .zero) }
    // Then the image is the renderer's size, drawn in its context; the host has no image data,
    // so the renderer's JPEG data is empty and the photo gives none
    #expect(thumbnail.size == CGSize(width: 64, height: 64))
    #expect(drewInContext)
    #expect(jpeg.isEmpty && photo.jpegData(compressionQuality: 0.8) == nil)
    #expect(UIImage(systemName: "wifi", variableValue: 0.5)?.isSymbolImage == true)
  }

  // developer.apple.com/documentation/uikit/uigraphicsgetcurrentcontext(): "The current
  // graphics context", nil when there is none; UIGraphicsImageRenderer's image(actions:) runs
  // the actions in the renderer's context, and UIGraphicsBeginImageContextWithOptions(_:_:_:)
  // "Creates a bitmap-based graphics context ... and makes it the current context".
  @Test("U4: drawing finds the renderer's context as it draws, an image context until it ends")
  func currentGraphicsContext() {
    // Given no drawing under way
    let before = UIGraphicsGetCurrentContext()
    // When a renderer draws a badge, reading the current context as it draws, then older code
    // draws into an image context of its own
    var current: CGContext?
    var renderers: CGContext?
    _ = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
      current = UIGraphicsGetCurrentContext()
      renderers = context.cgContext
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
    }
    let afterRenderer = UIGraphicsGetCurrentContext()
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 30, height: 10), false, 0)
    let imageContext = UIGraphicsGetCurrentContext()
    let image = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()
    // Then the renderer's context was current as it drew and only then, and the image
    // context until it ended, its image of its size
    #expect(before == nil && afterRenderer == nil)
    #expect(current != nil && current === renderers)
    #expect(imageContext != nil && image?.size == CGSize(width: 30, height: 10))
    #expect(
      UIGraphicsGetCurrentContext() == nil && UIGraphicsGetImageFromCurrentImageContext() == nil)
  }

  @Test("AN1: a spring animator runs to its end whatever spring it is given")
  func springTimingParameters() {
    // Given a view, and springs made in each of UIKit's ways
    let view = UIView()
    let springs = [
      UISpringTimingParameters(),
      UISpringTimingParameters(dampingRatio: 0.5, initialVelocity: CGVector(dx: 0, dy: 2)),
      UISpringTimingParameters(
        mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 0, dy: 1)),
      UISpringTimingParameters(duration: 0.4, bounce: 0.3),
    ]
    // When an animator with the last moves the view
    let sut = UIViewPropertyAnimator(duration: 0.4, timingParameters: springs[3])
    sut.addAnimations { view.alpha = 0.5 }
    sut.startAnimation()
    // Then the springs are damped as UIKit computes, and the animator ran to its end
    #expect(springs.map(\.dampingRatio) == [1, 0.5, 0.5, 0.7])
    #expect(springs[1].initialVelocity.dy == 2 && springs[0].initialVelocity == .zero)
    #expect(view.alpha == 0.5 && sut.state == .inactive)
  }

  @Test("AN1: a paused animator stopped and finished at its start leaves the view as it was")
  func pausedAnimatorFinishedAtStart() {
    // Given an animator an interactive gesture paused and scrubbed halfway
    let view = UIView()
    let sut = UIViewPropertyAnimator(duration: 0.3, dampingRatio: 0.8) { view.alpha = 0 }
    var ended: [UIViewAnimatingPosition] = []
    sut.addCompletion { ended.append($0) }
    sut.pauseAnimation()
    sut.fractionComplete = 0.5
    let paused = (sut.state, sut.isRunning)
    // When the gesture is cancelled: stopped, then finished at the start
    sut.stopAnimation(false)
    let stopped = sut.state
    sut.finishAnimation(at: .start)
    // Then it went active and paused, stopped, then inactive; the view never faded
    #expect(paused == (.active, false))
    #expect(stopped == .stopped && sut.state == .inactive)
    #expect(view.alpha == 1 && ended == [.start])
  }

  @Test("AN1: stopping without finishing runs no completion; misused animators are refused")
  func misuseIsRefused() {
    // Given an animator paused, with a completion
    let view = UIView()
    let sut = UIViewPropertyAnimator(duration: 0.3, curve: .linear) { view.alpha = 0 }
    var completions = 0
    sut.addCompletion { _ in completions += 1 }
    sut.pauseAnimation()
    // When it is finished while active, stopped without finishing, then stopped and restarted
    let diagnosticsBefore = HeadlessHost.detached.diagnostics.count
    sut.finishAnimation(at: .end)
    sut.stopAnimation(true)
    let afterStop = (sut.state, completions, view.alpha)
    sut.pauseAnimation()
    sut.stopAnimation(false)
    sut.startAnimation()
    // Then each misuse is refused with an error and changes nothing
    let refusals = HeadlessHost.detached.diagnostics.dropFirst(diagnosticsBefore)
    #expect(refusals.map(\.severity) == [.error, .error])
    #expect(refusals.allSatisfy { $0.rule == .an1 })
    #expect(afterStop == (.inactive, 0, 1))
    #expect(sut.state == .stopped && view.alpha == 1)
  }

  // developer.apple.com/documentation/uikit/uiview/animatekeyframes(withduration:delay:options:animations:completion:):
  // the block adds keyframes with addKeyframe(withRelativeStartTime:relativeDuration:
  // animations:), each starting at its relative time; transition(from:to:duration:options:
  // completion:) "removes fromView from its superview and adds toView", or with
  // showHideTransitionViews hides and shows them.
  @Test("AN1: keyframes apply in the order of their start times; a view transition swaps views")
  func keyframesAndViewTransitions() {
    // Given a view, and two views where the first is in a container
    let sut = UIView()
    var order: [String] = []
    var completed = false
    let container = UIView()
    let front = UIView()
    let back = UIView()
    container.addSubview(front)
    // When keyframes are added out of order, then the front view is swapped for the back one
    UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeCubic]) {
      UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
        order.append("fade")
        sut.alpha = 0
      }
      UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
        order.append("grow")
        sut.transform = CGAffineTransform(scaleX: 2, y: 2)
      }
    } completion: {
      completed = $0
    }
    UIView.transition(from: front, to: back, duration: 0.3, options: .transitionFlipFromLeft)
    // Then the keyframes ran by start time, the view ended faded and grown, and the views
    // swapped
    #expect(order == ["grow", "fade"] && completed)
    #expect(sut.alpha == 0 && sut.transform.a == 2)
    #expect(container.subviews == [back] && front.superview == nil)
  }

  // developer.apple.com/documentation/quartzcore/calayer/addsublayer(_:): "If the layer
  // already has a superlayer, it is removed before being added"; insertSublayer(_:at:) inserts
  // at the index among the sublayers.
  @Test("V4: sublayers keep their order, and a layer moves when added elsewhere")
  func layersKeepTheirOrder() {
    // Given a view's layer and three layers
    let sut = UIView().layer
    let gradient = CAGradientLayer()
    let shape = CAShapeLayer()
    let border = CALayer()
    let other = CALayer()
    // When the gradient is added, the shape inserted behind it, the border above the shape,
    // then the shape moved to another layer
    sut.addSublayer(gradient)
    sut.insertSublayer(shape, at: 0)
    sut.insertSublayer(border, above: shape)
    let order = sut.sublayers?.map {
      $0 === shape ? "shape" : $0 === border ? "border" : "gradient"
    }
    other.addSublayer(shape)
    gradient.removeFromSuperlayer()
    border.removeFromSuperlayer()
    // Then the order was the asked one, and a layer is in one superlayer at a time
    #expect(order == ["shape", "border", "gradient"])
    #expect(shape.superlayer === other && other.sublayers?.count == 1)
    #expect(sut.sublayers == nil && gradient.superlayer == nil)
  }

  // developer.apple.com/documentation/uikit/uiview/layerclass: "the class used to create the
  // layer for instances of this class"; a view's layer has the view's frame and bounds.
  @Test("V4: a view's layer is of its class's layer class, and follows the view's frame")
  func layerClass() {
    // Given a view class backed by a gradient layer, as gradient views are written
    let sut = GradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    // When its layer is read, and the view resized
    let layer = sut.layer
    sut.frame = CGRect(x: 10, y: 20, width: 200, height: 80)
    // Then the layer is a gradient layer with the view's geometry, and a plain view's is plain
    #expect(layer is CAGradientLayer && (layer as? CAGradientLayer)?.colors?.count == 2)
    #expect(layer.frame == sut.frame && layer.bounds.size == CGSize(width: 200, height: 80))
    #expect(type(of: UIView().layer) == CALayer.self)
  }

  @Test("V4: a path covers the points it is made of")
  func pathsCoverTheirPoints() {
    // Given a path of a line and a curve, and a rounded rectangle
    let sut = UIBezierPath()
    sut.move(to: CGPoint(x: 10, y: 10))
    sut.addLine(to: CGPoint(x: 50, y: 20))
    sut.addQuadCurve(to: CGPoint(x: 60, y: 5), controlPoint: CGPoint(x: 55, y: 40))
    let rounded = UIBezierPath(
      roundedRect: CGRect(x: 0, y: 0, width: 100, height: 44), cornerRadius: 8)
    // When their bounds are read
    let bounds = sut.bounds
    // Then each covers its points, control points included, and its Core Graphics path too
    #expect(bounds == CGRect(x: 10, y: 5, width: 50, height: 35))
    #expect(sut.currentPoint == CGPoint(x: 60, y: 5))
    #expect(rounded.cgPath.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 44))
    #expect(UIBezierPath().isEmpty && UIBezierPath().bounds == .zero)
  }

  // developer.apple.com/documentation/uikit/uiviewcontroller/additionalsafeareainsets: "Use this
  // property to adjust the safe area insets of this view controller's views by the specified
  // amount"; viewSafeAreaInsetsDidChange(): "Called to notify the view controller that the safe
  // area insets of its root view changed."
  @Test("V5: additional safe area insets reach the root view and tell the screen once a change")
  func additionalSafeAreaInsets() {
    // Given a screen on a window that counts safe area changes
    let sut = SafeAreaScreen()
    let window = visibleWindow(root: sut)
    let insets = UIEdgeInsets(top: 0, left: 0, bottom: 44, right: 0)
    // When it adds a bottom inset for a bar of its own, twice, then removes it
    sut.additionalSafeAreaInsets = insets
    let afterAdding = sut.view.safeAreaInsets
    sut.additionalSafeAreaInsets = insets
    sut.additionalSafeAreaInsets = .zero
    // Then the root view's safe area followed, and the screen heard each change once
    #expect(afterAdding == insets && sut.view.safeAreaInsets == .zero)
    #expect(sut.changes == 2)
    expectNoDiagnostics(window.host)
  }
}

/// A view that draws a gradient with its own layer.
@MainActor
private final class GradientView: UIView {
  override class var layerClass: AnyClass { CAGradientLayer.self }

  override init(frame: CGRect) {
    super.init(frame: frame)
    (layer as? CAGradientLayer)?.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
  }

  required init?(coder: NSCoder) { nil }
}

/// A screen that counts the changes of its view's safe area.
@MainActor
private final class SafeAreaScreen: UIViewController {
  private(set) var changes = 0

  override func viewSafeAreaInsetsDidChange() {
    super.viewSafeAreaInsetsDidChange()
    changes += 1
  }
}

@Suite("Gestures, fonts, priorities and pickers as UIKit sets them up")
@MainActor
struct ControlDefaultsRuleTests {
  // developer.apple.com/documentation/uikit/uiswipegesturerecognizer/direction: "The default
  // direction is right"; uilongpressgesturerecognizer/minimumpressduration: "The default
  // duration is 0.5 seconds"; a person makes no gesture on the host (U4).
  @Test("U4: gesture recognizers start as UIKit's do, and no gesture is ever made")
  func gestureRecognizers() {
    // Given recognizers attached to a view, as an app sets them up
    let view = UIView()
    let pan = UIPanGestureRecognizer()
    let swipe = UISwipeGestureRecognizer()
    let press = UILongPressGestureRecognizer()
    for recognizer in [pan, swipe, press] { view.addGestureRecognizer(recognizer) }
    // When a handler resets the pan's translation, as it does to measure from here on
    pan.setTranslation(CGPoint(x: 3, y: 4), in: view)
    // Then each has UIKit's defaults, and none has begun
    #expect(swipe.direction == .right && press.minimumPressDuration == 0.5)
    #expect(pan.translation(in: view) == CGPoint(x: 3, y: 4) && pan.velocity(in: view) == .zero)
    #expect([pan, swipe, press].allSatisfy { $0.state == .possible && $0.view === view })
  }

  // developer.apple.com/documentation/uikit/uifontmetrics/scaledfont(for:maximumpointsize:):
  // the scaled font is no larger than the maximum; at the default text size a font is its own
  // size. uilayoutpriority: priorities add and subtract as numbers.
  @Test("V4: fonts scale as at the default text size, and priorities count as numbers")
  func fontsAndPriorities() {
    // Given a large title font and the body metrics
    let title = UIFont.preferredFont(forTextStyle: .largeTitle)
    let sut = UIFontMetrics(forTextStyle: .body)
    // When the font and a length are scaled, one capped
    let scaled = sut.scaledFont(for: title)
    let capped = sut.scaledFont(for: title, maximumPointSize: 28)
    // Then the font keeps its size unless capped, and priorities count from UIKit's levels
    #expect(scaled.pointSize == 34 && capped.pointSize == 28)
    #expect(sut.scaledValue(for: 16) == 16)
    #expect((UILayoutPriority.defaultHigh + 1).rawValue == 751)
    #expect(UILayoutPriority.required - 1 < .required)
  }

  // developer.apple.com/documentation/uikit/uidatepicker/datepickerstyle: the style the picker
  // uses, the preferred one resolved; compact is the iPhone's automatic style.
  @Test("V4: a date picker shows dates and times, compact unless it prefers otherwise")
  func datePicker() {
    // Given a date picker set up for a birthday
    let sut = UIDatePicker()
    let birthday = Date(timeIntervalSince1970: 0)
    let automatic = (sut.datePickerMode, sut.datePickerStyle)
    // When it is set to pick a date on wheels, showing the birthday
    sut.datePickerMode = .date
    sut.preferredDatePickerStyle = .wheels
    sut.setDate(birthday, animated: false)
    // Then it shows the birthday on wheels, having been compact for date and time
    #expect(automatic == (.dateAndTime, .compact))
    #expect(sut.datePickerStyle == .wheels && sut.date == birthday)
  }
}
