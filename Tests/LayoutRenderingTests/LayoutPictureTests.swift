import AutoLayout
import Foundation
import LayoutRendering
import SnapshotTesting
import Testing
import _AutoLayoutTestSupport

/// A view with a fixed intrinsic size.
final class Sized: View {
  let size: CGSize
  init(_ width: CGFloat, _ height: CGFloat) {
    size = CGSize(width: width, height: height)
    super.init(frame: .zero)
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  override var intrinsicContentSize: CGSize { size }
}

/// A 320 × 480 window with named subviews.
func scene(_ names: [String], direction: UserInterfaceLayoutDirection = .leftToRight) -> (Window, [View]) {
  let window = Window(size: CGSize(width: 320, height: 480), layoutDirection: direction)
  window.layoutName = "root"
  let views = names.map { name -> View in
    let view = View()
    view.translatesAutoresizingMaskIntoConstraints = false
    view.layoutName = name
    window.addSubview(view)
    return view
  }
  return (window, views)
}

/// The SVG lines whose `<title>` mentions the text (constraint marks carry their description).
func lines(_ svg: String, containing text: String) -> [Substring] {
  svg.split(separator: "\n").filter { $0.contains(text) }
}

@Suite("LayoutPicture: pictures in Interface Builder's conventions")
struct LayoutPictureTests {
  let scratch = ScratchDirectory("picture")

