import AutoLayout
import Foundation
import InterfaceBuilder
import LayoutDocument

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

/// The findings of one file over every environment of a sweep, each finding once with where it
/// occurs.
///
/// ```swift
/// let report = try SweepReport(input: input, environments: input.sweepEnvironments(options))
/// report.lines(file: input.file)   // ["card.layout.yaml: ok (2 environments: iphone-se, iphone-se rtl)"]
/// ```
struct SweepReport {
  var environments: [SweepEnvironment]
  var found = SweepFindings()

  /// Lays every scene out in every environment and groups the findings by scene, kind and
  /// subject (first seen first). Sibling views that overlap count where they do not overlap in
  /// the environment of a check without a sweep: designed overlaps are no news. Misplacements
  /// count only where the frames were stored.
  init(input: some LayoutInput, environments: [SweepEnvironment]) throws {
    self.environments = environments
    var designed: [String: Set<String>] = [:]
    for scene in try input.scenes(in: nil) {
      designed[scene.sceneID ?? ""] = Set(scene.overlapFindings().map(\.identity))
    }
    for (position, environment) in environments.enumerated() {
      for scene in try input.scenes(in: environment) {
        let overlaps = scene.overlapFindings().filter {
          designed[scene.sceneID ?? ""]?.contains($0.identity) != true
        }
        for finding in scene.checkFindings() + overlaps
        where (finding.kind != .misplaced && finding.kind != .possiblyMisplaced) || scene.isStoredEnvironment
        {
          found.add(finding, scene: scene.sceneID, environment: position)
        }
      }
    }
  }

  /// Whether anything was found that fails the check (notes do not).
  var hasFindings: Bool { found.hasFindings }

  /// Where a finding occurs (see ``sweepWhere(_:coordinates:prefixes:)``).
  func whereText(_ entry: SweepFindings.Entry) -> String {
    sweepWhere(
      entry.environments, coordinates: environments.map(\.coordinates),
      prefixes: environments.first?.prefixes ?? [], groups: environments.first?.groups ?? [])
  }

  /// The findings for the machine formats, each with where it occurs at the end of its message.
  func reported(file: String) -> [ReportedFinding] {
    found.entries.map {
      ReportedFinding(PlainConflict.plain($0.finding), file: file, scene: $0.scene, where: whereText($0))
    }
  }

  /// The text lines `check` prints for the file: each finding as the first environment it occurs
  /// in gave it (an Interface Builder finding after its scene, its constraints' ids after it),
  /// and where it occurs; the ok line when nothing was found.
  func lines(file: String) -> [String] {
    guard !found.entries.isEmpty else {
      return [
        "\(file): ok (\(environments.count) environments: "
          + environments.map(\.name).joined(separator: ", ") + ")"
      ]
    }
    return found.entries.map { entry in
      let scene = entry.scene.map { "scene \($0): " } ?? ""
      let ids =
        entry.finding.constraints.isEmpty ? "" : " [\(entry.finding.constraints.joined(separator: ", "))]"
      return "\(file): \(scene)\(PlainConflict.plain(entry.finding).text)\(ids)\(whereText(entry))"
    }
  }

  /// One JSON object for the file: `{"file", "environments", "findings"}`; a finding of a layout
  /// document has its kind and text, one of an Interface Builder file its scene, kind, message and
  /// constraint ids; each its environments.
  func json(file: String) -> String {
    let names = environments.map { TextEscaping.json($0.name) }.joined(separator: ", ")
    let findings = found.entries.map { entry in
      let finding = entry.finding
      let fields =
        entry.scene != nil
        ? "\"scene\": \(TextEscaping.json(entry.scene ?? "")), \"kind\": \(TextEscaping.json(finding.kind.rawValue)), "
          + "\"message\": \(TextEscaping.json(finding.message)), \"constraints\": ["
          + finding.constraints.map(TextEscaping.json).joined(separator: ", ") + "], "
        : "\"kind\": \(TextEscaping.json(finding.kind.rawValue)), \"text\": \(TextEscaping.json(finding.text)), "
      return "{" + fields + "\"environments\": ["
        + entry.environments.map { TextEscaping.json(environments[$0].name) }.joined(separator: ", ") + "]}"
    }
    return "{\"file\": \(TextEscaping.json(file)), \"environments\": [\(names)], \"findings\": ["
      + findings.joined(separator: ", ") + "]}"
  }

  /// Prints the report as text or JSON; returns whether anything that fails the check was found.
  func print(file: String, json: Bool) -> Bool {
    if json {
      autolayout.print(self.json(file: file))
    } else {
      for line in lines(file: file) { autolayout.print(line) }
    }
    return hasFindings
  }
}

