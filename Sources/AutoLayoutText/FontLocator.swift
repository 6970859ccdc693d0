import AutoLayout
import CFreeTypeHarfBuzz
import Foundation

/// Finds the file of a font: a path is used as given; a family name goes through fontconfig
/// (`fc-match` semantics: the closest installed family and weight).
///
/// ```swift
/// let file = try FontLocator.file(for: .systemFont(ofSize: 17, weight: .bold))
/// file.path   // "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
/// ```
public enum FontLocator {
  /// A font file and the index of the face inside it (collections hold several).
  public struct File: Hashable, Sendable {
    /// The file's path.
    public let path: String
    /// The face index.
    public let index: Int
  }

  /// Whether a family name is a path to a font file (it contains a slash, or ends in .ttf,
  /// .otf or .ttc).
  ///
  /// ```swift
  /// FontLocator.isPath("fonts/Inter.otf")   // true
  /// ```
  public static func isPath(_ name: String) -> Bool {
    let lower = name.lowercased()
    return name.contains("/") || lower.hasSuffix(".ttf") || lower.hasSuffix(".otf") || lower.hasSuffix(".ttc")
  }

  /// The file for a font.
  ///
  /// ```swift
  /// try FontLocator.file(for: Font(name: "DejaVu Serif", size: 12)).path
  /// ```
  public static func file(for font: Font) throws(FontError) -> File {
    if isPath(font.familyName) {
      guard FileManager.default.fileExists(atPath: font.familyName) else {
        throw FontError(
          message: "no font file at \(font.familyName)",
          hint: "give the path of a .ttf or .otf file, or a family name such as \"DejaVu Sans\"")
      }
      return File(path: font.familyName, index: 0)
    }
    return try match(family: font.familyName, weight: font.weight, italic: font.isItalic)
  }

  /// fontconfig's best match for a family, weight and slant.
  static func match(family: String, weight: Font.Weight, italic: Bool = false) throws(FontError) -> File {
    let pattern = FcPatternCreate()
    defer { FcPatternDestroy(pattern) }
    _ = family.withCString { name in
      name.withMemoryRebound(to: FcChar8.self, capacity: family.utf8.count + 1) {
        FcPatternAddString(pattern, "family", $0)
      }
    }
    FcPatternAddInteger(pattern, "weight", FcWeightFromOpenType(Int32(weight.rawValue)))
    if italic { FcPatternAddInteger(pattern, "slant", FC_SLANT_ITALIC) }
    FcConfigSubstitute(nil, pattern, FcMatchPattern)
    FcDefaultSubstitute(pattern)
    var result = FcResultNoMatch
    guard let matched = FcFontMatch(nil, pattern, &result) else {
      throw FontError(
        message: "fontconfig found no font for the family \"\(family)\"",
        hint: "install fonts-dejavu-core, or give the path of a .ttf or .otf file")
    }
    defer { FcPatternDestroy(matched) }
    var file: UnsafeMutablePointer<FcChar8>?
    guard FcPatternGetString(matched, "file", 0, &file) == FcResultMatch, let file else {
      throw FontError(
        message: "fontconfig's match for \"\(family)\" has no file", hint: "check `fc-match \"\(family)\"`")
    }
    var index: Int32 = 0
    _ = FcPatternGetInteger(matched, "index", 0, &index)
    let path = String(cString: UnsafeRawPointer(file).assumingMemoryBound(to: CChar.self))
    return File(path: path, index: Int(index))
  }
}
