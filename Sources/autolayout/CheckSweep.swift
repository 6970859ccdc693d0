import ArgumentParser
import AutoLayout
import Foundation
import LayoutDocument

/// `check`'s sweep options: the same document checked in several environments, each finding
/// reported once with the environments it occurs in.
struct SweepOptions: ParsableArguments {
  @Option(
    help: """
      Layout documents: check on several devices — all, iphone, ipad, portrait, landscape, or \
      device names separated by commas (\(Device.all.map(\.name).joined(separator: ", "))).
      """)
  var devices: String?

  @Option(help: "Check left to right (ltr), right to left (rtl) or both.")
  var directions: String?

  @Option(help: "Check in portrait, landscape or both orientations of each device.")
  var orientations: String?

  @Option(
    help: """
      Layout documents: check at several text sizes — all, or names separated by commas \
      (extraSmall … accessibilityExtraExtraExtraLarge).
      """)
  var contentSizes: String?

  /// Whether any sweep option was given.
  var isSweep: Bool { devices != nil || directions != nil || orientations != nil || contentSizes != nil }

  /// The environments to check, in a fixed order: devices, then directions, then text sizes.
  func environments(canvas: CanvasOptions) throws -> [SweepEnvironment] {
    if devices != nil, canvas.device != nil || canvas.width != nil || canvas.height != nil {
      throw InputError(
        description: "--devices replaces --device, --width and --height: give one or the other")
    }
    if directions != nil, canvas.rtl {
      throw InputError(description: "--directions replaces --rtl: give one or the other")
    }
    if contentSizes != nil, canvas.contentSize != nil {
      throw InputError(description: "--content-sizes replaces --content-size: give one or the other")
    }
    let base = try canvas.overrides()
    var deviceList: [Device?] = try devices.map { try Self.devices($0).map { $0 } } ?? [base.device]
    if let orientations {
      let wanted = try Self.orientations(orientations)
      guard deviceList.allSatisfy({ $0 != nil }) else {
        throw InputError(
          description: "--orientations turns devices: give --devices or --device for a layout document")
      }
      var turned: [Device?] = []
      for case let device? in deviceList {
        for landscape in wanted {
          let match =
            device.isLandscape == landscape
            ? device
            : Device.all.first { $0.size == CGSize(width: device.size.height, height: device.size.width) }
          if let match, !turned.contains(where: { $0?.name == match.name }) { turned.append(match) }
        }
      }
      deviceList = turned
    }
    let directionList: [Bool] = try directions.map(Self.directions) ?? [base.rightToLeft]
    let sizeList: [ContentSizeCategory?] =
      try contentSizes.map { try Self.contentSizes($0).map { $0 } } ?? [base.contentSize]
    var result: [SweepEnvironment] = []
    for device in deviceList {
      for rightToLeft in directionList {
        for size in sizeList {
          var overrides = base
          overrides.device = device
          overrides.rightToLeft = rightToLeft
          overrides.contentSize = size
          result.append(SweepEnvironment(overrides: overrides))
        }
      }
    }
    return result
  }

  /// Device names and the groups `all`, `iphone`, `ipad`, `portrait`, `landscape`, separated by commas (each device once,
  /// in the order given).
  static func devices(_ text: String) throws -> [Device] {
    try expandList(
      text,
      groups: [
        "all": Device.all, "iphone": Device.all.filter { $0.name.hasPrefix("iphone") },
        "ipad": Device.all.filter { $0.name.hasPrefix("ipad") },
        "portrait": Device.all.filter { !$0.isLandscape },
        "landscape": Device.all.filter(\.isLandscape),
      ], named: Device.named, id: \.name,
      unknown: { name in
        "--devices: unknown device '\(name)'; expected all, iphone, ipad, portrait, landscape or names among "
          + Device.all.map(\.name).joined(separator: ", ")
      })
  }

  /// The items a comma-separated list names: group names expand to their members, other names to
  /// the item `named` finds (an input error with `unknown`'s text otherwise); each item once, in
  /// the order given.
  static func expandList<Item>(
    _ text: String, groups: [String: [Item]], named: (String) -> Item?, id: (Item) -> String,
    unknown: (String) -> String
  ) throws -> [Item] {
    var result: [Item] = []
    for token in text.split(separator: ",") {
      let name = token.trimmingHorizontalSpace()
      let found: [Item]
      if let group = groups[name.lowercased()] {
        found = group
      } else if let item = named(name) {
        found = [item]
      } else {
        throw InputError(description: unknown(name))
      }
      for item in found where !result.contains(where: { id($0) == id(item) }) { result.append(item) }
    }
    return result
  }

