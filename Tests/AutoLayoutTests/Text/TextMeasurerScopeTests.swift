import AutoLayout
import Foundation
import Testing
import _AutoLayoutTestSupport

@Suite("The text measurer comes from the hierarchy, not from the process")
struct TextMeasurerScopeTests {
  /// A window with one label of "Hello" at 10 points, pinned to the top leading corner.
  static func labelWidth(measuredBy measurer: (any TextMeasuring)?) -> CGFloat {
    let window = makeWindow()
    window.textMeasurer = measurer
    let label = addView(Label(text: "Hello"), to: window) as! Label
    label.font = .systemFont(ofSize: 10)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      label.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    window.layoutIfNeeded()
    return label.frame.width
  }

  @Test("two hierarchies with different measurers lay out concurrently, each with its own")
  func concurrentHierarchies() async {
    async let fixed = (0..<200).map { _ in Self.labelWidth(measuredBy: FixedAdvanceTextMeasurer()) }
    async let estimated = (0..<200).map { _ in Self.labelWidth(measuredBy: nil) }
    let (a, b) = await (fixed, estimated)
    #expect(Set(a) == [50])  // 5 characters × 1 em
    #expect(Set(b) == [30])  // 5 characters × 0.6 em (EstimatingTextMeasurer)
  }

  @Test(
    "without a font file, lines have San Francisco's height: a 17-point label is UIKit's 20.5 at 2×, 20.33 at 3×"
  )
  func estimatedLineHeights() {
    for (scale, size, height) in [
      (2.0, 17.0, 20.5), (3.0, 17.0, 20 + 1.0 / 3), (2.0, 12.0, 14.5), (2.0, 34.0, 41),
    ] {
      let window = Window(size: CGSize(width: 320, height: 480), scale: CGFloat(scale))
      let label = Label(text: "Hello")
      label.font = .systemFont(ofSize: CGFloat(size))
      window.addSubview(label)
      #expect(label.effectiveTextMeasurer is EstimatingTextMeasurer)
      #expect(abs(label.intrinsicContentSize.height - CGFloat(height)) < 1e-9, "\(size) points at \(scale)×")
    }
  }

  @Test("a subview measures with the nearest measurer set on it or an ancestor")
  func nearestMeasurer() {
    let root = View()
    let container = View()
    let label = Label(text: "Hi")
    root.addSubview(container)
    container.addSubview(label)
    #expect(label.effectiveTextMeasurer is EstimatingTextMeasurer)
    root.textMeasurer = FixedAdvanceTextMeasurer()
    #expect(label.effectiveTextMeasurer is FixedAdvanceTextMeasurer)
    container.textMeasurer = EstimatingTextMeasurer()
    #expect(label.effectiveTextMeasurer is EstimatingTextMeasurer)
  }

  @Test("activation order is per hierarchy: a joining subtree's constraints come after the host's")
  func activationOrderPerHierarchy() throws {
    // A card (frame and flexible width) with an inner view that fills it and wants 250 points.
    let card = View(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    card.autoresizingMask = [.flexibleWidth]
    let inner = addView(to: card)
    LayoutConstraint.activate([
      inner.leadingAnchor.constraint(equalTo: card.leadingAnchor),
      inner.trailingAnchor.constraint(equalTo: card.trailingAnchor),
      inner.topAnchor.constraint(equalTo: card.topAnchor),
      inner.heightAnchor.constraint(equalToConstant: 10),
    ])
    let wants250 = inner.widthAnchor.constraint(equalToConstant: 250)
    wants250.isActive = true
    // Later, in another hierarchy: a 200-point host (the card will be 100 + 200 = 300 wide in it).
    let window = makeWindow()
    for index in 0..<10 {  // the window has activated more constraints than the card
      let other = addView(to: window)
      LayoutConstraint.activate([
        other.widthAnchor.constraint(equalToConstant: 10), other.heightAnchor.constraint(equalToConstant: 10),
        other.topAnchor.constraint(equalTo: window.topAnchor, constant: 200),
        other.leftAnchor.constraint(equalTo: window.leftAnchor, constant: CGFloat(index * 20)),
      ])
    }
    let host = addView(to: window)
    let hostWidth = host.widthAnchor.constraint(equalToConstant: 200)
    LayoutConstraint.activate([
      hostWidth, host.heightAnchor.constraint(equalToConstant: 100),
      host.topAnchor.constraint(equalTo: window.topAnchor),
      host.leadingAnchor.constraint(equalTo: window.leadingAnchor),
    ])
    // The card joins: its constraints enter the window's engine now, after the host's, so the
    // conflict breaks the card's newest constraint, not the host's width.
    host.addSubview(card)
    window.layoutIfNeeded()
    let conflict = try #require(window.layoutConflicts.first)
    #expect(conflict.broken.layoutConstraint === wants250)
    #expect(host.frame.width == 200)
    #expect(inner.frame.width == 300)
  }

  @Test("a subtree taken out keeps its constraints' order; what it activates next comes after them")
  func activationOrderAfterRemoval() throws {
    let window = makeWindow()
    let host = addView(to: window)
    LayoutConstraint.activate([
      host.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      host.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    let inner = addView(to: host)
    let wants50 = inner.widthAnchor.constraint(equalToConstant: 50)
    LayoutConstraint.activate([
      wants50, inner.heightAnchor.constraint(equalToConstant: 10),
      inner.leadingAnchor.constraint(equalTo: host.leadingAnchor),
      inner.trailingAnchor.constraint(equalTo: host.trailingAnchor),
      inner.topAnchor.constraint(equalTo: host.topAnchor),
      inner.bottomAnchor.constraint(equalTo: host.bottomAnchor),
    ])
    window.layoutIfNeeded()
    // Out of the window: the host is a root now, and the constraints inside it stay.
    host.removeFromSuperview()
    let wants80 = inner.widthAnchor.constraint(equalToConstant: 80)
    wants80.isActive = true
    host.layoutIfNeeded()
    // The newest of the two conflicting widths is the one broken, in the host and back in the window.
    #expect(host.layoutConflicts.first?.broken.layoutConstraint === wants80)
    #expect(inner.frame.width == 50)
    window.addSubview(host)
    LayoutConstraint.activate([
      host.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      host.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    window.layoutIfNeeded()
    let conflict = try #require(window.layoutConflicts.first)
    #expect(conflict.broken.layoutConstraint === wants80)
    #expect(inner.frame.width == 50)
  }
}
