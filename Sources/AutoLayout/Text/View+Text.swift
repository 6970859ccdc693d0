import Foundation

extension View {
  /// The measurer this view's text uses: the nearest ``textMeasurer`` set on it or an ancestor,
  /// otherwise an ``EstimatingTextMeasurer``.
  ///
  /// ```swift
  /// label.effectiveTextMeasurer.width(of: "Hello", font: label.font)
  /// ```
  public var effectiveTextMeasurer: any TextMeasuring {
    var view: View? = self
    while let current = view {
      if let measurer = current.textMeasurer { return measurer }
      view = current.superview
    }
    return Self.estimatingTextMeasurer
  }

  /// The measurer of hierarchies that set none.
  static let estimatingTextMeasurer: any TextMeasuring = EstimatingTextMeasurer()

  /// Views that show text and the readable content guides follow a new category or measurer.
  func textEnvironmentChanged() {
    rootView.changedEngine?.invalidateStructure()
    for view in subtree { view.invalidateIntrinsicContentSize() }
  }
}

extension Window {
  /// The content size category as a value (``contentSizeCategory`` holds UIKit's string; an
  /// unknown string reads as large).
  ///
  /// ```swift
  /// window.contentSize = .accessibilityLarge
  /// ```
  public var contentSize: ContentSizeCategory {
    get { ContentSizeCategory(rawValue: contentSizeCategory) ?? .large }
    set { contentSizeCategory = newValue.rawValue }
  }

}

/// UIKit's readable content width for a content size category: 672 points at the default size;
/// the standard categories take the widths UIKit reports on a wide iPad (560 … 896), the
/// accessibility categories keep the same ratio to the body font's size (39 points per point).
///
/// ```swift
/// readableContentWidth(for: .large)        // 672
/// readableContentWidth(for: .extraSmall)   // 560
/// ```
public func readableContentWidth(for category: ContentSizeCategory) -> CGFloat {
  switch category {
  case .extraSmall: return 560
  case .small: return 600
  case .medium: return 632
  case .large: return 672
  case .extraLarge: return 744
  case .extraExtraLarge: return 824
  case .extraExtraExtraLarge: return 896
  default: return 39 * Font.TextStyle.body.pointSize(for: category)
  }
}