  @Test("views at their frames, I-bars for spacing and sizes, a legend; the same bytes every run")
  func basics() throws {
    let (window, views) = scene(["box"])
    let box = views[0]
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
      box.topAnchor.constraint(equalTo: window.topAnchor, constant: 40),
      box.widthAnchor.constraint(equalToConstant: 200),
      box.heightAnchor.constraint(equalToConstant: 100),
    ])
    window.layoutIfNeeded()
    var picture = LayoutPicture(root: window, title: "box")
    picture.showsConstraintOrigins = false  // the golden does not move with this file's lines
    let svg = picture.svg()
    #expect(
      svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(svg.contains("<rect id=\"view:box\" x=\"20\" y=\"40\" width=\"200\" height=\"100\""))
    // The leading space: an I-bar from the root's edge (x 0) to the box (x 20) at the box's middle.
    let leading = lines(svg, containing: "H:|-(20)-[box]")
    #expect(leading.first?.contains("x1=\"0\" y1=\"90\" x2=\"20\" y2=\"90\"") == true)
    #expect(leading.first?.contains("stroke=\"#2f7cf6\"") == true)
    // The width: an I-bar just inside the bottom edge reading 200.
    let width = lines(svg, containing: "H:[box(200)]")
    #expect(width.first?.contains("x1=\"20\" y1=\"133\" x2=\"220\" y2=\"133\"") == true)
    #expect(svg.contains(">200</text>"))
    #expect(svg.contains("<g id=\"legend\""))
    #expect(svg.contains("optional constraint (priority &lt; 1000)"))
    #expect(picture.svg() == svg)
    assertSnapshot(of: svg, as: .lines, named: "box")
  }

  @Test("the compact element is the same picture on one line, single-quoted, constraint ids on the marks")
  func compact() throws {
    let (window, views) = scene(["box"])
    let width = views[0].widthAnchor.constraint(equalToConstant: 200)
    LayoutConstraint.activate([
      views[0].leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
      views[0].topAnchor.constraint(equalTo: window.topAnchor, constant: 40), width,
      views[0].heightAnchor.constraint(equalToConstant: 100),
    ])
    window.layoutIfNeeded()
    var picture = LayoutPicture(root: window)
    picture.setIdentifier("c7", for: width)
    picture.showsConstraintTooltips = false
    let compact = picture.compactSVGElement()
    let element = picture.svgElement()
    #expect(!compact.contains("  "))
    #expect(!compact.contains("\""))
    #expect(compact.hasPrefix("<svg xmlns='http://www.w3.org/2000/svg'"))
    #expect(compact.contains("data-constraint='c7'"))
    #expect(!compact.contains("<title>box.width"))
    // The same elements, one per line.
    let lines = element.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(lines.joined(separator: "\n").replacingOccurrences(of: "\"", with: "'") + "\n" == compact)
  }

  @Test("a view's background colour fills it (translucent, so nesting shows)")
  func backgroundColor() {
    let (window, views) = scene(["red", "plain"])
    views[0].backgroundColor = .red
    views[1].backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)
    for (index, view) in views.enumerated() {
      LayoutConstraint.activate([
        view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
        view.topAnchor.constraint(equalTo: window.topAnchor, constant: 10 + 60 * CGFloat(index)),
        view.widthAnchor.constraint(equalToConstant: 50),
        view.heightAnchor.constraint(equalToConstant: 50),
      ])
    }
    window.layoutIfNeeded()
    let svg = LayoutPicture(root: window).svg()
    let red = lines(svg, containing: "id=\"view:red\"")
    #expect(red.first?.contains("fill=\"#ff0000\" fill-opacity=\"0.45\"") == true)
    let slate = lines(svg, containing: "id=\"view:plain\"")
    #expect(slate.first?.contains("fill=\"#336699\" fill-opacity=\"0.23\"") == true)  // 0.45 × 0.5
  }

  @Test("optional constraints are dashed; inequalities carry ≥; equal widths a = badge on both bars")
  func styles() throws {
    let (window, views) = scene(["left", "right"])
    let (left, right) = (views[0], views[1])
    let wish = left.widthAnchor.constraint(equalToConstant: 120)
    wish.priority = .defaultHigh
    LayoutConstraint.activate([
      left.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
      right.leadingAnchor.constraint(greaterThanOrEqualTo: left.trailingAnchor, constant: 12),
      window.trailingAnchor.constraint(equalTo: right.trailingAnchor, constant: 20),
      right.widthAnchor.constraint(equalTo: left.widthAnchor), wish,
      left.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
      right.topAnchor.constraint(equalTo: left.topAnchor),
      left.heightAnchor.constraint(equalToConstant: 80), right.heightAnchor.constraint(equalToConstant: 80),
    ])
    window.layoutIfNeeded()
    var picture = LayoutPicture(root: window)
    picture.showsConstraintOrigins = false
    let svg = picture.svg()
    assertSnapshot(of: svg, as: .lines, named: "styles")
    #expect(LayoutPicture(root: window).svg().contains("— LayoutRenderingTests/LayoutPictureTests.swift:"))
    #expect(lines(svg, containing: "H:[left(120@750)]").first?.contains("stroke-dasharray=\"3 2\"") == true)
    // Stacked above the = bar.
    #expect(lines(svg, containing: "H:[left(120@750)]").first?.contains("y1=\"82\"") == true)
    #expect(lines(svg, containing: "H:[left]-(&gt;=12)-[right]").first?.contains("stroke-dasharray") == false)
    #expect(svg.contains(">≥ 12</text>"))
    #expect(lines(svg, containing: ">=</text>").count == 3)  // one on each bar, one in the legend
    // Aligned tops: a plain line (no caps) along y = 20 across both views.
    #expect(
      lines(svg, containing: "right.top == left.top").first?.contains(
        "x1=\"20\" y1=\"20\" x2=\"300\" y2=\"20\"") == true)
  }

  @Test("a misplaced view is orange at its given frame, its solved frame dashed")
  func misplaced() throws {
    let (window, views) = scene(["box"])
    let box = views[0]
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
      box.topAnchor.constraint(equalTo: window.topAnchor, constant: 40),
      box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 50),
    ])
    window.layoutIfNeeded()
    let misplacement = Misplacement(
      view: box, frame: CGRect(x: 60, y: 40, width: 100, height: 50), solved: box.frame)
    let svg = LayoutPicture(root: window, misplacements: [misplacement]).svg()
    #expect(
      svg.contains(
        "<rect id=\"view:box\" x=\"60\" y=\"40\" width=\"100\" height=\"50\" fill=\"#d5dde8\" fill-opacity=\"0.45\" stroke=\"#f59a23\""
      ))
    #expect(
      svg.contains(
        "<rect id=\"solved:box\" x=\"20\" y=\"40\" width=\"100\" height=\"50\" fill=\"none\" stroke=\"#f59a23\" stroke-dasharray=\"3 2\""
      ))
    #expect(lines(svg, containing: "H:|-(20)-[box]").first?.contains("x2=\"60\"") == true)
    #expect(lines(svg, containing: "H:|-(20)-[box]").first?.contains("#f59a23") == true)
  }

  @Test("an ambiguous view and its constraints are red; a broken constraint is red with ✕")
  func errors() throws {
    let (window, views) = scene(["loose", "left", "label"])
    let (loose, left, label) = (views[0], views[1], views[2])
    loose.widthAnchor.constraint(equalToConstant: 80).isActive = true
    loose.heightAnchor.constraint(equalToConstant: 30).isActive = true
    LayoutLog.withHandler({ _ in }) {
      LayoutConstraint.activate([
        left.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        left.widthAnchor.constraint(equalToConstant: 50),
        label.leadingAnchor.constraint(equalTo: left.trailingAnchor),
        label.widthAnchor.constraint(greaterThanOrEqualToConstant: 400),
        window.trailingAnchor.constraint(equalTo: label.trailingAnchor),
        left.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
        label.topAnchor.constraint(equalTo: left.topAnchor),
        left.heightAnchor.constraint(equalToConstant: 20), label.heightAnchor.constraint(equalToConstant: 20),
      ])
      window.layoutIfNeeded()
    }
    let svg = LayoutLog.withHandler({ _ in }) { LayoutPicture(root: window).svg() }
    #expect(
      svg.contains(
        "<rect id=\"view:loose\" x=\"0\" y=\"0\" width=\"80\" height=\"30\" fill=\"#d5dde8\" fill-opacity=\"0.45\" stroke=\"#e5322d\""
      ))
    #expect(lines(svg, containing: "H:[loose(80)]").first?.contains("#e5322d") == true)
    #expect(lines(svg, containing: "H:[label(&gt;=400)]").first?.contains("#e5322d") == true)
    // The left view's 50 points are not needed for the conflict: without them its width would
    // have to be −80, and no view's width goes below 0.
    #expect(lines(svg, containing: "H:[left(50)]").first?.contains("#e5322d") == false)
    // The engine breaks the newest constraint of the set (root.trailing == label.trailing): an
    // I-bar from the label's trailing edge (450) back to the root's (320), marked ✕.
    let broken = lines(svg, containing: "H:[label]-(0)-|")
    #expect(broken.first?.contains("x1=\"450\" y1=\"110\" x2=\"320\" y2=\"110\"") == true)
    #expect(broken.first?.contains("#e5322d") == true)
    #expect(svg.contains(">0 ✕</text>"))
    #expect(svg.components(separatedBy: "✕</text>").count == 2)
    #expect(lines(svg, containing: "V:|-(100)-[left]").first?.contains("#2f7cf6") == true)
  }

  @Test("labels read in the layout direction; RTL mirrors the marks", arguments: [false, true])
  func direction(rightToLeft: Bool) throws {
    let (window, _) = scene([], direction: rightToLeft ? .rightToLeft : .leftToRight)
    let label = Sized(100, 21)
    label.translatesAutoresizingMaskIntoConstraints = false
    label.layoutName = "greeting"
    window.addSubview(label)
    label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20).isActive = true
    label.topAnchor.constraint(equalTo: window.topAnchor, constant: 20).isActive = true
    window.layoutIfNeeded()
    var picture = LayoutPicture(root: window)
    picture.setContent(.label("Hello"), for: label)
    let svg = picture.svg()
    let text = try #require(lines(svg, containing: "id=\"text:greeting\"").first)
    if rightToLeft {
      #expect(label.frame.minX == 200)
      #expect(text.contains("x=\"299\"") && text.contains("text-anchor=\"end\""))
      #expect(
        lines(svg, containing: "H:|-(20)-[greeting]").first?.contains("x1=\"320\" y1=\"30.5\" x2=\"300\"")
          == true)
    } else {
      #expect(text.contains("x=\"21\"") && !text.contains("text-anchor"))
    }
    #expect(text.hasSuffix(">Hello</text>"))
  }

  @Test("an animated SVG moves the views between two layouts and cross-fades the constraints")
  func animation() throws {
    let (window, views) = scene(["box"])
    let box = views[0]
    let top = box.topAnchor.constraint(equalTo: window.topAnchor, constant: 20)
    LayoutConstraint.activate([
      top, box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
      box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 100),
    ])
    window.layoutIfNeeded()
    var picture = LayoutPicture(root: window)
    picture.showsConstraintOrigins = false
    let svg = picture.animatedSVG(duration: 0.25) { top.constant = 220 }
    #expect(box.frame.minY == 220)
    #expect(
      svg.contains(
        "<animate attributeName=\"y\" values=\"20;20;220;220;20\" keyTimes=\"0;0.4;0.5;0.9;1\" calcMode=\"spline\""
      ))
    #expect(svg.contains("dur=\"2.5s\" repeatCount=\"indefinite\"/>"))
    #expect(svg.contains("<g id=\"constraints-before\" opacity=\"1\">"))
    #expect(svg.contains("<g id=\"constraints-after\" opacity=\"0\">"))
    #expect(!svg.contains("attributeName=\"x\""))
    assertSnapshot(of: svg, as: .lines, named: "animated")
  }

  @Test("PNG through rsvg-convert, or a clear error when it is not installed")
  func png() throws {
    let (window, views) = scene(["box"])
    views[0].frame = CGRect(x: 10, y: 10, width: 50, height: 50)
    let svg = LayoutPicture(root: window).svg()
    let path = scratch.file("picture.png").path
    let rasterizer = SVGRasterizer()
    if rasterizer.executable != nil {
      try rasterizer.writePNG(svg: svg, to: path, zoom: 2)
      let data = try Data(contentsOf: URL(fileURLWithPath: path))
      #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
      // IHDR: width and height, big-endian, at bytes 16 and 20; the SVG is 388 × 657 points.
      let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }
      let height = data[20..<24].reduce(0) { $0 << 8 | Int($1) }
      #expect(width == 776)
      #expect(height == 1_314)
    } else {
      #expect(throws: SVGRasterizer.Failure.self) { try rasterizer.writePNG(svg: svg, to: path) }
    }
  }
}
