import AutoLayout
import Foundation
import Testing
import UIKitEmulation
import _AutoLayoutTestSupport

/// Text is measured with fixed advances: every character is as wide as the font's size, a line as
/// tall.
@Suite("Steppers, progress views, segmented controls, configured buttons and the first responder")
struct InputControlsTests {
  @Test("a stepper is 94 × 32; its value stays within its bounds, steps and wraps")
  func stepper() {
    let stepper = Stepper()
    #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
    stepper.maximumValue = 3
    stepper.value = 7
    #expect(stepper.value == 3)
    let changes = LockedBox()
    stepper.addAction(Action { _ in changes.append("changed") }, for: .valueChanged)
    #expect(stepper.step(up: true) == 3)  // stops at the end
    stepper.wraps = true
    #expect(stepper.step(up: true) == 0)  // wraps to the start
    #expect(stepper.step(up: false) == 3)
    #expect(changes.text == "changed\nchanged\nchanged")
    #expect(Stepper.uikitName == "UIStepper")
  }

  @Test("a progress view is 4 points tall and as wide as constraints make it")
  func progressView() {
    let window = makeWindow(320, 480)
    let bar = ProgressView(progressViewStyle: .default)
    bar.progress = 1.5
    #expect(bar.progress == 1)
    #expect(bar.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: 4))
    addView(bar, to: window)
    LayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
      bar.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -20),
      bar.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
    ])
    window.layoutIfNeeded()
    #expect(bar.frame == rect(20, 100, 280, 4))
  }

  @Test("a segmented control: segments as wide as the widest title plus 8 each side; frame 1 below")
  func segmentedControl() {
    let window = makeTextWindow(400, 480)
    let control = SegmentedControl(items: ["Day", "Week"])
    let below = View()
    addView(control, to: window)
    addView(below, to: window)
    LayoutConstraint.activate([
      control.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
      control.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
      below.topAnchor.constraint(equalTo: control.bottomAnchor, constant: 8),
      below.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      below.widthAnchor.constraint(equalToConstant: 10),
      below.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    // "Week": 4 × 13 = 52, plus 16: two segments of 68; 31 tall, the frame 32.
    #expect(control.frame == rect(20, 20, 136, 32))
    #expect(below.frame.minY == 59)  // 20 + 31 + 8
    control.apportionsSegmentWidthsByContent = true
    window.layoutIfNeeded()
    #expect(control.frame.width == 123)  // 39 + 16 and 52 + 16
    control.setWidth(80, forSegmentAt: 0)
    window.layoutIfNeeded()
    #expect(control.frame.width == 148)
    control.selectedSegmentIndex = 1
    control.insertSegment(withTitle: "Year", at: 0, animated: false)
    #expect(control.numberOfSegments == 3 && control.selectedSegmentIndex == 2)
    control.removeSegment(at: 2, animated: false)
    #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
    control.selectedSegmentIndex = 9  // no such segment: ignored
    #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
    #expect(control.titleForSegment(at: 0) == "Year")
  }

  @Test("a configured button: its title in the body font inside insets of 7 and 12, image beside or above")
  func configuredButton() {
    let window = makeTextWindow(400, 480)
    var configuration = Button.Configuration.filled()
    configuration.title = "Log In"
    let button = Button(configuration: configuration)
    window.addSubview(button)
    // "Log In": 6 × 17 = 102 wide, a 17-point line.
    #expect(button.intrinsicContentSize == CGSize(width: 126, height: 31))
    button.configuration?.image = Image(size: CGSize(width: 20, height: 20))
    button.configuration?.imagePadding = 8
    #expect(button.intrinsicContentSize == CGSize(width: 154, height: 34))
    button.configuration?.imagePlacement = .top
    #expect(button.intrinsicContentSize == CGSize(width: 126, height: 59))
    let plain = Button(configuration: .plain(), primaryAction: Action(title: "Go") { _ in })
    window.addSubview(plain)
    #expect(plain.configuration?.title == "Go")
    #expect(plain.intrinsicContentSize == CGSize(width: 58, height: 31))
  }

  @Test("a text field becomes the first responder in a window; endEditing makes it resign")
  func firstResponder() {
    let window = makeWindow(320, 480)
    let form = View()
    let email = TextField(placeholder: "Email")
    let password = TextField(placeholder: "Password")
    let label = Label(text: "Sign in")
    window.addSubview(form)
    for view in [email, password, label] { form.addSubview(view) }
    #expect(TextField(placeholder: "Detached").becomeFirstResponder() == false)
    #expect(!label.becomeFirstResponder())
    #expect(email.becomeFirstResponder() && email.isFirstResponder)
    #expect(password.becomeFirstResponder())
    #expect(password.isFirstResponder && !email.isFirstResponder)
    #expect(!label.endEditing(true))  // not inside the label
    #expect(form.endEditing(true))
    #expect(!password.isFirstResponder)
    #expect(TextView().canBecomeFirstResponder)
  }

  @Test("a system symbol is nil until its size is registered")
  func systemSymbols() {
    #expect(Image(systemName: "never.registered.symbol") == nil)
    Image.register(systemName: "test.star", size: CGSize(width: 20, height: 19))
    let star = Image(systemName: "test.star")?.withRenderingMode(.alwaysTemplate)
    #expect(star?.size == CGSize(width: 20, height: 19))
    #expect(ImageView(image: star).intrinsicContentSize == CGSize(width: 20, height: 19))
    #expect(star?.isSymbolImage == true && Image(size: CGSize(width: 2, height: 2)).isSymbolImage == false)
  }

  @Test("a symbol configuration scales the registered size: point size over 17, 0.8 small, 1.3 large")
  func symbolConfigurations() throws {
    Image.register(systemName: "test.gear", size: CGSize(width: 20, height: 10))
    let gear = try #require(Image(systemName: "test.gear"))
    #expect(gear.withConfiguration(.init(pointSize: 34)).size == CGSize(width: 40, height: 20))
    #expect(gear.withConfiguration(.init(scale: .small)).size == CGSize(width: 16, height: 8))
    #expect(gear.withConfiguration(.init(scale: .large)).size == CGSize(width: 26, height: 13))
    // Configurations accumulate: 34 points, then the large scale.
    let both = gear.withConfiguration(.init(pointSize: 34)).withConfiguration(.init(scale: .large))
    #expect(both.size == CGSize(width: 52, height: 26))
    let expected = Image.SymbolConfiguration(pointSize: 34).applying(.init(scale: .large))
    #expect(both.symbolConfiguration == expected)
    // A text style: the large title is 34 points at the default text size.
    let title = try #require(
      Image(systemName: "test.gear", withConfiguration: .init(textStyle: .largeTitle)))
    #expect(title.size == CGSize(width: 40, height: 20))
    // Other images keep their size.
    #expect(Image(size: CGSize(width: 5, height: 5)).withConfiguration(.init(pointSize: 34)).size.width == 5)
  }

  @Test("an image view sizes a symbol by its preferred configuration, and by its text size for a text style")
  func imageViewSymbolConfiguration() throws {
    Image.register(systemName: "test.bell", size: CGSize(width: 17, height: 17))
    let bell = ImageView(image: Image(systemName: "test.bell"))
    #expect(bell.intrinsicContentSize == CGSize(width: 17, height: 17))
    bell.preferredSymbolConfiguration = .init(pointSize: 51)
    #expect(bell.intrinsicContentSize == CGSize(width: 51, height: 51))
    bell.preferredSymbolConfiguration = .init(textStyle: .body)
    let window = makeTextWindow(320, 480)
    window.addSubview(bell)
    window.contentSizeCategory = ContentSizeCategory.extraExtraExtraLarge.rawValue
    // The body style is 23 points at xxxL.
    #expect(bell.intrinsicContentSize == CGSize(width: 23, height: 23))
  }
}

