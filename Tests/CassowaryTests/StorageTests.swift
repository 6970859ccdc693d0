import Testing
import _AutoLayoutTestSupport

@testable import Cassowary

@Suite("The tableau's storage: tag table, column index, reservations")
struct StorageTests {
  @Test("the heap gives its elements smallest first, whether they come in ascending order or not")
  func heapOrder() {
    // Seeded runs mixing ascending streaks (the front is taken) with out-of-order pushes (sifted).
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    for run in 0..<200 {
      var heap = Heap<Int32>()
      var reference: [Int32] = []
      var taken: [Int32] = []
      var expected: [Int32] = []
      var nextValue: Int32 = 0
      for _ in 0..<(20 + run) {
        switch next(4) {
        case 0, 1:
          // Ascending as a crossing queues rows, sometimes jumping back (distinct values).
          nextValue += Int32(1 + next(3))
          let value = next(6) == 0 ? -nextValue : nextValue
          heap.push(value)
          reference.append(value)
        case 2:
          if let min = reference.min() {
            expected.append(min)
            reference.remove(at: reference.firstIndex(of: min)!)
          }
          if let value = heap.popMin() { taken.append(value) }
        default:
          #expect(heap.min == reference.min())
          #expect(heap.count == reference.count)
          var elements: [Int32] = []
          heap.forEachUnordered { elements.append($0) }
          #expect(elements.sorted() == reference.sorted())
        }
      }
      while let value = heap.popMin() { taken.append(value) }
      expected += reference.sorted()
      #expect(taken == expected, "run \(run)")
      #expect(heap.isEmpty)
    }
  }

  @Test("a transaction saves its rows in the buffer the last one emptied")
  func journalBufferReused() throws {
    // A window width that 200 views follow: a resize can journal a row per view, every time.
    let solver = Solver()
    let window = Variable("window")
    let width = (window == 400).keepingMarker()
    let lefts = (0..<200).map { Variable("left\($0)") }
    try solver.addConstraints([width] + lefts.indices.map { lefts[$0] == window * 0.5 - Double($0) })
    let rows = Int32(solver.tableau.rows.count)
    #expect(rows >= 200)
    func transaction() {
      solver.tableau.beginJournal()
      for slot in 0..<rows { solver.tableau.journalRow(slot) }
      #expect(solver.tableau.journaling.spareSlots.isEmpty)
      solver.tableau.commitJournal()
    }
    transaction()
    let capacity = solver.tableau.journaling.spareSlots.capacity
    let buffer = solver.tableau.journaling.spareSlots.withUnsafeBufferPointer { $0.baseAddress }
    #expect(solver.tableau.journaling.spareSlots.isEmpty)
    #expect(capacity >= Int(rows))
    for _ in 0..<3 {
      transaction()
      #expect(solver.tableau.journaling.spareSlots.capacity == capacity)
      #expect(solver.tableau.journaling.spareSlots.withUnsafeBufferPointer { $0.baseAddress } == buffer)
    }
    // The resize path through the public API still solves.
    for constant in [-401.0, -399] {
      try solver.setConstant(constant, for: width)
      solver.updateVariables()
    }
    #expect(lefts[0].value == 199.5)
    #expect(lefts[199].value == 0.5)
  }

  @Test("a tag table finds, changes and forgets tags by constraint, reusing freed positions")
  func tagTable() {
    let x = Variable("x")
    let constraints = (0..<4).map { Constraint(Expression(x), .equal, priority: Float(100 + $0)) }
    var tags = TagTable()
    tags.reserve(additional: 4)
    for constraint in constraints { tags[ObjectIdentifier(constraint)] = Tag(constraint: constraint) }
    #expect(tags.count == 4)
    tags[ObjectIdentifier(constraints[1])]?.constant = 8
    #expect(tags[ObjectIdentifier(constraints[1])]?.constant == 8)
    tags[ObjectIdentifier(constraints[1])] = nil
    #expect(tags[ObjectIdentifier(constraints[1])] == nil)
    #expect(tags.count == 3)
    let late = Constraint(Expression(x), .greaterThanOrEqual)
    tags[ObjectIdentifier(late)] = Tag(constraint: late, isEdit: true)
    #expect(tags[ObjectIdentifier(late)]?.isEdit == true)
    #expect(tags[ObjectIdentifier(constraints[2])]?.constraint === constraints[2])
    #expect(Set(tags.values.map { ObjectIdentifier($0.constraint) }).count == 4)
    var tag = Cassowary.Tag(constraint: late)
    #expect(tag.marker == nil && tag.other == nil)
    tag.marker = Symbol(0)
    tag.other = Symbol(7)
    #expect(tag.marker == Symbol(0) && tag.other == Symbol(7))
    tag.marker = nil
    #expect(tag.marker == nil && tag.other == Symbol(7))
    #expect(MemoryLayout<Cassowary.Tag>.stride == 40)
  }

