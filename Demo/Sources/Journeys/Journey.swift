/// A list of a person's actions, each with what the screen must show after it.
public struct Journey: Sendable, Identifiable {
  /// One action and what is expected after it.
  public struct Step: Sendable {
    /// What the person does.
    public let action: JourneyAction
    /// The canonical path expected after it.
    public let path: String
    /// Texts that must be visible after it (labels and fields, as a person reads them).
    public let texts: [String]

    /// Creates a step.
    public init(_ action: JourneyAction, _ path: String, _ texts: [String] = []) {
      self.action = action
      self.path = path
      self.texts = texts
    }
  }

  /// The journey's number in `docs/SAMPLE_APP.md`.
  public let id: Int
  /// What the journey shows.
  public let title: String
  /// The steps, in order.
  public let steps: [Step]

  /// Creates a journey.
  public init(_ id: Int, _ title: String, _ steps: [Step]) {
    self.id = id
    self.title = title
    self.steps = steps
  }

  /// The journey as a console script: each action, then `expect` lines for what must show.
  public var script: String {
    var lines = ["# Journey \(id): \(title)"]
    for step in steps {
      lines.append(step.action.description)
      lines.append("expect path \(step.path)")
      lines.append(contentsOf: step.texts.map { "expect text \($0)" })
    }
    return lines.joined(separator: "\n")
  }
}
