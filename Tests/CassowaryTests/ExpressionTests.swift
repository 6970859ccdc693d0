import Cassowary
import Testing

@Suite("Variables, terms, expressions, constraints")
struct ExpressionTests {
  @Test("operators build the expected expressions")
  func operators() {
    let x = Variable("x")
    let y = Variable("y")
    #expect((x + y + 8).description == "x + y + 8")
    #expect((2 * x - y / 2).description == "2 * x - 0.5 * y")
    #expect((-x).description == "-1 * x")
    #expect(Term(x, coefficient: 3).description == "3 * x")
    #expect(Expression(constant: 4).description == "4")
  }

  @Test("merging terms in place keeps each variable once, in first-occurrence order, without zeros")
  func mergingInPlace() {
    weak var weakX: Variable?
    weak var weakY: Variable?
    do {
      let x = Variable("x")
      let y = Variable("y")
      let z = Variable("z")
      weakX = x
      weakY = y
      // The owner's origin (x) cancels; y appears twice; z once, after them.
      let buffer = UnsafeMutableBufferPointer<Term>.allocate(capacity: 5)
      _ = buffer.initialize(from: [
        Term(x, coefficient: -1), Term(y), Term(x), Term(z, coefficient: 0.5), Term(y, coefficient: 2),
      ])
      let merged = Expression(consumingTermsIn: buffer, constant: -8)
      // The terms moved out (the buffer is left uninitialized): deallocating it releases nothing.
      buffer.deallocate()
      #expect(merged.description == "3 * y + 0.5 * z - 8")
      #expect(merged.termCount == 2)
    }
    // Each term was moved into the expression or released exactly once: nothing keeps the
    // variables once the expression is gone (and nothing was released twice).
    #expect(weakX == nil && weakY == nil)
    let empty = UnsafeMutableBufferPointer<Term>.allocate(capacity: 0)
    let constant = Expression(consumingTermsIn: empty, constant: 4)
    empty.deallocate()
    #expect(constant.description == "4" && constant.termCount == 0)
  }

  @Test("constraints print relation and priority")
  func constraintDescription() {
    let w = Variable("w")
    #expect((w >= 44).description == "w - 44 >= 0")
    #expect((w <= 80).priority(250).description == "w - 80 <= 0 @250")
    #expect((w == 1).priority(999.5).description == "w - 1 == 0 @999.5")
    #expect((w == 1).isRequired)
    #expect(!(w == 1).priority(999).isRequired)
  }

  @Test("priorities are validated")
  func priorities() {
    #expect(Priority.isValid(1000))
    #expect(Priority.isValid(0.5))
    #expect(!Priority.isValid(0))
    #expect(!Priority.isValid(1001))
    #expect(!Priority.isValid(.nan))
  }

  @Test("errors describe themselves")
  func errorText() {
    #expect(
      SolverError.invalidPriority(0).description == "invalid priority 0.0: a priority must be in (0, 1000]")
    let x = Variable("x")
    #expect(SolverError.unknownEditVariable(x).description == "unknown edit variable: x")
  }
}
