import Foundation
import LayoutDocument
import LayoutEditing

/// One message from the page: what to do, and the fields that kind of message needs.
///
/// ```json
/// {"id": 3, "type": "edit", "edit": {"op": "pin", "views": ["title"], "pin": {"width": 120}}}
/// ```
struct StudioRequest: Decodable, Sendable {
  /// Echoed in the answer, so the page can match answers to requests.
  var id: Int?
  /// `files`, `open`, `state`, `edit`, `menu`, `pinSuggestions`, `viewAs`, `undo`, `redo`, `save`.
  var type: String
  /// `open`: the file, relative to the folder the studio serves.
  var path: String?
  /// `open`: the scene of an Interface Builder file, by id (default: its first scene with views).
  var scene: String?
  /// `edit`: the edit.
  var edit: StudioEdit?
  /// `menu`: the drag's source and target views and its displacement.
  var from: String?
  var to: String?
  var dx: Double?
  var dy: Double?
  /// `menu`: the drag began or ended in the document outline, whose menu Interface Builder does
  /// not filter by direction.
  var outline: Bool?
  /// `pinSuggestions`: the view, and whether to pin to margins.
  var view: String?
  var margins: Bool?
  /// `viewAs`: the device preset (empty: the document's own), direction and text size.
  var device: String?
  var rtl: Bool?
  var contentSize: String?
  /// `viewAs`: `[horizontal, vertical]` size classes (`compact`, `regular`), absent for the canvas's.
  var sizeClass: [String]?
  /// The page merges patches: a state answer may hold only the views and constraints that changed
  /// since the last state this connection sent (`"patch": true`). `open` and `state` always answer
  /// in full.
  var patches: Bool?
}

/// An edit of the document, one operation of LayoutEditing.
///
/// ```json
/// {"op": "controlDrag", "from": "title", "to": "avatar", "kinds": ["verticalSpacing"]}
/// ```
struct StudioEdit: Decodable, Sendable {
  /// `controlDrag`, `pin`, `align`, `embed`, `unembed`, `resolve`, `move`, `moveViews`,
  /// `attributes`, `constraint`, `swap`, `deleteConstraints`, `addConstraint`, `addView`,
  /// `deleteViews`.
  var op: String
  var views: [String]?
  var view: String?
  var from: String?
  var to: String?
  var kinds: [DragMenuEntry.Kind]?
  var alternate: Bool?
  var pin: PinOptions?
  var align: AlignOptions?
  var operation: ResolveOperation?
  var frame: [Double]?
  var attributes: ViewAttributes?
  var id: String?
  var ids: [String]?
  var spec: ConstraintSpec?
  /// `moveViews`: each view's new frame.
  var moves: [Move]?
  /// `addView`: the library item, the superview (or `root`) and the point, in the superview's
  /// coordinates, the new view is centred on.
  var item: LibraryItem?
  var parent: String?
  var point: [Double]?

  /// One view's new frame in `moveViews`.
  struct Move: Decodable, Sendable {
    var view: String
    var frame: [Double]
  }

  /// The name undo and redo show.
  var name: String {
    switch op {
    case "controlDrag": "Add Constraint"
    case "pin": "Add New Constraints"
    case "align": "Add New Alignment Constraints"
    case "embed": "Embed in Stack View"
    case "unembed": "Unembed"
    case "resolve":
      switch operation {
      case .updateFrames?: "Update Frames"
      case .updateConstraints?: "Update Constraints"
      case .addMissingConstraints?: "Add Missing Constraints"
      case .resetToSuggestedConstraints?: "Reset to Suggested Constraints"
      case .clearConstraints?: "Clear Constraints"
      case nil: "Resolve"
      }
    case "move", "moveViews": "Move"
    case "addView": "Add \(item?.title ?? "View")"
    case "deleteViews": "Delete"
    case "attributes": "Change Attributes"
    case "constraint": "Change Constraint"
    case "swap": "Swap First and Second Item"
    case "deleteConstraints": "Delete Constraints"
    case "addConstraint": "Add Constraint"
    default: op
    }
  }

  /// Applies the edit to a scene.
  func apply(to scene: EditableScene) throws -> LayoutDocument {
    func need<T>(_ value: T?, _ field: String) throws(EditError) -> T {
      guard let value else {
        throw EditError("'\(op)' needs '\(field)'", hint: "see docs/studio.md for the messages")
      }
      return value
    }
    switch op {
    case "controlDrag":
      return try scene.controlDragging(
        from: need(from, "from"), to: need(to, "to"), choosing: need(kinds, "kinds"),
        alternate: alternate ?? false)
    case "pin": return try scene.pinning(need(views, "views"), need(pin, "pin"))
    case "align": return try scene.aligning(need(views, "views"), need(align, "align"))
    case "embed": return try scene.embeddingInStack(need(views, "views"))
    case "unembed": return try scene.unembedding(need(view, "view"))
    case "resolve": return try scene.resolving(need(operation, "operation"), for: views)
    case "move", "moveViews":
      return try scene.movingViews(moveList() ?? [])
    case "attributes":
      return try scene.settingAttributes(need(attributes, "attributes"), of: need(view, "view"))
    case "constraint": return try scene.replacingConstraint(id: need(id, "id"), with: need(spec, "spec"))
    case "swap":
      let id = try need(id, "id")
      guard let record = scene.constraint(id: id) else { throw EditError("no constraint with id '\(id)'") }
      return try scene.replacingConstraint(id: id, with: record.spec.swapped)
    case "deleteConstraints": return try scene.removingConstraints(Set(need(ids, "ids")))
    case "addView":
      let point = try need(point, "point")
      guard point.count == 2 else { throw EditError("a point is [x, y]") }
      return try scene.addingView(
        need(item, "item"), to: parent ?? "root", at: CGPoint(x: point[0], y: point[1])
      ).document
    case "deleteViews": return try scene.removingViews(need(views, "views"))
    case "addConstraint": return try scene.addingConstraint(need(spec, "spec"))
    default:
      throw EditError(
        "unknown edit '\(op)'",
        hint: "controlDrag, pin, align, embed, unembed, resolve, move, moveViews, attributes, constraint, "
          + "swap, deleteConstraints, addConstraint, addView, deleteViews")
    }
  }

  /// The frames a `move` or `moveViews` edit gives (`nil` for other edits).
  func moveList() throws(EditError) -> [(name: String, frame: CGRect)]? {
    switch op {
    case "move":
      guard let view else {
        throw EditError("'move' needs 'view'", hint: "see docs/studio.md for the messages")
      }
      guard let frame else {
        throw EditError("'move' needs 'frame'", hint: "see docs/studio.md for the messages")
      }
      return [(view, try Self.rect(frame))]
    case "moveViews":
      guard let moves else {
        throw EditError("'moveViews' needs 'moves'", hint: "see docs/studio.md for the messages")
      }
      return try moves.map { move throws(EditError) in (move.view, try Self.rect(move.frame)) }
    default:
      return nil
    }
  }

  /// A frame as the page sends it: `[x, y, width, height]`.
  static func rect(_ f: [Double]) throws(EditError) -> CGRect {
    guard f.count == 4 else { throw EditError("a frame is [x, y, width, height]") }
    return CGRect(x: f[0], y: f[1], width: f[2], height: f[3])
  }
}
