import AutoLayout
import Foundation

/// One view of an Interface Builder document as stored: its kind, the frame Xcode stored, its
/// layout attributes, its subviews and the constraints it holds.
///
/// ```swift
/// let document = try InterfaceBuilderDocument(contentsOfFile: "Main.storyboard")
/// let root = document.scenes[0].root
/// print(root.kind, root.frame ?? .zero, root.subviews.count)  // view (0, 0, 375, 667) 3
/// ```
public final class ViewNode {
  /// The object id (`id="…"`); keyed views without one get `<holder id>.<key>`.
  public let id: String
  /// The element name: `view`, `label`, `button`, `stackView`, `tableViewCell`, `customView` …
  public let kind: ElementKind
  /// The `key` under which the view is held (`view`, `contentView`), `nil` in `<subviews>`.
  public let key: String?
  /// `customClass`, when set.
  public let customClass: String?
  /// `userLabel`, when set (the name Interface Builder's outline shows).
  public let userLabel: String?
  /// The frame Xcode stored (`<rect key="frame">`), in the superview's coordinates.
  public let frame: CGRect?
  /// `translatesAutoresizingMaskIntoConstraints` (absent means `YES`).
  public let translatesAutoresizingMaskIntoConstraints: Bool
  /// The `<autoresizingMask>`, `nil` when absent.
  public let autoresizingMask: AutoresizingMask?
  /// `hidden="YES"`.
  public let isHidden: Bool
  /// Xcode flagged the view `misplaced="YES"` (its stored frame is not the solved one).
  public let isMisplaced: Bool
  /// Xcode flagged the view `ambiguous="YES"`.
  public let isAmbiguous: Bool
  /// `fixedFrame="YES"`: positioned by its frame and autoresizing mask.
  public let hasFixedFrame: Bool
  /// Hugging priorities (horizontal, vertical); `nil` where the file keeps the class default.
  public let contentHugging: (horizontal: Float?, vertical: Float?)
  /// Compression resistance priorities; `nil` where the file keeps the default (750).
  public let compressionResistance: (horizontal: Float?, vertical: Float?)
  /// `<edgeInsets key="layoutMargins">` or `<directionalEdgeInsets key="directionalLayoutMargins">`.
  public let layoutMargins: Margins?
  /// `preservesSuperviewLayoutMargins="YES"`.
  public let preservesSuperviewLayoutMargins: Bool
  /// `insetsLayoutMarginsFromSafeArea` (absent means `YES`).
  public let insetsLayoutMarginsFromSafeArea: Bool
  /// `layoutMarginsFollowReadableWidth="YES"`: Interface Builder's "Follow Readable Width" — the
  /// view's horizontal margins follow its readable content guide (on a table view, its cells'
  /// margins: UITableView's `cellLayoutMarginsFollowReadableWidth`).
  ///
  /// ```swift
  /// root.layoutMarginsFollowReadableWidth   // true for <view … layoutMarginsFollowReadableWidth="YES">
  /// ```
  public let layoutMarginsFollowReadableWidth: Bool
  /// `semanticContentAttribute`, when set (`forceRightToLeft` …).
  public let semanticContentAttribute: String?
  /// What only this view's element kind stores (a stack's attributes, a box's type …; see
  /// `ViewNode+Element.swift`).
  public let element: Element
  /// Interface Builder's "Ambiguity" setting of the view: `off` (Never Verify), `ignoreSizes`
  /// (Verify Position Only), `nil` (Verify Position and Size, the default).
  public let verifyAmbiguity: String?
  /// `placeholderIntrinsicWidth` / `Height` (design-time intrinsic sizes), `nil` when not set.
  public let placeholderIntrinsicSize: (width: CGFloat?, height: CGFloat?)
  /// The text a view shows: a label's `text`, a button's normal title, a text field's text or
  /// placeholder (`nil` for other views).
  public let title: String?
  /// The attributes of an AppKit control's cell (`<buttonCell key="cell" type="push" …>`), empty
  /// for other views; `titleElement="YES"` when the cell's title is a `<string key="title">`
  /// element rather than an attribute.
  public let cell: [String: String]
  /// The font of the view's text as stored (`<fontDescription key="fontDescription">`: UIKit
  /// views), if any.
  public let font: StoredFont?
  /// A label's `numberOfLines` (1 when not stored; 0 is as many as needed).
  public let numberOfLines: Int
  /// The view's layout guides by key (`safeArea`, `contentLayoutGuide`, `frameLayoutGuide`) → id.
  public let layoutGuides: [(key: String, id: String)]
  /// The subviews, back to front (keyed views such as a cell's `contentView` come first).
  public let subviews: [ViewNode]
  /// The constraints this view holds.
  public let constraints: [ConstraintNode]
  /// Per-size-class masks of constraints and subviews (`<variation>`).
  public let variations: [Variation]
  /// Where the element starts (1-based).
  public let line: Int
  /// The column of its `<`.
  public let column: Int
  /// The gravity area of an NSStackView's arranged view (`<beginningViews>`, `<middleViews>`,
  /// `<endViews>`); `nil` for a view stored among `<subviews>`.
  ///
  /// ```swift
  /// stack.subviews.map(\.gravity)   // [.leading, .trailing, .trailing]
  /// ```
  public internal(set) var gravity: StackView.Gravity?
  /// Design-time margins: absolute (`left`/`right`) or directional.
  public enum Margins: Sendable, Equatable {
    /// `<edgeInsets key="layoutMargins">`.
    case absolute(EdgeInsets)
    /// `<directionalEdgeInsets key="directionalLayoutMargins">`.
    case directional(DirectionalEdgeInsets)
  }

