import AutoLayout
import Foundation
import InterfaceBuilder
import LayoutDocument
import UIKitEmulation

// An Interface Builder scene as a layout document, so that the studio (and anything reading
// documents) can work on it: the scene's root view becomes the canvas, its subviews the
// document's views (named after their Xcode label, else their kind), and every constraint the
// file makes an equation line. Views whose stored frame differs from the solved one keep it as
// their given frame, so the misplacement shows.

extension LayoutDocument {
  /// The document of a laid-out scene, and how many constraints it left out. Constraints Interface
  /// Builder's files make against guides a document cannot name (a subview's safe area, readable
  /// content) are left out and counted in `omitted`; a view controller's top and bottom layout
  /// guides become the root's edges and its safe area's.
  ///
  /// ```swift
  /// let ib = try InterfaceBuilderDocument(contentsOfFile: "Main.storyboard")
  /// let layout = SceneLayout(document: ib, scene: ib.scenes[0])
  /// let exported = LayoutDocument(exporting: layout, path: "Main.layout.yaml")
  /// print(exported.document.yaml())
  /// ```
  public static func exporting(_ layout: SceneLayout, path: String) -> (
    document: LayoutDocument, omitted: Int
  ) {
    let export = exportingWithBinding(layout, path: path)
    return (export.document, export.omitted)
  }

