import Foundation

// How the app reads a link, or a text that may hold links, for what a link never carries: a
// user or a password before its place, and a query item that names a password. `AppLink`
// refuses a link that carries either, and whatever shows a text the app read (a refusal, the
// console's echo and its line editor) masks them where this reading finds them: one reading.

extension AppLink {
  /// Whether a query item's name names a password: percent-decoded however many times it was
  /// encoded (`p%2561ssword` too), in any case. A link that carries one is refused, and nothing
  /// that shows a link shows its value.
  public static func namesSecret(_ name: some StringProtocol) -> Bool {
    // A name can grow with each encoding, by two characters a `%`; past this it names no
    // password however it was encoded.
    guard name.utf8.count <= 256 else { return false }
    var decoded = String(name)
    for _ in 0..<64 {
      guard let once = decoded.removingPercentEncoding, once != decoded else { break }
      decoded = once
    }
    return ["pass", "passwd", "password", "pwd"].contains(decoded.lowercased())
  }

  /// Where `text` carries what a link never carries, in order: each user part (between `//`
  /// and the last `@` before the authority ends at `/`, `?` or `#`, with or without a scheme,
  /// spaces included, as the URL parser reads it) and each value of a query item, or a
  /// `name=value` word, whose name names a password (`namesSecret(_:)`). One pass over the
  /// text: its time grows with its length, however the text is made.
  public static func credentials(in text: String) -> [Range<String.Index>] {
    var found: [Range<String.Index>] = []
    var index = text.startIndex
    var nameStart = index
    while index < text.endIndex {
      let character = text[index]
      let next = text.index(after: index)
      if character == "/", next < text.endIndex, text[next] == "/" {
        let start = text.index(after: next)
        let end = text[start...].firstIndex { "/?#".contains($0) } ?? text.endIndex
        if let at = text[start..<end].lastIndex(of: "@") { found.append(start..<at) }
        (index, nameStart) = (end, end)
        continue
      }
      if character == "=" {
        let end =
          text[next...].firstIndex { "&;#".contains($0) || $0.isWhitespace } ?? text.endIndex
        if namesSecret(text[nameStart..<index]) { found.append(next..<end) }
        nameStart = next
      } else if "?&;".contains(character) || character.isWhitespace {
        nameStart = next
      }
      index = next
    }
    return found
  }

  /// `text` with what a link never carries masked (`credentials(in:)`), as git shows a URL
  /// with its password: what quotes a link the app refused never repeats a secret.
  public static func redacted(_ text: String) -> String {
    let secrets = credentials(in: text)
    guard !secrets.isEmpty else { return text }
    var result = ""
    var kept = text.startIndex
    for secret in secrets where secret.lowerBound >= kept {
      result += text[kept..<secret.lowerBound] + "••••"
      kept = secret.upperBound
    }
    return result + text[kept...]
  }

  /// `link`, a URL's text, with each query value that carries what a link never carries once
  /// percent-decoded, as its screen shows it, masked whole: a message that holds a link with a
  /// password is shown masked, as its screen shows it.
  static func redactingValues(of link: String) -> String {
    guard let question = link.firstIndex(of: "?") else { return link }
    let items = link[link.index(after: question)...].split(
      separator: "&", omittingEmptySubsequences: false)
    let shown = items.map { item -> String in
      guard let equals = item.firstIndex(of: "="),
        let value = item[item.index(after: equals)...].removingPercentEncoding,
        !credentials(in: value).isEmpty
      else { return String(item) }
      return item[...equals] + "••••"
    }
    return link[...question] + shown.joined(separator: "&")
  }
}
