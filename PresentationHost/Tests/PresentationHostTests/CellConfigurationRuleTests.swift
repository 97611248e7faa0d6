@_spi(HostTesting) import PresentationHost
import Testing

// developer.apple.com/documentation/uikit/uicollectionviewcell/contentconfiguration: "Setting a
// content configuration replaces the existing contentView of the cell with a new content view
// instance from the configuration, or directly applies the configuration to the existing content
// view if the configuration is compatible with the existing content view type";
// automaticallyUpdatesContentConfiguration: "When true, the cell automatically calls
// updated(for:) on its contentConfiguration when the cell's configuration state changes, and
// applies the updated configuration back to the cell. The default value is true";
// configurationUpdateHandler: "This handler is called after updateConfiguration(using:)".
@Suite("Cells that configure themselves")
@MainActor
struct CellConfigurationRuleTests {
  @Test("C9: a configuration of the app's own shows in the view it makes, reused for its kind")
  func customContentView() throws {
    // Given a grid whose cells show a configuration of the app's own, on screen
    let source = BadgeTiles(titles: ["Inbox", "Sent"])
    let sut = UICollectionView(
      frame: UIScreen.main.bounds, collectionViewLayout: UICollectionViewFlowLayout())
    sut.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
    sut.dataSource = source
    let screen = UIViewController()
    screen.view.addSubview(sut)
    let window = visibleWindow(root: screen)
    let cell = try #require(sut.visibleCells.first)
    let madeAtFirst = BadgeView.made
    // When the first cell is given another configuration of the same kind
    cell.contentConfiguration = BadgeConfiguration(title: "Drafts")
    // Then each cell made one view, which a person reads, and the new title reused it
    #expect(window.host.visibleItems.map(\.displayedText) == ["Drafts", "Sent"])
    #expect(BadgeView.made == madeAtFirst)
    #expect(cell.contentView.subviews.filter { $0 is BadgeView }.count == 1)
    try window.host.tap("Sent")
    #expect(sut.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
  }

  // developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilitylabel: "A
  // succinct label in a localized string that identifies the accessibility element"; a person
  // who cannot see an image tile knows it by it. UIBackgroundConfiguration.resolvedBackgroundColor
  // (for:): "Returns the resolved background color for the specified tint color, based on the
  // background color and the background color transformer."
  @Test("C9: an image's tile is known by its accessibility label; a background's colour resolves")
  func imageTilesAndBackgrounds() throws {
    // Given a grid of symbol tiles, each with only an image and an accessibility label, whose
    // background dims its colour through a transformer
    let sut = UICollectionView(
      frame: UIScreen.main.bounds, collectionViewLayout: UICollectionViewFlowLayout())
    let tile = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, name in
      let image = UIImageView(image: UIImage(systemName: name))
      image.frame = CGRect(x: 0, y: 0, width: 44, height: 44)
      image.preferredSymbolConfiguration = .init(
        font: .preferredFont(forTextStyle: .body), scale: .large)
      cell.contentView.addSubview(image)
      cell.accessibilityLabel = name
      var background = UIBackgroundConfiguration.clear()
      background.backgroundColorTransformer = .init { $0.withAlphaComponent(0.3) }
      cell.backgroundConfiguration = background
    }
    let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: sut) {
      collectionView, indexPath, name in
      collectionView.dequeueConfiguredReusableCell(using: tile, for: indexPath, item: name)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["star", "heart"])
    source.apply(snapshot, animatingDifferences: false)
    let screen = screen("Symbols")
    screen.view.addSubview(sut)
    let window = visibleWindow(root: screen)
    // When a person taps the heart
    try window.host.tap("heart")
    // Then the tiles read as their labels, the heart is selected, and the background resolves
    // its colour through its transformer
    #expect(window.host.visibleItems.map(\.displayedText) == ["star", "heart"])
    #expect(sut.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    let background = try #require(sut.visibleCells.first?.backgroundConfiguration)
    #expect(
      background.resolvedBackgroundColor(for: .systemBlue)
        == UIColor.clear.withAlphaComponent(0.3))
    expectNoDiagnostics(window.host)
  }

  @Test("C9: a change of state updates the configuration, then the cell, then its handler")
  func stateUpdatesInOrder() throws {
    // Given a list cell showing a badge, with an update override and a handler
    let sut = LoggingCell(frame: .zero)
    sut.contentConfiguration = BadgeConfiguration(title: "Inbox")
    sut.configurationUpdateHandler = { cell, state in
      (cell as? LoggingCell)?.log.append("handler selected=\(state.isSelected)")
    }
    sut.log = []
    // When the cell is selected
    sut.isSelected = true
    // Then the configuration updated itself for the state first, then the override ran, then
    // the handler
    let badge = try #require(sut.contentConfiguration as? BadgeConfiguration)
    #expect(badge.isChecked)
    #expect(sut.log == ["update selected=true checked=true", "handler selected=true"])
    #expect(sut.displayedText == "✓ Inbox")
  }

  // developer.apple.com/documentation/uikit/uiconfigurationstatecustomkey: "A key that defines
  // a custom state for a view"; a cell subclass adds its state in an override of
  // configurationState and reads it in updateConfiguration(using:) (Apple's "Implementing
  // Modern Collection Views" sample, CustomCellListViewController).
  @Test("C9: a cell subclass adds a state of its own, which its configuration update reads")
  func customState() {
    // Given a list cell that adds whether it is archived to its state, configured for it
    let sut = ArchivableCell(frame: .zero)
    sut.setNeedsUpdateConfiguration()
    let before = sut.displayedText
    // When it is archived, and then selected
    sut.isArchived = true
    let archived = sut.displayedText
    sut.isSelected = true
    // Then each update read the state of its own with the cell's, and the key reads back
    #expect(before == "Mail" && archived == "Mail (archived)")
    #expect(sut.displayedText == "✓ Mail (archived)")
    #expect(sut.configurationState[.isArchived] == AnyHashable(true))
    #expect(UICellConfigurationState(traitCollection: .init())[.isArchived] == nil)
  }

  // developer.apple.com/documentation/uikit/uilistcontentconfiguration/textproperties-swift.struct/
  // transform: "The style of text capitalization"; a standard accessory's options hide it
  // (uicellaccessory/detailoptions/ishidden).
  @Test("C9: a text transform is what a person reads; an accessory its options hide is not there")
  func textTransformAndHiddenAccessory() throws {
    // Given a list of two networks, their names shown in capitals, each with an info button,
    // the second's hidden by its options
    let list = UICollectionView(
      frame: UIScreen.main.bounds, collectionViewLayout: UICollectionViewFlowLayout())
    var infoShown: [String] = []
    let row = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, name in
      var content = cell.defaultContentConfiguration()
      content.text = name
      content.textProperties.transform = .uppercase
      cell.contentConfiguration = content
      cell.accessories = [
        .detail(options: .init(isHidden: name == "Guest")) { infoShown.append(name) }
      ]
    }
    let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: list) {
      collectionView, indexPath, name in
      collectionView.dequeueConfiguredReusableCell(using: row, for: indexPath, item: name)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["Home", "Guest"])
    source.apply(snapshot, animatingDifferences: false)
    let sut = UIViewController()
    sut.view.addSubview(list)
    let window = visibleWindow(root: sut)
    // When a person reads the list, taps the first info button, and looks for the second
    let read = window.host.visibleItems.map(\.displayedText)
    try window.host.tapDetailButton(ofRow: "HOME")
    // Then the names read in capitals, and only the shown button was there to tap
    #expect(read == ["HOME", "GUEST"])
    #expect(throws: UserActionError.noDetailButton("GUEST")) {
      try window.host.tapDetailButton(ofRow: "GUEST")
    }
    #expect(infoShown == ["Home"])
  }

  @Test("C9: a cell that updates its own configuration is left to do it")
  func automaticUpdatesOff() throws {
    // Given a table cell that turned automatic content updates off
    let sut = UITableViewCell(style: .default, reuseIdentifier: nil)
    sut.automaticallyUpdatesContentConfiguration = false
    sut.contentConfiguration = BadgeConfiguration(title: "Inbox")
    // When it is selected
    sut.setSelected(true, animated: false)
    // Then its configuration is as it was set
    let badge = try #require(sut.contentConfiguration as? BadgeConfiguration)
    #expect(!badge.isChecked)
    #expect(sut.displayedText == "Inbox")
  }

  // developer.apple.com/documentation/uikit/uitableviewcell/contentconfiguration: "Using a
  // content configuration, you can set the cell's content and styling for a variety of
  // different cell states"; a list configuration's secondaryText is shown by its view, not by
  // the style the cell was made with.
  @Test("C9: a list configuration's secondary text shows whatever the cell's style")
  func secondaryTextInADefaultCell() {
    // Given a cell of the default style, which has no detail label
    let sut = UITableViewCell(style: .default, reuseIdentifier: nil)
    var configuration = UIListContentConfiguration.valueCell()
    configuration.text = "Volume"
    configuration.secondaryText = "80%"
    // When it is given a value configuration, then one without secondary text
    sut.contentConfiguration = configuration
    let shown = sut.displayedText
    configuration.secondaryText = nil
    sut.contentConfiguration = configuration
    // Then a person read both texts, then the title alone
    #expect(sut.detailTextLabel == nil)
    #expect(shown == "Volume 80%")
    #expect(sut.displayedText == "Volume")
  }

  @Test("C9: a list configuration makes a list content view that shows its texts")
  func listContentView() throws {
    // Given a list configuration with two texts
    var configuration = UIListContentConfiguration.subtitleCell()
    configuration.text = "Title"
    configuration.secondaryText = "Subtitle"
    // When it makes its view, and the view is given another
    let sut = configuration.makeContentView()
    let shown = sut.controls.compactMap { ($0 as? UILabel)?.text }
    configuration.secondaryText = nil
    sut.configuration = configuration
    // Then the view showed both texts, then only the title
    #expect(shown == ["Title", "Subtitle"])
    #expect(sut.controls.compactMap { ($0 as? UILabel)?.text } == ["Title"])
  }
}

