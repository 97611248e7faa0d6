import Links

/// Which variant lacks which of the app's places: a screen added to the router and coordinator
/// variants need not be written in plain MVC. A variant lacks a place when its example link
/// (`Place.exampleLinks`), opened from a cold start, does not reach the path the router variant
/// reaches. A variant that lacks a place is left out of the lockstep and the randomized run,
/// which compare the variants that have every place, and the comparison says what it lacks.
@MainActor
public enum PlacesLacked {
  /// The titles of the places each variant lacks, by opening every example link now; none for
  /// a variant that has every place.
  public static func measure() -> [Variant: [String]] {
    let links = Place.exampleLinks
    var paths: [Variant: [String]] = [:]
    for variant in Variant.allCases {
      paths[variant] = links.map { link in
        let app = variant.launch(link: link.url, recordsTranscript: false, instrumented: false)
        defer { _ = app.shutDown() }
        return app.path
      }
    }
    return lacked(paths: paths, links: links)
  }

  /// The places each variant lacks, given the path each reached for each of `links`: those whose
  /// path differs from the router variant's.
  public static func lacked(paths: [Variant: [String]], links: [AppLink]) -> [Variant: [String]] {
    let reference = paths[.router] ?? []
    var lacked: [Variant: [String]] = [:]
    for variant in Variant.allCases {
      let reached = paths[variant] ?? []
      lacked[variant] = links.indices.compactMap { index in
        guard index < reference.count, index >= reached.count || reached[index] != reference[index]
        else { return nil }
        return links[index].places.last?.title
      }
    }
    return lacked
  }

  /// The variants the lockstep and the randomized run compare: those that lack no place.
  public static func compared(lacking lacked: [Variant: [String]]) -> [Variant] {
    Variant.allCases.filter { lacked[$0]?.isEmpty ?? true }
  }

  /// The places each variant lacks now, measured once a process.
  public static let lacked = measure()

  /// The variants compared now.
  public static var comparedNow: [Variant] { compared(lacking: lacked) }
}
