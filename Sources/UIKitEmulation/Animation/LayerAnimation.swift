import AutoLayout
import Foundation

/// A Core Animation animation (Core Animation's `CAAnimation`): how a layer looks while it runs,
/// never its model values or any view's frame. There is no display or clock here: a layer keeps
/// the animations added to it (`animation(forKey:)`), and the delegate is told
/// at once that each started and finished, as if its duration had passed.
///
/// ```swift
/// let pulse = CABasicAnimation(keyPath: "opacity")
/// pulse.fromValue = 1
/// pulse.toValue = 0.3
/// pulse.duration = 0.8
/// pulse.repeatCount = .infinity
/// badge.layer.add(pulse, forKey: "pulse")
/// ```
open class LayerAnimation {
  /// Seconds one repetition lasts (0: Core Animation's default, a quarter of a second).
  public var duration: TimeInterval = 0
  /// Seconds before it starts, on the layer's clock (kept).
  public var beginTime: TimeInterval = 0
  /// How many times it repeats (`.infinity` forever; kept).
  public var repeatCount: Float = 0
  /// Seconds it repeats for (kept).
  public var repeatDuration: TimeInterval = 0
  /// Whether each repetition plays backwards after forwards (kept).
  public var autoreverses = false
  /// Its speed relative to the layer's clock (kept).
  public var speed: Float = 1
  /// Where its timing starts (kept).
  public var timeOffset: TimeInterval = 0
  /// What the layer shows before and after it runs (kept).
  public var fillMode: MediaTimingFillMode = .removed
  /// Whether the layer drops it when it finishes (kept: it stays listed until removed).
  public var isRemovedOnCompletion = true
  /// Its pacing.
  public var timingFunction: MediaTimingFunction?
  /// Told when it starts and stops (held strongly, as Core Animation holds it).
  public var delegate: (any AnimationDelegate)?

  /// An animation.
  public required init() {}

  /// Core Animation's `CAAnimation.init()` spelled as a factory.
  open class func animation() -> Self { Self() }
}

/// What an animation tells its delegate (Core Animation's `CAAnimationDelegate`); both optional.
public protocol AnimationDelegate: AnyObject {
  /// The animation started.
  func animationDidStart(_ animation: LayerAnimation)
  /// The animation stopped; `finished` is whether it ran to its end.
  func animationDidStop(_ animation: LayerAnimation, finished: Bool)
}

extension AnimationDelegate {
  /// Nothing by default.
  public func animationDidStart(_ animation: LayerAnimation) {}
  /// Nothing by default.
  public func animationDidStop(_ animation: LayerAnimation, finished: Bool) {}
}

/// An animation of one layer property (Core Animation's `CAPropertyAnimation`).
open class PropertyAnimation: LayerAnimation {
  /// The animated property's key path (`"opacity"`, `"transform.scale"`, `"position"`).
  public var keyPath: String?
  /// Whether the values add to the property's current value (kept).
  public var isAdditive = false
  /// Whether each repetition adds to the last (kept).
  public var isCumulative = false

  /// An animation of nothing yet.
  public required init() {}

  /// An animation of the property at `keyPath`.
  public convenience init(keyPath: String?) {
    self.init()
    self.keyPath = keyPath
  }
}

/// An animation from one value to another (Core Animation's `CABasicAnimation`).
open class BasicAnimation: PropertyAnimation {
  /// The start value (kept).
  public var fromValue: Any?
  /// The end value (kept).
  public var toValue: Any?
  /// The change from the current value (kept).
  public var byValue: Any?
}

/// A spring (Core Animation's `CASpringAnimation`; its parameters kept).
open class SpringAnimation: BasicAnimation {
  /// The mass of the object on the spring.
  public var mass: CGFloat = 1
  /// The spring's stiffness.
  public var stiffness: CGFloat = 100
  /// The damping.
  public var damping: CGFloat = 10
  /// The initial velocity.
  public var initialVelocity: CGFloat = 0
}

/// An animation through a sequence of values (Core Animation's `CAKeyframeAnimation`).
open class KeyframeAnimation: PropertyAnimation {
  /// The values, in order (kept).
  public var values: [Any]?
  /// When each value is reached, 0 … 1 of the duration (kept).
  public var keyTimes: [NSNumber]?
  /// The path a point property follows (kept).
  public var path: CGPath?
  /// The pacing between keyframes (kept).
  public var timingFunctions: [MediaTimingFunction]?
  /// How the values are interpolated (kept).
  public var calculationMode: String = "linear"
}

/// Animations that run together (Core Animation's `CAAnimationGroup`).
open class AnimationGroup: LayerAnimation {
  /// The animations of the group.
  public var animations: [LayerAnimation]?
}

/// A transition between a layer's states (Core Animation's `CATransition`; kept).
open class Transition: LayerAnimation {
  /// The kind of transition (`"fade"`, `"push"`, `"moveIn"`, `"reveal"`).
  public var type: String = "fade"
  /// Its direction (`"fromLeft"`, …).
  public var subtype: String?
}

/// What a layer shows outside an animation's time (Core Animation's `CAMediaTimingFillMode`).
public struct MediaTimingFillMode: RawRepresentable, Hashable, Sendable {
  /// Core Animation's name.
  public let rawValue: String
  /// A mode of Core Animation's name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The first value before the animation starts.
  public static let backwards = MediaTimingFillMode(rawValue: "backwards")
  /// The last value after it ends.
  public static let forwards = MediaTimingFillMode(rawValue: "forwards")
  /// Both.
  public static let both = MediaTimingFillMode(rawValue: "both")
  /// Neither (the default).
  public static let removed = MediaTimingFillMode(rawValue: "removed")
}

