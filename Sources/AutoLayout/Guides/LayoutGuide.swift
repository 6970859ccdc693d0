import Foundation

/// A rectangle that takes part in Auto Layout without being a view: spacers, the layout margins,
/// the safe area, the readable width (UIKit's `UILayoutGuide`).
///
/// ```swift
/// let spacer = LayoutGuide()
/// view.addLayoutGuide(spacer)
/// spacer.widthAnchor.constraint(equalTo: otherSpacer.widthAnchor).isActive = true
/// ```
open class LayoutGuide {
  /// The view that owns the guide (set by ``View/addLayoutGuide(_:)``; cleared when it removes the
  /// guide or is deallocated).
  ///
  /// ```swift
  /// view.addLayoutGuide(spacer)
  /// spacer.owningView === view   // true
  /// ```
  public internal(set) var owningView: View? {
    get { owner }
    set { owner = newValue }
  }
  /// The owning view, unretained: the view clears it when it removes the guide and in its
  /// `deinit` (`View.swift`), so it never dangles. The views own their guides; a retaining
  /// reference would be a cycle and a weak one costs a side table per guide.
  unowned(unsafe) var owner: View?
  /// A name for descriptions.
  public var identifier: String = ""
  /// The guide's frame in its owning view's coordinates, as of the last layout pass.
  public internal(set) var layoutFrame: CGRect = .zero
  /// Which system guide this is, if any.
  package var role: Role = .user
  /// Storage for the constraint maker DSL (`LayoutDSL`): the constraints it made for this guide.
  package var layoutDSLStorage: AnyObject?
  /// The handle anchors and the engine's records hold (see ``itemHandle``).
  private var handleStorage: ItemHandle?

  /// The guide's ``ItemHandle``, made on first use.
  var itemHandle: ItemHandle { ItemHandle.stored(in: &handleStorage, for: self) }

  deinit { handleStorage?.object = nil }

  package enum Role: CaseIterable {
    case user
    case layoutMargins
    case safeArea
    case readableContent
    case scrollContent
    case scrollFrame
    case keyboard
  }

  /// Creates a guide; add it to a view with ``View/addLayoutGuide(_:)``.
  ///
  /// ```swift
  /// let guide = LayoutGuide()
  /// ```
  public init() {}

  /// The name UIKit gives the guide in descriptions.
  var debugName: String {
    switch role {
    case .user: identifier.isEmpty ? "UILayoutGuide" : "UILayoutGuide'\(identifier)'"
    case .layoutMargins: "UILayoutGuide'UIViewLayoutMarginsGuide'"
    case .safeArea: "UILayoutGuide'UIViewSafeAreaLayoutGuide'"
    case .readableContent: "UILayoutGuide'UIViewReadableContentGuide'"
    case .scrollContent: "UILayoutGuide'UIScrollView-contentLayoutGuide'"
    case .scrollFrame: "UILayoutGuide'UIScrollView-frameLayoutGuide'"
    case .keyboard: "UIKeyboardLayoutGuide'UIViewKeyboardLayoutGuide'"
    }
  }
}

extension LayoutGuide: LayoutItem {}
