import AutoLayout
import Cassowary
import Foundation

// Writing a document back as YAML: the schema of docs/layout-document.md in a fixed key order,
// leaf views and short mappings on one line (as the examples are written), every constraint and
// text in double quotes. Reading the result gives the same document; writing it again gives the
// same bytes, so a saved edit shows in a diff as only the lines it changed.

extension LayoutDocument {
  /// The document as YAML text in the schema's key order. The comment lines at the top of the
  /// source are kept.
  ///
  /// ```swift
  /// var document = try LayoutDocument(yaml: text, path: "card.layout.yaml")
  /// document.constraints.append(.init(text: "card.height == 200"))
  /// try document.yaml().write(toFile: "card.layout.yaml", atomically: true, encoding: .utf8)
  /// ```
  public func yaml() -> String { rewritten().source }

  /// The document as ``yaml()`` writes it, with that text as its source and every line and
  /// column (views, guides, constraint lines, overrides, changes) where the text has them: the
  /// document reading the text back would give, without reading it.
  ///
  /// ```swift
  /// let positioned = edited.rewritten()
  /// positioned.constraints.map(\.line)   // each line's own number
  /// ```
  package func rewritten() -> LayoutDocument {
    var result = self
    var out = YAMLText()
    // The comment lines at the top (read up to the first other line, not the whole source).
    var rest = Substring(source)
    while rest.hasPrefix("#") {
      let end = rest.firstIndex(of: "\n") ?? rest.endIndex
      out.line(String(rest[..<end]))
      rest = end == rest.endIndex ? "" : rest[rest.index(after: end)...]
    }
    out.line("version: \(version)")
    let canvasFields = canvasYAMLFields()
    if !canvasFields.isEmpty { out.line("canvas: { \(canvasFields.joined(separator: ", ")) }") }
    if !metrics.isEmpty {
      let pairs = metrics.keys.sorted().map { "\($0): \(NumberText.shortest(Double(metrics[$0]!)))" }
      out.line("metrics: { \(pairs.joined(separator: ", ")) }")
    }
    if !views.isEmpty {
      out.line("views:")
      for index in result.views.indices { writeView(&result.views[index], indent: "  ", to: &out) }
    }
    if !guides.isEmpty {
      out.line("guides:")
      for index in result.guides.indices {
        let guide = result.guides[index]
        (result.guides[index].line, result.guides[index].column) = (out.lineNumber, 5)
        out.line(
          "  - { name: \(guide.name)" + (guide.owner == "root" ? "" : ", owner: \(guide.owner)") + " }")
      }
    }
    if !constraints.isEmpty {
      out.line("constraints:")
      for index in result.constraints.indices {
        writeConstraint(&result.constraints[index], indent: "  ", to: &out)
      }
    }
    if !traits.isEmpty {
      out.line("traits:")
      for index in result.traits.indices { writeTrait(&result.traits[index], to: &out) }
    }
    if animation != nil {
      out.line("animation:")
      if result.animation!.duration != 0.5 {
        out.line("  duration: \(NumberText.shortest(Double(CGFloat(result.animation!.duration))))")
      }
      out.line("  changes:")
      for index in result.animation!.changes.indices {
        (result.animation!.changes[index].line, result.animation!.changes[index].column) = (out.lineNumber, 7)
        out.line("    - \(result.animation!.changes[index].yamlItem)")
      }
    }
    result.source = out.text
    return result
  }

  /// A constraint line as a sequence item, its position set to where its text starts.
  func writeConstraint(_ line: inout ConstraintLine, indent: String, to out: inout YAMLText) {
    let item = line.yamlItem
    // The text starts after the opening quote of the item, or of its `constraint:` value.
    let prefix: String
    if item.hasPrefix("{") {
      prefix = indent + "- { " + (line.id.map { "id: \($0), " } ?? "") + "constraint: "
    } else {
      prefix = indent + "- "
    }
    (line.line, line.column) = (out.lineNumber, prefix.unicodeScalars.count + 2)
    out.line(indent + "- " + item)
  }
  /// The canvas keys that differ from what its device (or the defaults) gives.
  func canvasYAMLFields() -> [String] {
    var base = Canvas()
    var fields: [String] = []
    if let name = canvas.device, let device = Device.named(name) {
      fields.append("device: \(device.name)")
      base.device = device.name
      base.width = device.size.width
      base.height = device.size.height
      base.scale = device.scale
      base.safeArea = device.safeArea
      (base.horizontalSizeClass, base.verticalSizeClass) = device.sizeClasses
    }
    if canvas.width != base.width { fields.append("width: \(NumberText.shortest(Double(canvas.width)))") }
    if canvas.height != base.height { fields.append("height: \(NumberText.shortest(Double(canvas.height)))") }
    if canvas.scale != base.scale { fields.append("scale: \(NumberText.shortest(Double(canvas.scale)))") }
    if canvas.safeArea != base.safeArea { fields.append("safeArea: \(yamlInsets(canvas.safeArea))") }
    if canvas.direction == .rightToLeft { fields.append("direction: rtl") }
    if let margins = canvas.margins { fields.append("margins: \(yamlInsets(margins))") }
    if canvas.followsReadableWidth { fields.append("followsReadableWidth: true") }
    if canvas.horizontalSizeClass != base.horizontalSizeClass
      || canvas.verticalSizeClass != base.verticalSizeClass
    {
      fields.append(
        "sizeClass: [\(canvas.horizontalSizeClass.yamlName), \(canvas.verticalSizeClass.yamlName)]")
    }
    if canvas.contentSize != .large { fields.append("contentSize: \(canvas.contentSize.name)") }
    return fields
  }

