import Foundation

/// Parses Apple's Visual Format Language into constraints: the documented grammar and what UIKit
/// accepts beyond it (unparenthesised predicates between dashes such as `->=8-` or `-0@999-`,
/// priorities given by metric names, bare view or metric names as predicates, decimals, metrics
/// and views mixed in one predicate list).
struct VisualFormatParser {
  let format: String
  let characters: [Character]
  let options: LayoutConstraint.FormatOptions
  let metrics: [String: CGFloat]
  let views: [String: AnyObject]
  var index = 0
  var vertical = false
  var constraints: [LayoutConstraint] = []
  /// The call that parses the format (for the constraints' ``ConstraintOrigin``).
  var file = ""
  var line = 0

  /// One element of a predicate list.
  struct Predicate {
    var relation: LayoutConstraint.Relation
    var constant: CGFloat
    var view: AnyObject?
    var priority: LayoutPriority
  }

  enum Connection {
    case flush
    case standard
    case predicates([Predicate])
  }

  init(
    format: String, options: LayoutConstraint.FormatOptions, metrics: [String: CGFloat],
    views: [String: AnyObject]
  ) {
    self.format = format
    characters = Array(format)
    self.options = options
    self.metrics = metrics
    self.views = views
  }

  /// The origin of a constraint made by the element at `position` (0-based).
  func origin(at position: Int) -> ConstraintOrigin {
    .visualFormat(format: format, column: position + 1, file: file, line: line)
  }

  func fail(_ message: String, at position: Int? = nil) -> VisualFormatError {
    VisualFormatError(message: message, format: format, position: position ?? index)
  }

  var current: Character? { index < characters.count ? characters[index] : nil }

  mutating func skipSpaces() {
    while let c = current, c == " " { index += 1 }
  }

  // MARK: The line

  mutating func parse() throws -> [LayoutConstraint] {
    try parseOrientation()
    if !vertical && options.contains(.spacingBaselineToBaseline) {
      throw fail("BaselineToBaseline format option not valid for horizontal layout", at: 0)
    }
    skipSpaces()
    var leadingSuperview: (connection: Connection, position: Int)?
    if current == "|" {
      let position = index
      index += 1
      leadingSuperview = (try parseConnection(), position)
    }
    var placed: [AnyObject] = []
    var placedPositions: [Int] = []
    var connections: [Connection] = []
    var connectionPositions: [Int] = []
    var trailingSuperview: (connection: Connection, position: Int)?
    while true {
      skipSpaces()
      placedPositions.append(index)
      placed.append(try parseView())
      let connectionStart = index
      let connection = try parseConnection()
      skipSpaces()
      if current == "|" {
        trailingSuperview = (connection, index)
        connectionPositions.append(connectionStart)
        index += 1
        skipSpaces()
        guard current == nil else { throw fail("Expected the end of the format after '|'") }
        break
      }
      if current == nil {
        if case .flush = connection { break }
        throw fail("Expected a view")
      }
      connections.append(connection)
      connectionPositions.append(connectionStart)
    }
    // An alignment option with no pair of views to act on is ignored, as UIKit does.
    if placed.count > 1 { try checkAlignmentOptions() }
    // Constraints: superview edges, view sizes, gaps, alignment.
    if let leading = leadingSuperview {
      let first = placed[0]
      guard let superview = superviewItem(of: first) else {
        throw fail(
          "Unable to interpret '|' character, because the related view doesn't have a superview",
          at: leading.position)
      }
      try addGap(
        from: (superview, true), to: (first, false), leading.connection, toSuperview: true,
        at: leading.position)
    }
    for (i, connection) in connections.enumerated() {
      try addGap(
        from: (placed[i], false), to: (placed[i + 1], false), connection, toSuperview: false,
        at: connectionPositions[i])
    }
    if let trailing = trailingSuperview {
      let last = placed[placed.count - 1]
      guard let superview = superviewItem(of: last) else {
        throw fail(
          "Unable to interpret '|' character, because the related view doesn't have a superview",
          at: trailing.position)
      }
      try addGap(
        from: (last, false), to: (superview, true), trailing.connection, toSuperview: true,
        at: connectionPositions[connectionPositions.count - 1])
    }
    for attribute in options.alignmentAttributes {
      for i in placed.indices.dropFirst() {
        constraints.append(
          LayoutConstraint(
            anchorFor(placed[i - 1], attribute), .equal, anchorFor(placed[i], attribute),
            multiplier: 1, constant: 0, origin: origin(at: placedPositions[i])))
      }
    }
    return constraints
  }

