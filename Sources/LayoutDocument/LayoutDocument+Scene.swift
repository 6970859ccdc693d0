import AutoLayout
import Foundation

/// A document made into views and laid out: the window (named `root`), every view by name, and the
/// findings of a check.
///
/// ```swift
/// let scene = try document.makeScene()
/// for (name, frame) in scene.frames { print(name, frame) }
/// ```
public final class Scene {
  /// The window every top-level view is in.
  public let window: Window
  /// The views in document order (depth first), with their names.
  public let views: [(name: String, view: View)]
  /// The document's given frames, by view name (for the misplacement check).
  let givenFrames: [String: CGRect]

  init(window: Window, views: [(name: String, view: View)], givenFrames: [String: CGRect]) {
    self.window = window
    self.views = views
    self.givenFrames = givenFrames
  }

  /// The frame of the named view, relative to its superview, after layout.
  ///
  /// ```swift
  /// scene.frame(of: "card")
  /// ```
  public func frame(of name: String) -> CGRect? {
    views.first { $0.name == name }?.view.frame
  }

  /// Every view's frame after layout, in document order.
  ///
  /// ```swift
  /// scene.frames.first?.frame
  /// ```
  public var frames: [(name: String, frame: CGRect)] {
    window.layoutIfNeeded()
    return views.map { ($0.name, $0.view.frame) }
  }

  /// What is wrong with the layout: conflicts, ambiguity, and views whose document frame differs
  /// from the solved one.
  ///
  /// ```swift
  /// scene.issues().isEmpty   // a clean layout
  /// ```
  public func issues() -> [String] {
    var found: [String] = []
    LayoutLog.withHandler({ _ in }) {
      window.layoutIfNeeded()
    }
    for conflict in window.layoutConflicts {
      let members = conflict.constraints.map { "\($0) (\($0.origin))" }.joined(separator: "; ")
      found.append(
        "unsatisfiable: broke \(conflict.broken) (\(conflict.broken.origin)); conflicting: \(members)")
    }
    for ambiguity in window.ambiguousLayouts() {
      found.append("ambiguous: \(ambiguity)")
    }
    for (name, view) in views {
      guard let given = givenFrames[name] else { continue }
      let solved = view.frame
      if given != solved {
        found.append(
          "misplaced: \(Misplacement(view: view, frame: given, solved: solved))")
      }
    }
    return found
  }
}

/// A view that reports the size the document gave it as its intrinsic content size.
final class DocumentView: View {
  var documentIntrinsicSize: CGSize?

  override var intrinsicContentSize: CGSize {
    documentIntrinsicSize ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }
}

extension LayoutDocument {
  /// Builds the views and constraints and lays them out. Throws ``DocumentError`` for a constraint
  /// line that does not parse (with the column inside the line) or refers to an unknown view.
  ///
  /// ```swift
  /// let scene = try document.makeScene(overriding: .init(width: 375))
  /// ```
  public func makeScene(overriding overrides: CanvasOverrides = CanvasOverrides()) throws(DocumentError)
    -> Scene
  {
    var canvas = self.canvas
    if let device = overrides.device {
      canvas.width = device.size.width
      canvas.height = device.size.height
      canvas.scale = device.scale
      canvas.safeArea = device.safeArea
    }
    if let width = overrides.width { canvas.width = width }
    if let height = overrides.height { canvas.height = height }
    if let scale = overrides.scale { canvas.scale = scale }
    if overrides.rightToLeft { canvas.direction = .rightToLeft }
    let window = Window(
      size: CGSize(width: canvas.width, height: canvas.height), scale: canvas.scale,
      layoutDirection: canvas.direction,
      safeAreaInsets: canvas.safeArea)
    window.layoutName = "root"
    if let margins = canvas.margins { window.layoutMargins = margins }
    var made: [(name: String, view: View)] = []
    var items: [String: Any] = ["root": window, "safeArea": window.safeAreaLayoutGuide]
    var given: [String: CGRect] = [:]
    func build(_ spec: ViewSpec) -> View {
      let view: View
      switch spec.kind {
      case .stack:
        let stack = StackView()
        if let s = spec.stack {
          stack.axis = s.axis
          stack.distribution = s.distribution
          stack.alignment = s.alignment
          stack.spacing = s.spacing
        }
        view = stack
      case .scroll:
        view = ScrollView()
      default:
        let documentView = DocumentView()
        documentView.documentIntrinsicSize = spec.intrinsicSize
        // Interface Builder's defaults for labels and image views: hugging 251.
        if spec.kind == .label || spec.kind == .image {
          documentView.setContentHuggingPriority(251, for: .horizontal)
          documentView.setContentHuggingPriority(251, for: .vertical)
        }
        view = documentView
      }
      view.translatesAutoresizingMaskIntoConstraints = false
      view.layoutName = spec.name
      view.isHidden = spec.hidden
      if let margins = spec.margins { view.layoutMargins = margins }
      if let h = spec.hugging {
        view.setContentHuggingPriority(LayoutPriority(h.horizontal), for: .horizontal)
        view.setContentHuggingPriority(LayoutPriority(h.vertical), for: .vertical)
      }
      if let c = spec.compression {
        view.setContentCompressionResistancePriority(LayoutPriority(c.horizontal), for: .horizontal)
        view.setContentCompressionResistancePriority(LayoutPriority(c.vertical), for: .vertical)
      }
      if let frame = spec.frame { given[spec.name] = frame }
      made.append((spec.name, view))
      items[spec.name] = view
      for child in spec.subviews { view.addSubview(build(child)) }
      if let stack = view as? StackView {
        for child in spec.arranged { stack.addArrangedSubview(build(child)) }
      }
      return view
    }
    for spec in views { window.addSubview(build(spec)) }
    for guideSpec in guides {
      guard let owner = items[guideSpec.owner] as? View else {
        throw NodeReader(path: path, source: source).error(
          line: guideSpec.line, column: guideSpec.column,
          "no view named '\(guideSpec.owner)' to own the guide",
          hint: "owner is the name of a view, or root")
      }
      let guide = LayoutGuide()
      guide.identifier = guideSpec.name
      owner.addLayoutGuide(guide)
      items[guideSpec.name] = guide
    }
    var all: [LayoutConstraint] = []
    for line in constraints {
      all += try parse(line, items: items)
    }
    LayoutConstraint.activate(all)
    LayoutLog.withHandler({ _ in }) { window.layoutIfNeeded() }
    return Scene(window: window, views: made, givenFrames: given)
  }

