import Foundation
import Testing
import UIKitEmulation
import _AutoLayoutTestSupport

@testable import AutoLayout

/// `systemLayoutSizeFitting` on the same view again (a table measuring its rows) reuses the last
/// engine while the hierarchy's structure is the same, and gives what a new engine gives.
@Suite("Self-sizing: the fitting engine is reused")
struct FittingEngineReuseTests {
  /// A cell: an avatar, a wrapping body label beside it, a button below.
  final class Cell {
    let root = View()
    let body = Label(text: "")
    let button = Button(title: "Reply")

    init() {
      root.textMeasurer = FixedAdvanceTextMeasurer()
      let avatar = addView(SizedView(40, 40), to: root)
      body.numberOfLines = 0
      for view in [body, button] as [View] {
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
      }
      LayoutConstraint.activate([
        avatar.widthAnchor.constraint(equalToConstant: 40),
        avatar.heightAnchor.constraint(equalToConstant: 40),
        avatar.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 12),
        avatar.topAnchor.constraint(equalTo: root.topAnchor, constant: 12),
        body.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 8),
        body.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -12),
        body.topAnchor.constraint(equalTo: root.topAnchor, constant: 12),
        button.leadingAnchor.constraint(equalTo: body.leadingAnchor),
        button.topAnchor.constraint(equalTo: body.bottomAnchor, constant: 8),
        root.bottomAnchor.constraint(equalTo: button.bottomAnchor, constant: 12),
        root.bottomAnchor.constraint(greaterThanOrEqualTo: avatar.bottomAnchor, constant: 12),
      ])
    }

    func height(for text: String, width: CGFloat) -> CGSize {
      body.text = text
      return root.systemLayoutSizeFitting(
        CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
    }
  }

  static let texts = [
    "Short.", "A somewhat longer message that wraps onto a second line at most widths.",
    String(repeating: "Many words in a long message ", count: 6), "", "One more line of text here.",
  ]

  @Test("fifty rows measured on one cell: the same sizes as a new cell per row, one engine")
  func reuse() {
    let reused = Cell()
    var engines: Set<ObjectIdentifier> = []
    for row in 0..<50 {
      let text = Self.texts[row % Self.texts.count]
      let width: CGFloat = [320, 375, 414][row % 3]
      let size = reused.height(for: text, width: width)
      let fresh = Cell().height(for: text, width: width)
      #expect(size == fresh, "row \(row): \(size) vs \(fresh)")
      if let cache = reused.root.fittingCache { engines.insert(ObjectIdentifier(cache.engine)) }
    }
    #expect(engines.count == 1)
  }

  @Test("a structural change (a new constraint, a removed view) builds a new engine")
  func invalidation() {
    let cell = Cell()
    let before = cell.height(for: Self.texts[1], width: 320)
    let first = cell.root.fittingCache.map { ObjectIdentifier($0.engine) }
    let tall = cell.root.heightAnchor.constraint(greaterThanOrEqualToConstant: 300)
    tall.isActive = true
    #expect(cell.height(for: Self.texts[1], width: 320) == CGSize(width: 320, height: 300))
    #expect(cell.root.fittingCache.map { ObjectIdentifier($0.engine) } != first)
    tall.isActive = false
    #expect(cell.height(for: Self.texts[1], width: 320) == before)
    cell.button.removeFromSuperview()
    let fresh = Cell()
    fresh.button.removeFromSuperview()
    #expect(cell.height(for: Self.texts[2], width: 375) == fresh.height(for: Self.texts[2], width: 375))
  }
}
