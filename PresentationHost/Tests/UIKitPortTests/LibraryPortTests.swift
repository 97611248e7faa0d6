@_spi(HostTesting) import PresentationHost
import Testing

/// Drives `LibraryApp.swift`: a list made with cell registrations a person reads and taps, and
/// a container that swaps its child with `transition(from:to:)`, on the host as on an iPhone.
@Suite("A library of registrations, list cells and a switching container, ported")
@MainActor
struct LibraryPortTests {
  /// The library in a navigation controller, in a key and visible window. Its cells are a
  /// subclass of the list cell, which the host makes with the maker a test registers (U4).
  private func launch() -> (LibraryViewController, UIWindow) {
    UICollectionView.registerMaker(for: BookCell.self) { BookCell(frame: .zero) }
    let sut = LibraryViewController()
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = UINavigationController(rootViewController: sut)
    window.makeKeyAndVisible()
    return (sut, window)
  }

  @Test("The list shows each book from its registration, and a tap opens one")
  func listOfBooks() throws {
    // Given the library, on its list
    let (sut, window) = launch()
    let list = try #require(sut.current as? BookListViewController)
    // When a person taps Emma
    try window.host.tap("Emma Novel")
    // Then the books were configured by the registration, under the header its registration
    // titled, and Emma was opened
    #expect(
      window.host.visibleItems.map(\.displayedText) == [
        "Dune Novel", "Emma Novel", "Ulysses Novel",
      ])
    let grid = list.view.subviews.first { $0 is UICollectionView } as? UICollectionView
    let header =
      grid?.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).first
      as? UICollectionViewListCell
    #expect(header?.displayedText == "All Books")
    #expect(window.host.visibleItems.allSatisfy { $0 is BookCell })
    #expect(list.opened == ["Emma"])
    expectNoDiagnostics(window.host)
  }

  @Test("Shelf swaps the list for the shelf, and the list leaves the container")
  func switchToShelf() throws {
    // Given the library, on its list
    let (sut, window) = launch()
    let list = try #require(sut.current)
    // When a person picks Shelf in the segmented control, the title view of its bar
    try window.host.selectSegment("Shelf")
    // Then the shelf replaced the list as the child on screen, and the list left
    #expect(sut.current is ShelfViewController)
    #expect(sut.children.count == 1 && sut.children.first === sut.current)
    #expect(list.parent == nil && list.viewIfLoaded?.superview == nil)
    #expect(sut.current?.view.superview === sut.view)
    #expect(
      window.host.visibleControls.compactMap { ($0 as? UILabel)?.text } == ["Your shelf is empty"])
    expectNoDiagnostics(window.host)
  }
}
