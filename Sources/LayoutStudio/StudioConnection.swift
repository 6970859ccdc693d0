import AutoLayout
import Foundation
import LayoutDocument
import LayoutEditing

/// One page's session: the open file, its editing session, and the answer to each message.
/// Every message gets exactly one answer; a bad one gets `{"type": "error", …}` and changes
/// nothing.
///
/// ```swift
/// let connection = StudioConnection(files: files)
/// let answer = await connection.answer(#"{"id": 1, "type": "open", "path": "card.layout.yaml"}"#)
/// ```
public actor StudioConnection {
  /// The folder served.
  let files: StudioFiles
  /// The open file's session.
  var session: EditingSession?
  /// The open file, relative to the folder.
  var path: String?
  /// The note shown with the file.
  var note: String?
  /// What the last state answer sent of the views and constraints (for a page that merges
  /// patches).
  var lastSent: StudioState.Sent?
  /// An Interface Builder file's scenes with views, and the one shown.
  var scenes: [StudioFileReader.SceneChoice] = []
  var scene: String?
  /// The open file's bytes as this connection last read or wrote them: a save over a file that
  /// changed since (another tab or program saved it) is refused instead of losing that work.
  var diskVersion: Data?
  /// For an open Interface Builder file: its scene bound to the file, which Save writes through.
  var interfaceBuilder: InterfaceBuilderEdit?
  /// What the last Save or Export wrote, told once with the next state.
  var saveReport: String?
  /// The largest message read (bytes).
  public static let maximumMessageSize = 1 << 20

  /// A connection serving `files`.
  ///
  /// ```swift
  /// let connection = StudioConnection(files: try StudioFiles(root: "."))
  /// ```
  public init(files: StudioFiles, textMeasurer: (any TextMeasuring)? = nil) {
    self.files = files
    self.textMeasurer = textMeasurer
  }

  /// What measures the scenes' text.
  let textMeasurer: (any TextMeasuring)?

  /// The answer to one message (JSON text).
  ///
  /// ```swift
  /// await connection.answer(#"{"type": "files"}"#)   // {"files": [...], "type": "files"}
  /// ```
  public func answer(_ text: String) -> String {
    let started = Date()
    guard text.utf8.count <= Self.maximumMessageSize else {
      return errorJSON(id: nil, StudioError("message too large", hint: "messages are at most 1 MiB"))
    }
    let request: StudioRequest
    do {
      request = try JSONDecoder().decode(StudioRequest.self, from: Data(text.utf8))
    } catch {
      return errorJSON(
        id: nil, StudioError("not a studio message: \(describe(error, in: text))", hint: "see docs/studio.md")
      )
    }
    do {
      return try handle(request, started: started)
    } catch let error as StudioError {
      return errorJSON(id: request.id, error)
    } catch let error as EditError {
      return errorJSON(id: request.id, StudioError(error.message, hint: error.hint))
    } catch {
      return errorJSON(id: request.id, StudioError("\(error)"))
    }
  }

  func handle(_ request: StudioRequest, started: Date) throws -> String {
    switch request.type {
    case "files":
      // The folder's name only: the page is never told where the folder is on the server.
      return encode(
        FilesAnswer(id: request.id, root: (files.root as NSString).lastPathComponent, files: files.list()))
    case "open":
      guard let relative = request.path else { throw StudioError("'open' needs 'path'") }
      let full = try files.resolve(relative)
      let reading = try StudioFileReader.read(full, scene: request.scene)
      // "View as" stays as chosen when another file opens.
      let overrides = session?.overrides ?? .init(textMeasurer: textMeasurer)
      session = try EditingSession(document: reading.document, overrides: overrides)
      path = relative
      self.note = reading.note
      scenes = reading.scenes
      scene = reading.scene
      interfaceBuilder = reading.interfaceBuilder
      diskVersion = FileManager.default.contents(atPath: full)
    case "state":
      break
    case "edit":
      guard let edit = request.edit else { throw StudioError("'edit' needs 'edit'") }
      let session = try open()
      if edit.op == "constraint", let id = edit.id, let spec = edit.spec {
        try session.changeConstraint(id: id, to: spec, name: edit.name)
      } else if let moves = try edit.moveList() {
        try session.moveViews(moves, name: edit.name)
      } else {
        try session.perform(edit.name) { try edit.apply(to: $0) }
      }
    case "menu":
      let session = try open()
      guard let from = request.from, let to = request.to else {
        throw StudioError("'menu' needs 'from' and 'to'")
      }
      for name in [from, to] where session.current.view(named: name) == nil {
        throw StudioError("no view named '\(name)'")
      }
      let direction =
        request.outline == true
        ? DragDirection.diagonal : DragDirection(dx: CGFloat(request.dx ?? 0), dy: CGFloat(request.dy ?? 0))
      let entries = session.current.controlDragMenu(from: from, to: to, direction: direction)
      return encode(MenuAnswer(id: request.id, from: from, to: to, direction: direction, entries: entries))
    case "pinSuggestions":
      let session = try open()
      guard let view = request.view, session.current.view(named: view) != nil else {
        throw StudioError("'pinSuggestions' needs the name of a view in 'view'")
      }
      let suggestions = session.current.pinSuggestions(for: view, constrainToMargins: request.margins ?? true)
      var values: [String: PinSuggestion] = [:]
      for (edge, suggestion) in suggestions { values[edge.rawValue] = suggestion }
      return encode(SuggestionAnswer(id: request.id, view: view, edges: values))
    case "viewAs":
      let session = try open()
      var overrides = LayoutDocument.CanvasOverrides(rightToLeft: request.rtl ?? false)
      if let name = request.device, !name.isEmpty {
        guard let device = Device.named(name) else {
          throw StudioError("unknown device '\(name)'", hint: Device.all.map(\.name).joined(separator: ", "))
        }
        overrides.device = device
      }
      if let name = request.contentSize {
        guard let size = ContentSizeCategory(name: name) else {
          throw StudioError("unknown content size '\(name)'")
        }
        overrides.contentSize = size
      }
      if let pair = request.sizeClass, !pair.isEmpty {
        let classes: [String: UserInterfaceSizeClass] = ["compact": .compact, "regular": .regular]
        guard pair.count == 2, let h = classes[pair[0]], let v = classes[pair[1]] else {
          throw StudioError("sizeClass is [horizontal, vertical]", hint: "[\"compact\", \"regular\"]")
        }
        overrides.sizeClasses = (h, v)
      }
      overrides.textMeasurer = session.overrides.textMeasurer
      try session.view(as: overrides)
    case "undo":
      guard try open().undo() != nil else { throw StudioError("nothing to undo") }
    case "redo":
      guard try open().redo() != nil else { throw StudioError("nothing to redo") }
    case "save":
      let session = try open()
      guard let path else { throw StudioError("no file open") }
      if let interfaceBuilder {
        try saveInterfaceBuilder(interfaceBuilder, session: session, path: path)
      } else {
        try saveDocument(session, path: path, exporting: false)
      }
    case "export":
      let session = try open()
      guard let path else { throw StudioError("no file open") }
      try saveDocument(session, path: path, exporting: true)
    default:
      throw StudioError(
        "unknown message type '\(request.type)'",
        hint: "files, open, state, edit, menu, pinSuggestions, viewAs, undo, redo, save, export")
    }
    let session = try open()
    var state = StudioState(session: session, path: path ?? "", note: note, id: request.id, started: started)
    state.saved = saveReport
    saveReport = nil
    state.scenes = scenes
    state.scene = scene
    let full = request.patches != true || request.type == "open" || request.type == "state"
    let (text, sent) = state.json(patching: full ? nil : lastSent)
    lastSent = request.patches == true ? sent : nil
    return text
  }

  func open() throws(StudioError) -> EditingSession {
    guard let session else {
      throw StudioError("no file open", hint: "send {\"type\": \"open\", \"path\": …} first")
    }
    return session
  }

  func encode<T: Encodable>(_ value: T) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(value) else {
      return errorJSON(id: nil, StudioError("the answer could not be written as JSON"))
    }
    return String(decoding: data, as: UTF8.self)
  }

  func errorJSON(id: Int?, _ error: StudioError) -> String {
    var object: [String: Any] = ["type": "error", "message": relativePaths(error.message)]
    if let id { object["id"] = id }
    if let hint = error.hint { object["hint"] = relativePaths(hint) }
    guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else {
      return "{}"
    }
    return String(decoding: data, as: UTF8.self)
  }

  /// A message with the served folder's absolute path taken out: files are named as the page
  /// names them, relative to the folder, and the server's own paths stay on the server.
  ///
  /// ```swift
  /// connection.relativePaths("cannot read /srv/layouts/card.layout.yaml")   // "cannot read card.layout.yaml"
  /// ```
  func relativePaths(_ text: String) -> String {
    let root = files.root.hasSuffix("/") ? String(files.root.dropLast()) : files.root
    guard !root.isEmpty, text.contains(root) else { return text }
    let inside = text.replacingOccurrences(of: root + "/", with: "")
    // The folder itself, where it ends a path (not a sibling folder that starts with its name).
    let pattern = NSRegularExpression.escapedPattern(for: root) + #"(?=$|[\s'":,)\]])"#
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return inside }
    return expression.stringByReplacingMatches(
      in: inside, range: NSRange(inside.startIndex..., in: inside), withTemplate: ".")
  }

  func describe(_ error: Error, in text: String) -> String {
    // Foundation's decoder calls a number that does not fit its field (`"id": 1e20`) "not valid
    // JSON" and names no field; the message is valid JSON, so say which field holds what.
    if case DecodingError.dataCorrupted(let context) = error, context.codingPath.isEmpty,
      let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    {
      if let id = object["id"], !(id is NSNull), !Self.isWholeNumber(id) {
        return "'id' must be a whole number from \(Int.min) to \(Int.max), not \(Self.shown(id))"
      }
      return "a value does not fit its field ('id' is a whole number)"
    }
    return describe(error)
  }

  /// Whether a value JSONSerialization read is a number that fits an `Int` exactly.
  static func isWholeNumber(_ value: Any) -> Bool {
    guard let number = value as? NSNumber else { return false }
    return Int(exactly: number.doubleValue) != nil
  }

  /// A value as the message shows it: numbers in JSON's form, strings quoted, anything else by kind.
  static func shown(_ value: Any) -> String {
    if let string = value as? String { return "\"" + SourceDiagnostic.quoted(string) + "\"" }
    if let number = value as? NSNumber { return NumericRange.exactText(number.doubleValue) }
    if value is [Any] { return "an array" }
    if value is [String: Any] { return "an object" }
    return "\(value)"
  }

  func describe(_ error: Error) -> String {
    if case DecodingError.typeMismatch(_, let context) = error {
      return context.debugDescription + " at " + context.codingPath.map(\.stringValue).joined(separator: ".")
    }
    if case DecodingError.keyNotFound(let key, _) = error { return "missing '\(key.stringValue)'" }
    if case DecodingError.dataCorrupted(let context) = error { return context.debugDescription }
    if case DecodingError.valueNotFound(_, let context) = error {
      return "missing value at " + context.codingPath.map(\.stringValue).joined(separator: ".")
    }
    return "\(error)"
  }
}

/// The answer to `files`.
struct FilesAnswer: Encodable {
  var type = "files"
  var id: Int?
  var root: String
  var files: [String]
}

/// The answer to `menu`.
struct MenuAnswer: Encodable {
  var type = "menu"
  var id: Int?
  var from: String
  var to: String
  var direction: DragDirection
  var entries: [DragMenuEntry]
}

/// The answer to `pinSuggestions`.
struct SuggestionAnswer: Encodable {
  var type = "pinSuggestions"
  var id: Int?
  var view: String
  var edges: [String: PinSuggestion]
}
