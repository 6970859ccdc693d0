import AutoLayout
import Foundation

extension AppKitControlGeometry {
  /// How the AppKit that ran Interface Builder drew a document's controls: the release (before or
  /// since macOS 11) and whether it drew them in their frames (macOS 26).
  ///
  /// Interface Builder draws with the AppKit of the Mac it runs on, so a `toolsVersion` names the
  /// drawing only up to the Macs its Xcode runs on: Xcode 12.0 to 12.4 also run on macOS 10.15.4
  /// (Catalina), and Xcode 26 on macOS 15. ``init(toolsVersion:controls:)`` reads which one a
  /// document shows from its stored frames.
  ///
  /// ```swift
  /// AppKitControlGeometry.Drawing(toolsVersion: "24765")   // bigSurAndLater, in frames
  /// document.appKitDrawing                                 // what the document's controls show
  /// ```
  public struct Drawing: Sendable, Equatable {
    /// The macOS release whose values apply (macOS 11 moved bezels and boxes).
    ///
    /// ```swift
    /// AppKitControlGeometry.Drawing(toolsVersion: "17701").era   // .bigSurAndLater
    /// ```
    public var era: Era
    /// Whether controls are drawn in their frames, text centred (macOS 26,
    /// ``AppKitControlGeometry/drawsControlsInFrames(toolsVersion:)``).
    ///
    /// ```swift
    /// AppKitControlGeometry.Drawing(toolsVersion: "24765").drawsInFrames   // true
    /// ```
    public var drawsInFrames: Bool

    /// A drawing given outright.
    ///
    /// ```swift
    /// AppKitControlGeometry.Drawing(era: .bigSurAndLater, drawsInFrames: false)   // macOS 11 to 15
    /// ```
    public init(era: Era, drawsInFrames: Bool) {
      self.era = era
      self.drawsInFrames = drawsInFrames
    }

    /// The drawing of the Mac a `toolsVersion`'s Xcode first ran on.
    ///
    /// ```swift
    /// AppKitControlGeometry.Drawing(toolsVersion: "14490").era   // .beforeBigSur
    /// ```
    public init(toolsVersion: ToolsVersion?) {
      self.init(
        era: Era(toolsVersion: toolsVersion),
        drawsInFrames: AppKitControlGeometry.drawsControlsInFrames(toolsVersion: toolsVersion))
    }

    /// The drawing a document's stored frames show, where its Xcode runs on two releases' Macs.
    ///
    /// - Xcode 26 (also on macOS 15): controls that keep their intrinsic height (no height
    ///   constraint of their own) vote with heights only one drawing gives (`drawingHeights`):
    ///   keycastr's preferences (toolsVersion 24506, outside the corpus) store a small push button
    ///   in a 27-point frame, 6 points past its trailing constraint and 7 below its bottom one,
    ///   macOS 11's drawing. A tie keeps macOS 26's.
    /// - Xcode 12.0 to 12.4 (toolsVersion below 18000, also on macOS 10.15.4): regular push
    ///   buttons with a width constraint of their own vote with their frame's width past it, 12
    ///   before macOS 11 (6 on each side), 14 since (7): NetNewsWire's Feedbin sheet (17701,
    ///   outside the corpus) stores 74 points around a 62-point constraint. A tie keeps macOS 11's.
    ///
    /// Older Xcodes link an older AppKit, which keeps its drawing on any Mac.
    ///
    /// ```swift
    /// AppKitControlGeometry.Drawing(toolsVersion: "24506", controls: document.scenes.map(\.root))
    /// // bigSurAndLater, not in frames, when a regular push button is stored 32 points tall
    /// ```
    public init(toolsVersion: ToolsVersion?, controls: [ViewNode]) {
      self.init(toolsVersion: toolsVersion)
      guard drawsInFrames || (ToolsVersion.xcode12..<ToolsVersion.xcode13).contains(toolsVersion.orNewest)
      else {
        return
      }
      var framed = 0
      var bezelled = 0
      var catalina = 0
      var bigSur = 0
      for node in controls.flatMap(\.allViews) where !node.isMisplaced {
        if let height = node.frame?.height, !node.hasOwnHeightConstraint,
          let row = AppKitControlGeometry.drawingHeights.first(where: { $0.matches(node) })
        {
          if row.framed.contains(height) { framed += 1 }
          if row.bezelled.contains(height) { bezelled += 1 }
        }
        if let margin = Self.pushButtonWidthMargin(node) {
          if margin == 12 { catalina += 1 }
          if margin == 14 { bigSur += 1 }
        }
      }
      if drawsInFrames {
        drawsInFrames = bezelled <= framed
      } else if catalina > bigSur {
        era = .beforeBigSur
      }
    }

