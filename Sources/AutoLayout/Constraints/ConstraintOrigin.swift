/// Where a constraint was made: the line of Swift that made it, the column of a Visual Format or
/// equation string, the line and column of a document, or the part of the system that made it.
/// Every diagnostic prints it next to the constraint, so that a conflict leads straight to the code.
///
/// ```swift
/// let width = label.widthAnchor.constraint(greaterThanOrEqualToConstant: 400)
/// width.origin         // .code(file: "MyApp/Header.swift", line: 12)
/// "\(width.origin)"    // "MyApp/Header.swift:12"
/// ```
///
/// The cases that carry text are `indirect` (boxed): every ``LayoutConstraint`` keeps its origin,
/// and the system's own constraints (a stack view's, the margins') are most of them; inline, the
/// widest case would make each of those 48 bytes larger.
public enum ConstraintOrigin: Hashable, Sendable, CustomStringConvertible {
  /// Made by a call in Swift code (`#fileID` and `#line` of the call).
  indirect case code(file: String, line: Int)
  /// Made from a Visual Format string, by the element at `column` (1-based) of `format`; the call
  /// that parsed it is at `file`:`line`.
  indirect case visualFormat(format: String, column: Int, file: String, line: Int)
  /// Made from an equation (``LayoutConstraint/constraint(withEquation:views:metrics:file:line:)``),
  /// at `column` (1-based) of `text`; the call is at `file`:`line`.
  indirect case equation(text: String, column: Int, file: String, line: Int)
  /// Read from a document (a layout document, a `.xib` or `.storyboard`) at a 1-based line and
  /// column, with the document's own identifier of the constraint where it has one.
  indirect case document(path: String, line: Int, column: Int, id: String?)
  /// Made by the system itself.
  case system(SystemPart)

  /// The parts of the system that make constraints of their own.
  ///
  /// ```swift
  /// if case .system(.stackView) = constraint.origin { print("made by a stack view") }
  /// ```
  public enum SystemPart: String, Hashable, Sendable {
    /// A ``StackView``'s arrangement (`UISV-…` identifiers).
    case stackView = "stack view"
    /// A view's intrinsic content size: hugging and compression resistance.
    case intrinsicContentSize = "intrinsic content size"
    /// A view's frame and autoresizing mask (`translatesAutoresizingMaskIntoConstraints`).
    case autoresizingMask = "autoresizing mask"
    /// The layout margins guide of a view.
    case layoutMargins = "layout margins"
    /// The safe area layout guide of a view.
    case safeArea = "safe area"
    /// The readable content guide of a view.
    case readableContent = "readable content guide"
    /// The keyboard layout guide of a view.
    case keyboard = "keyboard layout guide"
    /// A scroll view's content and frame layout guides.
    case scrollView = "scroll view"
    /// A view's width and height, which are never negative (UIKit does not list these).
    case viewSize = "view size"
    /// The root view's size: the window or view controller that holds it.
    case rootView = "root view size"
    /// The target size of ``View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``.
    case fittingSize = "fitting size"
    /// A view controller's top and bottom layout guides.
    case layoutSupport = "layout support guide"
    /// The standard layout of a table cell's built-in labels.
    case tableCell = "table cell style"
    /// A tool's placeholder where nothing else fixes a view: the default sizes and places that
    /// `autolayout explain` gives rebuilt views so that its picture can be read. Optional, and
    /// not drawn.
    case placeholder = "placeholder"
  }

  /// `Feed.swift:42`, `'H:|-[a]-|' column 4 (Feed.swift:42)`, `layout.yaml:12:5`,
  /// `system: stack view`.
  public var description: String {
    switch self {
    case .code(let file, let line): "\(file):\(line)"
    case .visualFormat(let format, let column, let file, let line):
      "'\(format)' column \(column) (\(file):\(line))"
    case .equation(let text, let column, let file, let line):
      "'\(text)' column \(column) (\(file):\(line))"
    case .document(let path, let line, let column, let id):
      "\(path):\(line):\(column)" + (id.map { " (id \($0))" } ?? "")
    case .system(let part): "system: \(part.rawValue)"
    }
  }
}
