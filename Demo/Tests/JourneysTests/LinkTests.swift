import Foundation
@_spi(HostTesting) import Journeys
import Links
@_spi(HostTesting) import PresentationHost
import Scenes
import Testing

private let order = "Shop: Main > Order"

@Suite("Links")
@MainActor
struct LinkTests {
  static let badLinks = [
    "https://shop", "sample://garden", "sample://shop/basket", "sample://shop/order",
    "sample://shop/order?message=%20%20", "sample://explore/detail/hello/again", "not a link",
    "sample://shop/login", "sample://shop/order/login/password?message=tea",
    "sample://shop/order/login/email/password?message=tea",
    "sample://shop/order/login/email/password?message=tea&email=not-an-email",
    "sample://shop/order/login/email?message=tea&password=hunter22",
    "sample://explore/hello/detail",
  ]

  @Test(
    "Every link parses to its place and prints back the same",
    arguments: [
      ("sample://shop", AppLink.shop),
      ("sample://shop/order?message=tea%20cake", .order(message: "tea cake")),
      ("sample://explore", .explore), ("sample://explore/detail", .detail),
      ("sample://explore/detail/hello", .pushedHelloWorld),
      ("sample://explore/hello", .modalHelloWorld),
      (
        "sample://shop/order/login?message=tea",
        AppLink(places: [.main, .order(message: "tea"), .login])
      ),
    ])
  func parsing(text: String, link: AppLink) throws {
    #expect(try AppLink(string: text) == link)
    #expect(try AppLink(url: link.url) == link)
  }

  @Test("The generic link code knows places, not features: only the features' folders see Scenes")
  func genericLinkCodeNamesNoFeature() throws {
    // Given the Links module's own files, beside its features' folders (Shop, Explore)
    let links = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources/Links")
    let sut = try FileManager.default.contentsOfDirectory(atPath: links.path)
      .filter { $0.hasSuffix(".swift") }
    // When each is read, then none imports the scenes, whose types a feature's values are
    // (a registration step's form), so none can name them
    #expect(!sut.isEmpty)
    for file in sut {
      let text = try String(
        contentsOf: links.appendingPathComponent(file), encoding: .utf8)
      #expect(!text.contains("import Scenes"), "\(file) imports Scenes")
    }
  }

