import AutoLayout
import Foundation

/// AppKit's alignment-rectangle insets: how much larger a control's frame (what Interface Builder
/// stores) is than the rectangle constraints align (what Auto Layout positions). They depend on
/// the control, its bezel, its size, and the macOS release whose AppKit drew it: macOS 11
/// (Xcode 12, `toolsVersion` 17000 and later) made push buttons one point taller and wider
/// around the same bezel, and moved check boxes' boxes.
///
/// Apple documents the concept (`NSView.alignmentRectInsets`) but not the values. Each entry below
/// is what the corpus's constraints and stored frames imply, measured on constraints that pin the
/// control's edge to its superview's (the edge's offset in the frame minus the constant), kept
/// only where at least two repositories agree; `docs/interface-builder.md` has the counts.
///
/// ```swift
/// AppKitControlGeometry.alignmentInsets(kind: .button, cell: ["type": "push", "bezelStyle": "rounded"],
///                                       toolsVersion: 22505)
/// // top 5, left 7, bottom 7, right 7
/// ```
public enum AppKitControlGeometry {
  /// The macOS release of a document's Xcode, for the values that changed with macOS 11.
  public enum Era: Sendable, Equatable {
    /// Xcode 11 and earlier (`toolsVersion` below 17000): macOS 10.15 and earlier.
    case beforeBigSur
    /// Xcode 12 and later: macOS 11 and later.
    case bigSurAndLater

    /// The era of a document's `toolsVersion` ("22505", "14490.70", nil = the current one).
    ///
    /// ```swift
    /// AppKitControlGeometry.Era(toolsVersion: "14490.70")   // .beforeBigSur
    /// ```
    public init(toolsVersion: ToolsVersion?) {
      self = toolsVersion.orNewest < .xcode12 ? .beforeBigSur : .bigSurAndLater
    }
  }

  /// Whether a document's Xcode draws its controls the way macOS 26 does (Xcode 26, `toolsVersion`
  /// 24000 and later): push buttons, pop-up buttons, check boxes and radio buttons whose frames are
  /// their alignment rectangles, with a line of text centred in them.
  ///
  /// Interface Builder stores such a control's frame without the shadow and focus margins of
  /// macOS 11's drawing: a regular push button or pop-up is 24 points tall (32 and 25 before), a
  /// regular check box or radio button 16 (18), a small check box 14. The files' constraints pin
  /// those frames' own edges — CotEditor's replacement sheet (toolsVersion 24408: push buttons
  /// pinned 20 from the trailing and bottom edges end exactly there, a small check box on its
  /// leading edge), NetNewsWire's general preferences (24765, outside the corpus: pop-ups 4 from
  /// the top and 1 from the trailing edge, push button and check boxes 12 below a pop-up, all on
  /// one leading edge with the pop-ups) — and the earliest file of the era, CotEditor's print
  /// panel (24127), stores 24-point textured pop-ups with their text on a label's baseline 4 points
  /// below their top, centred as the others are. The latest files of macOS 11's drawing in the
  /// corpus are of toolsVersion 23727 (Quicksilver, Vienna); a later file whose controls show
  /// macOS 11's frames was drawn on macOS 15 (``Drawing/init(toolsVersion:controls:)``).
  ///
  /// ```swift
  /// AppKitControlGeometry.drawsControlsInFrames(toolsVersion: "24765")   // true
  /// AppKitControlGeometry.drawsControlsInFrames(toolsVersion: "23727")   // false
  /// ```
  public static func drawsControlsInFrames(toolsVersion: ToolsVersion?) -> Bool {
    toolsVersion.orNewest >= .xcode26
  }

  /// A button cell's type as Interface Builder means it: the stored `type`, or `push` for a rounded
  /// bezel that names none (Xcode omits the default).
  ///
  /// ```swift
  /// AppKitControlGeometry.cellType(["bezelStyle": "rounded"])   // "push"
  /// ```
  static func cellType(_ cell: [String: String]) -> String? {
    cell["type"] ?? (cell["bezelStyle"] == "rounded" ? "push" : nil)
  }

