import AutoLayout
import Foundation
import LayoutRendering
import Testing

@Suite("LayoutDiff: two versions of a hierarchy compared")
struct LayoutDiffTests {
  /// A version: a box pinned 20 from the top-left with a size, and optionally a badge beside it.
  func version(width: CGFloat, badge: Bool, spacing: CGFloat = 8) -> (LayoutDiff.Version, [View]) {
    let (window, views) = scene(badge ? ["box", "badge"] : ["box"])
    let box = views[0]
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
      box.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
      box.widthAnchor.constraint(equalToConstant: width),
      box.heightAnchor.constraint(equalToConstant: 40),
    ])
    if badge {
      let mark = views[1]
      LayoutConstraint.activate([
        mark.leadingAnchor.constraint(equalTo: box.trailingAnchor, constant: spacing),
        mark.topAnchor.constraint(equalTo: box.topAnchor),
        mark.widthAnchor.constraint(equalToConstant: 10),
        mark.heightAnchor.constraint(equalToConstant: 10),
      ])
    }
    window.layoutIfNeeded()
    let keys = views.map { ($0, $0.layoutName ?? "?") }
    return (LayoutDiff.Version(picture: LayoutPicture(root: window), keys: keys), views)
  }

  @Test("a removed view and its constraints: listed, drawn in crimson on the old picture")
  func removed() throws {
    let (old, oldViews) = version(width: 100, badge: true)
    let (new, _) = version(width: 100, badge: false)
    let diff = LayoutDiff(old: old, new: new)
    #expect(!diff.isEmpty)
    #expect(diff.viewChanges == [LayoutDiff.Change(kind: .removed, subject: "badge", detail: "")])
    #expect(diff.constraintChanges.count == 4)
    #expect(diff.constraintChanges.allSatisfy { $0.kind == .removed })
    #expect(diff.constraintChanges.map(\.subject).contains("badge.leading == box.trailing + 8"))
    #expect(diff.summary == "badge removed; 4 constraints removed")
    let (before, after) = diff.pictures()
    #expect(before?.highlight(of: oldViews[1]) == .removed)
    let svg = try #require(before?.svg())
    #expect(svg.contains("id=\"removed:badge\""))
    #expect(svg.contains("removed view or constraint"))
    #expect(after?.svg().contains("removed:") == false)
  }

  @Test("a resized view and a changed constant: one change each, on both pictures")
  func changed() throws {
    let (old, _) = version(width: 100, badge: true)
    let (new, newViews) = version(width: 140, badge: true, spacing: 12)
    let diff = LayoutDiff(old: old, new: new)
    #expect(
      diff.viewChanges == [
        LayoutDiff.Change(kind: .changed, subject: "box", detail: "width 100 → 140"),
        LayoutDiff.Change(kind: .changed, subject: "badge", detail: "moved (128, 20) → (172, 20)"),
      ])
    #expect(
      diff.constraintChanges.map(\.detail).sorted() == ["constant 100 → 140", "constant 8 → 12"])
    #expect(diff.summary == "box: width 100 → 140; badge: moved (128, 20) → (172, 20); 2 constraints changed")
    #expect(diff.pictures().new?.highlight(of: newViews[0]) == .changed)
  }

  @Test("the same layout: empty; a new layout: \"new\"")
  func unchanged() {
    let (a, _) = version(width: 100, badge: false)
    let (b, _) = version(width: 100, badge: false)
    #expect(LayoutDiff(old: a, new: b).isEmpty)
    #expect(LayoutDiff(old: a, new: b).summary == "no change")
    let added = LayoutDiff(old: nil, new: b)
    #expect(!added.isEmpty)
    #expect(added.summary == "new")
  }

  @Test(
    "a sub-point resize (Xcode's re-save rounding) comes after the real changes, counted apart, drawn light")
  func resaveNoise() throws {
    let (old, _) = version(width: 100, badge: true)
    // The box 0.33 wider (0.5 on the 2× pixel grid: what a re-save rounds anew) moves the badge by as much, and the
    // spacing to the badge changes for real.
    let (new, newViews) = version(width: 100.33, badge: true, spacing: 12)
    let diff = LayoutDiff(old: old, new: new)
    #expect(diff.viewChanges.map(\.subject) == ["badge", "box"])
    #expect(diff.viewChanges.map(\.isSubPoint) == [false, true])
    #expect(
      diff.summary
        == "badge: moved (128, 20) → (132.5, 20); 2 constraints changed; 1 view moved or resized by less than a point (re-save rounding)"
    )
    let (_, after) = diff.pictures()
    #expect(after?.highlight(of: newViews[0]) == .resaved)
    #expect(after?.highlight(of: newViews[1]) == .changed)
    let svg = try #require(after?.svg())
    #expect(svg.contains("id=\"resaved:box\"") && svg.contains("re-save rounding"))
    let markdown = LayoutDiff.markdown(title: "t", sections: [.init(title: "s", diff: diff)])
    let items = markdown.split(separator: "\n").filter { $0.hasPrefix("- ") }
    #expect(items.first?.hasPrefix("- changed view `badge`") == true)
    #expect(items.last == "- re-saved view `box`: width 100 → 100.5")
  }
}
