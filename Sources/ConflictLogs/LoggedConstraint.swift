import AutoLayout
import Foundation

/// A view or layout guide as a log names it: `UILabel:0x7fa1c2d0'Title'`, `UIView:0x7fa1c3e0`,
/// `UILayoutGuide:0x6000'UIViewSafeAreaLayoutGuide'`, or a plain name (`title`, as this package
/// prints views that have a `View.layoutName`).
///
/// ```swift
/// item.className     // "UILabel"
/// item.displayName   // "UILabel 'Title'"
/// ```
public struct LoggedItem: Hashable, Sendable {
  /// The class (`UILabel`, `MyApp.CardView`), empty for a plain name.
  public var className: String
  /// The memory address (`0x7fa1c2d0`), empty for a plain name.
  public var address: String
  /// The quoted text after the address (a label's text, a guide's identifier), or the plain name.
  public var text: String?

  /// How the item reads in an explanation: `UILabel 'Title'`, `UIView 0x7fa1c3e0`, `safe area of …`.
  public var displayName: String {
    if className.isEmpty { return text ?? "?" }
    if let text, !text.isEmpty { return "\(className) '\(text)'" }
    return "\(className) \(address)"
  }

  /// An item.
  ///
  /// ```swift
  /// LoggedItem(className: "UILabel", address: "0x7f1", text: "Title").displayName   // "UILabel 'Title'"
  /// ```
  public init(className: String, address: String, text: String?) {
    self.className = className
    self.address = address
    self.text = text
  }

  /// Whether the item is a layout guide (`UILayoutGuide`, `NSLayoutGuide`, a stack view's
  /// `_UILayoutSpacer`) rather than a view: Apple's engine keeps a view's size at 0 or more, not a
  /// guide's.
  ///
  /// ```swift
  /// LoggedItem(className: "UILayoutGuide", address: "0x6", text: "UIViewSafeAreaLayoutGuide").isLayoutGuide   // true
  /// ```
  public var isLayoutGuide: Bool {
    className.hasSuffix("LayoutGuide") && className != "_UILayoutGuide" || className == "_UILayoutSpacer"
  }

  /// Whether the view is one of UIKit's or AppKit's own, which the app neither makes nor
  /// positions: a private class (`_UIButtonBarStackView`; not a Swift class's mangled name,
  /// `_TtC5MyApp8CardView`, which is the app's) or a container the framework sizes
  /// (`UITableViewCellContentView`, `UITransitionView`, the keyboard's host views …).
  ///
  /// ```swift
  /// LoggedItem(className: "UITableViewCellContentView", address: "0x7", text: nil).isFrameworkView   // true
  /// LoggedItem(className: "_TtC5MyApp8CardView", address: "0x8", text: nil).isFrameworkView          // false
  /// ```
  public var isFrameworkView: Bool {
    if className.hasPrefix("_") { return !className.hasPrefix("_Tt") }
    return Self.frameworkContainers.contains(className)
  }

  /// UIKit's and AppKit's views without a leading underscore that the framework makes and sizes.
  static let frameworkContainers: Set<String> = [
    "SystemInputAssistantView", "UIInputSetContainerView", "UIInputSetHostView", "UIKeyboardImpl",
    "UIRemoteKeyboardWindow", "TUISystemInputAssistantView", "UIKBKeyplaneView",
    "UITableViewCellContentView", "UITableViewWrapperView", "UITransitionView", "UILayoutContainerView",
    "UINavigationTransitionView", "UIViewControllerWrapperView", "UIDropShadowView",
    "UITextEffectsWindow", "UIKeyboardAssistantBar", "NSThemeFrame", "NSTitlebarContainerView",
    "NSTitlebarView", "NSClipView",
  ]

  /// The key that identifies the item in its log (the address, or the plain name).
  var key: String { address.isEmpty ? "name:\(text ?? "")" : address }
}