@Suite("List content configurations, baseline spacing in stacks, spring animations")
struct ModernUIKitTests {
  @Test("a list configuration fills the built-in views; a secondary text makes a plain cell a subtitle cell")
  func listContentConfiguration() {
    let window = makeTextWindow(320, 480)
    let cell = TableViewCell(style: .default, reuseIdentifier: "cell")
    window.addSubview(cell)
    var content = cell.defaultContentConfiguration()
    content.text = "Inbox"
    content.secondaryText = "3 unread"
    content.secondaryTextProperties.font = .systemFont(ofSize: 10)
    cell.contentConfiguration = content
    #expect(cell.textLabel?.text == "Inbox")
    #expect(cell.detailTextLabel?.text == "3 unread")
    #expect(cell.detailTextLabel?.font == .systemFont(ofSize: 10))
    #expect(cell.textLabel?.superview === cell.contentView)
    // Two lines (17 + 10) inside the content view's margins of 8: 43, the 43.5 minimum wins.
    #expect(cell.height(forWidth: 320) == 43.5)
    content.text = String(repeating: "x", count: 30)  // 510 points of 17: wraps to 2 lines of 17
    cell.contentConfiguration = content
    #expect(cell.height(forWidth: 320) == 60)  // 8 + 2 × 17 + 10 + 8
    // Without a secondary text the cell is a plain one again: no detail label.
    cell.contentConfiguration = .cell()
    #expect(cell.detailTextLabel == nil)
    #expect(cell.contentView.subviews.filter { $0 is Label }.count == 1)
    var value = ListContentConfiguration.valueCell()
    value.text = "Wi-Fi"
    value.secondaryText = "Home"
    cell.contentConfiguration = value
    window.frame = window.frame  // no size change
    cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    window.layoutIfNeeded()
    // The value sits at the trailing margin: 320 − 8 − 4 × 17.
    #expect(cell.detailTextLabel?.frame.minX == 244)
  }

