import AutoLayout
import Foundation
import Testing
import _AutoLayoutTestSupport

/// The engine translates a constraint to solver terms two ways: directly, building the terms in
/// place (the common case: edges, centres and sizes of views and guides), and through the anchors'
/// expressions in the owner's space (everything else). Each has its own right-to-left mirror and
/// its own handling of the owner's alignment insets; here both translate the same random
/// constraints, left to right and right to left, and must give the same terms.
@Suite("The direct and the general translation of a constraint agree")
struct ConstraintTranslationAgreementTests {
  /// A view whose alignment rectangle is inset from its frame (as a view with a shadow).
  final class InsetView: View {
    let insets: EdgeInsets
    init(_ insets: EdgeInsets) {
      self.insets = insets
      super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override var alignmentRectInsets: EdgeInsets { insets }
  }

  static let horizontalFamilies: [[LayoutConstraint.Attribute]] = [
    [.left, .right, .centerX], [.leading, .trailing, .centerX],
  ]
  static let vertical: [LayoutConstraint.Attribute] = [.top, .bottom, .centerY]
  static let sizes: [LayoutConstraint.Attribute] = [.width, .height]

  /// A random hierarchy of `count` views and two guides under a window, with random constraints
  /// between random items (siblings, parents and children, cousins).
  static func randomHierarchy(seed: UInt64, direction: UserInterfaceLayoutDirection) -> Window {
    var random = SeededGenerator(seed: seed)
    let window = makeWindow(400, 700, direction: direction)
    var items: [AnyObject] = [window]
    var views: [View] = [window]
    for index in 0..<8 {
      let view: View =
        Bool.random(using: &random)
        ? InsetView(
          EdgeInsets(
            top: CGFloat(Int.random(in: 0...3, using: &random)),
            left: CGFloat(Int.random(in: 0...3, using: &random)),
            bottom: CGFloat(Int.random(in: 0...3, using: &random)),
            right: CGFloat(Int.random(in: 0...3, using: &random)))) : View()
      view.translatesAutoresizingMaskIntoConstraints = false
      view.layoutName = "v\(index)"
      if index == 3 { view.semanticContentAttribute = .forceLeftToRight }
      views.randomElement(using: &random)!.addSubview(view)
      views.append(view)
      items.append(view)
    }
    for _ in 0..<2 {
      let guide = LayoutGuide()
      views.randomElement(using: &random)!.addLayoutGuide(guide)
      items.append(guide)
    }
    var constraints: [LayoutConstraint] = []
    for _ in 0..<30 {
      let first = items.randomElement(using: &random)!
      let second = items.randomElement(using: &random)!
      guard first !== second else { continue }
      let attributes: (LayoutConstraint.Attribute, LayoutConstraint.Attribute)
      switch Int.random(in: 0..<3, using: &random) {
      case 0:
        let family = horizontalFamilies.randomElement(using: &random)!
        attributes = (family.randomElement(using: &random)!, family.randomElement(using: &random)!)
      case 1: attributes = (vertical.randomElement(using: &random)!, vertical.randomElement(using: &random)!)
      default: attributes = (sizes.randomElement(using: &random)!, sizes.randomElement(using: &random)!)
      }
      let multiplier = attributes.0.isSize ? [0.5, 1, 2].randomElement(using: &random)! : 1
      guard
        let constraint = try? LayoutConstraint(
          item: first, attribute: attributes.0,
          relatedBy: [.equal, .lessThanOrEqual, .greaterThanOrEqual]
            .randomElement(using: &random)!,
          toItem: second, attribute: attributes.1, multiplier: multiplier,
          constant: CGFloat(Int.random(in: -20...20, using: &random)))
      else { continue }
      constraint.priority = LayoutPriority(Float(Int.random(in: 1...999, using: &random)))
      constraints.append(constraint)
    }
    LayoutConstraint.activate(constraints)
    window.layoutIfNeeded()
    return window
  }

  @Test(
    "random constraints between views (some with alignment insets) and guides: same terms both ways",
    arguments: [UserInterfaceLayoutDirection.leftToRight, .rightToLeft], Array(UInt64(1)...12))
  func agree(direction: UserInterfaceLayoutDirection, seed: UInt64) {
    let window = Self.randomHierarchy(seed: seed, direction: direction)
    let pairs = window.translationPairs()
    #expect(pairs.count >= 20)
    var compared = 0
    for pair in pairs {
      guard let direct = pair.direct else { continue }
      compared += 1
      #expect(
        abs(direct.constant - pair.general.constant) < 1e-9,
        "\(pair.constraint): constant \(direct.constant) direct, \(pair.general.constant) general")
      let keys = Set(direct.terms.keys).union(pair.general.terms.keys)
      for key in keys {
        let a = direct.terms[key] ?? 0
        let b = pair.general.terms[key] ?? 0
        #expect(abs(a - b) < 1e-9, "\(pair.constraint): coefficient \(a) direct, \(b) general")
      }
    }
    #expect(compared >= 20, "the direct path translated \(compared) of \(pairs.count)")
  }
}