  mutating func parseOrientation() throws {
    skipSpaces()
    guard let c = current, c == "H" || c == "V" else { return }
    // A view name never starts the format, so 'H' or 'V' here is the orientation.
    let next = index + 1 < characters.count ? characters[index + 1] : nil
    guard next == ":" else {
      throw fail(
        c == "V"
          ? "Expected ':' after 'V' to specify vertical arrangement"
          : "Expected ':' after 'H' to specify horizontal arrangement", at: index + 1)
    }
    vertical = c == "V"
    index += 2
  }

  func checkAlignmentOptions() throws {
    let attributes = options.alignmentAttributes
    if vertical, attributes.contains(where: { $0.isVerticalLocation }) {
      throw fail(
        "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical.",
        at: 0)
    }
    if !vertical, attributes.contains(where: { $0.isHorizontalLocation }) {
      throw fail(
        "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.",
        at: 0)
    }
  }

  // MARK: Views

  mutating func parseView() throws -> AnyObject {
    guard current == "[" else { throw fail("Expected a view") }
    let start = index
    index += 1
    guard let name = parseName() else {
      throw fail(
        "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores."
      )
    }
    guard let item = views[name] else {
      throw fail("Unable to find view with name \(SourceDiagnostic.quoted(name))", at: index)
    }
    if current == "(" {
      index += 1
      let predicates = try parsePredicateList(allowViews: true, closing: ")")
      guard current == ")" else {
        throw fail("A predicate on a view's thickness must end with ')' and the view must end with ']'")
      }
      index += 1
      guard current == "]" else {
        throw fail("A predicate on a view's thickness must end with ')' and the view must end with ']'")
      }
      let size: LayoutConstraint.Attribute = vertical ? .height : .width
      for predicate in predicates {
        let constraint: LayoutConstraint
        if let other = predicate.view {
          constraint = LayoutConstraint(
            anchorFor(item, size), predicate.relation, anchorFor(other, size), multiplier: 1, constant: 0,
            origin: origin(at: start))
        } else {
          constraint = LayoutConstraint(
            anchorFor(item, size), predicate.relation, nil, multiplier: 0, constant: predicate.constant,
            origin: origin(at: start))
        }
        constraint.storedPriority = predicate.priority
        constraints.append(constraint)
      }
    }
    guard current == "]" else {
      throw fail(
        current == nil || current == "[" || current == "-" || current == "|"
          ? "Expected ']' to end the view \(name)" : "Invalid character in the name of view \(name)")
    }
    index += 1
    return item
  }

  mutating func parseName() -> String? {
    guard let first = current, first == "_" || first.isLetter else { return nil }
    var name = ""
    while let c = current, c == "_" || c.isLetter || c.isNumber {
      name.append(c)
      index += 1
    }
    return name
  }

  // MARK: Connections and predicates

