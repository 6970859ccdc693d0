import Testing
import UIKitCompat

/// Table code around editing and swipe actions, and section header heights set on the table, as
/// UIKit code writes it.
@Suite("UITableView editing, swipe actions, section header heights")
struct UIKitTableEditingTests {
  final class Inbox: UITableViewController {
    var deleted: [IndexPath] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
      tableView.sectionHeaderTopPadding = 0
      tableView.sectionHeaderHeight = 30
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 2 }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
      UIView()
    }

    override func tableView(
      _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    )
      -> UISwipeActionsConfiguration?
    {
      let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
        self?.deleted.append(indexPath)
        done(true)
      }
      let configuration = UISwipeActionsConfiguration(actions: [delete])
      configuration.performsFirstActionWithFullSwipe = false
      return configuration
    }
  }

  @Test(
    "a header without a delegate height is the table's sectionHeaderHeight; swipe actions run as a tap would")
  func headersAndSwipes() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let inbox = Inbox(style: .plain)
    window.rootViewController = inbox
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let table: UITableView = inbox.tableView
    // Header 30; the empty cells collapse to no height, so each row is UIKit's standard 44
    // (with its warning, logged once); header 30.
    #expect(
      table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 30, width: 375, height: 44))
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 148)  // 30 + 2 × 44 + 30
    let configuration = try #require(
      inbox.tableView(table, trailingSwipeActionsConfigurationForRowAt: IndexPath(row: 1, section: 0)))
    #expect(configuration.actions.first?.style == .destructive)
    #expect(configuration.actions.first?.perform() == true)
    #expect(inbox.deleted == [IndexPath(row: 1, section: 0)])
    table.setEditing(true, animated: true)
    #expect(table.isEditing)
  }
}
