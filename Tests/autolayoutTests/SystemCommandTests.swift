import Foundation
import Testing

@testable import autolayout

@Suite("autolayout system")
final class SystemCommandTests {
  /// The files this test wrote, removed when it ends.
  private var written: [String] = []

  deinit {
    for path in written { try? FileManager.default.removeItem(atPath: path) }
  }

  static let chain = """
    {"format": "layout-bench-workload/1", "name": "pair",
     "variables": ["container.width", "a.left", "a.width", "b.left", "b.width"],
     "edits": [{"variable": 0, "priority": 999, "initial": 320, "values": [1024]}],
     "constraints": [
      {"terms": [[1, 1]], "constant": -8, "op": "==", "priority": 1000},
      {"terms": [[1, 3], [-1, 1], [-1, 2]], "constant": -8, "op": "==", "priority": 1000},
      {"terms": [[1, 3], [1, 4], [-1, 0]], "constant": 8, "op": "==", "priority": 1000},
      {"terms": [[1, 2], [-1, 4]], "op": "=="},
      {"terms": [[1, 2]], "constant": -100, "op": "==", "priority": 250}
     ]}
    """

  func run(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
    try runAutolayout(arguments)
  }

  func write(_ text: String) throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("system-\(UUID().uuidString).json").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    written.append(path)
    return path
  }

  @Test("prints the values in file order")
  func values() throws {
    let path = try write(Self.chain)
    let result = try run(["system", path])
    #expect(result.status == 0)
    #expect(
      result.output
        == "{\"values\": {\"container.width\": 320, \"a.left\": 8, \"a.width\": 148, \"b.left\": 164, \"b.width\": 148}}\n"
    )
    let final = try run(["system", path, "--final"])
    #expect(final.output.contains("\"a.width\": 500"))
  }

  @Test("--bench prints the peer's fields")
  func bench() throws {
    let path = try write(Self.chain)
    let result = try run(["system", path, "--bench", "--repeat", "1"])
    #expect(result.status == 0)
    let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as! [String: Any]
    for key in [
      "solver", "workload", "size", "views", "variables", "constraints", "build_ms", "update_us",
      "edit_step_us", "edit_suggest_us", "edit_update_us", "checksum_initial", "checksum_final",
    ] {
      #expect(object[key] != nil, "missing \(key)")
    }
    #expect((object["checksum_initial"] as? NSNumber)?.doubleValue == 788.0)
  }

  @Test("--bench reads the flat values by default and gives the checksums of --variable-objects")
  func benchValueModes() throws {
    let path = try write(Self.chain)
    var lines: [[String: Any]] = []
    for extra in [[], ["--variable-objects"]] {
      let result = try run(["system", path, "--bench", "--repeat", "1"] + extra)
      #expect(result.status == 0)
      lines.append(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as! [String: Any])
    }
    #expect(lines.map { $0["values"] as? String } == ["flat", "objects"])
    for key in ["checksum_initial", "checksum_final"] {
      let values = lines.map { ($0[key] as? NSNumber)?.doubleValue }
      #expect(values[0] != nil && values[0] == values[1], "\(key): \(values)")
    }
    #expect((lines[0]["checksum_final"] as? NSNumber)?.doubleValue != 788.0)
  }

  @Test(
    "bad input names the element and exits 2",
    arguments: [
      (
        "{\"variables\": [\"x\"], \"constraints\": [{\"terms\": [[1, 3]], \"op\": \"==\"}]}",
        "constraints[0].terms[0][1]: unknown variable 3 (the file declares 1 variables)"
      ),
      (
        "{\"variables\": [\"x\"], \"constraints\": [{\"terms\": [[1, 0]], \"op\": \"==\", \"priority\": 1200}]}",
        "constraints[0].priority: 1200 is out of range: a priority must be in (0, 1000]"
      ),
      (
        "{\"variables\": [\"x\"], \"constraints\": [{\"terms\": [[1, 0]], \"op\": \"==\", \"priority\": 1e308}]}",
        "constraints[0].priority: 1e+308 is out of range: a priority must be in (0, 1000]"
      ),
      (
        "{\"variables\": [\"x\"], \"constraints\": [{\"terms\": [[1, 0]], \"op\": \"==\", \"priority\": 0}]}",
        "constraints[0].priority: 0 is out of range: a priority must be in (0, 1000]"
      ),
      (
        "{\"variables\": [\"x\"], \"constraints\": [{\"terms\": [[1, 0]], \"op\": \"=\"}]}",
        "constraints[0].op: expected \"==\", \"<=\" or \">=\""
      ),
      (
        "{\"variables\": [\"x\"], \"constraints\": [{\"terms\": [[1, 0]], \"constant\": NaN, \"op\": \"==\"}]}",
        "malformed JSON: Invalid value at line 1, column 70\n"
      ),
      (
        "{\"variables\": [\"x\"], \"constraints\": [{\"terms\": [[1, 0]], \"op\": \"==\",}",
        "malformed JSON"
      ),
      (
        "{\"variables\": [\"x\"], \"constraints\": [{\"terms\": [[1, 0], [2, 0]], \"op\": \"==\"}]}",
        "constraints[0].terms[1]: variable 0 (x) appears twice"
      ),
      (
        "{\"variables\": [\"x\"], \"edits\": [{\"variable\": 0, \"priority\": 1000, \"initial\": 1}], \"constraints\": []}",
        "edits[0].priority: an edit priority must be below 1000"
      ),
      (
        "{\"variables\": [\"x\"], \"constraints\": [{\"terms\": [[\"1\", 0]], \"op\": \"==\"}]}",
        "constraints[0].terms[0][0]: expected a number"
      ),
      (
        "{\"variables\": [\"x\"], \"constraints\": [{\"terms\": [[1, 0]], \"op\": \"==\", \"constant\": 5, \"constant\": 6}]}",
        "malformed JSON: Duplicate key \"constant\" (each key may appear once in an object) at line 1, column 85\n"
      ),
      (
        "{\"variables\": [\"x\"], \"variables\": [\"y\"], \"constraints\": []}",
        "malformed JSON: Duplicate key \"variables\" (each key may appear once in an object) at line 1, column 22\n"
      ),
    ])
  func badInput(json: String, message: String) throws {
    let path = try write(json)
    let result = try run(["system", path])
    #expect(result.status == 2)
    #expect(result.error.contains(message), "\(result.error)")
    #expect(result.error.hasPrefix("error: \(path)"))
  }

  @Test("a missing file exits 2")
  func missingFile() throws {
    let result = try run(["system", "/nonexistent/system.json"])
    #expect(result.status == 2)
    #expect(result.error.contains("/nonexistent/system.json: cannot read the file"))
  }

  @Test("an unsatisfiable system reports the conflict and exits 1")
  func unsatisfiable() throws {
    let path = try write(
      """
      {"variables": ["x", "y"], "constraints": [
        {"terms": [[1, 0], [1, 1]], "constant": -10, "op": "=="},
        {"terms": [[1, 0]], "constant": -20, "op": ">="},
        {"terms": [[1, 1]], "op": ">="}]}
      """)
    let result = try run(["system", path])
    #expect(result.status == 1)
    #expect(
      result.error.contains("unsatisfiable constraint: y >= 0 conflicts with x + y - 10 == 0; x - 20 >= 0"))
  }

  @Test("benchmark times print with three decimals")
  func helpers() {
    #expect(Benchmark.fixed(1.23456) == "1.235")
    #expect(Benchmark.fixed(0.0004) == "0.000")
  }
}

