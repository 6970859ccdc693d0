import AutoLayout
import Foundation

extension Color {
  /// A colour given in the Display P3 colour space (UIKit's `UIColor(displayP3Red:green:blue:alpha:)`),
  /// converted to sRGB: each component linearised with the sRGB curve both spaces use, the P3
  /// primaries mapped to sRGB's (D65), encoded again, and clamped to 0 … 1 (colours here are
  /// sRGB; UIKit keeps the extended range, which no layout reads).
  ///
  /// ```swift
  /// Color(displayP3Red: 1, green: 0, blue: 0, alpha: 1).red   // 1 (clamped from 1.09)
  /// Color(displayP3Red: 0.5, green: 0.5, blue: 0.5, alpha: 1) == Color(white: 0.5, alpha: 1)
  /// ```
  public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    func linear(_ value: CGFloat) -> CGFloat {
      value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    func encoded(_ value: CGFloat) -> CGFloat {
      value <= 0.0031308 ? value * 12.92 : 1.055 * pow(value, 1 / 2.4) - 0.055
    }
    let (r, g, b) = (linear(red), linear(green), linear(blue))
    self.init(
      red: encoded(1.2249401 * r - 0.2249404 * g),
      green: encoded(-0.0420569 * r + 1.0420571 * g),
      blue: encoded(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b),
      alpha: alpha)
  }
}
