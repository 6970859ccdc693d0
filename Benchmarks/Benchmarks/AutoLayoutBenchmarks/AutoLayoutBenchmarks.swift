import AutoLayout
import Benchmark
import Foundation

/// The kit's "feed" scene built through the public API: N cells stacked in a table view, each with
/// an avatar, name, date, text, image and three buttons, constrained like a UITableViewCell.
let benchmarks: @Sendable () -> Void = {
  // Allocations too (issue 24): after the first pass a relayout allocates a fixed number of
  // blocks, whatever the hierarchy's size.
  Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3))
  // Self-sizing (issue 24): a table measures each row's height on one cell, its text changed per
  // row; the cell's engine is reused while its structure stays. The peer: a new cell per row.
  Benchmark("self-sizing cell: 100 rows measured on one cell") { benchmark in
    let cell = SelfSizingCell()
    for _ in benchmark.scaledIterations {
      for row in 0..<100 { blackHole(cell.height(row: row)) }
    }
  }
  Benchmark("self-sizing cell: 100 rows, a new cell each") { benchmark in
    for _ in benchmark.scaledIterations {
      for row in 0..<100 { blackHole(SelfSizingCell().height(row: row)) }
    }
  }
  for cells in [100, 1_000, 10_000] {
    Benchmark("feed \(cells) cells: build and first layout", configuration: .init(scalingFactor: .one)) {
      benchmark in
      for _ in benchmark.scaledIterations {
        let scene = FeedScene(cells: cells)
        scene.window.layoutIfNeeded()
        blackHole(scene)
      }
    }
    // The engine gives required equalities their markers at the first constant change (deferred
    // markers, issue 20): that first change re-solves once; later ones are in-place edits.
    Benchmark("feed \(cells) cells: the first constant change after the first layout") { benchmark in
      let scene = FeedScene(cells: cells)
      scene.window.layoutIfNeeded()
      benchmark.startMeasurement()
      scene.avatarLeading[cells / 2].constant = 9
      scene.window.layoutIfNeeded()
      benchmark.stopMeasurement()
    }
    Benchmark("feed \(cells) cells: one cell's constant, layout again") { benchmark in
      let scene = FeedScene(cells: cells)
      scene.window.layoutIfNeeded()
      // Past the one-time costs of the first two changes (markers, then the first in-place edit).
      for warmUp in [9, 10] as [CGFloat] {
        scene.avatarLeading[cells / 2].constant = warmUp
        scene.window.layoutIfNeeded()
      }
      var step: CGFloat = 0
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        step += 1
        scene.avatarLeading[cells / 2].constant = 8 + step.truncatingRemainder(dividingBy: 10)
        scene.window.layoutIfNeeded()
      }
      // The scene is freed when the closure returns: not part of the measurement.
      benchmark.stopMeasurement()
    }
    // A window resize: every cell's width changes, so every view's frame is computed again.
    Benchmark("feed \(cells) cells: the window one point wider or narrower, layout again") { benchmark in
      let scene = FeedScene(cells: cells)
      scene.window.layoutIfNeeded()
      let base = scene.window.frame
      for warmUp in 1...2 {
        scene.window.frame.size.width = base.width + CGFloat(warmUp % 2)
        scene.window.layoutIfNeeded()
      }
      var step = 0
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        step += 1
        scene.window.frame.size.width = base.width + CGFloat(step % 2)
        scene.window.layoutIfNeeded()
      }
      benchmark.stopMeasurement()
    }
  }
}

/// A view with a fixed intrinsic size (labels and buttons until text measurement exists).
final class Intrinsic: View {
  var size: CGSize
  init(_ width: CGFloat, _ height: CGFloat) {
    size = CGSize(width: width, height: height)
    super.init(frame: .zero)
  }
  /// Not decoded from archives here.
  required init?(coder: NSCoder) { nil }
  override var intrinsicContentSize: CGSize { size }
}

/// The feed scene of `gen_workloads.py`, written with anchors.
final class FeedScene {
  let window = Window(size: CGSize(width: 375, height: 100_000_000), scale: 2)
  var avatarLeading: [LayoutConstraint] = []

