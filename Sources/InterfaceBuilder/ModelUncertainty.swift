import Foundation

/// How far a value the model supplies to a scene — one the file does not store, such as a system
/// margin, a text's size or a control's alignment insets — may plausibly be from the one Xcode
/// used: one row per kind of value, with its evidence.
///
/// A misplaced view whose stored frame one such value, moved within its bound, would allow is not
/// proven misplaced: the finding rests on the model (a `possibly-misplaced` note), not on the
/// file's own constraints. A view moved farther than every value involved can explain stays a
/// failing `misplaced` finding.
///
/// ```swift
/// ModelUncertainty.of(.layoutMargins).bound(of: 16)   // 5
/// ModelUncertainty.of(.textWidth).bound(of: 200)      // 7: 1 point and 3 %
/// ```
public struct ModelUncertainty: Sendable, Equatable {
  /// The kinds of value the model supplies.
  public enum Source: String, Sendable, CaseIterable {
    /// Where Xcode's rounding put a stored edge (`StoredEdgeSystem.roundingSlack`).
    case rounding = "rounding"
    /// A view's system left or right layout margin (the file stores none of its own).
    case layoutMargins = "layout margins"
    /// A view's system top or bottom layout margin.
    case verticalLayoutMargins = "top and bottom layout margins"
    /// The safe area, or the top and bottom layout guides: bars and the status bar.
    case safeArea = "safe area"
    /// The readable content guide's width (it follows the text size).
    case readableContent = "readable content guide"
    /// A control's alignment insets (its bezel drawn inside its frame).
    case controlInsets = "control insets"
    /// Where a text's first or last baseline sits in its view.
    case textBaseline = "text baseline"
    /// A text's natural width (the font the model measures with is not Apple's).
    case textWidth = "text width"
    /// A text's natural height (line heights of the system fonts).
    case textHeight = "text height"
    /// Any other content size: a control's, an image's.
    case contentSize = "content size"
    /// Where a UIKit image view draws one of Apple's symbols inside its alignment rectangle, at
    /// the top and bottom (the symbol's metrics are not in the file).
    case symbolInsets = "symbol insets"
    /// How far an AppKit image view's frame reaches past its alignment rectangle around one of
    /// Apple's symbols, at the top and bottom.
    case appKitSymbolInsets = "AppKit symbol insets"
  }

  /// The kind of value.
  public let source: Source
  /// The bound, in points …
  public let points: CGFloat
  /// … plus this share of the value itself (text widths grow with their length).
  public let fraction: CGFloat
  /// Why the bound is what it is: Apple's documentation, or what was measured on which files.
  public let evidence: String

  /// How far a value `value` of this kind may be from Xcode's.
  ///
  /// ```swift
  /// ModelUncertainty.of(.textWidth).bound(of: 100)   // 4
  /// ```
  public func bound(of value: CGFloat) -> CGFloat { points + fraction * abs(value) }

  /// The row of `source`.
  ///
  /// ```swift
  /// ModelUncertainty.of(.controlInsets).points   // 2
  /// ```
  public static func of(_ source: Source) -> ModelUncertainty {
    table.first { $0.source == source }
      ?? ModelUncertainty(source: source, points: 0, fraction: 0, evidence: "")
  }