@Suite("autolayout vfl")
struct VFLCommandTests {
  func run(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
    try runAutolayout(arguments)
  }

  @Test("prints the constraints in the equation notation")
  func equations() throws {
    let result = try run(["vfl", "H:|-[a]-[b(==a)]-|"])
    #expect(result.status == 0)
    #expect(
      result.output == """
        b.width == a.width
        a.leading == superview.leadingMargin
        b.leading == a.trailing + 8
        superview.trailingMargin == b.trailing

        """)
    let metrics = try run([
      "vfl", "V:|-(m)-[a]-(>=8@750)-[b]", "--metrics", "m=20", "--options", "alignAllCenterX",
    ])
    #expect(metrics.status == 0)
    #expect(metrics.output.contains("a.top == superview.top + 20\n"))
    #expect(metrics.output.contains("b.top >= a.bottom + 8 @750\n"))
    #expect(metrics.output.contains("a.centerX == b.centerX\n"))
    // Several metrics: space- or comma-separated, as --options and --views are.
    let listed = try run(["vfl", "H:|-(p)-[a]-(q)-|", "--metrics", "p=10,q=16"])
    #expect(listed.status == 0)
    #expect(listed.output == "a.leading == superview.leading + 10\nsuperview.trailing == a.trailing + 16\n")
  }

  @Test("a malformed format prints Apple's diagnostic and exits 2")
  func malformed() throws {
    let result = try run(["vfl", "V|[backgroundBox]|"])
    #expect(result.status == 2)
    #expect(
      result.error
        == "Unable to parse constraint format: \nExpected ':' after 'V' to specify vertical arrangement\nV|[backgroundBox]|\n ^\n"
    )
    let option = try run(["vfl", "[a]", "--options", "alignAllSideways"])
    #expect(option.status == 2)
    #expect(option.error.contains("--options alignAllSideways: unknown option"))
    let metric = try run(["vfl", "[a]", "--metrics", "m"])
    #expect(metric.status == 2)
    #expect(metric.error.contains("--metrics m: expected name=number"))
    // A view named only in a predicate is not in brackets: the hint says how to name it.
    let predicate = try run(["vfl", "H:[a(==b@500)]"])
    #expect(predicate.status == 2)
    #expect(predicate.error.contains("Unable to find view or metric with name b\nH:[a(==b@500)]\n       ^\n"))
    #expect(predicate.error.contains("hint: name every view with --views"))
    let named = try run(["vfl", "H:[a(==b@500)]", "--views", "a,b"])
    #expect(named.status == 0)
    #expect(named.output == "a.width == b.width @500\n")
  }
}

