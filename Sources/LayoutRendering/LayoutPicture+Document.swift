import Foundation

extension LayoutPicture {
  /// How an animated picture moves between two states.
  struct Timeline {
    /// Seconds each state is held.
    var hold: Double
    /// Seconds each change takes.
    var duration: Double

    var total: Double { 2 * (hold + duration) }
    /// State A, A, B, B, A at these fractions of the loop.
    var keyTimes: String {
      [0, hold / total, (hold + duration) / total, (2 * hold + duration) / total, 1]
        .map { svgNumber(CGFloat(($0 * 1000).rounded() / 1000)) }.joined(separator: ";")
    }
    /// Holds are linear (nothing moves); changes ease in and out like UIKit's default curve.
    var keySplines: String { "0 0 1 1;0.42 0 0.58 1;0 0 1 1;0.42 0 0.58 1" }

    func animate(_ attribute: String, from a: String, to b: String) -> String {
      "<animate attributeName=\"\(attribute)\" values=\"\(a);\(a);\(b);\(b);\(a)\" keyTimes=\"\(keyTimes)\""
        + " calcMode=\"spline\" keySplines=\"\(keySplines)\" dur=\"\(svgNumber(CGFloat(total)))s\""
        + " repeatCount=\"indefinite\"/>"
    }
  }

  /// The SVG of one drawing, or of two animated one into the other.
  static func document(
    for drawings: [Drawing], title: String?, showsLegend: Bool, animation: Timeline?,
    declaration: Bool = true,
    compact: Bool = false
  ) -> String {
    let first = drawings[0]
    // Everything drawn: the root and any view outside it (a broken layout can push views off
    // screen), in root coordinates.
    let bounds = drawings.map(\.bounds).reduce(drawings[0].bounds) { $0.union($1) }
    let canvas = bounds.size
    let padding = Palette.padding
    let top = padding + (title == nil ? 0 : Palette.titleHeight)
    let withChanges = drawings.contains(where: \.hasHighlights)
    let legendSize = showsLegend ? Legend.size(withChanges: withChanges) : .zero
    // The title's width estimated at 0.62 em per character of 13-point bold.
    let titleWidth = CGFloat(title?.count ?? 0) * 13 * 0.62
    let width = max(canvas.width, legendSize.width, titleWidth) + 2 * padding
    let height = top + canvas.height + (showsLegend ? padding + legendSize.height : 0) + padding
    let originX = padding - bounds.minX
    let originY = top - bounds.minY
    var svg = SVGWriter()
    svg.isCompact = compact
    if declaration { svg.line("<?xml version=\"1.0\" encoding=\"UTF-8\"?>") }
    svg.open(
      "svg",
      [
        ("xmlns", "http://www.w3.org/2000/svg"), ("width", svgNumber(width)), ("height", svgNumber(height)),
        ("viewBox", "0 0 \(svgNumber(width)) \(svgNumber(height))"), ("font-family", Palette.font),
      ])
    svg.empty("rect", [("width", "100%"), ("height", "100%"), ("fill", "#f4f5f7")])
    if let title {
      svg.element(
        "text",
        [
          ("x", svgNumber(padding)), ("y", svgNumber(padding + 8)), ("font-size", "13"),
          ("font-weight", "bold"), ("fill", Palette.text),
        ], text: title)
    }
    var ids = UniqueIDs()
    svg.group("g", [("transform", "translate(\(svgNumber(originX)) \(svgNumber(originY)))")]) { svg in
      if let timeline = animation, drawings.count == 2 {
        writeAnimatedViews(from: drawings[0], to: drawings[1], timeline, ids: &ids, to: &svg)
        for (index, drawing) in drawings.enumerated() {
          let fade =
            index == 0
            ? timeline.animate("opacity", from: "1", to: "0")
            : timeline.animate("opacity", from: "0", to: "1")
          svg.open(
            "g",
            [
              ("id", index == 0 ? "constraints-before" : "constraints-after"),
              ("opacity", index == 0 ? "1" : "0"),
            ])
          svg.line(fade)
          for shape in drawing.marks { write(shape, ids: &ids, to: &svg) }
          svg.close("g")
        }
      } else {
        svg.group("g", [("id", "views")]) { svg in
          for shape in first.views { write(shape, ids: &ids, to: &svg) }
        }
        svg.group("g", [("id", "constraints")]) { svg in
          for shape in first.marks { write(shape, ids: &ids, to: &svg) }
        }
      }
    }
    if showsLegend {
      let origin = CGPoint(x: padding, y: top + canvas.height + padding)
      svg.group(
        "g", [("id", "legend"), ("transform", "translate(\(svgNumber(origin.x)) \(svgNumber(origin.y)))")]
      ) {
        svg in
        for shape in Legend.shapes(withChanges: withChanges) { shape.write(to: &svg) }
      }
    }
    svg.close("svg")
    return svg.text
  }

  static func write(_ shape: Shape, ids: inout UniqueIDs, to svg: inout SVGWriter, children: [String] = []) {
    var shape = shape
    shape.key = shape.key.map { ids.claim($0) }
    shape.write(to: &svg, children: children)
  }

  /// Views present in both states move; the others fade out or in.
  static func writeAnimatedViews(
    from before: Drawing, to after: Drawing, _ timeline: Timeline, ids: inout UniqueIDs,
    to svg: inout SVGWriter
  ) {
    svg.open("g", [("id", "views")])
    var afterByKey: [String: Shape] = [:]
    for shape in after.views { if let key = shape.key, afterByKey[key] == nil { afterByKey[key] = shape } }
    var matched: Set<String> = []
    for shape in before.views {
      guard let key = shape.key, let target = afterByKey[key], !matched.contains(key) else {
        write(shape, ids: &ids, to: &svg, children: [timeline.animate("opacity", from: "1", to: "0")])
        continue
      }
      matched.insert(key)
      var children: [String] = []
      let targetAttributes = Dictionary(target.geometryAttributes, uniquingKeysWith: { a, _ in a })
      for (name, value) in shape.geometryAttributes {
        if let other = targetAttributes[name], other != value, name != "font-size" {
          children.append(timeline.animate(name, from: value, to: other))
        }
      }
      write(shape, ids: &ids, to: &svg, children: children)
    }
    for shape in after.views where !(shape.key.map { matched.contains($0) } ?? false) {
      var hidden = shape
      hidden.opacity = 0
      write(hidden, ids: &ids, to: &svg, children: [timeline.animate("opacity", from: "0", to: "1")])
    }
    svg.close("g")
  }
}

/// Makes element ids unique in a document: a repeated key gets `-2`, `-3` ….
struct UniqueIDs {
  private var used: [String: Int] = [:]

  mutating func claim(_ key: String) -> String {
    // Most keys are ASCII names already fit for an id: checked byte by byte, kept as they are.
    let fits = key.utf8.allSatisfy { byte in
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: ":"),
        UInt8(ascii: "."):
        true
      default: false
      }
    }
    let sanitized =
      fits
      ? key
      : String(
        key.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == ":" || $0 == "." ? $0 : "_" })
    let count = used[sanitized, default: 0] + 1
    used[sanitized] = count
    return count == 1 ? sanitized : "\(sanitized)-\(count)"
  }
}
