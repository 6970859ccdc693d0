import Testing
import UIKitCompat

/// Table views as UIKit code feeds them: a table view controller, registered and dequeued cells,
/// self-sizing rows with their separator, standard cell styles, rows made only while on screen.
@Suite("UITableView with a data source")
struct UIKitTableTests {
  final class MessageCell: UITableViewCell {
    let body = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      body.numberOfLines = 0
      body.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(body)
      NSLayoutConstraint.activate([
        body.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
        body.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
        body.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
        body.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
      ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    var reused = 0
    override func prepareForReuse() {
      super.prepareForReuse()
      reused += 1
    }
  }

  final class Inbox: UITableViewController {
    var messages = (0..<40).map { "Message \($0)" }

    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.register(MessageCell.self, forCellReuseIdentifier: "message")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      messages.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath) as! MessageCell
      cell.body.text = messages[indexPath.row]
      return cell
    }
  }

  @Test("self-sizing rows: content height plus one pixel of separator, stacked; only rows on screen are made")
  func selfSizing() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let inbox = Inbox()
    window.rootViewController = inbox
    window.makeKeyAndVisible()
    let first = try #require(inbox.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? MessageCell)
    let line = first.body.intrinsicContentSize.height
    // 10 above, the label, 10 below, and the 0.5-point separator at 2×.
    let row = 10 + line + 10 + 0.5
    #expect(first.frame == CGRect(x: 0, y: 0, width: 375, height: row))
    #expect(first.contentView.frame.height == row - 0.5)
    // The label sits in the content view's margins: 16 at 375 wide.
    #expect(first.body.frame == CGRect(x: 16, y: 10, width: 343, height: line))
    let second = try #require(inbox.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(second.frame.minY == row)
    // Rows fill the 667-point screen; the rest are estimated at 44 points each.
    let shown = inbox.tableView.indexPathsForVisibleRows ?? []
    let expectedShown = Int((667 / row).rounded(.up))
    #expect(shown.count == expectedShown)
    #expect(inbox.tableView.cellForRow(at: IndexPath(row: 39, section: 0)) == nil)
    #expect(
      inbox.tableView.contentSize.height == CGFloat(expectedShown) * row + CGFloat(40 - expectedShown) * 44)
    #expect(inbox.tableView.rectForRow(at: IndexPath(row: 39, section: 0)).height == 44)
  }

  @Test(
    "insetGrouped: rows inset by the side margin of the table's width (16 at 375, 20 at 414), content margins too",
    arguments: [(375.0, 16.0), (414.0, 20.0)])
  func insetGrouped(width: Double, side: Double) throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 667))
    let inbox = Inbox(style: .insetGrouped)
    window.rootViewController = inbox
    window.makeKeyAndVisible()
    let first = try #require(inbox.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? MessageCell)
    #expect(first.frame.minX == side && first.frame.width == width - 2 * side)
    #expect(inbox.tableView.rectForRow(at: IndexPath(row: 39, section: 0)).minX == CGFloat(side))
    // The label in the content view's margins: the table's side margin, not a narrower cell's.
    #expect(first.body.frame.minX == side && first.body.frame.width == width - 4 * side)
    #expect(inbox.tableView.contentSize.width == CGFloat(width))
  }

  @Test("reloadData gives the cells back to the reuse pool: the same cells come back, prepared for reuse")
  func reuse() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let inbox = Inbox()
    window.rootViewController = inbox
    window.makeKeyAndVisible()
    let before = Set(inbox.tableView.visibleCells.map(ObjectIdentifier.init))
    inbox.messages[0] = "Changed"
    inbox.tableView.reloadData()
    window.layoutIfNeeded()
    let after = inbox.tableView.visibleCells
    #expect(Set(after.map(ObjectIdentifier.init)) == before)
    #expect(after.allSatisfy { ($0 as? MessageCell)?.reused == 1 })
    #expect(
      (inbox.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? MessageCell)?.body.text == "Changed")
  }

  @Test(
    "standard styles: the title at the content margin, value1's detail at the trailing margin, 44-point rows")
  func standardStyles() throws {
    final class Settings: UITableViewController, @unchecked Sendable {
      override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
      override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
      {
        let styles: [UITableViewCell.CellStyle] = [.default, .value1, .subtitle]
        let cell = UITableViewCell(style: styles[indexPath.row], reuseIdentifier: nil)
        cell.textLabel?.text = "Wi-Fi"
        cell.detailTextLabel?.text = "Home"
        return cell
      }
    }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let settings = Settings(style: .insetGrouped)
    window.rootViewController = settings
    window.makeKeyAndVisible()
    let table: UITableView = settings.tableView
    let basic = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let value1 = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    let subtitle = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
    // 43.5 points of content (the minimum) and the separator: 44; an inset grouped table's rows
    // 20 points from each side of a 390-point table, 18 points below its top (the section has
    // no header).
    #expect(basic.frame == CGRect(x: 20, y: 18, width: 350, height: 44))
    #expect(value1.frame.minY == 62)
    // 390 is wider than 375: 20-point side margins.
    let title = try #require(basic.textLabel)
    #expect(title.frame.minX == 20)
    #expect(abs(title.frame.midY - 43.5 / 2) <= 0.25)
    let detail = try #require(value1.detailTextLabel)
    #expect(detail.frame.maxX == CGFloat(350 - 20))
    #expect(detail.font == UIFont.systemFont(ofSize: 17))
    #expect(subtitle.detailTextLabel?.font == UIFont.systemFont(ofSize: 12))
    let subtitleTitle = try #require(subtitle.textLabel)
    #expect(subtitle.detailTextLabel?.frame.minY == subtitleTitle.frame.maxY)
    #expect(basic.detailTextLabel == nil)
  }

  @Test("a fixed row height and a delegate height; a cell with an image moves its title past it")
  func fixedHeights() throws {
    final class Photos: UITableViewController {
      override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = 60
        tableView.separatorStyle = .none
      }
      override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
      override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.row == 0 ? 100 : UITableView.automaticDimension
      }
      override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
      {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.imageView?.image = UIImage(size: CGSize(width: 30, height: 30))
        cell.textLabel?.text = "Photo"
        return cell
      }
    }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let photos = Photos()
    window.rootViewController = photos
    window.makeKeyAndVisible()
    let first = try #require(photos.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    let second = try #require(photos.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(first.frame.height == 100)
    // automaticDimension from the delegate: self-sized, no separator (43.5 minimum content).
    #expect(second.frame == CGRect(x: 0, y: 100, width: 320, height: 43.5))
    let image = try #require(first.imageView)
    #expect(image.frame == CGRect(x: 16, y: 35, width: 30, height: 30))
    let titleX = try #require(first.textLabel?.frame.minX)
    #expect(titleX == 62, "\(titleX.bitPattern) \(CGFloat(62).bitPattern)")
  }
}

