import Foundation

/// One change `autolayout port` made to a source file, where it made it, and the text before and
/// after, as the report lists it.
///
/// ```swift
/// let ported = try SourcePort.port(["Feed.swift": text])
/// for rewrite in ported.files[0].rewrites { print(rewrite) }
/// // Feed.swift:12:42: selector: #selector(refresh) → FeedViewController.refresh
/// ```
public struct PortRewrite: Hashable, Sendable, CustomStringConvertible {
  /// What kind of change it is.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// `import UIKit` → `import UIKitCompat` (`import SnapKit` → `import LayoutDSL`).
    case `import`
    /// `#selector(name)` → a method reference (`Type.name`), which UIKitCompat's target-action
    /// calls take.
    case selector
    /// An argument UIKitCompat's call does not take (`removeTarget`'s `action:`) dropped.
    case argument
    /// An attribute that needs the Objective-C runtime or Interface Builder (`@objc`,
    /// `@objcMembers`, `@IBAction`, `@IBOutlet`), or an app delegate's entry point
    /// (`@UIApplicationMain`, `@main`), dropped.
    case attribute
    /// A keyboard frame read as `CGRect` (`info[keyboardFrameEndUserInfoKey] as? CGRect`) read
    /// through the `NSValue` UIKit posts (`(… as? NSValue)?.cgRectValue`): Foundation on Linux does
    /// not bridge `NSValue` to `CGRect`.
    case cast
    /// A `class` member or `convenience` initializer in an extension of `UIColor`, `UIFont` or
    /// `UIImage`, which are value types in UIKitCompat: `static`, and a plain initializer.
    case valueType
    /// An `override` written in an extension moved into the class it extends (Swift overrides a
    /// method from an extension only through the Objective-C runtime).
    case override
  }

  /// The file, as given.
  public var file: String
  /// The line (1-based) in the original file.
  public var line: Int
  /// The column (1-based, in UTF-8 bytes) in the original file.
  public var column: Int
  /// The kind of change.
  public var kind: Kind
  /// The text before.
  public var before: String
  /// The text after (empty when the text was removed).
  public var after: String

  /// A rewrite.
  ///
  /// ```swift
  /// PortRewrite(file: "A.swift", line: 3, column: 5, kind: .attribute, before: "@objc", after: "")
  /// ```
  public init(file: String, line: Int, column: Int, kind: Kind, before: String, after: String) {
    self.file = file
    self.line = line
    self.column = column
    self.kind = kind
    self.before = before
    self.after = after
  }

  /// `file:line:column: kind: before → after` (`(removed)` for a removal; long texts shortened to
  /// their first line).
  public var description: String {
    "\(file):\(line):\(column): \(kind.rawValue): \(Self.short(before)) → \(after.isEmpty ? "(removed)" : Self.short(after))"
  }

  static func short(_ text: String) -> String {
    let first = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
    let trimmed = first.trimmingCharacters(in: .whitespaces)
    return trimmed.count < text.trimmingCharacters(in: .whitespacesAndNewlines).count
      ? trimmed + " …" : trimmed
  }
}

/// Something `autolayout port` left as it was because it has no mechanical rewrite: the code needs
/// a hand edit (or builds as it is but does nothing on Linux, as the message says).
///
/// ```swift
/// // Clock.swift:8:19: left: #selector(tick) in Timer.scheduledTimer: no Linux equivalent takes a method reference …
/// ```
public struct PortNote: Hashable, Sendable, CustomStringConvertible {
  /// The file, as given.
  public var file: String
  /// The line (1-based).
  public var line: Int
  /// The column (1-based, in UTF-8 bytes).
  public var column: Int
  /// What was left and what to do.
  public var message: String

  /// A note.
  ///
  /// ```swift
  /// PortNote(file: "A.swift", line: 8, column: 19, message: "…")
  /// ```
  public init(file: String, line: Int, column: Int, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  /// `file:line:column: left: message`.
  public var description: String { "\(file):\(line):\(column): left: \(message)" }
}
