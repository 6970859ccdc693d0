import AutoLayout
import Foundation
import LayoutDocument
import UIKitEmulation

/// One object of the studio's object library, as Interface Builder's Library offers them: a view
/// dropped on the canvas comes with no constraints (it keeps its frame through prototyping
/// constraints until a constraint names it).
///
/// ```swift
/// let edited = try editable.addingView(.label, to: "card", at: CGPoint(x: 120, y: 40))
/// ```
public enum LibraryItem: String, Sendable, Codable, CaseIterable {
  /// A plain view.
  case view
  /// A label reading "Label".
  case label
  /// A button titled "Button".
  case button
  /// An image view without an image.
  case imageView
  /// A text field with a rounded-rectangle border.
  case textField
  /// A switch.
  case `switch`
  /// A horizontal stack view.
  case horizontalStackView
  /// A vertical stack view.
  case verticalStackView

  /// The name the library shows.
  ///
  /// ```swift
  /// LibraryItem.imageView.title   // "Image View"
  /// ```
  public var title: String {
    switch self {
    case .view: "View"
    case .label: "Label"
    case .button: "Button"
    case .imageView: "Image View"
    case .textField: "Text Field"
    case .switch: "Switch"
    case .horizontalStackView: "Horizontal Stack View"
    case .verticalStackView: "Vertical Stack View"
    }
  }

  /// The base of the new view's name (`label`, `label2` …).
  var baseName: String {
    switch self {
    case .view: "view"
    case .label: "label"
    case .button: "button"
    case .imageView: "imageView"
    case .textField: "textField"
    case .switch: "switchControl"
    case .horizontalStackView, .verticalStackView: "stackView"
    }
  }

  /// The view as a document describes it, at its size on a new canvas. Labels and buttons take
  /// the size their text gives, controls the size and metrics UIKit's emulation gives them (a
  /// switch's 51 × 31 frame and its alignment rectangle, a text field's height and baseline);
  /// the rest are the studio's own defaults, which the user resizes: 240 × 128 points for views
  /// without content, 97 points for a text field's width (no intrinsic width: it grows with
  /// its constraints).
  func spec(named name: String) -> (spec: LayoutDocument.ViewSpec, size: CGSize) {
    var spec = LayoutDocument.ViewSpec(name: name)
    let placeholder = CGSize(width: 240, height: 128)
    switch self {
    case .view:
      return (spec, placeholder)
    case .label:
      spec.kind = .label
      spec.text = "Label"
    case .button:
      spec.kind = .button
      spec.text = "Button"
    case .imageView:
      spec.kind = .image
      return (spec, placeholder)
    case .textField:
      let field = TextField(placeholder: nil)
      field.borderStyle = .roundedRect
      let size = field.intrinsicContentSize
      spec.intrinsicSize = CGSize(width: -1, height: size.height)
      spec.baseline = field.firstBaselineOffsetFromTop
      return (spec, CGSize(width: 97, height: size.height))
    case .switch:
      let toggle = Switch()
      spec.intrinsicSize = toggle.intrinsicContentSize
      if toggle.alignmentRectInsets != .zero { spec.alignmentInsets = toggle.alignmentRectInsets }
      // Interface Builder writes switches hugging at 750 on both axes (244 of the 246 switches of
      // the public sets, 86 + 202 repositories); compression stays at the default 750.
      spec.hugging = (750, 750)
      return (spec, toggle.frame.size)
    case .horizontalStackView, .verticalStackView:
      spec.kind = .stack
      var stack = LayoutDocument.StackSpec()
      stack.axis = self == .horizontalStackView ? .horizontal : .vertical
      spec.stack = stack
      return (spec, placeholder)
    }
    // Labels and buttons: the size their text gives.
    return (spec, .zero)
  }
}
