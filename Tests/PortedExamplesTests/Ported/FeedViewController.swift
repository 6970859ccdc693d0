import UIKitCompat

/// A feed: a table view controller with self-sizing cells, a bar button item and a pull to
/// refresh, its data source written in an extension (FeedViewController+DataSource.swift).
class FeedViewController: UITableViewController {
  var posts = ["Short", "A longer post that still fits", "Third"]
  private(set) var composed = 0
  private(set) var refreshed = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Feed"
    tableView.register(PostCell.self, forCellReuseIdentifier: PostCell.reuseIdentifier)
    tableView.rowHeight = UITableView.automaticDimension
    tableView.estimatedRowHeight = 60
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .compose, target: self, action: FeedViewController.compose(_:))
    let refresh = UIRefreshControl()
    refresh.addTarget(self, action: FeedViewController.refresh(_:), for: .valueChanged)
    refreshControl = refresh
  }

  func compose(_ sender: UIBarButtonItem) {
    composed += 1
  }

  private func refresh(_ control: UIRefreshControl) {
    refreshed += 1
    control.endRefreshing()
  }

  override func numberOfSections(in tableView: UITableView) -> Int {
    1
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    posts.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: PostCell.reuseIdentifier, for: indexPath)
  }
}

/// A post: a title label inset by the cell's margins, 12 points above and below.
final class PostCell: UITableViewCell {
  static let reuseIdentifier = "post"
  let body = UIView()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    body.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(body)
    NSLayoutConstraint.activate([
      body.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
      body.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
      body.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
      body.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
      body.heightAnchor.constraint(equalToConstant: 40),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}