  /// The controls whose frame is their alignment rectangle in macOS 26's drawing: buttons with a
  /// push, check box or radio cell, pop-ups with a push or textured cell, of every control size,
  /// and segmented controls (0 above, below and at the right: 4 votes of 2 repositories).
  static func isFrameDrawnControl(kind: ElementKind, cellType: String?) -> Bool {
    switch kind {
    case .button: return ["push", "check", "radio"].contains(cellType)
    case .popUpButton: return cellType == "push" || cellType == "roundTextured"
    case .segmentedControl: return true
    default: return false
    }
  }

  /// One row of the table: a control, described by its element, its cell's `type` and
  /// `controlSize` (nil = regular), in an era; the insets, and the evidence.
  struct Entry {
    var kind: ElementKind
    var cellType: String?
    var controlSize: String?
    var era: Era?
    var insets: EdgeInsets
    var source: String
  }

  /// The table (first match wins; `era: nil` holds in both eras).
  static let table: [Entry] = [
    Entry(
      kind: .segmentedControl, cellType: "rounded", controlSize: nil, era: .bigSurAndLater,
      insets: EdgeInsets(top: 1, left: 2, bottom: 1, right: 2),
      source:
        "corpus, macOS 11 to Xcode 15 files: top 1 in 2 constraints (2 repositories), left 2 in 4 (2), bottom 1 in 2 (2), as Scripts/measure-control-insets.py accepts them, all of the rounded style (the separated and textured ones, one repository each, have no entry); right as left (no constraint measures it)"
    ),
    Entry(
      kind: .segmentedControl, cellType: "rounded", controlSize: nil, era: .beforeBigSur,
      insets: EdgeInsets(top: 1, left: 2, bottom: 1, right: 2),
      source:
        "the sides as since macOS 11: every pinned rounded segmented control of the sets before Xcode 12 — left 2 in MacDown's editor preferences (Xcode 9: 2 after a pop-up's rectangle, 8 points before the frame's edge minus the pop-up's inset), right 2 in MacDown's HTML preferences and NWPusher (Xcode 9 and 10, trailing edges pinned); none at 0 — two repositories before Xcode 12, with the two of macOS 11's row for the same sides. Top and bottom as since macOS 11 (bottom 1 where MacDown's HTML preferences pin it)"
    ),
    Entry(
      kind: .button, cellType: "push", controlSize: nil, era: .bigSurAndLater,
      insets: EdgeInsets(top: 5, left: 7, bottom: 7, right: 7),
      source:
        "corpus: left 7 in 8 constraints (6 repositories), top 5 in 14 (4), right 7 in 28 (10), bottom 7 in 26 (15)"
    ),
    Entry(
      kind: .button, cellType: "push", controlSize: nil, era: .beforeBigSur,
      insets: EdgeInsets(top: 4, left: 6, bottom: 7, right: 6),
      source:
        "corpus: top 4 in 3 constraints (2 repositories), right 6 in 4 (4), bottom 7 in 4 (3); left as right"),
    Entry(
      kind: .popUpButton, cellType: "push", controlSize: nil, era: .beforeBigSur,
      insets: EdgeInsets(top: 2, left: 2, bottom: 3, right: 3),
      source: "corpus: left 2 in 2 constraints (2 repositories), right 3 (2 repositories); top 2, bottom 3"),
    Entry(
      kind: .button, cellType: "check", controlSize: nil, era: .bigSurAndLater,
      insets: EdgeInsets(top: 1, left: 2, bottom: 1, right: 0),
      source:
        "corpus: left 2 in 13 constraints (6 repositories), top 1 (2), right 0 in 5 (4), bottom 1 in 5 (4)"),
    Entry(
      kind: .button, cellType: "radio", controlSize: nil, era: .bigSurAndLater,
      insets: EdgeInsets(top: 1, left: 2, bottom: 1, right: 0),
      source: "as the check box: the same button cell with a round image"),
    Entry(
      kind: .button, cellType: "check", controlSize: nil, era: .beforeBigSur,
      insets: EdgeInsets(top: 2, left: 2, bottom: 2, right: 2),
      source: "corpus: left 2 in 3 constraints (2 repositories), right 2 in 2 (2)"),
    Entry(
      kind: .button, cellType: "radio", controlSize: nil, era: .beforeBigSur,
      insets: EdgeInsets(top: 2, left: 2, bottom: 2, right: 2),
      source: "as the check box"),
    Entry(
      kind: .button, cellType: "check", controlSize: "small", era: .bigSurAndLater,
      insets: EdgeInsets(top: 1, left: 1, bottom: 1, right: 0),
      source:
        "corpus: left 1 in 7 constraints (2 repositories), top 1 in 3 (2), right 0 in 2 (2); the Sparkle sample"
    ),
    Entry(
      kind: .slider, cellType: nil, controlSize: nil, era: .bigSurAndLater,
      insets: EdgeInsets(top: 2, left: 2, bottom: 6, right: 2),
      source:
        "corpus: right 2 in 4 constraints (4 repositories), top 2 in 2 (2), left 2 in 1; bottom 6 in 1 (a large one, the same 28-point frame)"
    ),
    Entry(
      kind: .slider, cellType: nil, controlSize: "large", era: .bigSurAndLater,
      insets: EdgeInsets(top: 2, left: 2, bottom: 6, right: 2),
      source: "corpus: left 2, top 2, bottom 6 in 1 constraint each (1 repository); as the regular slider"),
    Entry(
      kind: .slider, cellType: nil, controlSize: "mini", era: .bigSurAndLater,
      insets: EdgeInsets(top: 2, left: 2, bottom: 2, right: 2),
      source:
        "a slider's frame is 2 points wider than its track on each side at every size and in both eras: regular and large sliders of macOS 11 and later (4 repositories, above), Quicksilver's mini slider (a 165-point width constraint in a 169-point frame), Gifski's Xcode 10 sliders (214 in 218, outside the corpus); top 2 and bottom 2 in keycastr's preferences (outside the corpus: three mini sliders centred on 17-point labels with a label 4 below each, 13, 15 and 17 points tall)"
    ),
    Entry(
      kind: .slider, cellType: nil, controlSize: "small", era: .bigSurAndLater,
      insets: EdgeInsets(top: 2, left: 2, bottom: 2, right: 2),
      source: "as the mini slider (no small slider in either set)"),
    Entry(
      kind: .slider, cellType: nil, controlSize: nil, era: .beforeBigSur,
      insets: EdgeInsets(top: 0, left: 2, bottom: 0, right: 2),
      source: "as the mini slider (Gifski's two Xcode 10 sliders; top and bottom unmeasured)"),
    Entry(
      kind: .button, cellType: "smallSquare", controlSize: nil, era: .bigSurAndLater,
      insets: EdgeInsets(top: 1, left: 0, bottom: 1, right: 0),
      source: "corpus: top 1 in 5 constraints (3 repositories), bottom 1 in 3 (2), left and right 0 in 7 (3)"),
    Entry(
      kind: .button, cellType: "push", controlSize: "small", era: .bigSurAndLater,
      insets: EdgeInsets(top: 4, left: 6, bottom: 7, right: 6),
      source:
        "corpus: top 4 in 3 constraints (3 repositories), right 6 in 3 (2), bottom 7 in 1; left as right"),
    Entry(
      kind: .button, cellType: "push", controlSize: "large", era: .bigSurAndLater,
      insets: EdgeInsets(top: 6, left: 6, bottom: 6, right: 6),
      source:
        "corpus: right 6 in 2 constraints, left 6 in 1, bottom 6 in 1 (1 repository, 3 files); top as bottom"),
    Entry(
      kind: .popUpButton, cellType: "push", controlSize: "large", era: .bigSurAndLater,
      insets: EdgeInsets(top: 6, left: 5, bottom: 6, right: 5),
      source:
        "corpus: left 5 in 10 constraints, top 6 in 7, bottom 6 in 2, right 5 in 1 (1 repository, 4 files)"),
    Entry(
      kind: .button, cellType: "check", controlSize: "large", era: .bigSurAndLater,
      insets: EdgeInsets(top: 2.5, left: 3, bottom: 2.5, right: 0),
      source:
        "corpus: left 3 in 9 constraints, top 2.5 in 3, right 0 in 2, bottom 2.5 in 1 (1 repository, 3 files)"
    ),
    Entry(
      kind: .popUpButton, cellType: "push", controlSize: nil, era: .bigSurAndLater,
      insets: EdgeInsets(top: 1, left: 3, bottom: 4, right: 4),
      source:
        "corpus (Scripts/measure-control-insets.py: constraints to the superview and to siblings of known insets): left 3 in 5 constraints (4 repositories), bottom 4 in 3 (3), right 4 in 3 (2); top 1 in 2 of 4 (2; the others 0 and an outlier), chosen as the value that keeps the push button's 20-point alignment height in the 25-point frame"
    ),
    Entry(
      kind: .popUpButton, cellType: "push", controlSize: "small", era: .bigSurAndLater,
      insets: EdgeInsets(top: 2, left: 4, bottom: 4, right: 4),
      source:
        "corpus (as above): top 2 in 7 constraints (2 repositories), left 4 in 7 (2), bottom 4 in 5 (2), right 4 in 3; the 22-point frame keeps the small push button's 16-point alignment height"
    ),
    Entry(
      kind: .popUpButton, cellType: "push", controlSize: "small", era: .beforeBigSur,
      insets: EdgeInsets(top: 1, left: 3, bottom: 3, right: 3),
      source:
        "corpus (as above): top 1, left 3, right 3 in 2 constraints each (2 repositories), bottom 3 in 2"),
    Entry(
      kind: .button, cellType: "push", controlSize: "small", era: .beforeBigSur,
      insets: EdgeInsets(top: 4, left: 5, bottom: 6, right: 5),
      source:
        "corpus (as above): left 5 and right 5 in 2 constraints (2 repositories), bottom 6 in 3 (2); top 4 keeps the small pop-up's 18-point alignment height in the 28-point frame"
    ),
    Entry(
      kind: .button, cellType: "check", controlSize: "small", era: .beforeBigSur,
      insets: EdgeInsets(top: 3, left: 3, bottom: 3, right: 2),
      source:
        "corpus (as above): top 3 in 6 constraints (2 repositories), left 3 in 9 (2), bottom 3 in 4 (3), right 2 in 5 (2)"
    ),
    Entry(
      kind: .comboBox, cellType: nil, controlSize: nil, era: .bigSurAndLater,
      insets: EdgeInsets(top: 1, left: 1, bottom: 1, right: 3),
      source:
        "corpus (as above): left 1 in 5 constraints (2 repositories), right 3 in 5 (2), top 1 in 4 (1), bottom 1 in 2 (1); the 23-point frame keeps a text field's 21-point height"
    ),
    Entry(
      kind: .colorWell, cellType: nil, controlSize: nil, era: .bigSurAndLater,
      insets: EdgeInsets(top: 2, left: 3, bottom: 2, right: 3),
      source:
        "corpus (as above): left 3 in 2 constraints (2 repositories), right 3 in 8; top and bottom 2: HexFiend's well, a 42 × 19 frame around its 36 × 15 size constraints centred on a label, and Quicksilver's grid of 24 × 24 wells 3 points apart (top + bottom 4)"
    ),
    Entry(
      kind: .datePicker, cellType: nil, controlSize: "large", era: .bigSurAndLater,
      insets: EdgeInsets(top: 4, left: 0, bottom: 0, right: 3),
      source:
        "corpus (as above, large and regular pickers pooled: the stepper and the bezel are the same): top 4 in 3 constraints (2 repositories), right 3 in 3 (2); bottom 0 in 2 (1), left 0"
    ),
    Entry(
      kind: .datePicker, cellType: nil, controlSize: nil, era: .bigSurAndLater,
      insets: EdgeInsets(top: 4, left: 0, bottom: 0, right: 3),
      source: "as the large date picker (the regular one's votes: top 4, right 3; left split 2 / 0)"),
    Entry(
      kind: .button, cellType: "bevel", controlSize: nil, era: .beforeBigSur,
      insets: EdgeInsets(top: 2, left: 2, bottom: 3, right: 2),
      source:
        "bordered bevel buttons of toolsVersion 14490 in two public repositories outside the corpus (MIT): SDWebImage's OSX demo (a 26-point height constraint in a 31-point frame, bottom 3 from its bottom-pinned edge, centred across) and Rectangle's accessibility window (frame 2, 2, 3, 2 around its superview-pinned edges); the corpus's bevel pop-up agrees (below)"
    ),
    Entry(
      kind: .popUpButton, cellType: "bevel", controlSize: nil, era: .beforeBigSur,
      insets: EdgeInsets(top: 2, left: 2, bottom: 3, right: 2),
      source:
        "as the bevel button (the same bordered bevel): the corpus's one bevel pop-up (toolsVersion 14109) has a 25-point height constraint in a 30-point frame"
    ),
    Entry(
      kind: .switch, cellType: nil, controlSize: nil, era: .bigSurAndLater,
      insets: EdgeInsets(top: 1, left: 2, bottom: 2, right: 2),
      source:
        "outside the corpus, 1 repository (WWDC's preferences, Xcode 15: 5 switches, each a 42 × 25 frame 2 points outside its baseline stack's leading edge, its 38 × 22 rectangle the 22-point stacks' height); the corpus's mini switches (CotEditor, 36 × 16) have none"
    ),
    Entry(
      kind: .button, cellType: "radio", controlSize: "large", era: .bigSurAndLater,
      insets: EdgeInsets(top: 2.5, left: 3, bottom: 2.5, right: 0),
      source: "as the large check box (left 3 in 1 constraint)"),
  ]

