import AutoLayout
import Foundation
import InterfaceBuilder
import LayoutDocument
import LayoutEditing
import Testing
import _AutoLayoutTestSupport

/// Studio saves on the public sets' real files (`../shared`, never copied in).
@Suite("Interface Builder files edited in place, on the public sets", .serialized)
struct InterfaceBuilderEditSharedTests {
  /// Every scene with views of every readable file of a set.
  static func scenes(_ set: SharedData.Set) throws -> [(
    name: String, text: String, file: InterfaceBuilderDocument, scene: InterfaceBuilderDocument.Scene
  )] {
    var result: [(String, String, InterfaceBuilderDocument, InterfaceBuilderDocument.Scene)] = []
    for url in try SharedData.interfaceBuilderFiles(set) {
      let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
      guard let file = try? InterfaceBuilderDocument(xml: text, path: url.path) else { continue }
      for scene in file.scenes where !scene.root.subviews.isEmpty {
        result.append((url.lastPathComponent, text, file, scene))
      }
    }
    return result
  }

  @Test(
    "every scene saved unedited keeps its bytes; a width constraint added to one of its views gives one line more, in Xcode's form, read back",
    .enabled(if: SharedData.isEnabled, SharedData.skipReason),
    arguments: [SharedData.Set.samples, .corpus, .outside])
  func addedConstraint(set: SharedData.Set) throws {
    var added = 0
    var problems: [String] = []
    var changedUnedited: [String] = []
    for (name, text, file, scene) in try Self.scenes(set) {
      let edit = try InterfaceBuilderEdit(file: file, text: text, scene: scene)
      let unedited = try edit.saving(edit.document)
      if unedited.text != text {
        changedUnedited.append("\(name) \(scene.id): \(unedited.changes.prefix(3))")
      }
      let session = try EditingSession(document: edit.document)
      // The first view placed by constraints, not inside a stack view.
      guard
        let view = session.current.viewNames.dropFirst().first(where: { candidate in
          let view = session.current.view(named: candidate)
          return view.map { !$0.translatesAutoresizingMaskIntoConstraints && !($0.superview is StackView) }
            ?? false
        })
      else { continue }
      try session.perform("Add") {
        try $0.addingConstraint(ConstraintSpec(first: view, .width, .greaterThanOrEqual, constant: 1))
      }
      let saved = try edit.saving(session.current.document)
      // A view the file places by its autoresizing mask takes no constraint (said so).
      if saved.notSaved.contains(where: { $0.contains("autoresizing mask") }) { continue }
      let before = text.split(separator: "\n", omittingEmptySubsequences: false)
      let after = saved.text.split(separator: "\n", omittingEmptySubsequences: false)
      // The lines between the common head and tail: none removed; the constraint's line, and a
      // `<constraints>` list around it when the view had none, inserted.
      let head = zip(before, after).prefix { $0.0 == $0.1 }.count
      let tail = zip(before.reversed(), after.reversed()).prefix { $0.0 == $0.1 }.count
      let removed = before.count - head - min(tail, before.count - head)
      let inserted = Array(after[head..<(after.count - min(tail, after.count - head))])
      let constraintLine = inserted.first { $0.contains("<constraint ") }
      guard let constraintLine, removed == 0, inserted.count == 1 || inserted.count == 3 else {
        problems.append(
          "\(name) \(scene.id): \(removed) lines removed, \(inserted.count) inserted: \(saved.changes.prefix(4))"
        )
        continue
      }
      let trimmed = constraintLine.drop { $0 == " " }
      let id = saved.changes.first?.split(separator: " ")[2].dropLast() ?? ""
      let expected =
        #"<constraint firstAttribute="width" relation="greaterThanOrEqual" constant="1" id="\#(id)"/>"#
      if trimmed != expected { problems.append("\(name): \(trimmed)") }
      // Indented as its siblings, four spaces deeper than a new list.
      let index = after.firstIndex(of: constraintLine)!
      let neighbour = after[index - 1].contains("<constraint ") ? after[index - 1] : after[index + 1]
      let indent = { (line: Substring) in line.prefix { $0 == " " }.count }
      if neighbour.contains("<constraint "), indent(neighbour) != indent(constraintLine) {
        problems.append("\(name): indented \(indent(constraintLine)), siblings \(indent(neighbour))")
      }
      let reread = try InterfaceBuilderDocument(xml: saved.text, path: name)
      let viewID = try #require(edit.viewID(of: view))
      let node = reread.scenes.first { $0.id == scene.id }?.root.allViews.first { $0.id == viewID }
      if node?.constraints.contains(where: { $0.firstAttribute == .width && $0.constant == 1 }) != true {
        problems.append("\(name): the added constraint does not read back on \(view)")
      }
      added += 1
    }
    #expect(added > 0)
    #expect(changedUnedited.isEmpty, "\(changedUnedited.prefix(10))")
    #expect(problems.isEmpty, "\(problems.prefix(10))")
  }

