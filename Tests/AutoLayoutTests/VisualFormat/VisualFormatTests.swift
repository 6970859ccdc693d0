import AutoLayout
import Foundation
import Testing
import _AutoLayoutTestSupport

@Suite("Visual Format Language")
struct VisualFormatTests {
  func activate(
    _ format: String, _ options: LayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil,
    views: [String: Any]
  ) throws {
    LayoutConstraint.activate(
      try LayoutConstraint.constraints(
        withVisualFormat: format, options: options, metrics: metrics, views: views))
  }

  @Test("seed 000: pinning, width and height; the returned constraints are inactive")
  func pinningAndSize() throws {
    let window = makeWindow()
    let myView = addView(to: window)
    let views = ["myViewKey": myView]
    let pin = try LayoutConstraint.constraints(withVisualFormat: "H:|-20-[myViewKey]", views: views)
    #expect(pin.count == 1)
    #expect(!pin[0].isActive)
    LayoutConstraint.activate(pin)
    try activate("H:[myViewKey(200)]", views: views)
    try activate("V:[myViewKey(100)]", views: views)
    try activate("V:|-40-[myViewKey]", views: views)
    window.layoutIfNeeded()
    #expect(myView.frame == rect(20, 40, 200, 100))
  }

  @Test("seed 000: centring with [viewKey]-(<=0)-[myViewKey] and an alignment option")
  func centringTrick() throws {
    let window = makeWindow()
    let myView = addView(to: window)
    let views: [String: Any] = ["myViewKey": myView, "viewKey": window]
    try activate("H:[myViewKey(200)]", views: views)
    try activate("V:[myViewKey(100)]", views: views)
    try activate("V:[viewKey]-(<=0)-[myViewKey]", .alignAllCenterX, views: views)
    try activate("H:[viewKey]-(<=0)-[myViewKey]", .alignAllCenterY, views: views)
    window.layoutIfNeeded()
    #expect(myView.frame == rect(60, 190, 200, 100))
  }

  @Test(
    "seed 000: two buttons between layout guides, H:|[leftSpace][button1]-[button2][rightSpace]|",
    arguments: bothDirections)
  func guides(direction: UserInterfaceLayoutDirection) throws {
    let window = makeWindow(direction: direction)
    let button1 = addView(SizedView(80, 30), to: window)
    let button2 = addView(SizedView(60, 30), to: window)
    let leftSpace = LayoutGuide()
    let rightSpace = LayoutGuide()
    window.addLayoutGuide(leftSpace)
    window.addLayoutGuide(rightSpace)
    let views: [String: Any] = [
      "leftSpace": leftSpace, "button1": button1, "button2": button2, "rightSpace": rightSpace,
    ]
    try activate("H:|[leftSpace][button1]-[button2][rightSpace]|", views: views)
    leftSpace.widthAnchor.constraint(equalTo: rightSpace.widthAnchor).isActive = true
    button1.topAnchor.constraint(equalTo: window.topAnchor).isActive = true
    button2.topAnchor.constraint(equalTo: window.topAnchor).isActive = true
    window.layoutIfNeeded()
    let one = rect(86, 0, 80, 30)
    let two = rect(174, 0, 60, 30)
    #expect(button1.frame == (direction == .leftToRight ? one : mirrored(one, in: 320)))
    #expect(button2.frame == (direction == .leftToRight ? two : mirrored(two, in: 320)))
  }

  @Test("seed 000: H:|[bgView][aGradeView(40)][bGradeView(40)]|")
  func gradeViews() throws {
    let window = makeWindow()
    let names = ["bgView", "aGradeView", "bGradeView"]
    var views: [String: Any] = [:]
    for name in names { views[name] = addView(to: window) }
    try activate("H:|[bgView][aGradeView(40)][bGradeView(40)]|", views: views)
    for name in names { try activate("V:|[\(name)]|", views: views) }
    window.layoutIfNeeded()
    #expect((views["bgView"] as! View).frame == rect(0, 0, 240, 480))
    #expect((views["aGradeView"] as! View).frame == rect(240, 0, 40, 480))
    #expect((views["bGradeView"] as! View).frame == rect(280, 0, 40, 480))
  }

