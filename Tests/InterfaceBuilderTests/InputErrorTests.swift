import Foundation
import InterfaceBuilder
import Testing

@Suite("Bad Interface Builder files: what, where, and a hint")
struct InputErrorTests {
  func error(_ xml: String) -> InterfaceBuilderError? {
    do {
      _ = try InterfaceBuilderDocument(xml: xml, path: "Bad.storyboard")
      return nil
    } catch let error as InterfaceBuilderError {
      return error
    } catch {
      Issue.record("unexpected error \(error)")
      return nil
    }
  }

  @Test("malformed XML gives the line, a caret and a hint")
  func malformed() throws {
    let found = try #require(error("<document>\n  <scenes>\n  </document>\n"))
    #expect(found.line == 3)
    #expect(found.message.hasPrefix("not well-formed XML"))
    #expect(found.description.contains("Bad.storyboard:3:"))
    #expect(found.description.contains("\n  </document>\n"))
    #expect(found.hint?.contains("xmllint") == true)
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
    #expect(multiplier.hint == "write \"1:2\", \"3/7\" or \"0.25\"")
  }

  @Test("a constraint between unrelated attributes is reported, not a crash")
  func invalidPairing() throws {
    let layout = try layOut(
      storyboard(
        #"<constraints><constraint firstItem="root" firstAttribute="width" secondItem="root" secondAttribute="top" id="Q"/></constraints>"#
      ))
    let report = StoredFrameComparison(layout)
    let finding = try #require(report.findings.first)
    #expect(finding.kind == "invalid-constraint")
    #expect(finding.constraints == ["Q"])
  }

  @Test("a missing file")
  func missingFile() {
    #expect(throws: InterfaceBuilderError.self) {
      try InterfaceBuilderDocument(contentsOfFile: "/nonexistent/Main.storyboard")
    }
  }
}
