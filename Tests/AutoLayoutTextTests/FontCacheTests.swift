import AutoLayout
import Foundation
import Testing

@testable import AutoLayoutText

@Suite("The font cache stays bounded in a long-running process")
struct FontCacheTests {
  @Test("1,500 distinct family names: at most 1,024 remembered, one face per file, same widths as before")
  func boundedNames() {
    let measurer = FontTextMeasurer()
    let reference = measurer.width(of: "Hello", font: Font(name: "no-such-family-0", size: 17))
    for index in 1..<1_500 {
      let width = measurer.width(of: "Hello", font: Font(name: "no-such-family-\(index)", size: 17))
      #expect(width == reference)
    }
    let counts = measurer.cacheCounts
    // fontconfig resolves every name (to a fallback): the 1,025th cleared the list, 476 are left.
    #expect(counts.names == 1_500 - FontTextMeasurer.maximumResolvedNames)
    // Every name resolved to the same fallback file: one face.
    #expect(counts.faces == 1)
  }
}