  @Test("expressions keep two terms inline and the rest in order after them")
  func termStorage() {
    let variables = (0..<5).map { Variable("v\($0)") }
    var storage = TermStorage()
    #expect(storage.count == 0 && storage.first == nil)
    for (index, variable) in variables.enumerated() {
      storage.append(Term(variable, coefficient: Double(index + 1)))
      #expect(storage.count == index + 1)
    }
    #expect(storage.array.map(\.variable.name) == ["v0", "v1", "v2", "v3", "v4"])
    #expect(storage.array.map(\.coefficient) == [1, 2, 3, 4, 5])
    let sum = variables[0] + 2 * variables[1] - variables[2] + 8
    #expect(sum.description == "v0 + 2 * v1 - v2 + 8")
    #expect(sum.termCount == 3)
    var visited: [String] = []
    sum.forEachTerm { visited.append($0.variable.name) }
    #expect(visited == ["v0", "v1", "v2"])
    var edited = sum
    edited.terms = [Term(variables[4], coefficient: -1)]
    #expect(edited.description == "-1 * v4 + 8")
    // One or two terms need no array: a constraint's expression is 48 bytes, its object 72.
    #expect(MemoryLayout<Expression>.size == 48)
  }

  @Test("the identity index agrees with a dictionary through 20,000 random inserts and removals")
  func identityIndex() {
    var objects: [Variable] = []
    var index = IdentityIndex()
    var reference: [ObjectIdentifier: Int32] = [:]
    var generator = SeededGenerator(seed: 7)
    let keyOf = { (position: Int32) in ObjectIdentifier(objects[Int(position)]) }
    for step in 0..<20_000 {
      let r = generator.next() % 10
      if r < 6 || reference.isEmpty {
        let variable = Variable("v\(step)")
        objects.append(variable)
        let position = Int32(objects.count - 1)
        index.insert(position, for: ObjectIdentifier(variable), keyOf: keyOf)
        reference[ObjectIdentifier(variable)] = position
      } else {
        // Remove a stored object (the one at a random position that is still stored) or a
        // stored-never key.
        let candidate = objects[Int(generator.next() % UInt64(objects.count))]
        let key = ObjectIdentifier(candidate)
        #expect(index.remove(key, keyOf: keyOf) == reference.removeValue(forKey: key))
      }
      #expect(index.count == reference.count)
    }
    for (position, object) in objects.enumerated() {
      let key = ObjectIdentifier(object)
      #expect(index.find(key, keyOf: keyOf) == reference[key])
      if let found = index.find(key, keyOf: keyOf) { #expect(found == Int32(position)) }
    }
    #expect(index.find(ObjectIdentifier(Variable("never stored")), keyOf: keyOf) == nil)
  }

  @Test("epoch counters that run out clear their marks and keep solving")
  func epochWrap() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.addConstraint(Constraint(Expression(x) - Expression(y), .equal))
    solver.tableau.valueCache.scratchEpoch = .max - 1
    solver.tableau.rowSlots.markEpoch = .max - 1
    solver.tableau.journaling.journalEpoch = .max - 1
    // Stale marks at the epochs that come after the wrap must not read as "seen".
    for s in solver.tableau.symbols.scratchMark.indices { solver.tableau.symbols.scratchMark[s] = 1 }
    for s in solver.tableau.rowSlots.slotMark.indices { solver.tableau.rowSlots.slotMark[s] = 1 }
    for _ in 0..<2 {
      solver.tableau.advanceScratchEpoch()
      solver.tableau.advanceMarkEpoch()
      solver.tableau.advanceJournalEpoch()
    }
    #expect(solver.tableau.symbols.scratchMark.allSatisfy { $0 == 0 })
    #expect(solver.tableau.rowSlots.slotMark.allSatisfy { $0 == 0 })
    for step in 0..<6 {
      let c = Constraint(Expression(y) - Expression(constant: Double(step)), .greaterThanOrEqual)
      try solver.addConstraint(c)
      try solver.addConstraint(Constraint(Expression(x), .lessThanOrEqual, priority: 10))
      solver.updateVariables()
      #expect(x.value == Double(step))
      try solver.removeConstraint(c)
    }
    #expect(solver.tableau.valueCache.scratchEpoch < 100 && solver.tableau.journaling.journalEpoch < 100)
  }

