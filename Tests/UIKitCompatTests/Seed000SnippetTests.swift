import Testing
import UIKitCompat
import _AutoLayoutTestSupport

/// The Swift snippets of seed 000 ("Automatisches Layout"), in current Swift spelling, compiled
/// through `UIKitCompat` exactly as UIKit code — no `try`, UIKit's type names — inside the seed's
/// boilerplate view controller, with the frames the text describes.
@Suite("Seed 000's Swift snippets through UIKitCompat")
struct Seed000SnippetTests {
  enum Style: CaseIterable { case anchors, layoutConstraint, visualFormat }

  /// The seed's boilerplate: a blue `myView` added to the controller's view in `viewDidLoad`, and
  /// the constraint code of one section.
  final class BoilerplateController: UIViewController {
    let addConstraints: (UIView, UIView) -> Void
    let myView = UIView()

    init(_ addConstraints: @escaping (_ view: UIView, _ myView: UIView) -> Void) {
      self.addConstraints = addConstraints
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
      super.viewDidLoad()
      myView.backgroundColor = UIColor.blue
      myView.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(myView)
      // Add constraints code here
      addConstraints(view, myView)
    }
  }

  /// Hosts a controller in a 320 × 480 window (root view margins 16 at this width) and lays out.
  func host(_ controller: UIViewController, direction: UIUserInterfaceLayoutDirection = .leftToRight)
    -> UIWindow
  {
    let window = UIWindow(size: CGSize(width: 320, height: 480), scale: 2, layoutDirection: direction)
    window.rootViewController = controller
    window.layoutIfNeeded()
    return window
  }

