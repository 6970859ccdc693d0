import ArgumentParser
import AutoLayout
import AutoLayoutText

/// The `autolayout` command: solve layouts and constraint systems from the command line.
@main
struct AutoLayoutCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "autolayout",
    abstract: "Apple's Auto Layout on Linux: solve, check and draw layouts.",
    discussion: """
      Examples:
        autolayout solve Examples/documents/card.layout.yaml --device iphone-se
        autolayout check Examples/documents/*.layout.yaml
        autolayout render Examples/documents/card.layout.yaml -o card.png
        autolayout system workload.json          # solve a raw constraint system
        autolayout system workload.json --bench  # time it (same fields as the kiwi peer)
        autolayout vfl 'H:|-[a]-[b(==a)]-|'      # a visual format as equations
        autolayout studio Examples/documents     # edit in the browser
      """,
    version: version,
    subcommands: [
      SolveCommand.self, CheckCommand.self, RenderCommand.self, DiffCommand.self, ExplainCommand.self,
      StudioCommand.self, SystemCommand.self, FixCommand.self, PortCommand.self,
      VFLCommand.self,
    ]
  )

  /// The tool's version (`autolayout --version`, SARIF's driver version).
  static let version = "0.1.0"

  /// The project's home page: SARIF's `informationUri` and the base of its rules' `helpUri`.
  /// One place to change when the project is published elsewhere.
  static let homepage = "https://github.com/swift-autolayout/swift-autolayout"

  /// Runs the subcommand. A command line that does not parse (an unknown option, a missing
  /// argument, a value of the wrong kind) is bad input like any other: ArgumentParser's message and
  /// usage, exit status 2 (not its default 64), so that scripts see one status for every input error.
  static func main() {
    // `autolayout port …` is another tool's command line, passed on whole (options included).
    let arguments = CommandLine.arguments.dropFirst()
    if arguments.first == "port" { PortTool.execute(Array(arguments.dropFirst())) }
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      if exitCode(for: error) == .validationFailure {
        printError(fullMessage(for: error))
        Self.exit(withError: ExitCode(2))
      }
      exit(withError: error)
    }
  }
}

/// What measures the text of every scene the command builds: real fonts (FreeType + HarfBuzz).
let commandTextMeasurer: any TextMeasuring = FontTextMeasurer.shared
