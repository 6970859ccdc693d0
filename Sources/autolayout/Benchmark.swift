import AutoLayout
import Cassowary

/// The `--bench` measurements, with the same fields and rules as the kiwi peer
/// (`bench/README.md` of the benchmark kit): medians of fresh runs.
///
/// The edit sequence reads the solution as the layout engine does, from the solver's flat array
/// of values (``Solver/writesVariableValues`` off: `edit_update_us` is the evaluation), unless
/// `variableObjects` asks for every value to be written into its ``Variable`` as well. `update_us`
/// (one full update with nothing changed: the values copied out) always writes the objects, as
/// kiwi's does.
enum Benchmark {
  struct Sample {
    var make = 0.0
    var build = 0.0
    var update = 0.0
    var suggest = 0.0
    var editUpdate = 0.0
    var editStep = 0.0
  }

  static func run(
    _ workload: Workload, repeat count: Int, keepMarkers: Bool = false, variableObjects: Bool = false
  ) throws(SolverError) -> String {
    let variables = workload.variables.map { Variable($0) }
    var samples: [Sample] = []
    var checksumInitial = 0.0
    var checksumFinal = 0.0
    let clock = ContinuousClock()
    for _ in 0..<count {
      var sample = Sample()
      var start = clock.now
      let system = SystemSolver(workload, variables: variables, keepMarkers: keepMarkers)
      sample.make = milliseconds(clock.now - start)
      start = clock.now
      try system.build()
      sample.build = milliseconds(clock.now - start)

      start = clock.now
      system.solver.updateVariables()
      let one = seconds(clock.now - start)
      let k = max(1, min(1000, 0.002 / max(one, 1e-9))).clampedInt
      start = clock.now
      for _ in 0..<k { system.solver.updateVariables() }
      sample.update = seconds(clock.now - start) / Double(k) * 1e6
      // From here on the values are read from the solver's flat array (or written as well).
      system.solver.writesVariableValues = variableObjects
      checksumInitial = system.checksum()

      var suggestTime = 0.0
      var updateTime = 0.0
      for step in 0..<workload.editSteps {
        let a = clock.now
        try system.suggest(step: step)
        let b = clock.now
        system.solver.updateVariables()
        let c = clock.now
        suggestTime += seconds(b - a)
        updateTime += seconds(c - b)
      }
      if workload.editSteps > 0 {
        let steps = Double(workload.editSteps)
        sample.suggest = suggestTime / steps * 1e6
        sample.editUpdate = updateTime / steps * 1e6
        sample.editStep = (suggestTime + updateTime) / steps * 1e6
      }
      checksumFinal = system.checksum()
      samples.append(sample)
    }
    func median(_ field: (Sample) -> Double) -> Double {
      let sorted = samples.map(field).sorted()
      let n = sorted.count
      return n % 2 == 1 ? sorted[n / 2] : 0.5 * (sorted[n / 2 - 1] + sorted[n / 2])
    }
    func minimum(_ field: (Sample) -> Double) -> Double { samples.map(field).min() ?? 0 }
    let required = workload.constraints.filter { $0.priority >= 1000 }.count
    let terms = workload.constraints.reduce(0) { $0 + $1.terms.count }
    let fields: [(String, String)] = [
      ("solver", TextEscaping.json(keepMarkers ? "swift-autolayout-markers" : "swift-autolayout")),
      ("version", TextEscaping.json("0.1.0")),
      ("workload", TextEscaping.json(workload.name)),
      ("size", "\(workload.size)"),
      ("views", "\(workload.views)"),
      ("variables", "\(workload.variables.count)"),
      ("constraints", "\(workload.constraints.count)"),
      ("required", "\(required)"),
      ("optional", "\(workload.constraints.count - required)"),
      ("terms", "\(terms)"),
      ("edit_vars", "\(workload.edits.count)"),
      ("edit_steps", "\(workload.editSteps)"),
      ("repeat", "\(count)"),
      ("values", TextEscaping.json(variableObjects ? "objects" : "flat")),
      ("make_ms", fixed(median(\.make))),
      ("build_ms", fixed(median(\.build))),
      ("update_us", fixed(median(\.update))),
      ("edit_step_us", fixed(median(\.editStep))),
      ("edit_suggest_us", fixed(median(\.suggest))),
      ("edit_update_us", fixed(median(\.editUpdate))),
      ("build_ms_min", fixed(minimum(\.build))),
      ("edit_step_us_min", fixed(minimum(\.editStep))),
      ("checksum_initial", "\(checksumInitial)"),
      ("checksum_final", "\(checksumFinal)"),
    ]
    return "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
  }

  static func seconds(_ duration: Duration) -> Double {
    let (s, attoseconds) = duration.components
    return Double(s) + Double(attoseconds) * 1e-18
  }

  static func milliseconds(_ duration: Duration) -> Double { seconds(duration) * 1e3 }

  /// Three decimals, like the peer's `%.3f`.
  static func fixed(_ value: Double) -> String {
    let scaled = (value * 1000).rounded()
    let whole = Int64(scaled.clampedInt) / 1000
    let fraction = abs(Int64(scaled.clampedInt) % 1000)
    let sign = value < 0 && whole == 0 ? "-" : ""
    return "\(sign)\(whole)." + String(repeating: "0", count: 3 - String(fraction).count)
      + String(fraction)
  }
}
