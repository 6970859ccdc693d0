import UIKit

/// Settings in an inset grouped table: a table view controller of style `.insetGrouped` whose
/// data source and delegate overrides are in an extension, as Xcode's template leaves them.
final class SettingsListViewController: UITableViewController {
  let sections = [["Account", "Privacy"], ["Notifications", "Sounds", "Display"]]
  private(set) var selected: [String] = []

  init() {
    super.init(style: .insetGrouped)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Settings"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "setting")
  }
}

extension SettingsListViewController {
  override func numberOfSections(in tableView: UITableView) -> Int {
    sections.count
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = sections[indexPath.section][indexPath.row]
    cell.contentConfiguration = content
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(sections[indexPath.section][indexPath.row])
    tableView.deselectRow(at: indexPath, animated: true)
  }
}
