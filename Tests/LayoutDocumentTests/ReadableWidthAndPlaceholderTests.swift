import AutoLayout
import Foundation
import LayoutDocument
import Testing

/// Interface Builder's "Follow Readable Width" and placeholder constraints, as document keys.
@Suite("Follow Readable Width and placeholder constraints")
struct ReadableWidthAndPlaceholderTests {
  static func document(follows: Bool, width: CGFloat = 1024, direction: String = "ltr") throws
    -> LayoutDocument
  {
    try LayoutDocument(
      yaml: """
        version: 1
        canvas: { width: \(width), height: 768, direction: \(direction) }
        views:
          - name: column
            followsReadableWidth: \(follows)
            subviews:
              - { name: text, intrinsicSize: [-1, 21] }
              - { name: note, intrinsicSize: [100, 21] }
        constraints:
          - "H:|[column]|"
          - "V:|[column(200)]"
          - "H:|-[text]-|"
          - "V:|-[text]-[note]"
          - "note.leading == column.leadingMargin + 10"
        """, path: "readable.layout.yaml")
  }

  @Test(
    "constraints to a following view's horizontal margins use its readable content guide (672 points, centred), LTR and RTL"
  )
  func followsReadableWidth() throws {
    let wide = try Self.document(follows: true).makeScene()
    #expect(wide.frame(of: "text") == CGRect(x: 176, y: 8, width: 672, height: 21))
    #expect(wide.frame(of: "note") == CGRect(x: 186, y: 37, width: 100, height: 21))
    let rightToLeft = try Self.document(follows: true, direction: "rtl").makeScene()
    #expect(rightToLeft.frame(of: "text") == CGRect(x: 176, y: 8, width: 672, height: 21))
    #expect(rightToLeft.frame(of: "note") == CGRect(x: 738, y: 37, width: 100, height: 21))
    // Without the flag the same lines use the margins.
    let margins = try Self.document(follows: false).makeScene()
    #expect(margins.frame(of: "text") == CGRect(x: 8, y: 8, width: 1008, height: 21))
    #expect(margins.frame(of: "note") == CGRect(x: 18, y: 37, width: 100, height: 21))
    // Where the readable width is wider than the margins, the margins win (rule 1 of the guide).
    let narrow = try Self.document(follows: true, width: 320).makeScene()
    #expect(narrow.frame(of: "text") == CGRect(x: 8, y: 8, width: 304, height: 21))
  }

  @Test("the root view follows the readable width through the canvas key")
  func rootFollows() throws {
    let document = try LayoutDocument(
      yaml: """
        canvas: { width: 1024, height: 768, followsReadableWidth: true }
        views:
          - { name: text, intrinsicSize: [-1, 21] }
        constraints:
          - "H:|-[text]-|"
          - "V:|-[text]"
        """, path: "root.layout.yaml")
    #expect(try document.makeScene().frame(of: "text")?.minX == 176)
    #expect(try document.makeScene().frame(of: "text")?.width == 672)
  }

  static let placeholder = """
    canvas: { width: 320, height: 480 }
    views:
      - name: box
    constraints:
      - "H:|[box]"
      - "V:|[box(20)]"
      - { constraint: "box.width == 100", placeholder: true }
      - "box.width == 50 @250"
    """

  @Test("a placeholder constraint takes part in the design-time layout and is left out at run time")
  func placeholderConstraint() throws {
    let document = try LayoutDocument(yaml: Self.placeholder, path: "p.layout.yaml")
    #expect(document.constraints[2].isPlaceholder)
    #expect(try document.makeScene().frame(of: "box")?.width == 100)
    var runtime = LayoutDocument.CanvasOverrides()
    runtime.omitsPlaceholders = true
    #expect(try document.makeScene(overriding: runtime).frame(of: "box")?.width == 50)
  }

  @Test("placeholder and followsReadableWidth take booleans only, with the position")
  func badValues() throws {
    let bad = Self.placeholder.replacingOccurrences(of: "placeholder: true", with: "placeholder: maybe")
    do {
      _ = try LayoutDocument(yaml: bad, path: "p.layout.yaml")
      Issue.record("a non-boolean placeholder was accepted")
    } catch {
      #expect("\(error)".contains("p.layout.yaml:7:"))
      #expect("\(error)".contains("placeholder"))
    }
  }
}