  @Test("a baseline-relative stack with the system spacing keeps 8 points between its lines")
  func baselineSystemSpacing() {
    let window = makeTextWindow(320, 480)
    let title = makeLabel("Title", size: 20, in: window)
    let body = makeLabel("Body", size: 10, in: window)
    let stack = StackView(arrangedSubviews: [title, body])
    stack.axis = .vertical
    stack.alignment = .leading
    stack.spacing = StackView.spacingUseSystem
    stack.isBaselineRelativeArrangement = true
    addView(stack, to: window)
    LayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
      stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
    ])
    window.layoutIfNeeded()
    // Title's baseline at 16, its descent 4, then 8, then Body's ascender 8: baselines 20 apart,
    // the lines 8 apart.
    #expect(title.frame == rect(0, 0, 100, 20))
    #expect(body.frame == rect(0, 28, 40, 10))
    stack.setCustomSpacing(30, after: title)
    window.layoutIfNeeded()
    #expect(body.frame.minY == 38)  // baselines 30 apart: 16 + 30 − 8
  }

  @Test("a spring animation ends at the new frames and overshoots on the way with a damping below 1")
  func springAnimation() {
    let window = makeWindow(320, 480)
    let box = addView(to: window)
    let leading = box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 0)
    LayoutConstraint.activate([
      leading, box.topAnchor.constraint(equalTo: window.topAnchor),
      box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    leading.constant = 100
    let animation = View.animate(
      withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0, options: [],
      animations: { window.layoutIfNeeded() })
    #expect(animation.curve == .spring(dampingRatio: 0.3))
    #expect(box.frame.minX == 100)
    #expect(animation.frame(of: box, at: 1).minX == 100)
    let path = stride(from: 0.0, through: 1.0, by: 0.01).map { animation.frame(of: box, at: $0).minX }
    #expect(path.max()! > 100)
  }
}

@Suite("Measuring a cell again after its text changed")
struct RemeasureTests {
  @Test("a cell measured again at the same width after its text grew wraps the new text")
  func sameWidthAfterTextChange() {
    let window = makeTextWindow(320, 480)
    let cell = TableViewCell(style: .subtitle, reuseIdentifier: "cell")
    window.addSubview(cell)
    cell.textLabel?.font = .systemFont(ofSize: 10)
    cell.detailTextLabel?.font = .systemFont(ofSize: 10)
    cell.textLabel?.numberOfLines = 0
    cell.textLabel?.text = "Inbox"
    cell.detailTextLabel?.text = "detail"
    // 8 + 10 + 10 + 8 = 36: the 43.5 minimum.
    #expect(cell.height(forWidth: 320) == 43.5)
    // 60 characters of 10 points in the 304 between the margins: 2 lines (30 characters each, at
    // spaces), where the empty image view, as compressible as the label, must not go below 0
    // wide to make room for the text on one line.
    cell.textLabel?.text = String(repeating: "x ", count: 30)
    #expect(cell.height(forWidth: 320) == 46)  // 8 + 2 × 10 + 10 + 8
    #expect(cell.height(forWidth: 321) == 46)
  }
}
