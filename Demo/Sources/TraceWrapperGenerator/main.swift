import Foundation

// Writes the demo's tracing decorators from the compiled sample, never its source text: from
// the symbol graphs `swift-symbolgraph-extract` writes of the compiled `Scenes` and `Factories`,
// the builders the app is given, what each builds, its router protocol and its screen's
// interactor. Each gets a decorator that records what it is asked, and `TracingBuilder` builds
// with them in place. Run by the `TracingWrappers` build plugin: OUTPUT GRAPH...

/// A requirement of a protocol, as the compiler declares it: `func order(message: …)`.
struct Requirement {
  struct Parameter {
    let label, name, type: String
    /// The argument as a call passes it on: `message: message`, or `step` for `_ step`.
    var argument: String { label == "_" ? name : "\(label): \(name)" }
    /// Whether it is a completion that hears a `ChildOutcome`.
    var isOutcomeCompletion: Bool { type.contains("(ChildOutcome<") && type.contains("-> Void") }
  }

  let name: String
  let parameters: [Parameter]
  let returns: String?
  /// The declaration, as the compiler prints it and a conforming type writes it.
  let declaration: String

  /// `name(label:label:)`, how the trace names it: labels, never values, which may be secret.
  var traceName: String {
    let labels = parameters.filter { !$0.isOutcomeCompletion }.map { "\($0.label):" }
    return labels.isEmpty ? name : "\(name)(\(labels.joined()))"
  }

  /// The requirement as a call on `receiver`, a completion passed as `completion` if given.
  func call(on receiver: String, completion: String? = nil) -> String {
    let arguments = parameters.map { parameter in
      completion.map { parameter.isOutcomeCompletion ? "\(parameter.label): \($0)" : nil }
        .flatMap { $0 } ?? parameter.argument
    }
    return "\(receiver).\(name)(\(arguments.joined(separator: ", ")))"
  }
}

/// A protocol: its functions, and its read-only properties (`var linkForm: RegistrationForm`).
struct ProtocolDeclaration {
  let name: String
  let requirements: [Requirement]
  let properties: [(name: String, type: String)]
}

/// One way a builder the app is given builds a screen: the `order` slot of `ScreenBuilders`'s
/// `shop`, an `OrderBuildable`, its `build(message:router:completion:)`, the parameter taking
/// the router, the screen's type, and the protocols of its interactor and link actions.
struct Build {
  let feature, slot, builder, screen: String
  let requirement: Requirement
  let router: Requirement.Parameter
  let logic, actions: String?
}

// MARK: Reading the compiled sample

/// A module's symbol graph, as `swift-symbolgraph-extract` writes it: what the decorators need.
struct SymbolGraph: Decodable {
  struct Fragment: Decodable { let kind, spelling: String }
  struct Fragments: Decodable { let subHeading, declarationFragments: [Fragment]? }
  struct Symbol: Decodable {
    struct Kind: Decodable { let identifier: String }
    struct Identifier: Decodable { let precise: String }
    struct Signature: Decodable { let parameters: [Fragments]?, returns: [Fragment]? }
    let kind: Kind, identifier: Identifier
    let pathComponents: [String]
    let names: Fragments
    let declarationFragments: [Fragment]?
    let functionSignature: Signature?
  }
  struct Relationship: Decodable { let kind, source, target: String }
  let symbols: [Symbol]
  let relationships: [Relationship]
}

extension [SymbolGraph.Fragment] {
  /// The fragments as one line of Swift, the declaration's own attributes (`@MainActor`) left
  /// out; a parameter's (`@escaping`) kept.
  var text: String {
    drop { $0.kind == "attribute" || $0.spelling.allSatisfy(\.isWhitespace) }.map(\.spelling)
      .joined().trimmingCharacters(in: .whitespaces)
  }

  /// What follows the first `: ` of the text: a property's or a parameter's type.
  var type: String { text.range(of: ": ").map { String(text[$0.upperBound...]) } ?? text }
}

extension SymbolGraph.Symbol {
  var name: String { pathComponents.last ?? "" }

  /// The function as a requirement: each label from the declaration, each type from the
  /// signature.
  var requirement: Requirement {
    let fragments = declarationFragments ?? []
    var labels: [(label: String, name: String)] = []
    for fragment in fragments {
      if fragment.kind == "externalParam" {
        labels.append((fragment.spelling, fragment.spelling))
      } else if fragment.kind == "internalParam", let last = labels.popLast() {
        labels.append((last.label, fragment.spelling))
      }
    }
    let types = (functionSignature?.parameters ?? []).map { ($0.declarationFragments ?? []).type }
    let returns = (functionSignature?.returns ?? []).text
    return Requirement(
      name: String(name.prefix { $0 != "(" }),
      parameters: zip(labels, types).map { .init(label: $0.label, name: $0.name, type: $1) },
      returns: returns == "()" || returns == "Void" ? nil : returns,
      declaration: fragments.text)
  }
}

