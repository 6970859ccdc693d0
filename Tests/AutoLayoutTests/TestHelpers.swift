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