  /// `ltr`, `rtl` or `both`: whether each pass is right to left.
  static func directions(_ text: String) throws -> [Bool] {
    switch text.lowercased() {
    case "ltr": return [false]
    case "rtl": return [true]
    case "both": return [false, true]
    default: throw InputError(description: "--directions \(text): expected ltr, rtl or both")
    }
  }

  /// `portrait`, `landscape` or `both`: whether each pass is landscape.
  static func orientations(_ text: String) throws -> [Bool] {
    switch text.lowercased() {
    case "portrait": return [false]
    case "landscape": return [true]
    case "both": return [false, true]
    default: throw InputError(description: "--orientations \(text): expected portrait, landscape or both")
    }
  }

  /// `all` or content size names separated by commas.
  static func contentSizes(_ text: String) throws -> [ContentSizeCategory] {
    if text.lowercased() == "all" { return ContentSizeCategory.allCases }
    return try text.split(separator: ",").map { name in
      let name = name.trimmingHorizontalSpace()
      guard let size = ContentSizeCategory(name: name) else {
        throw InputError(
          description: "--content-sizes: unknown text size '\(name)'; expected all or names among "
            + ContentSizeCategory.allCases.map(\.name).joined(separator: ", "))
      }
      return size
    }
  }
}

/// One environment of a sweep.
struct SweepEnvironment {
  var overrides: LayoutDocument.CanvasOverrides

  /// The device name, `ltr` / `rtl`, the text size name: the coordinates of the environment.
  var coordinates: (device: String, direction: String, size: String) {
    (
      overrides.device?.name ?? "document canvas", overrides.rightToLeft ? "rtl" : "ltr",
      overrides.contentSize?.name ?? "document text size"
    )
  }

  /// `ipad-landscape`, `iphone-se rtl`, `iphone-15 accessibilityLarge`; `document canvas` for
  /// the document's own.
  var name: String {
    var parts = [overrides.device?.name ?? "document canvas"]
    if overrides.rightToLeft { parts.append("rtl") }
    if let size = overrides.contentSize { parts.append(size.name) }
    return parts.joined(separator: " ")
  }
}

/// The findings of a sweep over one file: each distinct finding (by scene, kind and identity)
/// once, first seen first, with the environments (by index) it occurs in.
///
/// ```swift
/// var found = SweepFindings()
/// found.add(finding, environment: 0)
/// found.add(finding, environment: 1)
/// found.entries[0].environments   // [0, 1]
/// ```
struct SweepFindings {
  /// A finding, its scene (Interface Builder files) and the environments it occurs in.
  struct Entry {
    var scene: String?
    var finding: Finding
    var environments: [Int]
  }

  /// The findings, first seen first.
  private(set) var entries: [Entry] = []
  /// Each entry's position, by scene, kind and identity.
  private var index: [String: Int] = [:]

  /// Adds a finding met in the environment at `environment` (environments are added in order).
  mutating func add(_ finding: Finding, scene: String? = nil, environment: Int) {
    let key = (scene ?? "") + "\u{0}" + finding.kind.rawValue + "\u{0}" + finding.identity
    if let known = index[key] {
      if entries[known].environments.last != environment { entries[known].environments.append(environment) }
    } else {
      index[key] = entries.count
      entries.append(Entry(scene: scene, finding: finding, environments: [environment]))
    }
  }

  /// Whether anything was found that fails the check (notes do not).
  var hasFindings: Bool { entries.contains { $0.finding.kind.failsCheck } }
}

/// What `check` prints for a sweep over one file.
protocol SweepPrinting {
  /// The findings.
  var found: SweepFindings { get }
  /// The environments' names, in order.
  var environmentNames: [String] { get }
  /// Where a finding occurs (see ``sweepWhere(_:coordinates:prefixes:)``).
  func whereText(_ entry: SweepFindings.Entry) -> String
  /// The text lines for the file.
  func lines(file: String) -> [String]
  /// One JSON object for the file.
  func json(file: String) -> String
}

extension SweepPrinting {
  /// Whether anything was found that fails the check (notes do not).
  var hasFindings: Bool { found.hasFindings }

