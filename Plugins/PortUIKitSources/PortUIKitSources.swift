import Foundation
import PackagePlugin

/// `swift package port-uikit`: `autolayout port` on a package's own targets, so that an app's
/// UIKit sources (or a test target holding copies of them) can be ported and built on Linux.
///
///     swift package port-uikit --target AppViews --output Sources/AppViewsLinux
///     swift package --allow-writing-to-package-directory port-uikit --target AppViews --in-place
///     swift package port-uikit --target AppViews --dry-run
///
/// Without `--output`, `--in-place` or `--dry-run`, the ported files go to the plugin's work
/// folder (printed). A place left for a hand edit is a warning; a source that cannot be read fails.
@main
struct PortUIKitSources: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let names = extractor.extractOption(named: "target")
    let output = extractor.extractOption(named: "output").last
    let inPlace = extractor.extractFlag(named: "in-place") > 0
    let dryRun = extractor.extractFlag(named: "dry-run") > 0
    let quiet = extractor.extractFlag(named: "quiet") > 0
    if !extractor.remainingArguments.isEmpty {
      throw PortPluginError(
        "unknown arguments \(extractor.remainingArguments.joined(separator: " ")); use --target NAME, --output DIR, --in-place, --dry-run, --quiet"
      )
    }
    let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
    var files: [String] = []
    for case let target as SourceModuleTarget in targets {
      files += target.sourceFiles(withSuffix: "swift").map(\.url.path)
    }
    guard !files.isEmpty else {
      throw PortPluginError(
        "no Swift sources in \(names.isEmpty ? "the package" : names.joined(separator: ", "))")
    }
    var portArguments = files
    if dryRun {
      portArguments.append("--dry-run")
    } else if inPlace {
      portArguments.append("--in-place")
    } else {
      let folder = output ?? context.pluginWorkDirectoryURL.appendingPathComponent("Ported").path
      portArguments += ["--output", folder]
      print("port-uikit: writing to \(folder)")
    }
    if quiet { portArguments.append("--quiet") }
    let process = Process()
    process.executableURL = try context.tool(named: "autolayout-port").url
    process.arguments = portArguments
    try process.run()
    process.waitUntilExit()
    switch process.terminationStatus {
    case 0: break
    case 1: Diagnostics.warning("port-uikit: some places need a hand edit (the lines marked 'left' above)")
    default: throw PortPluginError("autolayout port exited with status \(process.terminationStatus)")
    }
  }
}

struct PortPluginError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
