import Foundation
import LayoutStudio
import Testing
import _AutoLayoutTestSupport

/// Seeded mutations of the page's messages, answered by one connection on a copy of the examples:
/// every answer is one JSON object with a `type`, an error names no absolute path of the server,
/// and no input traps or runs long. `FUZZ_ITERATIONS` sets the count (`Scripts/fuzz.sh` runs many
/// more than CI).
@Suite("Fuzzing the studio's messages (seeded mutations)")
struct StudioMessageFuzzTests {
  /// The messages mutations start from: one of each kind the page sends.
  static let corpus = [
    #"{"id": 1, "type": "files"}"#,
    #"{"id": 2, "type": "open", "path": "card.layout.yaml"}"#,
    #"{"id": 3, "type": "state"}"#,
    #"{"id": 4, "type": "edit", "edit": {"op": "pin", "views": ["avatar"], "pin": {"width": 60}}}"#,
    #"{"id": 5, "type": "edit", "edit": {"op": "move", "view": "card", "frame": [1, 2, 300, 200]}}"#,
    #"{"id": 6, "type": "menu", "from": "avatar", "to": "title", "dx": 40, "dy": 0}"#,
    #"{"id": 7, "type": "pinSuggestions", "view": "title", "margins": true}"#,
    #"{"id": 8, "type": "viewAs", "device": "iphone-15", "rtl": true, "contentSize": "large"}"#,
    #"{"id": 9, "type": "undo"}"#,
    #"{"id": 10, "type": "redo"}"#,
  ]

  @Test("every mutated message gets one JSON object with a type; errors show no server path")
  func messages() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("studio-fuzz-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.removeItem(at: folder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/documents")
    try FileManager.default.copyItem(
      at: examples.appendingPathComponent("card.layout.yaml"),
      to: folder.appendingPathComponent("card.layout.yaml"))
    let connection = StudioConnection(files: try StudioFiles(root: folder.path))
    _ = await connection.answer(Self.corpus[1])
    var mutator = Mutator(seed: 74, corpus: Self.corpus)
    let count = ProcessInfo.processInfo.environment["FUZZ_ITERATIONS"].flatMap(Int.init) ?? 1_500
    var errors = 0
    for _ in 0..<count {
      let input = String(decoding: mutator.next(), as: UTF8.self)
      let started = Date()
      let answer = await connection.answer(input)
      if Date().timeIntervalSince(started) > 10 {
        Issue.record("a message took \(Date().timeIntervalSince(started)) s: \(input.prefix(200))")
      }
      guard let object = try? JSONSerialization.jsonObject(with: Data(answer.utf8)) as? [String: Any],
        let type = object["type"] as? String
      else {
        Issue.record("not one JSON object with a type: \(answer.prefix(200)) for \(input.prefix(200))")
        continue
      }
      if type == "error" {
        errors += 1
        let message = (object["message"] as? String) ?? ""
        #expect(!message.contains(folder.path), "\(message.prefix(200))")
        #expect(!message.isEmpty)
      }
    }
    print(
      "fuzz studio messages: \(count) inputs, \(count - errors) answered, \(errors) refused with a message")
    #expect(errors < count)
    // Nothing was written outside the folder, and the folder holds only layout documents.
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(names.allSatisfy { $0.hasSuffix(".layout.yaml") || $0.hasSuffix(".layout.json") }, "\(names)")
  }
}
