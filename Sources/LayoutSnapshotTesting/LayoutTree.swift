import AutoLayout
import Cassowary
import Foundation
import UIKitEmulation

/// A view tree as text, one view a line, indented under its superview: its kind, what names it
/// (accessibility identifier, a label's or button's text) and its frame in its superview,
/// numbers in hundredths. What `.layout` snapshots record: a diff shows which view moved.
///
/// ```swift
/// print(LayoutTree.text(of: controller.view))
/// // UIView (0, 0, 393, 852)
/// //   UIStackView (16, 99, 361, 112)
/// //     UITextField "Email" (0, 0, 361, 44)
/// ```
public enum LayoutTree {
  /// The tree under `root` (hidden views marked, their subviews left out).
  public static func text(of root: View) -> String {
    var lines: [String] = []
    write(root, depth: 0, to: &lines)
    return lines.joined(separator: "\n") + "\n"
  }

  static func write(_ view: View, depth: Int, to lines: inout [String]) {
    var line = String(repeating: "  ", count: depth) + kind(of: view)
    if let identifier = view.accessibilityIdentifier, !identifier.isEmpty { line += " #\(identifier)" }
    if let text = text(of: view) { line += " \"\(text)\"" }
    let frame = view.frame
    line +=
      " (\([frame.minX, frame.minY, frame.width, frame.height].map { NumberText.hundredths(Double($0)) }.joined(separator: ", ")))"
    if view.isHidden {
      lines.append(line + " hidden")
      return
    }
    lines.append(line)
    for subview in view.subviews { write(subview, depth: depth + 1, to: &lines) }
  }

  /// UIKit's name for the emulation's own classes (`UILabel`), the class's name with UIKit's base
  /// for an app's subclass (`PostCell: UITableViewCell`).
  static func kind(of view: View) -> String {
    let type = type(of: view)
    let qualified = String(reflecting: type)
    if qualified.hasPrefix("AutoLayout.") || qualified.hasPrefix("UIKitEmulation.") { return type.uikitName }
    var base: AnyClass? = _getSuperclass(type)
    while let current = base as? View.Type {
      let name = String(reflecting: current)
      if name.hasPrefix("AutoLayout.") || name.hasPrefix("UIKitEmulation.") {
        return "\(String(describing: type)): \(current.uikitName)"
      }
      base = _getSuperclass(current)
    }
    return String(describing: type)
  }

  /// A label's text, a button's title, a text field's text or placeholder.
  static func text(of view: View) -> String? {
    guard let text = (view as? TextContaining)?.layoutTreeText, !text.isEmpty else { return nil }
    return text.count > 40 ? String(text.prefix(39)) + "…" : text
  }
}

/// Views whose text the tree shows.
protocol TextContaining {
  var layoutTreeText: String? { get }
}

extension Label: TextContaining {
  var layoutTreeText: String? { text }
}

extension Button: TextContaining {
  var layoutTreeText: String? { currentTitle }
}

extension TextField: TextContaining {
  var layoutTreeText: String? { (text?.isEmpty ?? true) ? placeholder : text }
}
