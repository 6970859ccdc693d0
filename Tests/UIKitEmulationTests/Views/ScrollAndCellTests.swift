import AutoLayout
import Foundation
import Testing
import UIKitEmulation
import _AutoLayoutTestSupport

@Suite("Scroll views, self-sizing cells, disappearing views (seed 001)")
struct ScrollAndCellTests {
  /// Top, leading, bottom and trailing of `view` equal to `other`'s (SnapKit's `make.edges`).
  func edges(of view: View, equalTo other: View) -> [LayoutConstraint] {
    [
      view.topAnchor.constraint(equalTo: other.topAnchor),
      view.leadingAnchor.constraint(equalTo: other.leadingAnchor),
      view.bottomAnchor.constraint(equalTo: other.bottomAnchor),
      view.trailingAnchor.constraint(equalTo: other.trailingAnchor),
    ]
  }

  @Test("10 rows of 25, 50 … 250 define a content height of 1,375 (edges to the scroll view)")
  func rowsDefineContent() {
    let window = makeWindow(320, 480)
    let scrollView = addView(ScrollView(), to: window) as! ScrollView
    LayoutConstraint.activate([
      scrollView.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      scrollView.topAnchor.constraint(equalTo: window.topAnchor),
      scrollView.bottomAnchor.constraint(equalTo: window.bottomAnchor),
    ])
    let contentView = addView(to: scrollView)
    // make.edges.equalTo(scrollView); make.width.equalTo(scrollView)
    LayoutConstraint.activate(
      edges(of: contentView, equalTo: scrollView) + [
        contentView.widthAnchor.constraint(equalTo: scrollView.widthAnchor)
      ])
    var lastView: View?
    var height: CGFloat = 25
    var rows: [View] = []
    for _ in 0..<10 {
      let view = addView(to: contentView)
      LayoutConstraint.activate([
        lastView.map { view.topAnchor.constraint(equalTo: $0.bottomAnchor) }
          ?? view.topAnchor.constraint(equalTo: contentView.topAnchor),
        view.leftAnchor.constraint(equalTo: contentView.leftAnchor),
        view.widthAnchor.constraint(equalTo: contentView.widthAnchor),
        view.heightAnchor.constraint(equalToConstant: height),
      ])
      height += 25
      lastView = view
      rows.append(view)
    }
    contentView.bottomAnchor.constraint(equalTo: lastView!.bottomAnchor).isActive = true
    window.layoutIfNeeded()
    #expect(scrollView.frame == rect(0, 0, 320, 480))
    #expect(scrollView.contentSize == CGSize(width: 320, height: 1375))
    #expect(contentView.frame == rect(0, 0, 320, 1375))
    #expect(rows[9].frame == rect(0, 1125, 320, 250))
    scrollView.contentOffset = CGPoint(x: 0, y: 500)
    #expect(rows[9].frame.minY == 1125)  // scrolling moves bounds, not frames
  }

