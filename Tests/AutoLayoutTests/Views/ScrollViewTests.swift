import AutoLayout
import Foundation
import Testing

@Suite("The safe area of a scroll view's content")
struct ScrollViewContentSafeAreaTests {
  /// A 375 × 667 window with 64 points of bars above and 34 below, a full-screen scroll view, and
  /// two 75-point rows: one at the top of the content, one at its bottom edge.
  func layout(_ behavior: ScrollView.ContentInsetAdjustmentBehavior) -> (
    top: View, bottom: View, topInner: CGRect
  ) {
    let window = Window(
      size: CGSize(width: 375, height: 667), scale: 2,
      safeAreaInsets: EdgeInsets(top: 64, left: 0, bottom: 34, right: 0))
    let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    scroll.contentInsetAdjustmentBehavior = behavior
    window.addSubview(scroll)
    let top = View(frame: CGRect(x: 0, y: 24.5, width: 375, height: 75))
    let bottom = View(frame: CGRect(x: 0, y: 600, width: 375, height: 75))
    scroll.addSubview(top)
    scroll.addSubview(bottom)
    let inner = View()
    inner.translatesAutoresizingMaskIntoConstraints = false
    top.addSubview(inner)
    LayoutConstraint.activate([
      inner.topAnchor.constraint(equalTo: top.layoutMarginsGuide.topAnchor),
      inner.leadingAnchor.constraint(equalTo: top.leadingAnchor),
      inner.widthAnchor.constraint(equalToConstant: 10),
      inner.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    return (top, bottom, inner.frame)
  }

  @Test("a scroll view that adjusts its insets has taken the bars: its rows have no top or bottom inset")
  func adjusting() {
    let rows = layout(.automatic)
    #expect(rows.top.safeAreaInsets == .zero)
    #expect(rows.bottom.safeAreaInsets == .zero)
    #expect(rows.topInner == CGRect(x: 0, y: 8, width: 10, height: 10))
  }

  @Test("without adjustment the rows under the bars are inset where they overlap them")
  func never() {
    let rows = layout(.never)
    #expect(rows.top.safeAreaInsets == EdgeInsets(top: 39.5, left: 0, bottom: 0, right: 0))
    #expect(rows.bottom.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 42, right: 0))
    #expect(rows.topInner == CGRect(x: 0, y: 47.5, width: 10, height: 10))
  }
}
