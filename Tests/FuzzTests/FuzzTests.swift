import AutoLayout
import ConflictLogs
import Foundation
import InterfaceBuilder
import LayoutDocument
import LayoutRendering
import Testing
import _AutoLayoutTestSupport

@testable import autolayout

/// Seeded mutation fuzzing of every reader that takes input from outside, run whole: each input
/// is read, laid out, checked and drawn, and must end in a result or a positioned error — never a
/// trap, never a value that is not finite, never a run longer than a few seconds. The seeds are
/// `Corpus/<target>/` (the inputs that once crashed) and the repository's examples; `FUZZ_ITERATIONS`
/// sets the number of inputs per target (CI runs the defaults; `Scripts/fuzz.sh` runs many more).
@Suite("Fuzzing the readers (seeded mutations)")
struct FuzzTests {
  static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  static let repository = testsDirectory.deletingLastPathComponent().deletingLastPathComponent()

  static func iterations(default value: Int) -> Int {
    ProcessInfo.processInfo.environment["FUZZ_ITERATIONS"].flatMap(Int.init) ?? value
  }

  /// The text of every file of `directories` (relative to the repository) whose name ends with
  /// one of `suffixes`.
  static func seeds(_ directories: [String], suffixes: [String]) -> [String] {
    directories.flatMap { directory -> [String] in
      let url = repository.appendingPathComponent(directory)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
      return names.sorted().filter { name in suffixes.contains { name.hasSuffix($0) } }.compactMap {
        try? String(contentsOf: url.appendingPathComponent($0), encoding: .utf8)
      }
    }
  }

  /// Runs `body` on `count` mutated inputs; fails on an input that takes longer than `limit`
  /// seconds of this thread's processor time (a hang, not a busy machine: wall time would count
  /// the time other processes had the processor), and returns how many `body` accepted.
  static func fuzz(
    seed: UInt64, corpus: [String], count: Int, limit: Double = 5, _ body: ([UInt8]) -> Bool
  ) -> Int {
    var mutator = Mutator(seed: seed, corpus: corpus)
    var accepted = 0
    for _ in 0..<count {
      let input = mutator.next()
      let start = threadTime()
      if body(input) { accepted += 1 }
      let elapsed = threadTime() - start
      if elapsed > limit {
        Issue.record("an input took \(elapsed) s: \(String(decoding: input.prefix(300), as: UTF8.self))")
      }
    }
    return accepted
  }

  /// The processor time this thread has used, in seconds.
  static func threadTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// A reader's rejection: a `SourceDiagnostic` (documents and IB files) with a position and
  /// short lines; anything else is a failure. Returns false (not accepted).
  static func rejected(_ error: any Error) -> Bool {
    // A file of a kind not laid out (a WatchKit storyboard, an old archive) is skipped, by name.
    if let skipped = error as? UnsupportedDocument {
      #expect(!skipped.reason.isEmpty)
      return false
    }
    guard let diagnostic = error as? SourceDiagnostic else {
      Issue.record("unexpected \(type(of: error)): \(error)")
      return false
    }
    #expect(diagnostic.line >= 0 && diagnostic.column >= 0)
    #expect(diagnostic.description.split(separator: "\n").allSatisfy { $0.count < 400 })
    return false
  }

  static func finite(_ rect: CGRect) -> Bool {
    rect.minX.isFinite && rect.minY.isFinite && rect.width.isFinite && rect.height.isFinite
  }

