import AutoLayout
import Foundation
import Testing

@Suite("TextEscaping: JSON, YAML and markup escapes in one place")
struct TextEscapingTests {
  @Test("JSON: quotes, backslashes, named controls, other controls as \\u00xx, the rest as is")
  func json() throws {
    #expect(TextEscaping.json("a\"b\\c\n") == #""a\"b\\c\n""#)
    #expect(TextEscaping.json("\t\r\u{1}\u{1f}") == #""\t\r\u0001\u001f""#)
    #expect(TextEscaping.json("café ✓ 🙂") == "\"café ✓ 🙂\"")
    // Whatever the text, JSONSerialization reads back the same string.
    let text = "x\u{0}y\u{7f}\"\\/é\u{2028}"
    let data = Data(("[" + TextEscaping.json(text) + "]").utf8)
    let array = try #require(try JSONSerialization.jsonObject(with: data) as? [String])
    #expect(array == [text])
  }

  @Test("YAML: double-quoted with \\xXX for other controls and DEL")
  func yaml() {
    #expect(TextEscaping.yaml("a: b") == "\"a: b\"")
    #expect(TextEscaping.yaml("q\"\\\n") == #""q\"\\\n""#)
    #expect(TextEscaping.yaml("\u{1}\u{7f}") == #""\x01\x7F""#)
  }

  @Test("markup: &, <, > always; quotes as asked")
  func markup() {
    let text = #"Tom & "Jerry" <'s>"#
    #expect(TextEscaping.markup(text, quotes: .none) == #"Tom &amp; "Jerry" &lt;'s&gt;"#)
    #expect(TextEscaping.markup(text, quotes: .double) == "Tom &amp; &quot;Jerry&quot; &lt;'s&gt;")
    #expect(TextEscaping.markup(text, quotes: .all) == "Tom &amp; &quot;Jerry&quot; &lt;&apos;s&gt;")
    #expect(TextEscaping.markup("plain 12", quotes: .all) == "plain 12")
  }
}
