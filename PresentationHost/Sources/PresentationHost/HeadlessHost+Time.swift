// UIKit's time (RT1–RT6 in HOST_RULES.md): an event is one turn of the main run loop. A
// transition asked for in it changes the container's state in the call; it starts at the layout
// pass that ends the turn (the will-callbacks, the view entering its window, `viewIsAppearing`)
// and ends with its animation (the did-callbacks, `didShow`, the completions), an event of its
// own.

@_spi(HostTesting)
extension HeadlessHost {
  /// Runs `body` as one event, then ends the turn: its layout pass starts the transitions the
  /// event asked for. Their animations run on; `settle()` ends them.
  public func turn(_ body: () -> Void) {
    let outer = Self.turning
    Self.turning = self
    eventDepth += 1
    defer {
      eventDepth -= 1
      if eventDepth == 0 { keptForTheTurn.removeAll() }
      Self.turning = outer
    }
    body()
    guard eventDepth == 1 else { return }
    if !pendingStarts.isEmpty {
      record(
        .turn, "RunLoop",
        "turn \(turnNumber) layout pass starts \(pendingStarts.map(\.name).joined(separator: ", "))"
      )
    }
    while !pendingStarts.isEmpty {
      let (_, start) = pendingStarts.removeFirst()
      start()
    }
  }

  /// Starts the transitions asked for and not started, as the layout pass at a turn's end does,
  /// and ends no animation.
  public func layoutPass() {
    turn {}
  }

  /// Ends the turn, then every animation and the completions at its end, each an event, until
  /// nothing is in flight; held transitions (`holdsTransitions`) stay open.
  public func settle() {
    layoutPass()
    if !holdsTransitions { completeTransitions() }
  }

  /// What was asked for and has not ended, oldest first: the transitions waiting for their
  /// turn's layout pass, then those whose animation runs.
  public var transitionsInFlight: [String] {
    pendingStarts.map(\.name) + pendingTransitions.map(\.name)
  }

  /// Runs `body` as an event a person or the system causes (a tap, a URL opened, a scene
  /// connecting), then lets the turn end and, unless they are held, the animations it started,
  /// as a person waits for them before the next action.
  func event<Failure: Error>(_ body: () throws(Failure) -> Void) throws(Failure) {
    var failure: Failure?
    if eventDepth == 0 { turnNumber = 1 }
    turn {
      do throws(Failure) { try body() } catch { failure = error }
    }
    if eventDepth == 0 { settle() }
    if let failure { throw failure }
  }

  /// Runs `start` now, or, for an animated change asked for in an event, at the layout pass
  /// that ends the turn.
  func startTransition(
    animated: Bool, named name: @autoclosure () -> String, _ start: @escaping () -> Void
  ) {
    guard animated && eventDepth > 0 else { return start() }
    pendingStarts.append((name(), start))
  }
}
