import AutoLayout
import Cassowary
import Foundation

/// A raw constraint system in the `layout-bench-workload/1` format (`docs/system-format.md`).
struct Workload {
  struct Term {
    var coefficient: Double
    var variable: Int
  }
  struct ConstraintSpec {
    var terms: [Term]
    var constant: Double
    var relation: Constraint.Relation
    var priority: Float
  }
  struct Edit {
    var variable: Int
    var priority: Float
    var initial: Double
    var values: [Double]
  }

  var name: String
  var size: Int
  var views: Int
  var variables: [String]
  var constraints: [ConstraintSpec]
  var edits: [Edit]
  var editSteps: Int
}

/// A problem with the input: what and where, for a message and exit status 2.
struct InputError: Error, CustomStringConvertible {
  var description: String
}

extension Workload {
  /// Reads and validates a workload file.
  static func load(path: String) throws -> Workload {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw InputError(description: "\(path): cannot read the file")
    }
    return try parse(data, source: path)
  }

  /// Parses and validates workload JSON; every error names the offending element.
  static func parse(_ data: Data, source: String) throws -> Workload {
    let root: Any
    do {
      root = try WorkloadJSON.parse(data)
    } catch {
      throw InputError(description: "\(source): malformed JSON: \(jsonErrorText(error, data))")
    }
    var reader = Reader(source: source)
    return try reader.workload(root)
  }

  /// The reader's message with the line and column of the byte it stopped at, and that line (an
  /// excerpt of a long one) with a caret under the byte.
  static func jsonErrorText(_ error: WorkloadJSON.Failure, _ data: Data) -> String {
    let bytes = [UInt8](data)
    let end = min(error.offset, bytes.count)
    var line = 1
    var lineStart = 0
    for index in 0..<end where bytes[index] == UInt8(ascii: "\n") {
      line += 1
      lineStart = index + 1
    }
    let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
    let source = String(decoding: bytes[lineStart..<lineEnd], as: UTF8.self)
    let column = String(decoding: bytes[lineStart..<end], as: UTF8.self).count + 1
    let (excerpt, caret) = SourceDiagnostic.excerpt(of: source, column: column)
    return "\(error.message) at line \(line), column \(column)\n  \(excerpt)\n  "
      + String(repeating: " ", count: caret - 1) + "^"
  }
}

/// Walks the decoded JSON, keeping the path of the element being read for error messages.
private struct Reader {
  var source: String

  func fail(_ path: String, _ message: String) -> InputError {
    InputError(description: "\(source): \(path): \(message)")
  }

  func object(_ value: Any?, _ path: String) throws -> [String: Any] {
    guard let object = value as? [String: Any] else { throw fail(path, "expected an object") }
    return object
  }

  func array(_ value: Any?, _ path: String) throws -> [Any] {
    guard let array = value as? [Any] else { throw fail(path, "expected an array") }
    return array
  }

  /// A number within `range` (docs/numbers.md; by default a length or constant, ±1e7).
  func number(_ value: Any?, _ path: String, range: NumericRange = .length) throws -> Double {
    guard let double = value as? Double else {
      if value == nil { throw fail(path, "missing") }
      throw fail(path, "expected a number")
    }
    if let problem = range.problem(with: double) { throw fail(path, problem) }
    return double
  }

  func integer(_ value: Any?, _ path: String) throws -> Int {
    guard let double = value as? Double, double.isFinite, let integer = Int(exactly: double) else {
      if value == nil { throw fail(path, "missing") }
      throw fail(path, "expected an integer, got \(value.map { "\($0)" } ?? "nothing")")
    }
    return integer
  }

  func priority(_ value: Any?, _ path: String) throws -> Float {
    let double = try number(value, path, range: .coefficient)
    let priority = Float(double)
    guard NumericRange.priority.contains(double), Priority.isValid(priority) else {
      throw fail(path, "priority \(NumericRange.exactText(double)) is outside (0, 1000]")
    }
    return priority
  }

  mutating func workload(_ root: Any) throws -> Workload {
    let top = try object(root, "$")
    if let format = top["format"] {
      guard let text = format as? String, text == "layout-bench-workload/1" else {
        throw fail("format", "expected \"layout-bench-workload/1\"")
      }
    }
    let names = try array(top["variables"], "variables").enumerated().map { index, value in
      guard let name = value as? String else { throw fail("variables[\(index)]", "expected a string") }
      return name
    }
    func variableIndex(_ value: Any?, _ path: String) throws -> Int {
      let index = try integer(value, path)
      guard names.indices.contains(index) else {
        throw fail(path, "unknown variable \(index) (the file declares \(names.count) variables)")
      }
      return index
    }
    var constraints: [Workload.ConstraintSpec] = []
    for (i, value) in try array(top["constraints"], "constraints").enumerated() {
      let path = "constraints[\(i)]"
      let c = try object(value, path)
      var terms: [Workload.Term] = []
      var seen: Set<Int> = []
      for (j, termValue) in try array(c["terms"], path + ".terms").enumerated() {
        let termPath = "\(path).terms[\(j)]"
        let pair = try array(termValue, termPath)
        guard pair.count == 2 else { throw fail(termPath, "expected [coefficient, variable]") }
        let coefficient = try number(pair[0], termPath + "[0]", range: .coefficient)
        let variable = try variableIndex(pair[1], termPath + "[1]")
        guard seen.insert(variable).inserted else {
          throw fail(termPath, "variable \(variable) (\(names[variable])) appears twice")
        }
        terms.append(Workload.Term(coefficient: coefficient, variable: variable))
      }
      let constant = c["constant"] == nil ? 0 : try number(c["constant"], path + ".constant")
      let relation: Constraint.Relation
      switch c["op"] as? String {
      case "==": relation = .equal
      case "<=": relation = .lessThanOrEqual
      case ">=": relation = .greaterThanOrEqual
      default: throw fail(path + ".op", "expected \"==\", \"<=\" or \">=\"")
      }
      let p = c["priority"] == nil ? 1000 : try priority(c["priority"], path + ".priority")
      constraints.append(.init(terms: terms, constant: constant, relation: relation, priority: p))
    }
    var edits: [Workload.Edit] = []
    for (i, value) in try array(top["edits"] ?? [Any](), "edits").enumerated() {
      let path = "edits[\(i)]"
      let e = try object(value, path)
      let variable = try variableIndex(e["variable"], path + ".variable")
      let p = try priority(e["priority"], path + ".priority")
      guard p < 1000 else { throw fail(path + ".priority", "an edit priority must be below 1000") }
      let initial = try number(e["initial"], path + ".initial")
      let values = try array(e["values"] ?? [Any](), path + ".values").enumerated().map {
        try number($1, "\(path).values[\($0)]")
      }
      if let first = edits.first, first.values.count != values.count {
        throw fail(path + ".values", "has \(values.count) steps, edits[0] has \(first.values.count)")
      }
      if edits.contains(where: { $0.variable == variable }) {
        throw fail(path + ".variable", "variable \(variable) (\(names[variable])) is edited twice")
      }
      edits.append(.init(variable: variable, priority: p, initial: initial, values: values))
    }
    return Workload(
      name: top["name"] as? String ?? "system",
      size: (top["size"] as? Double).flatMap { Int(exactly: $0) } ?? names.count,
      views: (top["views"] as? Double).flatMap { Int(exactly: $0) } ?? 0,
      variables: names,
      constraints: constraints,
      edits: edits,
      editSteps: edits.first?.values.count ?? 0
    )
  }
}
