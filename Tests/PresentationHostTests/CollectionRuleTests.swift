@_spi(HostTesting) import PresentationHost
import Testing

// developer.apple.com/documentation/uikit/uicollectionview: the collection view asks its data
// source for the number of items and for the cells of those it shows, and tells its delegate as
// a person selects items; collectionView(_:shouldSelectItemAt:): "true if the item should be
// selected or false if it should not"; dequeueReusableCell(withReuseIdentifier:for:): "you must
// register a class or nib file using the register(_:forCellWithReuseIdentifier:) method before
// calling this method" (UIKit raises an NSInternalInconsistencyException otherwise).
@Suite("Collection views")
@MainActor
struct CollectionRuleTests {
  @Test("C3: items load at the first layout; a tap asks the delegate, then selects one at a time")
  func tapSelectsOneItem() throws {
    // Given a grid of three items whose delegate refuses the first, on a visible screen
    let source = Tiles(count: 3, refusing: [0])
    let sut = UICollectionView(
      frame: UIScreen.main.bounds, collectionViewLayout: UICollectionViewFlowLayout())
    sut.dataSource = source
    sut.delegate = source
    let screen = UIViewController()
    screen.view.addSubview(sut)
    let askedBeforeShown = source.cellsAsked
    let window = visibleWindow(root: screen)
    // When a person taps A, B, then C
    try window.host.tap("A")
    try window.host.tap("B")
    try window.host.tap("C")
    // Then nothing was asked before the grid appeared; A was refused, and C replaced B
    #expect(askedBeforeShown == 0)
    #expect(window.host.visibleItems.map(\.displayedText) == ["A", "B", "C"])
    #expect(source.log == ["should 0", "should 1", "did 1", "should 2", "undid 1", "did 2"])
    #expect(sut.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    expectNoDiagnostics(window.host)
  }

  @Test("C3: dequeueing an identifier nothing is registered for is refused with an error")
  func unregisteredIdentifierIsRefused() {
    // Given a collection view on a visible screen, with nothing registered
    let sut = UICollectionView(
      frame: UIScreen.main.bounds, collectionViewLayout: UICollectionViewFlowLayout())
    let window = visibleWindow(root: UIViewController())
    window.rootViewController?.view.addSubview(sut)
    // When a cell is dequeued for an identifier never registered, then it is refused
    _ = sut.dequeueReusableCell(withReuseIdentifier: "Missing", for: IndexPath(item: 0, section: 0))
    expectDiagnostic(window.host, .error, .c3)
  }
}

/// A data source and delegate of lettered tiles, logging what it is asked.
@MainActor
private final class Tiles: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
  let count: Int
  let refusing: Set<Int>
  private(set) var cellsAsked = 0
  private(set) var log: [String] = []

  init(count: Int, refusing: Set<Int>) {
    self.count = count
    self.refusing = refusing
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    cellsAsked += 1
    let cell = UICollectionViewCell(frame: .zero)
    var content = UIListContentConfiguration.cell()
    content.text = String(UnicodeScalar(UInt8(65 + indexPath.item)))
    cell.contentConfiguration = content
    return cell
  }

  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  {
    log.append("should \(indexPath.item)")
    return !refusing.contains(indexPath.item)
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    log.append("did \(indexPath.item)")
  }

  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    log.append("undid \(indexPath.item)")
  }
}
