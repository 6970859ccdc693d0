import AutoLayout
import Foundation

/// Where AppKit puts the baselines of a control's text, from the font its cell stores and where
/// the control draws its line of text.
///
/// A control draws one line of text whose top sits a fixed distance below the top of its frame
/// (the text top: 0 for a label since macOS 11, 2 for a bezeled text field, 6 for a regular
/// push button …); the first baseline is that distance plus the font's ascender, rounded to a
/// point (San Francisco: 1950 units of 2048 per em, so 12 for the 13-point system font, 13 at 14,
/// 10 at 11). A label's last baseline is its line's descent above the bottom of its frame (the
/// line height, the ascender and descender rounded up to a point, less the rounded ascender: 4 for
/// the 13-point system font), so a label taller than its text keeps it there; other controls have
/// one line, whose last baseline is the first. Files of Xcode 26 draw a push button, pop-up,
/// check box, radio button, segmented control or bezeled field with its line centred in its frame
/// (`AppKitControlGeometry.drawsControlsInFrames`). Views without text keep AppKit's defaults
/// (`NSView.firstBaselineOffsetFromTop` and `lastBaselineOffsetFromBottom` are 0: the top and the
/// bottom of the alignment rectangle).
///
/// Apple documents the concept, not the distances: each the text top is what the corpus's
/// baseline constraints imply (every one relates two baselines, so the distances are measured
/// against the labels'), kept where at least two repositories agree, or one repository's
/// relations in two or more files all agree; `docs/interface-builder.md` has the counts. Named
/// fonts have no metrics here: their controls keep the defaults.
///
/// ```swift
/// AppKitTextBaselines.offsets(kind: .button, cell: ["type": "push", "bezelStyle": "rounded"],
///                             font: StoredFont(appKitAttributes: ["metaFont": "system"]),
///                             toolsVersion: "22505", frameHeight: 32)
/// // (first: 18, lastFromBottom: 14): 18 below the frame's top, 14 above its bottom
/// ```
public enum AppKitTextBaselines {
  /// The point sizes of AppKit's meta fonts as Interface Builder names them (`NSFont.systemFontSize`
  /// 13, `smallSystemFontSize` 11, `labelFontSize` 10, `systemFontSize(for: .mini)` 9; the message,
  /// menu, title-bar and control-content fonts are the system font's size, the tool-tip and
  /// palette fonts the small one's).
  static let metaFontSizes: [String: CGFloat] = [
    "system": 13, "systemBold": 13, "systemMedium": 13, "systemSemibold": 13, "systemLight": 13,
    "systemHeavy": 13, "smallSystem": 11, "smallSystemBold": 11, "miniSystem": 9, "miniSystemBold": 9,
    "message": 13, "menu": 13, "titleBar": 13, "controlContent": 13, "label": 10, "toolTip": 11,
    "palette": 11,
  ]

  /// One row of the table: a control (element, the text kind of its cell, control size — `nil`
  /// regular — and era) and the distance from its frame's top to the top of its line of text.
  struct Entry {
    var kind: ElementKind
    var text: String
    var controlSize: String?
    var era: AppKitControlGeometry.Era
    var textTop: CGFloat
    var source: String
  }

