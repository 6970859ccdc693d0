/// A change to a file's bytes: `range` (UTF-8 offsets in the original) replaced by `replacement`.
/// The port changes text this way rather than printing a rewritten syntax tree, so that every
/// byte it does not mean to change stays as it was.
struct TextEdit {
  var range: Range<Int>
  var replacement: String

  /// `bytes` with `edits` applied (edits must not overlap; insertions at one offset keep their
  /// order).
  static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8] {
    let ordered = edits.enumerated().sorted { a, b in
      a.element.range.lowerBound != b.element.range.lowerBound
        ? a.element.range.lowerBound < b.element.range.lowerBound : a.offset < b.offset
    }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var cursor = 0
    for (_, edit) in ordered {
      guard edit.range.lowerBound >= cursor else { continue }
      result += bytes[cursor..<edit.range.lowerBound]
      result += edit.replacement.utf8
      cursor = edit.range.upperBound
    }
    result += bytes[cursor...]
    return result
  }
}
