import Foundation

/// A relationship between two layout attributes that the layout engine satisfies:
/// `firstItem.firstAttribute (== | <= | >=) multiplier × secondItem.secondAttribute + constant`,
/// at a priority (UIKit's `NSLayoutConstraint`).
///
/// ```swift
/// let pin = myView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor, constant: 20)
/// pin.isActive = true
/// pin.constant = 40            // cheap: the engine edits the existing row
/// view.layoutIfNeeded()
/// ```
public final class LayoutConstraint: CustomStringConvertible {
  /// The first anchor (the left-hand side).
  ///
  /// ```swift
  /// constraint.firstAnchor.name   // "leading"
  /// ```
  public var firstAnchor: AnyLayoutAnchor { anchor(of: firstSource) }
  /// The second anchor, or `nil` for a constraint against a constant.
  ///
  /// ```swift
  /// constraint.secondAnchor?.item  // the view the first item is placed against
  /// ```
  public var secondAnchor: AnyLayoutAnchor? { secondSource.map(anchor(of:)) }
  /// What the first anchor stands for: kept in place of an anchor object (a large layout keeps
  /// hundreds of thousands of constraints; the anchors are made when asked for).
  let firstSource: AnchorSource
  /// The relation of the two sides.
  public let relation: Relation
  /// A system identifier's number in ``LayoutConstraint/systemIdentifiers`` (0: none): stack views
  /// name every constraint they make, and a string here would cost 16 bytes more on each of them
  /// (this byte sits in the padding after ``relation``).
  var systemIdentifierCode: UInt8 = 0
  /// Whether an anchor of the constraint is a margin attribute (the engine makes the layout
  /// margins guide of its view before translating it); found once, as the anchors never change,
  /// so that a rebuild asks each constraint one stored byte (in the same padding).
  let namesMargins: Bool
  /// The priority (see ``priority``). Declared here, with ``relation``, to fill the space the
  /// first source leaves before the next 8-byte boundary.
  var storedPriority: LayoutPriority = .required
  /// What the second anchor stands for.
  let secondSource: AnchorSource?
  /// The factor of the second attribute.
  public let multiplier: CGFloat

  /// The constant added to the right-hand side. Changing it on an active constraint is the cheap
  /// path: the engine edits the rows that hold the constraint, it never rebuilds.
  ///
  /// ```swift
  /// heightConstraint.constant = 120
  /// ```
  public var constant: CGFloat {
    didSet {
      if constant != oldValue {
        owner?.structureChanged()
        engine?.constantChanged(self)
      }
    }
  }

  /// The priority. Changing between required and optional on an active constraint is refused
  /// (UIKit raises; here the change is reported and ignored — use ``setPriority(_:)`` to get the
  /// error); changes among optional priorities are allowed.
  ///
  /// ```swift
  /// constraint.priority = .defaultHigh
  /// ```
  public var priority: LayoutPriority {
    get { storedPriority }
    set {
      do { try setPriority(newValue) } catch { reportLayoutError(error) }
    }
  }

  /// Where the constraint was made (see ``ConstraintOrigin``): every diagnostic prints it.
  ///
  /// ```swift
  /// print(constraint.origin)   // "MyApp/Header.swift:12"
  /// ```
  public var origin: ConstraintOrigin
  /// Why a constraint made without `try` is invalid (``init(reportingErrorsForItem:attribute:relatedBy:toItem:attribute:multiplier:constant:file:line:)``):
  /// it never activates. Boxed: almost every constraint is valid, and each keeps the field.
  var invalidity: LayoutError? {
    get { rareState?.invalidity }
    set { if newValue != nil || rareState != nil { updateRareState { $0.invalidity = newValue } } }
  }
  /// What few constraints have: an identifier of the app's own, an invalidity. Boxed, so that the
  /// others keep one reference for both.
  var rareState: RareState?
  /// The order of activation in its hierarchy (see ``View/takeActivationIndex()``): the engine adds constraints in this
  /// order, and breaks the most recently activated one of a conflict.
  var activationIndex = 0
  /// Where the hierarchy's engine keeps this constraint's solver constraint (see
  /// ``InstalledConstraints``).
  var installation: InstalledConstraints.Entry?
  /// The view that holds the constraint in its ``View/constraints`` while active.
  /// The view that holds the constraint; cleared by ``View/removeConstraint(_:)`` and when the
  /// view is deallocated.
  unowned(unsafe) var owner: View?
  /// The engine the constraint is installed in.
  var engine: LayoutEngine? { owner?.engineIfPresent }

