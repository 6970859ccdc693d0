import AutoLayout
import Foundation
import Testing
import _AutoLayoutTestSupport

/// The search header of scenee/FloatingPanel's Maps example (Examples/Maps/Maps/Base.lproj/
/// Main.storyboard at f713d405, MIT licence), transcribed by hand: a horizontal `equalSpacing`
/// stack of four vertical stacks (image 60 × 60 over a label), in a 375-point header on an @3x
/// iPhone X. The expected frames are the ones Xcode stored in the file; views with intrinsic
/// content take their stored size as intrinsic size (labels: 60 × 31.333).
@Suite("Stack views against Xcode's stored frames (FloatingPanel)")
struct StackViewXibSampleTests {
  @Test("the four category stacks of the search header")
  func searchHeader() {
    let header = Window(size: CGSize(width: 375, height: 116), scale: 3)
    var inner: [StackView] = []
    var images: [View] = []
    var labels: [View] = []
    for index in 0..<4 {
      let image = SizedView(60, 60)
      image.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
      image.setContentHuggingPriority(.defaultLow + 1, for: .vertical)
      image.translatesAutoresizingMaskIntoConstraints = false
      let label = SizedView(60, 31.333333333333329)
      label.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
      label.setContentHuggingPriority(.defaultLow + 1, for: .vertical)
      if index == 1 { label.setContentCompressionResistancePriority(.required, for: .vertical) }
      let stack = StackView(arrangedSubviews: [image, label])
      stack.axis = .vertical
      stack.spacing = 6
      LayoutConstraint.activate([
        image.widthAnchor.constraint(equalToConstant: 60), image.heightAnchor.constraint(equalToConstant: 60),
      ])
      inner.append(stack)
      images.append(image)
      labels.append(label)
    }
    let outer = StackView(arrangedSubviews: inner)
    outer.distribution = .equalSpacing
    outer.isBaselineRelativeArrangement = true
    addView(outer, to: header)
    LayoutConstraint.activate([
      outer.centerXAnchor.constraint(equalTo: header.centerXAnchor),
      outer.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 24),
      outer.topAnchor.constraint(equalTo: header.topAnchor, constant: 10.5),
      header.trailingAnchor.constraint(equalTo: outer.trailingAnchor, constant: 24),
    ])
    header.layoutIfNeeded()
    func close(_ a: CGRect, _ b: CGRect) -> Bool {
      abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6
        && abs(a.height - b.height) < 1e-6
    }
    // Stored: <rect x="24" y="10.666666666666664" width="327" height="97.333333333333343"/>
    #expect(close(outer.frame, rect(24, 10.666666666666664, 327, 97.333333333333343)), "\(outer.frame)")
    for (index, x) in [0, 89, 178, 267].enumerated() {
      #expect(close(inner[index].frame, rect(CGFloat(x), 0, 60, 97.333333333333329)), "\(inner[index].frame)")
      #expect(close(images[index].frame, rect(0, 0, 60, 60)))
      #expect(close(labels[index].frame, rect(0, 66, 60, 31.333333333333329)), "\(labels[index].frame)")
    }
  }

  @Test("the search cell: a fillEqually stack of two labels, its height from the content view")
  func searchCell() {
    // The cell's content view: 375 × 69.667 (a 70-point row minus the separator), @3x.
    let contentView = Window(size: CGSize(width: 375, height: 69.666666666666671), scale: 3)
    let image = addView(SizedView(30, 30), to: contentView)
    let title = SizedView(303, 22)
    let subtitle = SizedView(303, 21.666666666666671)
    for label in [title, subtitle] {
      label.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
      label.setContentHuggingPriority(.defaultLow + 1, for: .vertical)
    }
    let stack = StackView(arrangedSubviews: [title, subtitle])
    stack.axis = .vertical
    stack.distribution = .fillEqually
    stack.spacing = 2
    addView(stack, to: contentView)
    LayoutConstraint.activate([
      image.widthAnchor.constraint(equalToConstant: 30),
      image.widthAnchor.constraint(equalTo: image.heightAnchor),
      image.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 15),
      image.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
      stack.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
      contentView.trailingAnchor.constraint(equalTo: stack.trailingAnchor, constant: 15),
      stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
      stack.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 12),
      contentView.bottomAnchor.constraint(equalTo: stack.bottomAnchor, constant: 12),
    ])
    contentView.layoutIfNeeded()
    func close(_ a: CGRect, _ b: CGRect) -> Bool {
      abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6
        && abs(a.height - b.height) < 1e-6
    }
    #expect(close(image.frame, rect(15, 20, 30, 30)), "\(image.frame)")
    #expect(close(stack.frame, rect(57, 11.999999999999996, 303, 45.666666666666657)), "\(stack.frame)")
    #expect(close(title.frame, rect(0, 0, 303, 22)), "\(title.frame)")
    #expect(close(subtitle.frame, rect(0, 24, 303, 21.666666666666671)), "\(subtitle.frame)")
  }
}
