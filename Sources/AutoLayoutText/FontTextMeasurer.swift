import AutoLayout
import CFreeTypeHarfBuzz
import Foundation

/// Real text measurement: fonts found through fontconfig (or given as file paths), opened with
/// FreeType, shaped with HarfBuzz at the font's units per em and scaled in `Double` arithmetic,
/// which agrees with browsers (DejaVu Sans 17 pt "Hello, world" is 100.705078125 wide). Kerning,
/// ligatures and right-to-left scripts come from shaping. Safe to use from several threads.
///
/// ```swift
/// import AutoLayoutText
/// window.textMeasurer = FontTextMeasurer.shared   // every label in the window measures real text
/// FontTextMeasurer.shared.width(of: "Hello, world", font: .systemFont(ofSize: 17))   // 100.705078125
/// ```
public final class FontTextMeasurer: TextMeasuring, @unchecked Sendable {
  /// One measurer for the process.
  public static let shared = FontTextMeasurer()

  private let lock = NSLock()
  private var library: FT_Library?
  /// The open faces, one per font file (bounded by the fonts installed).
  private var faces: [FontLocator.File: LoadedFace] = [:]
  /// The file each family and weight resolved to; cleared when it reaches ``maximumResolvedNames``
  /// (fontconfig resolves any name, so a process reading many documents would otherwise keep
  /// every family name it ever saw).
  private var files: [FaceKey: FontLocator.File] = [:]
  /// How many resolved family names are remembered.
  static let maximumResolvedNames = 1_024

  /// How many family names are remembered now (at most ``maximumResolvedNames``), and how many
  /// faces are open.
  var cacheCounts: (names: Int, faces: Int) { lock.withLock { (files.count, faces.count) } }

  private struct FaceKey: Hashable {
    let family: String
    let weight: Font.Weight
    let isItalic: Bool
  }

  /// Creates a measurer with its own FreeType library and font cache.
  ///
  /// ```swift
  /// let measurer = FontTextMeasurer()
  /// ```
  public init() {
    var created: FT_Library?
    if FT_Init_FreeType(&created) == 0 { library = created }
  }

  deinit {
    faces.removeAll()
    if let library { FT_Done_FreeType(library) }
  }

  /// The file a font resolves to, or why it cannot be used.
  ///
  /// ```swift
  /// try FontTextMeasurer.shared.fontFile(for: .systemFont(ofSize: 12)).path   // …/DejaVuSans.ttf
  /// ```
  public func fontFile(for font: Font) throws(FontError) -> FontLocator.File {
    lock.lock()
    defer { lock.unlock() }
    return try loadedFace(for: font).file
  }

  /// The font's metrics at its size (the system font's when the font cannot be used).
  public func metrics(for font: Font) -> FontMetrics {
    lock.withLock { usableFace(for: font)?.metrics(at: font.pointSize) }
      ?? EstimatingTextMeasurer().metrics(for: font)
  }

  /// The shaped advance width (the system font's when the font cannot be used).
  public func width(of text: String, font: Font) -> CGFloat {
    guard !text.isEmpty else { return 0 }
    let measured: CGFloat? = lock.withLock {
      guard let face = usableFace(for: font) else { return nil }
      return CGFloat(Double(face.advance(of: text)) * Double(font.pointSize) / Double(face.unitsPerEm))
    }
    return measured ?? EstimatingTextMeasurer().width(of: text, font: font)
  }

  /// The glyphs and advances HarfBuzz gives a string.
  ///
  /// ```swift
  /// let run = try FontTextMeasurer.shared.shape("שלום", font: .systemFont(ofSize: 17))
  /// run.isRightToLeft   // true
  /// ```
  public func shape(_ text: String, font: Font) throws(FontError) -> ShapedRun {
    lock.lock()
    defer { lock.unlock() }
    let face = try loadedFace(for: font)
    let shaped = face.shape(text)
    return ShapedRun(
      glyphs: shaped.glyphs, advances: shaped.advances, unitsPerEm: face.unitsPerEm,
      pointSize: font.pointSize,
      isRightToLeft: shaped.rightToLeft)
  }

  /// The face of a font, or the system font's face when the font cannot be used (lock held).
  private func usableFace(for font: Font) -> LoadedFace? {
    if let face = try? loadedFace(for: font) { return face }
    return try? loadedFace(for: .systemFont(ofSize: font.pointSize, weight: font.weight))
  }

  /// Opens (once per file) the face of a font (lock held). Names and weights that resolve to the
  /// same file share its face.
  private func loadedFace(for font: Font) throws(FontError) -> LoadedFace {
    guard let library else {
      throw FontError(message: "FreeType did not start", hint: "check that libfreetype is installed")
    }
    let key = FaceKey(family: font.familyName, weight: font.weight, isItalic: font.isItalic)
    let file: FontLocator.File
    if let known = files[key] {
      file = known
    } else {
      file = try FontLocator.file(for: font)
      if files.count >= Self.maximumResolvedNames { files.removeAll(keepingCapacity: true) }
      files[key] = file
    }
    if let face = faces[file] { return face }
    let face = try LoadedFace(file: file, library: library)
    faces[file] = face
    return face
  }
}
