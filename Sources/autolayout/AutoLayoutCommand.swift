import ArgumentParser
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
      """,
    version: "0.1.0",
    subcommands: [
      SolveCommand.self, CheckCommand.self, RenderCommand.self, SystemCommand.self, VFLCommand.self,
    ]
  )

  /// Measures every label with real fonts (FreeType + HarfBuzz), then runs the subcommand.
  static func main() {
    FontTextMeasurer.shared.install()
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      exit(withError: error)
    }
  }
}
