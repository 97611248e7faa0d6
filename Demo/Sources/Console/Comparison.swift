import Foundation
@_spi(HostTesting) import Journeys
@_spi(HostTesting) import PresentationHost

/// The side-by-side comparison: per journey, equal or the first difference; then figures per
/// variant, each counted from the code or measured while the command runs.
@MainActor
public enum Comparison {
  /// One variant's figures.
  public struct Figures: Sendable {
    /// Source files in the variant's navigation layer.
    public let files: Int
    /// Non-blank, non-comment lines in them.
    public let lines: Int
    /// Non-blank, non-comment lines of the screens: their views and their logic, no navigation
    /// (`screenSources(of:)`).
    public let screenLines: Int
    /// Non-blank, non-comment lines of the navigation both styles share, counted in neither.
    public let sharedLines: Int
    /// Non-blank, non-comment lines of the screens' views, which every style shows.
    public let viewLines: Int
    /// Types (classes, structs, enums, protocols) declared in them.
    public let types: Int
    /// Objects the host tracks (screens, their parts, routers or coordinators) per screen on
    /// the paths of the app's windows, averaged over every step of every journey.
    public let objectsPerScreen: Double
    /// Objects alive that should not be, after all journeys and a shut-down.
    public let leaks: Int
    /// Median time of one run through all journeys, divided by the number of journeys.
    public let microsecondsPerJourney: Double
    /// The fastest and the slowest of those runs, likewise divided.
    public let microsecondsPerJourneyRange: ClosedRange<Double>
    /// Of the navigation files, those that handle links and restoration, by name.
    public let linkFiles: Int
    /// Their non-blank, non-comment lines.
    public let linkLines: Int
    /// Lines of the navigation layer that reach state every window would share: a static
    /// variable, an unchecked global, an app-wide singleton (`.shared`).
    public let sharedStateLines: Int
    /// Protocols the navigation layer declares.
    public let protocols: Int
    /// Protocol conformances its types and extensions declare (a superclass is none, nor is
    /// `Sendable`, a marker with no conformance record at run time).
    public let conformances: Int
    /// Source files of the app as the style writes it: its screens, builders, navigation and
    /// scene delegate (`appSources(of:)`).
    public let appFiles: Int
    /// Their non-blank, non-comment lines.
    public let appLines: Int
    /// Of those lines, the ones in files that import no UIKit: what a test reaches with no
    /// screen, no window and no host.
    public let linesWithoutUIKit: Int
    /// The files of the app's code and of the navigation every style shares whose code names
    /// every feature: outside any feature's folder, each new feature edits them.
    public let filesEveryFeatureEdits: Int
    /// The modules a change to one screen's declarations rebuilds, of the style's modules: the
    /// screen's own and every one above it (`rebuilt(after:in:)`).
    public let modulesRebuilt: (rebuilt: Int, of: Int)
  }

  /// The scenes of the app: the folders of each feature's folder of `Sources/Scenes`
  /// (`Shop/Order`), its shared one aside.
  public nonisolated static var sceneCount: Int {
    let scenes = packageRoot.appendingPathComponent("Sources/Scenes")
    return features.map { folders(in: scenes.appendingPathComponent($0)).count }.reduce(0, +)
  }

