import Foundation
import PackagePlugin

/// Writes the demo's tracing decorators from the sample's scenes and builders before the target
/// that uses them builds: a screen added to the sample is traced with no code written for it
/// (Demo/Sources/TraceWrapperGenerator).
@main
struct TracingWrappers: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let sources = try context.package.targets(named: ["Scenes", "Factories"])
      .compactMap { $0 as? SourceModuleTarget }
      .flatMap { $0.sourceFiles(withSuffix: "swift").map(\.url) }
    let output = context.pluginWorkDirectoryURL.appending(path: "TracedScenes.swift")
    return [
      .buildCommand(
        displayName: "Writing the tracing decorators of the sample's scenes",
        executable: try context.tool(named: "TraceWrapperGenerator").url,
        arguments: [output.path] + sources.map(\.path),
        inputFiles: sources, outputFiles: [output])
    ]
  }
}
