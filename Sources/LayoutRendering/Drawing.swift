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

  /// The SVG attributes of the geometry (animatable ones first).
  var geometryAttributes: [(String, String)] {
    switch geometry {
    case .rect(let r):
      return [
        ("x", svgNumber(r.minX)), ("y", svgNumber(r.minY)), ("width", svgNumber(r.width)),
        ("height", svgNumber(r.height)),
      ]
    case .line(let a, let b):
      return [("x1", svgNumber(a.x)), ("y1", svgNumber(a.y)), ("x2", svgNumber(b.x)), ("y2", svgNumber(b.y))]
    case .circle(let c, let radius):
      return [("cx", svgNumber(c.x)), ("cy", svgNumber(c.y)), ("r", svgNumber(radius))]
    case .text(_, let p, let size, let anchor):
      var attributes = [("x", svgNumber(p.x)), ("y", svgNumber(p.y)), ("font-size", svgNumber(size))]
      if anchor != .start { attributes.append(("text-anchor", anchor.rawValue)) }
      return attributes
    }
  }

  var elementName: String {
    switch geometry {
    case .rect: "rect"
    case .line: "line"
    case .circle: "circle"
    case .text: "text"
    }
  }

  var styleAttributes: [(String, String)] {
    var attributes: [(String, String)] = []
    if let key { attributes.insert(("id", key), at: 0) }
    if case .text = geometry {
      attributes.append(("fill", fill ?? "#1c1c1e"))
    } else {
      attributes.append(("fill", fill ?? "none"))
      if let fillOpacity { attributes.append(("fill-opacity", svgNumber(fillOpacity))) }
      if let stroke {
        attributes.append(("stroke", stroke))
        if lineWidth != 1 { attributes.append(("stroke-width", svgNumber(lineWidth))) }
      }
    }
    if let dash { attributes.append(("stroke-dasharray", dash)) }
    if let opacity { attributes.append(("opacity", svgNumber(opacity))) }
    if let weight { attributes.append(("font-weight", weight)) }
    if let constraintIdentifier { attributes.append(("data-constraint", constraintIdentifier)) }
    return attributes
  }

  /// Writes the shape; `children` adds animation elements inside it.
  func write(to svg: inout SVGWriter, children: [String] = []) {
    // The id first, then the geometry (animatable), then the style; one element per line, its
    // tooltip and animations inline: easy to read and to diff.
    var inner = children
    if let title { inner.insert("<title>\(TextEscaping.markup(title, quotes: .all))</title>", at: 0) }
    let style = key == nil ? styleAttributes : Array(styleAttributes.dropFirst())
    var text: String?
    if case .text(let string, _, _, _) = geometry { text = string }
    svg.shape(
      elementName, attributes: [key.map { [("id", $0)] } ?? [], geometryAttributes, style], inner: inner,
      text: text)
  }
}
