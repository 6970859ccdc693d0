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
  /// Named numbers Visual Format lines can use (`H:|-(margin)-[a]`).
  public var metrics: [String: CGFloat] = [:]
  /// Changes made when the canvas has certain traits (size classes, text size, direction).
  public var traits: [TraitOverride] = []
  /// A constraint change `autolayout render --animate` shows.
  public var animation: Animation?
  /// The file the document was read from (for messages and origins).
  public var path: String
  /// The source text (for carets in messages).
  public var source: String

  /// An empty document (version 1, the default canvas, no views) to fill in code.
  ///
  /// ```swift
  /// var document = LayoutDocument(path: "made.layout.yaml")
  /// document.views.append(LayoutDocument.ViewSpec(name: "box"))
  /// ```
  public init(path: String) {
    version = 1
    canvas = Canvas()
    views = []
    guides = []
    constraints = []
    self.path = path
    source = ""
  }

  /// The canvas: a device preset or an explicit size, scale, safe area, direction and root margins.
  public struct Canvas: Sendable, Equatable {
    /// The width in points.
    public var width: CGFloat = 320
    /// The height in points.
    public var height: CGFloat = 480
    /// Pixels per point.
    public var scale: CGFloat = 2
    /// The window's safe-area insets.
    public var safeArea: EdgeInsets = .zero
    /// The layout direction.
    public var direction: UserInterfaceLayoutDirection = .leftToRight
    /// The root view's layout margins (`nil`: UIKit's 8).
    public var margins: EdgeInsets?
    /// The preset the size came from, if any.
    public var device: String?
    /// How much room the canvas has across (from the device, else unspecified).
    public var horizontalSizeClass: UserInterfaceSizeClass = .unspecified
    /// How much room the canvas has down.
    public var verticalSizeClass: UserInterfaceSizeClass = .unspecified
    /// The user's text size.
    public var contentSize: ContentSizeCategory = .large
    /// Interface Builder's "Follow Readable Width" for the root view: constraints to its
    /// horizontal margins use its readable content guide (`View/layoutMarginsFollowReadableWidth`).
    public var followsReadableWidth = false
  }

  /// The kinds of views a document can hold.
  public enum Kind: String, Sendable, CaseIterable {
    case view, label, button, image, stack, scroll
  }

  /// One view and its subtree.
  public struct ViewSpec: Sendable {
    /// The name constraints use.
    public var name: String
    /// What kind of view it is.
    public var kind: Kind = .view
    /// Whether the view is hidden (collapses in a stack).
    public var hidden = false
    /// The views inside.
    public var subviews: [ViewSpec] = []
    /// A stack's arranged views.
    public var arranged: [ViewSpec] = []
    /// Where the view is declared.
    /// The 1-based line and column of the declaration.
    public var line: Int {
      get { Int(storedLine) }
      set { storedLine = Int32(clamping: newValue) }
    }
    /// See ``line``.
    public var column: Int {
      get { Int(storedColumn) }
      set { storedColumn = Int32(clamping: newValue) }
    }
    private var storedLine: Int32
    private var storedColumn: Int32
    /// The properties most views leave out, boxed in two groups: a plain view of a large document
    /// costs two pointers for all of them, and a stack view (margins and arrangement) does not
    /// carry the room of a label's text, font and sizes.
    private var layoutBox: Box<LayoutDetails>?
    private var contentBox: Box<ContentDetails>?

    /// A plain view; `line` and `column` say where it is declared (0 for a view made in code).
    ///
    /// ```swift
    /// var box = LayoutDocument.ViewSpec(name: "box")
    /// box.intrinsicSize = CGSize(width: 48, height: 48)
    /// ```
    public init(name: String, line: Int = 0, column: Int = 0) {
      self.name = name
      storedLine = Int32(clamping: line)
      storedColumn = Int32(clamping: column)
    }

    /// The intrinsic content size (-1 on an axis for none).
    public var intrinsicSize: CGSize? {
      get { content.intrinsicSize }
      set { content.intrinsicSize = newValue }
    }
    /// A label's text or a button's title.
    public var text: String? {
      get { content.text }
      set { content.text = newValue }
    }
    /// The first baseline's distance from the top (labels, buttons); the last baseline is the
    /// same distance from the top for one line.
    public var baseline: CGFloat? {
      get { content.baseline }
      set { content.baseline = newValue }
    }
    /// A label's or button's font (a label without a given `size` is measured with it).
    public var font: FontSpec? {
      get { content.font }
      set { content.font = newValue }
    }
    /// A label's line limit (0: unlimited; default 1).
    public var lines: Int? {
      get { content.lines }
      set { content.lines = newValue }
    }
    /// The layout margins.
    public var margins: EdgeInsets? {
      get { layout.margins }
      set { layout.margins = newValue }
    }
    /// Content hugging priorities.
    public var hugging: (horizontal: Float, vertical: Float)? {
      get { layout.hugging }
      set { layout.hugging = newValue }
    }
    /// Compression resistance priorities.
    public var compression: (horizontal: Float, vertical: Float)? {
      get { layout.compression }
      set { layout.compression = newValue }
    }
    /// A frame given in the document (relative to the superview): checked for misplacement.
    public var frame: CGRect? {
      get { content.frame }
      set { content.frame = newValue }
    }
    /// A stack's arrangement.
    public var stack: StackSpec? {
      get { layout.stack }
      set { layout.stack = newValue }
    }
    /// The alignment rectangle's insets inside the frame (UIKit's `alignmentRectInsets`:
    /// constraints and the intrinsic size apply to the alignment rectangle), for plain views,
    /// images and labels or buttons with a given size.
    public var alignmentInsets: EdgeInsets? {
      get { content.alignmentInsets }
      set { content.alignmentInsets = newValue }
    }
    /// How the view flips in a right-to-left layout (UIKit's `semanticContentAttribute`;
    /// `nil`: unspecified).
    public var semanticContent: SemanticContentAttribute? {
      get { layout.semanticContent }
      set { layout.semanticContent = newValue }
    }
    /// Interface Builder's "Follow Readable Width": constraints to the view's horizontal margins
    /// use its readable content guide (`View/layoutMarginsFollowReadableWidth`).
    public var followsReadableWidth: Bool {
      get { layout.followsReadableWidth }
      set { layout.followsReadableWidth = newValue }
    }
    /// The gravity area of an arranged view of a `gravityAreas` stack (AppKit's
    /// `NSStackView.Gravity`; `nil`: the leading area). The document key `gravity: trailing`.
    public var gravity: StackView.Gravity? {
      get { layout.gravity }
      set { layout.gravity = newValue }
    }

    /// The boxed layout properties, copied on write.
    private var layout: LayoutDetails {
      get { layoutBox?.value ?? LayoutDetails() }
      set { Self.store(newValue, in: &layoutBox) }
    }

    /// The boxed content properties, copied on write.
    private var content: ContentDetails {
      get { contentBox?.value ?? ContentDetails() }
      set { Self.store(newValue, in: &contentBox) }
    }

    /// Writes through a box owned alone, else into a new one (copy on write).
    private static func store<Value>(_ value: Value, in box: inout Box<Value>?) {
      if box != nil, isKnownUniquelyReferenced(&box) {
        box!.value = value
      } else {
        box = Box(value)
      }
    }

    /// How the view lays out its content: margins, arrangement, priorities, direction.
    private struct LayoutDetails: Sendable {
      var margins: EdgeInsets?
      var hugging: (horizontal: Float, vertical: Float)?
      var compression: (horizontal: Float, vertical: Float)?
      var stack: StackSpec?
      var semanticContent: SemanticContentAttribute?
      var followsReadableWidth = false
      var gravity: StackView.Gravity?
    }

    /// What the view shows and its sizes: text, font, intrinsic size, frame.
    private struct ContentDetails: Sendable {
      var intrinsicSize: CGSize?
      var text: String?
      var baseline: CGFloat?
      var font: FontSpec?
      var lines: Int?
      var frame: CGRect?
      var alignmentInsets: EdgeInsets?
    }

    /// A box for one group; only mutated when uniquely referenced (copy on write).
    private final class Box<Value>: @unchecked Sendable {
      var value: Value
      init(_ value: Value) { self.value = value }
    }
  }

  /// The font of a label or button: a text style (which follows the canvas's content size), or a
  /// family (a name or a font file path), size and weight.
  public struct FontSpec: Sendable {
    /// A Dynamic Type text style (`body`, `headline` …).
    public var style: Font.TextStyle?
    /// A family name or font file path (default: the system font).
    public var family: String?
    /// The point size (default 17 for labels, 15 for buttons).
    public var size: CGFloat?
    /// The weight (default regular).
    public var weight: Font.Weight?

    /// The font for a default size; a style's font adjusts to the content size category.
    func font(defaultSize: CGFloat) -> Font {
      if let style {
        var font = Font.preferredFont(forTextStyle: style)
        if let family { font.familyName = family }
        if let weight { font.weight = weight }
        return font
      }
      return Font(
        name: family ?? Font.systemFontFamily, size: size ?? defaultSize, weight: weight ?? .regular)
    }
  }

  /// A stack view's arrangement.
  public struct StackSpec: Sendable {
    /// The axis.
    public var axis: LayoutConstraint.Axis = .horizontal
    /// How the axis is shared.
    public var distribution: StackView.Distribution = .fill
    /// How views sit across the axis.
    public var alignment: StackView.Alignment = .fill
    /// The spacing between views.
    public var spacing: CGFloat = 0
    /// A fill arrangement along the horizontal axis with no spacing (UIKit's defaults).
    ///
    /// ```swift
    /// var stack = LayoutDocument.StackSpec()
    /// stack.axis = .vertical
    /// ```
    public init() {}

    /// Arranged views are laid out within the stack's layout margins (UIKit's
    /// `isLayoutMarginsRelativeArrangement`; the document key `layoutMarginsRelativeArrangement`,
    /// as Interface Builder writes it).
    public var isLayoutMarginsRelativeArrangement = false
  }

  /// A layout guide owned by a view.
  public struct GuideSpec: Sendable {
    /// The name constraints use.
    public var name: String
    /// The owning view (or `root`).
    public var owner: String
    /// The 1-based line and column of the declaration.
    public var line: Int
    /// See ``line``.
    public var column: Int

    /// A guide owned by `owner` (a view's name, or `root`).
    ///
    /// ```swift
    /// let spacer = LayoutDocument.GuideSpec(name: "spacer", owner: "card")
    /// ```
    public init(name: String, owner: String = "root", line: Int = 0, column: Int = 0) {
      self.name = name
      self.owner = owner
      self.line = line
      self.column = column
    }
  }

  /// One constraint line and where it is.
  public struct ConstraintLine: Sendable {
    /// The Visual Format or equation text.
    public var text: String
    /// A name trait overrides and animations refer to (`{ id: top, constraint: "…" }`).
    public var id: String?
    /// Whether the constraints start active (`active: false` keeps them for a change to activate).
    public var isActive = true
    /// Visual Format options (`alignAllCenterY`, `directionLeftToRight` …).
    public var options: LayoutConstraint.FormatOptions = []
    /// Interface Builder's "Placeholder — Remove at build time": the constraints take part in the
    /// design-time layout (`solve`, `check`, `render`, the studio) and are left out when the scene is
    /// built as the app would (`CanvasOverrides/omitsPlaceholders`, `--without-placeholders`).
    public var isPlaceholder = false
    /// The 1-based line and column of the text in the document.
    public var line: Int
    /// See ``line``.
    public var column: Int

    /// A constraint line; `line` and `column` say where it is (0 for a line made in code).
    ///
    /// ```swift
    /// document.constraints.append(LayoutDocument.ConstraintLine(text: "box.width == 120"))
    /// ```
    public init(
      text: String, id: String? = nil, isActive: Bool = true, options: LayoutConstraint.FormatOptions = [],
      isPlaceholder: Bool = false, line: Int = 0, column: Int = 0
    ) {
      self.isPlaceholder = isPlaceholder
      self.text = text
      self.id = id
      self.isActive = isActive
      self.options = options
      self.line = line
      self.column = column
    }
  }

  /// Changes that apply when the canvas matches: UIKit's trait-dependent layouts (Interface
  /// Builder's size-class variations).
  ///
  /// ```yaml
  /// traits:
  ///   - when: { horizontal: regular }
  ///     deactivate: [stackedTop]
  ///     activate: [sideBySide]
  /// ```
  public struct TraitOverride: Sendable {
    /// The size class across this override needs (`nil`: any).
    public var horizontal: UserInterfaceSizeClass?
    /// The size class down this override needs.
    public var vertical: UserInterfaceSizeClass?
    /// The text sizes it applies to (`nil`: any).
    public var contentSizes: [ContentSizeCategory]?
    /// The layout direction it applies to.
    public var direction: UserInterfaceLayoutDirection?
    /// Constraint ids to activate.
    public var activate: [String] = []
    /// Constraint ids to deactivate.
    public var deactivate: [String] = []
    /// Further constraints, active only under these traits.
    public var constraints: [ConstraintLine] = []
    /// Views to hide.
    public var hide: [String] = []
    /// Views to show.
    public var show: [String] = []
    /// The 1-based line and column of the override.
    public var line: Int
    /// See ``line``.
    public var column: Int

    /// Whether the override applies to a canvas.
    ///
    /// ```swift
    /// override.matches(canvas)
    /// ```
    public func matches(_ canvas: Canvas) -> Bool {
      if let horizontal, horizontal != canvas.horizontalSizeClass { return false }
      if let vertical, vertical != canvas.verticalSizeClass { return false }
      if let contentSizes, !contentSizes.contains(canvas.contentSize) { return false }
      if let direction, direction != canvas.direction { return false }
      return true
    }
  }

  /// A constraint change to animate, as the seeds' animation examples do: constants, priorities,
  /// activation and hidden views, then one layout pass inside an animation block.
  ///
  /// ```yaml
  /// animation:
  ///   duration: 0.5
  ///   changes:
  ///     - { deactivate: top }
  ///     - { activate: bottom }
  /// ```
  public struct Animation: Sendable {
    /// Seconds the change takes (UIKit's `animate(withDuration:)`).
    public var duration: Double = 0.5
    /// The changes, applied in order.
    public var changes: [Change] = []
  }

  /// One change of an ``Animation``.
  public struct Change: Sendable {
    /// What changes.
    public enum Kind: Sendable, Equatable {
      /// Activate the constraints with this id.
      case activate(String)
      /// Deactivate them.
      case deactivate(String)
      /// Set their constant.
      case constant(String, CGFloat)
      /// Set their priority.
      case priority(String, Float)
      /// Hide the named view.
      case hide(String)
      /// Show it.
      case show(String)
      /// Remove the named view from its superview (its constraints go with it).
      case remove(String)
    }
    /// What changes.
    public var kind: Kind
    /// The 1-based line and column of the change.
    public var line: Int
    /// See ``line``.
    public var column: Int
  }
}
