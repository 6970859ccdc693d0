import Foundation
import InterfaceBuilder
import Testing

@Suite("The XML under an Interface Builder file: what XML allows is read, the rest is an error at its byte")
struct XMLReadingTests {
  /// A xib whose root view holds `subviews` (one line each), after `prolog`.
  func xib(_ subviews: String, prolog: String = #"<?xml version="1.0" encoding="UTF-8"?>"#) -> String {
    """
    \(prolog)
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <objects>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
    \(subviews)
                </subviews>
            </view>
        </objects>
    </document>

    """
  }

  func error(_ xml: String) -> InterfaceBuilderError? { readingError(xml, path: "X.xib") }

  @Test("references, character references and normalised white space in attribute values")
  func attributeValues() throws {
    let document = try InterfaceBuilderDocument(
      xml: xib(
        #"<view userLabel="Tom &amp; Jerry &lt;3 &quot;x&quot; &apos;y&apos; &#65;&#x42;" id="a"><rect key="frame" x="1" y="2" width="3" height="4"/></view>"#
          + "\n"
          + "<view userLabel=\"one\ttwo\r\nthree\nfour&#10;five\" id='b'><rect key = \"frame\" x=\"5\" y=\"6\" width=\"7\" height=\"8\" /></view>"
      ), path: "X.xib")
    let views = try #require(document.scenes.first).root.subviews
    #expect(views.map(\.userLabel) == [#"Tom & Jerry <3 "x" 'y' AB"#, "one two three four\nfive"])
    #expect(
      views.map(\.frame) == [
        CGRect(x: 1, y: 2, width: 3, height: 4), CGRect(x: 5, y: 6, width: 7, height: 8),
      ])
    // Positions are the `<` of each start tag (the subviews are written at column 1).
    #expect(views.map(\.line) == [7, 8])
    #expect(views.map(\.column) == [1, 1])
  }

  @Test("comments, processing instructions, CDATA, a byte-order mark and a bare DOCTYPE are skipped")
  func skippedMarkup() throws {
    let text =
      "\u{FEFF}"
      + xib(
        #"<!-- a <view> in a comment --><?custom data?><view id="c"><string key="text"><![CDATA[<not a tag> & ]]></string><rect key="frame" x="0" y="0" width="10" height="10"/></view>"#,
        prolog: #"<?xml version="1.0" encoding="UTF-8"?><!DOCTYPE document>"#)
    let document = try InterfaceBuilderDocument(xml: text, path: "X.xib")
    #expect(try #require(document.scenes.first).root.subviews.map(\.id) == ["c"])
  }

  @Test(
    "each well-formedness error names what is wrong at its line and column",
    arguments: [
      (
        #"<view id="a"></subviews>"#, 7, 14,
        "a closing tag does not match the open element: </subviews> closes <view> of line 7"
      ),
      (#"<view id="a" id="b"/>"#, 7, 14, "an attribute is malformed: 'id' appears twice in <view>"),
      (#"<view id=a/>"#, 7, 10, "an attribute is malformed: the value of 'id' must be in quotes"),
      (
        #"<view id="a"userLabel="b"/>"#, 7, 13,
        "an attribute is malformed: attributes are separated by white space"
      ),
      (#"<view id/>"#, 7, 9, "an attribute is malformed: 'id' must be followed by '='"),
      (
        #"<view userLabel="a<b" id="a"/>"#, 7, 19,
        "an attribute is malformed: '<' in the value of 'userLabel' (write &lt;)"
      ),
      (
        #"<view userLabel="&nbsp;" id="a"/>"#, 7, 18,
        "unknown entity &nbsp; (XML defines &amp; &lt; &gt; &quot; &apos;, and no declaration is read)"
      ),
      (#"<view userLabel="a & b" id="a"/>"#, 7, 20, "'&' begins no reference (write &amp; for an ampersand)"),
      (#"<view userLabel="&#0;" id="a"/>"#, 7, 18, "&#0; is not a character XML allows"),
      (#"<1view/>"#, 7, 2, "an element's name cannot begin with '1'"),
      (#"<!ELEMENT x ANY>"#, 7, 1, "'<!' begins neither a comment, a CDATA section nor a DOCTYPE"),
    ])
  func wellFormedness(subview: String, line: Int, column: Int, reason: String) throws {
    let found = try #require(error(xib(subview)))
    #expect(found.message == "not well-formed XML: " + reason)
    #expect(found.line == line)
    #expect(found.column == column)
    #expect(found.hint == "open the file in Xcode or check it with `xmllint --noout`")
    #expect(
      found.description.contains("\n" + subview + "\n" + String(repeating: " ", count: column - 1) + "^"))
  }

  @Test("the document's frame: empty, cut off, text or a second root outside the first")
  func documentErrors() throws {
    let cases: [(String, Int, Int, String)] = [
      ("", 1, 1, "the document is empty"),
      ("  \n  ", 2, 3, "the document is empty"),
      ("<!-- only a comment -->\n", 2, 1, "the document has no root element"),
      (
        "<document>\n  <objects>\n", 3, 1,
        "the document ends before its elements are closed (<objects> is open)"
      ),
      (
        "<document><objects/></document>\n<document/>", 2, 1,
        "a second root element: the document has one, which closed before"
      ),
      ("hello <document/>", 1, 1, "text outside the root element"),
      ("<document/>\n</document>", 2, 1, "a closing tag without an open element"),
      ("<document><!-- never closed", 1, 28, "the document ends inside a comment"),
      ("<document userLabel=\"open", 1, 26, "the document ends inside the value of 'userLabel'"),
    ]
    for (text, line, column, reason) in cases {
      let found = try #require(error(text), "\(text)")
      #expect(found.message == "not well-formed XML: " + reason, "\(text)")
      #expect(found.line == line && found.column == column, "\(text): \(found.line):\(found.column)")
    }
  }

  @Test("a DOCTYPE that declares entities is refused before anything is expanded (XXE, entity bombs)")
  func declarationsRefused() throws {
    for declaration in [
      #"<!DOCTYPE document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>"#,
      #"<!DOCTYPE document [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>"#,
    ] {
      let found = try #require(error(xib("", prolog: #"<?xml version="1.0"?>"# + "\n" + declaration)))
      #expect(found.message == "a DOCTYPE with declarations: entities and other declarations are not read")
      #expect(found.line == 2 && found.column == 1)
      #expect(found.hint == "Interface Builder files have no DOCTYPE; remove it")
    }
  }

  @Test("line endings: CRLF files count lines as LF files do and quote lines without the CR")
  func crlf() throws {
    let text = xib(#"<view id="a"></subviews>"#).replacingOccurrences(of: "\n", with: "\r\n")
    let found = try #require(error(text))
    #expect(found.line == 7 && found.column == 14)
    #expect(!found.description.contains("\r"))
  }
}
