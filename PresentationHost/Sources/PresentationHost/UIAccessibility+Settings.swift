import Foundation

// The accessibility settings a person turns on, and what VoiceOver does with what the app
// posts to it (V8).

extension HeadlessHost {
  /// A setting of Settings > Accessibility that the app can read from `UIAccessibility`.
  public enum AccessibilitySetting: CaseIterable, Hashable, Sendable {
    case voiceOver, switchControl, assistiveTouch, guidedAccess
    case reduceMotion, prefersCrossFadeTransitions, reduceTransparency, darkerSystemColors
    case boldText, invertColors, grayscale, differentiateWithoutColor, buttonShapes
    case closedCaptioning, videoAutoplay, monoAudio, shakeToUndo, onOffSwitchLabels
    case speakScreen, speakSelection

    /// What UIKit posts when the setting is turned on or off.
    var statusDidChangeNotification: Notification.Name {
      switch self {
      case .voiceOver: UIAccessibility.voiceOverStatusDidChangeNotification
      case .switchControl: UIAccessibility.switchControlStatusDidChangeNotification
      case .assistiveTouch: UIAccessibility.assistiveTouchStatusDidChangeNotification
      case .guidedAccess: UIAccessibility.guidedAccessStatusDidChangeNotification
      case .reduceMotion: UIAccessibility.reduceMotionStatusDidChangeNotification
      case .prefersCrossFadeTransitions: UIAccessibility.prefersCrossFadeTransitionsStatusDidChange
      case .reduceTransparency: UIAccessibility.reduceTransparencyStatusDidChangeNotification
      case .darkerSystemColors: UIAccessibility.darkerSystemColorsStatusDidChangeNotification
      case .boldText: UIAccessibility.boldTextStatusDidChangeNotification
      case .invertColors: UIAccessibility.invertColorsStatusDidChangeNotification
      case .grayscale: UIAccessibility.grayscaleStatusDidChangeNotification
      case .differentiateWithoutColor:
        UIAccessibility.differentiateWithoutColorDidChangeNotification
      case .buttonShapes: UIAccessibility.buttonShapesEnabledStatusDidChangeNotification
      case .closedCaptioning: UIAccessibility.closedCaptioningStatusDidChangeNotification
      case .videoAutoplay: UIAccessibility.videoAutoplayStatusDidChangeNotification
      case .monoAudio: UIAccessibility.monoAudioStatusDidChangeNotification
      case .shakeToUndo: UIAccessibility.shakeToUndoDidChangeNotification
      case .onOffSwitchLabels: UIAccessibility.onOffSwitchLabelsDidChangeNotification
      case .speakScreen: UIAccessibility.speakScreenStatusDidChangeNotification
      case .speakSelection: UIAccessibility.speakSelectionStatusDidChangeNotification
      }
    }
  }

  /// A person turns `setting` on or off in Settings > Accessibility (V8): `UIAccessibility`
  /// reads it from then on, and UIKit's notification of that setting is posted. Bold Text
  /// also changes the traits' legibility weight, telling each loaded controller and view, as
  /// a style does, before the notification. Nothing happens if it is already so. VoiceOver
  /// turned off has the focus on nothing.
  public func setAccessibility(_ setting: AccessibilitySetting, on: Bool) {
    guard accessibilitySettings.contains(setting) != on else { return }
    record(.user, "User", "accessibility \(setting) \(on ? "on" : "off")")
    let change = {
      if on {
        self.accessibilitySettings.insert(setting)
      } else {
        self.accessibilitySettings.remove(setting)
      }
    }
    if setting == .boldText {
      Self.textSettingsChanged.store(true, ordering: .relaxed)
      changeSystemTraits(change)
    } else {
      change()
    }
    if setting == .voiceOver, !on { accessibilityFocus = nil }
    NotificationCenter.default.post(name: setting.statusDidChangeNotification, object: nil)
  }

  /// What the screen reader does with a notification the app posts: while VoiceOver runs, it
  /// speaks an announcement, and moves its focus to the element given with a new screen or
  /// layout; with VoiceOver off, nothing.
  func screenReaderHeard(_ notification: UIAccessibility.Notification, argument: Any?) {
    guard accessibilitySettings.contains(.voiceOver) else { return }
    switch notification {
    case .announcement:
      if let text = Self.spokenText(of: argument) { spokenAnnouncements.append(text) }
    case .screenChanged, .layoutChanged:
      // A text is spoken, and VoiceOver chooses where its focus goes, as with no argument.
      if let text = Self.spokenText(of: argument) {
        spokenAnnouncements.append(text)
        accessibilityFocus = nil
      } else {
        accessibilityFocus = (argument as? NSObject).map(ScreenReaderFocus.init)
      }
    default:
      break
    }
  }

  /// The text of `argument`, if it is one.
  private static func spokenText(of argument: Any?) -> String? {
    switch argument {
    case let text as String: text
    case let text as NSAttributedString: text.string
    default: nil
    }
  }
}

/// The element VoiceOver's focus is on, held weakly as VoiceOver does not keep an element
/// alive.
@MainActor
final class ScreenReaderFocus {
  weak var element: AnyObject?

  init(_ element: AnyObject) {
    self.element = element
  }
}