/// Who made a logged constraint: the app, or a part of UIKit (the reason the explanation gives).
public enum ConstraintMaker: String, Sendable, CaseIterable {
  /// The app's code or storyboard.
  case app = "the app"
  /// `NSAutoresizingMaskLayoutConstraint`: a view's frame and autoresizing mask, because its
  /// `translatesAutoresizingMaskIntoConstraints` is true.
  case autoresizingMask = "autoresizing mask"
  /// `UIView-Encapsulated-Layout-Width/Height/Left/Top`: the size a table or collection view, or a
  /// container view controller, gives a cell's or a child's view.
  case encapsulatedLayout = "container-imposed size"
  /// `UISV-…` (UIKit), `NSStackView.…` (AppKit): a stack view's arrangement (spacing, alignment,
  /// fill, hiding).
  case stackView = "stack view"
  /// `UIView-…Margin-guide-constraint`, `UIViewLayoutMarginsGuide`: layout margins.
  case layoutMargins = "layout margins"
  /// `UIViewSafeAreaLayoutGuide…`: the safe area.
  case safeArea = "safe area"
  /// `_UILayoutSupportConstraint`: a view controller's top or bottom layout guide (iOS 7–10).
  case layoutSupport = "top/bottom layout guide"
  /// `NSIBPrototypingLayoutConstraint`: Interface Builder's constraints for a view without any.
  case interfaceBuilder = "Interface Builder (view without constraints)"
  /// `NSContentSizeLayoutConstraint`: intrinsic content size (hugging, compression resistance).
  case contentSize = "intrinsic content size"
  /// Another UIKit-made constraint (`_UITemporaryLayoutWidth`, navigation bars' `UINav_…`, …).
  case system = "UIKit"
}

/// One constraint of a log, read from its description.
///
/// ```swift
/// let c = try LoggedConstraint(
///   description: "<NSLayoutConstraint:0x600 UILabel:0x7f1'Title'.leading == UIView:0x7f2.leadingMargin + 8   (active)>",
///   path: "app.log", line: 3, column: 6)
/// c.firstAttribute   // "leading"
/// c.constant         // 8
/// ```
public struct LoggedConstraint: Sendable {
  /// The class UIKit printed (`NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint` …).
  public var className: String
  /// The constraint's address (empty when the log has none).
  public var address: String
  /// Where the app made it, when the log says: SnapKit prints its constraints as
  /// `SnapKit.LayoutConstraint:0x6000@/Users/me/App/CardView.swift#42 …`, which gives
  /// `("/Users/me/App/CardView.swift", 42)`.
  ///
  /// ```swift
  /// c.sourceLocation?.file   // "/Users/me/App/CardView.swift"
  /// c.sourceLocation?.line   // 42
  /// ```
  public var sourceLocation: (file: String, line: Int)?
  /// The superview, when the names table gives one (`names: '|':NSTextView:0x11bc…`): what an
  /// autoresizing constraint's `minX == 0` is measured from.
  public var superview: LoggedItem?
  /// The identifier (`UIView-Encapsulated-Layout-Width`), if any.
  public var identifier: String?
  /// The whole description, as logged.
  public var text: String
  /// Where it is in the log (1-based).
  public var line: Int
  /// See ``line``.
  public var column: Int
  /// The first item.
  public var first: LoggedItem
  /// The first item's attribute as logged (`leading`, `midX`, `leadingMargin` …).
  public var firstAttribute: String
  /// `==`, `<=` or `>=`.
  public var relation: LayoutConstraint.Relation
  /// The second item (`nil` for a constant).
  public var second: LoggedItem?
  /// The second item's attribute.
  public var secondAttribute: String?
  /// The multiplier.
  public var multiplier: CGFloat = 1
  /// The constant.
  public var constant: CGFloat = 0
  /// The priority (1000 when the log gives none).
  public var priority: Float = 1000

  /// What it says, in plain English, as `explain` says it.
  ///
  /// ```swift
  /// try LoggedConstraint(description: "<LayoutConstraint H:[label(>=400)]   (active)>", path: "", line: 1, column: 1)
  ///   .sentence   // "the width of label should be at least 400 points"
  /// ```
  public var sentence: String { ConflictExplanation.sentence(for: self) }