  func writeView(_ view: inout ViewSpec, indent: String, to out: inout YAMLText) {
    let fields = view.yamlFields
    // A flow mapping's position is its brace, a block mapping's its first key: both here.
    (view.line, view.column) = (out.lineNumber, indent.count + 3)
    if view.subviews.isEmpty && view.arranged.isEmpty {
      out.line("\(indent)- { \(fields.joined(separator: ", ")) }")
      return
    }
    out.line("\(indent)- \(fields[0])")
    for field in fields.dropFirst() { out.line("\(indent)  \(field)") }
    if !view.subviews.isEmpty {
      out.line("\(indent)  subviews:")
      for index in view.subviews.indices {
        writeView(&view.subviews[index], indent: indent + "    ", to: &out)
      }
    }
    if !view.arranged.isEmpty {
      out.line("\(indent)  arranged:")
      for index in view.arranged.indices {
        writeView(&view.arranged[index], indent: indent + "    ", to: &out)
      }
    }
  }

  func writeTrait(_ override: inout TraitOverride, to out: inout YAMLText) {
    var when: [String] = []
    if let h = override.horizontal { when.append("horizontal: \(h.yamlName)") }
    if let v = override.vertical { when.append("vertical: \(v.yamlName)") }
    if let sizes = override.contentSizes {
      let accessibility = ContentSizeCategory.allCases.filter(\.isAccessibilityCategory)
      when.append(
        sizes == accessibility
          ? "contentSize: accessibility" : "contentSize: [\(sizes.map(\.name).joined(separator: ", "))]")
    }
    if let d = override.direction { when.append("direction: \(d == .rightToLeft ? "rtl" : "ltr")") }
    (override.line, override.column) = (out.lineNumber, 5)
    out.line("  - when: { \(when.joined(separator: ", ")) }")
    for (key, names) in [
      ("deactivate", override.deactivate), ("activate", override.activate), ("hide", override.hide),
      ("show", override.show),
    ] where !names.isEmpty {
      out.line("    \(key): [\(names.joined(separator: ", "))]")
    }
    if !override.constraints.isEmpty {
      out.line("    constraints:")
      for index in override.constraints.indices {
        writeConstraint(&override.constraints[index], indent: "      ", to: &out)
      }
    }
  }
}

extension LayoutDocument.ViewSpec {
  /// The view's keys, `name` first, the subtrees left to the caller.
  var yamlFields: [String] {
    var fields = ["name: \(name)"]
    var kindFields: [String] = []
    switch kind {
    case .view:
      if let size = intrinsicSize { fields.append("intrinsicSize: \(yamlSize(size))") }
    case .label:
      if let text { kindFields.append("text: \(TextEscaping.yaml(text))") }
      if let size = intrinsicSize { kindFields.append("size: \(yamlSize(size))") }
      kindFields += font?.yamlFields ?? []
      if let lines, lines != 1 { kindFields.append("lines: \(lines)") }
      if let baseline { kindFields.append("baseline: \(NumberText.shortest(Double(baseline)))") }
    case .button:
      if let text { kindFields.append("title: \(TextEscaping.yaml(text))") }
      if let size = intrinsicSize { kindFields.append("size: \(yamlSize(size))") }
      kindFields += font?.yamlFields ?? []
      if let baseline { kindFields.append("baseline: \(NumberText.shortest(Double(baseline)))") }
    case .image:
      if let size = intrinsicSize { kindFields.append("size: \(yamlSize(size))") }
    case .stack:
      kindFields = (stack ?? LayoutDocument.StackSpec()).yamlFields
      if let size = intrinsicSize { fields.append("intrinsicSize: \(yamlSize(size))") }
    case .scroll:
      if let size = intrinsicSize { fields.append("intrinsicSize: \(yamlSize(size))") }
    }
    if kind != .view { fields.append("\(kind.rawValue): { \(kindFields.joined(separator: ", ")) }") }
    if kind == .view || kind == .stack || kind == .scroll, let baseline {
      fields.append("baseline: \(NumberText.shortest(Double(baseline)))")
    }
    if kind == .view, let text { fields.append("text: \(TextEscaping.yaml(text))") }
    if let margins { fields.append("margins: \(yamlInsets(margins))") }
    if followsReadableWidth { fields.append("followsReadableWidth: true") }
    if let alignmentInsets { fields.append("alignmentInsets: \(yamlInsets(alignmentInsets))") }
    if let hugging {
      fields.append(
        "hugging: [\(NumberText.shortest(Double(CGFloat(hugging.horizontal)))), \(NumberText.shortest(Double(CGFloat(hugging.vertical))))]"
      )
    }
    if let compression {
      fields.append(
        "compression: [\(NumberText.shortest(Double(CGFloat(compression.horizontal)))), \(NumberText.shortest(Double(CGFloat(compression.vertical))))]"
      )
    }
    if hidden { fields.append("hidden: true") }
    if let gravity, gravity != .leading {
      fields.append("gravity: \(gravity == .center ? "center" : "trailing")")
    }
    if let semanticContent,
      let name = SemanticContentAttribute.documentNames.first(where: { $0.value == semanticContent })?.name
    {
      fields.append("semanticContent: \(name)")
    }
    if let frame {
      fields.append(
        "frame: [\([frame.minX, frame.minY, frame.width, frame.height].map { NumberText.shortest(Double($0)) }.joined(separator: ", "))]"
      )
    }
    return fields
  }
}

