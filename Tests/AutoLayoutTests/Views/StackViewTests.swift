import AutoLayout
import Foundation
import Testing
import _AutoLayoutTestSupport

/// Expected frames computed by hand from the stack's rules (see each case), run both directions.
@Suite("StackView")
struct StackViewTests {
  /// The three views most cases arrange.
  static let threeSizes = [
    CGSize(width: 40, height: 20), CGSize(width: 60, height: 30), CGSize(width: 50, height: 40),
  ]

  static let distributions: [StackView.Distribution] = [
    .fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering,
  ]

  /// Start positions and lengths along the axis for intrinsic lengths `sizes` in `length` with
  /// spacing 10 (the last view hugs less, so it takes the slack under `.fill`).
  static func along(_ distribution: StackView.Distribution, sizes: [CGFloat], length: CGFloat)
    -> [(CGFloat, CGFloat)]
  {
    let gaps: CGFloat = 10 * CGFloat(sizes.count - 1)
    let total = sizes.reduce(0, +)
    var lengths = sizes
    switch distribution {
    case .fill: lengths[lengths.count - 1] += length - total - gaps
    case .fillEqually: lengths = sizes.map { _ in (length - gaps) / CGFloat(sizes.count) }
    case .fillProportionally: lengths = sizes.map { (length - gaps) * $0 / total }
    case .equalSpacing, .equalCentering, .gravityAreas: break
    }
    var result: [(CGFloat, CGFloat)] = []
    switch distribution {
    case .equalSpacing:
      let gap = (length - total) / CGFloat(sizes.count - 1)
      var x: CGFloat = 0
      for size in sizes {
        result.append((x, size))
        x += size + gap
      }
    case .equalCentering:
      let first = sizes[0] / 2
      let last = length - sizes[sizes.count - 1] / 2
      let step = (last - first) / CGFloat(sizes.count - 1)
      for (i, size) in sizes.enumerated() { result.append((first + step * CGFloat(i) - size / 2, size)) }
    default:
      var x: CGFloat = 0
      for l in lengths {
        result.append((x, l))
        x += l + 10
      }
    }
    return result
  }

  static func snapped(_ start: CGFloat, _ length: CGFloat) -> (CGFloat, CGFloat) {
    let a = snapToPixels(start, scale: 2)
    return (a, snapToPixels(start + length, scale: 2) - a)
  }