  package convenience init(
    _ first: AnyLayoutAnchor, _ relation: Relation, _ second: AnyLayoutAnchor?, multiplier: CGFloat,
    constant: CGFloat, origin: ConstraintOrigin
  ) {
    self.init(
      first.source, relation, second?.source, multiplier: multiplier, constant: constant, origin: origin)
  }

  /// A constraint between an item's attribute and another's (or none), made without anchor
  /// objects: what a stack view's constraints and the equation notation use, sparing two
  /// short-lived allocations a constraint.
  init(
    _ first: AnchorSource, _ relation: Relation, _ second: AnchorSource?, multiplier: CGFloat,
    constant: CGFloat, origin: ConstraintOrigin
  ) {
    self.origin = origin
    firstSource = first
    namesMargins = Self.namesMargins(first) || (second.map(Self.namesMargins) ?? false)
    self.relation = relation
    secondSource = second
    self.multiplier = second == nil ? 0 : multiplier
    self.constant = constant
  }

  /// Whether an anchor source is a margin attribute or an offset between anchors that has one.
  private static func namesMargins(_ source: AnchorSource) -> Bool {
    switch source {
    case .item(_, let attribute): attribute != attribute.withoutMargin
    case .offset(let from, let to): namesMargins(from.source) || namesMargins(to.source)
    }
  }

  /// Creates a constraint between two items, validated as UIKit does; throws ``LayoutError`` with
  /// UIKit's message where UIKit raises (invalid pairing of attributes, leading/trailing with
  /// left/right, a location equal to a constant, items that are not views or layout guides).
  ///
  /// ```swift
  /// try LayoutConstraint(item: myView, attribute: .centerX, relatedBy: .equal,
  ///                      toItem: view, attribute: .centerX, multiplier: 1, constant: 0).isActive = true
  /// ```
  @_disfavoredOverload
  public convenience init(
    item view1: AnyObject, attribute attr1: Attribute, relatedBy relation: Relation,
    toItem view2: AnyObject?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat,
    file: String = #fileID, line: Int = #line
  ) throws {
    let (first, second) = try Self.validatedAnchors(view1, attr1, view2, attr2, multiplier: multiplier)
    self.init(
      first, relation, second, multiplier: multiplier, constant: c, origin: .code(file: file, line: line))
  }

  /// UIKit's initializer as UIKit code calls it, without `try`: an invalid constraint is reported
  /// through ``LayoutLog`` (where UIKit raises) and made inert — activating it reports the error
  /// again and changes nothing. `UIKitCompat` exposes it under UIKit's exact spelling.
  ///
  /// ```swift
  /// let c = LayoutConstraint(
  ///   reportingErrorsForItem: myView, attribute: .width, relatedBy: .equal, toItem: nil,
  ///   attribute: .notAnAttribute, multiplier: 1, constant: 200)
  /// ```
  package convenience init(
    reportingErrorsForItem view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
    toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat,
    file: String = #fileID, line: Int = #line
  ) {
    let origin = ConstraintOrigin.code(file: file, line: line)
    let item1 = view1 as AnyObject
    let item2 = view2.map { $0 as AnyObject }
    do {
      let (first, second) = try Self.validatedAnchors(item1, attr1, item2, attr2, multiplier: multiplier)
      self.init(first, relation, second, multiplier: multiplier, constant: c, origin: origin)
    } catch {
      let layoutError = (error as? LayoutError) ?? LayoutError("\(error)")
      let first = anchorFor(item1, attr1 == .notAnAttribute ? .width : attr1)
      self.init(first, relation, nil, multiplier: 0, constant: c, origin: origin)
      invalidity = LayoutError(layoutError.message + " (at \(origin))")
      reportLayoutError(invalidity!)
    }
  }

  /// UIKit's `NSLayoutConstraint()`: a constraint without items, the placeholder a property holds
  /// until the real constraint is made. Its ``firstItem`` is `nil`; activating it is reported (UIKit
  /// raises) and changes nothing.
  ///
  /// ```swift
  /// var heightConstraint = LayoutConstraint()   // replaced in viewDidLoad
  /// ```
  public convenience init(file: String = #fileID, line: Int = #line) {
    // An item that is gone at once: the constraint names none, as UIKit's.
    self.init(
      anchorFor(View(), .width).source, .equal, nil, multiplier: 0, constant: 0,
      origin: .code(file: file, line: line))
    invalidity = LayoutError(
      "a constraint made with NSLayoutConstraint() has no items to constrain (at \(origin))")
  }

