@_spi(HostTesting) import Journeys
@_spi(HostTesting) import PresentationHost
import Scenes
import Testing

@Suite("Links")
@MainActor
struct LinkTests {
  static let badLinks = [
    "https://shop", "sample://garden", "sample://shop/basket", "sample://shop/order",
    "sample://shop/order?message=%20%20", "sample://explore/detail/hello/again", "not a link",
  ]

  @Test(
    "Every link parses to its place and prints back the same",
    arguments: [
      ("sample://shop", AppLink.shop),
      ("sample://shop/order?message=tea%20cake", .order(message: "tea cake")),
      ("sample://explore", .explore), ("sample://explore/detail", .detail),
      ("sample://explore/detail/hello", .pushedHelloWorld),
      ("sample://explore/hello", .modalHelloWorld),
    ])
  func parsing(text: String, link: AppLink) throws {
    #expect(try AppLink(string: text) == link)
    #expect(try AppLink(url: link.url) == link)
  }

  @Test("A bad link is refused with one line and changes nothing", arguments: Variant.allCases)
  func badLinksChangeNothing(variant: Variant) throws {
    // Given an app with an order open
    let app = variant.launch()
    try app.perform(.open("sample://shop/order?message=tea"))
    let path = app.path
    for text in Self.badLinks {
      let before = app.host.transcript.count
      // When a bad link is opened
      #expect(throws: ActionError.self) { try app.perform(.open(text)) }
      // Then it says why in one line, and nothing happened
      do { _ = try AppLink(string: text) } catch {
        #expect(!error.description.isEmpty && !error.description.contains("\n"))
      }
      #expect(app.path == path)
      #expect(app.host.transcript.count == before)
    }
    #expect(app.firstProblem == nil)
  }

  @Test("A cold start opens the link the scene connects with", arguments: Variant.allCases)
  func coldStart(variant: Variant) throws {
    let link = try AppLink(string: "sample://explore/detail/hello")
    let app = variant.launch(link: link.url)
    #expect(app.path == "Explore: Home > Detail > HelloWorld")
    #expect(app.firstProblem == nil)
    #expect(app.shutDown().isEmpty)
  }
}

@Suite("Restoration")
@MainActor
struct RestorationTests {
  @Test(
    "A missing, foreign or damaged activity restores the launch state and says why",
    arguments: Variant.allCases)
  func damagedActivities(variant: Variant) throws {
    let foreign = NSUserActivity(activityType: "com.example.other")
    let damaged = NSUserActivity(activityType: RestorationState.activityType)
    damaged.userInfo = ["shop": "sample://explore", "explore": "sample://shop", "selected": "shop"]
    let missing = NSUserActivity(activityType: RestorationState.activityType)
    for activity in [foreign, damaged, missing] {
      // Given an app away from its launch state, disconnected
      let app = variant.launch()
      try app.perform(.open("sample://explore/detail"))
      try app.perform(.disconnect)
      // When the session's activity is replaced and a scene connects to it
      app.savedActivity = activity
      try app.perform(.connect)
      // Then the app is as at launch, and the reason reads as one line
      #expect(app.path == "Shop: Main")
      #expect(app.firstProblem == nil)
      do {
        _ = try RestorationState(activity: activity)
        Issue.record("\(activity.activityType) restored")
      } catch {
        #expect(!error.description.isEmpty && !error.description.contains("\n"))
      }
    }
  }

  @Test("A saved activity never holds a password", arguments: Variant.allCases)
  func noPasswordSaved(variant: Variant) throws {
    let app = variant.launch()
    for action: JourneyAction in [
      .type(field: "message", text: "tea"), .tap("Order"), .tap("Done"),
      .type(field: "password", text: "hunter22"), .tap("Create account"),
      .type(field: "value", text: "a@b.co"), .tap("Next"), .type(field: "value", text: "hunter22"),
      .background,
    ] {
      try app.perform(action)
    }
    let saved = "\(app.savedActivity?.userInfo ?? [:])"
    #expect(!saved.contains("hunter22"))
    #expect(saved.contains("tea"))
  }
}