  /// Every row, in ``Source`` order.
  public static let table: [ModelUncertainty] = [
    ModelUncertainty(
      source: .rounding, points: CGFloat(StoredEdgeSystem.roundingSlack), fraction: 0,
      evidence:
        "StoredEdgeSystem.roundingSlack: whole points in Xcode 8 storyboards and 1x canvases, origin and size "
        + "rounded apart; 67 files of 48 repositories in ../shared"),
    ModelUncertainty(
      source: .layoutMargins, points: 5, fraction: 0,
      evidence:
        "Apple's UIView.directionalLayoutMargins: 8 points for a view, 16 or 20 for a controller's root by "
        + "size class; cells' content views use 15, 16 or 20 by iOS release and table style. The model may "
        + "pick a neighbour of the value Xcode used: 15, 16 and 20 lie within 5 points of each other"),
    ModelUncertainty(
      source: .verticalLayoutMargins, points: 3, fraction: 0,
      evidence:
        "Apple's UIView.layoutMargins: 8 points by default; table cells' content views use 11 (the model's "
        + "value, from stored frames across repositories): the two lie 3 points apart"),
    ModelUncertainty(
      source: .safeArea, points: 3, fraction: 0,
      evidence:
        "Apple's safe area guide follows the device's sensor housing and the bars Xcode simulates; a side "
        + "the device leaves at 0 is exact. The top insets of notched iPhones (44, 47, 48, 50 points) lie "
        + "within 3 points of the next"),
    ModelUncertainty(
      source: .readableContent, points: 20, fraction: 0,
      evidence:
        "Apple's readableContentGuide follows the text size: its width is not stored in the file"),
    ModelUncertainty(
      source: .controlInsets, points: 2, fraction: 0,
      evidence:
        "AppKit and UIKit controls draw their bezel inside the frame; the model's insets per control "
        + "(AppKitControlGeometry, UIKitControlGeometry) differ by up to 2 points across Xcode releases"),
    ModelUncertainty(
      source: .textBaseline, points: 2, fraction: 0,
      evidence:
        "Baselines from the system fonts' ascender and leading (UIKitTextBaselines, AppKitTextBaselines)"),
    ModelUncertainty(
      source: .textWidth, points: 1, fraction: 0.03,
      evidence:
        "Text is measured with metric-compatible fonts, not San Francisco: widths differ by a few per cent"),
    ModelUncertainty(
      source: .textHeight, points: 2, fraction: 0,
      evidence: "Line heights of the system fonts by size (UIKitTextBaselines); custom fonts are estimated"),
    ModelUncertainty(
      source: .contentSize, points: 2, fraction: 0,
      evidence: "Control sizes by kind and control size (AppKitControlGeometry, UIKitControlGeometry)"),
    ModelUncertainty(
      source: .symbolInsets, points: 2, fraction: 0,
      evidence:
        "UIKit image views showing an SF Symbol (catalog=\"system\") in the public sets: the stored frame's "
        + "top and bottom lie within 2 points of the rectangle the constraints place (mostly inside it), its "
        + "sides within half a point, in 33 of 37 views of 8 repositories (ConnectyCube, Loop, LoopKit, "
        + "cloudinary, digitalhealthpass, fsnotes, nRF Mesh, the-blue-alliance); the split between top and "
        + "bottom follows the symbol. The other 4 are moved 3 to 8 points"),
    ModelUncertainty(
      source: .appKitSymbolInsets, points: 6, fraction: 0,
      evidence:
        "AppKit image views showing an SF Symbol in the public sets: the stored frame reaches 2.5 to 6 points "
        + "past the constrained rectangle at the top and at the bottom, half a point at most at the sides (7 "
        + "views of 3 repositories: Aerial, Vienna, CotEditor)"),
  ]
}

/// The values the model supplies that a finding rests on, each with its bound: what would have to
/// be wrong in the model, and by how much at most, for Xcode's stored frame to be right.
///
/// Values of one group are one choice of the model (a view's margins, a control's insets, a
/// text's size): each moves an edge by at most its bound. Values of different groups are not
/// assumed wrong at once — the stored frame must be explained by one plausible choice, as a
/// misplacement Xcode reports is a view moved, not every model value off in the same direction —
/// so an edge may move by Xcode's rounding plus the largest bound (``reach``), and a width or
/// height, the distance between two edges, by the rounding plus twice that (``sizeReach``).
///
/// ```swift
/// var dependence = ModelDependence()
/// dependence.add(.layoutMargins, of: 16, what: "view abc's left margin", group: "abc margins")
/// dependence.reach       // 6: a point of rounding and the margin's 5
/// dependence.sizeReach   // 11
/// ```
public struct ModelDependence: Sendable, Equatable {
  /// One value: what it is and its bound.
  public struct Item: Sendable, Equatable {
    /// The kind of value.
    public var source: ModelUncertainty.Source
    /// What the value is: `"view abc-12-xyz's left margin 16"`.
    public var what: String
    /// How far it may be from Xcode's.
    public var bound: CGFloat
    /// The choice of the model it belongs to (values of one group are wrong together).
    public var group: String
  }

  /// The values, in the order found (each `what` once).
  public private(set) var items: [Item] = []

  /// An empty dependence: nothing the model supplies.
  public init() {}

  /// How far one choice of the model, with Xcode's rounding, may move an edge: the rounding's
  /// bound plus the largest other bound.
  public var reach: CGFloat { rounding + largest }

  /// How far one choice of the model, with Xcode's rounding, may change a width or a height: both
  /// its edges moved.
  public var sizeReach: CGFloat { rounding + 2 * largest }

  private var rounding: CGFloat { items.filter { $0.source == .rounding }.map(\.bound).max() ?? 0 }
  private var largest: CGFloat { items.filter { $0.source != .rounding }.map(\.bound).max() ?? 0 }

  /// Adds a value of `source` whose model value is `value` (once per `what`), in `group` (by
  /// default its own).
  public mutating func add(
    _ source: ModelUncertainty.Source, of value: CGFloat, what: String, group: String? = nil
  ) {
    guard !items.contains(where: { $0.what == what }) else { return }
    let bound = ModelUncertainty.of(source).bound(of: value)
    guard bound > 0 else { return }
    items.append(Item(source: source, what: what, bound: bound, group: group ?? what))
  }

  /// The first few values as a phrase: `"view abc's left margin 16 (± 5), label xyz's text width 120 (± 4.6)"`.
  public var phrase: String {
    let shown = items.prefix(3).map { "\($0.what) (± \(shownPoints($0.bound)))" }
    return shown.joined(separator: ", ") + (items.count > 3 ? ", …" : "")
  }
}