/// A type's name, past `any`, parentheses and an optional's mark: `(any MainBusinessLogic)?`
/// is `MainBusinessLogic`.
func bare(_ type: String) -> String {
  type.firstMatch(of: /(\w+)\)?\??$/).map { String($0.1) } ?? type
}

/// Each type's stored properties, by type: name and type.
typealias Properties = [String: [(name: String, type: String)]]

/// The protocols of the compiled modules whose graphs `graphs` are, and each type's properties.
func read(_ graphs: [SymbolGraph]) -> (protocols: [String: ProtocolDeclaration], Properties) {
  var protocols: [String: ProtocolDeclaration] = [:]
  var properties: Properties = [:]
  for graph in graphs {
    let byIdentifier = Dictionary(
      graph.symbols.map { ($0.identifier.precise, $0) }, uniquingKeysWith: { first, _ in first })
    func members(of owner: SymbolGraph.Symbol, _ kind: String) -> [SymbolGraph.Symbol] {
      graph.relationships.filter { $0.kind == kind && $0.target == owner.identifier.precise }
        .compactMap { byIdentifier[$0.source] }
    }
    func typed(_ members: [SymbolGraph.Symbol]) -> [(name: String, type: String)] {
      members.filter { $0.kind.identifier == "swift.property" }
        .map { ($0.name, ($0.names.subHeading ?? []).type) }
    }
    for owner in graph.symbols {
      switch owner.kind.identifier {
      case "swift.protocol":
        let requirements = members(of: owner, "requirementOf")
        protocols[owner.name] = ProtocolDeclaration(
          name: owner.name,
          requirements: requirements.filter { $0.kind.identifier == "swift.method" }
            .map(\.requirement),
          properties: typed(requirements))
      case "swift.struct", "swift.class":
        properties[owner.name, default: []] += typed(members(of: owner, "memberOf"))
      default:
        break
      }
    }
  }
  return (protocols, properties)
}

/// Every way the builders the app is given (`ScreenBuilders`, a struct of each feature's)
/// build a screen with a router.
func builds(protocols: [String: ProtocolDeclaration], properties: Properties) -> [Build] {
  (properties["ScreenBuilders"] ?? []).flatMap { feature in
    (properties[bare(feature.type)] ?? []).flatMap { slot in
      (protocols[bare(slot.type)]?.requirements ?? []).compactMap { requirement -> Build? in
        // What it returns, as the compiler prints it: a screen, or `(screen: X, linkActions: Y)`.
        guard let returns = requirement.returns,
          let router = requirement.parameters.first(where: { $0.label == "router" })
        else { return nil }
        let screen = returns.firstMatch(of: /screen: (\w+)/).map { String($0.1) } ?? bare(returns)
        let interactor = properties[screen]?.first { $0.name == "interactor" }.map { bare($0.type) }
        return Build(
          feature: feature.name, slot: slot.name, builder: bare(slot.type), screen: screen,
          requirement: requirement, router: router,
          logic: interactor.flatMap { protocols[$0] == nil ? nil : $0 },
          actions: returns.firstMatch(of: /linkActions: (?:any )?(\w+)/).map { String($0.1) })
      }
    }
  }
}

// MARK: Writing the decorators

let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first else {
  FileHandle.standardError.write(Data("usage: trace-wrapper-generator OUTPUT GRAPH...\n".utf8))
  exit(2)
}
guard
  let graphs = try? arguments.dropFirst().map({
    try JSONDecoder().decode(SymbolGraph.self, from: Data(contentsOf: URL(fileURLWithPath: $0)))
  })
else {
  FileHandle.standardError.write(Data("Cannot read the sample's symbol graphs.\n".utf8))
  exit(1)
}
let (protocols, properties) = read(graphs)
let screenBuilds = builds(protocols: protocols, properties: properties)
var code = """
  // Written by the TracingWrappers build plugin from the compiled sample's symbol graphs
  // (Demo/Sources/TraceWrapperGenerator): do not edit.
  import Factories
  @_spi(HostTesting) import PresentationHost
  import Scenes


  """

