import App
import Foundation
import Links
@_spi(HostTesting) import PresentationHost
import Testing

/// The iOS app a person opens in Xcode (`iOSApp/`), checked as far as Linux allows: its property
/// list parses and names the sample's classes and the app's link scheme, its project spec keeps
/// the package's floor and a scheme a style, and the app it describes runs on the host. No iOS
/// target is built here: that takes Xcode.
@Suite("The iOS app's files")
@MainActor
struct SampleAppTests {
  private static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("iOSApp")

  private func propertyList() throws -> [String: Any] {
    let data = try Data(contentsOf: Self.folder.appendingPathComponent("SampleApp/Info.plist"))
    return try #require(
      try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
  }

  private func text(_ name: String) throws -> String {
    try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
  }

  @Test(
    "The property list parses, registers the app's links, and names the sample's scene delegate")
  func propertyListNamesTheSample() throws {
    // Given the app's property list
    let sut = try propertyList()
    // When its URL types and scene manifest are read
    let schemes = (sut["CFBundleURLTypes"] as? [[String: Any]])?
      .flatMap { $0["CFBundleURLSchemes"] as? [String] ?? [] }
    let manifest = try #require(sut["UIApplicationSceneManifest"] as? [String: Any])
    let configurations = manifest["UISceneConfigurations"] as? [String: [[String: Any]]]
    let delegate =
      configurations?["UIWindowSceneSessionRoleApplication"]?.first?[
        "UISceneDelegateClassName"] as? String
    // Then links open the app, and the scene delegate it names is one of the sample's
    #expect(schemes == [AppLink.scheme])
    let sceneDelegates: [AnyClass] = [
      RouterSceneDelegate.self, CoordinatorSceneDelegate.self, MVCSceneDelegate.self,
    ]
    #expect(sceneDelegates.map { String(reflecting: $0) }.contains(delegate ?? ""))
  }

  @Test("The entry point starts the sample's app delegate, and the spec keeps the package's floor")
  func entryPointAndFloor() throws {
    // Given the app's entry point, its project spec and the package's manifest
    let main = try text("SampleApp/main.swift")
    let spec = try text("project.yml")
    let manifest = try String(
      contentsOf: Self.folder.deletingLastPathComponent().appendingPathComponent("Package.swift"),
      encoding: .utf8)
    // Then the entry point makes the App library's delegate, the spec's iOS floor is the
    // package's, the app links the App library, and each style has its scheme
    #expect(main.contains("import App") && main.contains("NSStringFromClass(AppDelegate.self)"))
    let floor = try #require(manifest.firstMatch(of: /\.iOS\(\.v(\d+)\)/)?.output.1)
    #expect(
      spec.contains("iOS: \"\(floor).0\"") && spec.contains("deploymentTarget: \"\(floor).0\""))
    #expect(spec.contains("product: App") && manifest.contains(".library(name: \"App\""))
    for style in [AppDelegate.NavigationStyle.routers, .coordinators, .plainMVC] {
      #expect(spec.contains("\"-NavigationStyle \(style.rawValue)\""), "\(style)")
    }
  }

  // developer.apple.com/documentation/bundleresources/information-property-list/
  // uiapplicationscenemanifest: the scene configurations an app declares in its Info.plist.
  @Test("The app the property list describes launches on the host, shows Main and opens a link")
  func appRunsFromItsPropertyList() throws {
    // Given a host that reads the app's scene manifest, and the app delegate launched on it
    let host = HeadlessHost()
    host.sceneManifest = try propertyList()["UIApplicationSceneManifest"] as? [String: Any]
    host.launch(AppDelegate())
    host.register(sceneDelegateClass: RouterSceneDelegate.self) { RouterSceneDelegate() }
    // When iOS connects a scene, and a link is opened
    let window = try #require(host.connectScene()?.windows.first)
    let launched = window.path
    host.open([try #require(URL(string: "sample://shop/order?message=tea"))])
    // Then Main showed, then Order, with no diagnostic
    #expect(launched == "Shop: Main")
    #expect(window.path == "Shop: Main > Order")
    #expect(host.diagnostics.isEmpty)
  }
}