  /// The anchors of a constraint made from items and attributes, validated as UIKit does.
  static func validatedAnchors(
    _ view1: AnyObject, _ attr1: Attribute, _ view2: AnyObject?, _ attr2: Attribute, multiplier: CGFloat
  ) throws -> (AnyLayoutAnchor, AnyLayoutAnchor?) {
    guard view1 is View || view1 is LayoutGuide else { throw LayoutError.notAnItem }
    guard attr1 != .notAnAttribute else { throw LayoutError.missingFirstAttribute }
    if let view2 {
      guard view2 is View || view2 is LayoutGuide else { throw LayoutError.notAnItem }
    }
    try Self.validate(attr1, view2 == nil ? nil : attr2, multiplier: multiplier)
    let first = anchorFor(view1, attr1)
    if let view2, attr2 != .notAnAttribute {
      return (first, anchorFor(view2, attr2))
    }
    guard attr2 == .notAnAttribute || view2 != nil else { throw LayoutError.secondAttributeWithoutItem }
    return (first, nil)
  }

  /// UIKit's rules for the attributes of one constraint.
  static func validate(_ first: Attribute, _ second: Attribute?, multiplier: CGFloat) throws {
    guard let second, second != .notAnAttribute else {
      if !first.isSize { throw LayoutError.locationEqualToConstant }
      return
    }
    if (first.isDirectional && second.isAbsoluteHorizontal)
      || (first.isAbsoluteHorizontal && second.isDirectional)
    {
      throw LayoutError.mixedDirectional
    }
    let compatible =
      (first.isSize && second.isSize)
      || (first.isHorizontalLocation && second.isHorizontalLocation)
      || (first.isVerticalLocation && second.isVerticalLocation)
    guard compatible else { throw LayoutError.invalidPairing }
    if multiplier == 0 && !first.isSize { throw LayoutError.locationEqualToConstant }
  }

  /// The first view or layout guide.
  ///
  /// ```swift
  /// constraint.firstItem === myView
  /// ```
  public var firstItem: AnyObject? { firstSource.item }
  /// The attribute of the first item.
  public var firstAttribute: Attribute { firstSource.attributeValue }
  /// The second view or layout guide, or `nil`.
  public var secondItem: AnyObject? { secondSource?.item }
  /// The attribute of the second item (``Attribute/notAnAttribute`` without one).
  public var secondAttribute: Attribute { secondSource?.attributeValue ?? .notAnAttribute }

  /// Whether the constraint takes part in layout. Setting it adds the constraint to the closest
  /// common ancestor of its items (or removes it); without a common ancestor UIKit raises — here
  /// the error is reported and the constraint stays inactive (``tryActivate()`` throws it).
  ///
  /// ```swift
  /// constraint.isActive = true
  /// ```
  public var isActive: Bool {
    get { owner != nil }
    set {
      if newValue {
        do { try tryActivate() } catch { reportLayoutError(error) }
      } else {
        owner?.removeConstraint(self)
      }
    }
  }

  /// Activates the constraint, throwing UIKit's error when its items have no common ancestor.
  ///
  /// ```swift
  /// try constraint.tryActivate()
  /// ```
  public func tryActivate() throws {
    guard owner == nil else { return }
    if let invalidity { throw invalidity }
    guard let ancestor = commonAncestor() else { throw LayoutError.noCommonAncestor(self) }
    ancestor.addConstraint(self)
  }

  /// Activates every constraint (UIKit's `NSLayoutConstraint.activate(_:)`); errors are reported.
  ///
  /// ```swift
  /// LayoutConstraint.activate([a.topAnchor.constraint(equalTo: b.topAnchor), a.heightAnchor.constraint(equalToConstant: 44)])
  /// ```
  public static func activate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Activates every constraint, throwing the first error (the constraints before it stay active).
  ///
  /// ```swift
  /// try LayoutConstraint.tryActivate(constraints)
  /// ```
  public static func tryActivate(_ constraints: [LayoutConstraint]) throws {
    for constraint in constraints { try constraint.tryActivate() }
  }

  /// Deactivates every constraint (UIKit's `NSLayoutConstraint.deactivate(_:)`).
  ///
  /// ```swift
  /// LayoutConstraint.deactivate(topConstraints)
  /// ```
  public static func deactivate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  /// Changes the priority, throwing UIKit's error for a change between required and optional on an
  /// active constraint, or a priority outside `(0, 1000]`.
  ///
  /// ```swift
  /// try constraint.setPriority(.defaultLow)
  /// ```
  public func setPriority(_ newValue: LayoutPriority) throws {
    guard newValue.rawValue > 0, newValue.rawValue <= 1000 else {
      throw LayoutError.invalidPriority(newValue)
    }
    if isActive && (newValue == .required) != (storedPriority == .required) {
      throw LayoutError.priorityChange(from: storedPriority, to: newValue)
    }
    let old = storedPriority
    storedPriority = newValue
    if old != newValue {
      owner?.structureChanged()
      engine?.priorityChanged(self)
    }
  }

