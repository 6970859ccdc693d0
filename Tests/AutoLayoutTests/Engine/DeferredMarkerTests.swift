import Foundation
import Testing
import _AutoLayoutTestSupport

@testable import AutoLayout

@Suite("The engine's solver gives required equalities markers only when a change needs them")
struct DeferredMarkerTests {
  /// A row of three equal-width views between 8-point gaps in a 320-point window.
  func makeRow() -> (Window, [View], gap: LayoutConstraint) {
    let window = makeWindow()
    let views = (0..<3).map { _ in addView(to: window) }
    var constraints = [views[0].leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8)]
    let gap = views[1].leadingAnchor.constraint(equalTo: views[0].trailingAnchor, constant: 8)
    constraints.append(gap)
    constraints.append(views[2].leadingAnchor.constraint(equalTo: views[1].trailingAnchor, constant: 8))
    constraints.append(views[2].trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -8))
    for view in views {
      constraints.append(view.topAnchor.constraint(equalTo: window.topAnchor, constant: 20))
      constraints.append(view.heightAnchor.constraint(equalToConstant: 44))
      if view !== views[0] { constraints.append(view.widthAnchor.constraint(equalTo: views[0].widthAnchor)) }
    }
    LayoutConstraint.activate(constraints)
    return (window, views, gap)
  }

  @Test(
    "a layout built and read once has no markers; the first constant change adds them and moves the views")
  func markersOnFirstChange() throws {
    let (window, views, gap) = makeRow()
    window.layoutIfNeeded()
    let engine = try #require(window.engine)
    #expect(!engine.solver.requiredEqualitiesKeepMarkers)
    #expect(views.map(\.frame.minX) == [8, 112, 216])
    #expect(views[0].frame.width == 96)
    gap.constant = 38  // 30 more between the first two: each view 10 narrower
    window.layoutIfNeeded()
    #expect(engine.solver.requiredEqualitiesKeepMarkers)
    #expect(views.map(\.frame.minX) == [8, 132, 226])
    #expect(views[0].frame.width == 86)
    // From now on constant changes are in place, and removals too.
    gap.constant = 8
    window.layoutIfNeeded()
    #expect(views.map(\.frame.minX) == [8, 112, 216])
    gap.isActive = false
    views[1].leadingAnchor.constraint(equalTo: views[0].trailingAnchor, constant: 20).isActive = true
    window.layoutIfNeeded()
    #expect(views.map(\.frame.minX) == [8, 120, 220])
  }

  @Test("resizing the window moves the views without giving every required equality a marker")
  func windowResizeKeepsDeferral() throws {
    let (window, views, _) = makeRow()
    window.layoutIfNeeded()
    let engine = try #require(window.engine)
    window.frame.size.width = 380  // each view 20 wider
    window.layoutIfNeeded()
    #expect(!engine.solver.requiredEqualitiesKeepMarkers)
    #expect(views.map(\.frame.minX) == [8, 132, 256])
    #expect(views[0].frame.width == 116)
    window.frame.size.width = 320
    window.layoutIfNeeded()
    #expect(!engine.solver.requiredEqualitiesKeepMarkers)
    #expect(views.map(\.frame.minX) == [8, 112, 216])
  }
}
