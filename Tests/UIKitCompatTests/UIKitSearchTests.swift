import Testing
import UIKitCompat

/// A searchable list as UIKit code builds it: a search controller whose bar heads the table, a
/// results updater that filters the rows, a search bar delegate.
@Suite("UISearchController and UISearchBar: the bar heads the table, typing filters the rows")
struct UIKitSearchTests {
  final class Countries: UITableViewController, UISearchResultsUpdating, UISearchBarDelegate {
    let all = ["France", "Finland", "Germany", "Ghana", "Greece", "Italy"]
    var shown: [String] = []
    let searchController = UISearchController(searchResultsController: nil)
    var searches: [String] = []
    var updates = 0

    override func viewDidLoad() {
      super.viewDidLoad()
      shown = all
      tableView.rowHeight = 44
      searchController.searchResultsUpdater = self
      searchController.obscuresBackgroundDuringPresentation = false
      searchController.searchBar.placeholder = "Search countries"
      searchController.searchBar.delegate = self
      searchController.searchBar.autocapitalizationType = .none
      navigationItem.searchController = searchController
      navigationItem.hidesSearchBarWhenScrolling = false
      definesPresentationContext = true
      // The iOS 10 placement, still common: the bar as the table's header.
      tableView.tableHeaderView = searchController.searchBar
      searchController.searchBar.sizeToFit()
    }

    func updateSearchResults(for searchController: UISearchController) {
      updates += 1
      let text = searchController.searchBar.text ?? ""
      shown = text.isEmpty ? all : all.filter { $0.hasPrefix(text) }
      tableView.reloadData()
    }

    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
      searches.append(searchBar.text ?? "")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      shown.count
    }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = shown[indexPath.row]
      return cell
    }
  }

  @Test(
    "the search bar is 56 points tall across the table; typing filters, the search button and cancel are told"
  )
  func searchableList() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let countries = Countries()
    window.rootViewController = countries
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let bar = countries.searchController.searchBar
    #expect(bar.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 56))
    #expect(bar.frame == CGRect(x: 0, y: 0, width: 390, height: 56))
    #expect(countries.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 56)
    // The bar and six 44-point rows.
    #expect(countries.tableView.contentSize.height == 320)
    #expect(countries.navigationItem.searchController === countries.searchController)
    #expect(bar.searchTextField.placeholder == "Search countries")

    // Typing starts the search and filters: "G" leaves three rows, "Gr" one.
    #expect(!countries.searchController.isActive)
    bar.type("G")
    #expect(countries.searchController.isActive)
    window.layoutIfNeeded()
    #expect(countries.tableView.numberOfRows(inSection: 0) == 3)
    #expect(countries.tableView.contentSize.height == 188)
    bar.type("Gr")
    window.layoutIfNeeded()
    #expect(countries.tableView.visibleCells.compactMap { $0.textLabel?.text } == ["Greece"])
    bar.tapSearchButton()
    #expect(countries.searches == ["Gr"])

    // Cancel clears the text and ends the search: every row is back.
    bar.tapCancelButton()
    #expect(!countries.searchController.isActive)
    #expect(bar.text == nil)
    window.layoutIfNeeded()
    #expect(countries.tableView.numberOfRows(inSection: 0) == 6)
    #expect(countries.updates == 3)
  }
}
