import Foundation

/// The agreement of many Interface Builder files with Xcode's stored frames, per platform (the
/// measure of ``StoredFrameAgreement``), with the causes of disagreement: what
/// `autolayout check DIR --summary` prints.
///
/// ```swift
/// var summary = AgreementSummary()
/// summary.add(StoredFrameAgreement(document: document, reports: reports), platform: document.platform)
/// print(summary.table)
/// summary.rows["iOS"]?.agreeing   // 21
/// ```
public struct AgreementSummary: Sendable {
  /// The figures of one platform.
  public struct Row: Sendable {
    /// Files measured (read or not).
    public var files = 0
    /// Views counted.
    public var counted = 0
    /// Counted views that agree.
    public var agreeing = 0
    /// Files in which every counted view agrees.
    public var filesAllAgree = 0
    /// Files the reader rejected.
    public var unreadable = 0
    /// Counted views that disagree, by cause.
    public var causes: [StoredFrameAgreement.Cause: Int] = [:]
    /// Files Xcode saved clean (no view flagged misplaced or ambiguous), read or not.
    public var cleanFiles = 0
    /// Files Xcode saved clean for which `check` fails with a finding that contradicts Xcode
    /// (misplaced, ambiguous, unsatisfiable, stale frames), or which the reader rejects: the
    /// false alarms a CI check would raise.
    public var cleanFilesContradicted = 0

    /// The most counted views any layout can agree with: those whose stored frames do not break
    /// their own file's constraints (``StoredFrameAgreement/Cause/staleFrames``: no frames that
    /// round to the stored pixels hold the constraint, so no engine's solution is stored there).
    ///
    /// ```swift
    /// summary.rows["iOS"]?.reachable   // counted views less the stale ones
    /// ```
    public var reachable: Int { counted - (causes[.staleFrames] ?? 0) }
  }

  /// The figures per platform (`iOS`, `tvOS`, `macOS`).
  public private(set) var rows: [String: Row] = [:]

  /// An empty summary.
  ///
  /// ```swift
  /// var summary = AgreementSummary()
  /// ```
  public init() {}

  /// Adds one file that was read and laid out.
  ///
  /// ```swift
  /// summary.add(agreement, platform: .iOS)
  /// ```
  public mutating func add(_ agreement: StoredFrameAgreement, platform: InterfaceBuilderDocument.Platform) {
    var row = rows[platform.rawValue, default: Row()]
    row.files += 1
    row.counted += agreement.counted.count
    row.agreeing += agreement.agreeing.count
    if agreement.disagreeing.isEmpty { row.filesAllAgree += 1 }
    for (_, cause) in agreement.disagreeing { row.causes[cause, default: 0] += 1 }
    if agreement.isSavedClean {
      row.cleanFiles += 1
      if agreement.contradictsXcode { row.cleanFilesContradicted += 1 }
    }
    rows[platform.rawValue] = row
  }

  /// Adds another summary's figures (of other files), platform by platform.
  ///
  /// ```swift
  /// summary.merge(otherFiles)
  /// ```
  public mutating func merge(_ other: AgreementSummary) {
    for (platform, theirs) in other.rows {
      var row = rows[platform, default: Row()]
      row.files += theirs.files
      row.counted += theirs.counted
      row.agreeing += theirs.agreeing
      row.filesAllAgree += theirs.filesAllAgree
      row.unreadable += theirs.unreadable
      for (cause, count) in theirs.causes { row.causes[cause, default: 0] += count }
      row.cleanFiles += theirs.cleanFiles
      row.cleanFilesContradicted += theirs.cleanFilesContradicted
      rows[platform] = row
    }
  }

  /// Adds a file the reader rejected: its views count (from the XML, when it is well-formed) and
  /// disagree; its platform is read as for any document (`unknown` when the XML is malformed).
  ///
  /// ```swift
  /// summary.addUnreadable("Broken.xib")
  /// ```
  public mutating func addUnreadable(_ file: String) {
    let outline = StoredFrameAgreement.outline(ofRejectedFile: file)
    let platform = outline?.platform.rawValue ?? "unknown"
    var row = rows[platform, default: Row()]
    row.files += 1
    row.unreadable += 1
    let counted = outline?.counted.count ?? 0
    row.counted += counted
    if counted > 0 { row.causes[.unreadable, default: 0] += counted }
    // A clean file we cannot read fails the check as surely as a false finding.
    if outline?.isSavedClean ?? false {
      row.cleanFiles += 1
      row.cleanFilesContradicted += 1
    }
    rows[platform] = row
  }

  /// The table in Markdown: one line per platform (and all), then the causes of disagreement.
  ///
  /// ```swift
  /// print(summary.table)   // | platform | files | counted views | agreeing | share | …
  /// ```
  public var table: String {
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
    // The ceiling of the share: a view Xcode stored where its own file's constraints cannot hold
    // disagrees with every layout, this one's and Apple's.
    lines.append("")
    lines.append(
      "At most (counted views less those whose stored frames break their own file's constraints): "
        + platforms.map { platform in
          let row = rows[platform]!
          return "\(platform) \(row.reachable) of \(row.counted) (\(percent(row.reachable, row.counted)))"
        }.joined(separator: ", "))
    // What a CI check would say of files Xcode itself found nothing wrong with.
    lines.append("")
    lines.append(
      "Files Xcode saved clean (no view flagged) that check fails with a finding Xcode would have shown "
        + "(misplaced, ambiguous, unsatisfiable, stale frames) or cannot read: "
        + platforms.map { platform in
          let row = rows[platform]!
          return "\(platform) \(row.cleanFilesContradicted) of \(row.cleanFiles) "
            + "(\(percent(row.cleanFilesContradicted, row.cleanFiles)))"
        }.joined(separator: ", "))
    return lines.joined(separator: "\n")
  }
}
