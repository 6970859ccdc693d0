import Foundation
import Synchronization

/// How many animation blocks are running, on any task: a layout pass that moves 100,000 views asks
/// the task-local ``LayoutAnimation/recording`` only while one is.
private let runningAnimationBlocks = Atomic<Int>(0)

/// The frames before and after the layout changes made in an animation block, and the frames in
/// between at any time (UIKit's `UIView.animate(withDuration:…)`, without a display: the final
/// frames are applied at once, the intermediate ones are computed on request).
///
/// ```swift
/// heightConstraint.constant = 300
/// let animation = View.animate(withDuration: 0.3) { window.layoutIfNeeded() }
/// animation.frame(of: box, at: 0.15)   // halfway, eased in and out
/// ```
public final class LayoutAnimation: @unchecked Sendable {
  /// The duration in seconds.
  public let duration: TimeInterval
  /// The delay before the animation starts, in seconds.
  public let delay: TimeInterval
  /// The timing curve.
  public let curve: AnimationCurve
  /// Every view whose frame changed, with its frames before and after.
  public private(set) var changes: [(view: View, from: CGRect, to: CGRect)] = []
  private var index: [ObjectIdentifier: Int] = [:]

  /// The animation whose block is running on this task.
  @TaskLocal static var recording: LayoutAnimation?

  package init(duration: TimeInterval, delay: TimeInterval, curve: AnimationCurve) {
    self.duration = duration
    self.delay = delay
    self.curve = curve
  }

  /// Runs `block` with `animation` recording the frames it changes.
  package static func record(into animation: LayoutAnimation, _ block: () -> Void) {
    runningAnimationBlocks.add(1, ordering: .relaxed)
    defer { runningAnimationBlocks.subtract(1, ordering: .relaxed) }
    $recording.withValue(animation, operation: block)
  }

  static func recordChange(of view: View) {
    guard runningAnimationBlocks.load(ordering: .relaxed) > 0, let animation = recording,
      animation.index[ObjectIdentifier(view)] == nil
    else { return }
    animation.index[ObjectIdentifier(view)] = animation.changes.count
    animation.changes.append((view, view.storedFrame, view.storedFrame))
  }

  /// The frame of a view at time `t` seconds after the animation began (before `delay`: the old
  /// frame; after `delay + duration`: the new one). Views the block did not move keep their frame.
  ///
  /// ```swift
  /// animation.frame(of: box, at: 0.1)
  /// ```
  public func frame(of view: View, at t: TimeInterval) -> CGRect {
    let progress = duration > 0 ? min(max((t - delay) / duration, 0), 1) : (t >= delay ? 1 : 0)
    return frame(of: view, progress: CGFloat(curve.value(at: progress)))
  }

  /// A view's frame where the timing curve has reached `p` (0: the old frame, 1: the new one;
  /// a spring goes beyond 1 on the way).
  package func frame(of view: View, progress p: CGFloat) -> CGRect {
    guard let i = index[ObjectIdentifier(view)] else { return view.frame }
    let change = changes[i]
    func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * p }
    return CGRect(
      x: mix(change.from.minX, change.to.minX), y: mix(change.from.minY, change.to.minY),
      width: mix(change.from.width, change.to.width), height: mix(change.from.height, change.to.height))
  }

  package func finish() {
    for (i, change) in changes.enumerated() { changes[i].to = change.view.storedFrame }
    changes.removeAll { $0.from == $0.to }
    index = [:]
    for (i, change) in changes.enumerated() { index[ObjectIdentifier(change.view)] = i }
  }
}

