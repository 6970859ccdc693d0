import AutoLayout
import Foundation
import LayoutDocument

// Moving and resizing views in the canvas, and the inspectors' view attributes.

extension EditableScene {
  /// The document with a view at a new frame (relative to its superview), as a drag or a resize
  /// in the canvas leaves it: its constraints stay, so it shows as misplaced until Update Frames
  /// or Update Constraints.
  ///
  /// ```swift
  /// let edited = try editable.movingView("title", to: CGRect(x: 80, y: 40, width: 120, height: 21))
  /// ```
  public func movingView(_ name: String, to frame: CGRect) throws(EditError) -> LayoutDocument {
    try movingViews([(name, frame)])
  }

  /// The document with several views given new frames at once (the arrow keys nudging a
  /// selection): one edit, one undo step.
  ///
  /// ```swift
  /// let nudged = try editable.movingViews([("title", CGRect(x: 81, y: 57.5, width: 271, height: 21)),
  ///                                        ("body", CGRect(x: 25, y: 100, width: 327, height: 20))])
  /// ```
  public func movingViews(_ moves: [(name: String, frame: CGRect)]) throws(EditError) -> LayoutDocument {
    try requireViews(moves.map(\.name))
    var result = document
    for (name, frame) in moves {
      guard name != "root" else {
        throw EditError("the root view fills the canvas", hint: "View as another device")
      }
      for value in [frame.minX, frame.minY, frame.width, frame.height]
      where !value.isFinite || abs(value) > 1e7 {
        throw EditError(
          "frame value \(value) out of range", hint: "frames are finite, within ±10,000,000 points")
      }
      guard frame.width >= 0, frame.height >= 0 else {
        throw EditError("a frame's width and height cannot be negative", hint: "drag the other handle")
      }
      // The constraints stay: no other view moves, so only these get a given frame.
      result.updateView(named: name) { $0.frame = frame }
    }
    return result
  }

  /// A scene with views given new frames that shares this scene's laid-out views and
  /// constraints: a move changes no constraint, only the frames the misplacement check compares
  /// (no scene built again). `nil` when a moved view is held by its frame (prototyping: the frame
  /// is part of its layout; use ``movingViews(_:)``). This scene must not be used afterwards.
  ///
  /// ```swift
  /// let next = try editable.movingViewsInPlace([("title", frame)]) ?? EditableScene(document: …)
  /// ```
  public func movingViewsInPlace(_ moves: [(name: String, frame: CGRect)]) throws(EditError) -> EditableScene?
  {
    for (name, _) in moves {
      guard let view = view(named: name), !view.translatesAutoresizingMaskIntoConstraints else { return nil }
    }
    var edited = try movingViews(moves)
    // A frame newly set where the constraints put the view anyway is dropped, as a scene built
    // again settles it.
    let before = document.namesWithFrames
    scene.window.layoutIfNeeded()
    for (name, frame) in moves where !before.contains(name) {
      guard let solved = view(named: name)?.frame else { continue }
      let off = [
        frame.minX - solved.minX, frame.minY - solved.minY, frame.width - solved.width,
        frame.height - solved.height,
      ]
      if off.allSatisfy({ abs($0) < 0.001 }) { edited.updateView(named: name) { $0.frame = nil } }
    }
    let positioned = edited.rewritten()
    scene.givenFrames = positioned.givenFrames
    let records = constraints.map { record in
      var moved = record
      if positioned.constraints.indices.contains(record.lineIndex) {
        moved.line = positioned.constraints[record.lineIndex].line
      }
      return moved
    }
    return EditableScene(reusing: self, document: positioned, constraints: records)
  }

