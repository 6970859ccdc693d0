import Foundation

/// How many of a file's views Auto Layout places where Xcode stored them: the measure of issue 19,
/// defined on the XML so that a view the reader skips still counts (as a disagreement).
///
/// A view **counts** when its element has an `id`, a `<rect key="frame">` child and
/// `translatesAutoresizingMaskIntoConstraints="NO"`, is not flagged `misplaced="YES"` or
/// `ambiguous="YES"`, and is not inside a `<variation>`. It **agrees** when a scene's
/// ``StoredFrameComparison`` reports it compared and agreeing (every edge on the same device pixel).
///
/// ```swift
/// let document = try InterfaceBuilderDocument(contentsOfFile: "Main.storyboard")
/// let reports = document.scenes.map { StoredFrameComparison(SceneLayout(document: document, scene: $0)) }
/// let agreement = StoredFrameAgreement(document: document, reports: reports)
/// print("\(agreement.agreeing.count)/\(agreement.counted.count)")   // 21/21
/// ```
public struct StoredFrameAgreement: Sendable {
  /// Why a counted view does not agree.
  public enum Cause: String, Sendable, CaseIterable, Comparable {
    /// No scene reported it: the reader does not lay out the element (or its container).
    case notLaidOut = "not laid out"
    /// Reported, but not compared (no stored frame reached the comparison).
    case notCompared = "not compared"
    /// Laid out and compared; the solved frame is off the stored one, which the required
    /// constraints rule out (an environment value, an inset or a stale stored frame differs).
    case misplaced = "misplaced"
    /// Laid out and compared; the required constraints rule the stored frame out, and the view is
    /// tied to a required constraint that the stored frames themselves break: Xcode's frames are
    /// out of date there (``StoredFrameContradiction``).
    case staleFrames = "misplaced, the stored frames break the file's constraints"
    /// Laid out and compared; the solved frame is off the stored one, which the required
    /// constraints allow, and the optional constraints (content sizes included) hold as well
    /// there as in the solved layout: Xcode's engine chose another of equally good solutions.
    case optionalChoice = "misplaced, another solution as good"
    /// Laid out and compared; the required constraints allow the stored frame, but the optional
    /// constraints, as the model has them, hold worse there than in the solved layout
    /// (``StoredFrameComparison/ViewResult/optionalConstraintsPreferSolved``): a content size, a
    /// priority or an inset they carry likely differs from Xcode's.
    case optionalPreference =
      "misplaced, allowed by the required constraints, not preferred by the optional ones"
    /// Laid out and compared; the required constraints allow the stored frame only if another
    /// view that sits at its content size takes another size
    /// (``StoredFrameComparison/ViewResult/contentSizesAllowStored``): rather than a choice among
    /// optional constraints, a value the model gives that view (a size, an inset, a baseline)
    /// likely differs from Xcode's.
    case contentSizeElsewhere = "misplaced, allowed only if another view leaves its content size"
    /// The file is well-formed XML, but the reader rejects it.
    case unreadable = "file not read"

    /// Causes in declaration order (the order of the summary table).
    public static func < (a: Cause, b: Cause) -> Bool {
      allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
  }

  /// The ids of the counted views.
  public let counted: [String]
  /// The ids of the counted views that agree.
  public let agreeing: [String]
  /// Every counted view that does not agree, with the cause.
  public let disagreeing: [(id: String, cause: Cause)]
  /// Whether Xcode saved the file clean (``InterfaceBuilderDocument/isSavedClean``).
  public let isSavedClean: Bool
  /// Whether a scene has a finding that contradicts Xcode's verdict
  /// (`Finding.contradictsXcode`).
  public let contradictsXcode: Bool

  /// Measures one document laid out scene by scene.
  ///
  /// ```swift
  /// StoredFrameAgreement(document: document, reports: reports).agreeing.count
  /// ```
  public init(document: InterfaceBuilderDocument, reports: [StoredFrameComparison]) {
    var results: [String: StoredFrameComparison.ViewResult] = [:]
    for report in reports {
      for view in report.views where results[view.id] == nil { results[view.id] = view }
    }
    counted = document.countedViewIDs
    var agreeing: [String] = []
    var disagreeing: [(id: String, cause: Cause)] = []
    for id in document.countedViewIDs {
      guard let result = results[id] else {
        disagreeing.append((id, .notLaidOut))
        continue
      }
      if !result.isCompared {
        disagreeing.append((id, .notCompared))
      } else if result.agrees {
        agreeing.append(id)
      } else {
        let cause: Cause =
          if result.requiredConstraintsAllowStored == true {
            result.contentSizesAllowStored == false
              ? (result.storedFramesContradictConstraints ? .staleFrames : .contentSizeElsewhere)
              : (result.optionalConstraintsPreferSolved == true ? .optionalPreference : .optionalChoice)
          } else {
            result.storedFramesContradictConstraints ? .staleFrames : .misplaced
          }
        disagreeing.append((id, cause))
      }
    }
    self.agreeing = agreeing
    self.disagreeing = disagreeing
    isSavedClean = document.isSavedClean
    contradictsXcode = reports.contains { $0.findings.contains(where: \.contradictsXcode) }
  }

  /// The platform, the counted view ids and whether Xcode saved it clean, of a file the reader
  /// rejects, when it is well-formed XML (its views then count as disagreements); `nil` when it is
  /// not even that.
  static func outline(ofRejectedFile path: String) -> (
    platform: InterfaceBuilderDocument.Platform, counted: [String], isSavedClean: Bool
  )? {
    guard let text = try? InterfaceBuilderDocument.text(ofFile: path),
      let root = try? XMLTreeBuilder.parse(text, path: path)
    else { return nil }
    return (InterfaceBuilderDocument.Platform(root: root), countedViewIDs(in: root), isSavedClean(root))
  }

  /// Whether no element of a parsed document is flagged `misplaced` or `ambiguous` (see
  /// ``InterfaceBuilderDocument/isSavedClean``).
  static func isSavedClean(_ root: XMLNode) -> Bool {
    var stack = [root]
    while let node = stack.popLast() {
      if node.flag("misplaced") || node.flag("ambiguous") { return false }
      stack.append(contentsOf: node.children)
    }
    return true
  }

  /// The counted view ids of a parsed document (see ``InterfaceBuilderDocument/countedViewIDs``).
  static func countedViewIDs(in root: XMLNode) -> [String] {
    var ids: [String] = []
    var stack: [(node: XMLNode, inVariation: Bool)] = [(root, false)]
    while let (node, inVariation) = stack.popLast() {
      let inside = inVariation || node.name == "variation"
      if !inside, let id = node.attributes["id"], node.child("rect", key: "frame") != nil,
        node.attributes["translatesAutoresizingMaskIntoConstraints"] == "NO",
        !node.flag("misplaced"), !node.flag("ambiguous")
      {
        ids.append(id)
      }
      for child in node.children.reversed() { stack.append((child, inside)) }
    }
    return ids
  }
}