extension LayoutDocument.FontSpec {
  var yamlFields: [String] {
    var fields: [String] = []
    if let style { fields.append("style: \(style.rawValue)") }
    if let family { fields.append("font: \(TextEscaping.yaml(family))") }
    if let size { fields.append("fontSize: \(NumberText.shortest(Double(size)))") }
    if let weight { fields.append("weight: \(weight.yamlName)") }
    return fields
  }
}

extension LayoutDocument.StackSpec {
  var yamlFields: [String] {
    var fields = ["axis: \(axis == .horizontal ? "horizontal" : "vertical")"]
    if distribution != .fill { fields.append("distribution: \(distribution.yamlName)") }
    if alignment != .fill { fields.append("alignment: \(alignment.yamlName)") }
    if spacing != 0 { fields.append("spacing: \(NumberText.shortest(Double(spacing)))") }
    if isLayoutMarginsRelativeArrangement { fields.append("layoutMarginsRelativeArrangement: true") }
    return fields
  }
}

extension LayoutDocument.ConstraintLine {
  /// The line as a sequence item: the quoted text, or a mapping when it has an id, is inactive,
  /// has options or is a placeholder.
  var yamlItem: String {
    guard id != nil || !isActive || !options.isEmpty || isPlaceholder else { return TextEscaping.yaml(text) }
    var fields: [String] = []
    if let id { fields.append("id: \(id)") }
    fields.append("constraint: \(TextEscaping.yaml(text))")
    if !isActive { fields.append("active: false") }
    if isPlaceholder { fields.append("placeholder: true") }
    let names = LayoutConstraint.FormatOptions.named.filter {
      !$0.option.isEmpty && options.contains($0.option)
    }
    .map(\.name).sorted()
    if !names.isEmpty { fields.append("options: [\(names.joined(separator: ", "))]") }
    return "{ \(fields.joined(separator: ", ")) }"
  }
}

extension LayoutDocument.Change {
  var yamlItem: String {
    switch kind {
    case .activate(let id): "{ activate: \(id) }"
    case .deactivate(let id): "{ deactivate: \(id) }"
    case .constant(let id, let value): "{ constant: \(id), to: \(NumberText.shortest(Double(value))) }"
    case .priority(let id, let value):
      "{ priority: \(id), to: \(NumberText.shortest(Double(CGFloat(value)))) }"
    case .hide(let name): "{ hide: \(name) }"
    case .show(let name): "{ show: \(name) }"
    case .remove(let name): "{ remove: \(name) }"
    }
  }
}

extension UserInterfaceSizeClass {
  var yamlName: String {
    switch self {
    case .compact: "compact"
    case .regular: "regular"
    case .unspecified: "unspecified"
    }
  }
}

extension StackView.Distribution {
  /// The name a document writes.
  package var yamlName: String {
    switch self {
    case .fill: "fill"
    case .fillEqually: "fillEqually"
    case .fillProportionally: "fillProportionally"
    case .equalSpacing: "equalSpacing"
    case .equalCentering: "equalCentering"
    case .gravityAreas: "gravityAreas"
    }
  }
}

extension StackView.Alignment {
  /// The name a document writes.
  package var yamlName: String {
    switch self {
    case .fill: "fill"
    case .leading: "leading"
    case .firstBaseline: "firstBaseline"
    case .center: "center"
    case .trailing: "trailing"
    case .lastBaseline: "lastBaseline"
    }
  }
}

extension Font.Weight {
  var yamlName: String {
    "\(self)"
  }
}

/// Text written line by line, counting the lines.
struct YAMLText {
  private(set) var text = ""
  /// The 1-based number of the next line.
  private(set) var lineNumber = 1

  mutating func line(_ content: String) {
    text += content
    text += "\n"
    lineNumber += 1
  }
}

func yamlSize(_ size: CGSize) -> String {
  "[\(NumberText.shortest(Double(size.width))), \(NumberText.shortest(Double(size.height)))]"
}

func yamlInsets(_ insets: EdgeInsets) -> String {
  if insets.top == insets.left && insets.top == insets.bottom && insets.top == insets.right {
    return NumberText.shortest(Double(insets.top))
  }
  return
    "[\([insets.top, insets.left, insets.bottom, insets.right].map { NumberText.shortest(Double($0)) }.joined(separator: ", "))]"
}
