import Cassowary
import Testing

@Suite("NumberText: the one way the package writes numbers")
struct NumberTextTests {
  @Test(
    "integral values have no fraction, others the shortest digits that read back",
    arguments: [
      (8.0, "8"), (-12.0, "-12"), (-0.0, "0"), (0.0, "0"), (20.5, "20.5"), (-12.25, "-12.25"),
      (343.33333333333331, "343.3333333333333"), (0.1 + 0.2, "0.30000000000000004"), (1e-7, "1e-07"),
      (999_999_999_999_999, "999999999999999"), (1e15, "1000000000000000.0"), (1e16, "1e+16"),
      (1e300, "1e+300"),
    ])
  func shortest(value: Double, text: String) {
    #expect(NumberText.shortest(value) == text)
    #expect(Double(text) == value || (value == 0 && text == "0"))
  }

  @Test("infinities and NaN print as Swift prints them, or as the format asks")
  func nonFinite() {
    #expect(NumberText.shortest(.infinity) == "inf")
    #expect(NumberText.shortest(-.infinity) == "-inf")
    #expect(NumberText.shortest(.nan) == "nan")
    #expect(NumberText.shortest(.infinity, nonFinite: "null") == "null")
    #expect(NumberText.shortest(.nan, nonFinite: "overflow") == "overflow")
    #expect(NumberText.shortest(8, nonFinite: "null") == "8")
  }

  @Test("hundredths round first: 0.33, 0.67, 8")
  func hundredths() {
    #expect(NumberText.hundredths(1.0 / 3) == "0.33")
    #expect(NumberText.hundredths(2.0 / 3) == "0.67")
    #expect(NumberText.hundredths(7.999) == "8")
    #expect(NumberText.hundredths(-0.001) == "0")
  }
}
