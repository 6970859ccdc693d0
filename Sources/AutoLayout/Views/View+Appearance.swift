import Foundation

/// The properties of a view that UIKit code sets inline with its layout code and that layout
/// ignores (as UIKit's layout does): kept so that the code compiles and reads them back, and so
/// that pictures may use them.
struct ViewAppearance {
  var alpha: CGFloat = 1
  var isOpaque = true
  var tintColor: Color?
  var tintAdjustmentMode: View.TintAdjustmentMode = .automatic
  var tag = 0
  var clipsToBounds = false
  var contentMode: View.ContentMode = .scaleToFill
  var isUserInteractionEnabled = true
  var isMultipleTouchEnabled = false
  var isExclusiveTouch = false
  var transform = CGAffineTransform.identity
  var accessibilityIdentifier: String?
  var accessibilityLabel: String?
  var isAccessibilityElement = false
  var layer: Layer?
  var backgroundColor: Color?
  var gestureRecognizers: [AnyObject] = []
}

/// A view's ``ViewAppearance``, allocated when one of its properties is first set.
final class AppearanceBox {
  var values = ViewAppearance()
}

extension View {
  /// Where the UIKit emulation keeps the view's gesture recognizers (objects of its own).
  package var gestureRecognizerStorage: [AnyObject] {
    get { appearanceBox?.values.gestureRecognizers ?? [] }
    set { appearance.gestureRecognizers = newValue }
  }

  /// The appearance properties (the defaults until one is set).
  var appearance: ViewAppearance {
    get { appearanceBox?.values ?? ViewAppearance() }
    _modify {
      if appearanceBox == nil { appearanceBox = AppearanceBox() }
      yield &appearanceBox!.values
    }
  }

  /// How a view's content fills its bounds (UIKit's `UIView.ContentMode`). Image views use it;
  /// layout does not.
  ///
  /// ```swift
  /// imageView.contentMode = .scaleAspectFit
  /// ```
  public enum ContentMode: Int, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
  }

  /// How the tint colour is adjusted (UIKit's `UIView.TintAdjustmentMode`).
  public enum TintAdjustmentMode: Int, Sendable {
    case automatic, normal, dimmed
  }

  /// The opacity, 0 … 1 (default 1). A view with alpha 0 still takes part in layout.
  ///
  /// ```swift
  /// spinner.alpha = 0
  /// ```
  public var alpha: CGFloat {
    get { appearance.alpha }
    set { appearance.alpha = newValue }
  }

  /// Whether the view draws every pixel of its bounds opaquely (a drawing hint).
  public var isOpaque: Bool {
    get { appearance.isOpaque }
    set { appearance.isOpaque = newValue }
  }

  /// The tint colour: the one set here, else the superview's, else system blue (UIKit's
  /// inheritance). Setting it tells the subtree (``tintColorDidChange()``).
  ///
  /// ```swift
  /// window.tintColor = .systemPink
  /// button.tintColor   // .systemPink
  /// ```
  public var tintColor: Color! {
    get { appearance.tintColor ?? superview?.tintColor ?? .systemBlue }
    set {
      appearance.tintColor = newValue
      for view in subtree where view === self || view.appearance.tintColor == nil {
        view.tintColorDidChange()
      }
    }
  }

  /// How the tint colour is adjusted.
  public var tintAdjustmentMode: TintAdjustmentMode {
    get { appearance.tintAdjustmentMode }
    set { appearance.tintAdjustmentMode = newValue }
  }

  /// An integer to find the view by (``viewWithTag(_:)``; default 0).
  ///
  /// ```swift
  /// badge.tag = 7
  /// ```
  public var tag: Int {
    get { appearance.tag }
    set { appearance.tag = newValue }
  }

  /// The view itself or its first descendant (depth first, in subview order) with this tag.
  ///
  /// ```swift
  /// root.viewWithTag(7) === badge   // true
  /// ```
  public func viewWithTag(_ tag: Int) -> View? {
    var stack: [View] = [self]
    while let view = stack.popLast() {
      if view.tag == tag { return view }
      stack.append(contentsOf: view.subviews.reversed())
    }
    return nil
  }

  /// Whether subviews are clipped to the bounds when drawn (the layer's `masksToBounds`).
  ///
  /// ```swift
  /// avatar.clipsToBounds = true
  /// ```
  public var clipsToBounds: Bool {
    get { appearance.clipsToBounds }
    set { appearance.clipsToBounds = newValue }
  }

  /// How the content fills the bounds.
  public var contentMode: ContentMode {
    get { appearance.contentMode }
    set { appearance.contentMode = newValue }
  }

  /// Whether the view receives touches (kept; there are no events here).
  public var isUserInteractionEnabled: Bool {
    get { appearance.isUserInteractionEnabled }
    set { appearance.isUserInteractionEnabled = newValue }
  }

  /// Whether the view receives several touches at once (kept).
  public var isMultipleTouchEnabled: Bool {
    get { appearance.isMultipleTouchEnabled }
    set { appearance.isMultipleTouchEnabled = newValue }
  }

  /// Whether the view handles touches exclusively (kept).
  public var isExclusiveTouch: Bool {
    get { appearance.isExclusiveTouch }
    set { appearance.isExclusiveTouch = newValue }
  }

  /// The transform the view is drawn with. Layout ignores it, as UIKit's does: ``frame`` stays the
  /// rectangle constraints give.
  ///
  /// ```swift
  /// card.transform = CGAffineTransform(scaleX: 0.95, y: 0.95)
  /// ```
  public var transform: CGAffineTransform {
    get { appearance.transform }
    set { appearance.transform = newValue }
  }

  /// The view's layer: corner radius, border, shadow (kept for pictures and read-back).
  ///
  /// ```swift
  /// card.layer.cornerRadius = 12
  /// ```
  public var layer: Layer {
    if let layer = appearance.layer { return layer }
    let layer = (Self.layerClass as? Layer.Type)?.init() ?? Layer()
    layer.view = self
    appearance.layer = layer
    return layer
  }

  /// The identifier UI tests find the view by.
  public var accessibilityIdentifier: String? {
    get { appearance.accessibilityIdentifier }
    set { appearance.accessibilityIdentifier = newValue }
  }

  /// The label assistive technologies read.
  public var accessibilityLabel: String? {
    get { appearance.accessibilityLabel }
    set { appearance.accessibilityLabel = newValue }
  }

  /// Whether assistive technologies treat the view as one element.
  public var isAccessibilityElement: Bool {
    get { appearance.isAccessibilityElement }
    set { appearance.isAccessibilityElement = newValue }
  }

  /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin (UIKit's
  /// `sizeToFit()`): a label becomes as large as its text.
  ///
  /// ```swift
  /// label.sizeToFit()
  /// ```
  public func sizeToFit() {
    let size = sizeThatFits(bounds.size)
    frame = CGRect(origin: frame.origin, size: size)
  }
}
