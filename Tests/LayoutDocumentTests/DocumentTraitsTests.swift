import AutoLayout
import Foundation
import LayoutDocument
import Testing

@Suite("Layout documents: ids, trait overrides, metrics, options, baselines, animations")
struct DocumentTraitsTests {
  let panels = """
    version: 1
    canvas: { width: 320, height: 480, sizeClass: [compact, regular] }
    views:
      - { name: first }
      - { name: second }
    constraints:
      - "H:|-[first]"
      - { id: firstTrailing, constraint: "first.trailing == root.trailingMargin" }
      - "V:|-20-[first(100)]"
      - "second.height == first.height"
      - { id: stacked, constraint: "V:[first]-20-[second]" }
      - { id: stackedEdges, constraint: "H:|-[second]-|" }
    traits:
      - when: { horizontal: regular }
        deactivate: [firstTrailing, stacked, stackedEdges]
        constraints:
          - "H:[first]-20-[second(==first)]-|"
          - "second.top == first.top"
      - when: { contentSize: accessibility }
        hide: [second]
    """

  @Test("a trait override replaces constraints under its size class only")
  func sizeClasses() throws {
    let document = try LayoutDocument(yaml: panels, path: "panels.layout.yaml")
    #expect(document.canvas.horizontalSizeClass == .compact)
    let compact = try document.makeScene()
    #expect(compact.frame(of: "first") == CGRect(x: 8, y: 20, width: 304, height: 100))
    #expect(compact.frame(of: "second") == CGRect(x: 8, y: 140, width: 304, height: 100))
    #expect(compact.window.horizontalSizeClass == .compact)
    let regular = try document.makeScene(overriding: .init(device: Device.named("ipad-portrait")))
    #expect(regular.window.sizeClasses == (.regular, .regular))
    #expect(regular.frame(of: "first") == CGRect(x: 8, y: 20, width: 392, height: 100))
    #expect(regular.frame(of: "second") == CGRect(x: 420, y: 20, width: 392, height: 100))
    #expect(regular.issues().isEmpty)
    #expect(regular.constraintsByID["stacked"]?.allSatisfy { !$0.isActive } == true)
  }

  @Test("content size: the canvas, the window, and overrides for accessibility sizes")
  func contentSize() throws {
    let document = try LayoutDocument(yaml: panels, path: "panels.layout.yaml")
    let large = try document.makeScene()
    #expect(large.window.contentSizeCategory == "UICTContentSizeCategoryL")
    #expect(large.view(named: "second")?.isHidden == false)
    let huge = try document.makeScene(overriding: .init(contentSize: .accessibilityMedium))
    #expect(huge.window.contentSizeCategory == "UICTContentSizeCategoryAccessibilityM")
    #expect(huge.view(named: "second")?.isHidden == true)
    let extraLarge = try document.makeScene(overriding: .init(contentSize: .extraExtraExtraLarge))
    #expect(extraLarge.view(named: "second")?.isHidden == false)
    #expect(ContentSizeCategory(name: "accessibilityExtraLarge")?.isAccessibilityCategory == true)
    #expect(ContentSizeCategory.large < .extraLarge)
  }

  @Test("metrics and Visual Format options in documents; baselines from the label's spec")
  func metricsOptionsBaselines() throws {
    let document = try LayoutDocument(
      yaml: """
        version: 1
        canvas: { width: 320, height: 480 }
        metrics: { gap: 12 }
        views:
          - { name: label, label: { text: "Name", size: [45, 21], baseline: 17 } }
          - { name: field, intrinsicSize: [97, 30], baseline: 21 }
        constraints:
          - { constraint: "H:|-(gap)-[label]-(gap)-[field]", options: [alignAllLastBaseline] }
          - "field.top == root.top + 40"
        """, path: "baseline.layout.yaml")
    let scene = try document.makeScene()
    #expect(scene.frame(of: "label") == CGRect(x: 12, y: 44, width: 45, height: 21))
    #expect(scene.frame(of: "field") == CGRect(x: 69, y: 40, width: 97, height: 30))
  }

