import AutoLayout
import Foundation
import Testing
import UIKitEmulation
import _AutoLayoutTestSupport

/// The seeds' layouts whose sizes come from text, with real `Label`s and `TextField`s measured by
/// the fixed-advance measurer (1 em per character, ascender 0.8 em, descender 0.2 em).
@Suite("Seeds 000, 001 and 004 with text-sized labels")
struct SeedTextTests {
  /// Seed 000 "UILabel intrinsic size": a yellow view centred in its superview holds an image
  /// (fixed 30 × 30) and a label 8 points after it, top and bottom 0 to the yellow view; the
  /// yellow view's width constraint is at priority 1, the label hugs at 500 and resists
  /// compression at 751, so the yellow view grows with the text.
  func yellowView(text: String, direction: UserInterfaceLayoutDirection) -> (yellow: View, label: Label) {
    let window = makeTextWindow(320, 480, direction: direction)
    let yellow = addView(to: window, name: "yellow")
    let image = addView(
      ImageView(image: Image(size: CGSize(width: 30, height: 30))), to: yellow, name: "image")
    let label = makeLabel(text, size: 17, in: yellow)
    label.setContentHuggingPriority(LayoutPriority(500), for: .horizontal)
    label.setContentCompressionResistancePriority(LayoutPriority(751), for: .horizontal)
    let width = yellow.widthAnchor.constraint(equalToConstant: 100)
    width.priority = LayoutPriority(1)
    LayoutConstraint.activate([
      yellow.centerXAnchor.constraint(equalTo: window.centerXAnchor),
      yellow.centerYAnchor.constraint(equalTo: window.centerYAnchor),
      width,
      yellow.heightAnchor.constraint(equalToConstant: 30),
      image.leadingAnchor.constraint(equalTo: yellow.leadingAnchor),
      image.centerYAnchor.constraint(equalTo: yellow.centerYAnchor),
      label.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 8),
      label.trailingAnchor.constraint(equalTo: yellow.trailingAnchor),
      label.topAnchor.constraint(equalTo: yellow.topAnchor),
      label.bottomAnchor.constraint(equalTo: yellow.bottomAnchor),
    ])
    window.layoutIfNeeded()
    return (yellow, label)
  }

  @Test(
    "seed 000: the image-plus-label view stays centred and grows with its text", arguments: bothDirections)
  func imageAndLabel(direction: UserInterfaceLayoutDirection) {
    // "Hi" at 17 points: 34 wide; yellow 30 + 8 + 34 = 72, centred: x 124.
    let (yellow, label) = yellowView(text: "Hi", direction: direction)
    #expect(yellow.frame == rect(124, 225, 72, 30))
    let labelFrame = rect(38, 0, 34, 30)
    #expect(label.frame == (direction == .leftToRight ? labelFrame : mirrored(labelFrame, in: 72)))
    // Longer text: 12 characters, 204 wide; yellow 242, x 39.
    label.text = "Hello, world"
    label.window!.layoutIfNeeded()
    #expect(yellow.frame == rect(39, 225, 242, 30))
    #expect(label.frame.width == 204)
  }

  /// Seed 004 "dynamic height label and text field" with a real label and a rounded text field
  /// (14 points: 30 high, baseline 8 + 11.2 from the top).
  func labelAndField(labelSize: CGFloat, direction: UserInterfaceLayoutDirection) -> (
    label: Label, field: TextField
  ) {
    let window = makeTextWindow(320, 480, direction: direction)
    window.windowSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    let controller = ViewController()
    window.rootViewController = controller
    let superview: View = controller.view
    let label = makeLabel("Name", size: labelSize, in: superview)
    let field = TextField(placeholder: "Enter Name")
    field.font = .systemFont(ofSize: 14)
    field.borderStyle = .roundedRect
    addView(field, to: superview, name: "field")
    activateSeed004Constraints(label: label, field: field, controller: controller)
    window.layoutIfNeeded()
    return (label, field)
  }

  @Test(
    "seed 004: with the system font the field is taller and sits 20 below the guide",
    arguments: bothDirections)
  func systemFontLabel(direction: UserInterfaceLayoutDirection) {
    let (label, field) = labelAndField(labelSize: 17, direction: direction)
    // Field top 40, baseline 59.2; the label's baseline (top + 13.6) meets it: top 45.6 → 45.5.
    let labelFrame = rect(16, 45.5, 68, 17)
    let fieldFrame = rect(92, 40, 212, 30)
    #expect(label.frame == (direction == .leftToRight ? labelFrame : mirrored(labelFrame, in: 320)))
    #expect(field.frame == (direction == .leftToRight ? fieldFrame : mirrored(fieldFrame, in: 320)))
  }

  @Test("seed 004: a 36-point label pushes both down, baselines aligned", arguments: bothDirections)
  func largeLabel(direction: UserInterfaceLayoutDirection) {
    let (label, field) = labelAndField(labelSize: 36, direction: direction)
    // Label top 40, baseline 40 + 28.8 = 68.8 = field top + 19.2: field top 49.6 → 49.5.
    let labelFrame = rect(16, 40, 144, 36)
    let fieldFrame = rect(168, 49.5, 136, 30)
    #expect(label.frame == (direction == .leftToRight ? labelFrame : mirrored(labelFrame, in: 320)))
    #expect(field.frame == (direction == .leftToRight ? fieldFrame : mirrored(fieldFrame, in: 320)))
    let labelBaseline = label.frame.minY + label.frame.height - label.lastBaselineOffsetFromBottom!
    let fieldBaseline = field.frame.minY + field.frame.height - field.lastBaselineOffsetFromBottom!
    #expect(abs(labelBaseline - fieldBaseline) < 0.5)
  }

  @Test("a multi-line label in a cell gives the cell its height")
  func multiLineCell() {
    let window = makeTextWindow()
    let cell = TableViewCell(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
    window.addSubview(cell)
    let label = makeLabel("aaaa bbbb cccc dddd eeee", in: cell.contentView, lines: 0)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 10),
      label.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor, constant: -10),
      label.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 10),
      label.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor, constant: -10),
    ])
    // 100 points for the text: three lines of 10.
    #expect(cell.height(forWidth: 120) == 50)
    // 200 points: two lines ("aaaa bbbb cccc dddd" is 190).
    #expect(cell.height(forWidth: 220) == 40)
  }

  /// Seed 001 (3): the Masonry table cell: an image 10 from the left, centred; a one-line name
  /// label 6 after it, 10 from the top; the multi-line content label under it (6 below); the
  /// company label under that, 10 above the bottom; every label hugging vertically at required.
  /// The content label's right edge stays 10 inside the content view (as the name's does).
  @Test("seed 001: the cell with a multi-line content label", arguments: [false, true])
  func masonryCell(preferredWidth: Bool) {
    let window = makeTextWindow(320, 480)
    let table = TableView(cells: [])
    table.frame = window.bounds
    window.addSubview(table)
    let cell = TableViewCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let content = cell.contentView
    let image = addView(
      ImageView(image: Image(size: CGSize(width: 40, height: 40))), to: content, name: "image")
    let name = makeLabel("Jane", size: 17, in: content)
    let body = makeLabel(
      "Auto Layout on Linux sizes this cell from its text", size: 10, in: content, lines: 0)
    let company = makeLabel("Apple", size: 12, in: content)
    activateSeed001CellConstraints(image: image, name: name, content: body, company: company, in: content)
    if preferredWidth {
      body.preferredMaxLayoutWidth = 320 - 10 - 40 - 6 - 10
    } else {
      body.rightAnchor.constraint(lessThanOrEqualTo: content.rightAnchor, constant: -10).isActive = true
    }
    table.cells = [cell]
    window.layoutIfNeeded()
    // The body wraps at 254 points (25 characters of 10): "Auto Layout on Linux sizes" is 26
    // characters, so three lines: "Auto Layout on Linux", "sizes this cell from its", "text".
    #expect(
      body.textLayout().lines.map(\.text) == ["Auto Layout on Linux", "sizes this cell from its", "text"])
    // 10 + name 17 + 6 + body 30 + 6 + company 12 + 10 = 91.
    #expect(table.rowHeights == [91])
    #expect(body.frame == rect(56, 33, 240, 30))  // hugging its longest line
    #expect(company.frame == rect(56, 69, 60, 12))
    #expect(image.frame == rect(10, 25.5, 40, 40))
  }
}