  @Test("the column index keeps a symbol's first row inline and the others in order")
  func userLists() {
    var users = UserLists()
    users.appendSymbol()
    users.appendSymbol()
    #expect(users.count(of: 0) == 0 && users.slots(of: 0).isEmpty)
    users.add(4, for: 0)
    users.add(9, for: 0)
    users.add(2, for: 0)
    users.add(7, for: 1)
    #expect(users.slots(of: 0) == [4, 9, 2])
    #expect(users.count(of: 1) == 1)
    users.set([9], for: 0)
    #expect(users.slots(of: 0) == [9])
    users.set([], for: 1)
    #expect(users.count(of: 1) == 0)
    users.removeLast(1)
    users.appendSymbol()
    #expect(users.slots(of: 1).isEmpty)
  }

  @Test("a batch is inserted highest priority first, in the given order within a priority")
  func batchOrder() throws {
    let x = Variable("x")
    let priorities: [Float] = [250, 1000, 750, 250, 1000, 1, 750]
    let constraints = priorities.map { (x == 1).priority($0) }
    #expect(try Solver.priorityOrder(of: constraints) == [1, 4, 2, 6, 0, 3, 5])
    // Already in order: positions as given.
    let sorted = [Float](repeating: 1000, count: 3) + [500, 500, 1]
    #expect(try Solver.priorityOrder(of: sorted.map { (x == 1).priority($0) }) == [0, 1, 2, 3, 4, 5])
    #expect(try Solver.priorityOrder(of: []).isEmpty)
  }

  @Test("reservations take a big batch exactly and a small one by doubling")
  func growthRule() {
    #expect(growth(from: 0, to: 1_000) == 1_000)
    #expect(growth(from: 1_000, to: 900) == 1_000)
    #expect(growth(from: 1_000, to: 1_001) == 2_000)
    #expect(growth(from: 1_000, to: 5_000) == 5_000)
  }

  @Test("a batch of constraints fills columns reserved for its size, and solves as one by one does")
  func batchReservation() throws {
    let variables = (0..<200).map { Variable("v\($0)") }
    var constraints = [Constraint(Expression(variables[0]), .equal)]
    for i in 1..<200 {
      constraints.append(
        Constraint(
          Expression([Term(variables[i]), Term(variables[i - 1], coefficient: -1)], constant: -8), .equal))
      constraints.append(
        Constraint(Expression([Term(variables[i])], constant: -1_000), .lessThanOrEqual, priority: 500))
    }
    let solver = Solver()
    try solver.addConstraints(constraints)
    // 200 external symbols, one slack and one error symbol per optional inequality.
    #expect(solver.tableau.symbols.count == 200 + 2 * 199)
    // Reserved once for the batch (an allocation may round up by a few bytes), never doubled.
    #expect((598..<640).contains(solver.tableau.symbols.scratch.capacity))
    #expect((constraints.count..<constraints.count + 8).contains(solver.tableau.rows.capacity))
    solver.updateVariables()
    #expect(variables[199].value == 199 * 8)
  }
}
