import ArgumentParser
import AutoLayout
import Cassowary
import Foundation

/// `autolayout system FILE.json`: solve a raw constraint system.
struct SystemCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "system",
    abstract: "Solve a raw constraint system (layout-bench-workload/1 JSON).",
    discussion: """
      Adds the edit variables (suggesting their initial values), then all the constraints in one \
      batch, and prints {"values": {"name": value, ...}} in file order. The format is described \
      in docs/system-format.md.

      Examples:
        autolayout system chain-100.json
        autolayout system chain-100.json --final    # after the whole edit sequence
        autolayout system chain-100.json --bench --repeat 5

      Exit status: 0 solved, 1 an unsatisfiable required constraint, 2 bad input.
      """
  )

  @Argument(help: "The constraint system (JSON).")
  var file: String

  @Flag(help: "Print the values after applying every edit step instead of the initial ones.")
  var final = false

  @Flag(help: "Print one JSON line of timings and checksums, as the kiwi peer benchmark does.")
  var bench = false

  @Option(help: "Benchmark runs; medians are reported.")
  var `repeat` = 5

  @Flag(help: "Give required equalities marker columns (as the AutoLayout engine does).")
  var keepMarkers = false

  @Flag(
    help: """
      With --bench: write every solved value into its Variable object at each edit step \
      (by default the edit step reads the solver's flat array of values, as the layout engine does).
      """)
  var variableObjects = false

  mutating func run() throws {
    var workload: Workload
    do {
      workload = try Workload.load(path: file)
    } catch let error as InputError {
      printError("error: \(error)")
      throw ExitCode(2)
    }
    if bench {
      let line = try runReportingUnsatisfiable { () throws(SolverError) in
        try Benchmark.run(
          workload, repeat: max(1, `repeat`), keepMarkers: keepMarkers, variableObjects: variableObjects)
      }
      print(line)
      return
    }
    var system = SystemSolver(workload, keepMarkers: keepMarkers)
    // The solver's constraints are made: the specs they were made from are not needed any more.
    workload.constraints = []
    try runReportingUnsatisfiable { () throws(SolverError) in
      try system.build()
      system.releaseConstraints()
      if final {
        for step in 0..<workload.editSteps { try system.suggest(step: step) }
      }
    }
    system.solver.updateVariables()
    writeValuesJSON(names: workload.variables, variables: system.variables)
  }

  private func runReportingUnsatisfiable<T>(_ body: () throws(SolverError) -> T) throws -> T {
    do {
      return try body()
    } catch let error {
      printError("error: \(file): \(error)")
      if case .unsatisfiableConstraint = error { throw ExitCode(1) }
      throw ExitCode(2)
    }
  }
}

/// Writes `{"values": {"name": value, …}}` with the names in file order and a newline to standard
/// output, in pieces of about 64 KB (a 100,000-view system's values are tens of megabytes: one
/// string of them, and its copy in `print`, would be the largest allocation of the run).
func writeValuesJSON(names: [String], variables: [Variable]) {
  var out = "{\"values\": {"
  for (index, name) in names.enumerated() {
    if index > 0 { out += ", " }
    out += TextEscaping.json(name) + ": " + NumberText.shortest(variables[index].value, nonFinite: "null")
    if out.utf8.count >= 65_536 {
      FileHandle.standardOutput.write(Data(out.utf8))
      out = ""
    }
  }
  FileHandle.standardOutput.write(Data((out + "}}\n").utf8))
}

func printError(_ message: String) {
  if let buffer = OutputCapture.buffer {
    buffer.append(message + "\n", toError: true)
  } else {
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }
}