  @Test("layout documents: read, laid out, checked and drawn, or a positioned error")
  func documents() {
    let corpus = Self.seeds(
      ["Examples/documents", "Tests/FuzzTests/Corpus/documents", "Tests/autolayoutTests/Regressions"],
      suffixes: [".layout.yaml", ".layout.json"])
    #expect(corpus.count >= 30)
    let count = Self.iterations(default: 400)
    let accepted = Self.fuzz(seed: 20, corpus: corpus, count: count) { input in
      do {
        let text = try SourceDiagnostic.utf8Text(Data(input), path: "fuzz.layout.yaml")
        let document = try LayoutDocument(yaml: text, path: "fuzz.layout.yaml")
        let scene = try document.makeScene(overriding: .init())
        #expect(scene.frames.allSatisfy { Self.finite($0.frame) }, "\(text)")
        _ = scene.issues(checkingAmbiguity: true)
        let svg = LayoutPicture(root: scene.window).svg()
        // Numbers in geometry attributes, not text or ids: a view may be called "banana".
        #expect(
          svg.range(
            of:
              #"\s(x|y|x1|y1|x2|y2|cx|cy|r|width|height|points|d|viewBox|transform)="[^"]*(?<![A-Za-z])(nan|inf)(?![A-Za-z])"#,
            options: .regularExpression) == nil, "\(text.prefix(2_000))")
        return true
      } catch {
        return Self.rejected(error)
      }
    }
    print("fuzz documents: \(count) inputs, \(accepted) laid out, the rest rejected with a position")
    #expect(accepted > count / 50, "too few inputs got past the reader: the mutations are too rough")
  }

  @Test("Interface Builder files: read, laid out and compared, or a positioned error")
  func interfaceBuilder() {
    // The project's own files, and where ../shared is present its eight public samples too.
    var corpus = Self.seeds(
      ["Examples/interface-builder", "Examples/review", "Tests/autolayoutTests/Regressions"],
      suffixes: [".xib", ".storyboard"])
    #expect(corpus.count >= 13)
    if SharedData.isPresent {
      corpus += ((try? SharedData.interfaceBuilderFiles(.samples)) ?? []).compactMap {
        try? String(contentsOf: $0, encoding: .utf8)
      }
    }
    let count = Self.iterations(default: 150)
    let accepted = Self.fuzz(seed: 19, corpus: corpus, count: count) { input in
      do {
        let text = try SourceDiagnostic.utf8Text(Data(input), path: "fuzz.xib")
        let document = try InterfaceBuilderDocument(xml: text, path: "fuzz.xib")
        for scene in document.scenes {
          let layout = SceneLayout(document: document, scene: scene)
          let comparison = StoredFrameComparison(layout)
          #expect(comparison.views.allSatisfy { Self.finite($0.solved) })
        }
        return true
      } catch {
        return Self.rejected(error)
      }
    }
    print("fuzz interface builder: \(count) inputs, \(accepted) laid out, the rest rejected with a position")
    #expect(accepted > count / 50)
  }

  @Test("constraint systems: solved with finite values, or an error naming the element")
  func systems() {
    let corpus = Self.seeds(
      ["Tests/FuzzTests/Corpus/systems", "Benchmarks/Workloads", "Tests/autolayoutTests/Regressions"],
      suffixes: [".json"])
    #expect(corpus.count >= 4)
    let count = Self.iterations(default: 1_500)
    let accepted = Self.fuzz(seed: 18, corpus: corpus, count: count) { input in
      do {
        let workload = try Workload.parse(Data(input), source: "fuzz.json")
        let system = SystemSolver(workload)
        do {
          try system.build()
          for step in 0..<(workload.edits.first?.values.count ?? 0) { try system.suggest(step: step) }
        } catch {
          return false
        }
        system.solver.updateVariables()
        #expect(system.variables.allSatisfy { $0.value.isFinite })
        return true
      } catch let error as InputError {
        #expect(error.description.hasPrefix("fuzz.json: "))
        return false
      } catch {
        Issue.record("unexpected \(type(of: error)): \(error)")
        return false
      }
    }
    print("fuzz systems: \(count) inputs, \(accepted) solved, the rest rejected with the element")
    #expect(accepted > count / 50)
  }
}

extension FuzzTests {
  @Test("conflict logs (autolayout explain): explained, or a positioned error")
  func conflictLogs() {
    let corpus = Self.seeds(["Tests/ConflictLogsTests/Logs"], suffixes: [".log"])
    #expect(corpus.count >= 30)
    let count = Self.iterations(default: 1_500)
    let accepted = Self.fuzz(seed: 30, corpus: corpus, count: count) { input in
      // FUZZ_KEEP_LAST=PATH keeps the input being read, to find the one a crash stopped at.
      if let path = ProcessInfo.processInfo.environment["FUZZ_KEEP_LAST"] {
        _ = FileManager.default.createFile(atPath: path, contents: Data(input))
      }
      do {
        let log = try ConflictLog(text: String(decoding: input, as: UTF8.self), path: "fuzz.log")
        for report in log.reports {
          let explanation = ConflictExplanation(report, path: "fuzz.log")
          _ = explanation.description
          for view in explanation.window.subviews { #expect(Self.finite(view.frame)) }
        }
        return true
      } catch {
        return Self.rejected(error)
      }
    }
    print("fuzz conflict logs: \(count) inputs, \(accepted) explained, the rest rejected with a position")
    #expect(accepted > count / 50)
  }
}
