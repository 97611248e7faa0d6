@_spi(HostTesting) import PresentationHost
import Testing

/// Drives `GridApp.swift`: a grid written for iOS shows its items, and a person's tap on one
/// reaches its router, on the host as on an iPhone.
@Suite("A photo grid, ported")
@MainActor
struct GridPortTests {
  @Test("C3: the grid shows its photos; a tap on one pushes it, and back clears the selection")
  func tapAPhoto() throws {
    // Given the grid in a navigation controller, its cell class made as the test says (U4)
    UICollectionView.registerMaker(for: PhotoCell.self) { PhotoCell(frame: .zero) }
    let grid = PhotosViewController()
    let sut = PhotosRouter()
    sut.viewController = grid
    grid.router = sut
    let window = UIWindow()
    window.rootViewController = UINavigationController(rootViewController: grid)
    window.makeKeyAndVisible()
    let captions = window.host.visibleItems.map(\.displayedText)
    // When a person taps Harbour, then goes back
    try window.host.tap("Harbour")
    let path = window.path
    try window.host.back()
    // Then the router pushed it, and the grid shows again with nothing selected
    #expect(captions == ["Beach", "Forest", "Harbour", "Summit"])
    #expect(sut.shown == ["Harbour"])
    #expect(path == "Photos > Harbour")
    #expect(grid.collectionView.indexPathsForSelectedItems == [])
    expectNoDiagnostics(window.host)
    #expect(window.host.leaks.isEmpty)
  }

  // developer.apple.com/documentation/uikit/uiviewcontroller/didreceivememorywarning(): the
  // place to free what the controller can make again; the grid also observes
  // UIApplication.didReceiveMemoryWarningNotification, dropping the observer's token, as
  // Apple's Foundation lets code do.
  @Test("L6: a memory warning empties the grid's thumbnail cache, and its observer hears it")
  func memoryWarningEmptiesTheCache() {
    // Given the grid on screen, its thumbnails cached as its cells were made
    UICollectionView.registerMaker(for: PhotoCell.self) { PhotoCell(frame: .zero) }
    let sut = PhotosViewController()
    let window = UIWindow()
    window.rootViewController = UINavigationController(rootViewController: sut)
    window.makeKeyAndVisible()
    let cached = sut.cachedThumbnailCount
    // When the system warns the app that memory is low
    window.host.receiveMemoryWarning()
    // Then the cache was emptied, once, by the override and the observer's block
    #expect(cached == 4)
    #expect(sut.cachedThumbnailCount == 0)
    #expect(sut.memoryWarningsHeard == 1)
    expectNoDiagnostics(window.host)
  }
}