  mutating func parseConnection() throws -> Connection {
    skipSpaces()
    guard current == "-" else { return .flush }
    index += 1
    skipSpaces()
    if current == "[" || current == "|" { return .standard }
    guard current != nil else { throw fail("Expected a view") }
    let predicates: [Predicate]
    if current == "(" {
      index += 1
      predicates = try parsePredicateList(allowViews: false, closing: ")")
      guard current == ")" else { throw fail("Expected ')' to end the predicate list") }
      index += 1
    } else {
      // Apple accepts one predicate between dashes without parentheses: -20-, ->=8-, -0@999-; a
      // second dash there is either a minus sign or a stray bar, and Apple refuses to guess.
      if current == "-" {
        throw fail(
          "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers."
        )
      }
      predicates = [try parsePredicate(allowViews: false)]
    }
    skipSpaces()
    guard current == "-" else { throw fail("Expected '-' after the spacing predicate") }
    index += 1
    return .predicates(predicates)
  }

  mutating func parsePredicateList(allowViews: Bool, closing: Character) throws -> [Predicate] {
    var list: [Predicate] = []
    while true {
      skipSpaces()
      list.append(try parsePredicate(allowViews: allowViews))
      skipSpaces()
      if current == "," {
        index += 1
        continue
      }
      return list
    }
  }

  mutating func parsePredicate(allowViews: Bool) throws -> Predicate {
    skipSpaces()
    var relation = LayoutConstraint.Relation.equal
    if let c = current, c == "=" || c == "<" || c == ">" || c == "!" {
      let start = index
      let next = index + 1 < characters.count ? characters[index + 1] : nil
      guard next == "=", c != "!" else { throw fail("Unknown relation. Must be ==, >=, or <=", at: start) }
      relation = c == "=" ? .equal : c == "<" ? .lessThanOrEqual : .greaterThanOrEqual
      index += 2
    }
    skipSpaces()
    var predicate = Predicate(relation: relation, constant: 0, view: nil, priority: .required)
    let valueStart = index
    if let number = parseNumber() {
      try check(number, .length, at: valueStart)
      predicate.constant = number
    } else if let name = parseNameAt() {
      if allowViews, let view = views[name.name] {
        predicate.view = view
      } else if let value = metrics[name.name] {
        try check(value, .length, at: name.position)
        predicate.constant = value
      } else if allowViews {
        throw fail(
          "Unable to find view or metric with name \(SourceDiagnostic.quoted(name.name))", at: name.position)
      } else {
        throw fail(
          "Expected a number or key from the metrics dictionary, but found \(SourceDiagnostic.quoted(name.name))",
          at: name.position)
      }
    } else {
      throw fail(
        allowViews
          ? "A predicate on a view's thickness must end with ')' and the view must end with ']'"
          : "Expected a number or key from the metrics dictionary")
    }
    skipSpaces()
    if current == "@" {
      index += 1
      skipSpaces()
      let start = index
      let value: CGFloat
      if let number = parseNumber() {
        value = number
      } else if let name = parseNameAt(), let metric = metrics[name.name] {
        value = metric
      } else {
        throw fail("Expected a number or key from the metrics dictionary for the priority", at: start)
      }
      if value > 1000, value.isFinite {
        throw fail(
          "Invalid priority specified: \(NumericRange.exactText(Double(value))). Priority cannot be higher than UILayoutPriorityRequired, which is 1000.",
          at: start)
      }
      guard value > 0 else {
        throw fail(
          "Invalid priority specified: \(NumericRange.exactText(Double(value))). Priority must be greater than 0.",
          at: start)
      }
      try check(value, .priority, at: start)
      predicate.priority = LayoutPriority(Float(value))
    }
    return predicate
  }

  mutating func parseNameAt() -> (name: String, position: Int)? {
    let start = index
    guard let name = parseName() else { return nil }
    return (name, start)
  }

  mutating func parseNumber() -> CGFloat? {
    guard let (value, end) = scanLayoutNumber(characters, from: index, allowsSign: true) else { return nil }
    index = end
    return CGFloat(value)
  }

  /// Fails at `position` when `value` is outside `range` (docs/numbers.md).
  func check(_ value: CGFloat, _ range: NumericRange, at position: Int) throws {
    let written = String(characters[min(position, index)..<index])
    if let problem = range.problem(with: Double(value), written: written) {
      throw fail(problem, at: position)
    }
  }

