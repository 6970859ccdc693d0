import Foundation

/// A finger on the screen (UIKit's `UITouch`), given to ``Responder/touchesBegan(_:with:)`` and
/// the other touch methods. There is no screen here: a test makes touches at points of a view and
/// calls the methods.
///
/// ```swift
/// let touch = Touch(at: CGPoint(x: 10, y: 20), in: canvas)
/// canvas.touchesBegan([touch], with: nil)
/// touch.move(to: CGPoint(x: 30, y: 20))
/// canvas.touchesMoved([touch], with: nil)
/// ```
public final class Touch: Hashable {
  /// UIKit's `UITouch.Phase`.
  public enum Phase: Int, Sendable {
    case began, moved, stationary, ended, cancelled
  }

  /// The view the touch started in.
  public private(set) weak var view: View?
  /// The window of that view.
  public var window: Window? { view?.window }
  /// Where the touch is in the window's coordinates (the view's when it has no window).
  private var point: CGPoint
  private var previousPoint: CGPoint
  /// The touch's phase.
  public var phase: Phase
  /// How many times the finger tapped here.
  public var tapCount: Int
  /// When the touch last changed, in seconds.
  public var timestamp: TimeInterval

  /// A touch at `point` in `view`'s coordinates, beginning.
  public init(at point: CGPoint, in view: View, tapCount: Int = 1) {
    self.view = view
    let inWindow = view.window.map { view.convert(point, to: $0) } ?? point
    self.point = inWindow
    previousPoint = inWindow
    phase = .began
    self.tapCount = tapCount
    timestamp = 0
  }

  /// Moves the touch to `point` in its view's coordinates (the phase becomes `.moved`).
  public func move(to point: CGPoint) {
    previousPoint = self.point
    self.point = view.flatMap { view in view.window.map { view.convert(point, to: $0) } } ?? point
    phase = .moved
    timestamp += 1.0 / 60
  }

  /// Where the touch is in `view`'s coordinates (the window's for nil).
  public func location(in view: View?) -> CGPoint { convert(point, to: view) }

  /// Where the touch was before its last move, in `view`'s coordinates.
  public func previousLocation(in view: View?) -> CGPoint { convert(previousPoint, to: view) }

  private func convert(_ point: CGPoint, to target: View?) -> CGPoint {
    guard let target else { return point }
    if let window = target.window { return target.convert(point, from: window) }
    guard let view else { return point }
    return target.convert(point, from: view)
  }

  /// Touches are equal when they are the same object.
  public static func == (lhs: Touch, rhs: Touch) -> Bool { lhs === rhs }
  /// Hashes the object's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The touches of one event (UIKit's `UIEvent`).
///
/// ```swift
/// let event = Event(touches: [touch])
/// event.allTouches?.count   // 1
/// ```
public final class Event {
  /// UIKit's `UIEvent.EventSubtype`: what a motion or remote-control event is.
  public enum EventSubtype: Int, Sendable {
    case none = 0
    case motionShake = 1
  }

  /// The touches of the event.
  public let allTouches: Set<Touch>?
  /// When the event happened, in seconds.
  public let timestamp: TimeInterval

  /// An event of touches.
  public init(touches: Set<Touch>, timestamp: TimeInterval = 0) {
    allTouches = touches
    self.timestamp = timestamp
  }

  /// The touches of the event in a view.
  public func touches(for view: View) -> Set<Touch>? { allTouches?.filter { $0.view === view } }
}