  /// The findings for the machine formats, each with where it occurs at the end of its message.
  func reported(file: String) -> [ReportedFinding] {
    found.entries.map { ReportedFinding($0.finding, file: file, scene: $0.scene, where: whereText($0)) }
  }

  /// The line of a file where nothing was found: `FILE: ok (N environments: …)`.
  func okLine(file: String) -> String {
    "\(file): ok (\(environmentNames.count) environments: " + environmentNames.joined(separator: ", ") + ")"
  }

  /// Prints the report as text or JSON; returns whether anything that fails the check was found.
  func print(file: String, json: Bool) -> Bool {
    if json {
      Swift.print(self.json(file: file))
    } else {
      for line in lines(file: file) { Swift.print(line) }
    }
    return hasFindings
  }
}

/// The findings of one document over every environment of a sweep, each with where it occurs.
struct SweepReport: SweepPrinting {
  var environments: [SweepEnvironment]
  var found = SweepFindings()
  var environmentNames: [String] { environments.map(\.name) }

  /// Lays the document out in every environment and groups the findings by kind and subject
  /// (first seen first). Sibling views that overlap count where they do not overlap in the
  /// `reference` environment (the one a check without a sweep uses): designed overlaps are no news.
  init(
    document: LayoutDocument, environments: [SweepEnvironment], reference: LayoutDocument.CanvasOverrides
  ) throws(DocumentError) {
    self.environments = environments
    let designed = Set(try document.makeScene(overriding: reference).overlapFindings().map(\.identity))
    for (position, environment) in environments.enumerated() {
      let scene = try document.makeScene(overriding: environment.overrides)
      for finding in scene.findings() + scene.overlapFindings().filter({ !designed.contains($0.identity) }) {
        found.add(finding, environment: position)
      }
    }
  }

  func whereText(_ entry: SweepFindings.Entry) -> String {
    sweepWhere(
      entry.environments,
      coordinates: environments.map {
        [$0.coordinates.device, $0.coordinates.direction, $0.coordinates.size]
      },
      prefixes: ["on ", "in ", "at "])
  }

  /// The text lines `check` prints for the file: each finding as the first environment it occurs
  /// in gave it, and where it occurs.
  func lines(file: String) -> [String] {
    guard !found.entries.isEmpty else { return [okLine(file: file)] }
    return found.entries.map { "\(file): \($0.finding.text)\(whereText($0))" }
  }

  /// One JSON object for the file.
  func json(file: String) -> String {
    let names = environments.map { TextEscaping.json($0.name) }.joined(separator: ", ")
    let findings = found.entries.map { entry in
      "{\"kind\": \(TextEscaping.json(entry.finding.kind.rawValue)), \"text\": \(TextEscaping.json(entry.finding.text)), "
        + "\"environments\": ["
        + entry.environments.map { TextEscaping.json(environments[$0].name) }.joined(separator: ", ") + "]}"
    }
    return "{\"file\": \(TextEscaping.json(file)), \"environments\": [\(names)], \"findings\": ["
      + findings.joined(separator: ", ") + "]}"
  }
}

/// Where a finding occurs among a sweep's environments, each given by its coordinates (one value
/// per axis: device, direction …): `in all 10 environments`; when the environments it occurs in
/// are every combination of some values of the axes, those values (`on ipad-landscape in rtl only
/// (1 of 10)`, `at accessibilityLarge only (1 of 2)`) — axes the sweep does not vary and axes the
/// finding spans are left out; otherwise the environments one by one.
func sweepWhere(_ found: [Int], coordinates: [[String]], prefixes: [String]) -> String {
  let total = coordinates.count
  if found.count == total { return total == 1 ? "" : " — in all \(total) environments" }
  func distinct(_ values: [String]) -> [String] {
    values.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
  }
  let axes = prefixes.indices
  let foundValues = axes.map { axis in distinct(found.map { coordinates[$0][axis] }) }
  let allValues = axes.map { axis in distinct(coordinates.map { $0[axis] }) }
  var parts: [String]
  if foundValues.map(\.count).reduce(1, *) == found.count {
    parts = axes.compactMap { axis in
      foundValues[axis].count < allValues[axis].count
        ? prefixes[axis] + foundValues[axis].joined(separator: ", ") : nil
    }
  } else {
    parts = ["on " + found.map { coordinates[$0].joined(separator: " ") }.joined(separator: ", ")]
  }
  return " — \(parts.joined(separator: " ")) only (\(found.count) of \(total))"
}