/// A timing curve of an animation.
///
/// ```swift
/// View.animate(withDuration: 0.25, delay: 0, options: [.curveEaseOut], animations: { … })
/// ```
public enum AnimationCurve: Sendable, Equatable {
  /// Constant speed.
  case linear
  /// Starts slowly.
  case easeIn
  /// Ends slowly.
  case easeOut
  /// Starts and ends slowly (UIKit's default).
  case easeInOut
  /// A cubic Bézier timing curve from (0, 0) to (1, 1) through two control points (UIKit's
  /// `UICubicTimingParameters(controlPoint1:controlPoint2:)`).
  case cubic(CGPoint, CGPoint)
  /// A damped spring that settles (within 0.1 %) at the end of the duration; a ratio below 1
  /// overshoots and oscillates, 1 or more does not (UIKit's `dampingRatio`).
  case spring(dampingRatio: CGFloat)

  /// The progress of the animated value at time progress `t` in `0…1` (cubic Bézier curves with
  /// the control points of Core Animation's named timing functions).
  ///
  /// ```swift
  /// AnimationCurve.easeInOut.value(at: 0.5)  // 0.5
  /// ```
  public func value(at t: Double) -> Double {
    if case .spring(let ratio) = self { return Self.spring(at: t, dampingRatio: Double(ratio)) }
    let (x1, y1, x2, y2): (Double, Double, Double, Double) =
      switch self {
      case .linear: (0, 0, 1, 1)
      case .easeIn: (0.42, 0, 1, 1)
      case .easeOut: (0, 0, 0.58, 1)
      case .easeInOut: (0.42, 0, 0.58, 1)
      case .cubic(let p1, let p2): (Double(p1.x), Double(p1.y), Double(p2.x), Double(p2.y))
      case .spring: (0, 0, 1, 1)
      }
    if self == .linear { return t }
    // A timing curve starts at 0 and ends at 1 exactly (bisection would leave a trace of s).
    if t <= 0 { return 0 }
    if t >= 1 { return 1 }
    // Solve x(s) = t for s by bisection, then return y(s).
    func bezier(_ s: Double, _ a: Double, _ b: Double) -> Double {
      3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<60 {
      let mid = (low + high) / 2
      if bezier(mid, x1, x2) < t { low = mid } else { high = mid }
    }
    return bezier((low + high) / 2, y1, y2)
  }

  /// A damped harmonic oscillator from 0 to 1 whose envelope falls to 0.1 % at `t = 1`.
  static func spring(at t: Double, dampingRatio: Double) -> Double {
    guard t > 0 else { return 0 }
    guard t < 1 else { return 1 }
    let zeta = min(max(dampingRatio, 0.01), 1)
    let omega = -log(0.001) / zeta  // the natural frequency, in units of the duration
    let decay = exp(-zeta * omega * t)
    guard zeta < 1 else { return 1 - decay * (1 + omega * t) }
    let damped = omega * (1 - zeta * zeta).squareRoot()
    return 1 - decay * (cos(damped * t) + zeta * omega / damped * sin(damped * t))
  }
}

/// Options of ``View/animate(withDuration:delay:options:animations:completion:)`` (UIKit's
/// `UIView.AnimationOptions`, the curve bits).
///
/// ```swift
/// let options: AnimationOptions = [.curveLinear]
/// ```
public struct AnimationOptions: OptionSet, Sendable {
  /// The option bits (UIKit's values).
  public var rawValue: UInt
  /// Creates options from their bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Ease in and out (the default).
  public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
  /// Ease in.
  public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
  /// Ease out.
  public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
  /// Linear.
  public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
  /// Lay out subviews at each frame (kept: frames are recorded from the layouts the block runs).
  public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
  /// Let touches through during the animation (kept).
  public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
  /// Start from the frames on screen (kept: animations start from the last layout).
  public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
  /// Repeat (kept: the recorded animation runs once).
  public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
  /// Run backwards after forwards (kept).
  public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
  /// Ignore an enclosing animation's duration (kept).
  public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
  /// Ignore an enclosing animation's curve (kept).
  public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
  /// Redraw content during the animation (kept).
  public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
  /// A view transition hides and shows its views instead of removing and adding them.
  public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
  /// Ignore an enclosing animation's options (kept).
  public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
  /// No transition effect.
  public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
  /// Flip from the left (kept: transitions show their end state).
  public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
  /// Flip from the right (kept).
  public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
  /// Curl up (kept).
  public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
  /// Curl down (kept).
  public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
  /// Cross-dissolve (kept).
  public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
  /// Flip from the top (kept).
  public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
  /// Flip from the bottom (kept).
  public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