  @Test("an animation's changes apply to the scene: constants, activation, hiding, removal")
  func animationChanges() throws {
    let document = try LayoutDocument(
      yaml: """
        version: 1
        canvas: { width: 320, height: 480 }
        views:
          - { name: box }
          - { name: other }
        constraints:
          - { id: top, constraint: "box.top == root.top + 20" }
          - { id: bottom, constraint: "box.bottom == root.bottom - 20", active: false }
          - "H:|-[box(50)]"
          - "V:[box(50)]"
          - "H:|-[other(50)]"
          - "V:[other(50)]-(>=0)-|"
        animation:
          duration: 0.3
          changes:
            - { constant: top, to: 100 }
            - { deactivate: top }
            - { activate: bottom }
            - { hide: other }
            - { remove: other }
        """, path: "animate.layout.yaml")
    let animation = try #require(document.animation)
    #expect(animation.duration == 0.3)
    #expect(
      animation.changes.map(\.kind) == [
        .constant("top", 100), .deactivate("top"), .activate("bottom"), .hide("other"), .remove("other"),
      ])
    let scene = try document.makeScene()
    #expect(scene.frame(of: "box")?.minY == 20)
    try scene.apply(animation.changes[0])
    scene.window.layoutIfNeeded()
    #expect(scene.frame(of: "box")?.minY == 100)
    for change in animation.changes.dropFirst() { try scene.apply(change) }
    scene.window.layoutIfNeeded()
    #expect(scene.frame(of: "box")?.minY == 410)
    #expect(scene.view(named: "other")?.superview == nil)
  }

  @Test("every Visual Format option name the library knows is read from documents, spacingEdgeToEdge too")
  func everyOptionName() throws {
    func document(_ format: String, _ option: String) throws -> LayoutDocument {
      let yaml = """
        version: 1
        canvas: { width: 200, height: 100 }
        views:
          - { name: a, intrinsicSize: [20, 20] }
          - { name: b, intrinsicSize: [20, 20] }
        constraints:
          - { constraint: "\(format)", options: [\(option)] }
        """
      return try LayoutDocument(yaml: yaml, path: "options.layout.yaml")
    }
    for (name, option) in LayoutConstraint.FormatOptions.named {
      #expect(throws: Never.self, "\(name)") { try document("V:|-[a]-[b]", name) }
      #expect(LayoutConstraint.FormatOptions(name: name) == option)
    }
    // Edge to edge (the default) puts b 8 below a: a at the 8-point margin, 20 high.
    let scene = try document("V:|-[a]-[b]", "spacingEdgeToEdge").makeScene()
    #expect(scene.frame(of: "b")?.minY == 36)
  }

  @Test(
    "schema errors in the new sections point at line and column",
    arguments: [
      ("traits:\n  - when: { width: regular }\n", "2:13: unknown key 'width' in when"),
      (
        "constraints:\n  - { id: a, constraint: \"a.width == 1\", options: [alignAllMiddle] }\n",
        "2:52: unknown Visual Format option 'alignAllMiddle'"
      ),
      (
        "views:\n  - { name: a }\nconstraints:\n  - { id: x, constraint: \"a.width == 1\" }\n  - { id: x, constraint: \"a.height == 1\" }\n",
        "5:11: there is already a constraint with id 'x'"
      ),
      ("animation:\n  changes:\n    - { constant: a }\n", "3:7: 'constant' needs 'to: <number>'"),
      ("animation:\n  changes:\n    - { hide: a, show: b }\n", "3:7: a change has exactly one of"),
      ("canvas: { contentSize: huge }\n", "1:24: unknown content size 'huge'"),
      (
        "views:\n  - { name: a }\ntraits:\n  - when: { horizontal: regular }\n    constraints: [\"a.widht == 1\"]\n",
        "5:22: Unknown attribute widht; expected one of"
      ),
      (
        "views:\n  - { name: a }\ntraits:\n  - when: { vertical: compact }\n    activate: [ghost]\ncanvas: { sizeClass: [compact, compact] }\n",
        "4:5: no constraint with id 'ghost'"
      ),
    ])
  func errors(text: String, message: String) throws {
    do {
      let document = try LayoutDocument(yaml: "version: 1\n" + text, path: "bad.layout.yaml")
      _ = try document.makeScene()
      Issue.record("no error for \(text)")
    } catch {
      let shifted = message.split(separator: ":", maxSplits: 1)
      let line = Int(shifted[0])! + 1
      #expect(error.description.hasPrefix("bad.layout.yaml:\(line):\(shifted[1])"), "\(error)")
    }
  }
}

/// The presets of layout documents are rows of the one device table, the same rows Interface
/// Builder's ids name.
@Suite("Device presets")
struct DevicePresetTests {
  @Test("each preset is its device upright or on its side")
  func presets() throws {
    let se = try #require(Device.named("iphone-se-landscape"))
    #expect(se.model.name == "iPhone 8" && se.isLandscape)
    #expect(se.size == CGSize(width: 667, height: 375) && se.scale == 2 && se.safeArea == .zero)
    let max = try #require(Device.named("IPHONE-15-PRO-MAX"))
    #expect(max.size == CGSize(width: 430, height: 932))
    #expect(max.safeArea == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(max.sizeClasses == (.compact, .regular))
    let pad = try #require(Device.named("ipad-landscape"))
    #expect(pad.size == CGSize(width: 1180, height: 820) && pad.sizeClasses == (.regular, .regular))
    #expect(Device.all.count == 8)
  }
}