  /// The document with the inspector's changes of a view.
  ///
  /// ```swift
  /// let edited = try editable.settingAttributes(ViewAttributes(hidden: true), of: "avatar")
  /// ```
  public func settingAttributes(_ attributes: ViewAttributes, of name: String) throws(EditError)
    -> LayoutDocument
  {
    try requireViews([name])
    if name == "root" {
      var canvasOnly = attributes
      canvasOnly.followsReadableWidth = nil
      guard canvasOnly == ViewAttributes(), let follows = attributes.followsReadableWidth else {
        throw EditError(
          "the root view's attributes come from the canvas",
          hint: "of the root view only Follow Readable Width can be changed here")
      }
      var result = keepingFrames(of: viewNames)
      result.canvas.followsReadableWidth = follows
      return result
    }
    func pair(_ values: [Float], _ what: String) throws(EditError) -> (horizontal: Float, vertical: Float) {
      guard values.count == 2, values.allSatisfy({ $0 > 0 && $0 <= 1000 }) else {
        throw EditError(
          "\(what) needs two priorities in (0, 1000]", hint: "[horizontal, vertical], such as [250, 251]")
      }
      return (values[0], values[1])
    }
    var changes: [(inout LayoutDocument.ViewSpec) -> Void] = []
    if let hidden = attributes.hidden { changes.append { $0.hidden = hidden } }
    if let values = attributes.hugging {
      let p = try pair(values, "hugging")
      changes.append { $0.hugging = p }
    }
    if let values = attributes.compression {
      let p = try pair(values, "compression resistance")
      changes.append { $0.compression = p }
    }
    if let size = attributes.intrinsicSize {
      guard size.isEmpty || (size.count == 2 && size.allSatisfy { $0 >= -1 && $0 <= 1e7 && $0.isFinite })
      else {
        throw EditError(
          "an intrinsic size is [width, height]", hint: "-1 on an axis for none, [] to remove it")
      }
      changes.append { $0.intrinsicSize = size.isEmpty ? nil : CGSize(width: size[0], height: size[1]) }
    }
    if let margins = attributes.margins {
      guard margins.isEmpty || (margins.count == 4 && margins.allSatisfy { $0.isFinite && abs($0) <= 1e7 })
      else {
        throw EditError("margins are [top, left, bottom, right]", hint: "[] to remove them")
      }
      changes.append {
        $0.margins =
          margins.isEmpty
          ? nil : EdgeInsets(top: margins[0], left: margins[1], bottom: margins[2], right: margins[3])
      }
    }
    if let text = attributes.text { changes.append { $0.text = text } }
    if let follows = attributes.followsReadableWidth { changes.append { $0.followsReadableWidth = follows } }
    if let name = attributes.semanticContent {
      guard let value = SemanticContentAttribute.documentNames.first(where: { $0.name == name })?.value else {
        throw EditError(
          "unknown semantic content '\(name)'",
          hint: SemanticContentAttribute.documentNames.map(\.name).joined(separator: ", "))
      }
      changes.append { $0.semanticContent = value == .unspecified ? nil : value }
    }
    if let stack = attributes.stack {
      changes.append(try stackChange(stack, of: name))
    }
    var result = keepingFrames(of: viewNames)
    result.updateView(named: name) { spec in
      for change in changes { change(&spec) }
    }
    return result
  }

  /// The change of a stack view's attributes, each value checked.
  func stackChange(_ stack: ViewAttributes.StackAttributes, of name: String) throws(EditError)
    -> (inout LayoutDocument.ViewSpec) -> Void
  {
    guard document.viewSpec(named: name)?.kind == .stack else {
      throw EditError("'\(name)' is not a stack view", hint: "stack attributes apply to stack views")
    }
    var axis: LayoutConstraint.Axis?
    if let text = stack.axis {
      switch text {
      case "horizontal": axis = .horizontal
      case "vertical": axis = .vertical
      default: throw EditError("unknown axis '\(text)'", hint: "horizontal or vertical")
      }
    }
    var distribution: StackView.Distribution?
    if let text = stack.distribution {
      guard let value = StackView.Distribution.documentNames[text], value != .gravityAreas else {
        throw EditError(
          "unknown distribution '\(text)'",
          hint: "fill, fillEqually, fillProportionally, equalSpacing, equalCentering")
      }
      distribution = value
    }
    var alignment: StackView.Alignment?
    if let text = stack.alignment {
      guard let value = StackView.Alignment.documentNames[text] else {
        throw EditError(
          "unknown alignment '\(text)'",
          hint: StackView.Alignment.documentNames.keys.sorted().joined(separator: ", "))
      }
      alignment = value
    }
    if let spacing = stack.spacing, !spacing.isFinite || abs(spacing) > 1e7 {
      throw EditError("spacing \(spacing) out of range", hint: "a finite number of points")
    }
    return { spec in
      var values = spec.stack ?? LayoutDocument.StackSpec()
      if let axis { values.axis = axis }
      if let distribution { values.distribution = distribution }
      if let alignment { values.alignment = alignment }
      if let spacing = stack.spacing { values.spacing = spacing }
      if let relative = stack.layoutMarginsRelative { values.isLayoutMarginsRelativeArrangement = relative }
      spec.stack = values
    }
  }
}
