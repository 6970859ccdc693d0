import Foundation
import Testing
import _AutoLayoutTestSupport

@testable import LayoutStudio

let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

/// A connection on the example documents.
func exampleConnection() throws -> StudioConnection {
  StudioConnection(
    files: try StudioFiles(root: repositoryRoot.appendingPathComponent("Examples/documents").path))
}

/// The answer as a JSON object.
func object(_ text: String) throws -> [String: Any] {
  try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
}

@Suite("Studio messages")
struct StudioConnectionTests {
  @Test("open answers the state: frames, constraints as the outline lists them, issues, the picture")
  func open() async throws {
    let connection = try exampleConnection()
    let state = try object(await connection.answer(#"{"id": 1, "type": "open", "path": "card.layout.yaml"}"#))
    #expect(state["type"] as? String == "state")
    #expect(state["id"] as? Int == 1)
    let views = try #require(state["views"] as? [[String: Any]])
    let title = try #require(views.first { $0["name"] as? String == "title" })
    #expect(title["frame"] as? [Double] == [80, 57.5, 271, 21])
    #expect(title["localFrame"] as? [Double] == [72, 29.5, 271, 21])
    let constraints = try #require(state["constraints"] as? [[String: Any]])
    #expect(constraints.contains { $0["description"] as? String == "card.top = Safe Area.top + 8" })
    #expect((state["svg"] as? String)?.contains("data-constraint='c1'") == true)
    #expect((state["issues"] as? [Any])?.isEmpty == true)
  }

  @Test("an edit re-solves; menu and pin suggestions answer with what the popovers show")
  func edit() async throws {
    let connection = try exampleConnection()
    _ = await connection.answer(#"{"type": "open", "path": "card.layout.yaml"}"#)
    let menu = try object(
      await connection.answer(#"{"type": "menu", "from": "body", "to": "avatar", "dx": 2, "dy": -40}"#))
    let titles = (menu["entries"] as? [[String: Any]])?.compactMap { $0["title"] as? String }
    // A drag down between siblings: the vertical space and the alignments of a column (seed 003).
    #expect(
      titles == [
        "Vertical Spacing", "Leading", "Trailing", "Center Horizontally", "Equal Widths", "Equal Heights",
        "Aspect Ratio",
      ])
    // From the outline: not filtered by direction.
    let outline = try object(
      await connection.answer(
        #"{"type": "menu", "from": "body", "to": "avatar", "dx": 2, "dy": -40, "outline": true}"#))
    let outlineTitles = (outline["entries"] as? [[String: Any]])?.compactMap { $0["title"] as? String }
    #expect(outlineTitles?.contains("Horizontal Spacing") == true)
    #expect(outlineTitles?.contains("Vertical Spacing") == true)
    #expect(outline["direction"] as? String == "diagonal")
    // Marginal and edge measures: the Pin popover asks again when "Constrain to margins" toggles.
    let edge = try object(
      await connection.answer(#"{"type": "pinSuggestions", "view": "body", "margins": false}"#))
    let leading = (edge["edges"] as? [String: Any])?["leading"] as? [String: Any]
    #expect(leading?["spacing"] as? Double == 16)
    let pin = try object(await connection.answer(#"{"type": "pinSuggestions", "view": "body"}"#))
    let top = (pin["edges"] as? [String: Any])?["top"] as? [String: Any]
    #expect(top?["neighbour"] as? String == "avatar")
    #expect(top?["spacing"] as? Double == 8)
    let state = try object(
      await connection.answer(
        #"{"type": "edit", "edit": {"op": "pin", "views": ["avatar"], "pin": {"width": 60, "updateFrames": "allFramesInContainer"}}}"#
      ))
    let avatar = (state["views"] as? [[String: Any]])?.first { $0["name"] as? String == "avatar" }
    #expect(avatar?["frame"] as? [Double] == [24, 44, 60, 48])
    #expect(state["undo"] as? String == "Add New Constraints")
    #expect(state["dirty"] as? Bool == true)
  }

  @Test("bad messages get an error with a hint and change nothing")
  func errors() async throws {
    let connection = try exampleConnection()
    let notOpen = try object(await connection.answer(#"{"id": 4, "type": "undo"}"#))
    #expect(notOpen["type"] as? String == "error")
    #expect(notOpen["id"] as? Int == 4)
    #expect(notOpen["message"] as? String == "no file open")
    let garbage = try object(await connection.answer("{not json"))
    #expect((garbage["message"] as? String)?.hasPrefix("not a studio message") == true)
    // Valid JSON whose number does not fit its field is said to be so, not "not valid JSON".
    let hugeID = try object(await connection.answer(#"{"id": 1e20, "type": "files"}"#))
    #expect(
      hugeID["message"] as? String
        == "not a studio message: 'id' must be a whole number from \(Int.min) to \(Int.max), not 1e+20")
    let halfID = try object(await connection.answer(#"{"id": 1.5, "type": "files"}"#))
    #expect((halfID["message"] as? String)?.hasSuffix("not 1.5") == true)
    // A long string id is not echoed; a long string value is quoted shortened, with its length.
    let longID = try object(
      await connection.answer(#"{"id": ""# + String(repeating: "7", count: 5_000) + #"", "type": "files"}"#))
    #expect(((longID["message"] as? String)?.count ?? .max) < 200)
    #expect(
      StudioConnection.shown(String(repeating: "7", count: 5_000))
        == "\"" + String(repeating: "7", count: 40) + "… (5000 characters)\"")
    // Paths in messages are the page's: relative to the served folder.
    let root = await connection.files.root
    #expect(
      await connection.relativePaths("cannot read \(root)/card.layout.yaml") == "cannot read card.layout.yaml"
    )
    #expect(await connection.relativePaths("'\(root)' is served") == "'.' is served")
    #expect(await connection.relativePaths("see \(root)-old/x") == "see \(root)-old/x")
    let unknown = try object(await connection.answer(#"{"type": "explode"}"#))
    #expect((unknown["hint"] as? String)?.contains("pinSuggestions") == true)
    for path in ["../README.md", "/etc/passwd", "card.layout.yaml/../../x.layout.yaml", "notes.txt"] {
      let answer = try object(await connection.answer(#"{"type": "open", "path": "\#(path)"}"#))
      #expect(answer["type"] as? String == "error", "\(path)")
    }
    let big = String(repeating: " ", count: StudioConnection.maximumMessageSize + 1)
    #expect(try object(await connection.answer(big))["message"] as? String == "message too large")
    _ = await connection.answer(#"{"type": "open", "path": "card.layout.yaml"}"#)
    let badEdit = try object(
      await connection.answer(#"{"type": "edit", "edit": {"op": "move", "view": "card", "frame": [1, 2]}}"#))
    #expect(badEdit["message"] as? String == "a frame is [x, y, width, height]")
    let badSpec = try object(
      await connection.answer(
        #"{"type": "edit", "edit": {"op": "addConstraint", "spec": {"firstItem": "card", "firstAttribute": "top", "relation": "==", "multiplier": 1, "constant": 1e300, "priority": 1000}}}"#
      ))
    #expect((badSpec["message"] as? String)?.contains("only a width or height can equal a constant") == true)
    let state = try object(await connection.answer(#"{"type": "state"}"#))
    #expect(state["undo"] == nil)
  }

  @Test("a document that does not read gives the CLI's file:line:column message")
  func malformed() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("studio-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try "version: 1\nviews:\n  - { name: a, kind: blob }\n".write(
      to: folder.appendingPathComponent("bad.layout.yaml"), atomically: true, encoding: .utf8)
    let connection = StudioConnection(files: try StudioFiles(root: folder.path))
    let answer = try object(await connection.answer(#"{"type": "open", "path": "bad.layout.yaml"}"#))
    let message = try #require(answer["message"] as? String)
    #expect(message.contains("bad.layout.yaml:3:"))
    #expect(message.contains("unknown kind 'blob'"))
  }

  @Test("an Interface Builder file opens as the layout document of its first scene")
  func interfaceBuilder() async throws {
    let connection = StudioConnection(
      files: try StudioFiles(root: repositoryRoot.appendingPathComponent("Examples/interface-builder").path))
    let files = try object(await connection.answer(#"{"type": "files"}"#))
    #expect((files["files"] as? [String])?.contains("Login.storyboard") == true)
    // The folder's name, never where it is on the server.
    #expect(files["root"] as? String == "interface-builder")
    let state = try object(
      await connection.answer(#"{"type": "open", "path": "Login.storyboard"}"#))
    #expect(state["type"] as? String == "state")
    #expect((state["note"] as? String)?.contains("Save writes the edits into Login.storyboard") == true)
    #expect(((state["constraints"] as? [Any])?.count ?? 0) > 10)
  }
}

@Suite("Studio patches")
struct StudioPatchTests {
  @Test("a page that merges patches gets only the views and constraints an edit changed")
  func patches() async throws {
    let connection = try exampleConnection()
    let opened = try object(
      await connection.answer(#"{"type": "open", "path": "card.layout.yaml", "patches": true}"#))
    #expect(opened["patch"] == nil)
    #expect((opened["views"] as? [Any])?.count == 7)
    // A nudge moves one view: the answer holds that view alone, and no constraint.
    let moved = try object(
      await connection.answer(
        #"{"type": "edit", "patches": true, "edit": {"op": "move", "view": "avatar", "frame": [17, 16, 48, 48]}}"#
      ))
    #expect(moved["patch"] as? Bool == true)
    #expect((moved["views"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == ["avatar"])
    #expect((moved["constraints"] as? [Any])?.isEmpty == true)
    #expect(moved["viewOrder"] == nil)
    // The picture and the document as runs of the last ones' lines and new lines: put together,
    // the text a whole answer gives.
    let whole = try object(await connection.answer(#"{"type": "state", "patches": true}"#))
    for field in ["svg", "document"] {
      let old = try #require(opened[field] as? String).split(
        separator: "\n", omittingEmptySubsequences: false)
      let runs = try #require(moved[field + "Lines"] as? [Any])
      var lines: [Substring] = []
      for part in runs {
        if let text = part as? String {
          lines.append(Substring(text))
        } else if let run = part as? [Int] {
          lines += old[run[0]..<(run[0] + run[1])]
        }
      }
      #expect(lines.joined(separator: "\n") == whole[field] as? String, "\(field)")
      let sent = try JSONSerialization.data(withJSONObject: runs).count
      #expect(sent * 3 < (whole[field] as? String ?? "").utf8.count, "\(field): \(sent) bytes")
    }
    // A deleted view: its name and its constraints' ids are listed as removed, with the new order.
    let deleted = try object(
      await connection.answer(
        #"{"type": "edit", "patches": true, "edit": {"op": "deleteViews", "views": ["like"]}}"#))
    #expect(deleted["removedViews"] as? [String] == ["like"])
    #expect((deleted["viewOrder"] as? [String])?.contains("like") == false)
    // Without the flag (or for state and open), answers are whole.
    let undone = try object(await connection.answer(#"{"type": "undo"}"#))
    #expect(undone["patch"] == nil)
    #expect((undone["views"] as? [Any])?.count == 7)
  }
}

@Suite("Storyboard scenes in the studio")
struct StudioSceneTests {
  @Test("a storyboard lists its scenes with views; open picks one; each saves beside the storyboard")
  func scenes() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "studio-scenes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(
      at: repositoryRoot.appendingPathComponent("Tests/Browser/TwoScenes.storyboard"),
      to: folder.appendingPathComponent("Two.storyboard"))
    let connection = StudioConnection(files: try StudioFiles(root: folder.path))
    let first = try object(await connection.answer(#"{"type": "open", "path": "Two.storyboard"}"#))
    let scenes = (first["scenes"] as? [[String: Any]])?.compactMap { $0["id"] as? String }
    #expect(scenes == ["Two-Sc-001", "Two-Sc-002"])
    #expect(
      (first["scenes"] as? [[String: Any]])?.last?["title"] as? String == "SecondController (Two-Sc-002)")
    #expect(first["scene"] as? String == "Two-Sc-001")
    #expect((first["views"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == ["banner"])
    let second = try object(
      await connection.answer(#"{"type": "open", "path": "Two.storyboard", "scene": "Two-Sc-002"}"#))
    #expect(second["scene"] as? String == "Two-Sc-002")
    #expect((second["views"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == ["footer"])
    #expect((second["note"] as? String)?.contains("(2 of 2 with views)") == true)
    #expect((second["note"] as? String)?.contains("Two.Two-Sc-002.layout.yaml") == true)
    let wrong = try object(
      await connection.answer(#"{"type": "open", "path": "Two.storyboard", "scene": "Nope"}"#))
    #expect(wrong["type"] as? String == "error")
    #expect((wrong["message"] as? String)?.contains("has no scene 'Nope' with views") == true)
    #expect((wrong["hint"] as? String) == "scenes: Two-Sc-001, Two-Sc-002")
  }
}

@Suite("Saving from the studio")
struct StudioSaveTests {
  @Test(
    "save writes the document back; a JSON document gets a YAML sibling, never over another; re-opening gives the same frames"
  )
  func save() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "studio-save-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let json =
      #"{"version": 1, "canvas": {"width": 320, "height": 480}, "views": [{"name": "box"}], "constraints": ["H:|-20-[box(100)]", "V:|-40-[box(50)]"]}"#
    try json.write(to: folder.appendingPathComponent("box.layout.json"), atomically: true, encoding: .utf8)
    let connection = StudioConnection(files: try StudioFiles(root: folder.path))
    _ = await connection.answer(#"{"type": "open", "path": "box.layout.json"}"#)
    _ = await connection.answer(
      #"{"type": "edit", "edit": {"op": "pin", "views": ["box"], "pin": {"height": 60, "updateFrames": "itemsOfNewConstraints"}}}"#
    )
    let saved = try object(await connection.answer(#"{"type": "save"}"#))
    #expect(saved["path"] as? String == "box.layout.yaml")
    #expect(saved["dirty"] as? Bool == false)
    #expect(try String(contentsOf: folder.appendingPathComponent("box.layout.json"), encoding: .utf8) == json)
    let text = try String(contentsOf: folder.appendingPathComponent("box.layout.yaml"), encoding: .utf8)
    #expect(text.contains("  - \"box.height == 60\"\n"))
    let reopened = try object(await connection.answer(#"{"type": "open", "path": "box.layout.yaml"}"#))
    let box = (reopened["views"] as? [[String: Any]])?.first
    #expect(box?["frame"] as? [Double] == [20, 40, 100, 50])
    #expect((reopened["issues"] as? [[String: Any]])?.first?["kind"] as? String == "conflict")
    // A second JSON document whose YAML name is taken: saving refuses and leaves that file alone.
    try json.write(to: folder.appendingPathComponent("other.layout.json"), atomically: true, encoding: .utf8)
    let unrelated = "version: 1\nviews: []\n"
    try unrelated.write(
      to: folder.appendingPathComponent("other.layout.yaml"), atomically: true, encoding: .utf8)
    _ = await connection.answer(#"{"type": "open", "path": "other.layout.json"}"#)
    _ = await connection.answer(
      #"{"type": "edit", "edit": {"op": "pin", "views": ["box"], "pin": {"height": 60, "updateFrames": "itemsOfNewConstraints"}}}"#
    )
    let refused = try object(await connection.answer(#"{"type": "save"}"#))
    #expect(refused["type"] as? String == "error")
    #expect(
      refused["message"] as? String
        == "'other.layout.yaml' exists: saving 'other.layout.json' writes YAML beside it, and would replace it"
    )
    #expect(
      try String(contentsOf: folder.appendingPathComponent("other.layout.yaml"), encoding: .utf8) == unrelated
    )
  }
}

@Suite("Saving into Interface Builder files")
struct StudioInterfaceBuilderSaveTests {
  @Test(
    "save writes the edits into the storyboard, the rest byte for byte; undo works across saves; export writes the layout document"
  )
  func saveInPlace() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "studio-ib-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Two.storyboard")
    try FileManager.default.copyItem(
      at: repositoryRoot.appendingPathComponent("Tests/Browser/TwoScenes.storyboard"), to: file)
    let original = try String(contentsOf: file, encoding: .utf8)
    let connection = StudioConnection(files: try StudioFiles(root: folder.path))
    let opened = try object(await connection.answer(#"{"type": "open", "path": "Two.storyboard"}"#))
    let height = try #require(
      (opened["constraints"] as? [[String: Any]])?.first {
        $0["equation"] as? String == "banner.height == 100"
      })
    let id = try #require(height["id"] as? String)
    _ = await connection.answer(
      #"{"type": "edit", "edit": {"op": "constraint", "id": "\#(id)", "spec": {"firstItem": "banner", "firstAttribute": "height", "relation": "==", "multiplier": 1, "constant": 120, "priority": 1000}}}"#
    )
    let saved = try object(await connection.answer(#"{"type": "save"}"#))
    #expect(saved["path"] as? String == "Two.storyboard")
    #expect(saved["dirty"] as? Bool == false)
    #expect(saved["saved"] as? String == "Saved Two.storyboard: 2 changes")
    let expected = original.replacingOccurrences(
      of: #"<constraint firstAttribute="height" constant="100" id="Two-Cn-001"/>"#,
      with: #"<constraint firstAttribute="height" constant="120" id="Two-Cn-001"/>"#
    ).replacingOccurrences(
      of: #"<rect key="frame" x="0.0" y="0.0" width="375" height="100"/>"#,
      with: #"<rect key="frame" x="0.0" y="0.0" width="375" height="120"/>"#)
    #expect(try String(contentsOf: file, encoding: .utf8) == expected)
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Two.layout.yaml").path))
    // Undo after the save, save again: the file's own bytes.
    _ = await connection.answer(#"{"type": "undo"}"#)
    let again = try object(await connection.answer(#"{"type": "save"}"#))
    #expect(again["saved"] as? String == "Saved Two.storyboard: 0 changes")
    #expect(try String(contentsOf: file, encoding: .utf8) == original)
    // Export writes the scene's layout document beside it and leaves the storyboard alone.
    let exported = try object(await connection.answer(#"{"type": "export"}"#))
    #expect(exported["saved"] as? String == "Exported Two.layout.yaml")
    #expect(exported["path"] as? String == "Two.storyboard")
    let document = try String(contentsOf: folder.appendingPathComponent("Two.layout.yaml"), encoding: .utf8)
    #expect(document.contains("banner.height == 100"))
    // Viewed as another device, the storyboard is not saved (its frames are its own canvas's).
    _ = await connection.answer(#"{"type": "viewAs", "device": "ipad-portrait"}"#)
    let elsewhere = try object(await connection.answer(#"{"type": "save"}"#))
    #expect((elsewhere["message"] as? String)?.contains("not saved while viewed as another") == true)
    #expect(try String(contentsOf: file, encoding: .utf8) == original)
    // Back on its own canvas (the page sends the default text size with every View as): saved.
    _ = await connection.answer(#"{"type": "viewAs", "device": "", "rtl": false, "contentSize": "large"}"#)
    // Another program changes the storyboard: the next save is refused and the file kept.
    let other = original.replacingOccurrences(of: "FirstController", with: "RenamedController")
    try other.write(to: file, atomically: true, encoding: .utf8)
    _ = await connection.answer(
      #"{"type": "edit", "edit": {"op": "constraint", "id": "\#(id)", "spec": {"firstItem": "banner", "firstAttribute": "height", "relation": "==", "multiplier": 1, "constant": 90, "priority": 1000}}}"#
    )
    let refused = try object(await connection.answer(#"{"type": "save"}"#))
    #expect(refused["type"] as? String == "error")
    #expect((refused["message"] as? String)?.contains("changed on disk since it was opened here") == true)
    #expect(try String(contentsOf: file, encoding: .utf8) == other)
  }
}

@Suite("Issues as Interface Builder lists them")
struct StudioIssueTests {
  @Test("an ambiguous view is reported ambiguous, not also misplaced (its position is not decided)")
  func ambiguousNotMisplaced() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "studio-issues-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // A box with a size but no position, drawn away from where the solver puts it.
    try
      "version: 1\ncanvas: { width: 320, height: 480 }\nviews:\n  - { name: box, frame: [40, 60, 100, 50] }\nconstraints:\n  - \"box.width == 100\"\n  - \"box.height == 50\"\n"
      .write(to: folder.appendingPathComponent("box.layout.yaml"), atomically: true, encoding: .utf8)
    let connection = StudioConnection(files: try StudioFiles(root: folder.path))
    let state = try object(await connection.answer(#"{"type": "open", "path": "box.layout.yaml"}"#))
    let issues = try #require(state["issues"] as? [[String: Any]])
    #expect(issues.map { $0["kind"] as? String } == ["ambiguous"])
    let box = (state["views"] as? [[String: Any]])?.first { $0["name"] as? String == "box" }
    #expect(box?["misplaced"] as? Bool == false)
  }
}

@Suite("Two pages on one document")
struct StudioTwoPagesTests {
  @Test("a save over a file another page saved since is refused; the other page's work stays on disk")
  func staleSave() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "studio-two-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("box.layout.yaml")
    try
      "version: 1\ncanvas: { width: 320, height: 480 }\nviews:\n  - { name: box }\nconstraints:\n  - \"H:|-20-[box(100)]\"\n  - \"V:|-40-[box(50)]\"\n"
      .write(to: file, atomically: true, encoding: .utf8)
    let first = StudioConnection(files: try StudioFiles(root: folder.path))
    let second = StudioConnection(files: try StudioFiles(root: folder.path))
    _ = await first.answer(#"{"type": "open", "path": "box.layout.yaml"}"#)
    _ = await second.answer(#"{"type": "open", "path": "box.layout.yaml"}"#)
    let pin =
      #"{"type": "edit", "edit": {"op": "pin", "views": ["box"], "pin": {"height": 60, "updateFrames": "itemsOfNewConstraints"}}}"#
    _ = await second.answer(pin)
    let saved = try object(await second.answer(#"{"type": "save"}"#))
    #expect(saved["dirty"] as? Bool == false)
    let onDisk = try String(contentsOf: file, encoding: .utf8)
    _ = await first.answer(pin.replacingOccurrences(of: "\"height\": 60", with: "\"height\": 70"))
    let refused = try object(await first.answer(#"{"type": "save"}"#))
    #expect(refused["type"] as? String == "error")
    #expect(
      refused["message"] as? String
        == "'box.layout.yaml' changed on disk since it was opened here (another tab or program saved it): not saved"
    )
    #expect(try String(contentsOf: file, encoding: .utf8) == onDisk)
    // The page that saved last can save again; re-opening shows the other page's work.
    _ = await second.answer(#"{"type": "undo"}"#)
    #expect(try object(await second.answer(#"{"type": "save"}"#))["dirty"] as? Bool == false)
    let reopened = try object(await first.answer(#"{"type": "open", "path": "box.layout.yaml"}"#))
    #expect((reopened["views"] as? [[String: Any]])?.first?["frame"] as? [Double] == [20, 40, 100, 50])
  }
}

@Suite("The studio's file list")
struct StudioFileListTests {
  let scratch = ScratchDirectory("studio-files")

  @Test("files only: a folder named like a document is not listed, the documents in it are")
  func filesOnly() throws {
    try FileManager.default.createDirectory(
      at: scratch.file("dir.layout.yaml"), withIntermediateDirectories: true)
    try scratch.write("version: 1\nviews: []\n", to: "dir.layout.yaml/inner.layout.yaml")
    try scratch.write("version: 1\nviews: []\n", to: "card.layout.yaml")
    let files = try StudioFiles(root: scratch.url.path)
    #expect(files.list() == ["card.layout.yaml", "dir.layout.yaml/inner.layout.yaml"])
  }
}
