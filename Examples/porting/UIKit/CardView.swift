import UIKit

/// A card laid out with the Visual Format Language, dragged by a pan gesture, with an inspectable
/// corner radius: the styles of a view subclass in an iOS app.
@IBDesignable
final class CardView: UIView {
  @IBInspectable var cornerRadius: CGFloat = 12 {
    didSet { layer.cornerRadius = cornerRadius }
  }
  @objc dynamic var dragOffset: CGFloat = 0
  let titleView = UIView()
  let detailView = UIView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    for subview in [titleView, detailView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      addSubview(subview)
    }
    let views = ["title": titleView, "detail": detailView]
    NSLayoutConstraint.activate(
      NSLayoutConstraint.constraints(withVisualFormat: "H:|-16-[title]-16-|", metrics: nil, views: views)
        + NSLayoutConstraint.constraints(
          withVisualFormat: "V:|-16-[title(24)]-8-[detail(>=40)]-16-|",
          options: [.alignAllLeading, .alignAllTrailing], metrics: nil, views: views))
    addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(dragged(_:))))
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  @objc private func dragged(_ pan: UIPanGestureRecognizer) {
    dragOffset = pan.translation(in: self).y
  }
}