/// The pacing of an animation (Core Animation's `CAMediaTimingFunction`): a cubic Bézier curve
/// from (0, 0) to (1, 1).
public final class MediaTimingFunction {
  /// The curve's two control points.
  public let controlPoints: (Float, Float, Float, Float)

  /// One of Core Animation's named curves (control points as Apple documents them).
  public convenience init(name: MediaTimingFunctionName) {
    switch name {
    case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
    case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
    case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
    case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
    default: self.init(controlPoints: 0, 0, 1, 1)
    }
  }

  /// A curve of two control points.
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    controlPoints = (c1x, c1y, c2x, c2y)
  }
}

/// The name of a timing curve (Core Animation's `CAMediaTimingFunctionName`).
public struct MediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
  /// Core Animation's name.
  public let rawValue: String
  /// A name of Core Animation's.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Even pacing.
  public static let linear = MediaTimingFunctionName(rawValue: "linear")
  /// Slow at the start.
  public static let easeIn = MediaTimingFunctionName(rawValue: "easeIn")
  /// Slow at the end.
  public static let easeOut = MediaTimingFunctionName(rawValue: "easeOut")
  /// Slow at both ends.
  public static let easeInEaseOut = MediaTimingFunctionName(rawValue: "easeInEaseOut")
  /// Core Animation's default curve.
  public static let `default` = MediaTimingFunctionName(rawValue: "default")
}

extension Layer {
  /// Adds an animation under a key (Core Animation's `add(_:forKey:)`), replacing the one under
  /// the same key. The layer's model values and every frame stay as they are; the delegate is
  /// told at once that it started and finished, and, when ``LayerAnimation/isRemovedOnCompletion``,
  /// the animation is gone again, as it is once its time has passed on a device.
  ///
  /// ```swift
  /// spinner.layer.add(rotation, forKey: "spin")
  /// ```
  public func add(_ animation: LayerAnimation, forKey key: String?) {
    if let key { animationStorage.removeAll { $0.key == key } }
    animationStorage.append((key, animation))
    animation.delegate?.animationDidStart(animation)
    let forever = animation.repeatCount.isInfinite || animation.repeatDuration.isInfinite
    if !forever {
      if animation.isRemovedOnCompletion { animationStorage.removeAll { $0.animation === animation } }
      animation.delegate?.animationDidStop(animation, finished: true)
    }
  }

  /// The animation under a key that is still running (one that repeats forever, or kept after it
  /// finished), or nil.
  public func animation(forKey key: String) -> LayerAnimation? {
    animationStorage.last { $0.key == key }?.animation as? LayerAnimation
  }

  /// The keys of the animations still on the layer (nil when there are none, as Core Animation
  /// gives).
  public func animationKeys() -> [String]? {
    let keys = animationStorage.compactMap(\.key)
    return keys.isEmpty ? nil : keys
  }

  /// Removes the animation under a key; its delegate is told it stopped unfinished.
  public func removeAnimation(forKey key: String) {
    let removed = animationStorage.filter { $0.key == key }
    animationStorage.removeAll { $0.key == key }
    for entry in removed {
      (entry.animation as? LayerAnimation).map { $0.delegate?.animationDidStop($0, finished: false) }
    }
  }

  /// Removes every animation; their delegates are told they stopped unfinished.
  public func removeAllAnimations() {
    let removed = animationStorage
    animationStorage = []
    for entry in removed {
      (entry.animation as? LayerAnimation).map { $0.delegate?.animationDidStop($0, finished: false) }
    }
  }
}

/// Groups layer changes (Core Animation's `CATransaction`): the settings are kept and the
/// completion block runs at ``commit()`` (the animations of the transaction have finished by then
/// here).
///
/// ```swift
/// CATransaction.begin()
/// CATransaction.setCompletionBlock { spinner.isHidden = true }
/// spinner.layer.add(fade, forKey: "fade")
/// CATransaction.commit()
/// ```
public enum Transaction {
  /// The open transactions' completion blocks, innermost last. Core Animation's transactions
  /// belong to the main thread; so do these.
  nonisolated(unsafe) private static var open: [(() -> Void)?] = []
  nonisolated(unsafe) private static var actionsDisabled = false
  nonisolated(unsafe) private static var duration: TimeInterval = 0.25

  /// Starts a transaction (transactions nest).
  public static func begin() { open.append(nil) }

  /// Ends the innermost transaction: its completion block runs.
  public static func commit() {
    guard let completion = open.popLast() else { return }
    completion?()
  }

  /// The block run when the transaction's animations finish: at ``commit()`` here, or at once
  /// outside an explicit transaction (the implicit one ends with the run loop's turn).
  public static func setCompletionBlock(_ block: (() -> Void)?) {
    guard !open.isEmpty else {
      block?()
      return
    }
    open[open.count - 1] = block
  }

  /// Whether changes of layer properties animate implicitly (kept).
  public static func setDisableActions(_ flag: Bool) { actionsDisabled = flag }
  /// Whether implicit animations are off.
  public static func disableActions() -> Bool { actionsDisabled }
  /// The duration of implicit animations (kept).
  public static func setAnimationDuration(_ duration: TimeInterval) { self.duration = duration }
  /// The duration of implicit animations.
  public static func animationDuration() -> TimeInterval { duration }
  /// The pacing of the transaction's animations (kept).
  public static func setAnimationTimingFunction(_ function: MediaTimingFunction?) {}
  /// Runs what was committed (nothing waits here).
  public static func flush() {}
}
