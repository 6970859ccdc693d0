import UIKit

/// A screen made of two child view controllers, each in half of the safe area: containment as
/// UIKit documents it (addChild, the view, didMove(toParent:)).
final class ContainerViewController: UIViewController {
  let mapController = PanelViewController(title: "Map")
  let listController = PanelViewController(title: "List")

  override func viewDidLoad() {
    super.viewDidLoad()
    embed(mapController)
    embed(listController)
    let guide = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      mapController.view.topAnchor.constraint(equalTo: guide.topAnchor),
      mapController.view.heightAnchor.constraint(equalTo: guide.heightAnchor, multiplier: 0.5),
      listController.view.topAnchor.constraint(equalTo: mapController.view.bottomAnchor),
      listController.view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ])
  }

  private func embed(_ child: UIViewController) {
    addChild(child)
    child.view.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(child.view)
    NSLayoutConstraint.activate([
      child.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      child.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
    ])
    child.didMove(toParent: self)
  }
}

/// One panel: a title label in the margins.
final class PanelViewController: UIViewController {
  let titleLabel = UILabel()
  private(set) var parentChanges: [Bool] = []

  init(title: String) {
    super.init(nibName: nil, bundle: nil)
    titleLabel.text = title
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    titleLabel.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(titleLabel)
    NSLayoutConstraint.activate([
      titleLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      titleLabel.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
    ])
  }

  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    parentChanges.append(parent != nil)
  }
}
