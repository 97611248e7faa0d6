/// How a presented controller covers the screen.
public enum UIModalPresentationStyle: Sendable, CaseIterable {
  /// The system's choice: a page sheet.
  case automatic
  /// Covers the screen; the presenter disappears.
  case fullScreen
  /// A card over the presenter, which stays on screen; can be swiped down.
  case pageSheet
  /// A smaller card over the presenter, which stays on screen; can be swiped down.
  case formSheet
  /// Covers the screen, but the presenter stays on screen beneath it.
  case overFullScreen

  /// Whether the presenter gets disappear and appear callbacks (P7).
  public var hidesPresenter: Bool { self == .fullScreen }

  /// Whether a person can swipe the presented controller down (P8).
  public var isSheet: Bool { self == .automatic || self == .pageSheet || self == .formSheet }
}
