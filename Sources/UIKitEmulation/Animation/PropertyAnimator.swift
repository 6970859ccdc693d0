import AutoLayout
import Foundation

/// An animation you start, pause, scrub and finish (UIKit's `UIViewPropertyAnimator`), over the
/// frames the animation blocks change, as `View.animate(withDuration:delay:options:animations:completion:)`
/// records them. There is no display clock here: a started animator runs its blocks (the model
/// values change at once, as in UIKit), finishes and calls its completions; ``frame(of:atFraction:)``
/// gives the frames in between, and a paused animator keeps ``fractionComplete`` for scrubbing.
///
/// ```swift
/// heightConstraint.constant = 300
/// let animator = PropertyAnimator(duration: 0.3, curve: .easeOut) { window.layoutIfNeeded() }
/// animator.addCompletion { position in print(position) }   // .end
/// animator.startAnimation()
/// animator.frame(of: box, atFraction: 0.5)
/// ```
public final class PropertyAnimator {
  /// The duration in seconds.
  public let duration: TimeInterval
  /// The timing curve.
  public let timingCurve: AnimationCurve
  /// The delay ``startAnimation(afterDelay:)`` was given.
  public private(set) var delay: TimeInterval = 0
  /// Inactive (not started, or finished), active (started or paused) or stopped.
  public private(set) var state: AnimatingState = .inactive
  /// Whether the animation is running (started and not paused).
  public private(set) var isRunning = false
  /// Whether the animation runs backwards (towards the start values).
  public var isReversed = false
  /// Whether the animation can be paused and stopped (always, here).
  public var isInterruptible = true
  /// Whether scrubbing ignores the curve (UIKit's default: true).
  public var scrubsLinearly = true
  /// Whether a finished animation stays active instead of completing.
  public var pausesOnCompletion = false
  /// How far the animation has come, 0 … 1.
  public var fractionComplete: CGFloat = 0 {
    didSet {
      fractionComplete = min(max(fractionComplete, 0), 1)
      if state == .inactive { pauseAnimation() }
    }
  }
  /// The frames the blocks changed, once they ran.
  public private(set) var animation: LayoutAnimation?

  private var animations: [() -> Void] = []
  private var completions: [(AnimatingPosition) -> Void] = []

  /// An animator with a named curve.
  ///
  /// ```swift
  /// let animator = PropertyAnimator(duration: 0.25, curve: .easeInOut) { view.layoutIfNeeded() }
  /// ```
  public init(duration: TimeInterval, curve: AnimationCurve, animations: (() -> Void)? = nil) {
    self.duration = duration
    timingCurve = curve
    if let animations { self.animations.append(animations) }
  }

  /// An animator with a spring (UIKit's `dampingRatio`: below 1 overshoots).
  ///
  /// ```swift
  /// let bounce = PropertyAnimator(duration: 0.5, dampingRatio: 0.6) { view.layoutIfNeeded() }
  /// ```
  public convenience init(
    duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil
  ) {
    self.init(duration: duration, curve: .spring(dampingRatio: ratio), animations: animations)
  }

  /// An animator with a cubic Bézier curve.
  ///
  /// ```swift
  /// PropertyAnimator(duration: 0.3, controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: 0, y: 1))
  /// ```
  public convenience init(
    duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
    animations: (() -> Void)? = nil
  ) {
    self.init(duration: duration, curve: .cubic(point1, point2), animations: animations)
  }

