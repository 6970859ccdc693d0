import Foundation

extension View {
  /// Makes the first responder resign when it is the view or inside it (UIKit's
  /// `endEditing(_:)`, which dismisses the keyboard); returns whether one resigned.
  ///
  /// ```swift
  /// view.endEditing(true)   // the text field inside gives up the keyboard
  /// ```
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    guard let responder = window?.firstResponderView, responder.isDescendant(of: self) else { return false }
    return responder.resignFirstResponder()
  }
}