  package var curve: AnimationCurve {
    switch (rawValue >> 16) & 3 {
    case 1: .easeIn
    case 2: .easeOut
    case 3: .linear
    default: .easeInOut
    }
  }
}

extension View {
  /// Runs `animations` (which change constraints and call `layoutIfNeeded()`), records every frame
  /// that changed, calls `completion(true)`, and returns the animation to query intermediate frames.
  ///
  /// ```swift
  /// topConstraint.isActive = false
  /// bottomConstraint.isActive = true
  /// let animation = View.animate(withDuration: 0.3, delay: 0, options: [.curveEaseIn],
  ///                              animations: { window.layoutIfNeeded() })
  /// ```
  @discardableResult
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval = 0, options: AnimationOptions = [],
    animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) -> LayoutAnimation {
    let animation = LayoutAnimation(duration: duration, delay: delay, curve: options.curve)
    LayoutAnimation.record(into: animation, animations)
    animation.finish()
    completion?(true)
    return animation
  }
}

extension View {
  /// UIKit's spring animation: the frames follow a damped spring (``AnimationCurve/spring(dampingRatio:)``)
  /// that settles at the end of the duration; `velocity` is kept (the spring starts at rest).
  ///
  /// ```swift
  /// View.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
  ///              options: [], animations: { window.layoutIfNeeded() })
  /// ```
  @discardableResult
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) -> LayoutAnimation {
    let animation = LayoutAnimation(
      duration: duration, delay: delay, curve: .spring(dampingRatio: dampingRatio))
    LayoutAnimation.record(into: animation, animations)
    animation.finish()
    completion?(true)
    return animation
  }
}

extension View {
  /// A transition of a container's content (UIKit's `UIView.transition(with:duration:options:animations:completion:)`):
  /// runs `animations` and `completion(true)`; the layout is the transition's end state (the
  /// flip, curl or dissolve itself is not drawn).
  ///
  /// ```swift
  /// View.transition(with: card, duration: 0.3, options: .transitionFlipFromLeft, animations: {
  ///   front.isHidden = true
  ///   back.isHidden = false
  /// })
  /// ```
  public static func transition(
    with view: View, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations?()
    view.setNeedsLayout()
    completion?(true)
  }

  /// Replaces `fromView` with `toView` (UIKit's `UIView.transition(from:to:duration:options:completion:)`):
  /// `toView` takes `fromView`'s place among its superview's subviews and `fromView` leaves it,
  /// or, with ``AnimationOptions/showHideTransitionViews``, `fromView` is hidden and `toView`
  /// shown; then `completion(true)`.
  ///
  /// ```swift
  /// View.transition(from: loginForm, to: welcome, duration: 0.3, options: .transitionCrossDissolve)
  /// ```
  public static func transition(
    from fromView: View, to toView: View, duration: TimeInterval, options: AnimationOptions = [],
    completion: ((Bool) -> Void)? = nil
  ) {
    if options.contains(.showHideTransitionViews) {
      fromView.isHidden = true
      toView.isHidden = false
    } else if let container = fromView.superview {
      container.insertSubview(toView, aboveSubview: fromView)
      fromView.removeFromSuperview()
    }
    completion?(true)
  }
}

extension View {
  /// Runs `actions` without animating the frames they change, even inside an animation block
  /// (UIKit's `UIView.performWithoutAnimation(_:)`).
  ///
  /// ```swift
  /// View.animate(withDuration: 0.3) {
  ///   View.performWithoutAnimation { badge.isHidden = false; window.layoutIfNeeded() }
  ///   window.layoutIfNeeded()
  /// }
  /// ```
  public static func performWithoutAnimation(_ actions: () -> Void) {
    LayoutAnimation.$recording.withValue(nil, operation: actions)
  }
}
