/// The element kinds that show text, in one table: which of them are sized by their text (so the
/// model's fonts measure them) and which of them UIKit gives baselines from their font's metrics.
///
/// ```swift
/// TextKinds.sizedByText.contains(.popUpButton)        // true: AppKit measures its title
/// TextKinds.uikitFontBaselines.contains(.textView)    // false: its text sits below an inset
/// ```
enum TextKinds {
  /// Kinds whose content size is a text's, measured with the model's fonts (UIKit's label, text
  /// field, text view, button and segmented control; AppKit's pop-up button, combo box, search
  /// field and token field): a finding that rests on their size rests on a text width or height
  /// (``ModelUncertainty/Source/textWidth``).
  static let sizedByText: Set<ElementKind> = [
    .label, .textField, .textView, .button, .popUpButton, .comboBox, .searchField, .tokenField,
    .segmentedControl,
  ]

  /// UIKit kinds whose baselines are their font's, placed in the view's height
  /// (``UIKitTextBaselines/offsets(kind:font:lines:height:)``).
  static let uikitFontBaselines: Set<ElementKind> = [.label, .textField, .button]

  /// UIKit kinds that draw text and so have baselines at all: those of ``uikitFontBaselines`` and
  /// the text view.
  static let uikitWithBaselines: Set<ElementKind> = uikitFontBaselines.union([.textView])
}