  /// The table (first match wins).
  static let table: [Entry] = [
    Entry(
      kind: .textField, text: "label", controlSize: nil, era: .bigSurAndLater, textTop: 0,
      source:
        "the reference: labels of every size (16 points tall at 13, 17 at 14, 14 at 11: the line height)"),
    Entry(
      kind: .textField, text: "label", controlSize: nil, era: .beforeBigSur, textTop: 1,
      source: "corpus: 5 relations (2 repositories); labels one point taller, 17 at 13 points"),
    Entry(
      kind: .textField, text: "bezel", controlSize: nil, era: .bigSurAndLater, textTop: 2,
      source: "corpus: 6 relations (2 repositories) against labels"),
    Entry(
      kind: .textField, text: "bezel", controlSize: "small", era: .bigSurAndLater, textTop: 3,
      source: "corpus: 4 relations (2 repositories)"),
    Entry(
      kind: .textField, text: "bezel", controlSize: "large", era: .bigSurAndLater, textTop: 3,
      source: "corpus: 11 relations (1 repository, 2 files)"),
    Entry(
      kind: .textField, text: "bezel", controlSize: nil, era: .beforeBigSur, textTop: 3,
      source: "corpus: 7 relations (2 repositories)"),
    Entry(
      kind: .button, text: "push", controlSize: nil, era: .bigSurAndLater, textTop: 6,
      source: "corpus: 14 relations (4 repositories, 7 files)"),
    Entry(
      kind: .button, text: "push", controlSize: "small", era: .bigSurAndLater, textTop: 7,
      source: "corpus: 10 relations (4 repositories)"),
    Entry(
      kind: .button, text: "push", controlSize: "large", era: .bigSurAndLater, textTop: 10,
      source: "corpus: 10 relations (1 repository, 4 files)"),
    Entry(
      kind: .popUpButton, text: "push", controlSize: nil, era: .bigSurAndLater, textTop: 2,
      source: "corpus: 4 of 5 relations (3 repositories)"),
    Entry(
      kind: .popUpButton, text: "push", controlSize: "small", era: .bigSurAndLater, textTop: 3,
      source:
        "the line 1 point below the top of the alignment rectangle, which starts 2 points into the 22-point frame, as the regular pop-up's (textTop 2 under a 1-point inset); the one relation of either set agrees (Quicksilver's appearance preferences: a small label's baseline on a small pop-up's)"
    ),
    Entry(
      kind: .popUpButton, text: "push", controlSize: "large", era: .bigSurAndLater, textTop: 10,
      source: "corpus: 21 of 22 relations (1 repository, 4 files)"),
    Entry(
      kind: .button, text: "check", controlSize: nil, era: .bigSurAndLater, textTop: 1,
      source:
        "the title is a label's line: the 16-point alignment rectangle inside the 18-point frame is the line height of the 13-point system font (as the large check box centres its line); one relation outside the corpus agrees (Maccy's storage settings grid: a label's and a check box's last baselines in one row); the corpus's regular check boxes related by a baseline since macOS 11 have no title (appcenter's sample), so no corpus figure moves"
    ),
    Entry(
      kind: .button, text: "radio", controlSize: nil, era: .bigSurAndLater, textTop: 1,
      source: "as the check box: the same button cell with a round image"),
    Entry(
      kind: .button, text: "check", controlSize: "small", era: .bigSurAndLater, textTop: 3,
      source: "corpus: 3 of 4 relations (2 repositories)"),
    Entry(
      kind: .button, text: "check", controlSize: "large", era: .bigSurAndLater, textTop: 2.5,
      source: "corpus: 12 relations (1 repository, 2 files): the line centred in a 22-point frame"),
    Entry(
      kind: .button, text: "radio", controlSize: "large", era: .bigSurAndLater, textTop: 2.5,
      source: "corpus: 10 of 12 relations (1 repository, 2 files), as the check box"),
    Entry(
      kind: .switch, text: "switch", controlSize: nil, era: .bigSurAndLater, textTop: 1,
      source:
        "outside the corpus, 1 repository (WWDC's preferences, Xcode 15): 5 regular switches share a last baseline with a 13-point label in 22-point stacks, 12 points below the switch's rectangle's top, as a line of the regular control font (13 points) would sit"
    ),
    Entry(
      kind: .button, text: "help", controlSize: nil, era: .bigSurAndLater, textTop: 2,
      source:
        "2 repositories, one relation each: Vienna's subscribe sheet (corpus) puts a regular help button's \"?\" on a label's baseline 14 points below the 25-point frame's top (13-point font), WWDC's preferences (outside) a small one's 12 below its 19-point frame's top (11-point font): both a line 2 points below the frame's top"
    ),
    Entry(
      kind: .button, text: "help", controlSize: "small", era: .bigSurAndLater, textTop: 2,
      source: "as the regular help button (WWDC's first-baseline stack)"),
    Entry(
      kind: .datePicker, text: "bezel", controlSize: "large", era: .bigSurAndLater, textTop: 1,
      source: "corpus: 5 relations (1 repository, 2 files)"),
  ]

  /// The point size of an AppKit font when its metrics are San Francisco's (a meta font, with or
  /// without a size), else `nil` (a named font).
  ///
  /// ```swift
  /// AppKitTextBaselines.systemFontSize(StoredFont(appKitAttributes: ["metaFont": "smallSystem"]))   // 11
  /// ```
  public static func systemFontSize(_ font: StoredFont) -> CGFloat? {
    guard let size = font.pointSize ?? font.metaFont.flatMap({ metaFontSizes[$0] }), size > 0 else {
      return nil
    }
    return size
  }

