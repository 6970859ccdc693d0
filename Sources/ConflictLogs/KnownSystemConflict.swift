import Foundation

/// A conflict UIKit or AppKit logs on its own — nothing in the app causes it — recognised by its
/// shape, with what is known about it and the public reports it rests on.
///
/// ```swift
/// KnownSystemConflict.matching(report)?.summary
/// // "UIKit's own conflict in action sheets (UIAlertController, .actionSheet) …"
/// ```
public struct KnownSystemConflict: Sendable {
  /// What the conflict is and what to do about it, in a sentence.
  public let summary: String
  /// The public reports that show the shape and its cause.
  public let evidence: [String]
  /// Whether a report has the shape.
  let matches: @Sendable (ConflictLog.Report) -> Bool

  /// The known conflict `report` is, if any.
  ///
  /// ```swift
  /// KnownSystemConflict.matching(report) == nil   // true for a conflict of the app's constraints
  /// ```
  public static func matching(_ report: ConflictLog.Report) -> KnownSystemConflict? {
    table.first { $0.matches(report) }
  }

  /// Every known conflict.
  public static let table: [KnownSystemConflict] = [
    KnownSystemConflict(
      summary:
        "UIKit's own conflict in action sheets (UIAlertController with .actionSheet on an iPhone): UIKit sets "
        + "a width of its own view to a negative number while presenting the sheet; nothing in your code causes "
        + "it and the sheet shows as it should — leave it",
      evidence: [
        "lionheart/openradar-mirror#21120 (rdar://49289931, iOS 12.2, width == - 16)",
        "hoko/hoko-ios#28 (iOS 10, width == - 20)", "mshrwtnb/ALRT#14 (width == - 16)",
        "RxSwiftCommunity/RxAlert#40 (width == - 16)",
      ],
      matches: { report in
        // One listed constraint: a plain UIView's width equal to a negative number.
        guard report.constraints.count == 1, let only = report.constraints.first else { return false }
        return only.first.className == "UIView" && only.firstAttribute == "width" && only.second == nil
          && only.relation == .equal && only.constant < 0 && only.identifier == nil
      }),
    KnownSystemConflict(
      summary:
        "UIKit's own conflict in the keyboard's shortcut bar (the assistant bar above the keys, or the one "
        + "left with a hardware keyboard): UIKit gives the bar a height of 0 for a moment while the keyboard "
        + "appears or a screen is pushed; nothing in your code causes it — leave it",
      evidence: [
        "lionheart/openradar-mirror#19207 and #19211 (rdar://36578167, UIKeyboardAssistantBar height 0)",
        "hackiftekhar/IQKeyboardManager#1259 (UIKeyboardAssistantBar.height == 0, _UIButtonBarStackView)",
        "SystemInputAssistantView's 'assistantHeight' in apps without an input accessory (iOS 13 and later)",
      ],
      matches: { report in
        let items = report.constraints.flatMap { [$0.first] + ($0.second.map { [$0] } ?? []) }
        let bars: Set<String> = [
          "UIKeyboardAssistantBar", "SystemInputAssistantView", "TUISystemInputAssistantView",
        ]
        return items.contains { bars.contains($0.className) }
          && !items.contains { $0.className.contains(".") || $0.className.hasPrefix("_Tt") }
      }),
  ]
}