  @Test(
    "Update Frames on every scene, saved: the file reads back, every frame written agrees with its constraints",
    .enabled(if: SharedData.isEnabled, SharedData.skipReason),
    arguments: [SharedData.Set.samples, .corpus, .outside])
  func updateFrames(set: SharedData.Set) throws {
    var written: [InterfaceBuilderDocument.Platform: Int] = [:]
    var kept: [InterfaceBuilderDocument.Platform: Int] = [:]
    var agreeing: [InterfaceBuilderDocument.Platform: Int] = [:]
    var disagreeing: [String] = []
    for (name, text, file, scene) in try Self.scenes(set) {
      let edit = try InterfaceBuilderEdit(file: file, text: text, scene: scene)
      let session = try EditingSession(document: edit.document)
      try session.perform("Update Frames") { try $0.resolving(.updateFrames) }
      let saved = try edit.saving(session.current.document)
      kept[file.platform, default: 0] += saved.notSaved.filter { $0.hasSuffix("left as stored") }.count
      let reread = try InterfaceBuilderDocument(xml: saved.text, path: name)
      guard let again = reread.scenes.first(where: { $0.id == scene.id }) else { continue }
      let ids = Set(
        saved.changes.filter { $0.hasPrefix("frame of view") }.compactMap { line in
          line.split(separator: "(").dropFirst().first?.split(separator: ")").first.map(String.init)
        })
      guard !ids.isEmpty else { continue }
      let layout = SceneLayout(document: reread, scene: again, options: .init(intrinsicSizesFromFrames: true))
      for result in StoredFrameComparison(layout).views where ids.contains(result.id) && result.isCompared {
        written[file.platform, default: 0] += 1
        if result.agrees {
          agreeing[file.platform, default: 0] += 1
        } else {
          disagreeing.append("\(name) \(result.id): \(result.stored) vs \(result.solved)")
        }
      }
    }
    for (platform, count) in written.sorted(by: { "\($0.key)" < "\($1.key)" }) {
      print(
        "update frames on \(set.rawValue), \(platform): \(agreeing[platform] ?? 0) of \(count) frames written agree;"
          + " \(kept[platform] ?? 0) left as stored")
    }
    #expect(disagreeing.isEmpty, "\(disagreeing.prefix(10))")
  }

  @Test(
    "a sequence of edits on every scene (embed, delete a constraint, add a label, delete a view, Update Frames) saves a file that reads back",
    .enabled(if: SharedData.isEnabled, SharedData.skipReason),
    arguments: [SharedData.Set.samples, .outside])
  func editSequences(set: SharedData.Set) throws {
    var saved = 0
    var unreadable: [String] = []
    for (name, text, file, scene) in try Self.scenes(set) {
      let edit = try InterfaceBuilderEdit(file: file, text: text, scene: scene)
      let session = try EditingSession(document: edit.document)
      let names = Array(session.current.viewNames.dropFirst())
      let leaves = names.filter { !(session.current.view(named: $0) is StackView) }
      // Each edit may be refused (an EditError, nothing changes); the save never is.
      if leaves.count >= 2 {
        try? session.perform("Embed") { try $0.embeddingInStack(Array(leaves.prefix(2))) }
      }
      if let record = session.current.constraints.first {
        try? session.perform("Delete") { try $0.removingConstraints([record.id]) }
      }
      try? session.perform("Add") {
        try $0.addingView(.label, to: "root", at: CGPoint(x: 10, y: 10)).document
      }
      if let last = names.last { try? session.perform("Delete") { try $0.removingViews([last]) } }
      try? session.perform("Update Frames") { try $0.resolving(.updateFrames) }
      let result = try edit.saving(session.current.document)
      if (try? InterfaceBuilderDocument(xml: result.text, path: name)) == nil {
        unreadable.append("\(name) \(scene.id)")
      }
      saved += 1
    }
    #expect(saved > 0)
    #expect(unreadable.isEmpty, "\(unreadable)")
  }
}
