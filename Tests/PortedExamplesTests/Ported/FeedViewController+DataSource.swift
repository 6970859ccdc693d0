import UIKitCompat

// MARK: - UITableViewDataSource

extension FeedViewController {
}
