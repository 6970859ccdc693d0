/// One finding of a layout check, whatever was checked — a layout document, an Interface Builder
/// scene or a view hierarchy: its kind, what it says, what it is about and where it is written.
///
/// Every command and report format reads this one type: `check`'s text, JSON, SARIF, Checkstyle
/// and GitHub output, sweeps, configurations and baselines.
///
/// ```swift
/// var finding = Finding(kind: .misplaced, message: "box: frame (0, 0, 10, 10), solved (0, 0, 20, 10)")
/// finding.object = "box"
/// finding.text            // "misplaced: box: frame (0, 0, 10, 10), solved (0, 0, 20, 10)"
/// finding.kind.severity   // .warning
/// ```
public struct Finding: Hashable, Sendable {
  /// How bad a finding is, with Interface Builder's colours: errors are red, warnings yellow;
  /// notes do not fail a check.
  ///
  /// ```swift
  /// Finding.Kind.redundantConstraint.severity   // .note
  /// ```
  public enum Severity: String, Hashable, Sendable {
    /// Fails a check: the layout cannot be what the file says.
    case error
    /// Fails a check: the layout differs from what the file stores, or repeats itself.
    case warning
    /// Reported, but does not fail a check.
    case note
  }

  /// The kinds of findings, in the fixed order reports list their rules (SARIF's `ruleIndex`).
  ///
  /// The raw value is the rule's id, as reports, configurations and baselines write it.
  ///
  /// ```swift
  /// Finding.Kind(rawValue: "possibly-misplaced")   // .possiblyMisplaced
  /// ```
  public enum Kind: String, CaseIterable, Hashable, Sendable {
    /// Required constraints that cannot all hold (one was broken).
    case unsatisfiable
    /// A view whose position or size the constraints leave open.
    case ambiguous
    /// A view whose stored or given frame differs from the solved one, proven by the file's own
    /// constraints.
    case misplaced
    /// A stored frame that differs from the solved one by no more than values the model supplies
    /// (margins, text sizes, insets) may be off.
    case possiblyMisplaced = "possibly-misplaced"
    /// Stored frames that break one of the file's required constraints: Xcode's frames are out
    /// of date.
    case staleFrames = "stale-frames"
    /// A constraint UIKit or AppKit would reject.
    case invalidConstraint = "invalid-constraint"
    /// A constraint naming an item that is not in the scene.
    case unknownItem = "unknown-item"
    /// A view Xcode flagged misplaced (`misplaced="YES"`).
    case flaggedMisplaced = "flagged-misplaced"
    /// A view Xcode flagged ambiguous (`ambiguous="YES"`).
    case flaggedAmbiguous = "flagged-ambiguous"
    /// A constraint that repeats an earlier one (the same items, attributes, relation,
    /// multiplier, constant and priority, or the same written the other way round).
    case duplicateConstraint = "duplicate-constraint"
    /// A required constraint the others already imply: removing it changes no frame.
    case redundantConstraint = "redundant-constraint"
    /// A view whose frame reaches beyond the root view's bounds.
    case offScreen = "off-screen"
    /// A label whose text needs more room than its frame gives it.
    case clippedText = "clipped-text"
    /// Two sibling views that partly cover each other (see ``View/siblingOverlaps()``).
    case overlap
    /// A part of a file that is not simulated.
    case unsupported
    /// A view a stack view took out of the hierarchy (AppKit's detaching).
    case detached
    /// Required constraints that cannot all hold in the model, where the file's own constraints
    /// hold in the frames Xcode stored and values the model supplies (margins, text sizes,
    /// insets), moved within what they may be off by, could resolve the conflict.
    case possiblyUnsatisfiable = "possibly-unsatisfiable"
    /// A view whose size only a tie of content priorities leaves open, where the views are
    /// stretched or squeezed past their content sizes by no more than the model's content sizes
    /// may be off: with Xcode's sizes the content may fit exactly, and nothing ties.
    case possiblyAmbiguous = "possibly-ambiguous"

    /// The severity a check gives findings of this kind (a configuration may change it).
    ///
    /// ```swift
    /// Finding.Kind.misplaced.severity   // .warning
    /// ```
    public var severity: Severity {
      switch self {
      case .unsatisfiable, .ambiguous, .invalidConstraint, .unknownItem: .error
      case .misplaced, .staleFrames, .flaggedMisplaced, .flaggedAmbiguous, .duplicateConstraint, .offScreen,
        .clippedText, .overlap:
        .warning
      case .possiblyMisplaced, .redundantConstraint, .unsupported, .detached, .possiblyUnsatisfiable,
        .possiblyAmbiguous:
        .note
      }
    }