  /// The elements of AppKit's text fields that draw their text as NSTextField does: NSTextField
  /// and its subclasses NSSecureTextField and NSTokenField, whose cells (NSSecureTextFieldCell,
  /// NSTokenFieldCell) are NSTextFieldCell's with its bezel and text geometry. The search field
  /// and the combo box, also subclasses, draw their own bezels around the text and are not here.
  ///
  /// ```swift
  /// AppKitTextBaselines.textFieldKinds.contains(.secureTextField)   // true
  /// ```
  public static let textFieldKinds: Set<ElementKind> = [.textField, .secureTextField, .tokenField]

  /// The text kind of a control's cell: `label` or `bezel` for a text field (by its border), the
  /// button type (`push` when a rounded bezel names none), `bezel` for a date picker.
  static func textKind(kind: ElementKind, cell: [String: String]) -> String? {
    switch kind {
    case _ where textFieldKinds.contains(kind):
      if cell["bezelStyle"] == "round" { return "round" }
      return cell["borderStyle"] == nil ? "label" : "bezel"
    case .datePicker: return "bezel"
    // A switch draws no text; a regular one's baseline is where the control font's line would be.
    case .switch: return cell["controlSize"] == nil || cell["controlSize"] == "regular" ? "switch" : nil
    case .button, .popUpButton:
      // A check box or radio button without a title draws no line of text.
      if ["check", "radio"].contains(cell["type"]), AppKitControlGeometry.isTitleless(cell) { return nil }
      if let type = cell["type"] { return type }
      return cell["bezelStyle"] == "rounded" ? "push" : nil
    default: return nil
    }
  }

  /// The first baseline's distance below the top and the last one's above the bottom of a
  /// control's **frame**, or `nil` when the table has no entry or the font is not San Francisco.
  ///
  /// ```swift
  /// AppKitTextBaselines.offsets(kind: .textField, cell: [:],
  ///                             font: StoredFont(appKitAttributes: ["metaFont": "system"]),
  ///                             toolsVersion: "22505", frameHeight: 16)
  /// // (first: 12, lastFromBottom: 4)
  /// ```
  public static func offsets(
    kind: ElementKind, cell: [String: String], font: StoredFont?, toolsVersion: ToolsVersion?,
    frameHeight: CGFloat,
    drawing: AppKitControlGeometry.Drawing? = nil
  ) -> (first: CGFloat, lastFromBottom: CGFloat)? {
    let drawing = drawing ?? AppKitControlGeometry.Drawing(toolsVersion: toolsVersion)
    // macOS 26's drawing (Xcode 26): the frame of a push button, pop-up, check box, radio button or
    // segmented control is its alignment rectangle, and its line of text is centred in it as in a
    // bezeled text field (AppKitControlGeometry.drawsControlsInFrames): 4 points below the top of a
    // 24-point push button, pop-up, segmented control or text field, at the top of a 16-point
    // check box (CotEditor's print panel: a 24-point field's text on a label's baseline 4 below
    // its top; NetNewsWire's preferences, outside the corpus: pop-ups and check boxes on labels').
    let text = textKind(kind: kind, cell: cell)
    let framed =
      drawing.drawsInFrames
      && (kind == .segmentedControl || (textFieldKinds.contains(kind) && text == "bezel")
        || AppKitControlGeometry.isFrameDrawnControl(
          kind: kind, cellType: AppKitControlGeometry.cellType(cell)))
    guard text != nil || (framed && kind == .segmentedControl),
      let size = font.flatMap(systemFontSize) ?? (text == "switch" ? metaFontSizes["system"] : nil)
    else {
      return nil
    }
    let ascender = (UIKitTextBaselines.ascenderPerPoint * size).rounded()
    let lineHeight = ((UIKitTextBaselines.ascenderPerPoint + UIKitTextBaselines.descenderPerPoint) * size)
      .rounded(.up)
    if framed {
      let first = ((frameHeight - lineHeight) / 2).rounded() + ascender
      return (first, frameHeight - first)
    }
    guard let text else { return nil }
    let era = drawing.era
    // A label's geometry does not depend on its control size (only its font does).
    let controlSize =
      text == "label" || cell["controlSize"] == "regular" ? nil : cell["controlSize"]
    let tableKind = textFieldKinds.contains(kind) ? .textField : kind
    guard
      let entry = table.first(where: {
        $0.kind == tableKind && $0.text == text && $0.controlSize == controlSize && $0.era == era
      })
    else { return nil }
    let first = entry.textTop + ascender
    let last = text == "label" ? lineHeight - ascender : frameHeight - first
    return (first, last)
  }
}