  /// The engine skips the scroll-view rule for a hierarchy without scroll views: one added after a
  /// first layout is a structural change, so its content's edges still mean the content area.
  @Test("a scroll view added after a first layout without one: edges to it still mean its content")
  func scrollViewAddedLater() {
    let window = makeWindow(320, 480)
    let header = addView(to: window)
    LayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: window.topAnchor),
      header.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      header.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      header.heightAnchor.constraint(equalToConstant: 80),
    ])
    window.layoutIfNeeded()
    let scrollView = addView(ScrollView(), to: window) as! ScrollView
    let content = addView(to: scrollView)
    LayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: header.bottomAnchor),
      scrollView.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: window.bottomAnchor),
    ])
    LayoutConstraint.activate(
      edges(of: content, equalTo: scrollView) + [
        content.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
        content.heightAnchor.constraint(equalToConstant: 1000),
      ])
    window.layoutIfNeeded()
    #expect(scrollView.frame == rect(0, 80, 320, 400))
    // The content is 1,000 tall inside a 400-point frame: its edges are the content area's.
    #expect(content.frame == rect(0, 0, 320, 1000))
    #expect(scrollView.contentSize == CGSize(width: 320, height: 1000))
  }

  @Test("the same with contentLayoutGuide and frameLayoutGuide; a content size set by hand")
  func guides() {
    let window = makeWindow(320, 480)
    window.windowSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    let scroll = ScrollView(frame: rect(0, 0, 320, 480))
    window.addSubview(scroll)
    let content = addView(to: scroll)
    LayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
      content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
      content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
      content.heightAnchor.constraint(equalToConstant: 900),
    ])
    // A badge 8 below the scroll view's safe-area top, a bar on its frame's top: both in its
    // bounds, which start at the content offset (-20: the content starts below the status bar),
    // so they stay on screen while the content scrolls.
    let badge = addView(SizedView(20, 20), to: scroll)
    let bar = addView(SizedView(320, 4), to: scroll)
    LayoutConstraint.activate([
      badge.topAnchor.constraint(equalTo: scroll.safeAreaLayoutGuide.topAnchor, constant: 8),
      badge.leadingAnchor.constraint(equalTo: scroll.safeAreaLayoutGuide.leadingAnchor, constant: 8),
      bar.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor),
      bar.leadingAnchor.constraint(equalTo: scroll.frameLayoutGuide.leadingAnchor),
    ])
    window.layoutIfNeeded()
    #expect(scroll.contentSize == CGSize(width: 320, height: 900))
    #expect(scroll.contentOffset == CGPoint(x: 0, y: -20))
    #expect(scroll.frameLayoutGuide.layoutFrame == rect(0, -20, 320, 480))
    #expect(scroll.safeAreaLayoutGuide.layoutFrame == rect(0, 0, 320, 460))
    #expect(badge.frame == rect(8, 8, 20, 20))
    #expect(bar.frame == rect(0, -20, 320, 4))
    scroll.contentInset = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    #expect(scroll.adjustedContentInset.top == 30)
    let empty = ScrollView(frame: rect(0, 0, 100, 100))
    window.addSubview(empty)
    empty.contentSize = CGSize(width: 100, height: 640)
    window.layoutIfNeeded()
    #expect(empty.contentSize == CGSize(width: 100, height: 640))
  }

  /// Seed 001's cell: image, one-line name, multi-line content, company; the height comes from
  /// the constraints (labels stand in with fixed intrinsic sizes).
  func makeCell(contentHeight: CGFloat) -> TableViewCell {
    let cell = TableViewCell()
    let contentView = cell.contentView
    let cellImageView = addView(SizedView(60, 60), to: contentView)
    let nameLabel = addView(SizedView(120, 20), to: contentView)
    let contentLabel = addView(SizedView(200, contentHeight), to: contentView)
    let companyLabel = addView(SizedView(100, 17), to: contentView)
    activateSeed001CellConstraints(
      image: cellImageView, name: nameLabel, content: contentLabel, company: companyLabel, in: contentView)
    return cell
  }

  @Test("a cell's height comes from its constraints at a fixed width")
  func cellHeight() {
    #expect(makeCell(contentHeight: 40).height(forWidth: 375) == CGFloat(10 + 20 + 6 + 40 + 6 + 17 + 10))
    // The labels hug vertically at required priority, so a short content makes the cell 74 high
    // and the image (compression resistance 750) gives way.
    #expect(makeCell(contentHeight: 5).height(forWidth: 375) == CGFloat(74))
  }

  @Test("a table stacks self-sizing cells; estimated heights become measured ones")
  func table() {
    let window = makeWindow(375, 667)
    let cells = [40, 5, 100].map { makeCell(contentHeight: CGFloat($0)) }
    let table = TableView(cells: cells)
    table.estimatedRowHeight = 60
    #expect(table.rowHeights == [44, 44, 44])  // estimated (the default) until measured
    table.frame = window.bounds
    window.addSubview(table)
    // The cells join the table at their estimated frames when it lays them out, never at 0 × 0:
    // the labels that hug at required priority conflict with nothing.
    #expect(table.subviews.allSatisfy { !($0 is TableViewCell) })
    let log = LockedBox()
    LayoutLog.withHandler({ log.append($0) }) { window.layoutIfNeeded() }
    #expect(log.text.isEmpty, "\(log.text)")
    #expect(table.rowHeights == [109, 74, 169])
    #expect(cells[1].frame == rect(0, 109, 375, 74))
    #expect(cells[2].contentView.frame == rect(0, 0, 375, 169))
    #expect(table.contentSize == CGSize(width: 375, height: 352))
    // The content of a cell is laid out in its final frame.
    let image = cells[0].contentView.subviews[0]
    #expect(image.frame == rect(10, 24.5, 60, 60))
  }

  @Test("the middle view disappears and the bottom one moves up (priority-high constraint)")
  func middleDisappears() {
    let window = makeWindow(320, 480)
    let topView = addView(to: window)
    let midView = addView(to: window)
    let bottomView = addView(to: window)
    let high = bottomView.topAnchor.constraint(equalTo: topView.bottomAnchor, constant: 50)
    high.priority = .defaultHigh
    LayoutConstraint.activate([
      topView.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
      topView.centerXAnchor.constraint(equalTo: window.centerXAnchor),
      topView.widthAnchor.constraint(equalToConstant: 50),
      topView.heightAnchor.constraint(equalToConstant: 50),
      midView.topAnchor.constraint(equalTo: topView.bottomAnchor, constant: 50),
      midView.centerXAnchor.constraint(equalTo: window.centerXAnchor),
      midView.widthAnchor.constraint(equalTo: topView.widthAnchor),
      midView.heightAnchor.constraint(equalTo: topView.heightAnchor),
      bottomView.widthAnchor.constraint(equalTo: topView.widthAnchor),
      bottomView.heightAnchor.constraint(equalTo: topView.heightAnchor),
      bottomView.centerXAnchor.constraint(equalTo: window.centerXAnchor),
      bottomView.topAnchor.constraint(equalTo: midView.bottomAnchor, constant: 50),
      high,
    ])
    window.layoutIfNeeded()
    #expect(bottomView.frame == rect(135, 300, 50, 50))
    midView.removeFromSuperview()
    window.layoutIfNeeded()
    #expect(bottomView.frame == rect(135, 200, 50, 50))
  }

  @Test(
    "a scroll view's edges are its content's, its centre is its frame's: a centred view takes the frame's width"
  )
  func centreInScrollViewIsTheFrame() {
    for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
      let window = makeWindow(375, 667, direction: direction)
      let scroll = addView(ScrollView(), to: window) as! ScrollView
      let stack = addView(to: scroll)
      LayoutConstraint.activate([
        scroll.topAnchor.constraint(equalTo: window.topAnchor),
        scroll.bottomAnchor.constraint(equalTo: window.bottomAnchor),
        scroll.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        scroll.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        stack.leadingAnchor.constraint(equalTo: scroll.leadingAnchor, constant: 20),
        scroll.trailingAnchor.constraint(equalTo: stack.trailingAnchor, constant: 20),
        stack.centerXAnchor.constraint(equalTo: scroll.centerXAnchor),
        stack.topAnchor.constraint(equalTo: scroll.topAnchor, constant: 20),
        scroll.bottomAnchor.constraint(equalTo: stack.bottomAnchor),
        stack.heightAnchor.constraint(equalToConstant: 900),
      ])
      window.layoutIfNeeded()
      #expect(stack.frame == rect(20, 20, 335, 900), "\(direction)")
      #expect(scroll.contentLayoutGuide.layoutFrame.size == CGSize(width: 375, height: 920), "\(direction)")
      #expect(!window.hasAmbiguousLayout, "\(direction)")
    }
  }
}
