import AutoLayout
import Foundation
import Yams

extension LayoutDocument {
  /// Reads a document from YAML (JSON is YAML too). Throws ``DocumentError`` with the line and
  /// column of the first problem: malformed YAML, an unknown key, a value of the wrong type, a
  /// duplicate or missing view name.
  ///
  /// ```swift
  /// let document = try LayoutDocument(yaml: String(contentsOfFile: path, encoding: .utf8), path: path)
  /// ```
  public init(yaml text: String, path: String) throws(DocumentError) {
    let reader = NodeReader(path: path, source: text)
    let root: Node
    do {
      // Scalars are read as text by this reader (numbers, booleans and names alike), so Yams's
      // basic resolver is enough: the default one matches every scalar against the regular
      // expressions of YAML's types (a fifth of reading a 100,000-view document).
      guard let node = try Yams.compose(yaml: text, .basic) else {
        throw reader.error(line: 1, column: 1, "the document is empty", hint: "start with 'version: 1'")
      }
      root = node
    } catch let error as DocumentError {
      throw error
    } catch let error as YamlError {
      throw reader.error(for: error)
    } catch {
      throw reader.error(line: 1, column: 1, "cannot read the document: \(error)", hint: nil)
    }
    self.path = path
    source = text
    let top = try reader.mapping(
      root, what: "the document",
      keys: ["version", "canvas", "metrics", "views", "guides", "constraints", "traits", "animation"])
    version = 1
    if let node = top["version"] { version = try reader.int(node, what: "version") }
    guard version == 1 else {
      throw reader.error(
        at: top["version"]!, "unsupported version \(version)", hint: "this reader knows version 1")
    }
    canvas = Canvas()
    if let node = top["canvas"] { canvas = try reader.canvas(node) }
    if let node = top["metrics"] {
      for (key, value) in try reader.mapping(node, what: "metrics", keys: nil) {
        metrics[key] = try reader.number(value, what: "a metric")
      }
    }
    var names: Set<String> = ["root", "safeArea"]
    views = []
    if let node = top["views"] {
      for item in try reader.sequence(node, what: "views") {
        views.append(try reader.view(item, names: &names))
      }
    }
    guides = []
    if let node = top["guides"] {
      for item in try reader.sequence(node, what: "guides") {
        guides.append(try reader.guide(item, names: &names))
      }
    }
    constraints = []
    var ids: Set<String> = []
    if let node = top["constraints"] {
      constraints = try reader.constraintLines(node, ids: &ids)
    }
    if let node = top["traits"] {
      for item in try reader.sequence(node, what: "traits") {
        traits.append(try reader.traitOverride(item, ids: &ids))
      }
    }
    if let node = top["animation"] { animation = try reader.animation(node) }
  }
}

