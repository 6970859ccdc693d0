import ArgumentParser
import AutoLayout
import Foundation

/// `autolayout vfl FORMAT`: the constraints of a visual format, one per line in the equation
/// notation.
struct VFLCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "vfl",
    abstract: "Print the constraints of a Visual Format Language string in the equation notation.",
    discussion: """
      The views are the names in brackets (or --views); `|` is a superview named "superview".
      A malformed format prints UIKit's diagnostic with a caret and exits with status 2.

      Examples:
        autolayout vfl 'H:|-[a]-[b(==a)]-|'
        autolayout vfl 'H:|-(margin)-[field(width)]' --metrics margin=10 width=160
        autolayout vfl 'V:[a]-[b]' --options alignAllCenterX
      """
  )

  // `.allUnrecognized` lets a format that starts with `-` (`-[a]-`) through as the format rather
  // than as an unknown option; `validate()` keeps it to one.
  @Argument(parsing: .allUnrecognized, help: "The visual format, for example 'H:|-[a]-[b(==a)]-|'.")
  var formats: [String] = []

  /// The formats given, less a `--` that ends the options before them (`vfl -- '-[a]-'`): with
  /// `.allUnrecognized` the parser hands it over as a value.
  var givenFormats: [String] { formats.first == "--" ? Array(formats.dropFirst()) : formats }

  /// The one format given.
  var format: String { givenFormats.first ?? "" }

  func validate() throws {
    let formats = givenFormats
    guard formats.count == 1 else {
      throw ValidationError(
        formats.isEmpty
          ? "Missing expected argument '<format>'"
          : "expected one format, found \(formats.count): \(formats.joined(separator: " ")); quote the whole format"
      )
    }
  }

  @Option(parsing: .upToNextOption, help: "Metrics as name=value (several: space- or comma-separated).")
  var metrics: [String] = []

  @Option(help: "Comma-separated view names (default: the names in brackets).")
  var views: String?

  @Option(help: "Comma-separated options, for example alignAllCenterY,directionLeftToRight.")
  var options: String?

  mutating func run() throws {
    do {
      let text = try render()
      print(text)
    } catch let error as VisualFormatError {
      printError("\(error)")
      if views == nil, error.message.hasPrefix("Unable to find view or metric with name") {
        // UIKit looks names up in the views and metrics dictionaries; here the views are the
        // names in brackets, so one that appears only in a predicate needs --views.
        printError(
          "hint: name every view with --views (for example --views a,b: a view that appears only in a"
            + " predicate is not in brackets), or give the metric with --metrics NAME=VALUE")
      }
      throw ExitCode(2)
    } catch let error as InputError {
      printError("error: \(error)")
      throw ExitCode(2)
    }
  }

  /// The equations, one per line.
  func render() throws -> String {
    var metricValues: [String: Any] = [:]
    for entry in metrics.flatMap({ $0.split(separator: ",").map(String.init) }) {
      let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2, let value = Double(parts[1]), value.isFinite else {
        throw InputError(description: "--metrics \(entry): expected name=number")
      }
      metricValues[parts[0]] = value
    }
    let names =
      views.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
      ?? Self.viewNames(in: format)
    let superview = View()
    superview.layoutName = "superview"
    var bindings: [String: Any] = [:]
    for name in names where !name.isEmpty {
      let view = View()
      view.layoutName = name
      superview.addSubview(view)
      bindings[name] = view
    }
    var formatOptions: LayoutConstraint.FormatOptions = []
    for name in (options ?? "").split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) })
    where !name.isEmpty {
      guard let option = LayoutConstraint.FormatOptions(name: name) else {
        throw InputError(
          description: "--options \(name): unknown option; expected one of "
            + LayoutConstraint.FormatOptions.named.map(\.name).sorted().joined(separator: ", "))
      }
      formatOptions.insert(option)
    }
    let constraints = try LayoutConstraint.constraints(
      withVisualFormat: format, options: formatOptions, metrics: metricValues, views: bindings)
    var names_ = bindings
    names_["superview"] = superview
    return constraints.map { $0.equation(names: names_) }.joined(separator: "\n")
  }

  /// The names in brackets: `[name` at the start of each view.
  static func viewNames(in format: String) -> [String] {
    var names: [String] = []
    var chars = Array(format)[...]
    while let open = chars.firstIndex(of: "[") {
      chars = chars[(open + 1)...]
      let name = String(chars.prefix { $0 == "_" || $0.isLetter || $0.isNumber })
      if !name.isEmpty && !names.contains(name) { names.append(name) }
    }
    return names
  }
}
