import AutoLayout
import Testing

@Suite("The size classes of a full-screen window, by device kind and orientation")
struct SizeClassRuleTests {
  @Test("TV regular × compact; iPad regular × regular; iPhone compact × regular, landscape by width")
  func rule() {
    typealias SizeClass = UserInterfaceSizeClass
    func classes(_ pad: Bool, _ tv: Bool, _ landscape: Bool, _ wide: Bool) -> [SizeClass] {
      let value = SizeClass.fullScreen(
        isPad: pad, isTelevision: tv, landscape: landscape, isWideInLandscape: wide)
      return [value.horizontal, value.vertical]
    }
    #expect(classes(false, true, true, true) == [.regular, .compact])
    for landscape in [false, true] {
      #expect(classes(true, false, landscape, true) == [.regular, .regular])
    }
    #expect(classes(false, false, false, true) == [.compact, .regular])
    #expect(classes(false, false, true, false) == [.compact, .compact])
    #expect(classes(false, false, true, true) == [.regular, .compact])
  }
}