  @Test("seed 000: blue and red views with alignAllLeft (ignored: one view) and alignAllTrailing")
  func blueAndRed() throws {
    let window = makeWindow()
    let blue = addView(to: window)
    let red = addView(to: window)
    try activate("H:|-20-[blueView]-20-|", .alignAllLeft, views: ["blueView": blue])
    try activate(
      "V:|-20-[blueView(50)]-20-[redView(==blueView)]", .alignAllTrailing,
      views: ["blueView": blue, "redView": red])
    try LayoutConstraint(
      item: red, attribute: .width, relatedBy: .equal, toItem: blue, attribute: .width, multiplier: 0.5,
      constant: 0
    ).isActive = true
    window.layoutIfNeeded()
    #expect(blue.frame == rect(20, 20, 280, 50))
    #expect(red.frame == rect(160, 90, 140, 50))
  }

  @Test("seed 002: the addView example with metrics, centred by the (<=1) trick")
  func addViewExample() throws {
    let window = makeWindow(320, 480)
    let superview = window
    let container = addView(to: superview)
    let textField = addView(SizedView(97, 30), to: container)
    let button1 = addView(SizedView(40, 30), to: container)
    let button2 = addView(SizedView(56, 30), to: container)
    let label = addView(SizedView(View.noIntrinsicMetric, 41), to: container)
    let metrics: [String: Any] = ["margin": 10, "textFieldWidth": 160, "buttonWidth": 44]
    let bindings: [String: Any] = [
      "textField": textField, "button1": button1, "button2": button2, "label": label,
    ]
    try activate(
      "H:|-(margin)-[textField(textFieldWidth)]-(margin)-[button1(==button2)]-(margin)-[button2]-(margin)-|",
      metrics: metrics, views: bindings)
    try activate("H:|-(margin)-[label]-(margin)-|", metrics: metrics, views: bindings)
    try activate("V:|-(margin)-[textField]-(margin)-[label]-(margin)-|", metrics: metrics, views: bindings)
    try activate("V:|-(margin)-[button1]", metrics: metrics, views: bindings)
    try activate("V:|-(margin)-[button2]", metrics: metrics, views: bindings)
    let containerBindings: [String: Any] = ["superview": superview, "container": container]
    try activate("H:[superview]-(<=1)-[container(<=superview)]", .alignAllCenterY, views: containerBindings)
    try activate("V:[superview]-(<=1)-[container]", .alignAllCenterX, views: containerBindings)
    window.layoutIfNeeded()
    // Row: 10 + 160 + 10 + 56 + 10 + 56 + 10 = 312 wide (equal buttons as wide as "Cancel");
    // column: 10 + 30 + 10 + 41 + 10 = 101 high; centred in 320 × 480.
    #expect(container.frame == rect(4, 189.5, 312, 101))
    #expect(textField.frame == rect(10, 10, 160, 30))
    #expect(button1.frame == rect(180, 10, 56, 30))
    #expect(button2.frame == rect(246, 10, 56, 30))
    #expect(label.frame == rect(10, 50, 292, 41))
  }

  @Test("seed 002: two spacings between the same views at 900 and 800")
  func twoPriorities() throws {
    let window = makeWindow()
    let someView1 = addView(SizedView(50, 20), to: window)
    let someView2 = addView(SizedView(50, 20), to: window)
    let views = ["someView1": someView1, "someView2": someView2]
    try activate(
      "H:[someView1]-(value1@900, value2@800)-[someView2]", metrics: ["value1": 10, "value2": 20],
      views: views)
    try activate("H:|[someView1]", views: views)
    try activate("V:|[someView1]", views: views)
    try activate("V:[someView1(==someView2)]", views: views)
    try activate("V:|[someView2]", views: views)
    window.layoutIfNeeded()
    #expect(someView2.frame.minX == 60)
  }

  @Test("standard spacing, margins, priorities, direction options and baseline spacing")
  func grammar() throws {
    let window = makeWindow()
    let a = addView(SizedView(40, 20), to: window)
    let b = addView(SizedView(40, 20), to: window)
    let views = ["a": a, "b": b]
    try activate("|-[a]-[b(>=70,<=100@500)]-(>=20@750)-|", views: views)
    try activate("V:|-(-2)-[a]", views: views)
    try activate("V:|->=8-[b]", views: views)
    window.layoutIfNeeded()
    #expect(a.frame == rect(8, -2, 40, 20))  // |- is the margin (8)
    #expect(b.frame.minX == 56)  // standard 8 after a
    #expect(b.frame.width == 70)
    #expect(b.frame.minY == 8)
    // Right to left: a is to the right of b.
    let rtl = makeWindow()
    let c = addView(SizedView(40, 20), to: rtl)
    let d = addView(SizedView(40, 20), to: rtl)
    try activate(
      "H:|-10-[c]-12@hp-[d]", .directionRightToLeft, metrics: ["hp": 999], views: ["c": c, "d": d])
    try activate("V:|[c]", views: ["c": c])
    try activate("V:|[d]", views: ["d": d])
    rtl.layoutIfNeeded()
    #expect(c.frame == rect(270, 0, 40, 20))
    #expect(d.frame == rect(218, 0, 40, 20))
    // Decimal numbers and bare names as predicates.
    let e = addView(to: rtl)
    try activate("H:[e(44.000000@750)]", views: ["e": e])
    try activate("V:[e(d)]", views: ["e": e, "d": d])
    try activate("|[e]", views: ["e": e])
    try activate("V:|[e]", views: ["e": e])
    rtl.layoutIfNeeded()
    #expect(e.frame == rect(0, 0, 44, 20))
  }