    /// What findings of this kind mean, in one sentence (a report's rule description).
    ///
    /// ```swift
    /// Finding.Kind.offScreen.summary   // "A view reaches beyond the screen."
    /// ```
    public var summary: String {
      switch self {
      case .unsatisfiable: "Required constraints cannot all hold; one was broken."
      case .ambiguous: "The constraints leave a view's position or size open."
      case .misplaced: "A stored or given frame differs from the solved one."
      case .possiblyMisplaced:
        "A stored frame differs from the solved one by no more than values the model supplies (margins, "
          + "text sizes, insets) may be off: not proven by the file's own constraints."
      case .staleFrames:
        "The stored frames break one of the file's required constraints: Xcode's frames are out of date."
      case .invalidConstraint: "A constraint that UIKit or AppKit would reject."
      case .unknownItem: "A constraint names an item that is not in the scene."
      case .flaggedMisplaced: "Xcode flagged the view misplaced."
      case .flaggedAmbiguous: "Xcode flagged the view ambiguous."
      case .duplicateConstraint: "A constraint repeats an earlier one (or says it the other way round)."
      case .redundantConstraint:
        "A required constraint the others already imply: removing it changes nothing."
      case .offScreen: "A view reaches beyond the screen."
      case .clippedText: "A label's text needs more room than its frame."
      case .overlap: "Sibling views cover each other where the file's own environment has them apart."
      case .unsupported: "A part of the file that is not simulated."
      case .detached: "A stack view took the view out of the hierarchy (AppKit's detaching)."
      case .possiblyUnsatisfiable:
        "Required constraints conflict only through values the model supplies (margins, text sizes, insets): "
          + "the file's own constraints hold in Xcode's stored frames."
      case .possiblyAmbiguous:
        "A content priority tie leaves a size open only by as much as the model's content sizes may be off."
      }
    }

    /// Whether findings of this kind say what Xcode's engine would have flagged on the canvas: a
    /// misplaced view, an ambiguous one, a conflict, stored frames out of date. Lint Xcode does
    /// not make (duplicate or redundant constraints, overlaps) and notes do not.
    ///
    /// ```swift
    /// Finding.Kind.staleFrames.isXcodeFlag   // true
    /// ```
    public var isXcodeFlag: Bool {
      self == .misplaced || self == .ambiguous || self == .unsatisfiable || self == .staleFrames
    }
  }

  /// The kind.
  public var kind: Kind
  /// What it says, without the kind (``text`` adds it).
  public var message: String
  /// What the finding is about when that is less than the whole message — the broken constraint
  /// of a conflict, the misplaced view, the pair of an overlap — so that the same finding is
  /// recognised in another environment, where the message holds other sizes; `nil`: the text.
  public var subject: String?
  /// The object it is about: a layout document's view name, or an Interface Builder id (a view,
  /// or a conflict's broken constraint).
  public var object: String?
  /// The 1-based line where the object is written (`nil`: nowhere better than the file's start).
  public var line: Int?
  /// The 1-based column of ``line`` (`nil`: the line's start).
  public var column: Int?
  /// The Interface Builder ids of the constraints involved (none for layout documents).
  public var constraints: [String]

  /// A finding.
  ///
  /// ```swift
  /// Finding(kind: .ambiguous, message: "box: x is not determined")
  /// ```
  public init(
    kind: Kind, message: String, subject: String? = nil, object: String? = nil, line: Int? = nil,
    column: Int? = nil, constraints: [String] = []
  ) {
    self.kind = kind
    self.message = message
    self.subject = subject
    self.object = object
    self.line = line
    self.column = column
    self.constraints = constraints
  }

  /// `kind: message`, as the text reports print it.
  ///
  /// ```swift
  /// Finding(kind: .overlap, message: "a and b overlap by 4 × 20").text   // "overlap: a and b overlap by 4 × 20"
  /// ```
  public var text: String { "\(kind.rawValue): \(message)" }

  /// What the finding is about, the same in every environment it occurs in: the subject, or the
  /// text when there is none.
  ///
  /// ```swift
  /// finding.identity   // "broke <NSLayoutConstraint …> (abc-12-xyz)"
  /// ```
  public var identity: String { subject ?? text }

  /// Whether the finding says what Xcode's engine would have flagged on the canvas
  /// (``Kind/isXcodeFlag``). In a file Xcode saved clean such a finding contradicts Xcode.
  ///
  /// ```swift
  /// report.findings.filter(\.contradictsXcode)
  /// ```
  public var contradictsXcode: Bool { kind.isXcodeFlag }
}
