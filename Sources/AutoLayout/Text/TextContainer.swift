import Foundation

/// The region a text view lays its text out in (UIKit's `NSTextContainer`, the layout parts):
/// the padding at each end of a line and the line limit.
///
/// ```swift
/// textView.textContainer.lineFragmentPadding = 0   // text flush with the insets
/// textView.textContainer.maximumNumberOfLines = 3
/// ```
public final class TextContainer {
  /// The space at the start and at the end of every line, inside the text view's
  /// `TextView.textContainerInset` (default 5, as Apple documents for `NSTextContainer`).
  public var lineFragmentPadding: CGFloat = 5 { didSet { changed() } }
  /// The most lines laid out; 0 (the default) is unlimited.
  public var maximumNumberOfLines = 0 { didSet { changed() } }
  /// How the last line that fits ends (default wrapping by word).
  public var lineBreakMode: LineBreakMode = .byWordWrapping { didSet { changed() } }
  /// Whether the container follows its text view's width (default `true`; kept).
  public var widthTracksTextView = true
  /// Whether the container follows its text view's height (default `false`; kept).
  public var heightTracksTextView = false

  /// Called when a value that changes the layout of the text changes.
  package var onChange: (() -> Void)?

  /// Creates a container with Apple's defaults.
  ///
  /// ```swift
  /// let container = TextContainer()
  /// container.lineFragmentPadding   // 5
  /// ```
  public init() {}

  private func changed() { onChange?() }
}