  // MARK: Building constraints

  /// The superview an item's `|` stands for (a guide's owning view).
  func superviewItem(of item: AnyObject) -> View? {
    if let view = item as? View { return view.superview }
    if let guide = item as? LayoutGuide { return guide.owningView }
    return nil
  }

  /// The start or end edge along the format's direction: leading/trailing (or left/right, right/
  /// left with a direction option) horizontally, top/bottom vertically; margins for `|-` and `-|`.
  func edgeAttribute(end: Bool, margin: Bool) -> LayoutConstraint.Attribute {
    if vertical { return end ? (margin ? .bottomMargin : .bottom) : (margin ? .topMargin : .top) }
    switch options.intersection(.directionMask) {
    case .directionLeftToRight: return end ? (margin ? .rightMargin : .right) : (margin ? .leftMargin : .left)
    case .directionRightToLeft: return end ? (margin ? .leftMargin : .left) : (margin ? .rightMargin : .right)
    default: return end ? (margin ? .trailingMargin : .trailing) : (margin ? .leadingMargin : .leading)
    }
  }

  /// The gap between `a` (before) and `b` (after): `gap (relation) constant` for each predicate,
  /// where the gap is measured along the format's direction.
  mutating func addGap(
    from a: (item: AnyObject, isSuperview: Bool), to b: (item: AnyObject, isSuperview: Bool),
    _ connection: Connection, toSuperview: Bool, at position: Int
  ) throws {
    let reversed = !vertical && options.intersection(.directionMask) == .directionRightToLeft
    var predicates: [Predicate]
    var margin = false
    switch connection {
    case .flush:
      predicates = [Predicate(relation: .equal, constant: 0, view: nil, priority: .required)]
    case .standard:
      if toSuperview {
        margin = true
        predicates = [Predicate(relation: .equal, constant: 0, view: nil, priority: .required)]
      } else {
        predicates = [Predicate(relation: .equal, constant: systemSpacing, view: nil, priority: .required)]
      }
    case .predicates(let list):
      predicates = list
    }
    // The edge of `a` that faces `b` (its end; a superview's own start edge), and of `b` that
    // faces `a` (its start; a superview's own end edge). Baselines with baseline spacing.
    let baselines =
      vertical && options.contains(.spacingBaselineToBaseline) && !a.isSuperview && !b.isSuperview
    let aAttribute =
      a.isSuperview
      ? edgeAttribute(end: false, margin: margin)
      : baselines ? .lastBaseline : edgeAttribute(end: true, margin: false)
    let bAttribute =
      b.isSuperview
      ? edgeAttribute(end: true, margin: margin)
      : baselines ? .firstBaseline : edgeAttribute(end: false, margin: false)
    if baselines, case .standard = connection {
      // Standard spacing between two texts' baselines comes from their fonts.
      let spacing =
        baselineSystemSpacing(upper: anchorFor(a.item, aAttribute), lower: anchorFor(b.item, bAttribute))
        ?? systemSpacing
      predicates = [Predicate(relation: .equal, constant: spacing, view: nil, priority: .required)]
    }
    for predicate in predicates {
      // Along the direction: b.start − a.end (rel) constant. Right to left the axis runs the other
      // way: a.end − b.start (rel) constant.
      let constraint =
        reversed
        ? LayoutConstraint(
          anchorFor(a.item, aAttribute), predicate.relation, anchorFor(b.item, bAttribute), multiplier: 1,
          constant: predicate.constant, origin: origin(at: position))
        : LayoutConstraint(
          anchorFor(b.item, bAttribute), predicate.relation, anchorFor(a.item, aAttribute), multiplier: 1,
          constant: predicate.constant, origin: origin(at: position))
      constraint.storedPriority = predicate.priority
      constraints.append(constraint)
    }
  }
}
