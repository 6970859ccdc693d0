import Testing
import UIKitCompat

/// Layer code as UIKit views write it: gradient and shape sublayers, `layerClass`, shadow paths,
/// named colours, the application's windows. Kept for reading back; layout is unchanged by it.
@Suite("CALayer, UIBezierPath, UIApplication")
struct UIKitLayerTests {
  final class GradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
    var gradient: CAGradientLayer { layer as! CAGradientLayer }
  }

  final class Card: UIView {
    let shine = CAGradientLayer()
    let title = UILabel()

    override init(frame: CGRect) {
      super.init(frame: frame)
      layer.cornerRadius = 12
      layer.shadowOpacity = 0.2
      shine.colors = [UIColor.white.withAlphaComponent(0.3).cgColor, UIColor.clear.cgColor]
      shine.startPoint = CGPoint(x: 0, y: 0)
      shine.endPoint = CGPoint(x: 1, y: 1)
      layer.insertSublayer(shine, at: 0)
      title.text = "Card"
      title.translatesAutoresizingMaskIntoConstraints = false
      addSubview(title)
      NSLayoutConstraint.activate([
        title.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
        title.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
      ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
      super.layoutSubviews()
      shine.frame = bounds
      layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: layer.cornerRadius).cgPath
    }
  }

  @Test("a card's sublayer and shadow path follow its bounds in layoutSubviews; its layout is untouched")
  func cardLayers() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let card = Card(frame: .zero)
    card.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(card)
    NSLayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
      card.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
      card.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
      card.heightAnchor.constraint(equalToConstant: 180),
    ])
    window.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 16, y: 100, width: 343, height: 180))
    #expect(card.layer.frame == card.frame && card.layer.bounds == card.bounds)
    #expect(card.shine.frame == CGRect(x: 0, y: 0, width: 343, height: 180))
    #expect(card.layer.sublayers?.first === card.shine && card.shine.superlayer === card.layer)
    #expect(card.layer.shadowPath?.bounds == CGRect(x: 0, y: 0, width: 343, height: 180))
    #expect(card.title.frame.minX == 8 && card.title.frame.maxY == 172)
  }

  @Test("sublayers keep their order; a view's layer class is its own; paths measure their points")
  func layerTree() {
    let root = CALayer()
    let a = CALayer()
    let b = CAShapeLayer()
    let c = CALayer()
    root.addSublayer(a)
    root.addSublayer(b)
    root.insertSublayer(c, below: b)
    #expect(root.sublayers?.map { ObjectIdentifier($0) } == [a, c, b].map { ObjectIdentifier($0) })
    root.insertSublayer(a, above: b)
    #expect(root.sublayers?.last === a)
    c.removeFromSuperlayer()
    #expect(root.sublayers?.count == 2 && c.superlayer == nil)
    b.path = UIBezierPath(ovalIn: CGRect(x: 10, y: 20, width: 40, height: 30)).cgPath
    b.lineCap = .round
    #expect(b.path?.bounds == CGRect(x: 10, y: 20, width: 40, height: 30))
    let arc = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
    #expect(abs((arc.bounds.maxY) - 10) < 1e-9 && abs(arc.bounds.minX + 10) < 1e-9)
    let view = GradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    view.gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
    view.gradient.type = .radial
    #expect(view.gradient.colors?.count == 2)
    #expect(view.layer.bounds.size == CGSize(width: 100, height: 50))
    #expect(type(of: UIView().layer) == CALayer.self)
    // Corner curves: circular by default, continuous as set.
    let card = UIView()
    #expect(card.layer.cornerCurve == .circular)
    card.layer.cornerCurve = .continuous
    #expect(card.layer.cornerCurve == CALayerCornerCurve(rawValue: "continuous"))
  }

  @Test("named colours come from a registry (no asset catalog); the application knows its windows")
  func colorsAndApplication() {
    #expect(UIColor(named: "UIKitLayerTests.Missing") == nil)
    UIColor.register(UIColor(red: 0.1, green: 0.5, blue: 0.3, alpha: 1), named: "UIKitLayerTests.Brand")
    #expect(UIColor(named: "UIKitLayerTests.Brand") == UIColor(red: 0.1, green: 0.5, blue: 0.3, alpha: 1))
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.rootViewController = UIViewController()
    window.makeKeyAndVisible()
    #expect(UIApplication.shared.windows.contains { $0 === window })
    #expect(UIApplication.shared.windows.first { $0 === window }?.isKeyWindow == true)
  }
}