  /// The views and guides of the constraint.
  var items: [AnyObject] {
    var result: [AnyObject] = []
    func collect(_ source: AnchorSource?) {
      switch source {
      case .item(let handle, _)?: if let item = handle.object { result.append(item) }
      case .offset(let from, let to)?:
        collect(from.source)
        collect(to.source)
      case nil: break
      }
    }
    collect(firstSource)
    collect(secondSource)
    return result
  }

  /// The closest view that contains every item (a guide counts as its owning view).
  ///
  /// - Complexity: O(depth) without allocation for the usual two attribute anchors.
  func commonAncestor() -> View? {
    func view(of item: AnyObject) -> View?? {
      if let view = item as? View { return .some(view) }
      if let guide = item as? LayoutGuide { return .some(guide.owningView) }
      return .none
    }
    if case .item(let first, _) = firstSource {
      guard let firstObject = first.object, case let firstView?? = view(of: firstObject) else { return nil }
      guard let secondSource else { return firstView }
      if case .item(let second, _) = secondSource {
        guard let secondObject = second.object, case let secondView?? = view(of: secondObject) else {
          return nil
        }
        return firstView.closestCommonAncestor(with: secondView)
      }
    }
    var views: [View] = []
    for item in items {
      switch view(of: item) {
      case .some(let view?): views.append(view)
      case .some(nil): return nil
      case .none: continue
      }
    }
    guard var candidate = views.first else { return nil }
    for view in views.dropFirst() {
      guard let common = candidate.closestCommonAncestor(with: view) else { return nil }
      candidate = common
    }
    return candidate
  }

  /// Apple's format with our type name: `<LayoutConstraint:0x… UIView:0x….leading ==
  /// UIView:0x….leadingMargin + 20   (active)>`. When every item has a name (a view's
  /// ``View/layoutName``, a guide's identifier) the description has no memory addresses at all —
  /// `<LayoutConstraint title.leading == avatar.trailing + 8   (active)>` — so logs diff cleanly.
  ///
  /// ```swift
  /// print(constraint)
  /// ```
  public var description: String {
    let named = items.allSatisfy { layoutItemName($0) != nil }
    var text = "<LayoutConstraint"
    if !named { text += ":0x" + String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16) }
    if let identifier { text += " '\(identifier)'" }
    let (body, names) = visualFormatDescription() ?? (equationDescription(itemName: describedName), nil)
    text += " " + body + "   (" + (isActive ? "active" : "inactive")
    if let names { text += ", names: '|':\(names) " }
    return text + ")>"
  }

  /// The visual-format form Apple uses in descriptions for sizes and spacings — `H:[avatar(48)]`,
  /// `V:[title]-(8)-[body]`, `H:|-(20)-[box]` with the superview's name for `|` — or `nil` for
  /// other shapes.
  func visualFormatDescription() -> (text: String, superview: String?)? {
    guard multiplier == 1 || secondSource == nil,
      case let (item1, a1)? = firstSource.attribute
    else { return nil }
    let name = describedName
    let relationText = relation == .equal ? "" : relation.description
    let priorityText = priority == .required ? "" : "@\(priority)"
    let value = relationText + formatLayoutNumber(constant) + priorityText
    guard let secondSource else {
      guard a1.isSize else { return nil }
      return ((a1 == .width ? "H:" : "V:") + "[\(name(item1))(\(value))]", nil)
    }
    guard case let (item2, a2)? = secondSource.attribute else { return nil }
    let pairs: [(start: LayoutConstraint.Attribute, end: LayoutConstraint.Attribute, axis: String)] = [
      (.leading, .trailing, "H:"), (.left, .right, "H:"), (.top, .bottom, "V:"),
    ]
    for pair in pairs {
      // b.start (rel) a.end + c: the spacing from a to b.
      if a1 == pair.start && a2 == pair.end {
        return ("\(pair.axis)[\(name(item2))]-(\(value))-[\(name(item1))]", nil)
      }
      // b.start (rel) superview.start + c, with the superview of b.
      if a1 == pair.start && a2 == pair.start, let view = item1 as? View, view.superview === item2 {
        return ("\(pair.axis)|-(\(value))-[\(name(item1))]", name(item2))
      }
      // superview.end (rel) b.end + c.
      if a1 == pair.end && a2 == pair.end, let view = item2 as? View, view.superview === item1 {
        return ("\(pair.axis)[\(name(item2))]-(\(value))-|", name(item1))
      }
    }
    return nil
  }

  /// `first.attr == multiplier*second.attr + constant @priority`, with items named by `itemName`.
  func equationDescription(times: String = "*", itemName: (AnyObject) -> String) -> String {
    func side(_ source: AnchorSource) -> String {
      switch source {
      case .item(let handle, let attribute): "\(handle.object.map(itemName) ?? "(released)").\(attribute)"
      case .offset(let from, let to): "\(side(to.source)) - \(side(from.source))"
      }
    }
    var text = side(firstSource) + " " + relation.description + " "
    if let secondSource {
      if multiplier != 1 { text += formatLayoutNumber(multiplier) + times }
      text += side(secondSource)
      if constant != 0 { text += (constant < 0 ? " - " : " + ") + formatLayoutNumber(abs(constant)) }
    } else {
      text += formatLayoutNumber(constant)
    }
    if priority != .required { text += " @\(priority)" }
    return text
  }
}

