import Foundation

/// The key under every picture: what the colours, line styles and badges mean.
enum Legend {
  static let rowHeight: CGFloat = 15
  static let entries: [(sample: Sample, text: String)] = [
    (.bar(Palette.satisfied, dashed: false), "required constraint, satisfied"),
    (.bar(Palette.satisfied, dashed: true), "optional constraint (priority < 1000)"),
    (.line(Palette.satisfied), "aligned edges or centres"),
    (.badge("="), "equal widths or heights"),
    (.text("≥ ≤"), "inequality"),
    (.bar(Palette.misplaced, dashed: false), "misplaced view (dashed box: its solved frame)"),
    (.bar(Palette.conflicting, dashed: false), "ambiguous view or conflicting constraint (✕ broken)"),
  ]

  /// The entries for changes (``LayoutPicture/Highlight``), under the others when a picture has any.
  static let changeEntries: [(sample: Sample, text: String)] = [
    (.outline(Palette.added), "added view or constraint"),
    (.outline(Palette.removed), "removed view or constraint"),
    (.outline(Palette.changed), "moved or resized view, changed constraint"),
    (.outline(Palette.resaved), "moved or resized by less than a point (re-save rounding)"),
  ]

  static func entries(withChanges: Bool) -> [(sample: Sample, text: String)] {
    withChanges ? entries + changeEntries : entries
  }

  enum Sample {
    case outline(String)
    case bar(String, dashed: Bool)
    case line(String)
    case badge(String)
    case text(String)
  }

  static func size(withChanges: Bool = false) -> CGSize {
    CGSize(width: 340, height: rowHeight * CGFloat(entries(withChanges: withChanges).count))
  }

  static func shapes(withChanges: Bool = false) -> [Shape] {
    var shapes: [Shape] = []
    for (index, entry) in entries(withChanges: withChanges).enumerated() {
      let y = CGFloat(index) * rowHeight + rowHeight / 2
      switch entry.sample {
      case .outline(let color):
        shapes.append(
          Shape(geometry: .rect(CGRect(x: 4, y: y - 5, width: 24, height: 10)), stroke: color, lineWidth: 3))
      case .bar(let color, let dashed):
        shapes.append(
          Shape(
            geometry: .line(from: CGPoint(x: 2, y: y), to: CGPoint(x: 30, y: y)), stroke: color,
            dash: dashed ? "3 2" : nil))
        for x in [CGFloat(2), 30] {
          shapes.append(
            Shape(geometry: .line(from: CGPoint(x: x, y: y - 3), to: CGPoint(x: x, y: y + 3)), stroke: color))
        }
      case .line(let color):
        shapes.append(
          Shape(geometry: .line(from: CGPoint(x: 16, y: y - 6), to: CGPoint(x: 16, y: y + 6)), stroke: color))
      case .badge(let text):
        shapes.append(
          Shape(
            geometry: .line(from: CGPoint(x: 2, y: y), to: CGPoint(x: 30, y: y)), stroke: Palette.satisfied))
        shapes.append(
          Shape(
            geometry: .circle(center: CGPoint(x: 16, y: y), radius: 5), stroke: Palette.satisfied,
            fill: "#ffffff"))
        shapes.append(
          Shape(
            geometry: .text(text, at: CGPoint(x: 16, y: y + 3), size: 9, anchor: .middle),
            fill: Palette.satisfied, weight: "bold"))
      case .text(let text):
        shapes.append(
          Shape(
            geometry: .text(text, at: CGPoint(x: 16, y: y + 3), size: 9, anchor: .middle),
            fill: Palette.satisfied))
      }
      shapes.append(
        Shape(
          geometry: .text(entry.text, at: CGPoint(x: 40, y: y + 3.5), size: 10, anchor: .start),
          fill: Palette.text))
    }
    return shapes
  }
}