  @Test(
    "pinning: margins + 20 (anchors, NSLayoutConstraint) or 20 from the edge (VFL)", arguments: bothDirections
  )
  func pinning(direction: UIUserInterfaceLayoutDirection) {
    for style in Style.allCases {
      let controller = BoilerplateController { view, myView in
        switch style {
        case .anchors:
          let margins = view.layoutMarginsGuide
          myView.leadingAnchor.constraint(equalTo: margins.leadingAnchor, constant: 20).isActive = true
        case .layoutConstraint:
          NSLayoutConstraint(
            item: myView, attribute: NSLayoutConstraint.Attribute.leading,
            relatedBy: NSLayoutConstraint.Relation.equal,
            toItem: view, attribute: NSLayoutConstraint.Attribute.leadingMargin, multiplier: 1.0,
            constant: 20.0
          ).isActive = true
        case .visualFormat:
          NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(
              withVisualFormat: "H:|-20-[myViewKey]", options: [], metrics: nil, views: ["myViewKey": myView])
          )
        }
        // The seed names top, width and height as the other anchors to pin with.
        myView.topAnchor.constraint(equalTo: view.topAnchor, constant: 40).isActive = true
        myView.widthAnchor.constraint(equalToConstant: 200).isActive = true
        myView.heightAnchor.constraint(equalToConstant: 100).isActive = true
      }
      _ = host(controller, direction: direction)
      let x: CGFloat = style == .visualFormat ? 20 : 16 + 20
      let expected = CGRect(x: x, y: 40, width: 200, height: 100)
      #expect(controller.myView.frame == (direction == .leftToRight ? expected : mirrored(expected, in: 320)))
    }
  }

  @Test("width 200 and height 100, centred: every style of both sections gives the same frame")
  func sizeAndCentre() {
    for sizeStyle in Style.allCases {
      for centreStyle in Style.allCases {
        let controller = BoilerplateController { view, myView in
          switch sizeStyle {
          case .anchors:
            myView.widthAnchor.constraint(equalToConstant: 200).isActive = true
            myView.heightAnchor.constraint(equalToConstant: 100).isActive = true
          case .layoutConstraint:
            NSLayoutConstraint(
              item: myView, attribute: NSLayoutConstraint.Attribute.width,
              relatedBy: NSLayoutConstraint.Relation.equal,
              toItem: nil, attribute: NSLayoutConstraint.Attribute.notAnAttribute, multiplier: 1,
              constant: 200
            ).isActive = true
            NSLayoutConstraint(
              item: myView, attribute: NSLayoutConstraint.Attribute.height,
              relatedBy: NSLayoutConstraint.Relation.equal,
              toItem: nil, attribute: NSLayoutConstraint.Attribute.notAnAttribute, multiplier: 1,
              constant: 100
            ).isActive = true
          case .visualFormat:
            NSLayoutConstraint.activate(
              NSLayoutConstraint.constraints(
                withVisualFormat: "H:[myViewKey(200)]", options: [], metrics: nil,
                views: ["myViewKey": myView]))
            NSLayoutConstraint.activate(
              NSLayoutConstraint.constraints(
                withVisualFormat: "V:[myViewKey(100)]", options: [], metrics: nil,
                views: ["myViewKey": myView]))
          }
          switch centreStyle {
          case .anchors:
            myView.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
            myView.centerYAnchor.constraint(equalTo: view.centerYAnchor).isActive = true
          case .layoutConstraint:
            NSLayoutConstraint(
              item: myView, attribute: NSLayoutConstraint.Attribute.centerX,
              relatedBy: NSLayoutConstraint.Relation.equal,
              toItem: view, attribute: NSLayoutConstraint.Attribute.centerX, multiplier: 1, constant: 0
            ).isActive = true
            NSLayoutConstraint(
              item: myView, attribute: NSLayoutConstraint.Attribute.centerY,
              relatedBy: NSLayoutConstraint.Relation.equal,
              toItem: view, attribute: NSLayoutConstraint.Attribute.centerY, multiplier: 1, constant: 0
            ).isActive = true
          case .visualFormat:
            NSLayoutConstraint.activate(
              NSLayoutConstraint.constraints(
                withVisualFormat: "V:[viewKey]-(<=0)-[myViewKey]",
                options: NSLayoutConstraint.FormatOptions.alignAllCenterX,
                metrics: nil, views: ["myViewKey": myView, "viewKey": view]))
            NSLayoutConstraint.activate(
              NSLayoutConstraint.constraints(
                withVisualFormat: "H:[viewKey]-(<=0)-[myViewKey]",
                options: NSLayoutConstraint.FormatOptions.alignAllCenterY,
                metrics: nil, views: ["myViewKey": myView, "viewKey": view]))
          }
        }
        _ = host(controller)
        #expect(
          controller.myView.frame == CGRect(x: 60, y: 190, width: 200, height: 100),
          "\(sizeStyle), \(centreStyle)")
      }
    }
  }

  /// The seed's button controller; `fixed` adds what the printed snippet leaves out (adding the
  /// button, and switching off its autoresizing mask).
  final class ButtonController: UIViewController {
    let fixed: Bool
    var yourButton: UIButton!

    init(fixed: Bool) {
      self.fixed = fixed
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
      super.viewDidLoad()
      let yourButton: UIButton = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 18))
      yourButton.setTitle("Button", for: .normal)
      self.yourButton = yourButton
      if fixed {
        yourButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(yourButton)
      }
      let centerVertically = NSLayoutConstraint(
        item: yourButton, attribute: .centerX, relatedBy: .equal, toItem: view, attribute: .centerX,
        multiplier: 1.0, constant: 0.0)
      let centerHorizontally = NSLayoutConstraint(
        item: yourButton, attribute: .centerY, relatedBy: .equal, toItem: view, attribute: .centerY,
        multiplier: 1.0, constant: 0.0)
      NSLayoutConstraint.activate([centerVertically, centerHorizontally])
    }
  }

  @Test("the centred button: at its title's size in the middle; as printed, reported like UIKit's exception")
  func centredButton() {
    let controller = ButtonController(fixed: true)
    _ = host(controller)
    let button = controller.yourButton!
    let size = button.intrinsicContentSize
    #expect(size.width > 30 && size.height >= 30)
    #expect(button.frame.size == size)
    #expect(button.frame.midX == 160)
    #expect(button.frame.midY == 240)
    // As printed the button is never added to the view: UIKit raises; here it is reported.
    let log = MessageBox()
    LayoutLog.withHandler({ log.append($0) }) {
      _ = host(ButtonController(fixed: false))
    }
    #expect(log.messages.count == 2)
    #expect(log.messages.allSatisfy { $0.contains("because they have no common ancestor") })
  }

  /// Two buttons centred as a pair between two equal layout guides (the seed's "space views
  /// evenly"), by Visual Format or by anchors.
  final class SpacingController: UIViewController {
    let visualFormat: Bool
    let button1 = UIButton()
    let button2 = UIButton()
    let leftSpace = UILayoutGuide()
    let rightSpace = UILayoutGuide()

    init(visualFormat: Bool) {
      self.visualFormat = visualFormat
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
      super.viewDidLoad()
      button1.setTitle("Cancel", for: .normal)
      button2.setTitle("OK", for: .normal)
      for button in [button1, button2] { button.translatesAutoresizingMaskIntoConstraints = false }
      view.addSubview(button1)
      view.addSubview(button2)
      view.addLayoutGuide(leftSpace)
      view.addLayoutGuide(rightSpace)
      if visualFormat {
        let views =
          [
            "leftSpace": leftSpace,
            "button1": button1,
            "button2": button2,
            "rightSpace": rightSpace,
          ] as [String: Any]
        // Lay the buttons and layout guides out horizontally in a line.
        // Put the layout guides on each end.
        NSLayoutConstraint.activate(
          NSLayoutConstraint.constraints(
            withVisualFormat: "H:|[leftSpace][button1]-[button2][rightSpace]|", options: [], metrics: nil,
            views: views))
        // Now set the layout guides widths equal, so that the space on the
        // left and the right of the buttons will be equal
        leftSpace.widthAnchor.constraint(equalTo: rightSpace.widthAnchor).isActive = true
      } else {
        let leadingSpace = leftSpace
        let trailingSpace = rightSpace
        leadingSpace.widthAnchor.constraint(equalTo: trailingSpace.widthAnchor).isActive = true
        leadingSpace.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
        leadingSpace.trailingAnchor.constraint(equalTo: button1.leadingAnchor).isActive = true
        button2.leadingAnchor.constraint(equalToSystemSpacingAfter: button1.trailingAnchor, multiplier: 1)
          .isActive =
          true
        trailingSpace.leadingAnchor.constraint(equalTo: button2.trailingAnchor).isActive = true
        trailingSpace.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
      }
      // "You need to add vertical constraints too."
      button1.centerYAnchor.constraint(equalTo: view.centerYAnchor).isActive = true
      button2.centerYAnchor.constraint(equalTo: view.centerYAnchor).isActive = true
    }
  }

  @Test("two buttons centred between equal layout guides, by Visual Format and by anchors")
  func spaceEvenly() {
    var frames: [[CGRect]] = []
    for visualFormat in [true, false] {
      let controller = SpacingController(visualFormat: visualFormat)
      _ = host(controller)
      let one = controller.button1.frame
      let two = controller.button2.frame
      #expect(one.size == controller.button1.intrinsicContentSize)
      #expect(two.minX - one.maxX == 8)
      #expect(controller.leftSpace.layoutFrame.width == controller.rightSpace.layoutFrame.width)
      #expect(one.minX == controller.leftSpace.layoutFrame.width)
      #expect(320 - two.maxX == one.minX)
      #expect(one.midY == 240 && two.midY == 240)
      frames.append([one, two])
    }
    #expect(frames[0] == frames[1])
  }

  @Test("animating a changed constant with UIView.animate(withDuration:animations:)")
  func animation() {
    var someConstraint: NSLayoutConstraint!
    let controller = BoilerplateController { view, myView in
      someConstraint = myView.topAnchor.constraint(equalTo: view.topAnchor, constant: 100)
      NSLayoutConstraint.activate([
        someConstraint, myView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        myView.widthAnchor.constraint(equalToConstant: 50),
        myView.heightAnchor.constraint(equalToConstant: 50),
      ])
    }
    _ = host(controller)
    #expect(controller.myView.frame.minY == 100)
    someConstraint.constant = 10.0
    UIView.animate(withDuration: 0.25, animations: controller.view.layoutIfNeeded)
    #expect(controller.myView.frame == CGRect(x: 0, y: 10, width: 50, height: 50))
  }

  @Test("proportional layout: trailing by multiplier 1.125, bottom space 60")
  func proportional() {
    let controller = BoilerplateController { view, v1 in
      let v2 = UIView()
      v2.translatesAutoresizingMaskIntoConstraints = false
      v1.addSubview(v2)
      NSLayoutConstraint.activate([
        v1.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        v1.topAnchor.constraint(equalTo: view.topAnchor),
        v1.widthAnchor.constraint(equalTo: view.widthAnchor),
        v1.heightAnchor.constraint(equalTo: v1.widthAnchor),
        v2.widthAnchor.constraint(equalToConstant: 100),
        v2.heightAnchor.constraint(equalToConstant: 100),
        NSLayoutConstraint(
          item: v1, attribute: .trailing, relatedBy: .equal, toItem: v2, attribute: .trailing,
          multiplier: 1.125,
          constant: 0),
        NSLayoutConstraint(
          item: v1, attribute: .bottom, relatedBy: .equal, toItem: v2, attribute: .bottom, multiplier: 1,
          constant: 60),
      ])
    }
    _ = host(controller)
    // 320 = 1.125 × maxX → maxX = 284.44…, on the 0.5 grid 284.5.
    #expect(controller.myView.subviews[0].frame == CGRect(x: 184.5, y: 160, width: 100, height: 100))
  }
}
