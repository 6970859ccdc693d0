import Foundation
import InterfaceBuilder
import Testing

@Suite("Bad Interface Builder files: what, where, and a hint")
struct InputErrorTests {
  func error(_ xml: String) -> InterfaceBuilderError? { readingError(xml, path: "Bad.storyboard") }

  @Test("malformed XML gives the line, a caret and a hint")
  func malformed() throws {
    let found = try #require(error("<document>\n  <scenes>\n  </document>\n"))
    #expect(found.line == 3)
    #expect(found.message.hasPrefix("not well-formed XML"))
    #expect(found.description.contains("Bad.storyboard:3:"))
    #expect(found.description.contains("\n  </document>\n"))
    #expect(found.hint?.contains("xmllint") == true)
  }

  @Test("a file over 10 MB is read, and its errors keep their lines")
  func largeFile() throws {
    // 12 MB of comments around one view: only the size is unusual.
    let padding = String(repeating: "<!--" + String(repeating: "x", count: 1_000) + "-->\n", count: 12_000)
    let xml = storyboard(
      padding
        + #"<subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="big"><rect key="frame" x="1" y="2" width="3" height="4"/></view></subviews>"#
    )
    #expect(xml.utf8.count > 12_000_000)
    let document = try InterfaceBuilderDocument(xml: xml, path: "Large.storyboard")
    #expect(document.countedViewIDs == ["big"])
    let broken = try #require(error(padding + "<document>\n  <scenes>\n  </document>\n"))
    #expect(broken.line == 12_003)
    #expect(broken.message.hasPrefix("not well-formed XML"))
  }

  @Test("a document that is not Interface Builder's")
  func notADocument() throws {
    let found = try #require(error("<plist version=\"1.0\"><dict/></plist>"))
    #expect(found.message == "not an Interface Builder document: the root element is <plist>")
    #expect(found.line == 1 && found.column == 1)
  }

  @Test("an unknown attribute, relation or multiplier points at its constraint")
  func badConstraints() throws {
    let attribute = try #require(
      error(
        storyboard(#"<constraints><constraint firstAttribute="middle" constant="1" id="X"/></constraints>"#)))
    #expect(attribute.message == "constraint X: unknown firstAttribute 'middle'")
    #expect(attribute.line == 11)
    #expect(attribute.column == 14)
    #expect(attribute.description.contains("\n" + String(repeating: " ", count: 13) + "^"))
    let relation = try #require(
      error(
        storyboard(
          #"<constraints><constraint firstAttribute="width" relation="about" constant="1" id="Y"/></constraints>"#
        )))
    #expect(relation.message == "constraint Y: unknown relation 'about'")
    let multiplier = try #require(
      error(
        storyboard(
          #"<constraints><constraint firstItem="root" firstAttribute="width" secondItem="root" secondAttribute="height" multiplier="1:0" id="Z"/></constraints>"#
        )))
    #expect(multiplier.message == "constraint Z: cannot read the multiplier '1:0'")
    #expect(multiplier.hint == "write \"1:2\", \"3/7\", \"0.25\" or \"25%\"")
  }

  @Test("a constraint between unrelated attributes is reported, not a crash")
  func invalidPairing() throws {
    let layout = try layOut(
      storyboard(
        #"<constraints><constraint firstItem="root" firstAttribute="width" secondItem="root" secondAttribute="top" id="Q"/></constraints>"#
      ))
    let report = StoredFrameComparison(layout)
    let finding = try #require(report.findings.first)
    #expect(finding.kind == .invalidConstraint)
    #expect(finding.constraints == ["Q"])
  }

  @Test("a missing file")
  func missingFile() {
    #expect(throws: InterfaceBuilderError.self) {
      try InterfaceBuilderDocument(contentsOfFile: "/nonexistent/Main.storyboard")
    }
  }
}

@Suite("Interface Builder files at the limits: depth, one-line files")
struct InputLimitTests {
  /// A xib whose views nest `depth` deep, on one line or one view per line.
  static func nested(depth: Int, oneLine: Bool) -> String {
    var text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" \
      targetRuntime="iOS.CocoaTouch" useAutolayout="YES"><objects>
      <view id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>

      """
    text += (0..<depth).map { index in
      "<subviews><view translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"v\(index)\">"
        + "<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"10\" height=\"10\"/>\n"
    }.joined()
    text += String(repeating: "</view></subviews>\n", count: depth) + "</view></objects></document>\n"
    return oneLine ? text.replacingOccurrences(of: "\n", with: " ") : text
  }

  @Test("100,000 levels of views are refused at the element past the limit, without a crash")
  func tooDeep() throws {
    for oneLine in [false, true] {
      do {
        _ = try InterfaceBuilderDocument(xml: Self.nested(depth: 100_000, oneLine: oneLine), path: "Deep.xib")
        Issue.record("a 100,000-deep file was read")
      } catch let error as InterfaceBuilderError {
        #expect(error.message == "elements nest more than 1000 deep")
        #expect(error.line == (oneLine ? 1 : 502))
        #expect(error.description.split(separator: "\n").allSatisfy { $0.count < 400 })
      }
    }
  }

  @Test("a one-line file reads like the same file with newlines: same views, positions on line 1")
  func oneLine() throws {
    let pretty = try InterfaceBuilderDocument(xml: Self.nested(depth: 200, oneLine: false), path: "A.xib")
    let flat = try InterfaceBuilderDocument(xml: Self.nested(depth: 200, oneLine: true), path: "A.xib")
    let prettyViews = try #require(pretty.scenes.first).root.allViews
    let flatViews = try #require(flat.scenes.first).root.allViews
    #expect(prettyViews.count == 201)
    #expect(prettyViews.map(\.id) == flatViews.map(\.id))
    #expect(prettyViews.map(\.frame) == flatViews.map(\.frame))
    #expect(flatViews.allSatisfy { $0.line == 1 })
    #expect(flatViews.map(\.column) == flatViews.map(\.column).sorted())
  }
}
