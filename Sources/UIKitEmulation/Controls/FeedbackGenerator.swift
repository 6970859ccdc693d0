import AutoLayout

/// Haptic feedback (UIKit's `UIFeedbackGenerator`): there is no device to tap here, so the
/// generators count what they were asked to play, for tests.
///
/// ```swift
/// let haptic = UIImpactFeedbackGenerator(style: .medium)
/// haptic.impactOccurred()
/// haptic.playedCount   // 1
/// ```
open class FeedbackGenerator {
  /// How many times feedback was played.
  public internal(set) var playedCount = 0

  /// A generator.
  public init() {}

  /// Readies the engine for feedback soon (kept).
  open func prepare() {}
}

/// Feedback for an impact (UIKit's `UIImpactFeedbackGenerator`).
open class ImpactFeedbackGenerator: FeedbackGenerator {
  /// UIKit's `UIImpactFeedbackGenerator.FeedbackStyle`.
  public enum FeedbackStyle: Int, Sendable {
    case light, medium, heavy, soft, rigid
  }

  /// The weight of the impact.
  public let style: FeedbackStyle

  /// A generator of an impact's weight (medium by default).
  public init(style: FeedbackStyle = .medium) {
    self.style = style
    super.init()
  }

  /// Plays the impact.
  open func impactOccurred() { playedCount += 1 }
  /// Plays the impact at an intensity, 0 … 1.
  open func impactOccurred(intensity: CGFloat) { playedCount += 1 }
}

/// Feedback for a task's outcome (UIKit's `UINotificationFeedbackGenerator`).
open class NotificationFeedbackGenerator: FeedbackGenerator {
  /// UIKit's `UINotificationFeedbackGenerator.FeedbackType`.
  public enum FeedbackType: Int, Sendable {
    case success, warning, error
  }

  /// The outcomes played, in order.
  public private(set) var played: [FeedbackType] = []

  /// Plays the feedback of an outcome.
  open func notificationOccurred(_ notificationType: FeedbackType) {
    played.append(notificationType)
    playedCount += 1
  }
}

/// Feedback for a change of selection (UIKit's `UISelectionFeedbackGenerator`).
open class SelectionFeedbackGenerator: FeedbackGenerator {
  /// Plays the selection tick.
  open func selectionChanged() { playedCount += 1 }
}
