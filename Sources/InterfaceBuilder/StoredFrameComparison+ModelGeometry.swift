import AutoLayout
import Foundation

/// What the model, not the file, gives one item of a constraint on the constraint's axis: a text
/// baseline (for a baseline attribute) or a control's alignment insets (for any other). One walker
/// serves both the cause a finding names (``StoredFrameComparison/modelGeometry(of:in:idOfView:)``)
/// and the values a finding rests on (``StoredFrameComparison/addGeometry(of:to:in:idOfView:)``).
///
/// ```swift
/// StoredFrameComparison.modelGeometryItems(of: constraint, in: layout, idOfView: ids).map(\.name)
/// // ["label 12", "popUpButton 376"]
/// ```
struct ModelGeometryItem {
  /// What the model gives the item.
  enum Value {
    /// The item's first or last baseline.
    case baseline(LayoutConstraint.Attribute)
    /// The item's alignment insets on one axis.
    case insets(horizontal: Bool)
  }

  /// The item.
  var view: View
  /// Its IB id, when the file names it.
  var id: String?
  /// Its kind and id, as findings name it (`"label 12"`, `"view ?"`).
  var name: String
  /// What the model gives it.
  var value: Value
}

extension StoredFrameComparison {
  /// The items of a constraint that are views, each with what the model gives it on the
  /// constraint's axis; attributes with no axis (`notAnAttribute`) give none.
  static func modelGeometryItems(
    of constraint: LayoutConstraint, in layout: SceneLayout, idOfView: [ObjectIdentifier: String]
  ) -> [ModelGeometryItem] {
    var items: [ModelGeometryItem] = []
    for (item, attribute) in [
      (constraint.firstItem, constraint.firstAttribute), (constraint.secondItem, constraint.secondAttribute),
    ] {
      guard let view = item as? View else { continue }
      let id = idOfView[ObjectIdentifier(view)]
      let name = "\(id.flatMap { layout.nodesByID[$0]?.kind } ?? .view) \(id ?? "?")"
      let value: ModelGeometryItem.Value
      switch attribute {
      case .firstBaseline, .lastBaseline: value = .baseline(attribute)
      case .left, .right, .leading, .trailing, .centerX, .width: value = .insets(horizontal: true)
      case .top, .bottom, .centerY, .height: value = .insets(horizontal: false)
      default: continue
      }
      items.append(ModelGeometryItem(view: view, id: id, name: name, value: value))
    }
    return items
  }

  /// What the model, not the file, gives a constraint's named items on the constraint's axis: a
  /// control's alignment insets (`"popUpButton 376's insets 1, 3, 4, 4"`, top, left, bottom,
  /// right) and a text baseline (`"label 12's baseline 16.29 below its top"`).
  ///
  /// ```swift
  /// StoredFrameComparison.modelGeometry(of: constraint, in: layout, idOfView: ids)
  /// // ["popUpButton 376's insets 1, 3, 4, 4"]
  /// ```
  static func modelGeometry(
    of constraint: LayoutConstraint, in layout: SceneLayout, idOfView: [ObjectIdentifier: String]
  ) -> [String] {
    modelGeometryItems(of: constraint, in: layout, idOfView: idOfView).compactMap { item in
      guard item.id != nil else { return nil }
      let view = item.view
      switch item.value {
      case .baseline(.firstBaseline):
        return view.firstBaselineOffsetFromTop.map {
          "\(item.name)'s baseline \(shownPoints($0)) below its top"
        }
      case .baseline:
        return view.lastBaselineOffsetFromBottom.map {
          "\(item.name)'s baseline \(shownPoints($0)) above its bottom"
        }
      case .insets(let horizontal):
        let insets = view.alignmentRectInsets
        let nonzero =
          horizontal ? insets.left != 0 || insets.right != 0 : insets.top != 0 || insets.bottom != 0
        guard nonzero else { return nil }
        return "\(item.name)'s insets "
          + [insets.top, insets.left, insets.bottom, insets.right].map(shownPoints).joined(separator: ", ")
      }
    }
  }

  /// The insets and baselines the model gives a constraint's items on the constraint's axis, as
  /// values a finding rests on (``ModelUncertainty/Source/textBaseline``,
  /// ``ModelUncertainty/Source/controlInsets``).
  ///
  /// ```swift
  /// StoredFrameComparison.addGeometry(of: constraint, to: &dependence, in: layout, idOfView: ids)
  /// dependence.phrase   // "label 12's first baseline (± 2)"
  /// ```
  static func addGeometry(
    of constraint: LayoutConstraint, to dependence: inout ModelDependence, in layout: SceneLayout,
    idOfView: [ObjectIdentifier: String]
  ) {
    for item in modelGeometryItems(of: constraint, in: layout, idOfView: idOfView) {
      switch item.value {
      case .baseline(let attribute):
        dependence.add(
          .textBaseline, of: 0, what: "\(item.name)'s \(attribute) baseline", group: "\(item.name)'s text")
      case .insets(let horizontal):
        addInsets(
          of: item.view, named: item.name, horizontal: horizontal, to: &dependence,
          node: item.id.flatMap { layout.nodesByID[$0] }, in: layout)
        if !horizontal { addSymbolInsets(of: item.id, named: item.name, to: &dependence, in: layout) }
      }
    }
  }
}