extension UIKitTableTests {
  @Test(
    "section footers: the delegate's view below each section's rows, at its height or its fitting height; views made anew each layout do not pile up"
  )
  func sectionFooters() throws {
    final class Account: UIViewController, UITableViewDataSource, UITableViewDelegate {
      let table = UITableView(frame: .zero, style: .grouped)
      var footersMade = 0

      override func viewDidLoad() {
        super.viewDidLoad()
        table.dataSource = self
        table.delegate = self
        table.rowHeight = 44
        table.separatorStyle = .none
        table.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(table)
        NSLayoutConstraint.activate([
          table.topAnchor.constraint(equalTo: view.topAnchor),
          table.bottomAnchor.constraint(equalTo: view.bottomAnchor),
          table.leadingAnchor.constraint(equalTo: view.leadingAnchor),
          table.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
      }

      func numberOfSections(in tableView: UITableView) -> Int { 2 }
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? 2 : 1
      }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row"
        return cell
      }
      // A new footer view each time, as code that builds its footers inline does.
      func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        footersMade += 1
        let footer = UIView()
        footer.accessibilityIdentifier = "footer \(section)"
        if section == 1 {
          // Sized by its constraints: a 60-point block inside 8-point padding.
          let block = UIView()
          block.translatesAutoresizingMaskIntoConstraints = false
          footer.addSubview(block)
          NSLayoutConstraint.activate([
            block.topAnchor.constraint(equalTo: footer.topAnchor, constant: 8),
            block.bottomAnchor.constraint(equalTo: footer.bottomAnchor, constant: -8),
            block.leadingAnchor.constraint(equalTo: footer.leadingAnchor),
            block.trailingAnchor.constraint(equalTo: footer.trailingAnchor),
            block.heightAnchor.constraint(equalToConstant: 60),
          ])
        }
        return footer
      }
      func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        section == 0 ? 30 : UITableView.automaticDimension
      }
    }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let account = Account()
    window.rootViewController = account
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let table = account.table
    func footers() -> [UIView] {
      table.subviews.filter { $0.accessibilityIdentifier?.hasPrefix("footer") == true }
    }
    // A grouped table leaves 18 points above each section without a header view. Section 0:
    // rows at 18 and 62, its 30-point footer at 106; section 1: its row at 154, its footer (76
    // tall: 8 + 60 + 8) at 198.
    #expect(
      table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 154, width: 320, height: 44))
    let placed = footers().sorted { $0.frame.minY < $1.frame.minY }
    #expect(
      placed.map(\.frame) == [
        CGRect(x: 0, y: 106, width: 320, height: 30), CGRect(x: 0, y: 198, width: 320, height: 76),
      ])
    #expect(table.contentSize == CGSize(width: 320, height: 274))
    // Laid out again, the delegate makes new footers: the old ones leave the table.
    let made = account.footersMade
    table.setNeedsLayout()
    window.layoutIfNeeded()
    #expect(account.footersMade > made)
    #expect(footers().count == 2)
  }
}
