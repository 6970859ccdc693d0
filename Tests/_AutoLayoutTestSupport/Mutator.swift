/// A seeded mutation fuzzer's mutations over text: byte changes, tokens that break parsers
/// (huge and non-finite numbers, brackets, quotes, entities), deletions, duplications and splices
/// of another input. The same seed gives the same inputs on every run.
///
/// ```swift
/// var mutator = Mutator(seed: 1, corpus: ["views: []"])
/// let input = mutator.next()   // a mutated copy of one corpus entry
/// ```
public struct Mutator {
  /// The inputs mutations start from.
  public let corpus: [[UInt8]]
  private var rng: SeededGenerator

  /// Tokens worth inserting into any text format.
  public static let tokens: [String] = [
    "1e19", "-1e308", "1e308", "nan", "inf", "-inf", "NaN", "0", "-0", "1000.00001", "999999999999999999999",
    "0.000000001", "4294967296", "-1", "[", "]", "{", "}", "(", ")", ":", ",", "-", "|", "@", "==", "<=",
    ">=",
    "\"", "'", "<", ">", "/>", "</", "&amp;", "&#0;", "&x;", "\n", "\n  - ", "\t", " ", "\u{0}", "\u{FFFD}",
    "é", "😀", "*", "&", "!", "?", "#", "%", "id=\"", "=\"", "key=\"frame\"", "YES", "NO", "true", "null",
  ]

  /// A mutator over `corpus` (which must not be empty).
  public init(seed: UInt64, corpus: [String]) {
    self.corpus = corpus.map { Array($0.utf8) }
    rng = SeededGenerator(seed: seed)
  }

  /// The next input: one mutation of a corpus entry (two, one time in four), so that most inputs
  /// stay close enough to valid to reach the layout behind the reader.
  public mutating func next() -> [UInt8] {
    var bytes = corpus.randomElement(using: &rng)!
    for _ in 0..<(Int.random(in: 0..<4, using: &rng) == 0 ? 2 : 1) { mutate(&bytes) }
    return bytes
  }

  private mutating func mutate(_ bytes: inout [UInt8]) {
    let position = bytes.isEmpty ? 0 : Int.random(in: 0...bytes.count, using: &rng)
    switch Int.random(in: 0..<9, using: &rng) {
    case 0:
      if position < bytes.count { bytes[position] = UInt8.random(in: 0...255, using: &rng) }
    case 1:
      bytes.insert(contentsOf: Array(Self.tokens.randomElement(using: &rng)!.utf8), at: position)
    case 2, 7, 8:
      // Replace a number (a run of digits) with a token.
      guard
        let start = bytes.indices.filter({ bytes[$0] >= 48 && bytes[$0] <= 57 }).randomElement(using: &rng)
      else { return }
      var end = start
      while end < bytes.count && (bytes[end] >= 48 && bytes[end] <= 57 || bytes[end] == 46) { end += 1 }
      bytes.replaceSubrange(start..<end, with: Array(Self.tokens.randomElement(using: &rng)!.utf8))
    case 3:
      let end = min(bytes.count, position + Int.random(in: 1...16, using: &rng))
      if position < end { bytes.removeSubrange(position..<end) }
    case 4:
      let end = min(bytes.count, position + Int.random(in: 1...64, using: &rng))
      if position < end { bytes.insert(contentsOf: bytes[position..<end], at: position) }
    default:
      let other = corpus.randomElement(using: &rng)!
      guard !other.isEmpty else { return }
      let start = Int.random(in: 0..<other.count, using: &rng)
      let end = min(other.count, start + Int.random(in: 1...256, using: &rng))
      bytes.insert(contentsOf: other[start..<end], at: position)
    }
  }
}
