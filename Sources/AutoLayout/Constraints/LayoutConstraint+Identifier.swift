import Foundation

extension LayoutConstraint {
  /// The name shown in descriptions and logs.
  ///
  /// ```swift
  /// constraint.identifier = "avatar-top"
  /// ```
  public var identifier: String? {
    get {
      systemIdentifierCode != 0
        ? Self.systemIdentifiers[Int(systemIdentifierCode)] : rareState?.identifier
    }
    set {
      // A stack view names every constraint it makes: that sets a number and allocates nothing.
      if let newValue, let code = Self.systemIdentifierCodes[newValue] {
        systemIdentifierCode = code
        if rareState != nil { updateRareState { $0.identifier = nil } }
      } else {
        systemIdentifierCode = 0
        if newValue != nil || rareState != nil { updateRareState { $0.identifier = newValue } }
      }
    }
  }

  /// The identifiers UIKit and AppKit give the constraints they make (stack views, cells, the
  /// encapsulated layout of a view): kept as a number on each constraint. Index 0 is unused.
  ///
  /// ```swift
  /// LayoutConstraint.systemIdentifiers.contains("UISV-spacing")   // true
  /// ```
  static let systemIdentifiers: [String] = [
    "", "UISV-spacing", "UISV-canvas-connection", "UISV-spanning-boundary", "UISV-distributing-edge",
    "UISV-distributing", "UISV-hiding", "UISV-canvas-fit", "UISV-alignment", "UISV-fill-equally",
    "UISV-fill-proportionally", "UISV-ambiguity-suppression", "NSSV-hugging", "UITableViewCell-minimumHeight",
    "UIView-Encapsulated-Layout-Width", "UIView-Encapsulated-Layout-Height",
    "UIView-Encapsulated-Layout-Left", "UIView-Encapsulated-Layout-Top",
    "UIView-readableContentGuide-constraint", "_UITemporaryLayoutWidth", "_UITemporaryLayoutHeight",
    "NSSV-gravity",
  ]

  /// ``systemIdentifiers`` by string.
  static let systemIdentifierCodes: [String: UInt8] = Dictionary(
    uniqueKeysWithValues: systemIdentifiers.enumerated().dropFirst().map { ($0.element, UInt8($0.offset)) })

  /// A system identifier's number, looked up once: a stack view names every constraint it makes,
  /// and hashing the string each time was a seventh of making a stack's constraints.
  ///
  /// ```swift
  /// constraint.systemIdentifierCode = LayoutConstraint.SystemIdentifier.stackSpacing.code
  /// constraint.identifier   // "UISV-spacing"
  /// ```
  struct SystemIdentifier {
    /// The index in ``LayoutConstraint/systemIdentifiers`` (0: not a system identifier).
    let code: UInt8

    init(_ name: String) { code = LayoutConstraint.systemIdentifierCodes[name] ?? 0 }

    static let stackSpacing = SystemIdentifier("UISV-spacing")
    static let stackCanvasConnection = SystemIdentifier("UISV-canvas-connection")
    static let stackSpanningBoundary = SystemIdentifier("UISV-spanning-boundary")
    static let stackDistributingEdge = SystemIdentifier("UISV-distributing-edge")
    static let stackDistributing = SystemIdentifier("UISV-distributing")
    static let stackHiding = SystemIdentifier("UISV-hiding")
    static let stackCanvasFit = SystemIdentifier("UISV-canvas-fit")
    static let stackAlignment = SystemIdentifier("UISV-alignment")
    static let stackFillEqually = SystemIdentifier("UISV-fill-equally")
    static let stackFillProportionally = SystemIdentifier("UISV-fill-proportionally")
    static let stackAmbiguitySuppression = SystemIdentifier("UISV-ambiguity-suppression")
    static let stackHugging = SystemIdentifier("NSSV-hugging")
    static let stackGravity = SystemIdentifier("NSSV-gravity")
  }

  /// The box of the rare fields (an app's identifier, an invalidity).
  final class RareState {
    var identifier: String?
    var invalidity: LayoutError?
  }

  /// Changes the rare fields, making the box when needed and dropping it when both are empty.
  func updateRareState(_ change: (RareState) -> Void) {
    let state = rareState ?? RareState()
    change(state)
    rareState = state.identifier == nil && state.invalidity == nil ? nil : state
  }
}
