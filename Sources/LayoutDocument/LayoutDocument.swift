import AutoLayout
import Foundation

/// A scene described in YAML or JSON (`*.layout.yaml`, `*.layout.json`): the canvas, a tree of
/// views, layout guides, and constraints as Visual Format or equation lines. The schema is in
/// `docs/layout-document.md` (version 1).
///
/// ```swift
/// let document = try LayoutDocument(yaml: """
///   version: 1
///   canvas: { width: 320, height: 480 }
///   views:
///     - { name: box }
///   constraints:
///     - "H:|-20-[box(100)]"
///     - "V:|-40-[box(50)]"
///   """, path: "box.layout.yaml")
/// let scene = try document.makeScene()
/// scene.frame(of: "box")   // (20, 40, 100, 50)
/// ```
public struct LayoutDocument: Sendable {
  /// The schema version (1).
  public var version: Int
  /// The canvas the scene is laid out on.
  public var canvas: Canvas
  /// The top-level views (subviews of the root, which is named `root`).
  public var views: [ViewSpec]
  /// Layout guides added to views.
  public var guides: [GuideSpec]
  /// The constraints, one Visual Format or equation line each.
  public var constraints: [ConstraintLine]
  /// The file the document was read from (for messages and origins).
  public var path: String
  /// The source text (for carets in messages).
  public var source: String

  /// The canvas: a device preset or an explicit size, scale, safe area, direction and root margins.
  public struct Canvas: Sendable, Equatable {
    public var width: CGFloat = 320
    public var height: CGFloat = 480
    public var scale: CGFloat = 2
    public var safeArea: EdgeInsets = .zero
    public var direction: UserInterfaceLayoutDirection = .leftToRight
    public var margins: EdgeInsets?
    /// The preset the size came from, if any.
    public var device: String?
  }

  /// The kinds of views a document can hold.
  public enum Kind: String, Sendable, CaseIterable {
    case view, label, button, image, stack, scroll
  }

  /// One view and its subtree.
  public struct ViewSpec: Sendable {
    public var name: String
    public var kind: Kind = .view
    public var intrinsicSize: CGSize?
    public var text: String?
    public var margins: EdgeInsets?
    public var hugging: (horizontal: Float, vertical: Float)?
    public var compression: (horizontal: Float, vertical: Float)?
    public var hidden = false
    /// A frame given in the document (relative to the superview): checked for misplacement.
    public var frame: CGRect?
    public var stack: StackSpec?
    public var subviews: [ViewSpec] = []
    public var arranged: [ViewSpec] = []
    /// Where the view is declared.
    public var line: Int
    public var column: Int
  }

  /// A stack view's arrangement.
  public struct StackSpec: Sendable {
    public var axis: LayoutConstraint.Axis = .horizontal
    public var distribution: StackView.Distribution = .fill
    public var alignment: StackView.Alignment = .fill
    public var spacing: CGFloat = 0
  }

  /// A layout guide owned by a view.
  public struct GuideSpec: Sendable {
    public var name: String
    public var owner: String
    public var line: Int
    public var column: Int
  }

  /// One constraint line and where it is.
  public struct ConstraintLine: Sendable {
    public var text: String
    public var line: Int
    public var column: Int
  }
}
