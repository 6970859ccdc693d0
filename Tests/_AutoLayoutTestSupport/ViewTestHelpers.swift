import AutoLayout
import Foundation

/// A view with a fixed intrinsic content size (a stand-in for a button or label until text
/// measurement exists).
public final class SizedView: View {
  /// The intrinsic content size.
  public var size: CGSize {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// A view whose intrinsic content size is `width` × `height`.
  public init(_ width: CGFloat, _ height: CGFloat) {
    size = CGSize(width: width, height: height)
    super.init(frame: .zero)
  }

  /// Not decoded from archives.
  public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  public override var intrinsicContentSize: CGSize { size }
}

/// A window of the given size, laid out by constraints, in a direction. Like an app's windows
/// (which `UIApplication` keeps), it stays alive for the whole test run, so a helper may return
/// only the views it made: constraints hold their items weakly, as UIKit's do.
public func makeWindow(
  _ width: CGFloat = 320, _ height: CGFloat = 480, scale: CGFloat = 2,
  direction: UserInterfaceLayoutDirection = .leftToRight
) -> Window {
  let window = Window(size: CGSize(width: width, height: height), scale: scale, layoutDirection: direction)
  liveWindows.withLock { $0.append(window) }
  return window
}

/// The windows `makeWindow` made (an app's `UIApplication.windows`).
private let liveWindows = LiveWindows()

/// A lock around the windows kept alive for the test run.
private final class LiveWindows: @unchecked Sendable {
  private let lock = NSLock()
  private var windows: [Window] = []

  func withLock(_ body: (inout [Window]) -> Void) {
    lock.lock()
    defer { lock.unlock() }
    body(&windows)
  }
}

/// A subview positioned by constraints.
@discardableResult
public func addView(_ view: View = View(), to parent: View, name: String? = nil) -> View {
  view.translatesAutoresizingMaskIntoConstraints = false
  view.layoutName = name
  parent.addSubview(view)
  return view
}

/// The x of a frame mirrored in a container of `width` (what right to left should give).
public func mirrored(_ rect: CGRect, in width: CGFloat) -> CGRect {
  CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
}

/// A rectangle, briefly.
public func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: w, height: h)
}

/// Both layout directions, for tests run left to right and right to left.
public let bothDirections: [UserInterfaceLayoutDirection] = [.leftToRight, .rightToLeft]

/// Collects layout messages from a handler (thread-safe).
public final class MessageBox: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [String] = []

  /// An empty box.
  public init() {}

  /// Adds a message.
  public func append(_ message: String) {
    lock.lock()
    stored.append(message)
    lock.unlock()
  }

  /// The messages so far.
  public var messages: [String] {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }
}

/// Collects the engine's log messages (``LayoutLog/withHandler(_:_:)`` calls it from any task).
///
/// ```swift
/// let box = LockedBox()
/// LayoutLog.withHandler({ box.append($0) }) { window.layoutIfNeeded() }
/// box.text.contains("Unable to simultaneously satisfy constraints")
/// ```
public final class LockedBox: @unchecked Sendable {
  private let lock = NSLock()
  private var messages: [String] = []
  /// Creates an empty box.
  public init() {}
  /// Adds a message.
  public func append(_ message: String) { lock.withLock { messages.append(message) } }
  /// The messages, one per line.
  public var text: String { lock.withLock { messages.joined(separator: "\n") } }
}

/// A window whose text is measured by the fixed-advance measurer (1 em per character, ascender
/// 0.8 em, descender 0.2 em).
public func makeTextWindow(
  _ width: CGFloat = 320, _ height: CGFloat = 480, direction: UserInterfaceLayoutDirection = .leftToRight
) -> Window {
  let window = makeWindow(width, height, direction: direction)
  window.textMeasurer = FixedAdvanceTextMeasurer()
  return window
}

/// A label of `text` in the system font of `size`, added to `parent` and named after its text.
public func makeLabel(_ text: String, size: CGFloat = 10, in parent: View, lines: Int = 1) -> Label {
  let label = Label(text: text)
  label.font = .systemFont(ofSize: size)
  label.numberOfLines = lines
  addView(label, to: parent, name: text)
  return label
}
