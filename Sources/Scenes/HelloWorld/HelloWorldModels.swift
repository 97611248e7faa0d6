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
    /// The buttons' titles, in order.
    public let buttons: [String]
  }
}
