import Foundation
import Testing

/// What is wrong on iOS at compile time is wrong here: snippets that do not compile against
/// UIKit must not compile against the host. Each is type-checked by `swiftc` against the
/// module this test run built, so the check is the compiler's, not a description of it.
@Suite("Compile-time rules: code that fails against UIKit fails against the host")
struct CompileTimeRuleTests {
  /// A snippet that UIKit rejects, and the compiler's words for why.
  struct Rejected: CustomStringConvertible, Sendable {
    let rule: String
    let code: String
    let error: String
    var description: String { "\(rule): \(error)" }
  }

  static let rejected: [Rejected] = [
    Rejected(
      rule: "U2",
      code: """
        final class CallsPlainInit: UIViewController {
          init() { super.init() }
          required init?(coder: NSCoder) { nil }
        }
        """,
      error: "must call a designated initializer of the superclass 'UIViewController'"),
    Rejected(
      rule: "U2",
      code: """
        final class ForgetsCoder: UIViewController {
          init(id: Int) { super.init(nibName: nil, bundle: nil) }
        }
        """,
      error:
        "'required' initializer 'init(coder:)' must be provided by subclass of 'UIViewController'"),
    Rejected(
      rule: "U2",
      code: """
        final class OverridesInit: UIViewController {
          override init() { super.init(nibName: nil, bundle: nil) }
          required init?(coder: NSCoder) { nil }
        }
        """,
      error: "initializer does not override a designated initializer from its superclass"),
    Rejected(
      rule: "U3",
      code: """
        final class PlainDelegate: UINavigationControllerDelegate {}
        """,
      error: "type 'PlainDelegate' does not conform to protocol 'NSObjectProtocol'"),
    Rejected(
      rule: "U1",
      code: """
        nonisolated func makeScreen() -> UIViewController { UIViewController() }
        """,
      error: "main actor-isolated"),
    Rejected(
      rule: "P3",
      code: """
        @MainActor func assignPresented(_ a: UIViewController, _ b: UIViewController) {
          a.presentedViewController = b
        }
        """,
      error: "cannot assign to property: 'presentedViewController' is a get-only property"),
    Rejected(
      rule: "test surface",
      code: """
        @MainActor func peek(_ window: UIWindow) -> String { window.path }
        """,
      error: "'path' is inaccessible due to '@_spi' protection level"),
  ]

  @Test("U1, U2, U3: each snippet UIKit rejects is rejected by the host, for the same reason")
  func rejectedSnippets() throws {
    let source = Self.rejected.map(\.code).joined(separator: "\n\n")
    let output = try typecheck("import PresentationHost\n\n" + source, languageMode: "6")
    for snippet in Self.rejected {
      #expect(output.contains(snippet.error), "\(snippet) not reported in:\n\(output)")
    }
  }

  @Test("U1, U2: UIKit's usual controller code compiles in the Swift 5 and Swift 6 modes")
  func acceptedSnippet() throws {
    let source = """
      import PresentationHost

      final class Profile: UIViewController {
        let id: Int
        init(id: Int) {
          self.id = id
          super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError() }
        override func viewDidLoad() {
          super.viewDidLoad()
          view.backgroundColor = .systemBackground
          navigationItem.largeTitleDisplayMode = .never
        }
      }

      final class Plain: UIViewController {}

      @MainActor func use() {
        let plain = Plain()
        let navigation = UINavigationController(rootViewController: plain)
        navigation.pushViewController(Profile(id: 1), animated: true)
        _ = navigation.viewControllers.firstIndex(of: plain)
      }
      """
    for mode in ["5", "6"] {
      let output = try typecheck(source, languageMode: mode)
      #expect(!output.contains("error:"), "Swift \(mode):\n\(output)")
    }
  }

  @Test(
    "U1: iOS code's autoreleasepool, NSIndexPath, UITableViewController(nibName:bundle:) and an activity read off the main actor compile"
  )
  func foundationBesideNavigation() throws {
    // Given code written for iOS: NSUserActivity is no main-actor type in Foundation
    // (developer.apple.com/documentation/foundation/nsuseractivity), and autoreleasepool and
    // NSIndexPath's row and section are what UIKit code reaches for
    let source = """
      import PresentationHost

      final class List: UITableViewController {
        override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
          super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        }
        required init?(coder: NSCoder) { fatalError() }
      }

      func describe(_ activity: NSUserActivity) -> String {
        autoreleasepool {
          let path = NSIndexPath(row: 2, section: 1)
          return "\\(activity.activityType) \\(activity.webpageURL?.absoluteString ?? "") \\(path.row)"
        }
      }

      nonisolated func read(_ activity: NSUserActivity) async -> Int {
        await Task.detached { activity.userInfo?.count ?? 0 }.value
      }
      """
    // When it is type-checked in both language modes, then it compiles
    for mode in ["5", "6"] {
      let output = try typecheck(source, languageMode: mode)
      #expect(!output.contains("error:"), "Swift \(mode):\n\(output)")
    }
  }

  /// Type-checks `source` against the `PresentationHost` module built for this test run and
  /// returns what the compiler printed.
  private func typecheck(_ source: String, languageMode: String) throws -> String {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("compile-time-rules-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("Snippet.swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    return try swiftTypecheck([file.path], languageMode: languageMode)
  }
}

/// Type-checks `files` as one module against the `PresentationHost` module built for this test
/// run, and returns what the compiler printed.
func swiftTypecheck(_ files: [String], languageMode: String) throws -> String {
  let modules = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("Modules")
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments =
    ["swiftc", "-typecheck", "-swift-version", languageMode, "-module-name", "App"]
    + ["-I", modules.path] + files
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = pipe
  try process.run()
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return String(decoding: data, as: UTF8.self)
}
