import AutoLayout
import Foundation

/// A view a collection reuses (UIKit's `UICollectionReusableView`): the base of cells and of
/// supplementary views such as section headers and footers.
///
/// ```swift
/// final class SectionHeader: CollectionReusableView {
///   let title = Label()
///   override init(frame: CGRect) { super.init(frame: frame); addSubview(title) }
///   required init?(coder: NSCoder) { fatalError() }
/// }
/// ```
open class CollectionReusableView: View {
  /// The identifier the view was dequeued with.
  public internal(set) var reuseIdentifier: String?
  /// The supplementary kind the view was dequeued for (`nil` for a cell).
  var elementKind: String?

  /// A view at `frame` (UIKit's designated initializer; subclasses `override` it as in UIKit).
  ///
  /// ```swift
  /// let header = CollectionReusableView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
  /// ```
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// A view as a collection makes a registered class: its dynamic type's ``init(frame:)`` at a
  /// zero frame (a subclass that overrides it, and `init?(coder:)` as UIKit requires, inherits
  /// this initializer).
  ///
  /// ```swift
  /// let header = SectionHeader(registeredAs: "header")   // SectionHeader's init(frame: .zero)
  /// ```
  public required convenience init(registeredAs reuseIdentifier: String?) {
    self.init(frame: .zero)
  }

  /// A view decoded from an archive: nothing is decoded.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// `UICollectionReusableView`.
  override open class var uikitName: String { "UICollectionReusableView" }

  /// Called before the collection hands the view out again.
  open func prepareForReuse() {}
}
