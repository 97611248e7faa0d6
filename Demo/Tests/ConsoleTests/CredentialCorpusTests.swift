@_spi(HostTesting) import Console
import Foundation
import Testing

/// Credentials in every spelling the console's reader can meet, made from one secret: a link's
/// password named in any case and percent-encoded once, twice or in part; a user part with or
/// without a scheme, with a space or a tab in it; a secret behind a long line; a value typed
/// into a secure field. Each line holds the secret once.
enum CredentialCorpus {
  /// The secret every spelling carries.
  static let secret = "Zq9SecretPW"

  /// `text` with each character percent-encoded `times` times (`p` → `%70` → `%2570`), or, with
  /// `every` above 1, every `every`th character only.
  static func encoded(_ text: String, times: Int, every: Int = 1) -> String {
    String(
      text.enumerated().map { index, character -> String in
        guard index % every == 0 else { return String(character) }
        var spelled = String(format: "%%%02X", Int(character.asciiValue ?? 0x3F))
        for _ in 1..<max(times, 1) { spelled = spelled.replacingOccurrences(of: "%", with: "%25") }
        return spelled
      }.joined())
  }

  /// The lines that open a link carrying the secret.
  static var linkLines: [String] {
    var names: [String] = []
    for key in ["password", "PassWord", "PASS", "passwd", "pwd"] {
      names += [
        key, encoded(key, times: 1), encoded(key, times: 2), encoded(key, times: 1, every: 3),
        encoded(key, times: 2, every: 2),
      ]
    }
    var lines = names.map { "open sample://shop/order?message=tea&\($0)=\(secret)" }
    lines += [
      "open sample://shop?password=\(secret)",
      "open sample://me:\(secret)@shop", "open sample://\(secret)@shop",
      "open sample://my \(secret)@shop", "open sample://my\t\(secret)@explore/detail",
      "open //demo:\(secret)@shop", "open //\(secret)@shop", "OPEN SAMPLE://ME:\(secret)@SHOP",
      "open sample://shop/order?message=" + String(repeating: "a", count: 600)
        + "&password=\(secret)",
      "open sample://" + String(repeating: "b", count: 2_000) + ":\(secret)@shop",
      "open sample://shop/order?message=sample://me:\(secret)@shop",
    ]
    return lines
  }

  /// Lines for the login modal, each typing the secret into its secure field.
  static var fieldLines: [String] {
    [
      "type password \(secret)", "type password\t\(secret)", "type   password   \(secret)",
      "type password" + String(repeating: " ", count: 300) + secret,
    ]
  }
}

/// No spelling of a credential reaches what the console prints, in a pipe or a script.
@Suite("A corpus of credentials, piped")
@MainActor
struct CredentialCorpusTests {
  /// What a piped session prints for `lines`, on a fresh app.
  private func printed(_ lines: [String]) -> String {
    var output: [String] = []
    let session = ConsoleSession(variant: .router)
    _ = ScriptRunner.run(lines: lines, session: session) { output.append($0) }
    return output.joined(separator: "\n")
  }

  @Test("No link that carries a credential, however spelled, prints it, refused or echoed")
  func links() {
    // Given every spelling of a link that carries the secret
    for line in CredentialCorpus.linkLines {
      // When it is piped to the console
      let sut = printed([line])
      // Then it was refused, and nothing printed holds the secret or a part of it
      #expect(sut.contains("refused"), "\(line.prefix(60))")
      #expect(!sut.contains("Zq9Se") && !sut.contains("SecretPW"), "\(line.prefix(60)): \(sut)")
    }
  }

  @Test(
    "No value typed into a secure field, however spelled, is printed, nor the link of a message that quotes one"
  )
  func fields() {
    // Given the login modal, and every spelling of a line that types the secret into its
    // password field, and one that asks for it hidden, the next line its value
    let toLogin = ["type message tea", "tap Order", "tap Done"]
    for line in CredentialCorpus.fieldLines {
      // When it is piped to the console
      let sut = printed(toLogin + [line])
      // Then the field's name shows and its value never does
      #expect(sut.contains("type password ") && !sut.contains("Zq9Se"), "\(line.prefix(40))")
    }
    #expect(!printed(toLogin + ["type password", CredentialCorpus.secret]).contains("Zq9Se"))
    // And a message that quotes a link with the secret shows masked, in the screen and its link
    let quoted = printed([
      "type message sample://shop?password=\(CredentialCorpus.secret)", "tap Order", "link",
    ])
    #expect(!quoted.contains("Zq9Se"), "\(quoted)")
  }

  @Test("demo --open with a link that carries a credential refuses it without repeating it")
  func openArgument() throws {
    // Given the demo executable, and links that carry the secret
    for link in [
      "//demo:\(CredentialCorpus.secret)@shop", "sample://my \(CredentialCorpus.secret)@shop",
      "sample://shop/order?message=tea&p%2561ssword=\(CredentialCorpus.secret)",
    ] {
      // When one is passed to --open
      let process = Process()
      process.executableURL = try demoExecutable()
      process.arguments = ["--open", link]
      let (output, errors) = (Pipe(), Pipe())
      process.standardOutput = output
      process.standardError = errors
      process.standardInput = FileHandle.nullDevice
      try process.run()
      let said =
        String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        + String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      // Then it is refused, and neither output holds the secret
      #expect(process.terminationStatus != 0)
      #expect(!said.contains("Zq9Se"), "\(said)")
    }
  }
}