  /// An animator already started (UIKit's `runningPropertyAnimator(withDuration:…)`).
  ///
  /// ```swift
  /// PropertyAnimator.runningPropertyAnimator(withDuration: 0.3, delay: 0, options: [],
  ///                                          animations: { view.layoutIfNeeded() })
  /// ```
  @discardableResult
  public static func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions,
    animations: @escaping () -> Void, completion: ((AnimatingPosition) -> Void)? = nil
  ) -> PropertyAnimator {
    let animator = PropertyAnimator(duration: duration, curve: options.curve, animations: animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
  }

  /// Adds a block of changes (run with the others when the animation starts).
  ///
  /// ```swift
  /// animator.addAnimations { badge.alpha = 0 }
  /// ```
  public func addAnimations(_ animation: @escaping () -> Void) {
    if self.animation != nil {
      record(animation)
    } else {
      animations.append(animation)
    }
  }

  /// Adds a block that starts `delayFactor` of the way through (its frames are interpolated over
  /// the whole animation here).
  public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    addAnimations(animation)
  }

  /// Adds a block called when the animation finishes, with where it ended.
  ///
  /// ```swift
  /// animator.addCompletion { position in if position == .end { cleanUp() } }
  /// ```
  public func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {
    completions.append(completion)
  }

  /// Runs the blocks (if they have not run) and the animation to its end: the completions are
  /// called with `.end` (`.start` when reversed), unless ``pausesOnCompletion``.
  ///
  /// ```swift
  /// animator.startAnimation()
  /// ```
  public func startAnimation() {
    guard state != .stopped else { return }
    runBlocks()
    state = .active
    isRunning = true
    fractionComplete = isReversed ? 0 : 1
    guard !pausesOnCompletion else {
      isRunning = false
      return
    }
    complete(at: isReversed ? .start : .end)
  }

  /// Starts after `delay` seconds (recorded; the frames in between start later).
  public func startAnimation(afterDelay delay: TimeInterval) {
    self.delay = delay
    startAnimation()
  }

  /// Runs the blocks (if they have not run) and holds the animation at ``fractionComplete``.
  ///
  /// ```swift
  /// animator.pauseAnimation()
  /// animator.fractionComplete = 0.4
  /// ```
  public func pauseAnimation() {
    guard state != .stopped else { return }
    runBlocks()
    state = .active
    isRunning = false
  }

  /// Stops: with `true` the animator becomes inactive at once without completions; with `false`
  /// it is stopped until ``finishAnimation(at:)``.
  public func stopAnimation(_ withoutFinishing: Bool) {
    guard state == .active else { return }
    isRunning = false
    state = withoutFinishing ? .inactive : .stopped
  }

  /// Finishes a stopped animation: the views take the frames of `position` (the start frames, the
  /// end frames, or the ones at ``fractionComplete``) and the completions are called.
  public func finishAnimation(at position: AnimatingPosition) {
    guard state == .stopped else { return }
    if let animation {
      let fraction: CGFloat =
        switch position {
        case .start: 0
        case .end: 1
        case .current: fractionComplete
        }
      for change in animation.changes {
        change.view.storedFrame = frame(of: change.view, atFraction: fraction)
      }
    }
    complete(at: position)
  }

  /// Continues a paused animation (its remaining part); the parameters are not modelled.
  public func continueAnimation(withTimingParameters parameters: Any?, durationFactor: CGFloat) {
    startAnimation()
  }

  /// A view's frame at `fraction` (0 … 1) of the animation, through the timing curve (linear
  /// when scrubbing a paused animator and ``scrubsLinearly``).
  ///
  /// ```swift
  /// animator.frame(of: box, atFraction: 0.5)
  /// ```
  public func frame(of view: View, atFraction fraction: CGFloat) -> CGRect {
    guard let animation else { return view.frame }
    let linear = scrubsLinearly && state == .active && !isRunning
    let progress = linear ? Double(fraction) : timingCurve.value(at: Double(fraction))
    return animation.frame(of: view, progress: CGFloat(progress))
  }

  private func runBlocks() {
    guard animation == nil else { return }
    let recorder = LayoutAnimation(duration: duration, delay: delay, curve: timingCurve)
    animation = recorder
    let blocks = animations
    animations = []
    LayoutAnimation.record(into: recorder) { for block in blocks { block() } }
    recorder.finish()
  }

  private func record(_ block: () -> Void) {
    guard let animation else { return }
    LayoutAnimation.record(into: animation, block)
    animation.finish()
  }

  private func complete(at position: AnimatingPosition) {
    state = .inactive
    isRunning = false
    let calls = completions
    completions = []
    for completion in calls { completion(position) }
  }

  /// UIKit's `UIViewAnimatingState`.
  public enum AnimatingState: Int, Sendable { case inactive, active, stopped }

  /// UIKit's `UIViewAnimatingPosition`.
  public enum AnimatingPosition: Int, Sendable { case end, start, current }
}
