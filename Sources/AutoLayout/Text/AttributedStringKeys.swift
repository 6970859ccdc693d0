import Foundation

// The attribute keys UIKit defines for attributed strings (Foundation on Linux has the type, not
// these keys): text set through ``Label/attributedText`` keeps them; layout reads `.font` and
// `.paragraphStyle`.

extension NSAttributedString.Key {
  /// A ``Font``.
  ///
  /// ```swift
  /// NSAttributedString(string: "Title", attributes: [.font: Font.boldSystemFont(ofSize: 20)])
  /// ```
  public static let font = NSAttributedString.Key("NSFont")
  /// A ``Color`` for the text.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// A ``Color`` behind the text.
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  /// Extra space between characters, in points.
  public static let kern = NSAttributedString.Key("NSKern")
  /// Underline and strikethrough styles (an `Int`).
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  /// A strikethrough style (an `Int`).
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  /// A link (`URL` or `String`).
  public static let link = NSAttributedString.Key("NSLink")
  /// A ``ParagraphStyle``: line height, line and paragraph spacing (a label lays its lines out
  /// with it).
  ///
  /// ```swift
  /// NSAttributedString(string: text, attributes: [.paragraphStyle: style])
  /// ```
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  /// A baseline shift, in points.
  public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
}
