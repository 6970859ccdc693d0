import AutoLayout
import Foundation

extension TableViewCell.AccessoryType {
  /// How much narrower than the cell the content view is beside this accessory, beyond the
  /// cell's trailing side margin (the accessory and its gap; 0 without one).
  ///
  /// Observed in Interface Builder's stored frames (Xcode 14–16, `toolsVersion` 21000 on), where
  /// the content view ends that far inside the side margin of the device's screen, 16 points up
  /// to 375 wide and 20 wider:
  ///
  /// | accessory | beyond the margin | cells seen (repositories) |
  /// |---|---:|---|
  /// | `.disclosureIndicator` | 10.5 | 375: 26.5 or, at @3x, 26.33 — Iterable/swift-sdk, SwiftKickMobile/SwiftMessages, microsoft/appcenter-sdk-apple, pujiaxin33/JXSegmentedView, NordicSemiconductor/IOS-nRF-Connect-Device-Manager, blackberry/BlackBerry-Dynamics-iOS-Samples, googleads/googleads-mobile-ios-examples, the-blue-alliance/the-blue-alliance-ios; 414: 30.5 — NordicSemiconductor/IOS-nRF-Mesh-Library, ptsochantaris/trailer, ruuvi/com.ruuvi.station.ios, googleads/googleads-mobile-ios-mediation (30.33) |
  /// | `.checkmark` | 24 | 375: 40 — WenchaoD/FSCalendar, ngageoint/mage-ios; 414: 44 — FSCalendar, ptsochantaris/trailer |
  /// | `.detailButton` | 24 | 375: 40 — NordicSemiconductor/IOS-nRF-Connect-Device-Manager; 414: 44 — NordicSemiconductor/IOS-nRF-Mesh-Library, fossasia/susi_iOS |
  /// | `.detailDisclosureButton` | 42.5 | 414: 62.5 — ptsochantaris/trailer only (one repository: the model's guess) |
  ///
  /// Against: one disclosure cell of NordicSemiconductor/IOS-nRF-Mesh-Library stores 18.5 at 414,
  /// and files before Xcode 14 store older glyphs' widths (33–34 at 375 up to Xcode 10).
  ///
  /// ```swift
  /// TableViewCell.AccessoryType.disclosureIndicator.widthBeyondMargin  // 10.5
  /// ```
  public var widthBeyondMargin: CGFloat {
    switch self {
    case .none: 0
    case .disclosureIndicator: 10.5
    case .checkmark, .detailButton: 24
    case .detailDisclosureButton: 42.5
    }
  }
}

extension TableViewCell {
  /// The trailing layout margin of a content view beside an accessory: 8 points, where the
  /// content view's margin is otherwise the table's side margin (observed on every constraint to
  /// that margin in cells with an accessory in Interface Builder's stored frames; see
  /// docs/interface-builder.md).
  ///
  /// ```swift
  /// TableViewCell.accessoryContentTrailingMargin  // 8
  /// ```
  public static let accessoryContentTrailingMargin: CGFloat = 8

  /// Whether the cell shows an accessory: an ``accessoryView`` or an ``accessoryType`` other than
  /// `.none`.
  ///
  /// ```swift
  /// cell.accessoryType = .checkmark
  /// cell.hasAccessory  // true
  /// ```
  public var hasAccessory: Bool { accessoryView != nil || accessoryType != .none }

  /// The width the accessory takes from the content view at a trailing side margin: a custom
  /// ``accessoryView``'s width (its frame's, else its fitting width) plus the margin, or the
  /// ``AccessoryType/widthBeyondMargin`` of ``accessoryType`` plus the margin; 0 without one.
  /// The content view ends where the accessory begins (for a custom view, the model's guess:
  /// no stored frame shows one).
  ///
  /// ```swift
  /// cell.accessoryType = .disclosureIndicator
  /// cell.accessoryWidth(margin: 16)  // 26.5
  /// ```
  public func accessoryWidth(margin: CGFloat) -> CGFloat {
    if let accessoryView { return accessoryViewSize(accessoryView).width + margin }
    return accessoryType == .none ? 0 : accessoryType.widthBeyondMargin + margin
  }

  /// Tells the table to measure and place the cell again.
  func accessoryChanged() {
    guard let table = superview as? TableView else { return }
    table.measuredWidth = nil
    table.setNeedsLayout()
  }

  /// A custom accessory's size: its frame's, else its fitting size.
  private func accessoryViewSize(_ view: View) -> CGSize {
    if view.frame.width > 0, view.frame.height > 0 { return view.frame.size }
    return view.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
  }

  /// The content view's width in a cell `cellWidth` wide: less the accessory's
  /// (``accessoryWidth(margin:)``), rounded to `scale`'s pixels.
  func contentWidth(cellWidth: CGFloat, margin: CGFloat, scale: CGFloat) -> CGFloat {
    guard hasAccessory else { return cellWidth }
    return max(0, ((cellWidth - accessoryWidth(margin: margin)) * scale).rounded() / scale)
  }

  /// Lays the content view and a custom accessory view out in a cell `size` wide and high (the
  /// content view `contentHeight` high, above the separator), the accessory at the trailing side
  /// `margin`, on the left in a right-to-left layout. The content view's width is rounded to the
  /// device's pixels, as UIKit's is.
  func layOutContent(contentHeight: CGFloat, margin: CGFloat) {
    let width = bounds.width
    let scale = window?.scale ?? Screen.main.scale
    let contentWidth = contentWidth(cellWidth: width, margin: margin, scale: scale)
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    contentView.frame = CGRect(
      x: rightToLeft ? width - contentWidth : 0, y: 0, width: contentWidth, height: contentHeight)
    guard let accessoryView else { return }
    if accessoryView.superview !== self { addSubview(accessoryView) }
    let size = accessoryViewSize(accessoryView)
    accessoryView.frame = CGRect(
      x: rightToLeft ? margin : width - margin - size.width,
      y: ((contentHeight - size.height) / 2 * scale).rounded() / scale, width: size.width, height: size.height
    )
  }
}