  func makeStack(
    axis: LayoutConstraint.Axis, direction: UserInterfaceLayoutDirection, sizes: [CGSize],
    baselines: [CGFloat] = []
  ) -> (Window, StackView, [View]) {
    let window = makeWindow(400, 400, direction: direction)
    let views: [View] = sizes.enumerated().map { i, size in
      baselines.isEmpty
        ? SizedView(size.width, size.height)
        : TextLike(size.width, size.height, baselineFromBottom: baselines[i])
    }
    let stack = StackView(arrangedSubviews: views)
    stack.axis = axis
    stack.spacing = 10
    views.last!.setContentHuggingPriority(.defaultLow - 1, for: axis)
    addView(stack, to: window)
    let horizontal = axis == .horizontal
    LayoutConstraint.activate([
      stack.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 10),
      stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
      stack.widthAnchor.constraint(equalToConstant: horizontal ? 300 : 100),
      stack.heightAnchor.constraint(equalToConstant: horizontal ? 100 : 300),
    ])
    return (window, stack, views)
  }

  @Test(
    "horizontal: every distribution × alignment, both directions",
    arguments: distributions,
    [StackView.Alignment.fill, .top, .center, .bottom, .firstBaseline])
  func horizontal(distribution: StackView.Distribution, alignment: StackView.Alignment) {
    for direction in bothDirections {
      let sizes = Self.threeSizes
      let (window, stack, views) = makeStack(
        axis: .horizontal, direction: direction, sizes: sizes,
        baselines: alignment == .firstBaseline ? [4, 6, 8] : [])
      stack.distribution = distribution
      stack.alignment = alignment
      window.layoutIfNeeded()
      let xs = Self.along(distribution, sizes: sizes.map(\.width), length: 300)
      for (i, view) in views.enumerated() {
        var (x, w) = xs[i]
        if direction == .rightToLeft { x = 300 - x - w }
        let (sx, sw) = Self.snapped(x, w)
        let h = sizes[i].height
        let y: CGFloat
        switch alignment {
        case .fill: y = 0
        case .top: y = 0
        case .center: y = (100 - h) / 2
        case .bottom: y = 100 - h
        default: y = [16, 8, 0][i]  // first baselines at 32 (the tallest offset)
        }
        let expected = CGRect(x: sx, y: y, width: sw, height: alignment == .fill ? 100 : h)
        #expect(view.frame == expected, "\(direction) view \(i)")
      }
    }
  }

  @Test(
    "vertical: every distribution × alignment, both directions",
    arguments: distributions, [StackView.Alignment.fill, .leading, .center, .trailing])
  func vertical(distribution: StackView.Distribution, alignment: StackView.Alignment) {
    for direction in bothDirections {
      let sizes = Self.threeSizes
      let (window, stack, views) = makeStack(axis: .vertical, direction: direction, sizes: sizes)
      stack.distribution = distribution
      stack.alignment = alignment
      window.layoutIfNeeded()
      let ys = Self.along(distribution, sizes: sizes.map(\.height), length: 300)
      for (i, view) in views.enumerated() {
        let (sy, sh) = Self.snapped(ys[i].0, ys[i].1)
        let w = sizes[i].width
        var x: CGFloat
        switch alignment {
        case .fill: x = 0
        case .leading: x = 0
        case .center: x = (100 - w) / 2
        default: x = 100 - w
        }
        let width = alignment == .fill ? 100 : w
        if direction == .rightToLeft { x = 100 - x - width }
        #expect(view.frame == CGRect(x: x, y: sy, width: width, height: sh), "\(direction) view \(i)")
      }
    }
  }

  @Test("hidden views collapse; custom spacing; spacing after a hidden view is skipped")
  func hiddenAndCustomSpacing() {
    let (window, stack, views) = makeStack(
      axis: .horizontal, direction: .leftToRight,
      sizes: Self.threeSizes)
    stack.alignment = .top
    stack.distribution = .equalSpacing
    window.layoutIfNeeded()
    views[1].isHidden = true
    window.layoutIfNeeded()
    #expect(views[0].frame == rect(0, 0, 40, 20))
    #expect(views[1].frame.width == 0)
    #expect(views[2].frame == rect(250, 0, 50, 40))
    views[1].isHidden = false
    stack.distribution = .fill
    stack.setCustomSpacing(30, after: views[0])
    #expect(stack.customSpacing(after: views[0]) == 30)
    #expect(stack.customSpacing(after: views[1]) == StackView.spacingUseDefault)
    window.layoutIfNeeded()
    #expect(views[1].frame.minX == 70)
    stack.setCustomSpacing(StackView.spacingUseSystem, after: views[0])
    window.layoutIfNeeded()
    #expect(views[1].frame.minX == 48)
  }

  @Test(
    "equal spacing and equal centring hug along the axis: a stack nothing sizes is as short as its views and gaps"
  )
  func equalSpacingHugsAlongTheAxis() {
    for distribution in [StackView.Distribution.equalSpacing, .equalCentering] {
      let window = makeWindow()
      let stack = StackView(arrangedSubviews: [SizedView(40, 20), SizedView(60, 20), SizedView(20, 20)])
      stack.distribution = distribution
      stack.spacing = 10
      addView(stack, to: window)
      // Centred, and inside the window: its width is free between 0 and 300.
      LayoutConstraint.activate([
        stack.centerXAnchor.constraint(equalTo: window.centerXAnchor),
        stack.leadingAnchor.constraint(greaterThanOrEqualTo: window.leadingAnchor),
        stack.topAnchor.constraint(equalTo: window.topAnchor),
      ])
      window.layoutIfNeeded()
      // Equal spacing: 40 + 10 + 60 + 10 + 20. Equal centring: the centres 60 apart at least
      // (the wider pair needs 20 + 10 + 30), so 20 + 60 + 60 + 10.
      let expected: CGFloat = distribution == .equalSpacing ? 140 : 150
      #expect(stack.frame.width == expected, "\(distribution)")
      #expect(
        stack.constraints.contains {
          $0.identifier == "UISV-canvas-fit" && $0.priority == LayoutPriority(49)
        },
        "\(distribution)")
    }
  }

  @Test("a stack sizes itself from its views: no intrinsic size of its own, nested stacks")
  func selfSizing() {
    let window = makeWindow()
    let inner = StackView(arrangedSubviews: [SizedView(30, 10), SizedView(30, 20)])
    inner.axis = .vertical
    inner.spacing = 4
    let outer = StackView(arrangedSubviews: [SizedView(50, 50), inner])
    outer.spacing = 8
    outer.alignment = .center
    outer.isLayoutMarginsRelativeArrangement = true
    outer.layoutMargins = EdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
    addView(outer, to: window)
    LayoutConstraint.activate([
      outer.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      outer.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    window.layoutIfNeeded()
    #expect(outer.intrinsicContentSize.width == View.noIntrinsicMetric)
    #expect(outer.frame == rect(0, 0, 5 + 50 + 8 + 30 + 5, 5 + 50 + 5))
    #expect(inner.frame == rect(63, 13, 30, 34))  // centred: 5 + (50 − 34) / 2
  }

  @Test("removeArrangedSubview keeps the subview; the generated constraints carry UIKit's identifiers")
  func arrangedSubviewsAndIdentifiers() {
    let (window, stack, views) = makeStack(
      axis: .horizontal, direction: .leftToRight,
      sizes: [CGSize(width: 40, height: 20), CGSize(width: 60, height: 30)])
    stack.distribution = .fillEqually
    window.layoutIfNeeded()
    let identifiers = Set(stack.constraints.compactMap(\.identifier))
    #expect(identifiers.isSuperset(of: ["UISV-canvas-connection", "UISV-spacing", "UISV-fill-equally"]))
    stack.removeArrangedSubview(views[1])
    #expect(views[1].superview === stack)
    #expect(stack.arrangedSubviews.count == 1)
    window.layoutIfNeeded()
    #expect(views[0].frame.width == 300)
  }

  @Test("the generated constraints are held where activating them puts them, and go on an update")
  func generatedConstraintHolders() {
    let (window, stack, views) = makeStack(
      axis: .horizontal, direction: .leftToRight,
      sizes: Self.threeSizes)
    stack.distribution = .equalSpacing
    stack.isLayoutMarginsRelativeArrangement = true
    views[1].isHidden = true
    window.layoutIfNeeded()
    func generated() -> [LayoutConstraint] {
      ([stack] + views).flatMap(\.constraints).filter { $0.identifier?.hasPrefix("UISV-") == true }
    }
    let first = generated()
    #expect(!first.isEmpty)
    // Each one where activating it alone would put it: the closest common ancestor of its items
    // (the stack, or the hidden view for its own zero width).
    for constraint in first {
      let holder = ([stack] + views).first { $0.constraints.contains { $0 === constraint } }
      let items = [constraint.firstItem, constraint.secondItem].compactMap { $0 }
      let expected: View? =
        items.count == 1 ? (items[0] as? View ?? (items[0] as? LayoutGuide)?.owningView) : stack
      #expect(holder === expected, "\(constraint)")
    }
    #expect(
      first.contains { $0.identifier == "UISV-hiding" && $0.firstItem === views[1] && $0.secondItem == nil })
    // Made again on an update: the old ones are gone from every holder, none is held twice.
    stack.distribution = .fill
    window.layoutIfNeeded()
    let second = generated()
    #expect(!second.contains { old in first.contains { $0 === old } })
    #expect(first.allSatisfy { !$0.isActive })
    #expect(Set(second.map(ObjectIdentifier.init)).count == second.count)
    #expect(views[0].frame.minX == 8 && views[2].frame.maxX == 292)  // inside the 8-point margins
  }

  @Test("an optional distribution (NSStackView's \"as much as possible\") gives way to required widths")
  func optionalDistribution() {
    func layout(distributionPriority: LayoutPriority) -> (Window, [View], StackView) {
      let window = makeWindow()
      let icons = [20, 16, 16].map { width -> View in
        let icon = View()
        icon.widthAnchor.constraint(equalToConstant: CGFloat(width)).isActive = true
        icon.heightAnchor.constraint(equalToConstant: 16).isActive = true
        return icon
      }
      let stack = StackView(arrangedSubviews: icons)
      stack.distribution = .fillEqually
      stack.distributionPriority = distributionPriority
      stack.spacing = 16
      stack.alignment = .center
      addView(stack, to: window)
      stack.leadingAnchor.constraint(equalTo: window.leadingAnchor).isActive = true
      stack.topAnchor.constraint(equalTo: window.topAnchor).isActive = true
      LayoutLog.withHandler({ _ in }) { window.layoutIfNeeded() }
      return (window, icons, stack)
    }
    // Required (UIKit): the equal widths conflict with the fixed ones; one of them is broken.
    #expect(!layout(distributionPriority: .required).0.layoutConflicts.isEmpty)
    let (window, icons, stack) = layout(distributionPriority: LayoutPriority(500))
    #expect(window.layoutConflicts.isEmpty)
    #expect(icons.map(\.frame.minX) == [0, 36, 68])
    #expect(icons.map(\.frame.width) == [20, 16, 16])
    #expect(stack.frame.width == 84)
  }

  @Test("baseline-relative vertical arrangement")
  func baselineRelative() {
    let window = makeWindow()
    let title = TextLike(100, 30, baselineFromBottom: 6)
    let subtitle = TextLike(80, 20, baselineFromBottom: 4)
    let stack = StackView(arrangedSubviews: [title, subtitle])
    stack.axis = .vertical
    stack.alignment = .leading
    stack.spacing = 20
    stack.isBaselineRelativeArrangement = true
    addView(stack, to: window)
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      stack.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    window.layoutIfNeeded()
    // Title baseline at 24; subtitle's first baseline (top + 16) 20 lower: top 28.
    #expect(subtitle.frame.minY == 28)
  }
}

