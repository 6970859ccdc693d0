import Foundation
import LayoutStudio
import Testing
import _AutoLayoutTestSupport

/// Mutated messages never crash the studio: every one gets one JSON answer, a state or an error.
@Suite("Studio messages under fuzzing")
struct StudioFuzzTests {
  static let corpus = [
    #"{"id": 1, "type": "open", "path": "card.layout.yaml"}"#,
    #"{"type": "edit", "edit": {"op": "pin", "views": ["avatar"], "pin": {"width": 60, "top": 8}}}"#,
    #"{"type": "edit", "edit": {"op": "controlDrag", "from": "title", "to": "avatar", "kinds": ["verticalSpacing", "equalWidths"]}}"#,
    #"{"type": "edit", "edit": {"op": "align", "views": ["like", "share"], "align": {"centerY": 0, "horizontallyInContainer": 4}}}"#,
    #"{"type": "edit", "edit": {"op": "move", "view": "body", "frame": [10, 20, 30, 40]}}"#,
    #"{"type": "edit", "edit": {"op": "constraint", "id": "c1", "spec": {"firstItem": "card", "firstAttribute": "top", "secondItem": "safeArea", "secondAttribute": "top", "constant": 12, "priority": 750}}}"#,
    #"{"type": "edit", "edit": {"op": "resolve", "operation": "resetToSuggestedConstraints", "views": ["title"]}}"#,
    #"{"type": "edit", "edit": {"op": "embed", "views": ["avatar", "title"]}}"#,
    #"{"type": "edit", "edit": {"op": "attributes", "view": "title", "attributes": {"hugging": [1, 999], "margins": [1, 2, 3, 4], "intrinsicSize": [-1, 30]}}}"#,
    #"{"type": "menu", "from": "body", "to": "card", "dx": 1e300, "dy": -3}"#,
    #"{"type": "viewAs", "device": "ipad-landscape", "rtl": true, "contentSize": "accessibilityLarge", "sizeClass": ["regular", "compact"]}"#,
    #"{"type": "undo"}"#, #"{"type": "redo"}"#,
    #"{"type": "pinSuggestions", "view": "share", "margins": false}"#,
  ]

  @Test("2,000 mutated messages: one JSON answer each, no crash")
  func fuzz() async throws {
    let connection = StudioConnection(
      files: try StudioFiles(root: repositoryRoot.appendingPathComponent("Examples/documents").path))
    _ = await connection.answer(Self.corpus[0])
    var mutator = Mutator(seed: 22, corpus: Self.corpus)
    var states = 0
    for _ in 0..<2_000 {
      let message = String(decoding: mutator.next(), as: UTF8.self)
      let answer = await connection.answer(message)
      let object = try JSONSerialization.jsonObject(with: Data(answer.utf8)) as? [String: Any]
      let type = try #require(object?["type"] as? String, "\(message)")
      #expect(["state", "error", "menu", "pinSuggestions", "files"].contains(type))
      if type == "state" { states += 1 }
      // Numbers in a state are finite (JSONSerialization above rejects NaN and infinity; an error
      // message may quote the bad value).
      if type == "state", let range = answer.range(of: #"[:,\[]-?(nan|inf)"#, options: .regularExpression) {
        Issue.record("non-finite number in a state: \(answer[range]) for \(message)")
      }
    }
    // Most mutations stay close enough to valid to reach the editing operations.
    #expect(states > 100)
  }
}
