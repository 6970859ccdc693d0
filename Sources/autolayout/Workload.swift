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
    guard let bytes = fileBytes(path) else {
      throw InputError(description: "\(path): cannot read the file")
    }
    return try parse(bytes, source: path)
  }

  /// Parses and validates workload JSON; every error names the offending element.
  static func parse(_ data: Data, source: String) throws -> Workload {
    try parse([UInt8](data), source: source)
  }

  /// Parses and validates workload JSON read into `bytes`, building only the workload itself.
  static func parse(_ bytes: [UInt8], source: String) throws -> Workload {
    var reader = Reader(source: source, json: WorkloadJSON(bytes))
    do {
      return try reader.workload()
    } catch let error as WorkloadJSON.Failure {
      throw InputError(description: "\(source): malformed JSON: \(jsonErrorText(error, bytes))")
    }
  }

  /// The whole file as bytes, read in one piece (no intermediate `Data` copy), or nil.
  private static func fileBytes(_ path: String) -> [UInt8]? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    guard let end = try? handle.seekToEnd(), let size = Int(exactly: end),
      (try? handle.seek(toOffset: 0)) != nil
    else { return nil }
    var bytes = [UInt8](repeating: 0, count: size)
    var filled = 0
    let descriptor = handle.fileDescriptor
    while filled < size {
      let count = bytes.withUnsafeMutableBytes { buffer in
        read(descriptor, buffer.baseAddress! + filled, size - filled)
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return nil }
      filled += count
    }
    return bytes
  }

  /// The reader's message with the line and column of the byte it stopped at, and that line (an
  /// excerpt of a long one) with a caret under the byte.
  static func jsonErrorText(_ error: WorkloadJSON.Failure, _ bytes: [UInt8]) -> String {
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

/// Reads a workload member by member from the JSON reader, keeping the path of the element being
/// read for error messages. Variable indices are checked once the whole file is read (the
/// `variables` member may come after the constraints).
private struct Reader {
  var source: String
  var json: WorkloadJSON

  func fail(_ path: String, _ message: String) -> InputError {
    InputError(description: "\(source): \(path): \(message)")
  }

  mutating func beginObject(_ path: String) throws -> Void {
    guard try json.kind() == .object else { throw fail(path, "expected an object") }
    try json.beginObject()
  }

  mutating func beginArray(_ path: String) throws -> Void {
    guard try json.kind() == .array else { throw fail(path, "expected an array") }
    try json.beginArray()
  }

  /// A number within `range` (docs/numbers.md; by default a length or constant, ±1e7).
  mutating func number(_ path: String, range: NumericRange = .length) throws -> Double {
    guard try json.kind() == .number else { throw fail(path, "expected a number") }
    let double = try json.number()
    if let problem = range.problem(with: double) { throw fail(path, problem) }
    return double
  }

  mutating func integer(_ path: String) throws -> Int {
    let kind = try json.kind()
    guard kind == .number else {
      let got = kind == .string ? "\"\(try json.string())\"" : kind.description
      throw fail(path, "expected an integer, got \(got)")
    }
    let double = try json.number()
    guard let integer = Int(exactly: double) else {
      throw fail(path, "expected an integer, got \(NumericRange.exactText(double))")
    }
    return integer
  }

  mutating func string(_ path: String) throws -> String {
    guard try json.kind() == .string else { throw fail(path, "expected a string") }
    return try json.string()
  }

  mutating func priority(_ path: String) throws -> Float {
    // Checked as a priority, with the documents' wording (a priority of 1e308 was called "a
    // coefficient" out of range).
    let double = try number(path, range: .priority)
    let priority = Float(double)
    guard Priority.isValid(priority) else {
      throw fail(path, "\(NumericRange.exactText(double)) is out of range: a priority must be in (0, 1000]")
    }
    return priority
  }

  /// A whole-number informational field (`size`, `views`); anything else is ignored.
  mutating func informationalInteger() throws -> Int? {
    guard try json.kind() == .number else {
      try json.skipValue()
      return nil
    }
    return Int(exactly: try json.number())
  }

  mutating func workload() throws -> Workload {
    try beginObject("$")
    var name = "system"
    var size: Int?
    var views: Int?
    var names: [String]?
    var constraints: [Workload.ConstraintSpec]?
    var edits: [Workload.Edit] = []
    var members = WorkloadJSON.Members()
    while let key = try json.nextKey(&members) {
      switch key {
      case "format":
        guard try json.kind() == .string, try json.string() == "layout-bench-workload/1" else {
          throw fail("format", "expected \"layout-bench-workload/1\"")
        }
      case "name":
        if try json.kind() == .string { name = try json.string() } else { try json.skipValue() }
      case "size": size = try informationalInteger()
      case "views": views = try informationalInteger()
      case "variables": names = try variableNames()
      case "constraints": constraints = try constraintList()
      case "edits": edits = try editList()
      default: try json.skipValue()
      }
    }
    try json.end()
    guard let names else { throw fail("variables", "expected an array") }
    guard let constraints else { throw fail("constraints", "expected an array") }
    try checkVariables(names: names, constraints: constraints, edits: edits)
    return Workload(
      name: name, size: size ?? names.count, views: views ?? 0, variables: names,
      constraints: constraints, edits: edits, editSteps: edits.first?.values.count ?? 0)
  }

  mutating func variableNames() throws -> [String] {
    var names: [String] = []
    try beginArray("variables")
    var first = true
    while try json.nextElement(&first) {
      names.append(try string("variables[\(names.count)]"))
    }
    return names
  }

  mutating func constraintList() throws -> [Workload.ConstraintSpec] {
    var constraints: [Workload.ConstraintSpec] = []
    try beginArray("constraints")
    var first = true
    while try json.nextElement(&first) {
      constraints.append(try constraint("constraints[\(constraints.count)]"))
    }
    return constraints
  }

  mutating func constraint(_ path: String) throws -> Workload.ConstraintSpec {
    try beginObject(path)
    var terms: [Workload.Term]?
    var constant = 0.0
    var relation: Constraint.Relation?
    var priority: Float = 1000
    var members = WorkloadJSON.Members()
    while let key = try json.nextKey(&members) {
      switch key {
      case "terms": terms = try termList(path + ".terms")
      case "constant": constant = try number(path + ".constant")
      case "op":
        switch try json.kind() == .string ? try json.string() : nil {
        case "==": relation = .equal
        case "<=": relation = .lessThanOrEqual
        case ">=": relation = .greaterThanOrEqual
        default: throw fail(path + ".op", "expected \"==\", \"<=\" or \">=\"")
        }
      case "priority": priority = try self.priority(path + ".priority")
      default: try json.skipValue()
      }
    }
    guard let terms else { throw fail(path + ".terms", "expected an array") }
    guard let relation else { throw fail(path + ".op", "expected \"==\", \"<=\" or \">=\"") }
    return .init(terms: terms, constant: constant, relation: relation, priority: priority)
  }

  mutating func termList(_ path: String) throws -> [Workload.Term] {
    var terms: [Workload.Term] = []
    try beginArray(path)
    var first = true
    while try json.nextElement(&first) {
      let termPath = "\(path)[\(terms.count)]"
      try beginArray(termPath)
      var firstNumber = true
      guard try json.nextElement(&firstNumber) else {
        throw fail(termPath, "expected [coefficient, variable]")
      }
      let coefficient = try number(termPath + "[0]", range: .coefficient)
      guard try json.nextElement(&firstNumber) else {
        throw fail(termPath, "expected [coefficient, variable]")
      }
      let variable = try integer(termPath + "[1]")
      guard try !json.nextElement(&firstNumber) else {
        throw fail(termPath, "expected [coefficient, variable]")
      }
      terms.append(Workload.Term(coefficient: coefficient, variable: variable))
    }
    return terms
  }

  mutating func editList() throws -> [Workload.Edit] {
    var edits: [Workload.Edit] = []
    try beginArray("edits")
    var first = true
    while try json.nextElement(&first) {
      let path = "edits[\(edits.count)]"
      try beginObject(path)
      var variable: Int?
      var priority: Float?
      var initial: Double?
      var values: [Double] = []
      var members = WorkloadJSON.Members()
      while let key = try json.nextKey(&members) {
        switch key {
        case "variable": variable = try integer(path + ".variable")
        case "priority":
          let p = try self.priority(path + ".priority")
          guard p < 1000 else { throw fail(path + ".priority", "an edit priority must be below 1000") }
          priority = p
        case "initial": initial = try number(path + ".initial")
        case "values":
          values = []
          try beginArray(path + ".values")
          var firstValue = true
          while try json.nextElement(&firstValue) {
            values.append(try number("\(path).values[\(values.count)]"))
          }
        default: try json.skipValue()
        }
      }
      guard let variable else { throw fail(path + ".variable", "missing") }
      guard let priority else { throw fail(path + ".priority", "missing") }
      guard let initial else { throw fail(path + ".initial", "missing") }
      if let firstEdit = edits.first, firstEdit.values.count != values.count {
        throw fail(path + ".values", "has \(values.count) steps, edits[0] has \(firstEdit.values.count)")
      }
      edits.append(.init(variable: variable, priority: priority, initial: initial, values: values))
    }
    return edits
  }

  /// Every variable index names a declared variable, at most once per constraint, and at most one
  /// edit per variable.
  func checkVariables(names: [String], constraints: [Workload.ConstraintSpec], edits: [Workload.Edit]) throws
  {
    func check(_ index: Int, _ path: String) throws {
      guard names.indices.contains(index) else {
        throw fail(path, "unknown variable \(index) (the file declares \(names.count) variables)")
      }
    }
    var seen = Set<Int>()
    for (i, constraint) in constraints.enumerated() {
      // A short expression is searched; a long one (a sum over many views) uses a set.
      let useSet = constraint.terms.count > 16
      seen.removeAll(keepingCapacity: true)
      for (j, term) in constraint.terms.enumerated() {
        let termPath = "constraints[\(i)].terms[\(j)]"
        try check(term.variable, termPath + "[1]")
        let repeated =
          useSet
          ? !seen.insert(term.variable).inserted
          : constraint.terms[..<j].contains { $0.variable == term.variable }
        if repeated {
          throw fail(termPath, "variable \(term.variable) (\(names[term.variable])) appears twice")
        }
      }
    }
    var edited = Set<Int>()
    for (i, edit) in edits.enumerated() {
      try check(edit.variable, "edits[\(i)].variable")
      guard edited.insert(edit.variable).inserted else {
        throw fail(
          "edits[\(i)].variable", "variable \(edit.variable) (\(names[edit.variable])) is edited twice")
      }
    }
  }
}