/// An item as descriptions show it: its name, or UIKit's `UIView:0x…` form.
func describedName(_ item: AnyObject) -> String { layoutItemName(item) ?? itemDescription(item) }

/// The name of a view (its ``View/layoutName``) or guide (its identifier), if it has one.
func layoutItemName(_ item: AnyObject) -> String? {
  if let view = item as? View { return view.layoutName }
  if let guide = item as? LayoutGuide {
    if !guide.identifier.isEmpty && guide.role == .user { return guide.identifier }
    // A system guide of a named view: `root.layoutMarginsGuide`.
    guard let owner = guide.owningView?.layoutName else { return nil }
    switch guide.role {
    case .user: return nil
    case .layoutMargins: return owner + ".layoutMarginsGuide"
    case .safeArea: return owner + ".safeAreaLayoutGuide"
    case .readableContent: return owner + ".readableContentGuide"
    case .scrollContent: return owner + ".contentLayoutGuide"
    case .scrollFrame: return owner + ".frameLayoutGuide"
    case .keyboard: return owner + ".keyboardLayoutGuide"
    }
  }
  return nil
}

/// A number as Apple prints it in constraint descriptions: no trailing `.0`, otherwise up to six
/// significant decimals.
package func formatLayoutNumber(_ value: CGFloat) -> String {
  if value == value.rounded() && abs(value) < 1e15 { return String(Int64(exactly: value) ?? 0) }
  var text = String(format: "%.6g", Double(value))
  if text.contains("e") { text = "\(value)" }
  return text
}

/// The anchor a source stands for: an item's attribute as the anchor type of that attribute, an
/// offset between two anchors as a dimension.
func anchor(of source: AnchorSource) -> AnyLayoutAnchor {
  switch source {
  case .item(_, let attribute):
    if attribute.isSize { return LayoutDimension(source) }
    if attribute.isHorizontalLocation { return LayoutXAxisAnchor(source) }
    return LayoutYAxisAnchor(source)
  case .offset: return LayoutDimension(source)
  }
}

/// The anchor of an item for an attribute.
package func anchorFor(_ item: AnyObject, _ attribute: LayoutConstraint.Attribute) -> AnyLayoutAnchor {
  anchor(of: .attribute(item, attribute))
}

/// Where the layout engine's messages go: errors UIKit would raise when no `try` variant is used,
/// and broken-constraint reports. Standard error by default; replace it for a scope (per task).
///
/// ```swift
/// LayoutLog.withHandler({ print("layout:", $0) }) {
///   constraint.isActive = true
/// }
/// ```
public enum LayoutLog {
  @TaskLocal static var current: @Sendable (String) -> Void = { message in
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }

  /// Runs `operation` with `handler` receiving every layout message sent on this task.
  ///
  /// ```swift
  /// LayoutLog.withHandler({ messages.append($0) }) { window.layoutIfNeeded() }
  /// ```
  public static func withHandler<T>(
    _ handler: @escaping @Sendable (String) -> Void, operation: () throws -> T
  )
    rethrows -> T
  {
    try $current.withValue(handler, operation: operation)
  }

  /// Sends a message to the current handler.
  static func handler(_ message: String) {
    current(message)
  }

  /// Sends a message to the current handler: what libraries built on ``AutoLayout`` use to report
  /// a misuse they do not raise for.
  ///
  /// ```swift
  /// LayoutLog.send("MyLayoutKit: equalToSuperview() needs a superview (Feed.swift:42)")
  /// ```
  public static func send(_ message: String) {
    current(message)
  }
}

func reportLayoutError(_ error: Error) {
  LayoutLog.handler("\(error)")
}