@Suite("StackView with AppKit's hugging across the axis")
struct StackViewAcrossHuggingTests {
  /// A 300-point-wide vertical stack aligned leading: a view without a size, then a 100-point label.
  func layout(hugging: LayoutPriority?, direction: UserInterfaceLayoutDirection) -> (
    free: CGRect, label: CGRect
  ) {
    let window = Window(size: CGSize(width: 400, height: 300), scale: 1, layoutDirection: direction)
    let free = View()
    free.heightAnchor.constraint(equalToConstant: 20).isActive = true
    let label = SizedView(100, 17)
    label.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
    let stack = StackView(arrangedSubviews: [free, label])
    stack.axis = .vertical
    stack.alignment = .leading
    stack.spacing = 8
    stack.acrossHuggingPriority = hugging
    stack.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(stack)
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
      stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
      stack.widthAnchor.constraint(equalToConstant: 300),
    ])
    window.layoutIfNeeded()
    return (free.frame, label.frame)
  }

  @Test(
    "NSStackView stretches a view without a size to the stack and leaves a hugging label alone, LTR and RTL")
  func appKit() {
    let ltr = layout(hugging: .defaultLow, direction: .leftToRight)
    #expect(ltr.free == CGRect(x: 0, y: 0, width: 300, height: 20))
    #expect(ltr.label == CGRect(x: 0, y: 28, width: 100, height: 17))
    let rtl = layout(hugging: .defaultLow, direction: .rightToLeft)
    #expect(rtl.free == CGRect(x: 0, y: 0, width: 300, height: 20))
    #expect(rtl.label == CGRect(x: 200, y: 28, width: 100, height: 17))
  }

  @Test("UIStackView (no across hugging) gives the view without a size no width")
  func uiKit() {
    let ltr = layout(hugging: nil, direction: .leftToRight)
    #expect(ltr.free.width == 0)
    #expect(ltr.label == CGRect(x: 0, y: 28, width: 100, height: 17))
  }
}
