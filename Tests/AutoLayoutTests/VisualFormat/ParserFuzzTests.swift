import AutoLayout
import Foundation
import Testing
import _AutoLayoutTestSupport

/// A seeded mutation loop over the two parsers: every input either parses or throws an error
/// whose caret lies inside (or just after) the input — never a crash, never a hang.
/// `FUZZ_ITERATIONS` sets the number of inputs per parser (`Scripts/fuzz.sh` runs many more).
@Suite("Parser fuzzing (seeded mutations)")
struct ParserFuzzTests {
  static let formats = [
    "H:|-20-[myViewKey]", "H:[myViewKey(200)]", "V:[myViewKey(100)]", "V:[viewKey]-(<=0)-[myViewKey]",
    "H:|[leftSpace][button1]-[button2][rightSpace]|", "H:|[bgView][aGradeView(40)][bGradeView(40)]|",
    "V:|-20-[blueView(50)]-20-[redView(==blueView)]", "H:[someView1]-(value1@900, value2@800)-[someView2]",
    "|-[find]-[findNext]-[findField(>=20)]-|", "[flexibleButton(>=70,<=100@500)]", "->=8-", "-0@999-",
    "H:|-(margin)-[textField(textFieldWidth)]-(margin)-[button1(==button2)]-(margin)-[button2]-(margin)-|",
  ]
  static let equations = [
    "title.leading == avatar.trailing + 8", "body.top >= title.lastBaseline + 6 @750",
    "spacer.width == 0.5 * root.width - 10", "avatar.width == 48", "root.trailingMargin == button.trailing",
  ]
  static let alphabet = Array("HV:|-[]()@=<>!,.*+ 0123456789abcdefghmnopqrstuvwxyz_ABXYZ\u{00E9}\u{1F600}")

  func mutate(_ text: String, _ rng: inout SeededGenerator) -> String {
    var chars = Array(text)
    for _ in 0..<Int.random(in: 1...4, using: &rng) {
      let choice = Int.random(in: 0..<4, using: &rng)
      let position = chars.isEmpty ? 0 : Int.random(in: 0...chars.count, using: &rng)
      switch choice {
      case 0: chars.insert(Self.alphabet.randomElement(using: &rng)!, at: position)
      case 1: if position < chars.count { chars.remove(at: position) }
      case 2: if position < chars.count { chars[position] = Self.alphabet.randomElement(using: &rng)! }
      default:
        // Splice a piece of another input in.
        let other = Array((Self.formats + Self.equations).randomElement(using: &rng)!)
        let start = Int.random(in: 0..<other.count, using: &rng)
        let end = Int.random(in: start...other.count, using: &rng)
        chars.insert(contentsOf: other[start..<end], at: position)
      }
    }
    return String(chars)
  }

  static func iterations(default value: Int) -> Int {
    ProcessInfo.processInfo.environment["FUZZ_ITERATIONS"].flatMap(Int.init) ?? value
  }

  func names() -> (View, [String: Any]) {
    let root = View()
    var views: [String: Any] = ["root": root, "superview": root]
    for name in [
      "myViewKey", "viewKey", "leftSpace", "button1", "button2", "rightSpace", "bgView", "aGradeView",
      "bGradeView",
      "blueView", "redView", "someView1", "someView2", "find", "findNext", "findField", "flexibleButton",
      "textField", "title", "avatar", "body", "spacer", "button", "a", "b",
    ] {
      let view = View()
      root.addSubview(view)
      views[name] = view
    }
    return (root, views)
  }

  @Test("mutated visual formats (20,000 unless FUZZ_ITERATIONS says)")
  func visualFormats() {
    let count = Self.iterations(default: 20_000)
    var rng = SeededGenerator(seed: 2026)
    let (_, views) = names()
    let metrics: [String: Any] = ["margin": 10, "textFieldWidth": 160, "value1": 10, "value2": 20, "m": 4]
    var parsed = 0
    var rejected = 0
    for _ in 0..<count {
      let format = mutate(Self.formats.randomElement(using: &rng)!, &rng)
      do {
        _ = try LayoutConstraint.constraints(
          withVisualFormat: format, options: [], metrics: metrics, views: views)
        parsed += 1
      } catch let error as VisualFormatError {
        rejected += 1
        #expect(error.position >= 0 && error.position <= format.count, "\(format)")
      } catch {
        Issue.record("unexpected \(error) for \(format)")
      }
    }
    #expect(parsed + rejected == count)
    #expect(parsed > count / 200 && rejected > count / 200)
    print("fuzz visual formats: \(count) inputs, \(parsed) parsed, the rest rejected with a position")
  }

  @Test("mutated equations (10,000 unless FUZZ_ITERATIONS says)")
  func equationLines() {
    let count = Self.iterations(default: 10_000)
    var rng = SeededGenerator(seed: 11)
    let (_, views) = names()
    var parsed = 0
    var rejected = 0
    for _ in 0..<count {
      let line = mutate(Self.equations.randomElement(using: &rng)!, &rng)
      do {
        _ = try LayoutConstraint.constraints(withEquations: line, views: views, metrics: ["m": 4])
        parsed += 1
      } catch let error as EquationError {
        rejected += 1
        #expect(error.column >= 1 && error.column <= error.text.count + 1, "\(line)")
      } catch {
        Issue.record("unexpected \(error) for \(line)")
      }
    }
    #expect(parsed + rejected == count)
    #expect(parsed > count / 100 && rejected > count / 100)
    print("fuzz equations: \(count) inputs, \(parsed) parsed, the rest rejected with a position")
  }
}
