import AutoLayout
import Foundation

/// A picture of a laid-out view hierarchy in Interface Builder's conventions: every view as a
/// rectangle with its name (labels and buttons show their text), and every constraint the app made
/// drawn as Interface Builder draws it — I-bars for spacing and sizes, plain lines for aligned edges
/// and centres, solid when required and dashed when optional, blue when satisfied, orange for a
/// misplaced view (drawn at its given frame, the solved frame as a dashed outline), red for an
/// ambiguous view or a conflicting constraint, `=` badges on equal widths and heights, `≥` / `≤` on
/// inequalities, and a legend.
///
/// ```swift
/// window.layoutIfNeeded()
/// var picture = LayoutPicture(root: window, title: "card")
/// picture.setContent(.label("Jane Appleseed"), for: title)
/// let svg = picture.svg()
/// try svg.write(toFile: "card.svg", atomically: true, encoding: .utf8)
/// ```
public struct LayoutPicture {
  /// The view whose subtree is drawn (usually the window).
  public let root: View
  /// A title above the picture.
  public var title: String?
  /// Views whose given frame differs from the solved one: drawn at the given frame, in orange.
  public var misplacements: [Misplacement]
  /// Whether to draw the legend under the picture.
  public var showsLegend = true
  /// Whether each constraint's tooltip ends with where it was made (`— Card.swift:12`).
  public var showsConstraintOrigins = true
  /// Whether each constraint mark carries its constraint as a tooltip (`<title>`); a page that
  /// shows its own can leave them out (the picture is then smaller and quicker to write).
  public var showsConstraintTooltips = true
  /// The items to draw as ambiguous, when the caller has already asked the layout
  /// (`View/ambiguousLayouts()`); `nil`: the picture asks it.
  ///
  /// ```swift
  /// picture.ambiguousItems = window.ambiguousLayouts().map(\.item)
  /// ```
  public var ambiguousItems: [AnyObject]?
  /// What the views show, by view.
  var contents: [ObjectIdentifier: Content] = [:]
  /// Identifiers written on constraint marks (``setIdentifier(_:for:)``), by constraint.
  var constraintIdentifiers: [ObjectIdentifier: String] = [:]
  /// Views and constraints marked as changed (``setHighlight(_:for:)-(_,View)``), by object.
  var highlights: [ObjectIdentifier: Highlight] = [:]

  /// What a view shows inside its rectangle.
  ///
  /// ```swift
  /// picture.setContent(.button("Like"), for: likeButton)
  /// ```
  public enum Content: Sendable, Equatable {
    /// A label's text, drawn in the label's natural alignment.
    case label(String)
    /// A button's title, centred, in the tint colour.
    case button(String)
    /// An image: a crossed rectangle.
    case image
  }

  /// Creates a picture of a laid-out hierarchy.
  ///
  /// ```swift
  /// let picture = LayoutPicture(root: window, misplacements: window.misplacedViews())
  /// ```
  public init(root: View, title: String? = nil, misplacements: [Misplacement] = []) {
    self.root = root
    self.title = title
    self.misplacements = misplacements
  }

  /// Sets what a view shows (a label's text, a button's title, an image).
  ///
  /// ```swift
  /// picture.setContent(.label("Hello"), for: greeting)
  /// ```
  public mutating func setContent(_ content: Content, for view: View) {
    contents[ObjectIdentifier(view)] = content
  }

  /// Writes `identifier` on every shape of the constraint's mark as `data-constraint`, so a page
  /// can tell which constraint a click hit.
  ///
  /// ```swift
  /// picture.setIdentifier("c3", for: constraint)   // <line … data-constraint="c3"/>
  /// ```
  public mutating func setIdentifier(_ identifier: String, for constraint: LayoutConstraint) {
    constraintIdentifiers[ObjectIdentifier(constraint)] = identifier
  }

  /// The picture as an SVG document.
  ///
  /// ```swift
  /// let text = picture.svg()   // "<?xml version=\"1.0\" …"
  /// ```
  public func svg() -> String {
    LayoutPicture.document(for: [drawing()], title: title, showsLegend: showsLegend, animation: nil)
  }

  /// The picture as an `<svg>` element to put in an HTML page (the SVG document without its XML
  /// declaration).
  ///
  /// ```swift
  /// let page = "<html><body>" + picture.svgElement() + "</body></html>"
  /// ```
  public func svgElement() -> String {
    LayoutPicture.document(
      for: [drawing()], title: title, showsLegend: showsLegend, animation: nil, declaration: false)
  }

  /// The `<svg>` element without indentation, with single-quoted attributes: the same picture
  /// as ``svgElement()``, one element per line, for embedding in JSON (nothing in it needs
  /// escaping but text and the line ends).
  ///
  /// ```swift
  /// let json = #"{"svg": ""# + picture.compactSVGElement() + #""}"#
  /// ```
  public func compactSVGElement() -> String {
    LayoutPicture.document(
      for: [drawing()], title: title, showsLegend: showsLegend, animation: nil, declaration: false,
      compact: true)
  }

  /// Makes the shapes of the picture.
  func drawing() -> Drawing {
    root.layoutIfNeeded()
    var builder = DrawingBuilder(picture: self)
    return builder.build()
  }
}

/// The palette and sizes of the pictures.
enum Palette {
  static let satisfied = "#2f7cf6"
  static let misplaced = "#f59a23"
  static let conflicting = "#e5322d"
  static let viewStroke = "#8e96a3"
  static let viewFill = "#d5dde8"
  static let rootStroke = "#3c3c43"
  static let safeArea = "#7bc67b"
  static let added = "#1f9d55"
  static let removed = "#c2185b"
  static let changed = "#7e57c2"
  /// A sub-point change (Xcode's re-save rounding): light grey.
  static let resaved = "#b8bec8"
  static let guideStroke = "#b07cd8"
  static let text = "#1c1c1e"
  static let name = "#5f6773"
  static let tint = "#0a7aff"
  static let font = "DejaVu Sans, Helvetica, Arial, sans-serif"
  /// Space around the root view.
  static let padding: CGFloat = 24
  /// Height of the title line.
  static let titleHeight: CGFloat = 22
}
