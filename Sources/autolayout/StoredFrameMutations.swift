import Cassowary
import Foundation
import InterfaceBuilder

/// `check DIR --summary --mutations N`: whether `check` finds real misplacements. In files Xcode
/// saved clean, in scenes where every compared view agrees and nothing failed, one view's stored
/// frame is moved — x + 7 points, or height + 5 — and the file is checked again: the move is
/// reported when a failing finding (misplaced, stale frames) names that view. The views are chosen
/// as `../shared/measure/xib_mutation.py` chooses them: per file the first, middle and last of the
/// agreeing views (in id order, x and height alternately), files in path order, until N are moved.
///
/// ```swift
/// var mutations = StoredFrameMutations(limit: 100)
/// mutations.probe(file: path, document: document, reports: reports, options: options)
/// print(mutations.line)   // "Moved stored frames … reported: iOS 95 of 100 (95.0 %)"
/// ```
struct StoredFrameMutations {
  /// Moves tried and reported, per platform.
  struct Tally {
    var moved = 0
    var reported = 0
  }

  /// How many moves to make in all.
  let limit: Int
  private(set) var tallies: [String: Tally] = [:]
  private var moved = 0

  init(limit: Int) { self.limit = limit }

  /// Moves stored frames of `document` (read from `file`) while moves remain, and checks each.
  mutating func probe(
    file: String, document: InterfaceBuilderDocument, reports: [StoredFrameComparison],
    options: SceneLayout.Options
  ) {
    guard moved < limit, document.isSavedClean,
      let text = try? String(contentsOfFile: file, encoding: .utf8)
    else { return }
    let counted = Set(document.countedViewIDs)
    var candidates: [String] = []
    for report in reports {
      let compared = report.views.filter(\.isCompared)
      guard !compared.isEmpty, compared.allSatisfy(\.agrees),
        !report.findings.contains(where: \.contradictsXcode)
      else { continue }
      candidates += compared.map(\.id).filter(counted.contains)
    }
    guard !candidates.isEmpty else { return }
    let picks = Set([candidates[0], candidates[candidates.count / 2], candidates[candidates.count - 1]])
      .sorted()
    for (index, id) in picks.enumerated() where moved < limit {
      guard let changed = Self.moving(id, in: text, heightBy: index % 2 == 1) else {
        continue
      }
      moved += 1
      var tally = tallies[document.platform.rawValue, default: Tally()]
      tally.moved += 1
      if let mutated = try? InterfaceBuilderDocument(xml: changed, path: file) {
        let found = interfaceBuilderReports(mutated, options: options).contains { report in
          report.findings.contains {
            ($0.kind == .misplaced || $0.kind == .staleFrames) && Self.names($0.message, id)
          }
        }
        if found { tally.reported += 1 }
      }
      tallies[document.platform.rawValue] = tally
    }
  }

  /// Whether `text` names `id` as a word (not inside a longer id).
  static func names(_ text: String, _ id: String) -> Bool {
    var searchStart = text.startIndex
    while let range = text.range(of: id, range: searchStart..<text.endIndex) {
      func isWordCharacter(_ character: Character?) -> Bool {
        guard let character else { return false }
        return character.isLetter || character.isNumber || character == "_"
      }
      let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
      let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
      if !isWordCharacter(before) && !isWordCharacter(after) { return true }
      searchStart = range.upperBound
    }
    return false
  }

  /// The document's text with the stored frame of `id` moved: x + 7, or (`heightBy`) height + 5;
  /// `nil` when the element or its frame is not found.
  static func moving(_ id: String, in text: String, heightBy: Bool) -> String? {
    guard let element = text.range(of: "id=\"\(id)\"") else { return nil }
    let pattern =
      #"<rect key="frame" x="([-0-9.e]+)" y="([-0-9.e]+)" width="([-0-9.e]+)" height="([-0-9.e]+)""#
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return nil }
    let ns = text as NSString
    let start = ns.length - (text[element.lowerBound...] as Substring).utf16.count
    guard
      let match = regex.firstMatch(
        in: text, range: NSRange(location: start, length: ns.length - start)),
      match.numberOfRanges == 5
    else { return nil }
    let values = (1...4).map { Double(ns.substring(with: match.range(at: $0))) ?? .nan }
    guard values.allSatisfy(\.isFinite) else { return nil }
    var (x, height) = (values[0], values[3])
    let (y, width) = (values[1], values[2])
    if heightBy { height += 5 } else { x += 7 }
    let rect =
      "<rect key=\"frame\" x=\"\(NumberText.shortest(Double(CGFloat(x)), nonFinite: "overflow"))\" y=\"\(NumberText.shortest(Double(CGFloat(y)), nonFinite: "overflow"))\" "
      + "width=\"\(NumberText.shortest(Double(CGFloat(width)), nonFinite: "overflow"))\" height=\"\(NumberText.shortest(Double(CGFloat(height)), nonFinite: "overflow"))\""
    return ns.replacingCharacters(in: match.range, with: rect)
  }

  /// The summary's line: moves reported per platform.
  ///
  /// ```swift
  /// mutations.line   // "Moved stored frames (x + 7 or height + 5 …): iOS 95 of 100 (95.0 %)"
  /// ```
  var line: String {
    let order = ["iOS", "tvOS", "macOS"]
    let platforms = tallies.keys.sorted {
      (order.firstIndex(of: $0) ?? 9, $0) < (order.firstIndex(of: $1) ?? 9, $1)
    }
    let parts = platforms.map { platform -> String in
      let tally = tallies[platform]!
      let share =
        tally.moved == 0 ? "–" : String(format: "%.1f %%", 100 * Double(tally.reported) / Double(tally.moved))
      return "\(platform) \(tally.reported) of \(tally.moved) (\(share))"
    }
    return "Moved stored frames (x + 7 or height + 5 of one view in a scene where every view agrees, "
      + "\(moved) of \(limit) asked) reported misplaced: "
      + (parts.isEmpty ? "none moved" : parts.joined(separator: ", "))
  }
}
