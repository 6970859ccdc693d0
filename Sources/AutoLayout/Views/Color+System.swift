import Foundation

// UIKit's system and semantic colours in the light appearance (the one pictures are drawn in).
// Values: Apple's Human Interface Guidelines, "Color" (system colours, iOS, default light
// appearance) and the UIKit element colours as iOS 13–17 report them in sRGB; a dark appearance
// is not modelled. Layout never reads a colour.

extension Color {
  /// A colour from 0 … 255 components (the form the guidelines give).
  static func rgb(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1) -> Color {
    Color(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
  }

  /// System red, (255, 59, 48).
  ///
  /// ```swift
  /// deleteButton.backgroundColor = .systemRed
  /// ```
  public static let systemRed = rgb(255, 59, 48)
  /// System orange, (255, 149, 0).
  public static let systemOrange = rgb(255, 149, 0)
  /// System yellow, (255, 204, 0).
  public static let systemYellow = rgb(255, 204, 0)
  /// System green, (52, 199, 89).
  public static let systemGreen = rgb(52, 199, 89)
  /// System mint, (0, 199, 190).
  public static let systemMint = rgb(0, 199, 190)
  /// System teal, (48, 176, 199).
  public static let systemTeal = rgb(48, 176, 199)
  /// System cyan, (50, 173, 230).
  public static let systemCyan = rgb(50, 173, 230)
  /// System blue, (0, 122, 255): the default tint.
  public static let systemBlue = rgb(0, 122, 255)
  /// System indigo, (88, 86, 214).
  public static let systemIndigo = rgb(88, 86, 214)
  /// System purple, (175, 82, 222).
  public static let systemPurple = rgb(175, 82, 222)
  /// System pink, (255, 45, 85).
  public static let systemPink = rgb(255, 45, 85)
  /// System brown, (162, 132, 94).
  public static let systemBrown = rgb(162, 132, 94)
  /// System grey, (142, 142, 147), and its lighter steps 2 … 6.
  public static let systemGray = rgb(142, 142, 147)
  /// System grey 2, (174, 174, 178).
  public static let systemGray2 = rgb(174, 174, 178)
  /// System grey 3, (199, 199, 204).
  public static let systemGray3 = rgb(199, 199, 204)
  /// System grey 4, (209, 209, 214).
  public static let systemGray4 = rgb(209, 209, 214)
  /// System grey 5, (229, 229, 234).
  public static let systemGray5 = rgb(229, 229, 234)
  /// System grey 6, (242, 242, 247).
  public static let systemGray6 = rgb(242, 242, 247)

  /// Primary text: black.
  ///
  /// ```swift
  /// titleLabel.textColor = .label
  /// ```
  public static let label = rgb(0, 0, 0)
  /// Secondary text: (60, 60, 67) at 60 %.
  public static let secondaryLabel = rgb(60, 60, 67, 0.6)
  /// Tertiary text: (60, 60, 67) at 30 %.
  public static let tertiaryLabel = rgb(60, 60, 67, 0.3)
  /// Quaternary text: (60, 60, 67) at 18 %.
  public static let quaternaryLabel = rgb(60, 60, 67, 0.18)
  /// Placeholder text: (60, 60, 67) at 30 %.
  public static let placeholderText = rgb(60, 60, 67, 0.3)
  /// Links: system blue.
  public static let link = rgb(0, 122, 255)
  /// Separators: (60, 60, 67) at 29 %; opaque separators (198, 198, 200).
  public static let separator = rgb(60, 60, 67, 0.29)
  /// Opaque separators: (198, 198, 200).
  public static let opaqueSeparator = rgb(198, 198, 200)
  /// Backgrounds: white, (242, 242, 247), white.
  ///
  /// ```swift
  /// view.backgroundColor = .systemBackground
  /// ```
  public static let systemBackground = rgb(255, 255, 255)
  /// The secondary background: (242, 242, 247).
  public static let secondarySystemBackground = rgb(242, 242, 247)
  /// The tertiary background: white.
  public static let tertiarySystemBackground = rgb(255, 255, 255)
  /// Grouped backgrounds (grouped tables): (242, 242, 247), white, (242, 242, 247).
  public static let systemGroupedBackground = rgb(242, 242, 247)
  /// The grouped table background of iOS 12 and earlier (UIKit's deprecated
  /// `groupTableViewBackground`): the grouped background, (242, 242, 247).
  public static let groupTableViewBackground = systemGroupedBackground
  /// The secondary grouped background: white.
  public static let secondarySystemGroupedBackground = rgb(255, 255, 255)
  /// The tertiary grouped background: (242, 242, 247).
  public static let tertiarySystemGroupedBackground = rgb(242, 242, 247)
  /// Fills for thin and small shapes: (120, 120, 128) at 20 % and 16 %, (118, 118, 128) at 12 %,
  /// (116, 116, 128) at 8 %.
  public static let systemFill = rgb(120, 120, 128, 0.2)
  /// The secondary fill: (120, 120, 128) at 16 %.
  public static let secondarySystemFill = rgb(120, 120, 128, 0.16)
  /// The tertiary fill: (118, 118, 128) at 12 %.
  public static let tertiarySystemFill = rgb(118, 118, 128, 0.12)
  /// The quaternary fill: (116, 116, 128) at 8 %.
  public static let quaternarySystemFill = rgb(116, 116, 128, 0.08)
  /// Text on dark and light backgrounds that never changes: white at 60 %, black.
  public static let lightText = rgb(255, 255, 255, 0.6)
  /// Dark text: black.
  public static let darkText = rgb(0, 0, 0)
}
