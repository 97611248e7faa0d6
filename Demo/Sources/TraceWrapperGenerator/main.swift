import Foundation

// Writes the demo's tracing decorators from the sample's own declarations, so that a screen
// added to the sample is traced with no code written for it: for each router protocol a
// decorator that records each request under the type that answers it, for each scene's
// business logic and link steps a decorator that records what the screen or a link forwards,
// and for each builder a conformance of `TracingBuilder` that builds with the decorators in
// place. Run by the `TracingWrappers` build plugin:
//   trace-wrapper-generator OUTPUT SOURCE...

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

  /// The requirement's declaration, as a conforming type writes it.
  var declaration: String {
    let list = parameters.map { parameter in
      parameter.label == parameter.name
        ? "\(parameter.name): \(parameter.type)"
        : "\(parameter.label) \(parameter.name): \(parameter.type)"
    }
    return "func \(name)(\(list.joined(separator: ", ")))" + (returns.map { " -> \($0)" } ?? "")
  }

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

// MARK: Reading the sample

/// The protocols `source` declares at its top level, comments left out.
func protocols(in source: String) -> [ProtocolDeclaration] {
  let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map {
    line -> String in
    guard let comment = line.range(of: "//") else { return String(line) }
    return String(line[..<comment.lowerBound])
  }
  var declarations: [ProtocolDeclaration] = []
  var index = 0
  while index < lines.count {
    let line = lines[index]
    guard let match = line.firstMatch(of: /^(?:public )?protocol (\w+)/) else {
      index += 1
      continue
    }
    var body = ""
    index += 1
    while index < lines.count, !lines[index].hasPrefix("}") {
      body += lines[index] + "\n"
      index += 1
    }
    let properties = body.matches(of: /var (\w+): ([^{]+?) \{ get \}/).map {
      (name: String($0.1), type: String($0.2))
    }
    declarations.append(
      ProtocolDeclaration(
        name: String(match.1), requirements: requirements(in: body), properties: properties))
  }
  return declarations
}

/// The functions a protocol's body requires.
func requirements(in body: String) -> [Requirement] {
  body.components(separatedBy: "func ").dropFirst().compactMap { text in
    let declaration = text.replacingOccurrences(of: "\n", with: " ")
      .split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    guard let open = declaration.firstIndex(of: "(") else { return nil }
    let name = String(declaration[..<open])
    var depth = 0
    var close = open
    for index in declaration[open...].indices {
      switch declaration[index] {
      case "(": depth += 1
      case ")": depth -= 1
      default: break
      }
      if depth == 0 {
        close = index
        break
      }
    }
    let list = String(declaration[declaration.index(after: open)..<close])
    let rest = declaration[declaration.index(after: close)...].trimmingCharacters(in: .whitespaces)
    let returns =
      rest.hasPrefix("->") ? String(rest.dropFirst(2)).trimmingCharacters(in: .whitespaces) : nil
    return Requirement(name: name, parameters: parameters(in: list), returns: returns)
  }
}

/// The parameters of `list`, split at the commas outside parentheses and angle brackets.
func parameters(in list: String) -> [Requirement.Parameter] {
  var pieces: [String] = []
  var current = ""
  var depth = 0
  for character in list {
    switch character {
    case "(", "<", "[": depth += 1
    case ")", ">", "]": depth -= 1
    default: break
    }
    if character == ",", depth == 0 {
      pieces.append(current)
      current = ""
    } else {
      current.append(character)
    }
  }
  if !current.trimmingCharacters(in: .whitespaces).isEmpty { pieces.append(current) }
  return pieces.compactMap { piece in
    guard let colon = piece.firstIndex(of: ":") else { return nil }
    let names = piece[..<colon].split(separator: " ").map(String.init)
    let type = piece[piece.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    guard let label = names.first else { return nil }
    return Requirement.Parameter(label: label, name: names.last ?? label, type: type)
  }
}

/// The stored builders of `source`'s `…Builders` structs: `shop` → `ShopBuilders`, and in a
/// feature's, `order` → `OrderBuildable`.
func builderSlots(in source: String) -> [(owner: String, slot: String, type: String)] {
  var slots: [(String, String, String)] = []
  var owner: String?
  for line in source.split(separator: "\n") {
    if let match = line.firstMatch(of: /^public struct (\w+Builders)\b/) {
      owner = String(match.1)
    } else if line.hasPrefix("}") {
      owner = nil
    } else if let owner, let match = line.firstMatch(of: /^  public var (\w+): (?:any )?(\w+)$/) {
      slots.append((owner, String(match.1), String(match.2)))
    }
  }
  return slots
}

// MARK: Writing the decorators

let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first else {
  FileHandle.standardError.write(Data("usage: trace-wrapper-generator OUTPUT SOURCE...\n".utf8))
  exit(2)
}
var declared: [String: ProtocolDeclaration] = [:]
var slots: [(owner: String, slot: String, type: String)] = []
for path in arguments.dropFirst() {
  guard let source = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
  for declaration in protocols(in: source) { declared[declaration.name] = declaration }
  slots += builderSlots(in: source)
}

var code = """
  // Written by the TracingWrappers build plugin from the sample's router protocols, business
  // logic, link steps and builders (Demo/Sources/TraceWrapperGenerator): do not edit.
  import Factories
  @_spi(HostTesting) import PresentationHost
  import Scenes


  """

// Each router protocol's decorator.
let routerProtocols = declared.values.filter { $0.name.hasSuffix("RouterProtocol") }
  .sorted { $0.name < $1.name }
for routerProtocol in routerProtocols {
  let asking = String(routerProtocol.name.dropLast("RouterProtocol".count))
  code += """
    @MainActor
    final class Traced\(routerProtocol.name): \(routerProtocol.name), TracingRouter {
      var tracedObject: AnyObject? { base }
      weak var base: (any \(routerProtocol.name))?
      let trace: Trace
      init(base: any \(routerProtocol.name), trace: Trace) { (self.base, self.trace) = (base, trace) }

    """
  for requirement in routerProtocol.requirements {
    let completion = requirement.parameters.first(where: \.isOutcomeCompletion)
    code += "  \(requirement.declaration) {\n"
    if let completion {
      code += "    guard let base else { return \(completion.name)(.interrupted) }\n"
      code += "    trace.record(by: base, \"\(requirement.traceName)\")\n"
      code +=
        "    trace.watching(\(completion.name), name: \"\(requirement.traceName) completion\", to: \"\(asking)\") {\n"
      code += "      \(requirement.call(on: "base", completion: "$0"))\n"
      code += "    }\n"
    } else {
      code += "    guard let base else { return }\n"
      code += "    trace.record(by: base, \"\(requirement.traceName)\")\n"
      code += "    \(requirement.call(on: "base"))\n"
    }
    code += "  }\n"
  }
  code += "}\n\n"
}

// Each scene's interactor decorator: its business logic, and its link steps if it has some.
let scenes = declared.keys.filter { $0.hasSuffix("BusinessLogic") }
  .map { String($0.dropLast("BusinessLogic".count)) }.sorted()
for scene in scenes {
  let logic = declared["\(scene)BusinessLogic"]!
  let steps = declared["\(scene)LinkSteps"]
  let conformances = ["\(scene)BusinessLogic"] + (steps.map { [$0.name] } ?? [])
  code +=
    "@MainActor\nfinal class Traced\(scene)Interactor: \(conformances.joined(separator: ", ")) {\n"
  code += "  let base: any \(scene)BusinessLogic\n"
  if let steps { code += "  let steps: any \(steps.name)\n" }
  code += "  let router: AnyObject\n  let trace: Trace\n"
  if let steps {
    code +=
      "  init(base: any \(scene)BusinessLogic, steps: any \(steps.name), router: AnyObject, trace: Trace) {\n"
    code +=
      "    (self.base, self.steps, self.router, self.trace) = (base, steps, router, trace)\n  }\n"
  } else {
    code += "  init(base: any \(scene)BusinessLogic, router: AnyObject, trace: Trace) {\n"
    code += "    (self.base, self.router, self.trace) = (base, router, trace)\n  }\n"
  }
  // What the view asks on loading, and what only tells the interactor of a change, is not
  // traced: it is no step a person takes.
  for requirement in logic.requirements {
    code += "  \(requirement.declaration) {\n"
    if requirement.name != "load", !requirement.name.hasSuffix("DidChange") {
      code +=
        "    trace.forward(\"\(scene)ViewController\", \"\(scene)Interactor.\(requirement.name)\", router: router)\n"
    }
    code += "    \(requirement.call(on: "base"))\n  }\n"
  }
  for property in steps?.properties ?? [] {
    code += "  var \(property.name): \(property.type) { steps.\(property.name) }\n"
  }
  for requirement in steps?.requirements ?? []
  where !logic.requirements.contains(where: { $0.declaration == requirement.declaration }) {
    code += "  \(requirement.declaration) {\n"
    code +=
      "    trace.forward(\"\(scene)ViewController\", \"\(scene)Interactor.\(requirement.name)\", router: router)\n"
    code += "    \(requirement.call(on: "steps"))\n  }\n"
  }
  code += "}\n\n"
}

// Each builder, wrapped.
let features = slots.filter { $0.type.hasSuffix("Builders") }
let buildables = slots.filter { $0.type.hasSuffix("Buildable") }
code += "extension ScreenBuilders {\n"
code += "  /// These builders, each wrapped so that the screens it builds are traced into `host`.\n"
code += "  @_spi(HostTesting) public func tracing(into host: HeadlessHost) -> ScreenBuilders {\n"
code += "    let tracing = TracingBuilder(base: self, trace: Trace(host: host))\n"
code += "    var traced = self\n"
for buildable in buildables {
  guard let feature = features.first(where: { $0.type == buildable.owner }) else { continue }
  code += "    traced.\(feature.slot).\(buildable.slot) = tracing\n"
}
code += "    return traced\n  }\n}\n\n"
for buildable in buildables {
  guard let feature = features.first(where: { $0.type == buildable.owner }),
    let declaration = declared[buildable.type]
  else { continue }
  let builderName = buildable.type.replacingOccurrences(of: "Buildable", with: "Builder")
  code += "extension TracingBuilder: \(buildable.type) {\n"
  for requirement in declaration.requirements {
    guard let returns = requirement.returns,
      let router = requirement.parameters.first(where: { $0.type.hasSuffix("RouterProtocol") }),
      let screen = returns.firstMatch(of: /(\w+)ViewController/)
    else { continue }
    let scene = String(screen.1)
    let routerProtocol = router.type.replacingOccurrences(of: "any ", with: "")
    let hasSteps = returns.contains("linkSteps:")
    let build = requirement.parameters.map {
      $0.name == router.name ? "\($0.label): $0" : $0.argument
    }
    let decorator: String
    if declared["\(scene)BusinessLogic"] == nil {
      decorator = "{ base, _, _ in base }"
    } else if hasSteps {
      decorator = "{ twice(Traced\(scene)Interactor(base: $0, steps: $1, router: $2, trace: $3)) }"
    } else {
      decorator = "{ Traced\(scene)Interactor(base: $0, router: $1, trace: $2) }"
    }
    code += "  \(requirement.declaration) {\n"
    code += "    trace.instrumented(\n"
    code +=
      "      Traced\(routerProtocol)(base: \(router.name), trace: trace), for: \(router.name),\n"
    code += "      builder: \"\(builderName)\", interactor: \\.interactor,\n"
    code += "      wrap: \(decorator),\n"
    code +=
      "      build: { base.\(feature.slot).\(buildable.slot).\(requirement.name)(\(build.joined(separator: ", "))) })\n"
    code += "  }\n"
  }
  code += "}\n\n"
}

do {
  try code.write(toFile: output, atomically: true, encoding: .utf8)
} catch {
  FileHandle.standardError.write(Data("Cannot write \(output): \(error)\n".utf8))
  exit(1)
}