  /// The insets of a control (zero for views without an entry; a label-like text field is 2
  /// points wider on each side, a separator box's 1-point line sits in a 5-point frame).
  static func alignmentInsets(of node: ViewNode, drawing: Drawing) -> EdgeInsets {
    switch node.kind {
    case _ where AppKitTextBaselines.textFieldKinds.contains(node.kind):
      // A label (no border, no bezel): 2 points on each side, in both eras (150 constraints of
      // 21 repositories left and right, 0 above and below in 58 of 15).
      return node.cell["borderStyle"] == nil ? EdgeInsets(top: 0, left: 2, bottom: 0, right: 2) : .zero
    case .box where node.isSeparator:
      // A separator's frame is 5 points across its line; the line (1 point) is its alignment rect.
      let frame = node.frame ?? .zero
      return frame.width >= frame.height
        ? EdgeInsets(top: 2, left: 0, bottom: 2, right: 0) : EdgeInsets(top: 0, left: 2, bottom: 0, right: 2)
    case .stepper:
      // A regular stepper drawn by macOS 11 and later in a 19 × 28 frame has a 13 × 21 alignment
      // rectangle, 3 points in at the sides, 4 below the top: left 3 where the corpus pins its
      // leading edge (2 repositories) and outside it (Maccy's grid), right 3 where a label follows
      // it (1 repository) and in Maccy's stack, whose 21-point height is the rectangle's. A stepper
      // stored in another frame is another drawing: Xcode 16's 20 × 26 one (CotEditor) is pinned
      // by its frame's own left edge, so it keeps no insets.
      guard node.cell["controlSize"] == nil, let frame = node.frame else { return .zero }
      switch (drawing.era, frame.size) {
      case (.bigSurAndLater, CGSize(width: 19, height: 28)):
        return EdgeInsets(top: 4, left: 3, bottom: 3, right: 3)
      case (.beforeBigSur, CGSize(width: 19, height: 27)):
        // Before macOS 11, in a 19 × 27 frame, 13 × 22: 3 in at the sides, 2 below the top, 3
        // above the bottom (MacDown's preferences, Xcode 9: left 3 and top 2 where the
        // constraints pin the rectangle; xamarin's mac-samples, Xcode 7 and 8: a 13 × 22 rectangle
        // between pinned neighbours, 2 below the frame's top). Two repositories, none against —
        // every pinned 19 × 27 stepper of the sets (AppearanceMaker's is a fixed frame): short of
        // the three a rule wants, kept as the only measurement there is.
        return EdgeInsets(top: 2, left: 3, bottom: 3, right: 3)
      default: return .zero
      }
    case .button where node.cell["type"] == "help":
      // A help button drawn by macOS 11 and later: a circle with its shadow below. In a 25 × 25
      // frame, 20 × 20, 1 below the frame's top, 3 in at the left, 2 at the right (hidden's
      // top-aligned stack, Xcode 13: the frame 3 before its spacing after a check box, 2 past the
      // stack's end and 1 above its top, the stack the circle's 20 points tall; Vienna's subscribe
      // sheet, Xcode 15: 3 before its spacing after a pop-up). A small one in an 18 × 19 frame,
      // 16 × 16 (WWDC's preferences, outside the corpus: 1 past its spacing after a label and past
      // its stack's end). Another frame is another drawing: Xcode 16's 24 × 24 one (CotEditor) is
      // pinned by its frame's own edges, so it keeps none.
      guard drawing.era == .bigSurAndLater, let size = node.frame?.size else {
        return .zero
      }
      switch (node.cell["controlSize"] ?? "regular", size) {
      case ("regular", CGSize(width: 25, height: 25)): return EdgeInsets(top: 1, left: 3, bottom: 4, right: 2)
      case ("small", CGSize(width: 18, height: 19)): return EdgeInsets(top: 1, left: 1, bottom: 2, right: 1)
      default: return .zero
      }
    case .tabView:
      // A tab view with its tabs on top of a bezel border (the default type), drawn by macOS 11
      // and later: its frame reaches 7 points past the border at the sides, 10 below and 6 above.
      // Left and right 7 in 6 constraints of 3 repositories (jamf/JamfMigrator, n0shake/Clocker,
      // MacPass/MacPass, outside the sets), bottom 10 in 3 (3; MacPass's through a push button
      // 10 below it), top 6 in 2 (2: the top alone rests on two repositories); none against. Other types, other eras and macOS 26's
      // drawing: no tab view of them is pinned in the sets, so they keep none.
      guard node.tabViewType == nil || node.tabViewType == "topTabsBezelBorder",
        drawing.era == .bigSurAndLater, !drawing.drawsInFrames
      else { return .zero }
      return EdgeInsets(top: 6, left: 7, bottom: 10, right: 7)
    case .box where node.boxType == nil:
      // A bordered (primary) box: its frame reaches 3 points past its border at the sides, 4 below
      // and, without a title, 2 above (the title sits in the frame's top). Corpus, both eras:
      // left 3 in 7 constraints (4 repositories), right 3 in 9 (5), bottom 4 in 5 (3), top 2 in 3
      // (3) without a title; top 0 in 2 (1) with one.
      return EdgeInsets(top: node.boxTitlePosition == "noTitle" ? 2 : 0, left: 3, bottom: 4, right: 3)
    default:
      return alignmentInsets(kind: node.kind, cell: node.cell, drawing: drawing)
    }
  }

