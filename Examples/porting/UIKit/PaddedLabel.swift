import UIKit

/// A label with padding around its text: a `UILabel` subclass that overrides `init(frame:)`, its
/// intrinsic size and `text` (hidden while empty), as badge and chip labels are written.
class PaddedLabel: UILabel {
  var padding = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8) {
    didSet { invalidateIntrinsicContentSize() }
  }

  override var text: String? {
    didSet { isHidden = text?.isEmpty ?? true }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    textAlignment = .center
    layer.cornerRadius = 6
    layer.masksToBounds = true
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override var intrinsicContentSize: CGSize {
    let size = super.intrinsicContentSize
    return CGSize(
      width: size.width + padding.left + padding.right, height: size.height + padding.top + padding.bottom)
  }
}
