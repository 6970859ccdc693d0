import AutoLayout
import Foundation

/// What a finding is about, the same however the file around it changes and however `check` was
/// started: its rule, its scene, its object and constraints (Interface Builder ids, a document's
/// view names) and its subject with every `file:line:column` reduced to the file's name — never
/// its wording's numbers, the line it sits on, the directory the command ran in or how many
/// environments a sweep had. Baselines match on it and SARIF gives it as `partialFingerprints`.
///
/// ```swift
/// let identity = FindingIdentity(finding, scene: "BYZ-38-t0r")
/// identity.fingerprint   // "9c1e4f0b7a2d5e83": 16 hex digits, the same on every run
/// ```
struct FindingIdentity: Hashable {
  /// The parts, joined.
  let key: String

  /// The identity of a finding of an Interface Builder scene (`scene`) or of a layout document.
  init(_ finding: Finding, scene: String? = nil) {
    key = [
      finding.kind.rawValue, scene ?? "", finding.object ?? "",
      finding.constraints.sorted().joined(separator: ","),
      Self.withoutPositions(finding.identity),
    ].joined(separator: "\u{1F}")
  }

  /// An identity given by its key (a finding that has no ``Finding``, such as a skipped file's).
  init(key: String) { self.key = key }

  /// 64 bits of FNV-1a over the key's UTF-8, as 16 hex digits: stable across runs, machines and
  /// Swift versions (unlike `hashValue`).
  ///
  /// ```swift
  /// FindingIdentity(key: "").fingerprint   // "cbf29ce484222325"
  /// ```
  var fingerprint: String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in key.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// The text with every `path/to/file.ext:line[:column]` reduced to `file.ext`: a constraint's
  /// origin moves when a line is added above it, and its path depends on where `check` ran.
  ///
  /// ```swift
  /// FindingIdentity.withoutPositions("broke a == b (app/card.layout.yaml:10:51)")   // "broke a == b (card.layout.yaml)"
  /// ```
  static func withoutPositions(_ text: String) -> String {
    text.replacingOccurrences(
      of: #"[^\s()<>\[\];,]*?([^\s()<>\[\];,/]+\.(?:xib|storyboard|yaml|yml|json|swift)):\d+(?::\d+)?"#,
      with: "$1", options: .regularExpression)
  }
}