  init(cells count: Int) {
    let table = View()
    table.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(table)
    var constraints = [
      table.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      table.topAnchor.constraint(equalTo: window.topAnchor),
      table.widthAnchor.constraint(equalTo: window.widthAnchor),
    ]
    var previous: View?
    for i in 0..<count {
      func make(_ view: View = View(), in parent: View) -> View {
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        return view
      }
      let cell = make(in: table)
      let avatar = make(in: cell)
      let name = make(Intrinsic(CGFloat(60 + (i * 37) % 121), 20), in: cell)
      let date = make(Intrinsic(CGFloat(40 + (i * 11) % 31), 16), in: cell)
      let text = make(Intrinsic(View.noIntrinsicMetric, CGFloat(20 * (1 + i % 6))), in: cell)
      let image = make(in: cell)
      let like = make(Intrinsic(44, 30), in: cell)
      let comment = make(Intrinsic(70, 30), in: cell)
      let share = make(Intrinsic(50, 30), in: cell)
      date.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
      date.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
      let leading = avatar.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 8)
      avatarLeading.append(leading)
      let hug = text.topAnchor.constraint(equalTo: name.bottomAnchor, constant: 4)
      hug.priority = .defaultHigh
      let ratio: CGFloat = [0.5625, 0.75, 1.0][i % 3]
      constraints += [
        cell.leadingAnchor.constraint(equalTo: table.leadingAnchor),
        cell.widthAnchor.constraint(equalTo: table.widthAnchor),
        previous.map { cell.topAnchor.constraint(equalTo: $0.bottomAnchor) }
          ?? cell.topAnchor.constraint(equalTo: table.topAnchor),
        leading,
        avatar.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
        avatar.widthAnchor.constraint(equalToConstant: 48),
        avatar.heightAnchor.constraint(equalToConstant: 48),
        name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 8),
        name.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
        date.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -8),
        date.topAnchor.constraint(equalTo: name.topAnchor),
        name.trailingAnchor.constraint(lessThanOrEqualTo: date.leadingAnchor, constant: -8),
        text.leadingAnchor.constraint(equalTo: name.leadingAnchor),
        text.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -8),
        text.topAnchor.constraint(greaterThanOrEqualTo: avatar.bottomAnchor, constant: 8),
        hug,
        image.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 8),
        image.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -8),
        image.topAnchor.constraint(equalTo: text.bottomAnchor, constant: 8),
        image.heightAnchor.constraint(equalTo: image.widthAnchor, multiplier: ratio),
        like.leadingAnchor.constraint(equalTo: image.leadingAnchor),
        like.topAnchor.constraint(equalTo: image.bottomAnchor, constant: 8),
        comment.leadingAnchor.constraint(equalTo: like.trailingAnchor, constant: 16),
        comment.topAnchor.constraint(equalTo: like.topAnchor),
        share.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -8),
        share.topAnchor.constraint(equalTo: like.topAnchor),
        comment.trailingAnchor.constraint(lessThanOrEqualTo: share.leadingAnchor, constant: -8),
        cell.bottomAnchor.constraint(equalTo: like.bottomAnchor, constant: 8),
      ]
      previous = cell
    }
    if let previous { constraints.append(table.bottomAnchor.constraint(equalTo: previous.bottomAnchor)) }
    LayoutConstraint.activate(constraints)
  }
}

/// A message cell: an avatar, a name, a wrapping body and a row of two buttons, measured for a
/// width as a table measures its rows (`systemLayoutSizeFitting`, required width).
final class SelfSizingCell {
  let root = View()
  let name = Intrinsic(120, 20)
  let body = Intrinsic(0, 0)
  static let widths: [CGFloat] = [320, 375, 414]

  init() {
    let avatar = Intrinsic(40, 40)
    let like = Intrinsic(44, 30)
    let share = Intrinsic(50, 30)
    for view in [avatar, name, body, like, share] {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
    }
    LayoutConstraint.activate([
      avatar.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 12),
      avatar.topAnchor.constraint(equalTo: root.topAnchor, constant: 12),
      name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 8),
      name.topAnchor.constraint(equalTo: avatar.topAnchor),
      name.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -12),
      body.leadingAnchor.constraint(equalTo: name.leadingAnchor),
      body.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -12),
      body.topAnchor.constraint(equalTo: name.bottomAnchor, constant: 4),
      like.leadingAnchor.constraint(equalTo: body.leadingAnchor),
      like.topAnchor.constraint(equalTo: body.bottomAnchor, constant: 8),
      share.leadingAnchor.constraint(equalTo: like.trailingAnchor, constant: 8),
      share.topAnchor.constraint(equalTo: like.topAnchor),
      root.bottomAnchor.constraint(equalTo: like.bottomAnchor, constant: 12),
      root.bottomAnchor.constraint(greaterThanOrEqualTo: avatar.bottomAnchor, constant: 12),
    ])
  }

  /// The height of row `row`: its body's text gives the body a height; the width cycles.
  func height(row: Int) -> CGSize {
    // A wrapping text: a height for its width, no width of its own (Scripts/gen-cell-workload.py
    // writes the same system for kiwi).
    body.size = CGSize(width: View.noIntrinsicMetric, height: CGFloat(17 * (1 + row % 7)))
    body.invalidateIntrinsicContentSize()
    return root.systemLayoutSizeFitting(
      CGSize(width: Self.widths[row % 3], height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
  }
}
