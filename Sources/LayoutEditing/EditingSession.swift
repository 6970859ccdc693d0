import AutoLayout
import Foundation
import LayoutDocument

/// A document being edited: the current ``EditableScene``, the canvas it is viewed on ("View
/// as"), and undo and redo of every edit.
///
/// ```swift
/// let session = try EditingSession(document: document)
/// try session.perform("Pin") { try $0.pinning(["title"], PinOptions(width: 120)) }
/// session.undo()   // "Pin"
/// session.redo()
/// ```
public final class EditingSession {
  /// The scene as it is now.
  public private(set) var current: EditableScene
  /// The canvas overrides ("View as": device, direction, text size).
  public private(set) var overrides: LayoutDocument.CanvasOverrides
  /// Earlier documents, with the name of the edit that left each.
  private var undoStack: [(document: LayoutDocument, name: String)] = []
  /// Documents undone, most recent last.
  private var redoStack: [(document: LayoutDocument, name: String)] = []
  /// The text last saved (or read).
  private var savedText: String

  /// A session on a document.
  ///
  /// ```swift
  /// let session = try EditingSession(document: try LayoutDocument(yaml: text, path: path))
  /// ```
  public init(document: LayoutDocument, overrides: LayoutDocument.CanvasOverrides = .init())
    throws(DocumentError)
  {
    current = try EditableScene(document: document, overrides: overrides)
    self.overrides = overrides
    savedText = current.yaml
  }

  /// Applies an edit (a function from the current scene to the edited document) and lays the
  /// result out. On an error nothing changes.
  ///
  /// ```swift
  /// try session.perform("Update Frames") { try $0.resolving(.updateFrames) }
  /// ```
  public func perform(_ name: String, _ edit: (EditableScene) throws -> LayoutDocument) throws(EditError) {
    let before = current.document
    let edited: LayoutDocument
    do {
      edited = try edit(current)
    } catch let error as EditError {
      throw error
    } catch {
      throw EditError("\(error)")
    }
    try replace(with: edited, settling: framesSetBy(edited, from: before))
    undoStack.append((before, name))
    redoStack.removeAll()
  }

  /// Moves or resizes views as a drag, a handle or the arrow keys do: the laid-out scene is kept
  /// (only the frames the misplacement check compares change) unless a moved view is held by its
  /// frame. One undo step.
  ///
  /// ```swift
  /// try session.moveViews([("title", CGRect(x: 81, y: 57.5, width: 271, height: 21))])
  /// ```
  public func moveViews(_ moves: [(name: String, frame: CGRect)], name: String = "Move") throws(EditError) {
    let before = current.document
    guard let moved = try current.movingViewsInPlace(moves) else {
      try perform(name) { try $0.movingViews(moves) }
      return
    }
    current = moved
    undoStack.append((before, name))
    redoStack.removeAll()
  }

  /// Changes one constraint as the inspector does: a new constant alone is applied to the
  /// laid-out scene in place (no rebuild); any other change goes through
  /// ``EditableScene/replacingConstraint(id:with:)``. One undo step either way.
  ///
  /// ```swift
  /// try session.changeConstraint(id: "c3", to: spec)
  /// ```
  public func changeConstraint(id: String, to spec: ConstraintSpec, name: String = "Change Constraint")
    throws(EditError)
  {
    let before = current.document
    if let changed = current.changingConstant(id: id, to: spec) {
      current = changed
      undoStack.append((before, name))
      redoStack.removeAll()
      return
    }
    try perform(name) { try $0.replacingConstraint(id: id, with: spec) }
  }

  /// Goes back one edit; returns its name (`nil` when there is none).
  ///
  /// ```swift
  /// session.undo()
  /// ```
  @discardableResult
  public func undo() -> String? {
    guard let last = undoStack.popLast() else { return nil }
    let now = current.document
    guard (try? replace(with: last.document, settling: [])) != nil else {
      undoStack.append(last)
      return nil
    }
    redoStack.append((now, last.name))
    return last.name
  }

  /// Makes the last undone edit again; returns its name.
  ///
  /// ```swift
  /// session.redo()
  /// ```
  @discardableResult
  public func redo() -> String? {
    guard let next = redoStack.popLast() else { return nil }
    let now = current.document
    guard (try? replace(with: next.document, settling: [])) != nil else {
      redoStack.append(next)
      return nil
    }
    undoStack.append((now, next.name))
    return next.name
  }

  /// The name of the edit ``undo()`` would take back.
  public var undoName: String? { undoStack.last?.name }
  /// The name of the edit ``redo()`` would make again.
  public var redoName: String? { redoStack.last?.name }
  /// Whether the document differs from what was last saved.
  public var hasUnsavedChanges: Bool { current.yaml != savedText }

  /// Views the scene on another canvas (device, direction, text size); not an edit.
  ///
  /// ```swift
  /// try session.view(as: .init(device: Device.named("ipad-portrait"), rightToLeft: true))
  /// ```
  public func view(as overrides: LayoutDocument.CanvasOverrides) throws(EditError) {
    let previous = self.overrides
    self.overrides = overrides
    do {
      try replace(with: current.document, settling: [])
    } catch {
      self.overrides = previous
      throw error
    }
  }

  /// The document's text, marked as saved (the caller writes it).
  ///
  /// ```swift
  /// try session.save().write(toFile: path, atomically: true, encoding: .utf8)
  /// ```
  public func save() -> String {
    savedText = current.yaml
    return savedText
  }

  private func replace(with document: LayoutDocument, settling: Set<String>) throws(EditError) {
    do {
      current = try EditableScene(document: document, overrides: overrides, settling: settling)
    } catch {
      throw EditError(
        "\(error)", hint: "the edit made a document that does not read back; it was not applied")
    }
  }

  /// The views that have a given frame in `edited` and had none in `before`.
  private func framesSetBy(_ edited: LayoutDocument, from before: LayoutDocument) -> Set<String> {
    edited.namesWithFrames.subtracting(before.namesWithFrames)
  }
}