    /// What a report says when a document's stored frames show another drawing than its
    /// `toolsVersion`'s Xcode gives on its newest Mac; `nil` when they agree.
    ///
    /// ```swift
    /// document.appKitDrawing.note(toolsVersion: "24506")
    /// // "controls drawn as macOS 11 to 15 draw them (the stored frames show it; toolsVersion 24506 …)"
    /// ```
    public func note(toolsVersion: ToolsVersion?) -> String? {
      let expected = Drawing(toolsVersion: toolsVersion)
      guard self != expected else { return nil }
      let drawing =
        drawsInFrames
        ? "macOS 26 draws" : era == .bigSurAndLater ? "macOS 11 to 15 draw" : "macOS 10.15 and earlier draw"
      let usual =
        expected.drawsInFrames
        ? "macOS 26's" : expected.era == .bigSurAndLater ? "macOS 11's" : "macOS 10.15's"
      return "controls drawn as \(drawing) them (the stored frames show it; toolsVersion "
        + "\(toolsVersion ?? "none") is otherwise drawn as \(usual): its Xcode ran on an older Mac)"
    }

    /// How much wider a regular rounded push button's frame is than its own required width
    /// constraint.
    static func pushButtonWidthMargin(_ node: ViewNode) -> CGFloat? {
      guard node.kind == .button, AppKitControlGeometry.cellType(node.cell) == "push",
        node.cell["bezelStyle"] == "rounded", (node.cell["controlSize"] ?? "regular") == "regular",
        let width = node.frame?.width
      else { return nil }
      let constraint = node.constraints.first {
        $0.firstItem == node.id && $0.secondItem == nil && $0.firstAttribute == .width
          && $0.relation == .equal && $0.priority == 1000
      }
      return constraint.map { width - $0.constant }
    }
  }

  /// A control's frame height in the two drawings of Xcode 26's documents, where it sits at its
  /// intrinsic height: macOS 26 draws the frame as the alignment rectangle
  /// (``drawsControlsInFrames(toolsVersion:)``: CotEditor, NetNewsWire), macOS 11 to 15 around it
  /// with its bezel margins (the corpus's Xcode 12 to 16 files; repositories in parentheses).
  struct DrawingHeight {
    var kind: ElementKind
    var cellType: String
    var controlSize: String?
    var framed: [CGFloat]
    var bezelled: [CGFloat]

    func matches(_ node: ViewNode) -> Bool {
      node.kind == kind && AppKitControlGeometry.cellType(node.cell) == cellType
        && (cellType == "check" || cellType == "radio" || node.cell["bezelStyle"] == "rounded")
        && (node.cell["controlSize"] == "regular" ? nil : node.cell["controlSize"]) == controlSize
    }
  }

  /// The heights that tell macOS 26's drawing from macOS 11's, counted over both sets' files of
  /// Xcode 12 and later, controls without a height constraint of their own.
  static let drawingHeights: [DrawingHeight] = [
    // Push buttons: 24 (CotEditor, NetNewsWire) or 32 (21 repositories).
    DrawingHeight(kind: .button, cellType: "push", controlSize: nil, framed: [24], bezelled: [32]),
    // Small push buttons: 27 (5 repositories, keycastr's Xcode 26 file among them) or 28
    // (Quicksilver) in macOS 11's drawing; no small one of macOS 26's drawing is measured.
    DrawingHeight(kind: .button, cellType: "push", controlSize: "small", framed: [], bezelled: [27, 28]),
    // Check boxes: 16 (NetNewsWire) or 18 (16 repositories); radio buttons, the same button cell
    // with a round image, 16 (NetNewsWire) or 18 (MonitorControl); small check boxes 14
    // (CotEditor) or 16 (4 repositories).
    DrawingHeight(kind: .button, cellType: "check", controlSize: nil, framed: [16], bezelled: [18]),
    DrawingHeight(kind: .button, cellType: "radio", controlSize: nil, framed: [16], bezelled: [18]),
    DrawingHeight(kind: .button, cellType: "check", controlSize: "small", framed: [14], bezelled: [16]),
    // Pop-up buttons: 24 (NetNewsWire) or 25 (8 repositories) and 26 (Vienna).
    DrawingHeight(kind: .popUpButton, cellType: "push", controlSize: nil, framed: [24], bezelled: [25, 26]),
  ]
}
