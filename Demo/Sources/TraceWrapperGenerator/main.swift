import Foundation

// Writes the demo's tracing decorators from the compiled sample, never its source text: from
// the symbol graphs `swift-symbolgraph-extract` writes of the compiled `Scenes` and `Factories`,
// the builders the app is given, what each builds, its router protocol and its screen's
// interactor. Each gets a decorator that records what it is asked, and `TracingBuilder` builds
// with them in place. Run by the `TracingWrappers` build plugin: OUTPUT GRAPH...

/// A requirement of a protocol, as declared: `func order(message: String, completion: …)`.
struct Requirement {
  struct Parameter {
    let label: String
    let name: String
    let type: String
    /// The argument as a call passes it on: `message: message`, or `step` for `_ step`.
    var argument: String { label == "_" ? name : "\(label): \(name)" }
    /// Whether it is a completion that hears a `ChildOutcome`.
    var isOutcomeCompletion: Bool { type.contains("(ChildOutcome<") && type.contains("-> Void") }
  }

  let name: String
  let parameters: [Parameter]
  let returns: String?
  /// The requirement's declaration, as the compiler prints it and a conforming type writes it.
  let declaration: String

  /// `name(label:label:)`, how the trace names it: labels, never values, which may be secret.
  var traceName: String {
    let labels = parameters.filter { !$0.isOutcomeCompletion }.map { "\($0.label):" }
    return labels.isEmpty ? name : "\(name)(\(labels.joined()))"
  }

  /// The requirement as a call on `receiver`, each argument passed on.
  func call(on receiver: String, completion: String? = nil) -> String {
    let arguments = parameters.map { parameter in
      parameter.isOutcomeCompletion && completion != nil
        ? "\(parameter.label): \(completion!)" : parameter.argument
    }
    return "\(receiver).\(name)(\(arguments.joined(separator: ", ")))"
  }
}

/// A protocol of the sample, with its requirements: its functions, and its read-only
/// properties (`var linkForm: RegistrationForm { get }`), name and type.
struct ProtocolDeclaration {
  let name: String
  let requirements: [Requirement]
  let properties: [(name: String, type: String)]
}

/// One way a builder builds a screen: `build(message:router:completion:)` of `OrderBuildable`,
/// in the `order` slot of `ShopBuilders`, the `shop` slot of `ScreenBuilders`.
struct Build {
  let feature: String
  let slot: String
  /// The slot's builder protocol, and the requirement that builds.
  let builder: String
  let requirement: Requirement
  /// The parameter that takes the screen's router; the screen's type, the protocol of its
  /// interactor, and of its link actions when the builder hands them over.
  let router: Requirement.Parameter
  let screen: String
  let logic: String?
  let steps: String?
}

// MARK: Reading the compiled sample

/// A module's symbol graph, as `swift-symbolgraph-extract` writes it from the compiled module:
/// the part the decorators need.
struct SymbolGraph: Decodable {
  struct Fragment: Decodable { let kind, spelling: String }
  struct Fragments: Decodable { let subHeading, declarationFragments: [Fragment]? }
  struct Symbol: Decodable {
    struct Kind: Decodable { let identifier: String }
    struct Identifier: Decodable { let precise: String }
    struct Signature: Decodable { let parameters: [Fragments]?, returns: [Fragment]? }
    let kind: Kind
    let identifier: Identifier
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
}

extension SymbolGraph.Symbol {
  var name: String { pathComponents.last ?? "" }

  /// The function as a requirement: its name, its parameters (each label from the declaration,
  /// each type from the signature) and what it returns.
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
    let types = (functionSignature?.parameters ?? []).map { parameter in
      let text = (parameter.declarationFragments ?? []).text
      return text.range(of: ": ").map { String(text[$0.upperBound...]) } ?? text
    }
    let parameters = zip(labels, types).map {
      Requirement.Parameter(label: $0.label, name: $0.name, type: $1)
    }
    let returns = (functionSignature?.returns ?? []).text
    return Requirement(
      name: String(name.prefix { $0 != "(" }), parameters: parameters,
      returns: returns == "()" || returns == "Void" ? nil : returns,
      declaration: fragments.text)
  }
}

