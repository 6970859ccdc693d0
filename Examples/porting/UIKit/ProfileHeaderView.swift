import UIKit

/// A profile header: a view subclass built in `init(frame:)`, its layout margins set, a round
/// avatar with a tap, and a name label placed with the system spacing.
final class ProfileHeaderView: UIView {
  let avatarView = UIImageView()
  let nameLabel = UILabel()
  private(set) var avatarTaps = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 20, bottom: 12, trailing: 20)
    avatarView.translatesAutoresizingMaskIntoConstraints = false
    avatarView.layer.cornerRadius = 32
    avatarView.clipsToBounds = true
    avatarView.isUserInteractionEnabled = true
    nameLabel.translatesAutoresizingMaskIntoConstraints = false
    nameLabel.font = .preferredFont(forTextStyle: .headline)
    nameLabel.text = "Ada Lovelace"
    addSubview(avatarView)
    addSubview(nameLabel)
    NSLayoutConstraint.activate([
      avatarView.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      avatarView.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
      avatarView.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
      avatarView.widthAnchor.constraint(equalToConstant: 64),
      avatarView.heightAnchor.constraint(equalTo: avatarView.widthAnchor),
      nameLabel.leadingAnchor.constraint(equalToSystemSpacingAfter: avatarView.trailingAnchor, multiplier: 2),
      nameLabel.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
      nameLabel.centerYAnchor.constraint(equalTo: avatarView.centerYAnchor),
    ])
    let tap = UITapGestureRecognizer(target: self, action: #selector(avatarTapped))
    avatarView.addGestureRecognizer(tap)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  @objc private func avatarTapped() {
    avatarTaps += 1
  }
}