/// Where a finding occurs among a sweep's environments, each given by its coordinates (one value
/// per axis: device, direction …): `in all 10 environments`; when the environments it occurs in
/// are every combination of some values of the axes, those values (`on ipad-landscape in rtl only
/// (1 of 10)`, `at accessibilityLarge only (1 of 2)`) — axes the sweep does not vary and axes the
/// finding spans are left out, and values that make a named group of the sweep's (`groups`) are
/// said by its name (`on every iPhone in portrait only (3 of 8)`); otherwise the environments one
/// by one. A list says four values at most (`…, iphone-15 and 6 more`).
///
/// ```swift
/// sweepWhere([0, 1], coordinates: [["iphone-se", "ltr"], ["iphone-15", "ltr"], ["ipad", "ltr"]],
///            prefixes: ["on ", "in "], groups: [SweepGroup.documentDevices, []])
/// // " — on every iPhone in portrait only (2 of 3)"
/// ```
func sweepWhere(_ found: [Int], coordinates: [[String]], prefixes: [String], groups: [[SweepGroup]] = [])
  -> String
{
  let total = coordinates.count
  if found.count == total { return total == 1 ? "" : " — in all \(total) environments" }
  func distinct(_ values: [String]) -> [String] {
    values.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
  }
  func list(_ values: [String]) -> String {
    values.count <= 4
      ? values.joined(separator: ", ")
      : values.prefix(3).joined(separator: ", ") + " and \(values.count - 3) more"
  }
  let axes = prefixes.indices
  let foundValues = axes.map { axis in distinct(found.map { coordinates[$0][axis] }) }
  let allValues = axes.map { axis in distinct(coordinates.map { $0[axis] }) }
  var parts: [String]
  if foundValues.map(\.count).reduce(1, *) == found.count {
    parts = axes.compactMap { axis in
      guard foundValues[axis].count < allValues[axis].count else { return nil }
      let values = Set(foundValues[axis])
      let swept = Set(allValues[axis])
      let group = (axis < groups.count ? groups[axis] : []).first { group in
        values.count >= 2 && group.members.intersection(swept) == values
      }
      return prefixes[axis] + (group?.phrase ?? list(foundValues[axis]))
    }
  } else {
    parts = ["on " + list(found.map { coordinates[$0].joined(separator: " ") })]
  }
  return " — \(parts.joined(separator: " ")) only (\(found.count) of \(total))"
}

/// A named group of one sweep axis's values (`every iPhone in portrait`: the portrait iPhones'
/// names), by which ``sweepWhere(_:coordinates:prefixes:groups:)`` says where a finding occurs.
///
/// ```swift
/// SweepGroup.documentDevices.first?.phrase   // "every iPhone"
/// ```
struct SweepGroup {
  /// How it reads after the axis's prefix (`on every iPad`).
  var phrase: String
  /// The values it holds.
  var members: Set<String>

  /// The layout documents' devices (`--devices`): every iPhone, every iPad, every device in an
  /// orientation, and every iPhone or iPad in one.
  static let documentDevices: [SweepGroup] = {
    let phone = Device.all.filter { $0.name.hasPrefix("iphone") }
    let pad = Device.all.filter { $0.name.hasPrefix("ipad") }
    func names(_ devices: [Device]) -> Set<String> { Set(devices.map(\.name)) }
    var groups = [
      SweepGroup(phrase: "every iPhone", members: names(phone)),
      SweepGroup(phrase: "every iPad", members: names(pad)),
    ]
    for (family, devices) in [("iPhone", phone), ("iPad", pad)] {
      groups.append(
        SweepGroup(phrase: "every \(family) in portrait", members: names(devices.filter { !$0.isLandscape })))
      groups.append(
        SweepGroup(phrase: "every \(family) in landscape", members: names(devices.filter(\.isLandscape))))
    }
    groups.append(
      SweepGroup(phrase: "every device in portrait", members: names(Device.all.filter { !$0.isLandscape })))
    groups.append(
      SweepGroup(phrase: "every device in landscape", members: names(Device.all.filter(\.isLandscape))))
    return groups
  }()

  /// Xcode's devices in an Interface Builder sweep (orientation is an axis of its own there).
  static let interfaceBuilderDevices: [SweepGroup] = [
    SweepGroup(
      phrase: "every iPhone",
      members: Set(InterfaceBuilderDevice.all.filter { !$0.isPad && !$0.isTelevision }.map(\.id))),
    SweepGroup(phrase: "every iPad", members: Set(InterfaceBuilderDevice.all.filter(\.isPad).map(\.id))),
  ]
}
