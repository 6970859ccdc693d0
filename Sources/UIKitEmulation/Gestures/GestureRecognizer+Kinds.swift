import AutoLayout
import Foundation

/// A tap (UIKit's `UITapGestureRecognizer`): ``GestureRecognizer/recognize(at:)`` is one tap of
/// the number required.
///
/// ```swift
/// let doubleTap = TapGestureRecognizer(target: self, action: PhotoViewController.zoom)
/// doubleTap.numberOfTapsRequired = 2
/// ```
open class TapGestureRecognizer: GestureRecognizer {
  /// Taps needed (default 1).
  public var numberOfTapsRequired = 1
  /// Fingers needed (default 1).
  public var numberOfTouchesRequired = 1
}

/// A press held in place (UIKit's `UILongPressGestureRecognizer`).
///
/// ```swift
/// let press = LongPressGestureRecognizer(target: self, action: ListViewController.pressed(_:))
/// press.minimumPressDuration = 0.8
/// ```
open class LongPressGestureRecognizer: GestureRecognizer {
  /// Seconds the press lasts before it is recognized (default 0.5, as UIKit's).
  public var minimumPressDuration: TimeInterval = 0.5
  /// Points the finger may move (default 10, as UIKit's).
  public var allowableMovement: CGFloat = 10
  /// Taps before the press (default 0).
  public var numberOfTapsRequired = 0
  /// Fingers needed (default 1).
  public var numberOfTouchesRequired = 1
}

/// A swipe (UIKit's `UISwipeGestureRecognizer`).
///
/// ```swift
/// let swipe = SwipeGestureRecognizer(target: self, action: GalleryViewController.next)
/// swipe.direction = .left
/// ```
open class SwipeGestureRecognizer: GestureRecognizer {
  /// The directions that count (default right, as UIKit's).
  public var direction: Direction = .right
  /// Fingers needed (default 1).
  public var numberOfTouchesRequired = 1

  /// UIKit's `UISwipeGestureRecognizer.Direction`.
  public struct Direction: OptionSet, Hashable, Sendable {
    /// The bits.
    public var rawValue: UInt
    /// Directions from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Rightwards.
    public static let right = Direction(rawValue: 1 << 0)
    /// Leftwards.
    public static let left = Direction(rawValue: 1 << 1)
    /// Upwards.
    public static let up = Direction(rawValue: 1 << 2)
    /// Downwards.
    public static let down = Direction(rawValue: 1 << 3)
  }
}

/// A drag (UIKit's `UIPanGestureRecognizer`), continuous: ``begin(at:)``, ``move(by:)`` and
/// ``end()`` act as the user's finger, each running the actions with the state UIKit gives.
///
/// ```swift
/// pan.begin(at: CGPoint(x: 10, y: 10))
/// pan.move(by: CGPoint(x: 0, y: 120))    // dragged(pan): translation (0, 120), state .changed
/// pan.end()
/// ```
open class PanGestureRecognizer: GestureRecognizer {
  /// Fewest fingers (default 1).
  public var minimumNumberOfTouches = 1
  /// Most fingers (default: any).
  public var maximumNumberOfTouches = Int.max
  private var translation = CGPoint.zero
  private var lastStep = CGPoint.zero

  /// How far the finger moved since the gesture began (or since ``setTranslation(_:in:)``), in
  /// `view`'s coordinates.
  ///
  /// ```swift
  /// card.center.y += pan.translation(in: view).y
  /// ```
  open func translation(in view: View?) -> CGPoint { translation }

  /// Resets the translation.
  ///
  /// ```swift
  /// pan.setTranslation(.zero, in: view)
  /// ```
  open func setTranslation(_ translation: CGPoint, in view: View?) {
    self.translation = translation
  }

  /// The finger's speed in points per second (the last step, taken as one sixtieth of a second).
  open func velocity(in view: View?) -> CGPoint { CGPoint(x: lastStep.x * 60, y: lastStep.y * 60) }

  /// The finger goes down and starts to move at `point`: the state is `began`.
  public func begin(at point: CGPoint) {
    guard shouldBegin(at: point) else { return }
    translation = .zero
    lastStep = .zero
    move(to: .began)
  }

  /// The finger moves by `delta`: the state is `changed`.
  public func move(by delta: CGPoint) {
    guard state == .began || state == .changed else { return }
    translation.x += delta.x
    translation.y += delta.y
    lastStep = delta
    move(to: .changed)
  }

  /// The finger lifts: the state is `ended`, then `possible` again.
  public func end() {
    guard state == .began || state == .changed else { return }
    move(to: .ended)
    state = .possible
  }
}

/// A drag from the screen's edge (UIKit's `UIScreenEdgePanGestureRecognizer`).
///
/// ```swift
/// let edge = ScreenEdgePanGestureRecognizer(target: self, action: MenuController.edgeDragged(_:))
/// edge.edges = .left
/// ```
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
  /// The edges it starts from.
  public var edges: RectEdge = []
}

/// Two fingers pinching (UIKit's `UIPinchGestureRecognizer`).
///
/// ```swift
/// pinch.scale = 2
/// pinch.recognize(at: .zero)   // pinched(pinch) with scale 2
/// ```
open class PinchGestureRecognizer: GestureRecognizer {
  /// The scale of the fingers' distance since the gesture began (default 1).
  public var scale: CGFloat = 1
  /// The scale's change per second (kept).
  public var velocity: CGFloat = 0
  /// Two fingers.
  open override var numberOfTouches: Int { 2 }
}

/// Two fingers turning (UIKit's `UIRotationGestureRecognizer`).
///
/// ```swift
/// rotation.rotation = .pi / 2
/// ```
open class RotationGestureRecognizer: GestureRecognizer {
  /// The turn in radians since the gesture began (default 0).
  public var rotation: CGFloat = 0
  /// The turn's speed in radians per second (kept).
  public var velocity: CGFloat = 0
  /// Two fingers.
  open override var numberOfTouches: Int { 2 }
}