  /// The names of the folders in `folder`.
  private nonisolated static func folders(in folder: URL) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { name in
      var isFolder: ObjCBool = false
      let path = folder.appendingPathComponent(name).path
      return !name.hasPrefix(".")
        && FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        && isFolder.boolValue
    }
  }

  /// The protocols a declaration conforms to, read from its clause after the colon:
  /// `final class LoginRouter: NSObject, LoginRouterProtocol, …` gives `LoginRouterProtocol`
  /// and the rest, `classes` telling superclasses apart.
  static func conformances(inClause clause: String, classes: Set<String>) -> [String] {
    let names = clause.split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespacesAndNewlines)
        .split(separator: " ").first.map(String.init) ?? ""
    }
    return names.filter { !$0.isEmpty && !classes.contains($0) && $0 != "Sendable" }
  }

  /// Every class the package and UIKit's base classes declare, to tell a superclass apart.
  static let knownClasses: Set<String> = {
    var names: Set<String> = ["NSObject", "UIResponder"]
    let sources = packageRoot.appendingPathComponent("Sources")
    let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    for case let file as URL in files?.allObjects ?? [] where file.pathExtension == "swift" {
      let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
      for match in text.matches(of: /\bclass\s+([A-Z]\w*)/) { names.insert(String(match.output.1)) }
    }
    return names
  }()

  /// The protocols and conformances `text`, a Swift file, declares.
  public static func protocolsAndConformances(in text: String) -> (
    protocols: Int, conformances: Int
  ) {
    let protocols = text.matches(
      of: /(?m)^\s*(?:public |open |internal |private |fileprivate )?protocol\s+\w+/
    ).count
    var conformances = 0
    let declaration =
      /(?m)^\s*(?:@\w+\s+)*(?:(?:public|open|internal|private|fileprivate|final)\s+)*(?:class|struct|enum|actor|extension)\s+[A-Z][\w.]*\s*:([^{]*)\{/
    for match in text.matches(of: declaration) {
      conformances +=
        Self.conformances(inClause: String(match.output.1), classes: knownClasses).count
    }
    return (protocols, conformances)
  }

  /// A line that reaches state every window of the app would share.
  public static let sharedState = #"\bstatic\s+var\b|nonisolated\(unsafe\)|\.shared\b"#

  /// Whether a navigation file is there for links or restoration: by its name.
  static func isAboutLinks(_ file: URL) -> Bool {
    let name = file.lastPathComponent
    return name.contains("Link") || name.contains("Restoration")
  }

  /// The files of each variant's navigation layer, relative to the package root.
  public static func navigationSources(of variant: Variant) -> [String] {
    switch variant {
    case .router:
      ["Sources/Routing", "Sources/App/RouterSceneDelegate.swift"]
    case .coordinator:
      ["Sources/Coordinators", "Sources/App/CoordinatorSceneDelegate.swift"]
    case .mvc:
      ["Sources/MVC", "Sources/App/MVCSceneDelegate.swift"]
    }
  }

  /// The files of the app as each style writes it, relative to the package root: its screens
  /// (with their logic), builders, navigation and scene delegate; not the links, the app
  /// delegate and the scene delegates' common base, which all share. Plain MVC uses of
  /// `Scenes` only the models and the shared files it names: the controls and the accounts,
  /// not the requests' outcomes, which its delegates do without.
  public static func appSources(of variant: Variant) -> [String] {
    switch variant {
    case .router, .coordinator:
      ["Sources/Scenes", "Sources/Factories"] + navigationSources(of: variant)
    case .mvc:
      navigationSources(of: variant) + viewSources + [
        "Sources/Scenes/Shared/UIKit+Controls.swift", "Sources/Scenes/Shared/Accounts.swift",
        "Sources/Scenes/Shop/TextInput/RegistrationStep.swift",
        "Sources/Scenes/Shop/TextInput/RegistrationForm.swift",
        "Sources/Scenes/Explore/HelloWorld/HelloWorldModels.swift",
      ]
    }
  }

  /// The screens' views, relative to the package root: one type a screen, its controls and
  /// their layout, which every style shows (`OrderView`), so counted in no style's screens.
  public static var viewSources: [String] {
    swiftFiles(under: "Sources/Scenes").filter { $0.lastPathComponent.hasSuffix("View.swift") }
      .map { String($0.path.dropFirst(packageRoot.path.count + 1)) }
  }

  /// The files of each style's screens, relative to the package root: their views and their
  /// logic, with no navigation. Plain MVC's are the part of each view controller before its
  /// navigation (`navigationMark`), and the shared files it uses.
  public static func screenSources(of variant: Variant) -> [String] {
    switch variant {
    case .router, .coordinator: ["Sources/Scenes"]
    case .mvc: appSources(of: .mvc).filter { $0 != "Sources/App/MVCSceneDelegate.swift" }
    }
  }

  /// Where a plain MVC view controller's navigation begins: its file's last part, an extension
  /// that makes, shows and closes screens, as a UIKit team marks it. A file of `Sources/MVC`
  /// without it is navigation throughout (the tab bar controller, its links).
  public static let navigationMark = "// MARK: - Navigation"

  /// The part of `text`, a navigation file of `variant`, that navigates: all of it, but for a
  /// plain MVC view controller, what follows `navigationMark`.
  @_spi(HostTesting) public static func navigationPart(of text: String, in variant: Variant)
    -> String
  {
    guard variant == .mvc, let mark = text.range(of: navigationMark) else { return text }
    return String(text[mark.upperBound...])
  }

  /// The part of `text`, a screen file of `variant`, that is the screen: all of it, but for a
  /// plain MVC file, what comes before `navigationMark`, and nothing of a file without it.
  @_spi(HostTesting) public static func screenPart(
    of text: String, at file: URL, in variant: Variant
  ) -> String {
    guard variant == .mvc, file.path.contains("/Sources/MVC/") else { return text }
    guard let mark = text.range(of: navigationMark) else { return "" }
    return String(text[..<mark.lowerBound])
  }

  /// The navigation both styles share, counted in neither's layer: the app's places and links,
  /// the walk that opens a link and restores a window, and what both scene delegates do.
  public static let sharedNavigationSources = [
    "Sources/Links", "Sources/App/AppSceneDelegate.swift",
  ]

  /// The app's modules each style's code lives in, and the one a screen's own change is made
  /// in: its view and its logic, in `Scenes` for the router and coordinator styles, its view
  /// controller in `MVC`.
  public static func modules(of variant: Variant) -> (all: [String], screen: String) {
    switch variant {
    case .router: (["Scenes", "Factories", "Links", "Routing", "App"], "Scenes")
    case .coordinator: (["Scenes", "Factories", "Links", "Coordinators", "App"], "Scenes")
    case .mvc: (["Scenes", "Links", "MVC", "App"], "MVC")
    }
  }

  /// What each target of `manifest`, a `Package.swift`, depends on, by name, as its text
  /// declares it (`.target(name: "Routing", dependencies: ["Factories", …])`).
  @_spi(HostTesting) public static func targetDependencies(in manifest: String) -> [String:
    Set<String>]
  {
    var graph: [String: Set<String>] = [:]
    let target = /\.(?:target|executableTarget)\(\s*name:\s*"(\w+)",\s*dependencies:\s*\[([^\]]*)\]/
    for match in manifest.matches(of: target) {
      graph[String(match.output.1)] = Set(
        String(match.output.2).matches(of: /"(\w+)"/).map { String($0.output.1) })
    }
    return graph
  }

  /// The modules of `variant` that a change to its screen's module rebuilds: that module, and
  /// every one that depends on it, directly or through another, as `Package.swift` declares.
  public static func rebuilt(after module: String, in variant: Variant) -> [String] {
    let manifest = packageRoot.appendingPathComponent("Package.swift")
    let graph = targetDependencies(in: (try? String(contentsOf: manifest, encoding: .utf8)) ?? "")
    var rebuilt: Set<String> = [module]
    var grew = true
    while grew {
      grew = false
      for candidate in modules(of: variant).all where !rebuilt.contains(candidate) {
        if !(graph[candidate] ?? []).isDisjoint(with: rebuilt) {
          rebuilt.insert(candidate)
          grew = true
        }
      }
    }
    return modules(of: variant).all.filter(rebuilt.contains)
  }

  /// The package root, found from this source file's place in it
  /// (`Demo/Sources/Console/Comparison.swift`).
  public nonisolated static var packageRoot: URL {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url
  }

  /// Measures `variant`; `repetitions` runs through all journeys are timed.
  public static func measure(_ variant: Variant, repetitions: Int = 15) -> Figures {
    let files = navigationSources(of: variant).flatMap { swiftFiles(under: $0) }
    var lines = 0
    var types = 0
    var linkLines = 0
    var sharedStateLines = 0
    var protocols = 0
    var conformances = 0
    for file in files {
      let text = navigationPart(
        of: (try? String(contentsOf: file, encoding: .utf8)) ?? "", in: variant)
      let declared = protocolsAndConformances(in: text)
      protocols += declared.protocols
      conformances += declared.conformances
      for line in text.split(separator: "\n") {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty || trimmed.hasPrefix("//") { continue }
        lines += 1
        if isAboutLinks(file) { linkLines += 1 }
        if trimmed.range(of: typeDeclaration, options: .regularExpression) != nil { types += 1 }
        if trimmed.range(of: sharedState, options: .regularExpression) != nil {
          sharedStateLines += 1
        }
      }
    }
    let views = Set(viewSources.map { packageRoot.appendingPathComponent($0).path })
    let screenFiles = screenSources(of: variant).flatMap { swiftFiles(under: $0) }
    let screenLines = screenFiles.filter { !views.contains($0.path) }.reduce(0) {
      lines, file in
      let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
      return lines + codeLines(of: screenPart(of: text, at: file, in: variant))
    }
    let viewLines = views.reduce(0) { lines, path in
      lines + codeLines(of: (try? String(contentsOfFile: path, encoding: .utf8)) ?? "")
    }
    let sharedLines = sharedNavigationSources.flatMap { swiftFiles(under: $0) }.reduce(0) {
      lines, file in
      lines + codeLines(of: (try? String(contentsOf: file, encoding: .utf8)) ?? "")
    }
    var ratios: [Double] = []
    var leaks = 0
    for journey in sampleJourneys {
      let app = variant.launch()
      for step in journey.steps {
        try? app.perform(step.action)
        // Every window's screens: the host tracks the objects of all of them.
        let screens = app.windowPaths.compactMap { path in
          path.split(separator: ":").last.map {
            $0.components(separatedBy: CharacterSet(charactersIn: ">|")).count
          }
        }.reduce(0, +)
        ratios.append(Double(app.host.liveTrackedObjectCount) / Double(max(screens, 1)))
      }
      leaks += app.host.leaks.count
      leaks += app.shutDown().count
    }
    var durations: [Double] = []
    let clock = ContinuousClock()
    for _ in 0..<repetitions {
      let elapsed = clock.measure {
        for journey in sampleJourneys { _ = JourneyRunner.run(journey, on: variant) }
      }
      durations.append(
        Double(elapsed.components.attoseconds) / 1e12 + Double(elapsed.components.seconds) * 1e6)
    }
    durations.sort()
    var appLines = 0
    var linesWithoutUIKit = 0
    let appFiles = appSources(of: variant).flatMap { swiftFiles(under: $0) }
    for file in appFiles {
      let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
      let count = codeLines(of: text)
      appLines += count
      if !text.contains("import UIKit"), !text.contains("import PresentationHost") {
        linesWithoutUIKit += count
      }
    }
    return Figures(
      files: files.count, lines: lines, screenLines: screenLines, sharedLines: sharedLines,
      viewLines: viewLines,
      types: types,
      objectsPerScreen: ratios.reduce(0, +) / Double(max(ratios.count, 1)), leaks: leaks,
      microsecondsPerJourney: durations[durations.count / 2] / Double(sampleJourneys.count),
      microsecondsPerJourneyRange: (durations[0] / Double(sampleJourneys.count))...(durations[
        durations.count - 1] / Double(sampleJourneys.count)),
      linkFiles: files.filter(isAboutLinks).count, linkLines: linkLines,
      sharedStateLines: sharedStateLines, protocols: protocols, conformances: conformances,
      appFiles: appFiles.count, appLines: appLines, linesWithoutUIKit: linesWithoutUIKit,
      filesEveryFeatureEdits: filesEveryFeatureEdits(
        appFiles + sharedNavigationSources.flatMap { swiftFiles(under: $0) }),
      modulesRebuilt: (
        rebuilt(after: modules(of: variant).screen, in: variant).count,
        modules(of: variant).all.count
      ))
  }

  /// The features of the app: the folders of `Sources/Scenes` but its shared one.
  public nonisolated static var features: [String] {
    folders(in: packageRoot.appendingPathComponent("Sources/Scenes")).filter { $0 != "Shared" }
      .sorted()
  }

  /// How many of `files`, outside the features' folders, name every feature in their code
  /// (`ShopAssembly`, `.explore`), comments left out.
  static func filesEveryFeatureEdits(_ files: [URL]) -> Int {
    let features = Self.features
    return files.filter { file in
      guard !features.contains(where: { file.path.contains("/\($0)/") }) else { return false }
      let code = ((try? String(contentsOf: file, encoding: .utf8)) ?? "")
        .split(separator: "\n").filter {
          !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//")
        }.joined(separator: "\n")
      return features.allSatisfy { feature in
        code.contains(feature) || code.contains(".\(feature.lowercased())")
      }
    }.count
  }

  /// The non-blank lines of `text` that are not comments.
  @_spi(HostTesting) public static func codeLines(of text: String) -> Int {
    text.split(separator: "\n").filter {
      let trimmed = $0.trimmingCharacters(in: .whitespaces)
      return !trimmed.isEmpty && !trimmed.hasPrefix("//")
    }.count
  }

  /// The figures of every variant as a Markdown table.
  public static func table(_ figures: [Variant: Figures]) -> [String] {
    let variants = Variant.allCases
    func row(_ name: String, _ value: (Figures) -> String) -> String {
      "| \(name) | " + variants.map { figures[$0].map(value) ?? "" }.joined(separator: " | ") + " |"
    }
    return [
      "| measured | " + variants.map(\.rawValue).joined(separator: " | ") + " |",
      "|---|" + variants.map { _ in "---:|" }.joined(),
      row("navigation source files") { "\($0.files)" },
      row("navigation lines (no blanks, no comments)") { "\($0.lines)" },
      row("screens' lines, beside: their logic and its wiring to their views, no navigation") {
        "\($0.screenLines)"
      },
      row("shared by every style, counted in none: the screens' views (controls, layout): lines") {
        "\($0.viewLines)"
      },
      row("shared by every style, counted in none: lines (Links, AppSceneDelegate)") {
        "\($0.sharedLines)"
      },
      row("navigation types") { "\($0.types)" },
      row("of them for links and restoration: files") { "\($0.linkFiles)" },
      row("of them for links and restoration: lines") { "\($0.linkLines)" },
      row("protocols declared") { "\($0.protocols)" },
      row("protocol conformances declared (per screen)") {
        "\($0.conformances) (\(String(format: "%.1f", Double($0.conformances) / Double(max(sceneCount, 1)))))"
      },
      row("lines reaching state every window shares (static vars, singletons)") {
        "\($0.sharedStateLines)"
      },
      row("objects alive per screen on the host") { String(format: "%.2f", $0.objectsPerScreen) },
      row("leaks after all journeys") { "\($0.leaks)" },
      row("the app's code: files (screens, builders, navigation, scene delegate)") {
        "\($0.appFiles)"
      },
      row("the app's code: lines") { "\($0.appLines)" },
      row("of them testable without UIKit: lines in files that import none (share)") {
        "\($0.linesWithoutUIKit) (\(100 * $0.linesWithoutUIKit / max($0.appLines, 1))%)"
      },
      "| places it lacks, of every feature's (a variant that lacks one is left out of the lockstep) | "
        + variants.map { variant in
          let lacked = PlacesLacked.lacked[variant] ?? []
          return lacked.isEmpty ? "none" : lacked.joined(separator: ", ")
        }.joined(separator: " | ") + " |",
      row("files every new feature edits: they name every feature, outside the features' folders") {
        "\($0.filesEveryFeatureEdits)"
      },
      row("modules a change to one screen's declarations rebuilds, of the style's") {
        "\($0.modulesRebuilt.rebuilt) of \($0.modulesRebuilt.of)"
      },
      "| adding the tutorial's screen, Receipt: files touched beyond its own and Main's, which asks for it | "
        + variants.map { TutorialMeasure.touchedBeyondItsOwn(in: $0).map { "\($0.count)" } ?? "—" }
        .joined(separator: " | ") + " |",
      row("time per journey, µs: median (min–max)") {
        String(
          format: "%.0f (%.0f–%.0f)", $0.microsecondsPerJourney,
          $0.microsecondsPerJourneyRange.lowerBound, $0.microsecondsPerJourneyRange.upperBound)
      },
    ]
  }

  /// Runs the whole comparison, writing as it goes; true when every journey is equal.
  public static func run(showTranscripts: Bool, write: (String) -> Void) -> Bool {
    var allEqual = true
    for journey in sampleJourneys {
      let steps = Lockstep.run(journey.steps.map(\.action))
      if let different = steps.first(where: { !$0.isEqual }) {
        allEqual = false
        write("Journey \(journey.id): differs at step \(different.step) (\(different.action))")
        for (variant, screen) in different.screens.sorted(by: { $0.key.rawValue < $1.key.rawValue })
        {
          write("  \(variant.rawValue): \(screen.path)  \(screen.texts)")
        }
      } else {
        write("Journey \(journey.id): equal (\(steps.count) steps) — \(journey.title)")
      }
      if showTranscripts { writeSideBySide(steps, write: write) }
    }
    write("")
    var figures: [Variant: Figures] = [:]
    for variant in Variant.allCases { figures[variant] = measure(variant) }
    table(figures).forEach(write)
    return allEqual
  }

  private static let typeDeclaration =
    #"^((public|open|private|fileprivate|internal|final|@MainActor)\s+)*(class|struct|enum|protocol|actor)\s"#

  /// The Swift files at `relativePath`, a file or a folder and its subfolders.
  private static func swiftFiles(under relativePath: String) -> [URL] {
    let url = packageRoot.appendingPathComponent(relativePath)
    if url.pathExtension == "swift" { return [url] }
    let files = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
    return (files?.allObjects ?? []).compactMap { $0 as? URL }
      .filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
  }

  private static func writeSideBySide(
    _ steps: [Lockstep.StepComparison], write: (String) -> Void
  ) {
    let width = 56
    func row(_ cells: [String]) -> String {
      let clipped = cells.map { $0.count > width ? String($0.prefix(width - 1)) + "…" : $0 }
      let padded = clipped.dropLast().map {
        $0.padding(toLength: width, withPad: " ", startingAt: 0)
      }
      return "  " + (padded + clipped.suffix(1)).joined(separator: " │ ")
    }
    let variants = Variant.allCases
    write(row(variants.map(\.rawValue)))
    for step in steps {
      write(row(variants.map { _ in "> \(step.action)" }))
      let columns = variants.map { step.transcripts[$0] ?? [] }
      for index in 0..<(columns.map(\.count).max() ?? 0) {
        write(row(columns.map { index < $0.count ? $0[index] : "" }))
      }
    }
  }

}
