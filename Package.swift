// swift-tools-version: 6.0
import PackageDescription

// The sample is `Sources/`: `Scenes`, `Factories`, `Links`, `Routing`, `Coordinators`, and `App`, what an
// iOS app target holds. What runs and checks it stands apart: `PresentationHost/` is UIKit on
// Linux, `Demo/` the console, the journeys and the benchmark. The sample's modules import UIKit
// on Apple's platforms and the host elsewhere.
let host = Target.Dependency.target(
  name: "PresentationHost", condition: .when(platforms: [.linux, .macOS]))

let package = Package(
  name: "ScreenNavigation",
  // The sample's floor: what teams keep in 2026, and no API of the sample is newer
  // (docs/SAMPLE_APP.md, "Two forms of a request"). Linux has no such floor.
  platforms: [.iOS(.v16), .macOS(.v13)],
  products: [
    // What an iOS app links (iOSApp/project.yml): the app delegate, the three styles' scene
    // delegates, and the sample under them.
    .library(name: "App", targets: ["App"]),
    // The probe of UIKit's time the iOS app runs with -RunTimeProbe, and the demo on the host.
    .library(name: "TimeProbe", targets: ["TimeProbe"]),
    .library(name: "PresentationHost", targets: ["PresentationHost"]),
    .executable(name: "demo", targets: ["demo"]),
    .executable(name: "benchmarks", targets: ["Benchmarks"]),
  ],
  targets: [
    // The sample.
    // Scenes know UIKit (the host on Linux), and nothing of each other or of navigation.
    .target(name: "Scenes", dependencies: [host]),
    // One builder per scene: view, interactor and presenter, wired to the router it is given.
    // Both navigation styles build their screens with them.
    .target(name: "Factories", dependencies: ["Scenes", host]),
    // The app's places and links, written once for both styles: where the app is, the links
    // that name it, how a link is opened and a window's state saved and restored.
    .target(name: "Links", dependencies: ["Scenes", host]),
    // The router variant: one router per screen, and the assembly that binds them.
    .target(name: "Routing", dependencies: ["Factories", "Links", "Scenes", host]),
    // The coordinator variant: the same screens, driven by a coordinator tree and a navigator.
    // It knows nothing of the router variant.
    .target(name: "Coordinators", dependencies: ["Factories", "Links", "Scenes", host]),
    // The baseline: the same screens in plain MVC, each view controller holding its logic and
    // showing the next screen itself. It knows nothing of the other two.
    .target(name: "MVC", dependencies: ["Links", "Scenes", host]),
    // What an iOS app target holds: the app delegate and each variant's scene delegate.
    .target(
      name: "App",
      dependencies: ["Routing", "Coordinators", "MVC", "Factories", "Links", "Scenes", host]),
    .testTarget(name: "ScenesTests", dependencies: ["Scenes"]),
    // A recipe beside the sample, with its tests (docs/Recipes/README.md): the awaited form of a
    // request, which none of the app's screens needs.
    .target(name: "AwaitedRequest", dependencies: ["Scenes"], path: "docs/Recipes/AwaitedRequest"),
    .testTarget(
      name: "AwaitedRequestTests",
      dependencies: ["AwaitedRequest", "App", "Factories", "Scenes", "PresentationHost"],
      path: "docs/Recipes/AwaitedRequestTests"),
    .testTarget(
      name: "AppTests", dependencies: ["App", "Factories", "Links", "Scenes", "PresentationHost"]),
    .testTarget(
      name: "RoutingTests",
      dependencies: ["Routing", "Factories", "Links", "Scenes", "PresentationHost"]),
    // The tutorial "Add a screen with its router" (docs/App.docc) shows the app's own files.
    .testTarget(name: "TutorialTests"),
    .testTarget(name: "MVCTests", dependencies: ["MVC", "Scenes", "PresentationHost"]),
    .testTarget(
      name: "CoordinatorsTests",
      dependencies: ["App", "Coordinators", "Factories", "Journeys", "Links", "PresentationHost"]),

    // The probe of UIKit's time: seven cases run on a device and on the host, to compare.
    .target(name: "TimeProbe", dependencies: [host], path: "iOSApp/TimeProbe"),

    // UIKit on Linux: it knows nothing of the app (PresentationHost/README.md).
    .target(name: "PresentationHost", path: "PresentationHost/Sources/PresentationHost"),
    .testTarget(
      name: "PresentationHostTests", dependencies: ["PresentationHost"],
      path: "PresentationHost/Tests/PresentationHostTests"),
    // UIKit code written for iOS, in the Swift 5 language mode most UIKit code still uses,
    // compiled against the host's UIKit surface with only its import changed.
    .testTarget(
      name: "UIKitPortTests", dependencies: ["PresentationHost"],
      path: "PresentationHost/Tests/UIKitPortTests",
      swiftSettings: [.swiftLanguageMode(.v5)]),

    // The demo (Demo/README.md).
    // The journeys of docs/SAMPLE_APP.md, written once, and how to launch and drive each variant.
    .target(
      name: "Journeys",
      dependencies: [
        "App", "AwaitedRequest", "Routing", "Coordinators", "MVC", "Factories", "Links",
        "PresentationHost",
      ],
      path: "Demo/Sources/Journeys", plugins: ["TracingWrappers"]),
    // Writes the journeys' tracing decorators from the compiled sample's symbol graphs (never its
    // source text), so that a screen added to the sample is traced with no code written for it.
    .executableTarget(
      name: "TraceWrapperGenerator", path: "Demo/Sources/TraceWrapperGenerator"),
    .plugin(
      name: "TracingWrappers", capability: .buildTool(),
      dependencies: ["TraceWrapperGenerator"], path: "Demo/Plugins/TracingWrappers"),
    // The console: walk-through, tour, scripts and the navigation graph.
    .target(
      name: "Console", dependencies: ["Journeys", "Links", "Scenes", "PresentationHost"],
      path: "Demo/Sources/Console"),
    // The `demo` executable: the console's command line.
    .executableTarget(
      name: "demo", dependencies: ["Console", "Journeys", "Links", "Scenes", "TimeProbe"],
      path: "Demo/Sources/demo"),
    // Reads glibc's heap statistics for the benchmark's memory figures.
    .target(name: "MallocStats", path: "Demo/Sources/MallocStats"),
    // A benchmark run's figures, its targets, and the Markdown that docs/PERFORMANCE.md holds.
    .target(name: "BenchmarkReport", path: "Demo/Sources/BenchmarkReport"),
    // What the two styles cost: `swift run -c release benchmarks`.
    .executableTarget(
      name: "Benchmarks",
      dependencies: [
        "AwaitedRequest", "BenchmarkReport", "Journeys", "Routing", "Coordinators", "MVC",
        "Factories", "Links", "Scenes", "PresentationHost", "MallocStats",
      ],
      path: "Demo/Sources/Benchmarks"),
    .testTarget(
      name: "ConsoleTests", dependencies: ["Console", "Journeys", "demo", "TimeProbe"],
      path: "Demo/Tests/ConsoleTests"),
    .testTarget(
      name: "JourneysTests", dependencies: ["Journeys", "Links", "PresentationHost"],
      path: "Demo/Tests/JourneysTests"),
    .testTarget(
      name: "BenchmarkReportTests", dependencies: ["BenchmarkReport", "MallocStats"],
      path: "Demo/Tests/BenchmarkReportTests"),
  ],
  swiftLanguageModes: [.v6]
)
