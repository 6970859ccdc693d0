import AutoLayout
import Cassowary
import Foundation
import InterfaceBuilder

/// Whether a path names an Interface Builder file.
func isInterfaceBuilderFile(_ path: String) -> Bool {
  path.hasSuffix(".xib") || path.hasSuffix(".storyboard")
}

/// An unknown Xcode device id is an input error naming the known ones.
func validateInterfaceBuilderDevice(_ id: String?) throws {
  if let id, InterfaceBuilderDevice.named(id) == nil {
    throw InputError(
      description: "--device \(id): unknown Interface Builder device; expected one of "
        + InterfaceBuilderDevice.all.map(\.id).joined(separator: ", "))
  }
}

extension CanvasOptions {
  /// The Interface Builder reader's options for these canvas options (`--device`, `--rtl`,
  /// `--without-placeholders`), as `solve` and `render` lay a scene out.
  ///
  /// ```swift
  /// SceneLayout(document: document, scene: scene, options: canvas.sceneOptions(intrinsicFromFrames: true))
  /// ```
  func sceneOptions(intrinsicFromFrames: Bool) -> SceneLayout.Options {
    .init(
      deviceID: device, intrinsicSizesFromFrames: intrinsicFromFrames, rightToLeft: rtl,
      textMeasurer: commandTextMeasurer, omitsPlaceholders: withoutPlaceholders)
  }

  /// Options of layout documents that an Interface Builder file does not take (its canvas is the
  /// device's): an input error rather than silently ignored.
  func rejectDocumentOnlyOptions(for file: String) throws {
    let given = [
      ("--width", width != nil), ("--height", height != nil), ("--scale", scale != nil),
      ("--content-size", contentSize != nil),
    ].filter(\.1).map(\.0)
    if let first = given.first {
      throw InputError(
        description:
          "\(first) does not apply to \(file): an Interface Builder scene takes its size and scale "
          + "from its device; choose one with --device (an Xcode id such as retina4_7)")
    }
  }
}

/// Lays out every scene of a read document and compares it with the stored frames.
///
/// ```swift
/// let reports = interfaceBuilderReports(document, options: canvas.sceneOptions(intrinsicFromFrames: true))
/// ```
func interfaceBuilderReports(_ document: InterfaceBuilderDocument, options: SceneLayout.Options)
  -> [StoredFrameComparison]
{
  document.scenes.map { scene in
    StoredFrameComparison(SceneLayout(document: document, scene: scene, options: options))
  }
}

/// `{"file": …, "scenes": [{"scene", "device", "views_compared", "views_agreeing", "views", "findings", "notes"}]}`.
func interfaceBuilderJSON(file: String, reports: [StoredFrameComparison], includeViews: Bool) -> String {
  func rect(_ r: CGRect) -> String {
    "["
      + [r.minX, r.minY, r.width, r.height].map { NumberText.shortest(Double($0), nonFinite: "overflow") }
      .joined(separator: ", ") + "]"
  }
  let scenes = reports.map { report in
    let views = report.views.map { view in
      "{\"id\": \(TextEscaping.json(view.id)), \"name\": \(TextEscaping.json(view.name)), \"stored\": \(rect(view.stored)), "
        + "\"solved\": \(rect(view.solved)), \"compared\": \(view.isCompared), \"agrees\": \(view.agrees)"
        + (view.requiredConstraintsAllowStored.map { ", \"required_constraints_allow_stored\": \($0)" } ?? "")
        + (view.contentSizesAllowStored.map { ", \"content_sizes_allow_stored\": \($0)" } ?? "")
        + (view.optionalConstraintsPreferSolved.map { ", \"optional_constraints_prefer_solved\": \($0)" }
          ?? "")
        + "}"
    }
    let findings = report.findings.map { finding in
      "{\"kind\": \(TextEscaping.json(finding.kind.rawValue)), \"message\": \(TextEscaping.json(finding.message)), \"constraints\": ["
        + finding.constraints.map(TextEscaping.json).joined(separator: ", ") + "], "
        + "\"object\": \(finding.object.map(TextEscaping.json) ?? "null"), "
        + "\"line\": \(finding.line.map(String.init) ?? "null"), \"column\": \(finding.column.map(String.init) ?? "null")}"
    }
    return
      "{\"scene\": \(TextEscaping.json(report.scene)), \"device\": \(report.device.map(TextEscaping.json) ?? "null"), "
      + "\"views_compared\": \(report.viewsCompared), \"views_agreeing\": \(report.viewsAgreeing), "
      + "\"views\": [" + views.joined(separator: ", ") + "], \"findings\": ["
      + findings.joined(separator: ", ")
      + "], \"notes\": [" + report.notes.map(TextEscaping.json).joined(separator: ", ") + "]}"
  }
  return "{\"file\": \(TextEscaping.json(file)), \"scenes\": [" + scenes.joined(separator: ", ") + "]}"
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
