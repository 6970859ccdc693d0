import AutoLayout
import Foundation

/// What a picture is made of before it becomes SVG: shapes in layers, in root-view coordinates.
/// Keeping the shapes lets an animation match a view's rectangle in two states by its key.
struct Drawing {
  /// The root view's size.
  var canvas: CGSize
  /// The root, the safe area and the views, back to front.
  var views: [Shape] = []
  /// The constraint marks, drawn over the views.
  var marks: [Shape] = []
  /// Whether views or constraints are highlighted as changed (the legend then says what the
  /// colours mean).
  var hasHighlights = false

  /// The root's rectangle joined with every view's and mark's (views can lie outside the root).
  var bounds: CGRect {
    var result = CGRect(origin: .zero, size: canvas)
    for shape in views + marks {
      switch shape.geometry {
      case .rect(let r): result = result.union(r)
      case .line(let a, let b):
        result = result.union(
          CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(a.x - b.x), height: abs(a.y - b.y)))
      case .circle, .text: break
      }
    }
    return result
  }
}

/// One shape of a drawing.
struct Shape {
  enum Geometry {
    case rect(CGRect)
    case line(from: CGPoint, to: CGPoint)
    case circle(center: CGPoint, radius: CGFloat)
    case text(String, at: CGPoint, size: CGFloat, anchor: Anchor)
  }

  /// How a text sits on its point.
  enum Anchor: String {
    case start, middle, end
  }

  var geometry: Geometry
  var stroke: String? = nil
  var fill: String? = nil
  var fillOpacity: CGFloat? = nil
  var lineWidth: CGFloat = 1
  var dash: String? = nil
  var opacity: CGFloat? = nil
  var weight: String? = nil
  /// A stable name for animation (`view:card`, `text:card`) and for reading the SVG.
  var key: String? = nil
  /// A tooltip.
  var title: String? = nil
  /// The id of the constraint a mark draws (`data-constraint`), for pages that select marks.
  var constraintIdentifier: String? = nil

  /// An attribute's value: a number (written as ``svgNumber(_:)`` writes it) or text.
  enum AttributeValue {
    case number(CGFloat)
    case text(String)

    var text: String {
      switch self {
      case .number(let value): svgNumber(value)
      case .text(let text): text
      }
    }
  }

  /// Visits the SVG attributes of the geometry, animatable ones first.
  func visitGeometry(_ body: (String, AttributeValue) -> Void) {
    switch geometry {
    case .rect(let r):
      body("x", .number(r.minX))
      body("y", .number(r.minY))
      body("width", .number(r.width))
      body("height", .number(r.height))
    case .line(let a, let b):
      body("x1", .number(a.x))
      body("y1", .number(a.y))
      body("x2", .number(b.x))
      body("y2", .number(b.y))
    case .circle(let c, let radius):
      body("cx", .number(c.x))
      body("cy", .number(c.y))
      body("r", .number(radius))
    case .text(_, let p, let size, let anchor):
      body("x", .number(p.x))
      body("y", .number(p.y))
      body("font-size", .number(size))
      if anchor != .start { body("text-anchor", .text(anchor.rawValue)) }
    }
  }

  /// The SVG attributes of the geometry (animatable ones first).
  var geometryAttributes: [(String, String)] {
    var attributes: [(String, String)] = []
    visitGeometry { attributes.append(($0, $1.text)) }
    return attributes
  }

  /// Visits the style attributes (the id, which comes first, is not one of them).
  func visitStyle(_ body: (String, AttributeValue) -> Void) {
    if case .text = geometry {
      body("fill", .text(fill ?? "#1c1c1e"))
    } else {
      body("fill", .text(fill ?? "none"))
      if let fillOpacity { body("fill-opacity", .number(fillOpacity)) }
      if let stroke {
        body("stroke", .text(stroke))
        if lineWidth != 1 { body("stroke-width", .number(lineWidth)) }
      }
    }
    if let dash { body("stroke-dasharray", .text(dash)) }
    if let opacity { body("opacity", .number(opacity)) }
    if let weight { body("font-weight", .text(weight)) }
    if let constraintIdentifier { body("data-constraint", .text(constraintIdentifier)) }
  }

  var elementName: String {
    switch geometry {
    case .rect: "rect"
    case .line: "line"
    case .circle: "circle"
    case .text: "text"
    }
  }

  /// Writes the shape; `children` adds animation elements inside it.
  func write(to svg: inout SVGWriter, children: [String] = []) {
    // The id first, then the geometry (animatable), then the style; one element per line, its
    // tooltip and animations inline: easy to read and to diff.
    var inner = children
    if let title { inner.insert("<title>\(TextEscaping.markup(title, quotes: .all))</title>", at: 0) }
    var text: String?
    if case .text(let string, _, _, _) = geometry { text = string }
    svg.shape(elementName, inner: inner, text: text) { svg in
      if let key { svg.attribute("id", .text(key)) }
      visitGeometry { svg.attribute($0, $1) }
      visitStyle { svg.attribute($0, $1) }
    }
  }
}
