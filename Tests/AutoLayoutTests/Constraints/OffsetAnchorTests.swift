import Foundation
import Testing
import _AutoLayoutTestSupport

@testable import AutoLayout

@Suite("Offset anchors (anchorWithOffset(to:))")
struct OffsetAnchorTests {
  @Test("equal gaps between three views, a fixed vertical offset, in LTR and RTL")
  func equalGaps() {
    for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
      let window = Window(size: CGSize(width: 320, height: 200), layoutDirection: direction)
      let (a, b, c) = (View(), View(), View())
      for view in [a, b, c] {
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
      }
      LayoutConstraint.activate([
        a.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        c.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        a.widthAnchor.constraint(equalToConstant: 40),
        b.widthAnchor.constraint(equalToConstant: 60),
        c.widthAnchor.constraint(equalToConstant: 80),
        a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
          .constraint(equalTo: b.trailingAnchor.anchorWithOffset(to: c.leadingAnchor)),
        a.topAnchor.constraint(equalTo: window.topAnchor),
        a.topAnchor.anchorWithOffset(to: b.topAnchor).constraint(equalToConstant: 30),
        b.topAnchor.anchorWithOffset(to: c.topAnchor).constraint(equalToConstant: 30),
        a.heightAnchor.constraint(equalToConstant: 10),
        b.heightAnchor.constraint(equalToConstant: 10),
        c.heightAnchor.constraint(equalToConstant: 10),
      ])
      window.layoutIfNeeded()
      // 320 − 180 = 140 points of gaps, 70 each.
      let expectedMinX: [CGFloat] = direction == .leftToRight ? [0, 110, 240] : [280, 150, 0]
      #expect([a, b, c].map(\.frame.minX) == expectedMinX)
      #expect([a, b, c].map(\.frame.minY) == [0, 30, 60])
    }
  }

  @Test("a source is 9 bytes: the rare offset is boxed, and reads back its two anchors")
  func boxedOffset() {
    #expect(MemoryLayout<AnchorSource>.size == 9)
    #expect(MemoryLayout<AnchorSource?>.size == 9)
    let (a, b) = (View(), View())
    let offset = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
    guard case .offset(let from, let to) = offset.source else {
      Issue.record("expected an offset source")
      return
    }
    #expect(from.item === a)
    #expect(to.item === b)
    #expect(offset.item === b)
  }
}