/// A configuration of the app's own: a title, checked when the cell is selected.
private struct BadgeConfiguration: UIContentConfiguration, Equatable {
  var title: String
  var isChecked = false

  func makeContentView() -> any UIView & UIContentView { BadgeView(configuration: self) }

  func updated(for state: any UIConfigurationState) -> BadgeConfiguration {
    guard let state = state as? UICellConfigurationState else { return self }
    var updated = self
    updated.isChecked = state.isSelected
    return updated
  }
}

/// Shows a badge configuration in a label.
private final class BadgeView: UIView, UIContentView {
  static var made = 0
  private let label = UILabel(frame: CGRect(x: 8, y: 8, width: 80, height: 20))
  private var badge: BadgeConfiguration

  var configuration: any UIContentConfiguration {
    get { badge }
    set {
      guard let new = newValue as? BadgeConfiguration else { return }
      badge = new
      label.text = new.isChecked ? "✓ \(new.title)" : new.title
    }
  }

  init(configuration: BadgeConfiguration) {
    badge = configuration
    Self.made += 1
    super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    label.text = configuration.title
    addSubview(label)
  }

  required init?(coder: NSCoder) { nil }
}

/// A list cell that logs its configuration updates.
private final class LoggingCell: UICollectionViewListCell {
  var log: [String] = []

  override func updateConfiguration(using state: UICellConfigurationState) {
    super.updateConfiguration(using: state)
    let checked = (contentConfiguration as? BadgeConfiguration)?.isChecked ?? false
    log.append("update selected=\(state.isSelected) checked=\(checked)")
  }
}

/// A grid of titled tiles, each showing a badge configuration.
private final class BadgeTiles: NSObject, UICollectionViewDataSource {
  let titles: [String]

  init(titles: [String]) {
    self.titles = titles
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { titles.count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
    cell.contentConfiguration = BadgeConfiguration(title: titles[indexPath.item])
    return cell
  }
}

extension UIConfigurationStateCustomKey {
  /// Whether a mail is archived: a state of the app's own.
  fileprivate static let isArchived = UIConfigurationStateCustomKey("test.isArchived")
}

/// A list cell whose state says whether its mail is archived, as Apple's sample adds a state.
@MainActor
private final class ArchivableCell: UICollectionViewListCell {
  var isArchived = false {
    didSet { setNeedsUpdateConfiguration() }
  }

  override var configurationState: UICellConfigurationState {
    var state = super.configurationState
    state[.isArchived] = isArchived
    return state
  }

  override func updateConfiguration(using state: UICellConfigurationState) {
    super.updateConfiguration(using: state)
    var content = defaultContentConfiguration()
    let archived = state[.isArchived] as? Bool == true
    content.text = (state.isSelected ? "✓ " : "") + "Mail" + (archived ? " (archived)" : "")
    contentConfiguration = content
  }
}
