import AutoLayout

extension Font {
  /// UIKit's `UIFont(name:size:)`, failable as in UIKit (`UIFont(name: "Avenir-Heavy", size: 17)!`).
  /// It never fails here: fonts are measured by family and weight (an app's bundled fonts are
  /// not registered on Linux), so the named font is given, measured as its family or the system
  /// font's metrics.
  ///
  /// ```swift
  /// let title = UIFont(name: "Avenir-Heavy", size: 20) ?? .systemFont(ofSize: 20)
  /// ```
  public init?(name fontName: String, size fontSize: CGFloat) {
    self.init(name: fontName, size: fontSize, weight: .regular)
  }
}