  @Test("A link to a registration step carries the values of the steps before it, no password")
  func registrationLink() throws {
    // Given a link to the first-name step, read without regard to case
    let text =
      "SAMPLE://Shop/Order/Login/Email/Password/FirstName?message=tea&EMAIL=ada%40example.com"
    // When it is read
    let sut = try AppLink(string: text)
    // Then its last place, the first-name step, carries the email, as does the password step;
    // the email step carries nothing before it; and it prints back in lower case
    var form = RegistrationForm()
    form.email = "ada@example.com"
    #expect(
      sut.places.suffix(3) == [
        .registration(.email), .registration(.password, form: form),
        .registration(.firstName, form: form),
      ])
    #expect(sut.path == "Shop: Main > Order | Login > Email > Password > FirstName")
    #expect(try AppLink(url: sut.url) == sut)
    #expect(sut.url.absoluteString.hasPrefix("sample://shop/order/login/email/password/firstname?"))
  }

  @Test("Every link of docs/SAMPLE_APP.md's table reaches the path beside it")
  func documentedLinks() throws {
    // Given the rows of the document's link table
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let document = try String(
      contentsOf: root.appendingPathComponent("docs/SAMPLE_APP.md"), encoding: .utf8)
    let rows = document.split(separator: "\n").filter { $0.hasPrefix("| `sample://") }
    #expect(rows.count >= 8)
    for row in rows {
      let cells = row.replacingOccurrences(of: "\\|", with: "¦").split(separator: "|")
      let text = cells[0].trimmingCharacters(in: .whitespaces.union(["`"]))
        .replacingOccurrences(of: "<text>", with: "tea")
      let path = cells[1].trimmingCharacters(in: .whitespaces).split(separator: "`")[0]
        .replacingOccurrences(of: "¦", with: "|")
      // When the link is read, and opened in a fresh app
      let sut = try AppLink(string: text)
      let app = Variant.router.launch(link: sut.url)
      // Then its path is the one beside it, in the value and on screen
      #expect(sut.path == path, "\(text)")
      #expect(app.path == path, "\(text)")
    }
  }

  @Test("A bad link is refused with one line and changes nothing", arguments: Variant.allCases)
  func badLinksChangeNothing(variant: Variant) async throws {
    // Given an app with an order open
    let app = variant.launch()
    try app.perform(.open("sample://shop/order?message=tea"))
    let path = app.path
    for text in Self.badLinks {
      let before = app.host.transcript.count
      // When a bad link is opened
      #expect(throws: ActionError.self, "\(text)") { try app.perform(.open(text)) }
      // Then it says why in one line, and nothing happened
      do { _ = try AppLink(string: text) } catch {
        #expect(!error.description.isEmpty && !error.description.contains("\n"))
      }
      #expect(app.path == path)
      #expect(app.host.transcript.count == before)
    }
    #expect(app.firstProblem == nil)
  }

  @Test(
    "A refused link's reason names what is wrong with it",
    arguments: [
      ("sample://shop/order?message=%FF%FE", AppLinkError.notText("message")),
      (
        "sample://shop" + String(repeating: "/order", count: 600) + "?message=tea",
        .unknownPlace("")
      ),
      ("sample://shop" + String(repeating: "/order", count: 600), .unknownPlace("")),
      ("sample://shop/order", .missingValue("message")),
      ("sample://shop/order/login?message=%20", .missingValue("message")),
      ("sample://shop/receipt?ordered=%20", .missingValue("ordered")),
    ])
  func reasonsNameTheProblem(text: String, expected: AppLinkError) {
    // When the link is read
    var reason: AppLinkError?
    do { _ = try AppLink(string: text) } catch { reason = error }
    // Then its reason is the one that says what is wrong: text that is none, or a place the app
    // does not have, before a message that is missing
    switch (reason, expected) {
    case (.unknownPlace?, .unknownPlace): break
    default: #expect(reason == expected)
    }
  }

  // UIKit starts a push or a present at the layout pass that ends the run-loop turn and ends it
  // with its animation; a second push meanwhile logs "nested push animation", and a present from
  // a screen that has not appeared is refused ("whose view is not in the window hierarchy").
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator
  @Test(
    "A link's walk takes its next step only once the transition before it has ended",
    arguments: Variant.allCases)
  func walkWaitsForEachTransition(variant: Variant) async throws {
    // Given an app whose animated transitions stay open until they are ended
    let app = variant.launch()
    app.host.holdsTransitions = true
    // When a link three screens deep is opened
    try app.perform(.open("sample://shop/order/login?message=tea"))
    // Then the walk has pushed Order and waits: nothing is presented over a screen still moving
    #expect(app.path == order)
    #expect(app.host.hasPendingTransitions)
    // And when the push ends, the login is presented, and once that ends the walk is done
    app.host.completeTransitions()
    #expect(app.path == "\(order) | Login")
    #expect(!app.host.hasPendingTransitions)
    #expect(app.firstProblem == nil)
  }

  @Test(
    "Walks of several steps arrive with no warning: a login over a pushed order, a push over a push, a modal after pops, a restored registration",
    arguments: Variant.allCases)
  func walksOfSeveralSteps(variant: Variant) async throws {
    // Given an app on Shop's Main, each animated step a turn of its own as on a device
    let app = variant.launch()
    // When a link presents the login over the order it pushes, then one pushes twice
    try app.perform(.open("sample://shop/order/login?message=tea"))
    #expect(app.path == "\(order) | Login")
    try app.perform(.open("sample://explore/detail/hello"))
    #expect(app.path == "Explore: Home > Detail > HelloWorld")
    // And one pops both to present a modal
    try app.perform(.open("sample://explore/hello"))
    #expect(app.path == "Explore: Home | HelloWorld")
    // And a restoration presents the login and pushes its steps once the root has appeared
    try app.perform(
      .open("sample://shop/order/login/email/password?message=tea&email=ada%40example.com"))
    try app.perform(.disconnect)
    try app.perform(.connect)
    // Then each arrived, with no diagnostic on the way
    #expect(app.path == "\(order) | Login > Email > Password")
    #expect(app.firstProblem == nil)
    #expect(app.host.diagnostics.isEmpty)
  }

  @Test(
    "A link opened while a walk waits is opened once that walk has arrived",
    arguments: Variant.allCases)
  func secondLinkWaitsForTheWalk(variant: Variant) async throws {
    // Given a walk to a login, waiting for Order's push to end
    let app = variant.launch()
    app.host.holdsTransitions = true
    try app.perform(.open("sample://shop/order/login?message=tea"))
    // When a second link is opened meanwhile, and a third
    try app.perform(.open("sample://explore/detail"))
    try app.perform(.open("sample://explore/detail/hello"))
    #expect(app.path == order)
    app.host.completeTransitions()
    // Then the first walk arrived and left, and the newest link is where the app is; the one
    // between was replaced while it waited
    #expect(app.link?.path == "Explore: Home > Detail > HelloWorld")
    #expect(app.firstProblem == nil)
  }

  @Test(
    "What a link never carries is found as the app reads it, and no refusal repeats it",
    arguments: [
      ("sample://shop/order?message=tea&p%2561ssword=Zq9SecretPW", "p%2561ssword=••••"),
      ("sample://shop/order?message=tea&PASSWORD=Zq9SecretPW", "PASSWORD=••••"),
      ("sample://my Zq9SecretPW@shop", "sample://••••@shop"),
      ("sample://me:Zq9SecretPW@shop/order?message=tea", "sample://••••@shop/order"),
      ("//demo:Zq9SecretPW@shop", "//••••@shop"),
      ("sample://shop/order?message=sample://u:Zq9SecretPW@x", "message=sample://••••@x"),
    ])
  func credentialsAsTheAppReadsThem(text: String, shown: String) {
    // Given a link that carries a user part or a password, however spelled
    // When the app reads it, and the console shows it
    var refusal: AppLinkError?
    do { _ = try AppLink(string: text) } catch { refusal = error }
    let sut = AppLink.redacted(text)
    // Then the app refuses it, and neither the refusal nor the text shown holds the secret
    #expect(refusal != nil)
    #expect(refusal.map { !$0.description.contains("Zq9SecretPW") } == true)
    #expect(sut.contains(shown) && !sut.contains("Zq9SecretPW"))
  }

  @Test("A message that holds a link with a password is shown masked in the screen's link")
  func linkShowsNoSecretOfItsValues() {
    // Given the link of an order whose message holds a link with a password
    let sut = AppLink.order(message: "sample://shop?password=Zq9SecretPW")
    // When it is shown, as the console's link shows it
    // Then the message is masked, as its screen masks it, and the link itself keeps it
    #expect(sut.description == "sample://shop/order?message=••••")
    #expect(sut.url.absoluteString.contains("Zq9SecretPW"))
  }

  @Test(
    "A link obeys every rule a tap obeys: a taken email stops at Email with Next's message",
    arguments: Variant.allCases)
  func linkWithATakenEmail(variant: Variant) async throws {
    // Given an app on Main, and the demo account's email taken
    let app = variant.launch()
    // When a link goes past Email with that email, to the password step
    try app.perform(
      .open("sample://shop/order/login/email/password?message=tea&email=demo%40example.com"))
    // Then it stops at Email, which says what Next says for a taken email
    #expect(app.path == "\(order) | Login > Email")
    #expect(app.visibleTexts.contains { $0.contains("An account with this email exists") })
    #expect(app.firstProblem == nil)
  }

  @Test("A cold start opens the link the scene connects with", arguments: Variant.allCases)
  func coldStart(variant: Variant) async throws {
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
  func damagedActivities(variant: Variant) async throws {
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
  func noPasswordSaved(variant: Variant) async throws {
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
