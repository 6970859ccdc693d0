import Foundation
import Testing
import _AutoLayoutTestSupport

@testable import AutoLayout

@Suite("Constraint identifiers")
struct IdentifierTests {
  @Test(
    "an app's identifier, UIKit's own and none read back as set; an invalid constraint keeps its identifier")
  func roundTrip() throws {
    let a = View()
    let b = View()
    let constraint = a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)
    #expect(constraint.identifier == nil)
    constraint.identifier = "avatar-leading"
    #expect(constraint.identifier == "avatar-leading")
    #expect(constraint.rareState != nil)
    // UIKit's names are kept as a number: no box.
    constraint.identifier = "UISV-spacing"
    #expect(constraint.identifier == "UISV-spacing")
    #expect(constraint.systemIdentifierCode != 0)
    #expect(constraint.rareState == nil)
    constraint.identifier = nil
    #expect(constraint.identifier == nil && constraint.systemIdentifierCode == 0)
    // Both rare fields share one box, dropped when both are empty again.
    constraint.identifier = "gap"
    constraint.invalidity = LayoutError("Invalid pairing of layout attributes")
    #expect(constraint.identifier == "gap")
    constraint.identifier = nil
    #expect(constraint.invalidity != nil && constraint.rareState != nil)
    constraint.invalidity = nil
    #expect(constraint.rareState == nil)
  }

  @Test("the identifiers a stack view sets by number name UIKit's and AppKit's strings")
  func systemIdentifierNumbers() {
    let expected: [(LayoutConstraint.SystemIdentifier, String)] = [
      (.stackSpacing, "UISV-spacing"), (.stackCanvasConnection, "UISV-canvas-connection"),
      (.stackSpanningBoundary, "UISV-spanning-boundary"), (.stackDistributingEdge, "UISV-distributing-edge"),
      (.stackDistributing, "UISV-distributing"), (.stackHiding, "UISV-hiding"),
      (.stackCanvasFit, "UISV-canvas-fit"),
      (.stackAlignment, "UISV-alignment"), (.stackFillEqually, "UISV-fill-equally"),
      (.stackFillProportionally, "UISV-fill-proportionally"),
      (.stackAmbiguitySuppression, "UISV-ambiguity-suppression"), (.stackHugging, "NSSV-hugging"),
    ]
    for (identifier, name) in expected {
      let constraint = View().widthAnchor.constraint(equalToConstant: 1)
      constraint.systemIdentifierCode = identifier.code
      #expect(identifier.code != 0 && constraint.identifier == name)
    }
  }

  @Test("a stack view's constraints carry UIKit's identifiers")
  func stackViewIdentifiers() throws {
    let window = Window(size: CGSize(width: 320, height: 480))
    let stack = StackView(arrangedSubviews: [SizedView(40, 20), SizedView(40, 20)])
    stack.spacing = 8
    window.addSubview(stack)
    window.layoutIfNeeded()
    let identifiers = Set(stack.constraints.compactMap(\.identifier))
    #expect(identifiers.contains("UISV-spacing"))
    #expect(identifiers.contains("UISV-canvas-connection"))
    #expect(stack.constraints.allSatisfy { $0.rareState == nil })
  }

  #if canImport(Glibc)
    @Test("a constraint fits malloc's 128-byte block (its two anchors are a pointer and a byte each)")
    func constraintBlock() {
      let (a, b) = (View(), View())
      let constraint = a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)
      let usable = withExtendedLifetime(constraint) {
        mallocUsableSize(Unmanaged.passUnretained(constraint).toOpaque())
      }
      // glibc's blocks are 16-byte steps with 8 bytes of header: 120 usable bytes in 128.
      #expect(usable <= 120)
    }
  #endif
}

#if canImport(Glibc)
  /// glibc's `malloc_usable_size` (declared in `malloc.h`, which the Glibc module leaves out).
  @_silgen_name("malloc_usable_size")
  private func mallocUsableSize(_ pointer: UnsafeMutableRawPointer) -> Int
#endif
