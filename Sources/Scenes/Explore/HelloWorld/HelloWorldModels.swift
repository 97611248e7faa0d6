/// What flows through the HelloWorld scene.
public enum HelloWorldModels {
  /// How the scene was shown: its data, as `helloWorld(data:)` in the Scene Navigator design.
  public enum Presentation: String, Sendable, CaseIterable {
    /// Pushed on the Explore stack (route 3).
    case push
    /// Presented modally over the tab bar (route 6).
    case modal
  }

  /// What the HelloWorld screen shows.
  public struct ViewModel: Equatable, Sendable {
    /// The greeting.
    public let greeting: String
    /// How the screen was presented, as a person reads it.
    public let presentation: String
    /// The buttons the screen offers, in order.
    public let buttons: [Button]
  }

  /// A way out of the HelloWorld screen.
  public enum Button: Sendable, CaseIterable {
    /// Back to Detail (pushed).
    case back
    /// Back to Home (pushed).
    case home
    /// Close the modal.
    case close
  }
}