// Each router protocol's decorator: each request recorded under the type that answers it.
var written: Set<String> = []
for build in screenBuilds where written.insert(bare(build.router.type)).inserted {
  guard let routerProtocol = protocols[bare(build.router.type)] else { continue }
  let name = routerProtocol.name
  code += """
    @MainActor
    final class Traced\(name): \(name), TracingRouter {
      var tracedObject: AnyObject? { base }
      weak var base: (any \(name))?
      let trace: Trace
      init(base: any \(name), trace: Trace) { (self.base, self.trace) = (base, trace) }

    """
  for requirement in routerProtocol.requirements {
    let completion = requirement.parameters.first(where: \.isOutcomeCompletion).map {
      ", \($0.name), to: \"\(build.screen.replacingOccurrences(of: "ViewController", with: ""))\""
    }
    code += "  \(requirement.declaration) {\n    trace.request(base, \"\(requirement.traceName)\""
    code += "\(completion ?? "")) { \(requirement.call(on: "$0", completion: "$1")) }\n  }\n"
  }
  code += "}\n\n"
}

// Each screen's interactor decorator: what the screen, or a link, forwards to its interactor.
written = []
for build in screenBuilds where written.insert(build.screen).inserted {
  guard let logic = build.logic.flatMap({ protocols[$0] }) else { continue }
  let actions = build.actions.flatMap { protocols[$0] }
  func forward(_ requirement: Requirement, to receiver: String) -> String {
    // What the view asks on loading, and what only tells the interactor of a change, is no
    // step a person takes: it is not traced.
    let traced = requirement.name != "load" && !requirement.name.hasSuffix("DidChange")
    let line = "trace.forward(\"\(build.screen)\", \"\\(type(of: base)).\(requirement.name)\""
    return "  \(requirement.declaration) {\n"
      + (traced ? "    \(line), router: router)\n" : "")
      + "    \(requirement.call(on: receiver))\n  }\n"
  }
  let conformances = ([logic.name] + (actions.map { [$0.name] } ?? [])).joined(separator: ", ")
  code += """
    @MainActor
    final class Traced\(logic.name): \(conformances) {
      let base: any \(logic.name)
      let actions: (any \(actions?.name ?? logic.name))?
      let router: AnyObject
      let trace: Trace
      init(base: any \(logic.name), \(actions.map { "actions: any \($0.name), " } ?? "")router: AnyObject, trace: Trace) {
        (self.base, self.actions, self.router, self.trace) = (base, \(actions == nil ? "nil" : "actions"), router, trace)
      }

    """
  code += logic.requirements.map { forward($0, to: "base") }.joined()
  for property in actions?.properties ?? [] {
    code += "  var \(property.name): \(property.type) { actions!.\(property.name) }\n"
  }
  code +=
    (actions?.requirements ?? [])
    .filter { action in !logic.requirements.contains { $0.declaration == action.declaration } }
    .map { forward($0, to: "actions!") }.joined() + "}\n\n"
}

// Each builder, wrapped, and `ScreenBuilders.tracing(with:)`, which puts them in place.
let slots = Set(screenBuilds.map { "    traced.\($0.feature).\($0.slot) = tracing\n" }).sorted()
code += """
  extension ScreenBuilders {
    /// These builders, each wrapped so that the screens it builds are traced into `trace`.
    func tracing(with trace: Trace) -> ScreenBuilders {
      let tracing = TracingBuilder(base: self, trace: trace)
      var traced = self
  \(slots.joined())    return traced
    }
  }

  """
for build in screenBuilds {
  let slot = "base.\(build.feature).\(build.slot)"
  let arguments = build.requirement.parameters.map {
    $0.name == build.router.name ? "\($0.label): $0" : $0.argument
  }
  let wrap =
    build.logic.map {
      build.actions == nil
        ? "{ Traced\($0)(base: $0, router: $1, trace: $2) }"
        : "{ twice(Traced\($0)(base: $0, actions: $1, router: $2, trace: $3)) }"
    }
    ?? (build.actions == nil
      ? "{ base, _, _ in base }" : "{ base, actions, _, _ in (base, actions) }")
  code += """
    extension TracingBuilder {
      \(build.requirement.declaration) {
        trace.instrumented(
          Traced\(bare(build.router.type))(base: \(build.router.name), trace: trace),
          for: \(build.router.name), builder: "\\(type(of: \(slot)))", interactor: \\.interactor,
          wrap: \(wrap),
          build: { \(slot).\(build.requirement.name)(\(arguments.joined(separator: ", "))) })
      }
    }

    """
}
for builder in Set(screenBuilds.map(\.builder)).sorted() {
  code += "extension TracingBuilder: \(builder) {}\n"
}

guard (try? code.write(toFile: output, atomically: true, encoding: .utf8)) != nil else {
  FileHandle.standardError.write(Data("Cannot write \(output).\n".utf8))
  exit(1)
}
