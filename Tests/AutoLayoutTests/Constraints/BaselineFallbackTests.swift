import Foundation
import Testing
import _AutoLayoutTestSupport

@testable import AutoLayout

@Suite("Baselines of views without text")
struct BaselineFallbackTests {
  @Test("a view without text: its first baseline is its top edge, its last baseline its bottom edge")
  func topAndBottom() {
    // Apple, UIView.forFirstBaselineLayout: "If that view does not have a baseline, Auto Layout
    // uses the view's top edge"; forLastBaselineLayout: "… the view's bottom edge".
    let window = Window(size: CGSize(width: 320, height: 400))
    let (table, below, above) = (View(), View(), View())
    for view in [table, below, above] {
      view.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(view)
    }
    LayoutConstraint.activate([
      table.topAnchor.constraint(equalTo: window.topAnchor, constant: 60),
      table.heightAnchor.constraint(equalToConstant: 200),
      below.heightAnchor.constraint(equalToConstant: 10),
      above.heightAnchor.constraint(equalToConstant: 10),
      // below's first baseline (its top) 14 under table's first baseline (its top) …
      below.firstBaselineAnchor.constraint(equalTo: table.firstBaselineAnchor, constant: 14),
      // … above's last baseline (its bottom) on table's last baseline (its bottom).
      above.lastBaselineAnchor.constraint(equalTo: table.lastBaselineAnchor),
    ])
    for view in [table, below, above] {
      view.leadingAnchor.constraint(equalTo: window.leadingAnchor).isActive = true
      view.widthAnchor.constraint(equalToConstant: 100).isActive = true
    }
    window.layoutIfNeeded()
    #expect(table.frame.minY == 60)
    #expect(below.frame.minY == 74)
    #expect(above.frame.maxY == 260)
  }

  @Test("a label's baselines are its text's, whatever the view around it")
  func labelKeepsItsText() {
    let window = Window(size: CGSize(width: 320, height: 400))
    let (box, label) = (View(), Label())
    label.text = "Title"
    for view in [box, label] {
      view.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(view)
    }
    LayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
      box.heightAnchor.constraint(equalToConstant: 40),
      box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      box.widthAnchor.constraint(equalToConstant: 40),
      label.leadingAnchor.constraint(equalTo: box.trailingAnchor, constant: 8),
      label.firstBaselineAnchor.constraint(equalTo: box.firstBaselineAnchor),
    ])
    window.layoutIfNeeded()
    let offset = label.firstBaselineOffsetFromTop ?? -1
    #expect(offset > 0)
    // The label's baseline, not its top or bottom, on the box's top edge.
    #expect(abs(label.frame.minY + offset - 100) <= 0.5)
  }
}