/// A type's name, past `any`, parentheses and an optional's mark: `(any MainBusinessLogic)?`
/// is `MainBusinessLogic`.
func bare(_ type: String) -> String {
  var name = type.trimmingCharacters(in: .whitespaces)
  if name.hasSuffix("?") { name.removeLast() }
  if name.hasPrefix("("), name.hasSuffix(")") { name = String(name.dropFirst().dropLast()) }
  if name.hasPrefix("any ") { name.removeFirst(4) }
  return name
}

/// The elements of a tuple type as the compiler prints it, `(screen: X, linkActions: any Y)`, by
/// label; a type that is no tuple is the element `screen`.
func elements(of type: String) -> [String: String] {
  guard type.hasPrefix("("), type.hasSuffix(")") else { return ["screen": type] }
  var elements: [String: String] = [:]
  for element in type.dropFirst().dropLast().components(separatedBy: ", ") {
    guard let colon = element.range(of: ": ") else { continue }
    elements[String(element[..<colon.lowerBound])] = String(element[colon.upperBound...])
  }
  return elements
}

/// The protocols of the compiled modules whose symbol graphs `graphs` are, and the stored
/// properties of their types, by type.
func read(_ graphs: [SymbolGraph]) -> (
  protocols: [String: ProtocolDeclaration], properties: [String: [(name: String, type: String)]]
) {
  var protocols: [String: ProtocolDeclaration] = [:]
  var properties: [String: [(name: String, type: String)]] = [:]
  for graph in graphs {
    let byIdentifier = Dictionary(
      graph.symbols.map { ($0.identifier.precise, $0) }, uniquingKeysWith: { first, _ in first })
    func members(of owner: SymbolGraph.Symbol, _ kind: String) -> [SymbolGraph.Symbol] {
      graph.relationships
        .filter { $0.kind == kind && $0.target == owner.identifier.precise }
        .compactMap { byIdentifier[$0.source] }
    }
    func typed(_ members: [SymbolGraph.Symbol]) -> [(name: String, type: String)] {
      members.filter { $0.kind.identifier == "swift.property" }.compactMap { member in
        let heading = (member.names.subHeading ?? []).text
        return heading.range(of: ": ").map { (member.name, String(heading[$0.upperBound...])) }
      }
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
func builds(
  protocols: [String: ProtocolDeclaration], properties: [String: [(name: String, type: String)]]
) -> [Build] {
  var builds: [Build] = []
  for feature in properties["ScreenBuilders"] ?? [] {
    for slot in properties[bare(feature.type)] ?? [] {
      for requirement in protocols[bare(slot.type)]?.requirements ?? [] {
        guard let returns = requirement.returns,
          let router = requirement.parameters.first(where: { $0.label == "router" }),
          let screen = elements(of: returns)["screen"].map(bare)
        else { continue }
        let interactor = properties[screen]?.first { $0.name == "interactor" }.map { bare($0.type) }
        builds.append(
          Build(
            feature: feature.name, slot: slot.name, builder: bare(slot.type),
            requirement: requirement, router: router, screen: screen,
            logic: interactor.flatMap { protocols[$0] == nil ? nil : $0 },
            steps: elements(of: returns)["linkActions"].map(bare)))
      }
    }
  }
  return builds
}

// MARK: Writing the decorators

let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first else {
  FileHandle.standardError.write(Data("usage: trace-wrapper-generator OUTPUT GRAPH...\n".utf8))
  exit(2)
}
let graphs: [SymbolGraph]
do {
  graphs = try arguments.dropFirst().map {
    try JSONDecoder().decode(SymbolGraph.self, from: Data(contentsOf: URL(fileURLWithPath: $0)))
  }
} catch {
  FileHandle.standardError.write(Data("Cannot read the sample's symbol graphs: \(error)\n".utf8))
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

/// The decorator of a protocol: `TracedMainRouterProtocol`.
func decorator(of name: String) -> String { "Traced\(name)" }

// Each router protocol's decorator.
var written: Set<String> = []
for build in screenBuilds where written.insert(bare(build.router.type)).inserted {
  guard let routerProtocol = protocols[bare(build.router.type)] else { continue }
  let asking =
    build.screen.hasSuffix("ViewController")
    ? String(build.screen.dropLast("ViewController".count)) : build.screen
  let name = routerProtocol.name
  code += """
    @MainActor
    final class \(decorator(of: name)): \(name), TracingRouter {
      var tracedObject: AnyObject? { base }
      weak var base: (any \(name))?
      let trace: Trace
      init(base: any \(name), trace: Trace) { (self.base, self.trace) = (base, trace) }

    """
  for requirement in routerProtocol.requirements {
    let completion = requirement.parameters.first(where: \.isOutcomeCompletion).map {
      ", \($0.name), to: \"\(asking)\""
    }
    code += "  \(requirement.declaration) {\n    trace.request(base, \"\(requirement.traceName)\""
    code += "\(completion ?? "")) { \(requirement.call(on: "$0", completion: "$1")) }\n  }\n"
  }
  code += "}\n\n"
}

// Each screen's interactor decorator: its business logic, and its link actions if it has some.
written = []
for build in screenBuilds where written.insert(build.screen).inserted {
  guard let logicName = build.logic, let logic = protocols[logicName] else { continue }
  let steps = build.steps.flatMap { protocols[$0] }
  let conformances = [logic.name] + (steps.map { [$0.name] } ?? [])
  let forward = { (name: String) in
    "    trace.forward(\"\(build.screen)\", \"\\(type(of: self.base)).\(name)\", router: router)\n"
  }
  let stepsParameter = steps.map { "steps: any \($0.name), " } ?? ""
  code += """
    @MainActor
    final class \(decorator(of: logic.name)): \(conformances.joined(separator: ", ")) {
      let base: any \(logic.name)
      let steps: (any \(steps?.name ?? logic.name))?
      let router: AnyObject
      let trace: Trace
      init(base: any \(logic.name), \(stepsParameter)router: AnyObject, trace: Trace) {
        (self.base, self.steps, self.router, self.trace) = (base, \(steps == nil ? "nil" : "steps"), router, trace)
      }

    """
  // What the view asks on loading, and what only tells the interactor of a change, is not
  // traced: it is no step a person takes.
  for requirement in logic.requirements {
    code += "  \(requirement.declaration) {\n"
    if requirement.name != "load", !requirement.name.hasSuffix("DidChange") {
      code += forward(requirement.name)
    }
    code += "    \(requirement.call(on: "base"))\n  }\n"
  }
  for property in steps?.properties ?? [] {
    code += "  var \(property.name): \(property.type) { steps!.\(property.name) }\n"
  }
  for requirement in steps?.requirements ?? []
  where !logic.requirements.contains(where: { $0.declaration == requirement.declaration }) {
    code += "  \(requirement.declaration) {\n"
    code += forward(requirement.name)
    code += "    \(requirement.call(on: "steps!"))\n  }\n"
  }
  code += "}\n\n"
}

// Each builder, wrapped, and `ScreenBuilders.tracing(into:)`, which puts them in place.
let slots = Set(screenBuilds.map { "    traced.\($0.feature).\($0.slot) = tracing\n" }).sorted()
code += """
  extension ScreenBuilders {
    /// These builders, each wrapped so that the screens it builds are traced into `host`.
    @_spi(HostTesting) public func tracing(into host: HeadlessHost) -> ScreenBuilders {
      let tracing = TracingBuilder(base: self, trace: Trace(host: host))
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
      build.steps == nil
        ? "{ \(decorator(of: $0))(base: $0, router: $1, trace: $2) }"
        : "{ twice(\(decorator(of: $0))(base: $0, steps: $1, router: $2, trace: $3)) }"
    } ?? (build.steps == nil ? "{ base, _, _ in base }" : "{ base, steps, _, _ in (base, steps) }")
  code += """
    extension TracingBuilder {
      \(build.requirement.declaration) {
        trace.instrumented(
          \(decorator(of: bare(build.router.type)))(base: \(build.router.name), trace: trace),
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

do {
  try code.write(toFile: output, atomically: true, encoding: .utf8)
} catch {
  FileHandle.standardError.write(Data("Cannot write \(output): \(error)\n".utf8))
  exit(1)
}