  /// The document of a laid-out scene, how many constraints it left out, and which of the
  /// file's objects each of its names and lines stands for (what ``InterfaceBuilderEdit`` saves
  /// through).
  static func exportingWithBinding(_ layout: SceneLayout, path: String) -> (
    document: LayoutDocument, omitted: Int, binding: InterfaceBuilderBinding
  ) {
    layout.window.layoutIfNeeded()
    var binding = InterfaceBuilderBinding(rootID: layout.scene.root.id)
    binding.safeAreaID = layout.scene.root.layoutGuides.first { $0.key == "safeArea" }?.id
    binding.topLayoutGuideID = layout.scene.topLayoutGuideID
    binding.bottomLayoutGuideID = layout.scene.bottomLayoutGuideID
    var fileIDs: [ObjectIdentifier: String] = [:]
    for node in layout.scene.root.allViews {
      for constraint in node.constraints {
        if let made = layout.constraint(withID: constraint.id) {
          fileIDs[ObjectIdentifier(made)] = constraint.id
        }
      }
    }
    let root = layout.root
    var document = LayoutDocument(path: path)
    let stored = StoredFrameComparison(layout).views
    var names: [ObjectIdentifier: String] = [ObjectIdentifier(root): "root"]
    var used: Set<String> = ["root", "safeArea"]
    var nodesByView: [ObjectIdentifier: ViewNode] = [:]
    for node in layout.scene.root.allViews {
      if let view = layout.view(withID: node.id) { nodesByView[ObjectIdentifier(view)] = node }
    }
    func name(for view: View) -> String {
      let node = nodesByView[ObjectIdentifier(view)]
      var base = (node?.userLabel ?? node?.kind.name ?? "view").filter {
        $0.isLetter || $0.isNumber || $0 == "_"
      }
      if base.isEmpty || !(base.first!.isLetter) { base = "view" + base }
      base = base.prefix(1).lowercased() + base.dropFirst()
      var candidate = base
      var n = 2
      while used.contains(candidate) {
        candidate = "\(base)\(n)"
        n += 1
      }
      used.insert(candidate)
      return candidate
    }
    var fixedFrames: [(String, String, CGRect)] = []
    func specFor(_ view: View) -> ViewSpec {
      let viewName = name(for: view)
      names[ObjectIdentifier(view)] = viewName
      if let node = nodesByView[ObjectIdentifier(view)] { binding.viewIDs[viewName] = node.id }
      var made = ViewSpec(name: viewName)
      let node = nodesByView[ObjectIdentifier(view)]
      let intrinsic = view.intrinsicContentSize
      let hasIntrinsic = intrinsic.width >= 0 || intrinsic.height >= 0
      switch view {
      case let label as Label:
        made.kind = .label
        made.text = label.text ?? node?.title
        made.intrinsicSize = intrinsic
      case let button as Button:
        made.kind = .button
        made.text = button.title ?? node?.title
        made.intrinsicSize = intrinsic
      case let stack as StackView:
        made.kind = .stack
        var arrangement = StackSpec()
        arrangement.axis = stack.axis
        arrangement.distribution = stack.distribution
        arrangement.alignment = stack.alignment
        // A document stores a number: the system spacing (`spacingType="standard"`) resolved.
        arrangement.spacing = stack.resolvedSpacing
        arrangement.isLayoutMarginsRelativeArrangement = stack.isLayoutMarginsRelativeArrangement
        made.stack = arrangement
      case is ScrollView:
        made.kind = .scroll
      default:
        if node?.kind == .imageView {
          made.kind = .image
          made.intrinsicSize = hasIntrinsic ? intrinsic : nil
        } else if hasIntrinsic {
          made.intrinsicSize = intrinsic
        }
      }
      if let offset = view.firstBaselineOffsetFromTop, made.kind != .label, made.kind != .button {
        made.baseline = offset
      }
      made.hidden = view.isHidden
      made.hugging = (
        view.contentHuggingPriority(for: .horizontal).rawValue,
        view.contentHuggingPriority(for: .vertical).rawValue
      )
      made.compression = (
        view.contentCompressionResistancePriority(for: .horizontal).rawValue,
        view.contentCompressionResistancePriority(for: .vertical).rawValue
      )
      let margins = view.layoutMargins
      if margins != EdgeInsets(top: 8, left: 8, bottom: 8, right: 8) { made.margins = margins }
      if view.alignmentRectInsets != .zero, made.kind != .stack, made.kind != .scroll {
        made.alignmentInsets = view.alignmentRectInsets
      }
      if let node, let result = stored.first(where: { $0.id == node.id }), result.isCompared, !result.agrees {
        made.frame = result.stored
      }
      if view.translatesAutoresizingMaskIntoConstraints {
        fixedFrames.append((viewName, names[ObjectIdentifier(view.superview!)] ?? "root", view.frame))
      }
      let arranged = (view as? StackView)?.arrangedSubviews ?? []
      for subview in view.subviews {
        if arranged.contains(where: { $0 === subview }) { continue }
        made.subviews.append(specFor(subview))
      }
      for subview in arranged {
        var spec = specFor(subview)
        if let stack = view as? StackView, stack.distribution == .gravityAreas,
          stack.gravity(of: subview) != .leading
        {
          spec.gravity = stack.gravity(of: subview)
        }
        made.arranged.append(spec)
      }
      return made
    }
    document.views = root.subviews.map { specFor($0) }
    let insets = root.safeAreaInsets
    document.canvas.width = root.bounds.width
    document.canvas.height = root.bounds.height
    document.canvas.scale = layout.scale
    document.canvas.safeArea = insets
    document.canvas.direction = root.effectiveUserInterfaceLayoutDirection
    document.canvas.margins = root.layoutMargins
    (document.canvas.horizontalSizeClass, document.canvas.verticalSizeClass) = layout.sizeClasses
    // Items: named views, the root's safe area, and margins guides (as margin attributes).
    func reference(_ item: AnyObject?, _ attribute: LayoutConstraint.Attribute) -> String? {
      guard let item else { return nil }
      if let view = item as? View { return names[ObjectIdentifier(view)].map { "\($0).\(attribute)" } }
      guard let guide = item as? LayoutGuide, let owner = guide.owningView,
        let ownerName = names[ObjectIdentifier(owner)]
      else { return nil }
      if owner === root && guide === root.safeAreaLayoutGuide { return "safeArea.\(attribute)" }
      // A view controller's top and bottom layout guides (iOS 7–10) run from the root's edge to
      // its safe area.
      if owner === root, let support = guide as? LayoutSupport {
        let top = support.identifier == "UIViewControllerTopLayoutGuide"
        switch (top, attribute) {
        case (true, .top), (false, .bottom): return "root.\(attribute)"
        case (true, .bottom): return "safeArea.top"
        case (false, .top): return "safeArea.bottom"
        default: return nil
        }
      }
      if guide === owner.layoutMarginsGuide, let margin = attribute.marginVariant {
        return "\(ownerName).\(margin)"
      }
      return nil
    }
    var omitted = 0
    var seen: Set<ObjectIdentifier> = []
    var stack: [View] = [layout.window]
    var lines: [ConstraintLine] = []
    while let view = stack.popLast() {
      for constraint in view.constraints where constraint.isActive {
        guard seen.insert(ObjectIdentifier(constraint)).inserted else { continue }
        if case .system = constraint.origin { continue }
        // The holds of views Xcode flagged ambiguous are the canvas's, not the file's.
        if constraint.identifier == SceneLayout.ambiguityHoldIdentifier { continue }
        guard let first = reference(constraint.firstItem, constraint.firstAttribute) else {
          omitted += 1
          continue
        }
        var text = "\(first) \(constraint.relation) "
        if constraint.secondItem != nil {
          guard let second = reference(constraint.secondItem, constraint.secondAttribute) else {
            omitted += 1
            continue
          }
          if constraint.multiplier != 1 { text += "\(exportNumber(constraint.multiplier)) * " }
          text += second
          if constraint.constant != 0 {
            text += (constraint.constant < 0 ? " - " : " + ") + exportNumber(abs(constraint.constant))
          }
        } else {
          text += exportNumber(constraint.constant)
        }
        if constraint.priority != .required {
          text += " @\(exportNumber(CGFloat(constraint.priority.rawValue)))"
        }
        if let id = fileIDs[ObjectIdentifier(constraint)] { binding.constraintIDs[lines.count] = id }
        lines.append(ConstraintLine(text: text))
      }
      stack += view.subviews.reversed()
    }
    // Views Interface Builder places by autoresizing keep their frames.
    for (name, superview, frame) in fixedFrames {
      binding.framedViews.insert(name)
      for (attribute, value) in [("left", frame.minX), ("top", frame.minY)] {
        // A view placed left of or above its superview (a scroller off its scroll view) has a
        // negative offset: `- 100`, as the equation notation writes it.
        let offset = (value < 0 ? "- " : "+ ") + exportNumber(abs(value))
        lines.append(ConstraintLine(text: "\(name).\(attribute) == \(superview).\(attribute) \(offset)"))
      }
      lines.append(ConstraintLine(text: "\(name).width == \(exportNumber(frame.width))"))
      lines.append(ConstraintLine(text: "\(name).height == \(exportNumber(frame.height))"))
    }
    document.constraints = lines
    return (document, omitted, binding)
  }
}

extension LayoutConstraint.Attribute {
  /// The same edge of the layout margins (`leading` → `leadingMargin`).
  var marginVariant: LayoutConstraint.Attribute? {
    switch self {
    case .left: .leftMargin
    case .right: .rightMargin
    case .top: .topMargin
    case .bottom: .bottomMargin
    case .leading: .leadingMargin
    case .trailing: .trailingMargin
    case .centerX: .centerXWithinMargins
    case .centerY: .centerYWithinMargins
    default: nil
    }
  }
}

/// A number as an exported equation writes it (four decimals at most).
func exportNumber(_ value: CGFloat) -> String { number(value) }
