import Testing
import UIKitCompat

/// Cells with accessories: the content view ends where the accessory begins, its trailing margin
/// is 8, and right-to-left layouts mirror it.
@Suite("UITableViewCell accessories")
struct UIKitTableAccessoryTests {
  /// A settings screen: one value1 row per accessory, and a row with a custom accessory view.
  final class Settings: UITableViewController {
    let accessories: [UITableViewCell.AccessoryType] = [
      .none, .disclosureIndicator, .checkmark, .detailButton, .detailDisclosureButton,
    ]
    let toggle = UIView(frame: CGRect(x: 0, y: 0, width: 51, height: 31))

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      accessories.count + 1
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
      cell.textLabel?.text = "Wi-Fi"
      cell.detailTextLabel?.text = "Home"
      if indexPath.row < accessories.count {
        cell.accessoryType = accessories[indexPath.row]
      } else {
        cell.accessoryView = toggle
      }
      return cell
    }
  }

  func cells(width: CGFloat, scale: CGFloat, direction: UIUserInterfaceLayoutDirection = .leftToRight)
    throws -> (Settings, [UITableViewCell])
  {
    let window = UIWindow(size: CGSize(width: width, height: 800), scale: scale, safeAreaInsets: .zero)
    window.layoutDirection = direction
    let settings = Settings(style: .plain)
    window.rootViewController = settings
    window.makeKeyAndVisible()
    let cells = try (0...settings.accessories.count).map { row in
      try #require(settings.tableView.cellForRow(at: IndexPath(row: row, section: 0)))
    }
    return (settings, cells)
  }

  @Test(
    "the content view ends inside the side margin by the accessory: 10.5, 24, 24 and 42.5 beyond it",
    arguments: [(375.0, 16.0), (414.0, 20.0)])
  func contentWidths(width: Double, margin: Double) throws {
    let (_, cells) = try cells(width: width, scale: 2)
    let widths = cells.prefix(5).map(\.contentView.frame.width)
    let expected: [CGFloat] = [0, 10.5, 24, 24, 42.5].map { $0 == 0 ? width : width - margin - $0 }
    #expect(widths == expected)
    #expect(cells.allSatisfy { $0.frame.width == CGFloat(width) && $0.contentView.frame.minX == 0 })
  }

  @Test("at @3x the content view's width is rounded to the device's pixels: 348.67 of 375, as Xcode stores")
  func pixelRounding() throws {
    let (_, cells) = try cells(width: 375, scale: 3)
    let width = cells[1].contentView.frame.width
    #expect(abs(width - 1046.0 / 3) < 1e-9)
  }

  @Test("beside an accessory the content view's trailing margin is 8: value1's detail ends 8 before it")
  func trailingMargin() throws {
    let (_, cells) = try cells(width: 375, scale: 2)
    #expect(cells[0].contentView.directionalLayoutMargins.trailing == 16)
    #expect(cells[1].contentView.directionalLayoutMargins.trailing == 8)
    #expect(cells[1].contentView.directionalLayoutMargins.leading == 16)
    let detail = try #require(cells[1].detailTextLabel)
    #expect(detail.frame.maxX == CGFloat(348.5 - 8))
    let plainDetail = try #require(cells[0].detailTextLabel)
    #expect(plainDetail.frame.maxX == CGFloat(375 - 16))
  }

  @Test("a custom accessory view sits at the trailing side margin, centred, and the content view ends at it")
  func customAccessoryView() throws {
    let (settings, cells) = try cells(width: 375, scale: 2)
    let cell = cells[5]
    #expect(settings.toggle.superview === cell)
    // 43.5 points of content above the separator: the 31-point view centred, 6.25 rounded to the pixel.
    #expect(settings.toggle.frame == CGRect(x: 375 - 16 - 51, y: 6.5, width: 51, height: 31))
    #expect(cell.contentView.frame.width == CGFloat(375 - 16 - 51))
  }

  @Test("right to left: the accessory is on the left, the content view on the right")
  func rightToLeft() throws {
    let (settings, cells) = try cells(width: 375, scale: 2, direction: .rightToLeft)
    #expect(cells[1].contentView.frame == CGRect(x: 26.5, y: 0, width: 348.5, height: 43.5))
    #expect(settings.toggle.frame.minX == 16)
    #expect(cells[5].contentView.frame.minX == CGFloat(16 + 51))
  }

  @Test("changing the accessory of a shown cell lays the row out again")
  func changingAccessory() throws {
    let (settings, cells) = try cells(width: 375, scale: 2)
    cells[0].accessoryType = .checkmark
    settings.tableView.layoutIfNeeded()
    #expect(cells[0].contentView.frame.width == CGFloat(375 - 40))
  }
}

/// The space a grouped table leaves between its sections.
@Suite("UITableView grouped section spacing")
struct UIKitTableSectionSpacingTests {
  final class Sections: UITableViewController {
    let titles: [String?] = ["Network", nil]
    override func numberOfSections(in tableView: UITableView) -> Int { 2 }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
      titles[section]
    }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      UITableViewCell(style: .default, reuseIdentifier: nil)
    }
  }

  func firstRows(style: UITableView.Style, headerHeight: CGFloat? = nil) -> [CGFloat] {
    let window = UIWindow(size: CGSize(width: 375, height: 800), scale: 2, safeAreaInsets: .zero)
    let sections = Sections(style: style)
    if let headerHeight { sections.tableView.sectionHeaderHeight = headerHeight }
    window.rootViewController = sections
    window.makeKeyAndVisible()
    return [0, 1].map { sections.tableView.rectForRow(at: IndexPath(row: 0, section: $0)).minY }
  }

  @Test(
    "grouped styles: 38 points for a titled header, 18 above and below untitled sections; plain: none",
    arguments: [UITableView.Style.grouped, .insetGrouped])
  func grouped(style: UITableView.Style) {
    // Section 0: a 38-point titled header, two 44-point rows, an 18-point footer; section 1: an
    // 18-point header.
    #expect(firstRows(style: style) == [38, 38 + 88 + 18 + 18])
  }

  @Test("a plain table has no space between sections; a set sectionHeaderHeight is used as is")
  func plainAndSetHeights() {
    #expect(firstRows(style: .plain) == [0, 88])
    #expect(firstRows(style: .grouped, headerHeight: 10) == [10, 10 + 88 + 18 + 10])
  }
}
