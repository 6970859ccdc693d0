import Foundation

/// The space the software keyboard takes at the bottom of a view (UIKit's
/// `UIKeyboardLayoutGuide`, a view's ``View/keyboardLayoutGuide``).
///
/// As wide as the view, its bottom at the view's bottom. With the keyboard hidden
/// (``Window/keyboardHeight`` 0) its top is the bottom of the view's safe area — or the view's
/// bottom when ``usesBottomSafeArea`` is `false` — as Apple documents; with a keyboard its top is
/// the keyboard's top, ``Window/keyboardHeight`` above the window's bottom.
///
/// ```swift
/// sendButton.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor).isActive = true
/// view.keyboardLayoutGuide.usesBottomSafeArea = false   // hidden keyboard: the view's bottom
/// ```
public final class KeyboardLayoutGuide: LayoutGuide {
  /// Whether, with the keyboard hidden, the guide's top is the safe area's bottom (the default)
  /// rather than the view's bottom.
  ///
  /// ```swift
  /// view.keyboardLayoutGuide.usesBottomSafeArea = false
  /// ```
  public var usesBottomSafeArea = true {
    didSet {
      guard usesBottomSafeArea != oldValue, let view = owningView else { return }
      view.changedEngine?.marginsChanged(view)
      view.setNeedsLayout()
    }
  }
  /// Whether the guide follows a keyboard undocked from the bottom (kept; the keyboard modelled
  /// here is docked).
  ///
  /// ```swift
  /// view.keyboardLayoutGuide.followsUndockedKeyboard = true
  /// ```
  public var followsUndockedKeyboard = false
  /// Padding above the keyboard for the interactive dismissal gesture (kept; no effect on layout).
  ///
  /// ```swift
  /// view.keyboardLayoutGuide.keyboardDismissPadding = 44
  /// ```
  public var keyboardDismissPadding: CGFloat = 0

  override init() {
    super.init()
    role = .keyboard
  }
}
