import AutoLayout
import Foundation
import InterfaceBuilder

/// One environment of a sweep over an Interface Builder file: an Xcode device, an orientation,
/// a direction.
struct InterfaceBuilderSweepEnvironment {
  /// The Xcode device id (`nil`: the file's own, or none for macOS).
  var deviceID: String?
  /// The orientation (`nil`: the file's own).
  var landscape: Bool?
  var rightToLeft: Bool

  /// `retina4_7`, `retina4_7 landscape rtl`, `file device`.
  var name: String {
    var parts = [deviceID ?? "file device"]
    if landscape == true { parts.append("landscape") }
    if rightToLeft { parts.append("rtl") }
    return parts.joined(separator: " ")
  }
}

extension SweepOptions {
  /// The environments of a sweep over `document`: devices of its platform (`all`, `iphone`,
  /// `ipad` or Xcode ids), orientations, directions. A macOS file has no device: it is checked in
  /// its own window, in each direction.
  func interfaceBuilderEnvironments(for document: InterfaceBuilderDocument, canvas: CanvasOptions) throws
    -> [InterfaceBuilderSweepEnvironment]
  {
    if contentSizes != nil {
      throw InputError(
        description:
          "--content-sizes applies to layout documents; \(document.path) is an Interface Builder file")
    }
    if devices != nil, canvas.device != nil {
      throw InputError(description: "--devices replaces --device: give one or the other")
    }
    if directions != nil, canvas.rtl {
      throw InputError(description: "--directions replaces --rtl: give one or the other")
    }
    let own = document.device()
    var deviceIDs: [String?] = [canvas.device ?? own?.id]
    if let devices, document.platform != .macOS {
      deviceIDs = try Self.interfaceBuilderDevices(devices, platform: document.platform).map(\.id)
    }
    let orientationList: [Bool?] =
      document.platform == .iOS ? try orientations.map { try Self.orientations($0) } ?? [nil] : [nil]
    let directionList = try directions.map(Self.directions) ?? [canvas.rtl]
    var result: [InterfaceBuilderSweepEnvironment] = []
    for id in deviceIDs {
      for landscape in orientationList {
        for rightToLeft in directionList {
          result.append(
            InterfaceBuilderSweepEnvironment(
              deviceID: id, landscape: landscape, rightToLeft: rightToLeft))
        }
      }
    }
    return result
  }

  /// Xcode device ids and the groups `all`, `iphone`, `ipad` (devices of the file's platform),
  /// separated by commas.
  static func interfaceBuilderDevices(_ text: String, platform: InterfaceBuilderDocument.Platform) throws
    -> [InterfaceBuilderDevice]
  {
    let ofPlatform = InterfaceBuilderDevice.all.filter { ($0.isTelevision) == (platform == .tvOS) }
    return try expandList(
      text,
      groups: [
        "all": ofPlatform, "iphone": ofPlatform.filter { !$0.isPad && !$0.isTelevision },
        "ipad": ofPlatform.filter(\.isPad),
      ], named: InterfaceBuilderDevice.named, id: \.id,
      unknown: { name in
        "--devices: unknown Interface Builder device '\(name)'; expected all, iphone, ipad or Xcode ids among "
          + InterfaceBuilderDevice.all.map(\.id).joined(separator: ", ")
      })
  }
}

/// The findings of an Interface Builder file over a sweep, each with its scene and where it occurs.
struct InterfaceBuilderSweepReport: SweepPrinting {
  var environments: [InterfaceBuilderSweepEnvironment]
  var found = SweepFindings()
  var environmentNames: [String] { environments.map(\.name) }

  /// Lays every scene out in every environment and groups the findings by scene, kind and subject.
  /// Misplacements count only where the frames were stored (the file's device and orientation).
  init(
    document: InterfaceBuilderDocument, environments: [InterfaceBuilderSweepEnvironment],
    intrinsicFromFrames: Bool
  ) {
    self.environments = environments
    func report(_ scene: InterfaceBuilderDocument.Scene, _ environment: InterfaceBuilderSweepEnvironment?)
      -> StoredFrameComparison
    {
      StoredFrameComparison(
        SceneLayout(
          document: document, scene: scene,
          options: .init(
            deviceID: environment?.deviceID, intrinsicSizesFromFrames: intrinsicFromFrames,
            rightToLeft: environment?.rightToLeft ?? false, textMeasurer: commandTextMeasurer,
            landscape: environment?.landscape)))
    }
    // Sibling views that overlap where the frames were stored overlap by design.
    var designed: [String: Set<String>] = [:]
    for scene in document.scenes { designed[scene.id] = Set(report(scene, nil).overlaps.map(\.identity)) }
    for (position, environment) in environments.enumerated() {
      for scene in document.scenes {
        let report = report(scene, environment)
        let overlaps = report.overlaps.filter { designed[scene.id]?.contains($0.identity) != true }
        for finding in report.findings + overlaps
        where (finding.kind != .misplaced && finding.kind != .possiblyMisplaced) || report.isStoredEnvironment
        {
          found.add(finding, scene: scene.id, environment: position)
        }
      }
    }
  }

  func whereText(_ entry: SweepFindings.Entry) -> String {
    sweepWhere(
      entry.environments,
      coordinates: environments.map { environment in
        [
          environment.deviceID ?? "file device", environment.landscape == true ? "landscape" : "portrait",
          environment.rightToLeft ? "rtl" : "ltr",
        ]
      }, prefixes: ["on ", "in ", "in "])
  }

  /// The text lines `check` prints for the file.
  func lines(file: String) -> [String] {
    guard !found.entries.isEmpty else { return [okLine(file: file)] }
    return found.entries.map { entry in
      let ids =
        entry.finding.constraints.isEmpty ? "" : " [\(entry.finding.constraints.joined(separator: ", "))]"
      return
        "\(file): scene \(entry.scene ?? ""): \(entry.finding.kind.rawValue): \(entry.finding.message)\(ids)\(whereText(entry))"
    }
  }

  /// One JSON object for the file.
  func json(file: String) -> String {
    let names = environments.map { TextEscaping.json($0.name) }.joined(separator: ", ")
    let findings = found.entries.map { entry in
      "{\"scene\": \(TextEscaping.json(entry.scene ?? "")), \"kind\": \(TextEscaping.json(entry.finding.kind.rawValue)), "
        + "\"message\": \(TextEscaping.json(entry.finding.message)), \"constraints\": ["
        + entry.finding.constraints.map(TextEscaping.json).joined(separator: ", ") + "], \"environments\": ["
        + entry.environments.map { TextEscaping.json(environments[$0].name) }.joined(separator: ", ") + "]}"
    }
    return "{\"file\": \(TextEscaping.json(file)), \"environments\": [\(names)], \"findings\": ["
      + findings.joined(separator: ", ") + "]}"
  }
}