  @Test("baseline-to-baseline spacing and baseline alignment")
  func baselines() throws {
    let window = makeWindow()
    let title = addView(TextLike(100, 30, baselineFromBottom: 6), to: window)
    let subtitle = addView(TextLike(80, 20, baselineFromBottom: 4), to: window)
    try activate(
      "V:|-20-[title]-10-[subtitle]", [.spacingBaselineToBaseline],
      views: ["title": title, "subtitle": subtitle])
    try activate("H:|[title]", views: ["title": title])
    try activate("H:|[subtitle]", views: ["subtitle": subtitle])
    window.layoutIfNeeded()
    // title baseline at 20 + 24 = 44; subtitle's first baseline (top + 16) 10 below: top 38.
    #expect(subtitle.frame.minY == 38)
  }

  @Test(
    "Apple's documented errors, with Apple's text and caret",
    arguments: [
      ("V|[backgroundBox]|", "Expected ':' after 'V' to specify vertical arrangement", 1),
      (
        "|[whiteBox1][blackBox4(blackWidth][redBox]|",
        "A predicate on a view's thickness must end with ')' and the view must end with ']'", 33
      ),
      ("|[whiteBox2][blackBox]", "Unable to find view with name blackBox", 21),
      ("V:|[backgroundBox4(!=50)]|", "Unknown relation. Must be ==, >=, or <=", 19),
    ])
  func appleErrors(format: String, message: String, caret: Int) {
    let window = makeWindow()
    var views: [String: Any] = [:]
    for name in ["backgroundBox", "whiteBox1", "whiteBox2", "blackBox4", "redBox", "backgroundBox4"] {
      views[name] = addView(to: window)
    }
    do {
      _ = try LayoutConstraint.constraints(
        withVisualFormat: format, options: [], metrics: ["blackWidth": 20], views: views)
      Issue.record("expected an error")
    } catch let error as VisualFormatError {
      #expect(error.message == message)
      #expect(error.position == caret)
      #expect(
        error.description
          == "Unable to parse constraint format: \n\(message)\n\(format)\n"
          + String(repeating: " ", count: caret) + "^")
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test("other errors: superview, metrics, priorities, alignment options")
  func otherErrors() {
    let orphan = View()
    let window = makeWindow()
    let a = addView(to: window)
    let b = addView(to: window)
    func message(_ format: String, _ options: LayoutConstraint.FormatOptions = [], views: [String: Any])
      -> String?
    {
      do {
        _ = try LayoutConstraint.constraints(
          withVisualFormat: format, options: options, metrics: nil, views: views)
        return nil
      } catch {
        return (error as? VisualFormatError)?.message
      }
    }
    #expect(
      message("|[orphan]", views: ["orphan": orphan])
        == "Unable to interpret '|' character, because the related view doesn't have a superview")
    #expect(
      message("[a]-gap-[b]", views: ["a": a, "b": b])
        == "Expected a number or key from the metrics dictionary, but found gap")
    #expect(
      message("[a(100@1050)]", views: ["a": a])
        == "Invalid priority specified: 1050. Priority cannot be higher than UILayoutPriorityRequired, which is 1000."
    )
    #expect(
      message("V:[a]-[b]", .alignAllTop, views: ["a": a, "b": b])
        == "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical."
    )
    #expect(
      message("[a]-[b]", .alignAllLeading, views: ["a": a, "b": b])
        == "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal."
    )
    #expect(message("Hz[a]", views: ["a": a]) == "Expected ':' after 'H' to specify horizontal arrangement")
    #expect(message("", views: [:]) == "Expected a view")
    #expect(message("[a]-", views: ["a": a]) == "Expected a view")
    #expect(message("[1a]", views: ["a": a])?.hasPrefix("Expected a view. View names must start") == true)
  }
}
