import AutoLayout
import Foundation
import Synchronization

extension Color {
  /// The colour registered under `name` (``register(_:named:)``), or `nil` — as UIKit's
  /// `UIColor(named:)` gives `nil` for a colour the app's asset catalog lacks (there is no asset
  /// catalog here).
  ///
  /// ```swift
  /// Color.register(Color(red: 0.1, green: 0.5, blue: 0.3, alpha: 1), named: "Brand")
  /// let brand = Color(named: "Brand") ?? .systemGreen
  /// ```
  public init?(named name: String) {
    guard let color = Color.namedColors.withLock({ $0[name] }) else { return nil }
    self = color
  }

  /// Registers a named colour for ``init(named:)`` (what an asset catalog holds in an app).
  ///
  /// ```swift
  /// Color.register(.systemIndigo, named: "Accent")
  /// ```
  public static func register(_ color: Color, named name: String) {
    namedColors.withLock { $0[name] = color }
  }

  private static let namedColors = Mutex<[String: Color]>([:])
}
