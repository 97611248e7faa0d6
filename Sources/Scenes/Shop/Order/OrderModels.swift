/// What flows through the Order scene.
public enum OrderModels {
  /// A person tapped Done with this note.
  public struct DoneRequest: Equatable, Sendable {
    /// The note typed, possibly empty.
    public let note: String

    /// Creates a request.
    public init(note: String) {
      self.note = note
    }
  }

  /// The note the screen shows changed: typed by the person, or restored after the app left
  /// memory.
  public struct NoteRequest: Equatable, Sendable {
    /// The note shown, possibly empty.
    public let note: String

    /// Creates a request.
    public init(note: String) {
      self.note = note
    }
  }

  /// What the Order screen shows.
  public struct ViewModel: Equatable, Sendable {
    /// The message being ordered.
    public let message: String
    /// An error line, or nil.
    public let error: String?
  }
}
