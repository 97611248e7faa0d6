import Scenes

/// The places of the Explore feature: the one list of them.
public enum ExplorePlace: FeaturePlace {
  /// Home, the Explore tab's root.
  case home
  /// Detail, pushed over Home.
  case detail
  /// HelloWorld: pushed over Detail, or presented over Home.
  case helloWorld(HelloWorldModels.Presentation)

  public static let exampleLinks = [
    "sample://explore", "sample://explore/detail", "sample://explore/detail/hello",
    "sample://explore/hello",
  ]

  public var isModal: Bool { self == .helloWorld(.modal) }

  public var title: String {
    switch self {
    case .home: "Home"
    case .detail: "Detail"
    case .helloWorld: "HelloWorld"
    }
  }

  public var description: String {
    switch self {
    case .home: "home"
    case .detail: "detail"
    case .helloWorld(let presentation): "helloWorld(\(presentation.rawValue))"
    }
  }

  public var linkSegment: String? {
    switch self {
    case .home: nil
    case .detail: "detail"
    case .helloWorld: "hello"
    }
  }
}

extension Place {
  /// Home, the Explore tab's root.
  public static let home = Place.explore(.home)
  /// Detail, pushed over Home.
  public static let detail = Place.explore(.detail)
  /// HelloWorld, pushed over Detail or presented over Home.
  public static func helloWorld(_ presentation: HelloWorldModels.Presentation) -> Place {
    .explore(.helloWorld(presentation))
  }
}

extension SegmentReader {
  /// The Explore places a link's segments name, from Home up.
  mutating func explore() throws(AppLinkError) -> [Place] {
    if take("hello") { return try whole([.home, .helloWorld(.modal)]) }
    guard take("detail") else { return try whole([.home]) }
    guard take("hello") else { return try whole([.home, .detail]) }
    return try whole([.home, .detail, .helloWorld(.push)])
  }
}

extension AppLink {
  /// `sample://explore`: the Explore tab at Home.
  public static let explore = AppLink(places: [.home])
  /// `sample://explore/detail`: Detail over Home.
  public static let detail = AppLink(places: [.home, .detail])
  /// `sample://explore/detail/hello`: a pushed HelloWorld over Detail.
  public static let pushedHelloWorld = AppLink(places: [.home, .detail, .helloWorld(.push)])
  /// `sample://explore/hello`: a modal HelloWorld over Home.
  public static let modalHelloWorld = AppLink(places: [.home, .helloWorld(.modal)])
}