  /// One constraint line: Visual Format when it starts with `H:`, `V:`, `|` or `[`, an equation
  /// otherwise. Errors point into the document.
  func parse(_ line: ConstraintLine, items: [String: Any]) throws(DocumentError) -> [LayoutConstraint] {
    let text = line.text.trimmingCharacters(in: .whitespaces)
    let reader = NodeReader(path: path, source: source)
    // The column of the line's text in the source: after a quote when the line is quoted.
    let sourceLines = source.split(separator: "\n", omittingEmptySubsequences: false)
    var textColumn = line.column
    if line.line >= 1 && line.line <= sourceLines.count {
      let sourceLine = Array(sourceLines[line.line - 1])
      let index = line.column - 1
      if index < sourceLine.count && (sourceLine[index] == "\"" || sourceLine[index] == "'") {
        textColumn += 1
      }
    }
    let isVisualFormat =
      text.hasPrefix("H:") || text.hasPrefix("V:") || text.hasPrefix("|") || text.hasPrefix("[")
    do {
      let made: [LayoutConstraint]
      if isVisualFormat {
        made = try LayoutConstraint.constraints(withVisualFormat: text, views: items)
        for constraint in made {
          if case .visualFormat(_, let column, _, _) = constraint.origin {
            constraint.origin = .document(
              path: path, line: line.line, column: textColumn + column - 1, id: nil)
          }
        }
      } else {
        let constraint = try LayoutConstraint.constraint(withEquation: text, views: items)
        constraint.origin = .document(path: path, line: line.line, column: textColumn, id: nil)
        made = [constraint]
      }
      return made
    } catch let error as VisualFormatError {
      throw reader.error(
        line: line.line, column: textColumn + error.position, error.message,
        hint: "Visual Format: H:|-[a]-[b(==a)]-| ; names are the views' names and root")
    } catch let error as EquationError {
      throw reader.error(
        line: line.line, column: textColumn + error.column - 1, error.message,
        hint: "an equation: item.attribute == [multiplier *] item.attribute [± constant] [@priority]")
    } catch {
      throw reader.error(line: line.line, column: textColumn, "\(error)", hint: nil)
    }
  }

  /// Command-line overrides of the canvas.
  ///
  /// ```swift
  /// LayoutDocument.CanvasOverrides(width: 375, rightToLeft: true)
  /// ```
  public struct CanvasOverrides: Sendable {
    /// A device preset replacing the document's canvas size, scale and safe area.
    public var device: Device?
    /// The width in points.
    public var width: CGFloat?
    /// The height in points.
    public var height: CGFloat?
    /// Pixels per point.
    public var scale: CGFloat?
    /// Lay out right to left.
    public var rightToLeft: Bool

    /// Overrides; `nil` keeps the document's value.
    public init(
      device: Device? = nil, width: CGFloat? = nil, height: CGFloat? = nil, scale: CGFloat? = nil,
      rightToLeft: Bool = false
    ) {
      self.device = device
      self.width = width
      self.height = height
      self.scale = scale
      self.rightToLeft = rightToLeft
    }
  }
}
