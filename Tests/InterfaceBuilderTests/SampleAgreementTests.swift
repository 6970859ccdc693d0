import AutoLayout
import Foundation
import InterfaceBuilder
import Testing
import _AutoLayoutTestSupport

/// The eight hand-checked public samples, read from `../shared/xib-samples` (origins and licences
/// in its SOURCES.tsv). Tests reading them carry `.sharedData`.
let samplesDirectory = SharedData.url(.samples)

func sample(_ name: String) throws -> InterfaceBuilderDocument {
  try InterfaceBuilderDocument(contentsOfFile: samplesDirectory.appendingPathComponent(name).path)
}

func reports(_ name: String, intrinsicFromFrames: Bool = true) throws -> [StoredFrameComparison] {
  let document = try sample(name)
  return document.scenes.map {
    StoredFrameComparison(
      SceneLayout(
        document: document, scene: $0, options: .init(intrinsicSizesFromFrames: intrinsicFromFrames)))
  }
}

/// How many views each sample lays out by constraints (not by their frame and autoresizing mask).
func constrainedViews(_ document: InterfaceBuilderDocument) -> Int {
  document.scenes.flatMap { $0.root.allViews.dropFirst() }.filter {
    !$0.translatesAutoresizingMaskIntoConstraints && !$0.hasFixedFrame
  }.count
}

@Suite("Xcode's stored frames: every sample view equals its frame on the pixel grid")
struct SampleAgreementTests {
  /// (file, views compared per scene, views laid out by constraints).
  static let samples: [(String, [Int], Int)] = [
    ("ECSlidingViewController__ECSlidingViewController__Main.storyboard", [6, 0, 2, 2], 3),
    ("jessesquires__JSQMessagesViewController__JSQMessagesCollectionViewCellIncoming.xib", [10], 9),
    ("ReactiveX__RxSwift__Calculator.storyboard", [21], 21),
    ("Ramotion__folding-cell__Main.storyboard", [64], 62),
    ("duckduckgo__iOS__HomeRow.storyboard", [9], 8),
    ("duckduckgo__iOS__OmniBar.xib", [33], 33),
    ("scenee__FloatingPanel__Main.storyboard", [3, 24], 22),
    ("sparkle-project__Sparkle__SUUpdateAlert.xib", [11], 10),
  ]

  @Test("all views agree", .sharedData, arguments: samples.map(\.0))
  func agreement(_ file: String) throws {
    let expected = Self.samples.first { $0.0 == file }!
    let results = try reports(file)
    #expect(results.map(\.viewsCompared) == expected.1)
    for report in results {
      for view in report.views where !view.agrees {
        Issue.record(
          "\(file) scene \(report.scene): \(view.name) stored \(view.stored) solved \(view.solved)")
      }
      #expect(report.viewsAgreeing == report.viewsCompared)
      // Sparkle's alert states one constraint twice (the second the other way round).
      let duplicates = report.findings.filter { $0.kind == .duplicateConstraint }
      #expect(duplicates.count == (file.hasPrefix("sparkle") ? 1 : 0))
      #expect(duplicates.allSatisfy { $0.object == "OXY-8u-ljs" && $0.line == 193 })
      // Besides, only notes: equalities the other required constraints already imply.
      let redundant = report.findings.filter { $0.kind == .redundantConstraint }
      #expect(
        report.findings.count == duplicates.count + redundant.count, "\(report.findings.map(\.message))")
    }
  }

  @Test(
    "the samples lay out views by constraints, not only by stored frames", .sharedData,
    arguments: samples.map(\.0))
  func constrained(_ file: String) throws {
    let expected = Self.samples.first { $0.0 == file }!
    #expect(constrainedViews(try sample(file)) == expected.2)
  }
}
