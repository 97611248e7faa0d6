import Foundation
import PackagePlugin

/// Writes the demo's tracing decorators from the compiled sample before the target that uses
/// them builds: `swift-symbolgraph-extract` describes the compiled `Scenes` and `Factories`
/// modules, and the generator reads those descriptions, never the sample's source text
/// (Demo/Sources/TraceWrapperGenerator). A screen added to the sample is traced with no code
/// written for it; a file of `Sources/` reformatted changes nothing the demo traces.
@main
struct TracingWrappers: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let generator = try context.tool(named: "TraceWrapperGenerator").url
    // The generator is built beside the modules of the same build, in their configuration.
    let modules = generator.deletingLastPathComponent().appending(path: "Modules")
    let graphs = context.pluginWorkDirectoryURL.appending(path: "graphs")
    let extract = try context.tool(named: "swift-symbolgraph-extract").url
    var commands: [Command] = []
    var graphFiles: [URL] = []
    for module in ["Scenes", "Factories"] {
      let folder = graphs.appending(path: module)
      let graph = folder.appending(path: "\(module).symbols.json")
      graphFiles.append(graph)
      commands.append(
        .buildCommand(
          displayName: "Describing the compiled \(module) module",
          executable: extract,
          arguments: [
            "-module-name", module, "-I", modules.path, "-output-dir", folder.path,
            "-minimum-access-level", "public",
          ],
          inputFiles: [modules.appending(path: "\(module).swiftmodule")], outputFiles: [graph]))
    }
    let output = context.pluginWorkDirectoryURL.appending(path: "TracedScenes.swift")
    commands.append(
      .buildCommand(
        displayName: "Writing the tracing decorators of the sample's screens",
        executable: generator, arguments: [output.path] + graphFiles.map(\.path),
        inputFiles: graphFiles, outputFiles: [output]))
    return commands
  }
}