  /// A stack view's attributes as stored (`axis="vertical"`, `distribution="fillEqually"` …).
  public struct StackAttributes: Sendable, Equatable {
    /// The axis.
    public var axis: LayoutConstraint.Axis
    /// The distribution.
    public var distribution: StackView.Distribution
    /// The alignment.
    public var alignment: StackView.Alignment
    /// The spacing.
    public var spacing: CGFloat
    /// NSStackView's `<customSpacing>`: the spacing after each arranged view, `nil` for the stack's.
    public var customSpacings: [CGFloat?] = []
    /// `baselineRelativeArrangement="YES"`.
    public var isBaselineRelativeArrangement: Bool
    /// `layoutMarginsRelativeArrangement="YES"`.
    public var isLayoutMarginsRelativeArrangement: Bool
    /// An NSStackView's hugging priority across its axis (`horizontalStackHuggingPriority` of a
    /// vertical stack, `verticalStackHuggingPriority` of a horizontal one; AppKit's default 250);
    /// `nil` for a UIStackView.
    public var acrossHuggingPriority: Float? = nil
    /// An NSStackView's hugging priority along its axis (`horizontalStackHuggingPriority` of a
    /// horizontal stack; AppKit's default 250): how hard the gaps between gravity areas shrink.
    public var alongHuggingPriority: Float? = nil
    /// NSStackView's `detachesHiddenViews="YES"`.
    public var detachesHiddenViews = false
    /// NSStackView's `<visibilityPriorities>`, one per arranged view in order (1000 keeps a view).
    public var visibilityPriorities: [Float] = []
    /// NSStackView's `<edgeInsets key="edgeInsets">`: "the geometric padding, in points, inside
    /// the stack view, surrounding its views" (`NSStackView.edgeInsets`, default zero); left and
    /// right stay where they are in either layout direction. `nil` where the file stores none.
    public var edgeInsets: EdgeInsets? = nil
  }

  /// A `<variation key="…">` of a view: which constraints and subviews a size class includes or
  /// excludes (`key="default"` applies everywhere first).
  public struct Variation: Sendable, Equatable {
    /// `default`, `widthClass=compact`, `heightClass=compact-widthClass=regular` …
    public var key: String
    /// Ids of constraints or subviews included.
    public var includes: [String]
    /// Ids excluded.
    public var excludes: [String]
  }

  init(
    id: String, kind: ElementKind, key: String?, attributes a: XMLAttributes, frame: CGRect?,
    autoresizingMask: AutoresizingMask?, layoutMargins: Margins?, element: Element,
    title: String?, cell: [String: String], font: StoredFont? = nil,
    layoutGuides: [(key: String, id: String)],
    subviews: [ViewNode],
    constraints: [ConstraintNode],
    variations: [Variation], line: Int, column: Int
  ) {
    self.id = id
    self.kind = kind
    self.key = key
    customClass = a["customClass"]
    userLabel = a["userLabel"]
    self.frame = frame
    translatesAutoresizingMaskIntoConstraints = a["translatesAutoresizingMaskIntoConstraints"] != "NO"
    self.autoresizingMask = autoresizingMask
    isHidden = a["hidden"] == "YES"
    isMisplaced = a["misplaced"] == "YES"
    isAmbiguous = a["ambiguous"] == "YES"
    hasFixedFrame = a["fixedFrame"] == "YES"
    contentHugging = (
      a["horizontalHuggingPriority"].flatMap(Float.init), a["verticalHuggingPriority"].flatMap(Float.init)
    )
    compressionResistance = (
      a["horizontalCompressionResistancePriority"].flatMap(Float.init),
      a["verticalCompressionResistancePriority"].flatMap(Float.init)
    )
    self.layoutMargins = layoutMargins
    preservesSuperviewLayoutMargins = a["preservesSuperviewLayoutMargins"] == "YES"
    insetsLayoutMarginsFromSafeArea = a["insetsLayoutMarginsFromSafeArea"] != "NO"
    layoutMarginsFollowReadableWidth = a["layoutMarginsFollowReadableWidth"] == "YES"
    semanticContentAttribute = a["semanticContentAttribute"]
    self.element = element
    verifyAmbiguity = a["verifyAmbiguity"]
    placeholderIntrinsicSize = (
      a["placeholderIntrinsicWidth"].flatMap(Double.init).map { CGFloat($0) },
      a["placeholderIntrinsicHeight"].flatMap(Double.init).map { CGFloat($0) }
    )
    self.title = title
    self.cell = cell
    self.font = font
    numberOfLines = a["numberOfLines"].flatMap { Int($0) } ?? 1
    self.layoutGuides = layoutGuides
    self.subviews = subviews
    self.constraints = constraints
    self.variations = variations
    self.line = line
    self.column = column
  }

