import Benchmark
import Cassowary
import Foundation

/// The solver on the benchmark kit's workloads: building the system (edit variables, then every
/// constraint in one batch) and one edit step (suggest every edit variable, read every value).
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(2))

  for name in ["chain-100", "grid-100", "feed-10", "nested-100", "priorities-96"] {
    let workload = Workload.load(name)
    Benchmark("build \(name)") { benchmark in
      for _ in benchmark.scaledIterations {
        let system = workload.makeSystem()
        try system.build()
        blackHole(system.solver.value(of: system.variables[0]))
      }
    }
    Benchmark("edit step \(name)") { benchmark in
      let system = workload.makeSystem()
      try system.build()
      var step = 0
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        try system.suggest(step: step % workload.steps)
        system.solver.updateVariables()
        step += 1
      }
    }
  }

  // Linear growth: a chain of equal-width views at three sizes.
  for size in [100, 1_000, 10_000] {
    Benchmark("build chain \(size) (generated)", configuration: .init(scalingFactor: .one)) { benchmark in
      for _ in benchmark.scaledIterations {
        let solver = try Workload.chain(size)
        blackHole(solver)
      }
    }
  }
}

/// A `layout-bench-workload/1` file, decoded for the benchmarks.
struct Workload: Decodable {
  struct Spec: Decodable {
    var terms: [[Double]]
    var constant: Double
    var op: String
    var priority: Double
  }
  struct Edit: Decodable {
    var variable: Int
    var priority: Double
    var initial: Double
    var values: [Double]
  }
  var variables: [String]
  var constraints: [Spec]
  var edits: [Edit]

  var steps: Int { max(1, edits.first?.values.count ?? 1) }

  static func load(_ name: String) -> Workload {
    let url = Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Workloads")!
    return try! JSONDecoder().decode(Workload.self, from: Data(contentsOf: url))
  }

  func makeSystem() -> System {
    let variables = self.variables.map { Variable($0) }
    let constraints = self.constraints.map { spec in
      let relation: Constraint.Relation =
        spec.op == "==" ? .equal : spec.op == "<=" ? .lessThanOrEqual : .greaterThanOrEqual
      return Constraint(
        Expression(
          spec.terms.map { Term(variables[Int($0[1])], coefficient: $0[0]) }, constant: spec.constant),
        relation, priority: Float(spec.priority))
    }
    return System(workload: self, variables: variables, constraints: constraints)
  }

  /// `size` views left to right with equal widths and 8-point gaps in a 60-high container.
  static func chain(_ size: Int) throws -> Solver {
    let solver = Solver()
    let container = (left: Variable("c.left"), width: Variable("c.width"))
    try solver.addEditVariable(container.width, priority: 999)
    try solver.suggestValue(Double(8 * (size + 1) + 40 * size), for: container.width)
    var constraints: [Constraint] = [container.left == 0]
    var previous: (left: Variable, width: Variable)?
    for i in 0..<size {
      let view = (left: Variable("v\(i).left"), width: Variable("v\(i).width"))
      if let previous {
        constraints.append(view.left == previous.left + previous.width + 8)
        constraints.append(view.width == previous.width)
      } else {
        constraints.append(view.left == container.left + 8)
      }
      previous = view
    }
    constraints.append(previous!.left + previous!.width == container.left + container.width - 8)
    try solver.addConstraints(constraints)
    return solver
  }
}

/// A workload loaded into a solver.
struct System {
  var workload: Workload
  var variables: [Variable]
  var constraints: [Constraint]
  let solver = Solver()

  func build() throws {
    for edit in workload.edits {
      try solver.addEditVariable(variables[edit.variable], priority: Float(edit.priority))
      try solver.suggestValue(edit.initial, for: variables[edit.variable])
    }
    try solver.addConstraints(constraints)
  }

  func suggest(step: Int) throws {
    for edit in workload.edits where !edit.values.isEmpty {
      try solver.suggestValue(edit.values[step], for: variables[edit.variable])
    }
  }
}
