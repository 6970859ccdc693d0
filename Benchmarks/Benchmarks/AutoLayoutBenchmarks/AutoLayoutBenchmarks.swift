import AutoLayout
import Benchmark
import Foundation

/// The kit's "feed" scene built through the public API: N cells stacked in a table view, each with
/// an avatar, name, date, text, image and three buttons, constrained like a UITableViewCell.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(metrics: [.wallClock], maxDuration: .seconds(3))
  for cells in [100, 1_000, 10_000] {
    Benchmark("feed \(cells) cells: build and first layout", configuration: .init(scalingFactor: .one)) {
      benchmark in
      for _ in benchmark.scaledIterations {
        let scene = FeedScene(cells: cells)
        scene.window.layoutIfNeeded()
        blackHole(scene)
      }
    }
    Benchmark("feed \(cells) cells: one cell's constant, layout again") { benchmark in
      let scene = FeedScene(cells: cells)
      scene.window.layoutIfNeeded()
      var step: CGFloat = 0
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        step += 1
        scene.avatarLeading[cells / 2].constant = 8 + step.truncatingRemainder(dividingBy: 10)
        scene.window.layoutIfNeeded()
      }
    }
  }
}

/// A view with a fixed intrinsic size (labels and buttons until text measurement exists).
final class Intrinsic: View {
  let size: CGSize
  init(_ width: CGFloat, _ height: CGFloat) {
    size = CGSize(width: width, height: height)
    super.init(frame: .zero)
  }
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
