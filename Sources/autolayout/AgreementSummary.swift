import AutoLayout
import Foundation
import InterfaceBuilder

/// `check --summary`: the agreement of many Interface Builder files with Xcode's stored frames,
/// per platform (the measure of ``StoredFrameAgreement``), with the causes of disagreement.
struct AgreementSummary {
  /// The figures of one platform.
  struct Row {
    var files = 0
    var counted = 0
    var agreeing = 0
    var filesAllAgree = 0
    var unreadable = 0
    var causes: [StoredFrameAgreement.Cause: Int] = [:]
  }

  private(set) var rows: [String: Row] = [:]

  /// Adds one file that was read and laid out.
  mutating func add(_ agreement: StoredFrameAgreement, platform: InterfaceBuilderDocument.Platform) {
    var row = rows[platform.rawValue, default: Row()]
    row.files += 1
    row.counted += agreement.counted.count
    row.agreeing += agreement.agreeing.count
    if agreement.disagreeing.isEmpty { row.filesAllAgree += 1 }
    for (_, cause) in agreement.disagreeing { row.causes[cause, default: 0] += 1 }
    rows[platform.rawValue] = row
  }

  /// Adds a file that could not be read (its platform from the raw text when possible).
  mutating func addUnreadable(_ file: String) {
    let platform = Self.platform(ofUnreadable: file)
    var row = rows[platform, default: Row()]
    row.files += 1
    row.unreadable += 1
    let counted = (try? StoredFrameAgreement.countedViewIDs(inFile: file))?.count ?? 0
    row.counted += counted
    if counted > 0 { row.causes[.unreadable, default: 0] += counted }
    rows[platform] = row
  }

  /// `MacOSX` / `AppleTV` / iOS, read from the file's text without parsing it.
  static func platform(ofUnreadable file: String) -> String {
    guard let data = FileManager.default.contents(atPath: file),
      let text = String(data: data.prefix(2000), encoding: .utf8)
    else { return "unknown" }
    if text.contains("MacOSX") || text.contains(".Cocoa.XIB") { return "macOS" }
    if text.contains("AppleTV") { return "tvOS" }
    return "iOS"
  }

  /// The table: one line per platform, then the causes.
  var table: String {
    func percent(_ part: Int, _ whole: Int) -> String {
      whole == 0 ? "–" : String(format: "%.1f %%", 100 * Double(part) / Double(whole))
    }
    var lines = [
      "| platform | files | counted views | agreeing | share | files where every view agrees | unreadable files |",
      "|---|---:|---:|---:|---:|---:|---:|",
    ]
    let order = ["iOS", "tvOS", "macOS", "unknown"]
    let platforms = rows.keys.sorted { (order.firstIndex(of: $0) ?? 9) < (order.firstIndex(of: $1) ?? 9) }
    var total = Row()
    for platform in platforms {
      let row = rows[platform]!
      lines.append(
        "| \(platform) | \(row.files) | \(row.counted) | \(row.agreeing) | \(percent(row.agreeing, row.counted)) "
          + "| \(row.filesAllAgree) | \(row.unreadable) |")
      total.files += row.files
      total.counted += row.counted
      total.agreeing += row.agreeing
      total.filesAllAgree += row.filesAllAgree
      total.unreadable += row.unreadable
      for (cause, count) in row.causes { total.causes[cause, default: 0] += count }
    }
    if platforms.count > 1 {
      lines.append(
        "| all | \(total.files) | \(total.counted) | \(total.agreeing) | \(percent(total.agreeing, total.counted)) "
          + "| \(total.filesAllAgree) | \(total.unreadable) |")
    }
    lines.append("")
    lines.append("| disagreement | " + platforms.joined(separator: " | ") + " |")
    lines.append("|---|" + platforms.map { _ in "---:|" }.joined())
    for cause in StoredFrameAgreement.Cause.allCases {
      lines.append(
        "| \(cause.rawValue) | "
          + platforms.map { "\(rows[$0]!.causes[cause] ?? 0)" }.joined(separator: " | ")
          + " |")
    }
    return lines.joined(separator: "\n")
  }
}

/// The files a `check` argument names: the file itself, or every `.xib` / `.storyboard` below a
/// directory, in path order.
func expandCheckArgument(_ path: String) -> [String] {
  var isDirectory: ObjCBool = false
  guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue
  else { return [path] }
  let base = URL(fileURLWithPath: path)
  guard let enumerator = FileManager.default.enumerator(atPath: path) else { return [] }
  var found: [String] = []
  while let relative = enumerator.nextObject() as? String {
    guard isInterfaceBuilderFile(relative) else { continue }
    found.append(path.hasSuffix("/") ? path + relative : base.appendingPathComponent(relative).relativePath)
  }
  return found.sorted()
}
