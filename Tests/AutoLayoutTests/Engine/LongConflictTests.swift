import AutoLayout
import Foundation
import Testing
import _AutoLayoutTestSupport

/// A required conflict is found whatever its length. Some conflicts exist only because a view's
/// size is never negative (the engine's size floors): a cycle of views each 8 points before the
/// next needs a negative width somewhere, and each floor installed moves the negative width on to
/// the next view. A pass limit once stopped the search after 16 views: longer cycles broke their
/// constraints silently and every view was called ambiguous.
@Suite("Required conflicts of any length are found and reported")
struct LongConflictTests {
  /// Cycle lengths: the short ones around the old 16-pass edge, and seeded ones up to 500.
  static let lengths: [Int] = {
    var generator = SeededGenerator(seed: 65)
    let drawn = (0..<3).map { _ in Int.random(in: 20...120, using: &generator) }
    // 200: minimising spends Tableau.conflictSearchBudget and reports the connected set; 500:
    // the connected set is over the budget at once.
    return [2, 3, 5, 16, 17, 18, 19, 40] + drawn + [200, 500]
  }()

  /// The x of a view's leading and trailing edges in `direction`.
  static func edges(_ view: View, _ direction: UserInterfaceLayoutDirection) -> (
    leading: CGFloat, trailing: CGFloat
  ) {
    direction == .rightToLeft ? (view.frame.maxX, view.frame.minX) : (view.frame.minX, view.frame.maxX)
  }

  @Test(
    "a cycle of views each 8 points before the next: one conflict, every other constraint holds",
    arguments: lengths)
  func cycle(length: Int) {
    for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
      let window = Window(size: CGSize(width: 400, height: 300), scale: 1, layoutDirection: direction)
      let views = (0..<length).map { addView(to: window, name: "v\($0)") }
      var cycle: [LayoutConstraint] = []
      for index in 0..<length - 1 {
        cycle.append(
          views[index].leadingAnchor.constraint(equalTo: views[index + 1].trailingAnchor, constant: 8))
      }
      cycle.append(views[length - 1].leadingAnchor.constraint(equalTo: views[0].leadingAnchor))
      LayoutConstraint.activate(cycle)
      LayoutConstraint.activate(
        views.flatMap {
          [
            $0.topAnchor.constraint(equalTo: window.topAnchor),
            $0.heightAnchor.constraint(equalToConstant: 10),
          ]
        }
          + [views[0].leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 100)])
      window.layoutIfNeeded()
      let context = Comment(rawValue: "\(length) views, \(direction)")
      // One conflict when its minimal set is found (within Tableau.conflictSearchBudget); past
      // the budget the set is every connected constraint, and breaking the newest of them may
      // take a second round. Either way a constraint of the cycle is broken and reported.
      let conflicts = window.layoutConflicts
      #expect(!conflicts.isEmpty, context)
      if length <= 100 { #expect(conflicts.count == 1, context) }
      let broken = conflicts.compactMap(\.broken.layoutConstraint)
      #expect(cycle.contains { constraint in broken.contains { $0 === constraint } }, context)
      // Every constraint of the cycle that was not broken holds, and no width is negative.
      for (index, constraint) in cycle.enumerated() where !broken.contains(where: { $0 === constraint }) {
        let first = Self.edges(views[index], direction)
        let second =
          index < length - 1 ? Self.edges(views[index + 1], direction) : Self.edges(views[0], direction)
        let expected =
          index < length - 1 ? second.trailing + 8 * (direction == .rightToLeft ? -1 : 1) : second.leading
        #expect(abs(first.leading - expected) <= 0.5, "\(context): constraint \(index)")
      }
      #expect(views.allSatisfy { $0.frame.width >= 0 }, context)
      #expect(views.allSatisfy { $0.frame.minY == 0 && $0.frame.height == 10 }, context)
    }
  }

  @Test(
    "a chain of views 8 points apart in a container too narrow for the gaps: the conflict is found",
    arguments: [3, 17, 18, 60])
  func chain(length: Int) {
    for direction in [UserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
      let window = Window(size: CGSize(width: 400, height: 300), scale: 1, layoutDirection: direction)
      let container = addView(to: window, name: "container")
      let views = (0..<length).map { addView(to: container, name: "v\($0)") }
      // The gaps alone need 8 × (length + 1) points; the container is half that wide.
      let width = CGFloat(4 * (length + 1))
      var constraints = [
        container.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        container.topAnchor.constraint(equalTo: window.topAnchor),
        container.widthAnchor.constraint(equalToConstant: width),
        container.heightAnchor.constraint(equalToConstant: 20),
        views[0].leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8),
        container.trailingAnchor.constraint(equalTo: views[length - 1].trailingAnchor, constant: 8),
      ]
      for index in 0..<length - 1 {
        constraints.append(
          views[index + 1].leadingAnchor.constraint(equalTo: views[index].trailingAnchor, constant: 8))
      }
      for view in views {
        constraints += [
          view.topAnchor.constraint(equalTo: container.topAnchor),
          view.heightAnchor.constraint(equalToConstant: 10),
        ]
      }
      LayoutConstraint.activate(constraints)
      window.layoutIfNeeded()
      let context = Comment(rawValue: "\(length) views, \(direction)")
      #expect(window.layoutConflicts.count == 1, context)
      #expect(container.frame.width == width, context)
      #expect(views.allSatisfy { $0.frame.width >= 0 }, context)
    }
  }
}
