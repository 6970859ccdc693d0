import Foundation

/// Reads a number as the Visual Format Language and the equation notation write it (Apple's
/// `<number>`: "as parsed by strtod_l, with the C locale", without hexadecimal or `inf`): an
/// optional sign (when `allowsSign`), digits with at most one `.`, and an optional exponent
/// `e±digits`. Returns the value and the index after it, or `nil` when no number starts at `start`.
///
/// ```swift
/// scanLayoutNumber(Array("1.5e3]"), from: 0, allowsSign: false)   // (1500, 5)
/// ```
func scanLayoutNumber(_ characters: [Character], from start: Int, allowsSign: Bool) -> (
  value: Double, end: Int
)? {
  var index = start
  var text = ""
  func at(_ i: Int) -> Character? { i < characters.count ? characters[i] : nil }
  if allowsSign, let c = at(index), c == "-" || c == "+" {
    // A sign belongs to a number only when a digit or '.' follows.
    guard let next = at(index + 1), next.isASCII, next.isNumber || next == "." else { return nil }
    text.append(c)
    index += 1
  }
  var digits = 0
  var dots = 0
  while let c = at(index), c.isASCII, c.isNumber || (c == "." && dots == 0) {
    text.append(c)
    if c == "." { dots += 1 } else { digits += 1 }
    index += 1
  }
  guard digits > 0 else { return nil }
  if let e = at(index), e == "e" || e == "E" {
    var exponentEnd = index + 1
    var exponent = "e"
    if let sign = at(exponentEnd), sign == "-" || sign == "+" {
      exponent.append(sign)
      exponentEnd += 1
    }
    var exponentDigits = 0
    while let c = at(exponentEnd), c.isASCII, c.isNumber {
      exponent.append(c)
      exponentDigits += 1
      exponentEnd += 1
    }
    if exponentDigits > 0 {
      text += exponent
      index = exponentEnd
    }
  }
  guard let value = Double(text) else { return nil }
  return (value, index)
}
