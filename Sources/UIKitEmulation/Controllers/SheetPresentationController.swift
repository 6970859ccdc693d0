import AutoLayout
import Foundation

/// How a sheet presentation shows (UIKit's `UISheetPresentationController`, iOS 15): its detents,
/// grabber and corner radius. Kept: a presented sheet is laid out over the whole window here (the
/// card inset and the detents' heights are not modelled, docs/porting.md), so code that configures
/// its sheets compiles and lays out the sheet's content at the window's size.
///
/// ```swift
/// if let sheet = details.sheetPresentationController {
///   sheet.detents = [.medium(), .large()]
///   sheet.prefersGrabberVisible = true
/// }
/// present(details, animated: true)
/// ```
public final class SheetPresentationController {
  /// A height a sheet can rest at (UIKit's `UISheetPresentationController.Detent`).
  public struct Detent: Hashable, Sendable {
    /// The detent's identifier.
    public let identifier: Identifier

    /// UIKit's `UISheetPresentationController.Detent.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
      /// The identifier's string.
      public var rawValue: String
      /// An identifier from its string.
      ///
      /// ```swift
      /// let compact = SheetPresentationController.Detent.Identifier("compact")
      /// ```
      public init(rawValue: String) { self.rawValue = rawValue }
      /// An identifier from its string (UIKit's unlabelled initializer).
      public init(_ rawValue: String) { self.rawValue = rawValue }
      /// The medium detent's.
      public static let medium = Identifier("com.apple.UIKit.medium")
      /// The large detent's.
      public static let large = Identifier("com.apple.UIKit.large")
    }

    /// About half the screen's height.
    ///
    /// ```swift
    /// sheet.detents = [.medium()]
    /// ```
    public static func medium() -> Detent { Detent(identifier: .medium) }
    /// The full sheet.
    public static func large() -> Detent { Detent(identifier: .large) }
    /// A detent whose height a closure gives (iOS 16; kept: the closure is not called).
    ///
    /// ```swift
    /// sheet.detents = [.custom(identifier: .init("small")) { context in context.maximumDetentValue * 0.3 }]
    /// ```
    public static func custom(
      identifier: Identifier? = nil, resolver: @escaping (DetentResolutionContext) -> CGFloat?
    ) -> Detent {
      Detent(identifier: identifier ?? Identifier("custom"))
    }
  }

  /// What a custom detent's resolver is told (UIKit's
  /// `UISheetPresentationControllerDetentResolutionContext`).
  public struct DetentResolutionContext {
    /// The largest height a detent can have.
    public var maximumDetentValue: CGFloat
    /// The traits of the sheet's container.
    public var containerTraitCollection: TraitCollection
  }

  /// The heights the sheet can rest at (default: large only).
  public var detents: [Detent] = [.large()]
  /// The detent the sheet rests at (nil: the smallest).
  public var selectedDetentIdentifier: Detent.Identifier?
  /// The largest detent at which the content behind is not dimmed (kept).
  public var largestUndimmedDetentIdentifier: Detent.Identifier?
  /// Whether the grabber shows (kept).
  public var prefersGrabberVisible = false
  /// Whether scrolling the sheet's content past its top expands the sheet (kept).
  public var prefersScrollingExpandsWhenScrolledToEdge = true
  /// Whether the sheet is attached to the bottom edge in compact height (kept).
  public var prefersEdgeAttachedInCompactHeight = false
  /// Whether the sheet's width follows its preferred content size (kept).
  public var widthFollowsPreferredContentSizeWhenEdgeAttached = false
  /// The sheet's corner radius (kept; nil: the system's).
  public var preferredCornerRadius: CGFloat?

  /// The sheet of `presentedViewController`.
  init() {}

  /// Runs `changes` (kept: no animation here).
  ///
  /// ```swift
  /// sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
  /// ```
  public func animateChanges(_ changes: () -> Void) { changes() }
}

extension ViewController {
  /// The sheet this controller is presented in when its `modalPresentationStyle` is a sheet
  /// (`.automatic`, `.pageSheet`, `.formSheet`); nil otherwise (UIKit's
  /// `sheetPresentationController`).
  ///
  /// ```swift
  /// details.sheetPresentationController?.detents = [.medium(), .large()]
  /// ```
  public var sheetPresentationController: SheetPresentationController? {
    switch modalPresentationStyle {
    case .automatic, .pageSheet, .formSheet:
      if let sheet = emulationAttachments[.sheet] as? SheetPresentationController { return sheet }
      let sheet = SheetPresentationController()
      emulationAttachments[.sheet] = sheet
      return sheet
    default:
      return nil
    }
  }
}