  /// The name a report prints: `userLabel`, else `customClass`, else the kind, with the id.
  ///
  /// ```swift
  /// node.displayName  // "Bubble container (btS-p8-B7Z)"
  /// ```
  public var displayName: String { "\(userLabel ?? customClass ?? kind.name) (\(id))" }

  /// This view and all its descendants, depth first.
  ///
  /// ```swift
  /// scene.root.allViews.count  // 12
  /// ```
  public var allViews: [ViewNode] {
    var result: [ViewNode] = []
    var pending: [ViewNode] = [self]
    while let node = pending.popLast() {
      result.append(node)
      pending.append(contentsOf: node.subviews.reversed())
    }
    return result
  }

  /// Whether the view holds a constraint that sets its own height (`<constraint
  /// firstAttribute="height" constant="24"/>`, any priority): its frame is then not its intrinsic
  /// height.
  ///
  /// ```swift
  /// button.hasOwnHeightConstraint  // false for a push button at its intrinsic height
  /// ```
  public var hasOwnHeightConstraint: Bool {
    constraints.contains { constraint in
      constraint.firstItem == id && constraint.secondItem == nil && constraint.firstAttribute == .height
    }
  }

  /// Whether the view draws content of its own size (labels, buttons, image views, switches, text
  /// fields, search bars, text views that do not scroll …): these have an intrinsic content size.
  ///
  /// ```swift
  /// label.hasIntrinsicContent  // true
  /// ```
  public var hasIntrinsicContent: Bool {
    switch kind {
    case .label, .button, .imageView, .switch, .slider, .textField, .searchBar, .segmentedControl,
      .activityIndicatorView, .progressView, .stepper, .pageControl, .datePicker, .pickerView,
      .navigationBar, .toolbar, .tabBar, .imageCell, .popUpButton, .levelIndicator,
      // AppKit controls that size themselves to their content or their control size.
      .secureTextField, .searchField, .comboBox, .tokenField, .progressIndicator, .colorWell,
      .pathControl, .matrix:
      return true
    case .box: return isSeparator
    case .textView: return !isScrollEnabled
    default: return placeholderIntrinsicSize.width != nil || placeholderIntrinsicSize.height != nil
    }
  }
}

/// A font as Interface Builder stores it: for a UIKit view
/// `<fontDescription key="fontDescription" type="system" pointSize="17"/>`,
/// `style="UICTFontTextStyleBody"`, or `name="Avenir-Book" family="Avenir" pointSize="14"`; for an
/// AppKit control's cell `<font key="font" metaFont="smallSystem"/>` or `size="14" name="Menlo"`.
///
/// ```swift
/// label.font?.textStyle   // "UICTFontTextStyleHeadline"
/// ```
public struct StoredFont: Sendable, Equatable {
  /// `system`, `boldSystem`, `italicSystem` … (`nil` for a named font or a text style).
  public var type: String?
  /// A Dynamic Type text style: `UICTFontTextStyleBody`, `UICTFontTextStyleTitle0` …
  public var textStyle: String?
  /// A font name (`Avenir-Book`).
  public var name: String?
  /// The size in points (text styles have none).
  public var pointSize: CGFloat?
  /// `weight="semibold"` of a system font.
  public var weight: String?
  /// An AppKit meta font: `system`, `smallSystem`, `message`, `label` … (`nil` for UIKit fonts).
  public var metaFont: String?

  /// Reads the attributes of a `<fontDescription>` element.
  ///
  /// ```swift
  /// StoredFont(attributes: ["type": "system", "pointSize": "17"]).pointSize   // 17
  /// ```
  public init(attributes a: [String: String]) {
    type = a["type"]
    textStyle = a["style"]
    name = a["name"]
    pointSize = a["pointSize"].flatMap { Double($0) }.flatMap { $0.isFinite ? CGFloat($0) : nil }
    weight = a["weight"]
  }

  /// Reads the attributes of an AppKit cell's `<font key="font">` element (`usesAppearanceFont`
  /// is the system font).
  ///
  /// ```swift
  /// StoredFont(appKitAttributes: ["metaFont": "system", "size": "14"]).pointSize   // 14
  /// StoredFont(appKitAttributes: ["usesAppearanceFont": "YES"]).metaFont        // "system"
  /// ```
  public init(appKitAttributes a: [String: String]) {
    // `usesAppearanceFont="YES"`: what Interface Builder writes for a control left on the
    // standard font, which AppKit gives the system font at its standard size.
    metaFont = a["metaFont"] ?? (a["usesAppearanceFont"] == "YES" ? "system" : nil)
    name = a["name"]
    textStyle = a["textStyle"]
    pointSize = a["size"].flatMap { Double($0) }.flatMap { $0.isFinite ? CGFloat($0) : nil }
  }
}
