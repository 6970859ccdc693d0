import AutoLayout
import AutoLayoutText
import Foundation
import Testing

/// Real fonts: DejaVu Sans (fonts-dejavu-core), shaped by HarfBuzz. The expected numbers are the
/// font's own (units per em 2048, hhea ascent 1901, descent −483, line gap 0, "H" top 1493, "x" top
/// 1120) and HarfBuzz's advances, as fontTools and uharfbuzz read them.
@Suite("Real text: FreeType + HarfBuzz measurement of DejaVu Sans")
struct FontMeasurementTests {
  let measurer = FontTextMeasurer.shared
  let font = Font.systemFont(ofSize: 17)

  @Test("\"Hello, world\" at 17 pt is 100.705078125 wide, as browsers measure it")
  func helloWorld() {
    #expect(measurer.width(of: "Hello, world", font: font) == 100.705078125)
  }

  @Test("fontconfig finds DejaVu Sans for the system font, DejaVu Sans Bold for semibold")
  func fontconfig() throws {
    let regular = try measurer.fontFile(for: font)
    #expect(regular.path.hasSuffix("DejaVuSans.ttf"))
    let headline = try measurer.fontFile(for: .preferredFont(forTextStyle: .headline))
    #expect(headline.path.hasSuffix("DejaVuSans-Bold.ttf"))
    let byPath = try measurer.fontFile(for: Font(name: regular.path, size: 12))
    #expect(byPath == regular)
  }

  @Test("a missing font file is an error with a hint; measuring falls back to the system font")
  func missingFile() {
    let missing = Font(name: "/nonexistent/Nope.ttf", size: 17)
    #expect(throws: FontError.self) { try measurer.fontFile(for: missing) }
    do {
      _ = try measurer.fontFile(for: missing)
    } catch {
      #expect(error.description.hasPrefix("no font file at /nonexistent/Nope.ttf (hint: "))
    }
    #expect(measurer.width(of: "Hello, world", font: missing) == 100.705078125)
  }

  @Test("ascender, descender, line height, cap height and x-height at 17 pt")
  func metrics() {
    let m = measurer.metrics(for: font)
    #expect(m.ascender == CGFloat(1901) * 17 / 2048)
    #expect(m.descender == CGFloat(-483) * 17 / 2048)
    #expect(m.leading == 0)
    #expect(m.lineHeight == 19.7890625)
    #expect(m.capHeight == CGFloat(1493) * 17 / 2048)
    #expect(m.xHeight == CGFloat(1120) * 17 / 2048)
  }

  @Test("kerning: \"AV\" is narrower than \"A\" plus \"V\"")
  func kerning() {
    let size: CGFloat = 2048  // one point per font unit
    let big = Font.systemFont(ofSize: size)
    #expect(measurer.width(of: "AV", font: big) == 2671)
    #expect(measurer.width(of: "A", font: big) + measurer.width(of: "V", font: big) == 2802)
  }

  @Test("ligatures: \"fi\" shapes to one glyph")
  func ligature() throws {
    let run = try measurer.shape("fi", font: font)
    #expect(run.glyphs.count == 1)
    #expect(run.advances == [1290])
  }

  @Test("Arabic is shaped right to left with joining forms; Hebrew runs right to left")
  func rightToLeft() throws {
    let arabic = try measurer.shape("مرحبا", font: Font.systemFont(ofSize: 2048))
    #expect(arabic.isRightToLeft)
    #expect(arabic.width == 4735)
    let isolated = try "مرحبا".map { try measurer.shape(String($0), font: font).glyphs[0] }
    #expect(Set(arabic.glyphs).isDisjoint(with: isolated))
    let hebrew = try measurer.shape("שלום", font: Font.systemFont(ofSize: 2048))
    #expect(hebrew.isRightToLeft)
    #expect(hebrew.width == 4532)
  }

  @Test("word wrapping at 130 points: \"Auto Layout on\" / \"Linux\"")
  func wrapping() {
    let layout = measurer.layout(
      "Auto Layout on Linux", font: font, maxWidth: 130, numberOfLines: 0, lineBreakMode: .byWordWrapping)
    #expect(layout.lines.map(\.text) == ["Auto Layout on", "Linux"])
    #expect(layout.lines.map(\.width) == [129.2431640625, 45.8037109375])
    #expect(layout.size.height == 2 * 19.7890625)
    #expect(layout.lastBaseline == 19.7890625 + CGFloat(1901) * 17 / 2048)
  }

  @Test("a word wider than the line breaks between characters")
  func longWord() {
    let layout = measurer.layout(
      "Supercalifragilistic", font: font, maxWidth: 100, numberOfLines: 0, lineBreakMode: .byWordWrapping)
    #expect(layout.lines.count == 2)
    #expect(layout.lines.map(\.text).joined() == "Supercalifragilistic")
    #expect(layout.lines.allSatisfy { $0.width <= 100 })
  }

  @Test("truncation: tail, head and middle at 90 points")
  func truncation() {
    func line(_ mode: LineBreakMode) -> String {
      measurer.layout("Hello, world", font: font, maxWidth: 90, numberOfLines: 1, lineBreakMode: mode).lines[
        0
      ]
      .text
    }
    #expect(line(.byTruncatingTail) == "Hello, w…")
    #expect(line(.byTruncatingHead).hasPrefix("…"))
    #expect(line(.byTruncatingHead).hasSuffix("world"))
    let middle = line(.byTruncatingMiddle)
    #expect(middle.hasPrefix("Hell") && middle.hasSuffix("ld") && middle.contains("…"))
    for mode in [LineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle] {
      #expect(measurer.width(of: line(mode), font: font) <= 90)
    }
  }

  @Test("two lines of three: the second line ends in an ellipsis")
  func lineLimit() {
    let layout = measurer.layout(
      "Auto Layout on Linux with real text", font: font, maxWidth: 130, numberOfLines: 2,
      lineBreakMode: .byTruncatingTail)
    #expect(layout.lines.count == 2)
    #expect(layout.lines[0].text == "Auto Layout on")
    #expect(layout.lines[1].text.hasSuffix("…"))
    #expect(layout.isTruncated)
  }
}