  /// Who made it.
  public var maker: ConstraintMaker {
    switch className {
    case "NSAutoresizingMaskLayoutConstraint": return .autoresizingMask
    case "NSIBPrototypingLayoutConstraint": return .interfaceBuilder
    case "_UILayoutSupportConstraint": return .layoutSupport
    case "NSContentSizeLayoutConstraint": return .contentSize
    case "_UITemporaryLayoutWidth", "_UITemporaryLayoutHeight": return .system
    default: break
    }
    // Another private constraint class (`_UIScrollViewAutomaticContentSizeConstraint`).
    if className.hasPrefix("_UI") || className.hasPrefix("_NS") { return .system }
    // Between UIKit's own views only (`_UIKBCompatInputView`, `SystemInputAssistantView`).
    let items = [first] + (second.map { [$0] } ?? [])
    if items.allSatisfy(\.isFrameworkView) {
      let encapsulated =
        identifier?.hasPrefix("UIView-Encapsulated-Layout") == true
        || identifier?.hasPrefix("NSView-Encapsulated-Layout") == true
      return encapsulated ? .encapsulatedLayout : .system
    }
    guard let identifier else { return .app }
    if identifier.hasPrefix("UIView-Encapsulated-Layout")
      || identifier.hasPrefix("NSView-Encapsulated-Layout")
    {
      return .encapsulatedLayout
    }
    if identifier.hasPrefix("UISV-") || identifier.hasPrefix("NSStackView") { return .stackView }
    if identifier.contains("Margin-guide-constraint") || identifier.hasPrefix("UIViewLayoutMarginsGuide") {
      return .layoutMargins
    }
    if identifier.hasPrefix("UIViewSafeAreaLayoutGuide") { return .safeArea }
    if identifier.hasPrefix("_UI") || identifier.hasPrefix("UI") || identifier.hasPrefix("NS")
      || identifier.hasPrefix("BIB_") || identifier.hasPrefix("IB auto generated")
    {
      return .system
    }
    return .app
  }

  /// Reads one description (`<NSLayoutConstraint:0x… …   (active)>`, with or without the
  /// angle brackets).
  ///
  /// - Throws: a `SourceDiagnostic` at `line`:`column` naming what could not be read.
  public init(description: String, path: String, line: Int, column: Int) throws(SourceDiagnostic) {
    text = description
    self.line = line
    self.column = column
    var scanner = DescriptionScanner(text: description, path: path, line: line, column: column)
    scanner.skip("<")
    (className, address, sourceLocation) = scanner.header()
    scanner.skipSpaces()
    identifier = scanner.quoted()
    scanner.skipSpaces()
    // An autoresizing mask's `h=--& v=--&`.
    while scanner.peek(2) == "h=" || scanner.peek(2) == "v=" { scanner.word(); scanner.skipSpaces() }
    let body = scanner.body()
    let names = scanner.names()
    superview = names["|"]
    let parsed = try Self.parse(body, names: names, scanner: scanner)
    first = parsed.first
    firstAttribute = parsed.firstAttribute
    relation = parsed.relation
    second = parsed.second
    secondAttribute = parsed.secondAttribute
    multiplier = parsed.multiplier
    constant = parsed.constant
    priority = parsed.priority
    // An intrinsic-size constraint is as strong as the view's compression resistance, which
    // the suffix gives (`Hug:250 CompressionResistance:750`).
    if className == "NSContentSizeLayoutConstraint" {
      let resistance = description.range(of: "CompressionResistance:").flatMap { range in
        Float(description[range.upperBound...].prefix { $0.isNumber || $0 == "." })
      }
      priority = min(999, resistance ?? 750)
    }
  }

  struct Parsed {
    var first: LoggedItem
    var firstAttribute: String
    var relation: LayoutConstraint.Relation
    var second: LoggedItem?
    var secondAttribute: String?
    var multiplier: CGFloat = 1
    var constant: CGFloat = 0
    var priority: Float = 1000
  }

  static func parse(
    _ body: (text: String, offset: Int), names: [String: LoggedItem], scanner: DescriptionScanner
  )
    throws(SourceDiagnostic) -> Parsed
  {
    if body.text.hasPrefix("H:") || body.text.hasPrefix("V:") {
      return try VisualFormatDescription.parse(body, names: names, scanner: scanner)
    }
    return try EquationDescription.parse(body, names: names, scanner: scanner)
  }
}
