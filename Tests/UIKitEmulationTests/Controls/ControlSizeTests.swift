import AutoLayout
import Foundation
import Testing
import UIKitEmulation
import _AutoLayoutTestSupport

@Suite("Buttons and controls sized by their content (fixed-advance measurer)")
struct ControlSizeTests {
  @Test("button, image view, text field, switch and slider sizes")
  func controls() {
    let window = makeTextWindow()
    let button = Button(title: "Like")
    window.addSubview(button)
    // 15-point title: 60 wide, a 15-point line plus 6 above and below, at least 30.
    #expect(button.intrinsicContentSize == CGSize(width: 60, height: 30))
    button.contentEdgeInsets = EdgeInsets(top: 4, left: 12, bottom: 4, right: 12)
    #expect(button.intrinsicContentSize == CGSize(width: 84, height: 35))
    #expect(button.firstBaselineOffsetFromTop == CGFloat(4 + (27 - 15) / 2 + 12))
    #expect(Button(title: "").intrinsicContentSize == .zero)
    #expect(
      ImageView(image: Image(size: CGSize(width: 48, height: 32))).intrinsicContentSize
        == CGSize(width: 48, height: 32))
    #expect(ImageView().intrinsicContentSize == CGSize(width: -1, height: -1))
    let field = TextField(placeholder: "Enter Name")
    window.addSubview(field)
    field.font = .systemFont(ofSize: 14)
    #expect(field.intrinsicContentSize == CGSize(width: 140, height: 14))
    field.borderStyle = .roundedRect
    #expect(field.intrinsicContentSize == CGSize(width: 154, height: 30))
    #expect(field.firstBaselineOffsetFromTop == CGFloat(8 + 11.2))
    // The alignment rectangle of a 51 × 31 frame that reaches 2 points past it on the right.
    #expect(Switch().intrinsicContentSize == CGSize(width: 49, height: 31))
    #expect(Switch().frame.size == CGSize(width: 51, height: 31))
    let slider = Slider()
    slider.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(slider)
    LayoutConstraint.activate([
      slider.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
      slider.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
      slider.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
    ])
    window.layoutIfNeeded()
    #expect(slider.frame == rect(14, 100, 292, 31))
  }
}
