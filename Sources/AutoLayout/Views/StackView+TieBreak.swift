import Foundation

extension StackView {
  /// Whether the stack resolves ties of hugging and compression resistance among its arranged
  /// views by their index, as UIKit documents for every distribution but `.fillEqually`: "If there
  /// is any ambiguity, the stack view shrinks [stretches] the views based on their index in the
  /// arrangedSubviews array." Apple does not say which end goes first; here, of views with the
  /// same priority, the later one in ``arrangedSubviews`` stretches first and shrinks first (what
  /// the Interface Builder corpus agrees with, docs/porting.md).
  ///
  /// Three views 60 points wide in a 150-point `.fill` row, spacing 4, are 38 points too long:
  /// the third gives them all (60, 60, 22), and none is ambiguous.
  var arrangementTieBreak: Bool { distribution != .fillEqually }

  /// Gives each visible arranged view its rank for the tie-break (and -1 to views that no longer
  /// have one); a view whose rank changed gets new intrinsic-size constraints.
  func rankArrangedViews(_ visible: [View]) {
    for (index, view) in visible.enumerated() {
      let rank: Int32 = arrangementTieBreak ? Int32(clamping: index) : -1
      setRank(rank, of: view, axis: axis)
    }
    let ranked = Set(visible.lazy.filter { $0.arrangementRank >= 0 }.map(ObjectIdentifier.init))
    for view in rankedViews where !ranked.contains(ObjectIdentifier(view)) {
      setRank(-1, of: view, axis: axis)
    }
    rankedViews = visible.filter { $0.arrangementRank >= 0 }
  }

  /// Sets a view's rank key (rank × 2 + axis, or -1), giving it new intrinsic-size constraints
  /// when it changed.
  func setRank(_ rank: Int32, of view: View, axis: LayoutConstraint.Axis) {
    let key = rank < 0 ? -1 : rank * 2 + (axis == .horizontal ? 0 : 1)
    guard view.arrangementRank != key else { return }
    view.arrangementRank = key
    view.changedEngine?.intrinsicChanged(view, prioritiesChanged: true)
  }
}

extension View {
  /// The weight of this view's hugging and compression resistance along `axis` within their
  /// priority level: 1, or, when the view's stack breaks ties by index (see
  /// `StackView.arrangementTieBreak`), 1 + (1,024 − rank) × 2⁻²⁰, so that of two arranged views
  /// with the same priority the earlier one holds its size and the later one gives. The weights
  /// differ by less than a thousandth: they only decide between solutions that otherwise cost the
  /// same. A view outside the stack weighs 1, so in such an exact tie it gives first.
  ///
  /// ```swift
  /// // [a, b, c] in a horizontal .fill stack: a 1 + 1024 × 2⁻²⁰, b 1 + 1023 × 2⁻²⁰, c 1 + 1022 × 2⁻²⁰
  /// c.intrinsicWeight(along: .horizontal)  // 1.000975…
  /// c.intrinsicWeight(along: .vertical)    // 1
  /// ```
  func intrinsicWeight(along axis: LayoutConstraint.Axis) -> Double {
    let key = arrangementRank
    guard key >= 0, superview is StackView else { return 1 }
    let stackAxis: LayoutConstraint.Axis = key % 2 == 0 ? .horizontal : .vertical
    guard stackAxis == axis else { return 1 }
    let rank = min(key / 2, View.maximumTieBreakRank)
    return 1 + Double(View.maximumTieBreakRank - rank) * 0x1p-20
  }

  /// Ranks beyond this share the last weight (a row of more than 1,024 views keeps a distinct
  /// order for its first 1,024).
  static let maximumTieBreakRank: Int32 = 1024
}
