import Foundation
import Testing
import UIKitCompat

/// Core Animation's animations, touches and haptics as UIKit code uses them: kept, told to their
/// delegates, and never moving a frame.
@Suite("Layer animations, touches and haptics")
struct UIKitLayerAnimationTests {
  final class Listener: CAAnimationDelegate {
    var events: [String] = []
    func animationDidStart(_ animation: CAAnimation) { events.append("start") }
    func animationDidStop(_ animation: CAAnimation, finished: Bool) { events.append("stop \(finished)") }
  }

  @Test("an animation is told it ran; one that repeats forever stays until removed; frames never move")
  func animations() {
    let badge = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    let listener = Listener()
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 1
    fade.toValue = 0
    fade.duration = 0.3
    fade.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    fade.delegate = listener
    badge.layer.add(fade, forKey: "fade")
    #expect(listener.events == ["start", "stop true"] && badge.layer.animation(forKey: "fade") == nil)
    let spin = CABasicAnimation(keyPath: "transform.rotation")
    spin.repeatCount = .infinity
    spin.delegate = listener
    badge.layer.add(spin, forKey: "spin")
    #expect(badge.layer.animationKeys() == ["spin"] && badge.layer.animation(forKey: "spin") === spin)
    badge.layer.removeAllAnimations()
    #expect(listener.events.last == "stop false" && badge.layer.animationKeys() == nil)
    #expect(badge.frame == CGRect(x: 10, y: 10, width: 20, height: 20) && badge.layer.opacity == 1)
  }

  @Test("a transaction's completion block runs at commit; outside a transaction at once")
  func transactions() {
    var done: [String] = []
    CATransaction.begin()
    CATransaction.setCompletionBlock { done.append("inner") }
    #expect(done.isEmpty)
    CATransaction.commit()
    CATransaction.setCompletionBlock { done.append("implicit") }
    #expect(done == ["inner", "implicit"])
  }

  final class Canvas: UIView {
    var points: [CGPoint] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
      points.append(touches.first?.location(in: self) ?? .zero)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
      points.append(touches.first?.location(in: self) ?? .zero)
    }
  }

  @Test(
    "touches: a view's overrides get the finger's places in its coordinates; unhandled ones go up the chain")
  func touches() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let canvas = Canvas(frame: CGRect(x: 20, y: 40, width: 200, height: 200))
    let plain = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    window.addSubview(canvas)
    canvas.addSubview(plain)
    let touch = UITouch(at: CGPoint(x: 5, y: 6), in: canvas)
    canvas.touchesBegan([touch], with: UIEvent(touches: [touch]))
    touch.move(to: CGPoint(x: 25, y: 6))
    canvas.touchesMoved([touch], with: nil)
    #expect(canvas.points == [CGPoint(x: 5, y: 6), CGPoint(x: 25, y: 6)])
    #expect(touch.location(in: nil) == CGPoint(x: 45, y: 46) && touch.phase == .moved)
    #expect(touch.previousLocation(in: canvas) == CGPoint(x: 5, y: 6))
    // A view that does not override passes the touch to its superview, as UIKit's does.
    plain.touchesBegan([UITouch(at: CGPoint(x: 1, y: 1), in: plain)], with: nil)
    #expect(canvas.points.last == CGPoint(x: 11, y: 11))
  }

  @Test("haptics count what they play")
  func haptics() {
    let impact = UIImpactFeedbackGenerator(style: .heavy)
    impact.prepare()
    impact.impactOccurred()
    let outcome = UINotificationFeedbackGenerator()
    outcome.notificationOccurred(.success)
    #expect(impact.playedCount == 1 && impact.style == .heavy && outcome.played == [.success])
  }
}
