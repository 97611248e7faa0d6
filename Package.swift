// swift-tools-version: 6.0
import PackageDescription

// The sample is `Sources/Scenes`, `Factories`, `Routing` and `Coordinators`, composed by
// `Sources/App`; what runs and checks it (the UIKit host, the journeys, the console, the
// benchmark) is in `Sources/Harness`. The sample's modules import UIKit on Apple's platforms
// and the host elsewhere.
let host = Target.Dependency.target(
  name: "PresentationHost", condition: .when(platforms: [.linux, .macOS]))

let package = Package(
  name: "ScreenNavigation",
  products: [
    .library(name: "PresentationHost", targets: ["PresentationHost"]),
    .executable(name: "demo", targets: ["App"]),
    .executable(name: "benchmarks", targets: ["Benchmarks"]),
  ],
  targets: [
    // The host knows nothing of the app.
    .target(name: "PresentationHost", path: "Sources/Harness/PresentationHost"),
    // Scenes know UIKit (the host on Linux), and nothing of each other or of navigation.
    .target(name: "Scenes", dependencies: [host]),
    // One builder per scene: view, interactor and presenter, wired to the router it is given.
    // Both navigation styles build their screens with them.
    .target(name: "Factories", dependencies: ["Scenes", host]),
    // The router variant: one router per screen, the assembly that binds them, the scene delegate.
    .target(name: "Routing", dependencies: ["Factories", "Scenes", host]),
    // The coordinator variant: the same screens, driven by a coordinator tree and a navigator.
    // It knows nothing of the router variant.
    .target(name: "Coordinators", dependencies: ["Factories", "Scenes", host]),
    // The journeys of docs/SAMPLE_APP.md, written once, and how to launch and drive each variant.
    .target(
      name: "Journeys", dependencies: ["Routing", "Coordinators", "Factories", "PresentationHost"],
      path: "Sources/Harness/Journeys"),
    // The console: walk-through, tour, scripts and the navigation graph.
    .target(
      name: "Console", dependencies: ["Journeys", "Scenes", "PresentationHost"],
      path: "Sources/Harness/Console"),
    // The app composes.
    .executableTarget(
      name: "App",
      dependencies: ["Console", "Journeys", "Scenes"]
    ),
    // Reads glibc's heap statistics for the benchmark's memory figures.
    .target(name: "MallocStats", path: "Sources/Harness/MallocStats"),
    // A benchmark run's figures, its targets, and the Markdown that docs/PERFORMANCE.md holds.
    .target(name: "BenchmarkReport", path: "Sources/Harness/BenchmarkReport"),
    // What the two styles cost: `swift run -c release benchmarks`.
    .executableTarget(
      name: "Benchmarks",
      dependencies: [
        "BenchmarkReport", "Journeys", "Routing", "Coordinators", "Factories", "PresentationHost",
        "MallocStats",
      ],
      path: "Sources/Harness/Benchmarks"),
    .testTarget(name: "PresentationHostTests", dependencies: ["PresentationHost"]),
    // UIKit code written for iOS, in the Swift 5 language mode most UIKit code still uses,
    // compiled against the host's UIKit surface with only its import changed.
    .testTarget(
      name: "UIKitPortTests", dependencies: ["PresentationHost"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(name: "ScenesTests", dependencies: ["Scenes"]),
    .testTarget(
      name: "RoutingTests", dependencies: ["Routing", "Factories", "Scenes", "PresentationHost"]),
    .testTarget(name: "ConsoleTests", dependencies: ["Console", "Journeys", "App"]),
    .testTarget(
      name: "CoordinatorsTests",
      dependencies: ["Coordinators", "Factories", "Journeys", "PresentationHost"]),
    .testTarget(name: "JourneysTests", dependencies: ["Journeys", "PresentationHost"]),
    .testTarget(name: "BenchmarkReportTests", dependencies: ["BenchmarkReport", "MallocStats"]),
  ],
  swiftLanguageModes: [.v6]
)
