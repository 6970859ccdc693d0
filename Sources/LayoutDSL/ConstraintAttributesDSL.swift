import AutoLayout

/// Anything that names layout attributes by property — `make`, `make.top` (to chain more) and
/// `view.snp` (to name another view's attributes): one requirement, every attribute property
/// from it.
///
/// ```swift
/// view.snp.makeConstraints { make in
///   make.top.leading.equalTo(other.snp.bottom)   // make.top → make.top.leading → relation
/// }
/// ```
public protocol ConstraintAttributesDSL {
  /// What naming attributes gives: a chain to relate (``ConstraintMakerExtendable``) or an item
  /// to relate to (``ConstraintItem``).
  associatedtype AttributeResult
  /// The result for a set of attributes (the properties below all call this).
  ///
  /// ```swift
  /// make.attributes(.edges).equalToSuperview()
  /// ```
  func attributes(_ attributes: ConstraintAttributes) -> AttributeResult
}

extension ConstraintAttributesDSL {
  /// The left edge.
  public var left: AttributeResult { attributes(.left) }
  /// The right edge.
  public var right: AttributeResult { attributes(.right) }
  /// The top edge.
  public var top: AttributeResult { attributes(.top) }
  /// The bottom edge.
  public var bottom: AttributeResult { attributes(.bottom) }
  /// The leading edge.
  public var leading: AttributeResult { attributes(.leading) }
  /// The trailing edge.
  public var trailing: AttributeResult { attributes(.trailing) }
  /// The width.
  public var width: AttributeResult { attributes(.width) }
  /// The height.
  public var height: AttributeResult { attributes(.height) }
  /// The horizontal centre.
  public var centerX: AttributeResult { attributes(.centerX) }
  /// The vertical centre.
  public var centerY: AttributeResult { attributes(.centerY) }
  /// The last baseline.
  public var lastBaseline: AttributeResult { attributes(.lastBaseline) }
  /// The first baseline.
  public var firstBaseline: AttributeResult { attributes(.firstBaseline) }
  /// The left margin.
  public var leftMargin: AttributeResult { attributes(.leftMargin) }
  /// The right margin.
  public var rightMargin: AttributeResult { attributes(.rightMargin) }
  /// The top margin.
  public var topMargin: AttributeResult { attributes(.topMargin) }
  /// The bottom margin.
  public var bottomMargin: AttributeResult { attributes(.bottomMargin) }
  /// The leading margin.
  public var leadingMargin: AttributeResult { attributes(.leadingMargin) }
  /// The trailing margin.
  public var trailingMargin: AttributeResult { attributes(.trailingMargin) }
  /// The horizontal centre within the margins.
  public var centerXWithinMargins: AttributeResult { attributes(.centerXWithinMargins) }
  /// The vertical centre within the margins.
  public var centerYWithinMargins: AttributeResult { attributes(.centerYWithinMargins) }
  /// Left, right, top and bottom.
  public var edges: AttributeResult { attributes(.edges) }
  /// Left and right.
  public var horizontalEdges: AttributeResult { attributes(.horizontalEdges) }
  /// Top and bottom.
  public var verticalEdges: AttributeResult { attributes(.verticalEdges) }
  /// Leading, trailing, top and bottom.
  public var directionalEdges: AttributeResult { attributes(.directionalEdges) }
  /// Leading and trailing.
  public var directionalHorizontalEdges: AttributeResult { attributes(.directionalHorizontalEdges) }
  /// Top and bottom.
  public var directionalVerticalEdges: AttributeResult { attributes(.directionalVerticalEdges) }
  /// Width and height.
  public var size: AttributeResult { attributes(.size) }
  /// Both centres.
  public var center: AttributeResult { attributes(.center) }
  /// The four margins.
  public var margins: AttributeResult { attributes(.margins) }
  /// The four margins, leading and trailing.
  public var directionalMargins: AttributeResult { attributes(.directionalMargins) }
  /// Both centres within the margins.
  public var centerWithinMargins: AttributeResult { attributes(.centerWithinMargins) }
}
