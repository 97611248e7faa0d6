import Foundation

/// The built `demo` executable.
func demoExecutable() throws -> URL {
  let executable = URL(fileURLWithPath: CommandLine.arguments[0])
    .deletingLastPathComponent().appendingPathComponent("demo")
  let candidates =
    [executable]
    + ["debug", "release"].map {
      URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        .appendingPathComponent(".build/\($0)/demo")
    }
  guard
    let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
  else { throw DemoNotBuilt() }
  return found
}

/// Runs the built `demo` executable with `arguments`, feeding `input` to standard input.
func runDemo(_ arguments: [String], input: String = "") throws -> (
  status: Int32, output: String, error: String
) {
  let process = Process()
  process.executableURL = try demoExecutable()
  process.arguments = arguments
  var environment = ProcessInfo.processInfo.environment
  environment["NO_COLOR"] = "1"
  process.environment = environment
  let stdin = Pipe()
  let stdout = Pipe()
  let stderr = Pipe()
  process.standardInput = stdin
  process.standardOutput = stdout
  process.standardError = stderr
  try process.run()
  stdin.fileHandleForWriting.write(Data(input.utf8))
  try stdin.fileHandleForWriting.close()
  let output = stdout.fileHandleForReading.readDataToEndOfFile()
  let error = stderr.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (
    process.terminationStatus, String(decoding: output, as: UTF8.self),
    String(decoding: error, as: UTF8.self)
  )
}

struct DemoNotBuilt: Error {}
