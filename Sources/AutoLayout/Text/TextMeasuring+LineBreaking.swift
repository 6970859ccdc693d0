import Foundation

extension TextMeasuring {
  /// Breaks text into lines no wider than `maxWidth` (`0` or infinity: no limit), as a label does:
  /// paragraphs at newlines; words wrap at spaces and after hyphens (a word wider than the line
  /// breaks between characters), or any character wraps with `.byCharWrapping`; with a line
  /// limit (`numberOfLines` > 0) the last line shows the rest of the text, truncated with "…" at
  /// the head, middle or tail, or cut. One line (`numberOfLines == 1`) never wraps.
  ///
  /// ```swift
  /// let layout = measurer.layout("Auto Layout on Linux", font: .systemFont(ofSize: 17),
  ///                              maxWidth: 120, numberOfLines: 0, lineBreakMode: .byWordWrapping)
  /// ```
  public func layout(
    _ text: String, font: Font, maxWidth: CGFloat = 0, numberOfLines: Int = 0,
    lineBreakMode: LineBreakMode = .byWordWrapping
  ) -> TextLayout {
    let metrics = metrics(for: font)
    guard !text.isEmpty else { return TextLayout(lines: [], metrics: metrics, isTruncated: false) }
    let limit = maxWidth > 0 ? maxWidth : .infinity
    let breaker = LineBreaker(measurer: self, font: font, limit: limit)
    let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var lines: [String] = []
    var paragraphEnds: Set<Int> = []
    if numberOfLines == 1 {
      lines = paragraphs
    } else {
      for paragraph in paragraphs {
        lines += breaker.wrap(paragraph, byCharacter: lineBreakMode == .byCharWrapping)
        paragraphEnds.insert(lines.count - 1)
      }
    }
    var truncated = false
    if numberOfLines > 0, lines.count > numberOfLines {
      truncated = true
      let rest = lines[(numberOfLines - 1)...].joined(separator: " ")
      lines = Array(lines.prefix(numberOfLines - 1)) + [rest]
    }
    if let last = lines.last, numberOfLines > 0, truncated || breaker.width(last) > limit {
      switch lineBreakMode {
      case .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle:
        lines[lines.count - 1] = breaker.truncate(last, mode: lineBreakMode)
        truncated = true
      case .byWordWrapping, .byCharWrapping, .byClipping:
        if truncated, limit.isFinite {
          lines[lines.count - 1] = breaker.wrap(last, byCharacter: lineBreakMode == .byCharWrapping)[0]
        }
        truncated = true
      }
    }
    let measured = lines.enumerated().map { index, line -> TextLayout.Line in
      let shown = line.trimmingTrailingSpaces
      return TextLayout.Line(
        text: shown, width: breaker.width(shown),
        endsParagraph: paragraphEnds.contains(index) || index == lines.count - 1)
    }
    return TextLayout(lines: measured, metrics: metrics, isTruncated: truncated)
  }
}

/// Greedy line breaking over a measurer: each candidate line is measured whole (so kerning
/// across word boundaries counts).
struct LineBreaker<Measurer: TextMeasuring> {
  let measurer: Measurer
  let font: Font
  let limit: CGFloat

  func width(_ text: String) -> CGFloat { measurer.width(of: text.trimmingTrailingSpaces, font: font) }

  func fits(_ text: String) -> Bool { width(text) <= limit + 1e-6 }

  /// The lines of one paragraph (at least one, possibly empty).
  func wrap(_ paragraph: String, byCharacter: Bool) -> [String] {
    guard limit.isFinite, !fits(paragraph) else { return [paragraph] }
    if byCharacter { return wrapCharacters(paragraph) }
    var lines: [String] = []
    var current = ""
    for segment in segments(of: paragraph) {
      let candidate = current + segment
      if fits(candidate) {
        current = candidate
        continue
      }
      if !current.trimmingTrailingSpaces.isEmpty { lines.append(current) }
      if fits(segment) {
        current = segment
      } else {
        // A word wider than the line: between characters.
        let pieces = wrapCharacters(segment)
        lines += pieces.dropLast()
        current = pieces.last ?? ""
      }
    }
    if !current.isEmpty || lines.isEmpty { lines.append(current) }
    return lines
  }

  /// Words with their trailing spaces; a hyphen ends a word.
  func segments(of text: String) -> [String] {
    var result: [String] = []
    var current = ""
    var inSpaces = false
    for character in text {
      let isSpace = character == " " || character == "\t"
      if inSpaces && !isSpace {
        result.append(current)
        current = ""
      }
      current.append(character)
      inSpaces = isSpace
      if character == "-" && !isSpace {
        result.append(current)
        current = ""
        inSpaces = false
      }
    }
    if !current.isEmpty { result.append(current) }
    return result
  }

  /// Greedy by grapheme: every line holds at least one character.
  func wrapCharacters(_ text: String) -> [String] {
    var lines: [String] = []
    var current = ""
    for character in text {
      let candidate = current + String(character)
      if current.isEmpty || fits(candidate) {
        current = candidate
      } else {
        lines.append(current)
        current = String(character)
      }
    }
    if !current.isEmpty || lines.isEmpty { lines.append(current) }
    return lines
  }

  /// The line cut to fit with "…" at the head, middle or tail (the most characters that fit).
  func truncate(_ line: String, mode: LineBreakMode) -> String {
    let characters = Array(line.trimmingTrailingSpaces)
    func candidate(keeping count: Int) -> String {
      switch mode {
      case .byTruncatingHead:
        return "…" + String(characters.suffix(count)).trimmingLeadingSpaces
      case .byTruncatingMiddle:
        let head = (count + 1) / 2
        return String(characters.prefix(head)).trimmingTrailingSpaces + "…"
          + String(characters.suffix(count - head)).trimmingLeadingSpaces
      default:
        return String(characters.prefix(count)).trimmingTrailingSpaces + "…"
      }
    }
    // The largest count that fits (widths grow with the count).
    var low = 0
    var high = characters.count
    while low < high {
      let middle = (low + high + 1) / 2
      if fits(candidate(keeping: middle)) { low = middle } else { high = middle - 1 }
    }
    return candidate(keeping: low)
  }
}

extension String {
  /// Without trailing spaces and tabs.
  var trimmingTrailingSpaces: String {
    var end = endIndex
    while end > startIndex, self[index(before: end)] == " " || self[index(before: end)] == "\t" {
      end = index(before: end)
    }
    return String(self[..<end])
  }

  /// Without leading spaces and tabs.
  var trimmingLeadingSpaces: String {
    String(drop(while: { $0 == " " || $0 == "\t" }))
  }
}
