import LayoutDSL
import UIKitCompat

/// A product page that rearranges itself on rotation: the photo above the details in portrait,
/// beside them in landscape, its constraints remade with SnapKit when the size changes.
final class ProductViewController: UIViewController {
  let photoView = UIImageView()
  let detailsView = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(photoView)
    view.addSubview(detailsView)
    arrange(for: view.bounds.size)
  }

  override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(alongsideTransition: { _ in
      self.arrange(for: size)
    })
  }

  private func arrange(for size: CGSize) {
    let guide = view.safeAreaLayoutGuide
    if size.width > size.height {
      photoView.snp.remakeConstraints { make in
        make.top.bottom.leading.equalTo(guide)
        make.width.equalTo(guide).multipliedBy(0.5)
      }
      detailsView.snp.remakeConstraints { make in
        make.top.bottom.trailing.equalTo(guide)
        make.leading.equalTo(photoView.snp.trailing)
      }
    } else {
      photoView.snp.remakeConstraints { make in
        make.top.leading.trailing.equalTo(guide)
        make.height.equalTo(photoView.snp.width)
      }
      detailsView.snp.remakeConstraints { make in
        make.top.equalTo(photoView.snp.bottom)
        make.leading.trailing.bottom.equalTo(guide)
      }
    }
  }
}