/// Walks Yams nodes, turning every problem into a ``DocumentError`` at the node's position.
/// (`package`: the command line reads its `.autolayout.yml` with it.)
package struct NodeReader {
  let path: String
  let source: String

  package init(path: String, source: String) {
    self.path = path
    self.source = source
  }

  /// The root node of YAML text (scalars read as text), or the positioned error.
  package func compose() throws(DocumentError) -> Node? {
    do {
      return try Yams.compose(yaml: source, .basic)
    } catch let error as YamlError {
      throw self.error(for: error)
    } catch {
      throw self.error(line: 1, column: 1, "cannot read the file: \(error)", hint: nil)
    }
  }

  package func line(_ node: Node) -> Int { node.mark?.line ?? 1 }
  package func column(_ node: Node) -> Int { node.mark?.column ?? 1 }
  /// The column of a scalar's text: after its opening quote when it is quoted.
  func textColumn(_ node: Node) -> Int {
    guard case .scalar(let scalar) = node else { return column(node) }
    return column(node) + (scalar.style == .singleQuoted || scalar.style == .doubleQuoted ? 1 : 0)
  }

  package func error(line: Int, column: Int, _ message: String, hint: String?) -> DocumentError {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    let sourceLine = line >= 1 && line <= lines.count ? String(lines[line - 1]) : nil
    return DocumentError(
      path: path, line: line, column: column, message: message, hint: hint, sourceLine: sourceLine)
  }

  package func error(at node: Node, _ message: String, hint: String? = nil) -> DocumentError {
    error(line: line(node), column: column(node), message, hint: hint)
  }

  func error(for yaml: YamlError) -> DocumentError {
    switch yaml {
    case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
      .composer(_, let problem, let mark, _):
      return error(
        line: mark.line, column: mark.column, "malformed YAML: \(problem)",
        hint: "check the indentation and the brackets")
    case .duplicatedKeysInMapping(let duplicates, let context):
      let names = duplicates.map { "'\($0)'" }.joined(separator: ", ")
      return error(
        line: context.mark.line, column: context.mark.column,
        "duplicate key \(names)", hint: "a key may appear once in a mapping")
    default:
      return error(line: 1, column: 1, "malformed YAML: \(yaml)", hint: nil)
    }
  }

  /// A mapping whose keys must all be in `keys`; values by key.
  /// `keys: nil` accepts any key.
  package func mapping(_ node: Node, what: String, keys: [String]?) throws(DocumentError) -> [String: Node] {
    guard case .mapping(let mapping) = node else {
      throw error(
        at: node, "\(what) must be a mapping", hint: "write it as 'key: value' lines or { key: value }")
    }
    var result: [String: Node] = [:]
    for (keyNode, value) in mapping {
      guard case .scalar(let key) = keyNode else { throw error(at: keyNode, "a key must be a plain name") }
      if let keys, !keys.contains(key.string) {
        throw error(
          at: keyNode, "unknown key '\(key.string)' in \(what)",
          hint: "known keys: " + keys.joined(separator: ", "))
      }
      guard result[key.string] == nil else { throw error(at: keyNode, "duplicate key '\(key.string)'") }
      result[key.string] = value
    }
    return result
  }

  package func sequence(_ node: Node, what: String) throws(DocumentError) -> [Node] {
    guard case .sequence(let sequence) = node else {
      throw error(at: node, "\(what) must be a list", hint: "write one '- item' per line, or [a, b]")
    }
    return Array(sequence)
  }

  package func string(_ node: Node, what: String) throws(DocumentError) -> String {
    guard case .scalar(let scalar) = node else { throw error(at: node, "\(what) must be text") }
    return scalar.string
  }

  /// A number within `range` (by default a length, ±10,000,000 points; docs/numbers.md).
  func number(_ node: Node, what: String, range: NumericRange = .length) throws(DocumentError) -> CGFloat {
    guard case .scalar(let scalar) = node, let value = Double(scalar.string) else {
      throw error(at: node, "\(what) must be a number")
    }
    if let problem = range.problem(with: value, written: scalar.string) {
      throw error(
        at: node, "\(what): \(problem)", hint: NumericRange.hint)
    }
    return CGFloat(value)
  }

  func int(_ node: Node, what: String) throws(DocumentError) -> Int {
    guard case .scalar(let scalar) = node, let value = Int(scalar.string) else {
      throw error(at: node, "\(what) must be a whole number")
    }
    return value
  }

  func bool(_ node: Node, what: String) throws(DocumentError) -> Bool {
    guard case .scalar(let scalar) = node else { throw error(at: node, "\(what) must be true or false") }
    switch scalar.string.lowercased() {
    case "true", "yes": return true
    case "false", "no": return false
    default: throw error(at: node, "\(what) must be true or false")
    }
  }

  func numbers(_ node: Node, count: Int, what: String, range: NumericRange = .length) throws(DocumentError)
    -> [CGFloat]
  {
    let items = try sequence(node, what: what)
    guard items.count == count else {
      throw error(at: node, "\(what) needs \(count) numbers, found \(items.count)")
    }
    var result: [CGFloat] = []
    for item in items { result.append(try number(item, what: what, range: range)) }
    return result
  }

  /// `[top, left, bottom, right]`, or one number for all four.
  func insets(_ node: Node, what: String) throws(DocumentError) -> EdgeInsets {
    if case .scalar = node {
      let all = try number(node, what: what)
      return EdgeInsets(top: all, left: all, bottom: all, right: all)
    }
    let n = try numbers(node, count: 4, what: what + " [top, left, bottom, right]")
    return EdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
  }

  func canvas(_ node: Node) throws(DocumentError) -> LayoutDocument.Canvas {
    let keys = try mapping(
      node, what: "the canvas",
      keys: [
        "device", "width", "height", "scale", "safeArea", "direction", "margins", "sizeClass", "contentSize",
        "followsReadableWidth",
      ])
    var canvas = LayoutDocument.Canvas()
    if let deviceNode = keys["device"] {
      let name = try string(deviceNode, what: "device")
      guard let device = Device.named(name) else {
        throw error(
          at: deviceNode, "unknown device '\(name)'",
          hint: "devices: " + Device.all.map(\.name).joined(separator: ", "))
      }
      canvas.device = device.name
      canvas.width = device.size.width
      canvas.height = device.size.height
      canvas.scale = device.scale
      canvas.safeArea = device.safeArea
      (canvas.horizontalSizeClass, canvas.verticalSizeClass) = device.sizeClasses
    }
    if let n = keys["sizeClass"] {
      let pair = try sequence(n, what: "sizeClass [horizontal, vertical]")
      guard pair.count == 2 else {
        throw error(
          at: n, "sizeClass needs two size classes, found \(pair.count)", hint: "[compact, regular]")
      }
      canvas.horizontalSizeClass = try sizeClass(pair[0])
      canvas.verticalSizeClass = try sizeClass(pair[1])
    }
    if let n = keys["contentSize"] { canvas.contentSize = try contentSize(n) }
    if let n = keys["width"] { canvas.width = try positive(n, what: "width", range: .size) }
    if let n = keys["height"] { canvas.height = try positive(n, what: "height", range: .size) }
    if let n = keys["scale"] { canvas.scale = try positive(n, what: "scale", range: .scale) }
    if let n = keys["safeArea"] { canvas.safeArea = try insets(n, what: "safeArea") }
    if let n = keys["margins"] { canvas.margins = try insets(n, what: "margins") }
    if let n = keys["direction"] { canvas.direction = try direction(n) }
    if let n = keys["followsReadableWidth"] {
      canvas.followsReadableWidth = try bool(n, what: "followsReadableWidth")
    }
    return canvas
  }

  func positive(_ node: Node, what: String, range: NumericRange) throws(DocumentError) -> CGFloat {
    let value = try number(node, what: what, range: range)
    guard value > 0 else { throw error(at: node, "\(what) must be positive") }
    return value
  }

  /// The gravity areas of an arranged view by their document names.
  static let gravityNames: [String: StackView.Gravity] = [
    "leading": .leading, "top": .leading, "center": .center, "trailing": .trailing, "bottom": .trailing,
  ]

  static let viewKeys = [
    "name", "kind", "intrinsicSize", "baseline", "text", "margins", "hugging", "compression", "hidden",
    "frame", "semanticContent", "followsReadableWidth", "alignmentInsets", "gravity",
    "subviews",
    "arranged", "label", "button", "image", "stack", "scroll",
  ]

  /// Whether a name is letters, digits and `_`, starting with a letter or `_` (any script's
  /// letters and digits; ASCII names, nearly all of them, are checked byte by byte).
  static func isViewName(_ name: String) -> Bool {
    var utf8 = name.utf8.makeIterator()
    var first = true
    while let byte = utf8.next() {
      guard byte < 0x80 else {
        return name.first.map { $0 == "_" || $0.isLetter } == true
          && name.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
      }
      let letter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
      let digit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
      guard byte == UInt8(ascii: "_") || letter || (digit && !first) else { return false }
      first = false
    }
    return !first
  }

  func view(_ node: Node, names: inout Set<String>) throws(DocumentError) -> LayoutDocument.ViewSpec {
    let keys = try mapping(node, what: "a view", keys: Self.viewKeys)
    guard let nameNode = keys["name"] else {
      throw error(at: node, "a view needs a name", hint: "add 'name: …'; constraints refer to views by name")
    }
    let name = try string(nameNode, what: "name")
    guard Self.isViewName(name) else {
      throw error(
        at: nameNode, "'\(name)' is not a valid view name",
        hint: "letters, digits and '_', starting with a letter")
    }
    guard names.insert(name).inserted else {
      throw error(
        at: nameNode, "there is already a view or guide named '\(name)'",
        hint: "names must be unique; 'root' is the canvas, 'safeArea' its safe area")
    }
    var spec = LayoutDocument.ViewSpec(name: name, line: line(node), column: column(node))
    if let n = keys["kind"] {
      let text = try string(n, what: "kind")
      guard let kind = LayoutDocument.Kind(rawValue: text) else {
        throw error(
          at: n, "unknown kind '\(text)'",
          hint: "kinds: " + LayoutDocument.Kind.allCases.map(\.rawValue).joined(separator: ", "))
      }
      spec.kind = kind
    }
    // The kind-named keys: `label: { text: … }`, `stack: { axis: … }` …
    for kind in [LayoutDocument.Kind.label, .button, .image, .stack, .scroll] {
      guard let n = keys[kind.rawValue] else { continue }
      spec.kind = kind
      switch kind {
      case .label:
        let fields = try mapping(
          n, what: "a label",
          keys: ["text", "size", "baseline", "style", "font", "fontSize", "weight", "lines"])
        if let t = fields["text"] { spec.text = try string(t, what: "text") }
        spec.font = try fontSpec(fields)
        if let l = fields["lines"] {
          let value = try number(l, what: "lines", range: .lineCount)
          spec.lines = Int(exactly: value) ?? 0
        }
        if let b = fields["baseline"] { spec.baseline = try number(b, what: "baseline") }
        if let s = fields["size"] { spec.intrinsicSize = try size(s) }
      case .button:
        let fields = try mapping(
          n, what: "a button", keys: ["title", "size", "baseline", "style", "font", "fontSize", "weight"])
        if let t = fields["title"] { spec.text = try string(t, what: "title") }
        spec.font = try fontSpec(fields)
        if let b = fields["baseline"] { spec.baseline = try number(b, what: "baseline") }
        if let s = fields["size"] { spec.intrinsicSize = try size(s) }
      case .image:
        let fields = try mapping(n, what: "an image", keys: ["size"])
        if let s = fields["size"] { spec.intrinsicSize = try size(s) }
      case .stack:
        spec.stack = try stack(n)
      case .scroll, .view:
        _ = try mapping(n, what: "a scroll view", keys: [])
      }
    }
    if spec.kind == .stack && spec.stack == nil { spec.stack = LayoutDocument.StackSpec() }
    if let n = keys["intrinsicSize"] { spec.intrinsicSize = try size(n) }
    if let n = keys["text"] { spec.text = try string(n, what: "text") }
    if let n = keys["baseline"] { spec.baseline = try number(n, what: "baseline") }
    if let n = keys["margins"] { spec.margins = try insets(n, what: "margins") }
    if let n = keys["alignmentInsets"] { spec.alignmentInsets = try insets(n, what: "alignmentInsets") }
    if let n = keys["hugging"] {
      let p = try numbers(n, count: 2, what: "hugging [horizontal, vertical]")
      spec.hugging = (try priority(p[0], n), try priority(p[1], n))
    }
    if let n = keys["compression"] {
      let p = try numbers(n, count: 2, what: "compression [horizontal, vertical]")
      spec.compression = (try priority(p[0], n), try priority(p[1], n))
    }
    if let n = keys["hidden"] { spec.hidden = try bool(n, what: "hidden") }
    if let n = keys["followsReadableWidth"] {
      spec.followsReadableWidth = try bool(n, what: "followsReadableWidth")
    }
    if let n = keys["semanticContent"] {
      let text = try string(n, what: "semanticContent")
      guard let value = SemanticContentAttribute.documentNames.first(where: { $0.name == text })?.value else {
        throw error(
          at: n, "unknown semantic content '\(text)'",
          hint: "one of: " + SemanticContentAttribute.documentNames.map(\.name).joined(separator: ", "))
      }
      spec.semanticContent = value
    }
    if let n = keys["gravity"] {
      let text = try string(n, what: "gravity")
      guard let value = Self.gravityNames[text] else {
        throw error(
          at: n, "unknown gravity '\(text)'",
          hint: "one of: " + Self.gravityNames.keys.sorted().joined(separator: ", "))
      }
      spec.gravity = value
    }
    if let n = keys["frame"] {
      let f = try numbers(n, count: 4, what: "frame [x, y, width, height]")
      spec.frame = CGRect(x: f[0], y: f[1], width: f[2], height: f[3])
    }
    if let n = keys["subviews"] {
      for child in try sequence(n, what: "subviews") { spec.subviews.append(try view(child, names: &names)) }
    }
    if let n = keys["arranged"] {
      guard spec.kind == .stack else {
        throw error(
          at: n, "only a stack has arranged views", hint: "add 'stack: { axis: … }' or use 'subviews'")
      }
      for child in try sequence(n, what: "arranged") { spec.arranged.append(try view(child, names: &names)) }
    }
    return spec
  }

  /// `style`, `font`, `fontSize` and `weight` of a label or button (`nil` when none is given).
  func fontSpec(_ fields: [String: Node]) throws(DocumentError) -> LayoutDocument.FontSpec? {
    guard
      fields["style"] != nil || fields["font"] != nil || fields["fontSize"] != nil || fields["weight"] != nil
    else { return nil }
    var spec = LayoutDocument.FontSpec()
    if let n = fields["style"] {
      let name = try string(n, what: "style")
      guard let style = Font.TextStyle(rawValue: name) else {
        throw error(
          at: n, "unknown text style '\(name)'",
          hint: "styles: " + Font.TextStyle.allCases.map(\.rawValue).joined(separator: ", "))
      }
      spec.style = style
    }
    if let n = fields["font"] { spec.family = try string(n, what: "font") }
    if let n = fields["fontSize"] {
      let size = try number(n, what: "fontSize", range: .fontSize)
      guard size > 0 else {
        throw error(at: n, "fontSize must be more than 0", hint: "a size in points, such as 17")
      }
      if spec.style != nil {
        throw error(at: n, "a text style sets its own size", hint: "give either style or fontSize")
      }
      spec.size = size
    }
    if let n = fields["weight"] {
      let name = try string(n, what: "weight")
      guard let weight = Font.Weight.allCases.first(where: { "\($0)" == name }) else {
        throw error(
          at: n, "unknown weight '\(name)'",
          hint: "weights: " + Font.Weight.allCases.map { "\($0)" }.joined(separator: ", "))
      }
      spec.weight = weight
    }
    return spec
  }

  func priority(_ value: CGFloat, _ node: Node) throws(DocumentError) -> Float {
    if let problem = NumericRange.priority.problem(with: Double(value)) {
      throw error(
        at: node, problem, hint: "1000 is required; optional priorities are below it, such as 750 or 250")
    }
    return Float(value)
  }

  /// `[width, height]`; -1 for no intrinsic size on an axis.
  func size(_ node: Node) throws(DocumentError) -> CGSize {
    let s = try numbers(node, count: 2, what: "a size [width, height]")
    return CGSize(width: s[0], height: s[1])
  }

  func stack(_ node: Node) throws(DocumentError) -> LayoutDocument.StackSpec {
    let keys = try mapping(
      node, what: "a stack",
      keys: ["axis", "distribution", "alignment", "spacing", "layoutMarginsRelativeArrangement"])
    var spec = LayoutDocument.StackSpec()
    if let n = keys["axis"] {
      switch try string(n, what: "axis") {
      case "horizontal": spec.axis = .horizontal
      case "vertical": spec.axis = .vertical
      default: throw error(at: n, "axis must be horizontal or vertical")
      }
    }
    if let n = keys["distribution"] {
      let names = StackView.Distribution.documentNames
      let text = try string(n, what: "distribution")
      guard let value = names[text] else {
        throw error(
          at: n, "unknown distribution '\(text)'",
          hint: "one of: " + names.keys.sorted().joined(separator: ", "))
      }
      spec.distribution = value
    }
    if let n = keys["alignment"] {
      let names = StackView.Alignment.documentNames
      let text = try string(n, what: "alignment")
      guard let value = names[text] else {
        throw error(
          at: n, "unknown alignment '\(text)'", hint: "one of: " + names.keys.sorted().joined(separator: ", ")
        )
      }
      spec.alignment = value
    }
    if let n = keys["spacing"] { spec.spacing = try number(n, what: "spacing") }
    if let n = keys["layoutMarginsRelativeArrangement"] {
      spec.isLayoutMarginsRelativeArrangement = try bool(n, what: "layoutMarginsRelativeArrangement")
    }
    return spec
  }

  func guide(_ node: Node, names: inout Set<String>) throws(DocumentError) -> LayoutDocument.GuideSpec {
    let keys = try mapping(node, what: "a guide", keys: ["name", "owner"])
    guard let nameNode = keys["name"] else { throw error(at: node, "a guide needs a name") }
    let name = try string(nameNode, what: "name")
    guard names.insert(name).inserted else {
      throw error(at: nameNode, "there is already a view or guide named '\(name)'")
    }
    var owner = "root"
    if let node = keys["owner"] { owner = try string(node, what: "owner") }
    return LayoutDocument.GuideSpec(name: name, owner: owner, line: line(node), column: column(node))
  }

  /// `ltr` or `rtl` (also `leftToRight`, `rightToLeft`).
  func direction(_ node: Node) throws(DocumentError) -> UserInterfaceLayoutDirection {
    switch try string(node, what: "direction").lowercased() {
    case "ltr", "lefttoright": return .leftToRight
    case "rtl", "righttoleft": return .rightToLeft
    default: throw error(at: node, "direction must be ltr or rtl")
    }
  }

  func sizeClass(_ node: Node) throws(DocumentError) -> UserInterfaceSizeClass {
    let text = try string(node, what: "a size class")
    guard let value = UserInterfaceSizeClass.allCases.first(where: { $0.description == text }) else {
      throw error(at: node, "unknown size class '\(text)'", hint: "compact, regular or unspecified")
    }
    return value
  }

  func contentSize(_ node: Node) throws(DocumentError) -> ContentSizeCategory {
    let text = try string(node, what: "a content size")
    guard let value = ContentSizeCategory(name: text) else {
      throw error(
        at: node, "unknown content size '\(text)'",
        hint: "one of: " + ContentSizeCategory.allCases.map(\.name).joined(separator: ", "))
    }
    return value
  }

  /// A list of constraint lines: each a string, or `{ id: …, constraint: "…", active: false }`.
  func constraintLines(_ node: Node, ids: inout Set<String>) throws(DocumentError) -> [LayoutDocument
    .ConstraintLine]
  {
    var result: [LayoutDocument.ConstraintLine] = []
    for item in try sequence(node, what: "constraints") {
      if case .mapping = item {
        let keys = try mapping(
          item, what: "a constraint", keys: ["id", "constraint", "active", "options", "placeholder"])
        guard let textNode = keys["constraint"] else {
          throw error(
            at: item, "a constraint needs its line", hint: "{ id: top, constraint: \"a.top == b.bottom\" }")
        }
        var line = LayoutDocument.ConstraintLine(
          text: try string(textNode, what: "a constraint"), line: line(textNode), column: textColumn(textNode)
        )
        if let n = keys["id"] {
          let id = try string(n, what: "id")
          guard ids.insert(id).inserted else {
            throw error(at: n, "there is already a constraint with id '\(id)'")
          }
          line.id = id
        }
        if let n = keys["active"] { line.isActive = try bool(n, what: "active") }
        if let n = keys["placeholder"] { line.isPlaceholder = try bool(n, what: "placeholder") }
        if let n = keys["options"] {
          let items = (try? sequence(n, what: "options")) ?? [n]
          for item in items {
            let name = try string(item, what: "an option")
            guard let option = LayoutConstraint.FormatOptions(name: name) else {
              throw error(
                at: item, "unknown Visual Format option '\(name)'",
                hint: "one of: "
                  + LayoutConstraint.FormatOptions.named.map(\.name).sorted().joined(separator: ", "))
            }
            line.options.insert(option)
          }
        }
        result.append(line)
      } else {
        result.append(
          LayoutDocument.ConstraintLine(
            text: try string(item, what: "a constraint"), line: line(item), column: textColumn(item)))
      }
    }
    return result
  }

  func names(_ node: Node, what: String) throws(DocumentError) -> [String] {
    if case .scalar = node { return [try string(node, what: what)] }
    var result: [String] = []
    for item in try sequence(node, what: what) { result.append(try string(item, what: what)) }
    return result
  }

  func traitOverride(_ node: Node, ids: inout Set<String>) throws(DocumentError)
    -> LayoutDocument.TraitOverride
  {
    let keys = try mapping(
      node, what: "a trait override", keys: ["when", "activate", "deactivate", "constraints", "hide", "show"])
    var result = LayoutDocument.TraitOverride(line: line(node), column: column(node))
    guard let when = keys["when"] else {
      throw error(at: node, "a trait override needs 'when'", hint: "when: { horizontal: regular }")
    }
    let conditions = try mapping(
      when, what: "when", keys: ["horizontal", "vertical", "contentSize", "direction"])
    if let n = conditions["horizontal"] { result.horizontal = try sizeClass(n) }
    if let n = conditions["vertical"] { result.vertical = try sizeClass(n) }
    if let n = conditions["contentSize"] {
      var sizes: [ContentSizeCategory] = []
      if case .scalar(let scalar) = n, scalar.string == "accessibility" {
        sizes = ContentSizeCategory.allCases.filter(\.isAccessibilityCategory)
      } else if case .sequence = n {
        for item in try sequence(n, what: "contentSize") { sizes.append(try contentSize(item)) }
      } else {
        sizes = [try contentSize(n)]
      }
      result.contentSizes = sizes
    }
    if let n = conditions["direction"] { result.direction = try direction(n) }
    if let n = keys["activate"] { result.activate = try names(n, what: "activate") }
    if let n = keys["deactivate"] { result.deactivate = try names(n, what: "deactivate") }
    if let n = keys["hide"] { result.hide = try names(n, what: "hide") }
    if let n = keys["show"] { result.show = try names(n, what: "show") }
    if let n = keys["constraints"] { result.constraints = try constraintLines(n, ids: &ids) }
    return result
  }

  func animation(_ node: Node) throws(DocumentError) -> LayoutDocument.Animation {
    let keys = try mapping(node, what: "the animation", keys: ["duration", "changes"])
    var result = LayoutDocument.Animation()
    if let n = keys["duration"] {
      result.duration = Double(try positive(n, what: "duration", range: .duration))
    }
    guard let changes = keys["changes"] else {
      throw error(at: node, "an animation needs changes", hint: "changes: [{ constant: top, to: 100 }]")
    }
    for item in try sequence(changes, what: "changes") {
      let fields = try mapping(
        item, what: "a change",
        keys: ["activate", "deactivate", "constant", "priority", "hide", "show", "remove", "to"])
      let verbs = ["activate", "deactivate", "constant", "priority", "hide", "show", "remove"].filter {
        fields[$0] != nil
      }
      guard verbs.count == 1, let verb = verbs.first, let target = fields[verb] else {
        throw error(
          at: item,
          "a change has exactly one of activate, deactivate, constant, priority, hide, show, remove",
          hint: "{ constant: top, to: 100 }")
      }
      let name = try string(target, what: verb)
      func value() throws(DocumentError) -> CGFloat {
        guard let to = fields["to"] else { throw error(at: item, "'\(verb)' needs 'to: <number>'") }
        return try number(to, what: "to")
      }
      if fields["to"] != nil && !(verb == "constant" || verb == "priority") {
        throw error(at: fields["to"]!, "'to' goes with constant or priority")
      }
      let kind: LayoutDocument.Change.Kind
      switch verb {
      case "activate": kind = .activate(name)
      case "deactivate": kind = .deactivate(name)
      case "constant": kind = .constant(name, try value())
      case "priority": kind = .priority(name, try priority(try value(), fields["to"]!))
      case "hide": kind = .hide(name)
      case "remove": kind = .remove(name)
      default: kind = .show(name)
      }
      result.changes.append(LayoutDocument.Change(kind: kind, line: line(item), column: column(item)))
    }
    return result
  }
}

extension SemanticContentAttribute {
  /// The names documents use, UIKit's case names.
  package static let documentNames: [(name: String, value: SemanticContentAttribute)] = [
    ("unspecified", .unspecified), ("playback", .playback), ("spatial", .spatial),
    ("forceLeftToRight", .forceLeftToRight), ("forceRightToLeft", .forceRightToLeft),
  ]
}

extension StackView.Distribution {
  /// The names documents use, UIKit's case names (and AppKit's `gravityAreas`).
  package static let documentNames: [String: StackView.Distribution] = [
    "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
    "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
    // AppKit's: the document's arranged views are all in the leading gravity area.
    "gravityAreas": .gravityAreas,
  ]
}

extension StackView.Alignment {
  /// The names documents use: UIKit's case names, and Interface Builder's `top` and `bottom` for
  /// a horizontal stack's leading and trailing.
  package static let documentNames: [String: StackView.Alignment] = [
    "fill": .fill, "leading": .leading, "top": .leading, "firstBaseline": .firstBaseline,
    "center": .center,
    "trailing": .trailing, "bottom": .trailing, "lastBaseline": .lastBaseline,
  ]
}
