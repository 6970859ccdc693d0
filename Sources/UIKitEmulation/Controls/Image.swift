import AutoLayout
import Foundation
import Synchronization

/// An image as layout sees it: a size in points (UIKit's `UIImage`, without pixels).
///
/// ```swift
/// let avatar = ImageView(image: Image(size: CGSize(width: 48, height: 48)))
/// ```
public struct Image: Hashable, Sendable {
  /// The size in points.
  public var size: CGSize
  /// A name, for descriptions.
  public var name: String?
  /// A system symbol's size at the default configuration (`nil`: not a symbol); see
  /// ``symbolSize(with:category:)``.
  var symbolBaseSize: CGSize?
  /// The configuration a system symbol was made or configured with (UIKit's
  /// `symbolConfiguration`; `nil` for other images).
  public internal(set) var symbolConfiguration: SymbolConfiguration?

  /// Creates an image of a size.
  ///
  /// ```swift
  /// Image(size: CGSize(width: 24, height: 24), name: "star")
  /// ```
  public init(size: CGSize, name: String? = nil) {
    self.size = size
    self.name = name
  }

  /// UIKit's `UIImage()`: an empty image, 0 × 0 (an image view showing it has no size of its own
  /// to give).
  ///
  /// ```swift
  /// let placeholder = Image()   // size .zero
  /// ```
  public init() {
    self.init(size: .zero)
  }

  /// The image registered under `name` (``register(named:size:)``), or `nil` — as UIKit's
  /// `UIImage(named:)` gives `nil` for an asset the app does not have (there is no asset catalog
  /// here: register the sizes the layout needs).
  ///
  /// ```swift
  /// Image.register(named: "star", size: CGSize(width: 24, height: 24))
  /// let star = Image(named: "star")   // 24 × 24
  /// ```
  public init?(named name: String) {
    guard let size = Image.registry.withLock({ $0[name] }) else { return nil }
    self.init(size: size, name: name)
  }

  /// Registers the size of a named image for ``init(named:)``.
  ///
  /// ```swift
  /// Image.register(named: "logo", size: CGSize(width: 120, height: 40))
  /// ```
  public static func register(named name: String, size: CGSize) {
    registry.withLock { $0[name] = size }
  }

  private static let registry = Mutex<[String: CGSize]>([:])
}

/// A view that shows an image, sized by it (UIKit's `UIImageView`).
///
/// ```swift
/// let icon = ImageView(image: Image(size: CGSize(width: 30, height: 30)))
/// icon.intrinsicContentSize   // (30, 30)
/// ```
open class ImageView: View {
  /// The image (`nil`: no intrinsic size).
  open var image: Image? {
    didSet { if image != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// The symbol configuration a system symbol is drawn with (UIKit's
  /// `preferredSymbolConfiguration`), applied over the image's own: its point size, text style
  /// and scale size the symbol (``Image/symbolSize(with:category:)``).
  ///
  /// ```swift
  /// icon.preferredSymbolConfiguration = Image.SymbolConfiguration(pointSize: 64)
  /// ```
  public var preferredSymbolConfiguration: Image.SymbolConfiguration? {
    didSet { if preferredSymbolConfiguration != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// The frames of an animation (UIKit's `animationImages`; kept, the view's size stays its
  /// ``image``'s).
  public var animationImages: [Image]?
  /// Seconds one cycle of ``animationImages`` lasts (kept).
  public var animationDuration: TimeInterval = 0
  /// How many cycles play (0: forever; kept).
  public var animationRepeatCount = 0
  /// Whether ``startAnimating()`` was called and ``stopAnimating()`` not since.
  public private(set) var isAnimating = false
  /// Starts the frame animation (no display here: it only marks the view animating).
  public func startAnimating() { isAnimating = animationImages?.isEmpty == false }
  /// Stops the frame animation.
  public func stopAnimating() { isAnimating = false }

  /// UIKit's `init(frame:)`, the designated initializer (a subclass overrides it and calls it, as in
  /// UIKit): an image view placed at `frame` until constraints position it.
  ///
  /// ```swift
  /// let view = ImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
  /// ```
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates an image view sized to its image.
  ///
  /// ```swift
  /// let photo = ImageView(image: Image(size: CGSize(width: 100, height: 100)))
  /// ```
  public convenience init(image: Image?) {
    self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
  }

  /// An image view decoded from an archive: nothing is decoded.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// `UIImageView`.
  override open class var uikitName: String { "UIImageView" }

  /// The image's size, or no intrinsic size without an image. A system symbol is sized by its
  /// configuration with ``preferredSymbolConfiguration`` applied, at the view's text size
  /// (``Image/symbolSize(with:category:)``).
  override open var intrinsicContentSize: CGSize {
    guard let image else { return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
    guard image.isSymbolImage else { return image.size }
    let configuration = (image.symbolConfiguration ?? Image.SymbolConfiguration())
      .applying(preferredSymbolConfiguration)
    return image.symbolSize(with: configuration, category: traitCollection.preferredContentSizeCategory)
  }
}
