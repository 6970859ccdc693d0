import AutoLayout
import Foundation
import Testing

/// A view with a fixed intrinsic content size (a stand-in for a button or label until text
/// measurement exists).
final class SizedView: View {
  var size: CGSize {
    didSet { invalidateIntrinsicContentSize() }
  }

  init(_ width: CGFloat, _ height: CGFloat) {
    size = CGSize(width: width, height: height)
    super.init(frame: .zero)
  }

  override var intrinsicContentSize: CGSize { size }
}

/// A window of the given size, laid out by constraints, in a direction.
func makeWindow(
  _ width: CGFloat = 320, _ height: CGFloat = 480, scale: CGFloat = 2,
  direction: UserInterfaceLayoutDirection = .leftToRight
) -> Window {
  Window(size: CGSize(width: width, height: height), scale: scale, layoutDirection: direction)
}

/// A subview positioned by constraints.
@discardableResult
func addView(_ view: View = View(), to parent: View, name: String? = nil) -> View {
  view.translatesAutoresizingMaskIntoConstraints = false
  view.layoutName = name
  parent.addSubview(view)
  return view
}

/// The x of a frame mirrored in a container of `width` (what right to left should give).
func mirrored(_ rect: CGRect, in width: CGFloat) -> CGRect {
  CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
}

func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: w, height: h)
}

let bothDirections: [UserInterfaceLayoutDirection] = [.leftToRight, .rightToLeft]

/// Seed 001's Masonry cell: the image 10 from the left and centred (10 from top and bottom at
/// least), the name 6 after it and 10 from the top, the content under the name (6 below), the
/// company under the content and 10 above the bottom; names and company at most 10 from the
/// right; the three labels hug vertically at required.
func activateSeed001CellConstraints(
  image: View, name: View, content: View, company: View, in contentView: View
) {
  LayoutConstraint.activate([
    image.leftAnchor.constraint(equalTo: contentView.leftAnchor, constant: 10),
    image.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
    image.topAnchor.constraint(greaterThanOrEqualTo: contentView.topAnchor, constant: 10),
    image.bottomAnchor.constraint(lessThanOrEqualTo: contentView.bottomAnchor, constant: -10),
    name.leftAnchor.constraint(equalTo: image.rightAnchor, constant: 6),
    name.rightAnchor.constraint(lessThanOrEqualTo: contentView.rightAnchor, constant: -10),
    name.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
    content.leftAnchor.constraint(equalTo: name.leftAnchor),
    content.topAnchor.constraint(equalTo: name.bottomAnchor, constant: 6),
    company.leftAnchor.constraint(equalTo: content.leftAnchor),
    company.rightAnchor.constraint(lessThanOrEqualTo: contentView.rightAnchor, constant: -10),
    company.topAnchor.constraint(equalTo: content.bottomAnchor, constant: 6),
    company.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
  ])
  for label in [name, company, content] { label.setContentHuggingPriority(.required, for: .vertical) }
}

/// Seed 004's "dynamic height label and text field": the label at the leading margin, the field
/// at the trailing margin a system spacing after it; each `>= guide + 20` (required) and
/// `== guide + 20 @249`; last baselines aligned.
func activateSeed004Constraints(label: View, field: View, controller: ViewController) {
  let superview = controller.view
  let guide = controller.topLayoutGuide
  let labelTop = label.topAnchor.constraint(equalTo: guide.bottomAnchor, constant: 20)
  labelTop.priority = LayoutPriority(249)
  let fieldTop = field.topAnchor.constraint(equalTo: guide.bottomAnchor, constant: 20)
  fieldTop.priority = LayoutPriority(249)
  LayoutConstraint.activate([
    label.leadingAnchor.constraint(equalTo: superview.layoutMarginsGuide.leadingAnchor),
    field.trailingAnchor.constraint(equalTo: superview.layoutMarginsGuide.trailingAnchor),
    field.leadingAnchor.constraint(equalToSystemSpacingAfter: label.trailingAnchor, multiplier: 1),
    label.topAnchor.constraint(greaterThanOrEqualTo: guide.bottomAnchor, constant: 20),
    labelTop,
    field.topAnchor.constraint(greaterThanOrEqualTo: guide.bottomAnchor, constant: 20),
    fieldTop,
    label.lastBaselineAnchor.constraint(equalTo: field.lastBaselineAnchor),
  ])
}

/// Collects layout messages from a handler (thread-safe).
final class MessageBox: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [String] = []

  func append(_ message: String) {
    lock.lock()
    stored.append(message)
    lock.unlock()
  }

  var messages: [String] {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }
}
