import AutoLayout
import CFreeTypeHarfBuzz
import Foundation

/// One font face opened by FreeType with its HarfBuzz font at the face's units per em (so that
/// advances are exact integers), and its vertical metrics in font units.
final class LoadedFace {
  let file: FontLocator.File
  let face: FT_Face
  let hbFont: OpaquePointer
  let unitsPerEm: Int
  let ascender: Int
  let descender: Int
  let lineGap: Int
  let capHeight: Int
  let xHeight: Int
  /// Sums of advances of strings already shaped (cleared when large).
  var widths: [String: Int] = [:]

  init(file: FontLocator.File, library: FT_Library) throws(FontError) {
    var opened: FT_Face?
    let status = FT_New_Face(library, file.path, FT_Long(file.index), &opened)
    guard status == 0, let opened else {
      throw FontError(
        message: "FreeType cannot read \(file.path) (error \(status))",
        hint: "give a TrueType or OpenType font file")
    }
    self.file = file
    face = opened
    let record = opened.pointee
    unitsPerEm = max(Int(record.units_per_EM), 1)
    ascender = Int(record.ascender)
    descender = Int(record.descender)
    lineGap = max(Int(record.height) - Int(record.ascender) + Int(record.descender), 0)
    // OS/2 version 2 and later store the cap and x heights; otherwise the top of "H" and "x".
    var os2Cap = 0
    var os2X = 0
    if let table = FT_Get_Sfnt_Table(opened, FT_SFNT_OS2) {
      let os2 = table.assumingMemoryBound(to: TT_OS2.self).pointee
      if os2.version >= 2 {
        os2Cap = Int(os2.sCapHeight)
        os2X = Int(os2.sxHeight)
      }
    }
    func top(of character: Character) -> Int {
      guard let scalar = character.unicodeScalars.first,
        FT_Load_Char(opened, FT_ULong(scalar.value), Int32(FT_LOAD_NO_SCALE)) == 0
      else { return 0 }
      return Int(opened.pointee.glyph.pointee.metrics.horiBearingY)
    }
    capHeight = os2Cap > 0 ? os2Cap : top(of: "H")
    xHeight = os2X > 0 ? os2X : top(of: "x")
    let hbFace = hb_ft_face_create_referenced(opened)
    hbFont = hb_font_create(hbFace)
    hb_face_destroy(hbFace)
    hb_ot_font_set_funcs(hbFont)
    hb_font_set_scale(hbFont, Int32(unitsPerEm), Int32(unitsPerEm))
  }

  deinit {
    hb_font_destroy(hbFont)
    FT_Done_Face(face)
  }

  /// The metrics at a point size.
  func metrics(at size: CGFloat) -> FontMetrics {
    let scale = Double(size) / Double(unitsPerEm)
    return FontMetrics(
      ascender: CGFloat(Double(ascender) * scale), descender: CGFloat(Double(descender) * scale),
      leading: CGFloat(Double(lineGap) * scale), capHeight: CGFloat(Double(capHeight) * scale),
      xHeight: CGFloat(Double(xHeight) * scale))
  }

  /// HarfBuzz's shaping of a string (script, direction and language guessed).
  func shape(_ text: String) -> (glyphs: [UInt32], advances: [Int32], rightToLeft: Bool) {
    let buffer = hb_buffer_create()
    defer { hb_buffer_destroy(buffer) }
    let utf8 = Array(text.utf8)
    utf8.withUnsafeBufferPointer { bytes in
      bytes.withMemoryRebound(to: CChar.self) {
        hb_buffer_add_utf8(buffer, $0.baseAddress, Int32($0.count), 0, Int32($0.count))
      }
    }
    hb_buffer_guess_segment_properties(buffer)
    hb_shape(hbFont, buffer, nil, 0)
    var count: UInt32 = 0
    let infos = hb_buffer_get_glyph_infos(buffer, &count)
    let positions = hb_buffer_get_glyph_positions(buffer, &count)
    var glyphs: [UInt32] = []
    var advances: [Int32] = []
    glyphs.reserveCapacity(Int(count))
    advances.reserveCapacity(Int(count))
    for i in 0..<Int(count) {
      glyphs.append(infos![i].codepoint)
      advances.append(positions![i].x_advance)
    }
    let rightToLeft = hb_buffer_get_direction(buffer) == HB_DIRECTION_RTL
    return (glyphs, advances, rightToLeft)
  }

  /// The sum of the advances of a string, in font units (cached).
  func advance(of text: String) -> Int {
    if let known = widths[text] { return known }
    let total = shape(text).advances.reduce(0) { $0 + Int($1) }
    if widths.count > 20_000 { widths.removeAll(keepingCapacity: true) }
    widths[text] = total
    return total
  }
}
