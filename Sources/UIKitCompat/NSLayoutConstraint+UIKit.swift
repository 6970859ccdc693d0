import AutoLayout

extension LayoutConstraint {
  /// UIKit's `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`,
  /// called as UIKit code calls it — without `try`. Where UIKit raises (an invalid pairing of
  /// attributes, a location equal to a constant, an item that is not a view or guide), the error is
  /// reported through `LayoutLog` with the call site and the constraint stays inert:
  /// activating it reports the error again and changes nothing.
  ///
  /// ```swift
  /// NSLayoutConstraint(item: myView, attribute: .leading, relatedBy: .equal, toItem: view,
  ///                    attribute: .leadingMargin, multiplier: 1.0, constant: 20.0).isActive = true
  /// ```
  public convenience init(
    item view1: Any, attribute attr1: NSLayoutConstraint.Attribute,
    relatedBy relation: NSLayoutConstraint.Relation,
    toItem view2: Any?, attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat,
    constant c: CGFloat,
    file: String = #fileID, line: Int = #line
  ) {
    self.init(
      reportingErrorsForItem: view1, attribute: attr1, relatedBy: relation, toItem: view2, attribute: attr2,
      multiplier: multiplier, constant: c, file: file, line: line)
  }

  /// UIKit's `constraints(withVisualFormat:options:metrics:views:)`, called without `try`: a
  /// malformed format is reported through `LayoutLog` with UIKit's message and a
  /// caret under the place, and no constraints are made. `options` defaults to `[]`, as in UIKit,
  /// so a call without it is this one too.
  ///
  /// ```swift
  /// NSLayoutConstraint.activate(NSLayoutConstraint.constraints(
  ///   withVisualFormat: "H:|-20-[myViewKey]", options: [], metrics: nil, views: ["myViewKey": myView]))
  /// NSLayoutConstraint.constraints(withVisualFormat: "V:|[myViewKey]|", metrics: nil, views: views)
  /// ```
  public static func constraints(
    withVisualFormat format: String, options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]?,
    views: [String: Any], file: String = #fileID, line: Int = #line
  ) -> [NSLayoutConstraint] {
    constraints(
      reportingErrorsWithVisualFormat: format, options: options, metrics: metrics, views: views, file: file,
      line: line)
  }
}