/// Runs the built `autolayout` binary; returns its exit status, standard output and error.
/// `directory` is the working directory (default: the test's).
func runAutolayout(_ arguments: [String], in directory: URL? = nil) throws -> (
  status: Int32, output: String, error: String
) {
  let process = Process()
  process.executableURL = Bundle.main.bundleURL.appendingPathComponent("autolayout")
  process.arguments = arguments
  if let directory { process.currentDirectoryURL = directory }
  let out = Pipe()
  let err = Pipe()
  process.standardOutput = out
  process.standardError = err
  try process.run()
  // Standard error is read on another thread: read one after the other, a child that fills the
  // second pipe (64 KB) while the first is read would wait forever.
  let error = PipeReading()
  let group = DispatchGroup()
  DispatchQueue.global().async(group: group) { error.data = err.fileHandleForReading.readDataToEndOfFile() }
  let output = out.fileHandleForReading.readDataToEndOfFile()
  group.wait()
  process.waitUntilExit()
  return (
    process.terminationStatus, String(decoding: output, as: UTF8.self),
    String(decoding: error.data, as: UTF8.self)
  )
}

/// What a pipe gave, written by the thread that read it (before `DispatchGroup.wait` returns).
private final class PipeReading: @unchecked Sendable {
  var data = Data()
}

@Suite("The constraint-system JSON reader")
struct WorkloadJSONTests {
  @Test("escapes, numbers and unknown members of every kind, read as JSON has them")
  func values() throws {
    let text = #"""
      {"variables": ["x\"\\\/\n\u00e9\ud83d\ude00", "y"], "extra": [1, -2.5e3, true, false, null, {"a": [{}]}],
       "constraints": [{"op": ">=", "note": {"k": "v"}, "constant": -2.5e3, "terms": [[1, 0], [-1E0, 1]]}],
       "size": "big"}
      """#
    let workload = try Workload.parse(Array(text.utf8), source: "t.json")
    #expect(workload.variables == ["x\"\\/\né😀", "y"])
    #expect(workload.constraints.count == 1)
    #expect(workload.constraints[0].constant == -2500)
    #expect(workload.constraints[0].relation == .greaterThanOrEqual)
    #expect(workload.constraints[0].terms.map(\.coefficient) == [1, -1])
    #expect(workload.size == 2)
  }

  @Test("members in any order: variables after the constraints that use them, edits last or first")
  func memberOrder() throws {
    let text = """
      {"edits": [{"values": [5], "initial": 2, "priority": 999, "variable": 1}],
       "constraints": [{"terms": [[1, 1], [-2, 0]], "op": "=="}],
       "name": "late", "variables": ["x", "y"]}
      """
    let workload = try Workload.parse(Array(text.utf8), source: "t.json")
    #expect(workload.name == "late" && workload.variables == ["x", "y"])
    #expect(workload.edits.map(\.variable) == [1] && workload.editSteps == 1)
    #expect(workload.constraints[0].terms.map(\.variable) == [1, 0])
    do {
      _ = try Workload.parse(
        Array(#"{"constraints": [{"terms": [[1, 2]], "op": "=="}], "variables": ["x"]}"#.utf8),
        source: "t.json")
      Issue.record("an unknown variable was accepted")
    } catch {
      #expect(
        "\(error)" == "t.json: constraints[0].terms[0][1]: unknown variable 2 (the file declares 1 variables)"
      )
    }
  }

  @Test("malformed input and 100,000 nested arrays are errors at a byte, never a crash")
  func failures() {
    let cases: [(String, String, Int)] = [
      ("[1,,2]", "Invalid value", 3), ("{\"a\" 1}", "Expected ':' after a key", 5),
      ("[1 2]", "Expected ',' or ']'", 3),
      ("[{\"a\": {\"b\": 1, \"b\": 2}}]", "Duplicate key \"b\" (each key may appear once in an object)", 16),
      ("\"abc", "Unexpected end of file", 4), ("[1] x", "Garbage at end", 4), ("[01.]", "Invalid number", 4),
      (String(repeating: "[", count: 100_000), "Too many nested arrays or objects", 512),
    ]
    for (text, message, offset) in cases {
      do {
        var json = WorkloadJSON(Array(text.utf8))
        try json.skipValue()
        try json.end()
        Issue.record("\(text.prefix(20)) was read")
      } catch {
        #expect(error.message == message, "\(text.prefix(20))")
        #expect(error.offset == offset, "\(text.prefix(20))")
      }
    }
  }
}