  /// The table's insets for a control element and its cell's attributes, drawn as a
  /// `toolsVersion`'s Xcode draws them on the Mac it first ran on.
  ///
  /// ```swift
  /// AppKitControlGeometry.alignmentInsets(kind: .button, cell: ["type": "check"], toolsVersion: "14490")
  /// // 2 on every side
  /// ```
  public static func alignmentInsets(kind: ElementKind, cell: [String: String], toolsVersion: ToolsVersion?)
    -> EdgeInsets
  {
    alignmentInsets(kind: kind, cell: cell, drawing: Drawing(toolsVersion: toolsVersion))
  }

  /// The table's insets for a control element and its cell's attributes in a drawing (a
  /// document's ``InterfaceBuilderDocument/appKitDrawing``).
  ///
  /// ```swift
  /// AppKitControlGeometry.alignmentInsets(
  ///   kind: .button, cell: ["type": "push", "bezelStyle": "rounded"],
  ///   drawing: .init(era: .bigSurAndLater, drawsInFrames: false))   // top 5, left 7, bottom 7, right 7
  /// ```
  public static func alignmentInsets(kind: ElementKind, cell: [String: String], drawing: Drawing)
    -> EdgeInsets
  {
    let era = drawing.era
    // A segmented control's drawing is its style's (rounded, separated, textured …).
    let type = kind == .segmentedControl ? cell["style"] : cellType(cell)
    // A bevel cell without a border draws no bezel: its frame is its alignment rectangle.
    if type == "bevel", cell["borderStyle"] != "border" { return .zero }
    if drawing.drawsInFrames, isFrameDrawnControl(kind: kind, cellType: type) {
      return .zero
    }
    let size = cell["controlSize"] == "regular" ? nil : cell["controlSize"]
    let entry = table.first {
      $0.kind == kind && $0.cellType == type && $0.controlSize == size && ($0.era == nil || $0.era == era)
    }
    var insets = entry?.insets ?? .zero
    // A check box's or radio button's alignment rectangle ends where its title ends; without a
    // title it ends at the box, as far inside the frame as it starts: corpus, title-less boxes of
    // 3 repositories at 3 sizes (a regular one 20 wide under a 16-point width constraint, 4
    // constraints of microsoft/appcenter-sdk-apple; a large radio button whose neighbour is pinned
    // to its trailing edge 3 inside its 22-point frame, JohnCoates/Aerial; a small check box 1
    // inside on both sides between two pinned neighbours, quicksilver/Quicksilver), none against.
    if kind == .button, type == "check" || type == "radio", isTitleless(cell) {
      insets.right = insets.left
    }
    return insets
  }

