import AutoLayout
import Foundation

/// A visual effect (UIKit's `UIVisualEffect`): kept for drawing, no effect on layout.
///
/// ```swift
/// let blur = BlurEffect(style: .systemMaterial)
/// ```
open class VisualEffect: @unchecked Sendable {
  /// Creates an effect.
  public init() {}
}

/// A blur (UIKit's `UIBlurEffect`).
///
/// ```swift
/// let effect = BlurEffect(style: .systemThinMaterial)
/// ```
public final class BlurEffect: VisualEffect, @unchecked Sendable {
  /// UIKit's `UIBlurEffect.Style`.
  public enum Style: Int, Sendable {
    case extraLight, light, dark, regular, prominent
    case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial,
      systemChromeMaterial
    case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight
    case systemChromeMaterialLight
    case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark
    case systemChromeMaterialDark
  }
  /// The style.
  public let style: Style
  /// A blur of a style.
  ///
  /// ```swift
  /// BlurEffect(style: .regular)
  /// ```
  public init(style: Style) {
    self.style = style
    super.init()
  }
}

/// A view that shows an effect behind its ``contentView`` (UIKit's `UIVisualEffectView`): put
/// subviews in the content view, which fills it.
///
/// ```swift
/// let bar = VisualEffectView(effect: BlurEffect(style: .systemMaterial))
/// bar.contentView.addSubview(title)
/// ```
open class VisualEffectView: View {
  /// The effect (kept).
  public var effect: VisualEffect?
  /// The view that holds the content, as large as the effect view.
  public let contentView = View()

  /// An effect view.
  ///
  /// ```swift
  /// let background = VisualEffectView(effect: nil)
  /// ```
  public init(effect: VisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
    installContentView(contentView)
  }

  /// An effect view decoded from an archive: nothing is decoded.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    installContentView(contentView)
  }

  /// `UIVisualEffectView`.
  override open class var uikitName: String { "UIVisualEffectView" }
}
