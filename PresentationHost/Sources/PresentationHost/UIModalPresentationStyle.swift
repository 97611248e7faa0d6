/// How a presented controller covers the screen.
public enum UIModalPresentationStyle: Int, Sendable, CaseIterable {
  /// Covers the screen; the presenter disappears.
  case fullScreen = 0
  /// A card over the presenter, which stays on screen; can be swiped down.
  case pageSheet = 1
  /// A smaller card over the presenter, which stays on screen; can be swiped down.
  case formSheet = 2
  /// Covers the area of the controller that defines the presentation context.
  case currentContext = 3
  /// A style the presented controller's presentation controller decides.
  case custom = 4
  /// Covers the screen, but the presenter stays on screen beneath it.
  case overFullScreen = 5
  /// Covers the presentation context's area; what is beneath stays on screen.
  case overCurrentContext = 6
  /// A popover; shown as a sheet on iPhone.
  case popover = 7
  /// No adaptation.
  case none = -1
  /// The system's choice: a page sheet.
  case automatic = -2

  /// Whether the presenter gets disappear and appear callbacks (P7).
  var hidesPresenter: Bool { self == .fullScreen || self == .currentContext }

  /// Whether a person can swipe the presented controller down (P8).
  var isSheet: Bool {
    self == .automatic || self == .pageSheet || self == .formSheet || self == .popover
  }

  /// Whether the presentation covers only the presentation context's area.
  var usesPresentationContext: Bool { self == .currentContext || self == .overCurrentContext }
}

/// How a presented controller animates in; the host records it and does not animate.
public enum UIModalTransitionStyle: Int, Sendable {
  case coverVertical = 0
  case flipHorizontal = 1
  case crossDissolve = 2
  case partialCurl = 3
}
