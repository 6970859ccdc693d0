import AutoLayout
import Foundation

extension TableView {
  /// The space a `.grouped` or `.insetGrouped` table leaves above a section with no header view
  /// (and below one with no footer view) when its height is automatic: 18 points, Interface
  /// Builder's stored `sectionHeaderHeight` / `sectionFooterHeight` of those styles. Observed in
  /// the stored frames of static grouped tables (Xcode 11–16): the first section's rows start 18
  /// points down (LoopKit/CGMBLEKit, duckduckgo, sendbird/quickstart-calls-directcall-ios,
  /// NordicSemiconductor/IOS-nRF-Mesh-Library, verygoodsecurity/vgs-collect-ios,
  /// digitalhealthpass/dhp-ios-app) and 36 separate two sections (18 + 18: GitHawkApp/GitHawk,
  /// RocketChat/Rocket.Chat.iOS, fossasia/susi_iOS, LoopKit/CGMBLEKit,
  /// eu-digital-green-certificates/dgca-verifier-app-ios, microsoft/appcenter-sdk-apple, nRF-Mesh).
  ///
  /// ```swift
  /// TableView.groupedSectionSpacing  // 18
  /// ```
  public static let groupedSectionSpacing: CGFloat = 18

  /// The height of a `.grouped` or `.insetGrouped` section header showing a one-line title
  /// (`tableView(_:titleForHeaderInSection:)`) when its height is automatic: 38 points. Observed
  /// in the same files: a titled section starts 56 points below the previous one (18 of footer and
  /// 38 of header) in GitHawkApp/GitHawk, RocketChat/Rocket.Chat.iOS, fossasia/susi_iOS,
  /// Esri/arcgis-runtime-samples-ios, LoopKit/CGMBLEKit, firebase/FirebaseUI-iOS,
  /// SwiftKickMobile/SwiftMessages, BranchMetrics/ios-branch-deep-linking-attribution and both
  /// NordicSemiconductor apps. The first section's titled header is 38 in three repositories and
  /// 55.5 in four, which this model does not tell apart (it uses 38); footer titles, whose height
  /// follows their wrapped text, are not measured here (18, as without one).
  ///
  /// ```swift
  /// TableView.groupedTitledHeaderHeight  // 38
  /// ```
  public static let groupedTitledHeaderHeight: CGFloat = 38

  /// Whether the table's style separates its sections (`.grouped`, `.insetGrouped`).
  var hasGroupedSections: Bool { style == .grouped || style == .insetGrouped }

  /// The space above section `section` when it has no header view: the delegate's or the
  /// table's height when one is set (0 or more); automatic, a grouped style's
  /// ``groupedSectionSpacing`` or ``groupedTitledHeaderHeight`` with a title, and 0 in a plain
  /// table.
  func headerSpace(inSection section: Int) -> CGFloat {
    let asked = tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
    guard hasGroupedSections else { return 0 }
    if asked >= 0 { return asked }
    let title = dataSource?.tableView(self, titleForHeaderInSection: section)
    return title?.isEmpty == false ? TableView.groupedTitledHeaderHeight : TableView.groupedSectionSpacing
  }

  /// The space below section `section` when it has no footer view: the delegate's or the
  /// table's height when set; automatic, ``groupedSectionSpacing`` in a grouped style and 0 in a
  /// plain table.
  func footerSpace(inSection section: Int) -> CGFloat {
    let asked = tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
    guard hasGroupedSections else { return 0 }
    return asked >= 0 ? asked : TableView.groupedSectionSpacing
  }
}
