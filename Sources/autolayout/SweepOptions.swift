import ArgumentParser
import AutoLayout
import Foundation
import InterfaceBuilder
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
          result.append(SweepEnvironment(setting: .document(overrides)))
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

extension SweepOptions {
  /// The environments of a sweep over `document`: devices of its platform (`all`, `iphone`,
  /// `ipad` or Xcode ids), orientations, directions. A macOS file has no device: it is checked in
  /// its own window, in each direction.
  func interfaceBuilderEnvironments(for document: InterfaceBuilderDocument, canvas: CanvasOptions) throws
    -> [SweepEnvironment]
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
    var result: [SweepEnvironment] = []
    for id in deviceIDs {
      for landscape in orientationList {
        for rightToLeft in directionList {
          result.append(
            SweepEnvironment(
              setting: .interfaceBuilder(deviceID: id, landscape: landscape, rightToLeft: rightToLeft)))
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