  /// Whether a control draws a bezel or a frame inside its frame that the table has no row for —
  /// a recessed, rounded-rect, textured or inline button, a bordered bevel or square button, a
  /// control size or era without a row, a colour well, an image view with a frame style — so that
  /// the model's insets for it (none: its frame taken as its alignment rectangle) are a guess.
  /// Findings that rest on them are notes within the control insets' bound (``ModelUncertainty``).
  ///
  /// ```swift
  /// AppKitControlGeometry.drawingIsUnknown(of: recessedButton, drawing: document.appKitDrawing)   // true
  /// ```
  static func drawingIsUnknown(of node: ViewNode, drawing: Drawing) -> Bool {
    switch node.kind {
    case .imageView:
      return (node.cell["imageFrameStyle"] ?? "none") != "none"
    case .colorWell:
      return true
    case .button, .popUpButton, .segmentedControl, .comboBox, .stepper:
      if alignmentInsets(of: node, drawing: drawing) != .zero { return false }
      let type = node.kind == .segmentedControl ? node.cell["style"] : cellType(node.cell)
      // A bevel cell without a border draws no bezel; a frame-drawn control's frame is its rectangle.
      if type == "bevel", node.cell["borderStyle"] != "border" { return false }
      if drawing.drawsInFrames, isFrameDrawnControl(kind: node.kind, cellType: type) { return false }
      let size = node.cell["controlSize"] == "regular" ? nil : node.cell["controlSize"]
      return !table.contains {
        $0.kind == node.kind && $0.cellType == type && $0.controlSize == size
          && ($0.era == nil || $0.era == drawing.era)
      }
    default:
      return false
    }
  }

  /// Whether a button cell shows no title: none stored (neither the `title` attribute nor a
  /// `<string key="title">` element), or its image only.
  ///
  /// ```swift
  /// AppKitControlGeometry.isTitleless(["type": "check"])   // true
  /// ```
  static func isTitleless(_ cell: [String: String]) -> Bool {
    cell["imagePosition"] == "only" || ((cell["title"] ?? "").isEmpty && cell["titleElement"] != "YES")
  }
}
