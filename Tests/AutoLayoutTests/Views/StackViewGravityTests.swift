import AutoLayout
import Foundation
import Testing
import _AutoLayoutTestSupport

/// NSStackView's gravity areas (`StackView.Distribution.gravityAreas`): expected frames worked out
/// from AppKit's documented rules (see each case), run left to right and right to left.
@Suite("StackView gravity areas")
struct StackViewGravityTests {
  /// A 300 × 40 stack at (20, 20), 8 points apart; `place` fills its areas. The views' frames.
  func layout(
    axis: LayoutConstraint.Axis = .horizontal, direction: UserInterfaceLayoutDirection,
    _ place: (StackView, [View]) -> Void, lengths: [CGFloat]
  ) -> [CGRect] {
    let window = Window(size: CGSize(width: 400, height: 400), scale: 1, layoutDirection: direction)
    let horizontal = axis == .horizontal
    let views = lengths.map { horizontal ? SizedView($0, 20) : SizedView(20, $0) as View }
    let stack = StackView()
    stack.axis = axis
    stack.distribution = .gravityAreas
    stack.alignment = .leading
    stack.spacing = 8
    stack.acrossHuggingPriority = .defaultLow
    place(stack, views)
    stack.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(stack)
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
      stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
      stack.widthAnchor.constraint(equalToConstant: horizontal ? 300 : 40),
      stack.heightAnchor.constraint(equalToConstant: horizontal ? 40 : 300),
    ])
    window.layoutIfNeeded()
    #expect(window.layoutConflicts.isEmpty)
    return views.map(\.frame)
  }

  /// Left-to-right x positions mirrored for right to left.
  func xs(_ ltr: [CGFloat], _ lengths: [CGFloat], _ direction: UserInterfaceLayoutDirection) -> [CGFloat] {
    direction == .leftToRight ? ltr : zip(ltr, lengths).map { 300 - $0 - $1 }
  }

  @Test("leading, centre and trailing areas: pinned to the edges, the centre centred, the gaps take the rest")
  func threeAreas() {
    let lengths: [CGFloat] = [40, 60, 50, 30]
    for direction in bothDirections {
      let frames = layout(
        direction: direction,
        { stack, v in
          stack.addView(v[2], in: .trailing)
          stack.addView(v[0], in: .leading)
          stack.addView(v[3], in: .trailing)
          stack.addView(v[1], in: .center)
        }, lengths: lengths)
      // Leading at 0; trailing packed on the right edge: 300 − 30 = 270, 270 − 8 − 50 = 212; the
      // centre view at (300 − 60) / 2 = 120. Every view keeps its length.
      #expect(frames.map(\.minX) == xs([0, 120, 212, 270], lengths, direction), "\(direction)")
      #expect(frames.map(\.width) == lengths)
      #expect(frames.allSatisfy { $0.minY == 0 && $0.height == 20 })
    }
  }

  @Test("the areas keep their order whatever order views are added in; views(in:) and gravity(of:)")
  func areaOrder() {
    let stack = StackView()
    let (a, b, c) = (View(), View(), View())
    stack.addView(c, in: .trailing)
    stack.addView(a, in: .leading)
    stack.addView(b, in: .center)
    #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [a, b, c].map(ObjectIdentifier.init))
    #expect(stack.views(in: .trailing).map(ObjectIdentifier.init) == [ObjectIdentifier(c)])
    #expect(stack.gravity(of: b) == .center)
    let d = View()
    stack.setViews([d], in: .center)
    #expect(stack.views(in: .center).map(ObjectIdentifier.init) == [ObjectIdentifier(d)])
    #expect(b.superview === stack && stack.gravity(of: b) == .leading)  // a subview, no longer arranged
    // An arranged view added without an area joins the area of the view before it.
    let e = View()
    stack.addArrangedSubview(e)
    #expect(stack.gravity(of: e) == .trailing)
  }

  @Test("views added as arranged subviews gravitate to the leading edge (NSStackView(views:))")
  func leadingOnly() {
    let lengths: [CGFloat] = [40, 60, 50]
    for direction in bothDirections {
      let frames = layout(
        direction: direction, { stack, v in v.forEach(stack.addArrangedSubview) }, lengths: lengths)
      #expect(frames.map(\.minX) == xs([0, 48, 116], lengths, direction), "\(direction)")
      #expect(frames.map(\.width) == lengths)
    }
  }

  @Test("a centre area pushed off centre by a long leading area keeps the required spacing")
  func centrePushed() {
    let lengths: [CGFloat] = [140, 60, 50]
    for direction in bothDirections {
      let frames = layout(
        direction: direction,
        { stack, v in
          stack.addView(v[0], in: .leading)
          stack.addView(v[1], in: .center)
          stack.addView(v[2], in: .trailing)
        }, lengths: lengths)
      // Centred would be 120; the leading view ends at 140, so the centre view starts at 148.
      #expect(frames.map(\.minX) == xs([0, 148, 250], lengths, direction), "\(direction)")
    }
  }

  @Test("vertical: top, centre and bottom areas")
  func vertical() {
    let lengths: [CGFloat] = [40, 60, 50]
    let frames = layout(
      axis: .vertical, direction: .leftToRight,
      { stack, v in
        stack.addView(v[0], in: .top)
        stack.addView(v[1], in: .center)
        stack.addView(v[2], in: .bottom)
      }, lengths: lengths)
    #expect(frames.map(\.minY) == [0, 120, 250])
    #expect(frames.map(\.height) == lengths)
  }

  @Test("the centre area's guide and the generated constraints carry AppKit-style identifiers")
  func identifiers() {
    let window = Window(size: CGSize(width: 400, height: 100), scale: 1)
    let stack = StackView()
    stack.distribution = .gravityAreas
    stack.addView(SizedView(40, 20), in: .center)
    stack.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(stack)
    stack.widthAnchor.constraint(equalToConstant: 300).isActive = true
    window.layoutIfNeeded()
    #expect(stack.layoutGuides.map(\.identifier) == ["NSSV-gravity"])
    let names = Set(stack.constraints.compactMap(\.identifier))
    #expect(names.isSuperset(of: ["NSSV-gravity", "UISV-canvas-connection"]))
  }
}
