import AutoLayout
import Foundation

/// Spinning wheels of rows, one wheel per component (UIKit's `UIPickerView`): 320 × 216 points
/// unless constraints or its frame size it — the classic keyboard-sized picker (Interface
/// Builder's default frame for a picker; UIKit accepted only 162, 180 and 216 points of height
/// until iOS 9). Its data source gives the components and rows, its delegate the titles; a test
/// picks a row with ``pick(row:inComponent:)``, as the user's spin does.
///
/// ```swift
/// let sizes = PickerView()
/// sizes.dataSource = model
/// sizes.delegate = model
/// sizes.intrinsicContentSize        // (320, 216)
/// sizes.pick(row: 2, inComponent: 0) // model's pickerView(_:didSelectRow:inComponent:) runs
/// ```
open class PickerView: View {
  /// The size of a picker that nothing else sizes.
  public static let defaultSize = CGSize(width: 320, height: 216)

  /// Where the components and rows come from (UIKit's `dataSource`).
  public weak var dataSource: (any PickerViewDataSource)? {
    didSet { reloadAllComponents() }
  }
  /// Where the titles and sizes come from, and who is told of a selection (UIKit's `delegate`).
  public weak var delegate: (any PickerViewDelegate)?
  /// Whether the selection indicator shows (kept; no effect since iOS 7).
  public var showsSelectionIndicator = false

  /// The selected row of each component.
  private var selected: [Int] = []

  /// Creates an empty picker.
  ///
  /// ```swift
  /// let picker = PickerView()
  /// ```
  public init() {
    super.init(frame: .zero)
  }

  /// UIKit's `init(frame:)`: a picker placed at `frame`.
  ///
  /// ```swift
  /// let picker = PickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
  /// ```
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// A picker decoded from an archive: nothing is decoded.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// 320 × 216.
  override open var intrinsicContentSize: CGSize { PickerView.defaultSize }

  /// The number of wheels (the data source's; 0 without one).
  public var numberOfComponents: Int {
    guard let dataSource else { return 0 }
    return max(0, dataSource.numberOfComponents(in: self))
  }

  /// The number of rows of a wheel.
  ///
  /// ```swift
  /// picker.numberOfRows(inComponent: 0)   // 12
  /// ```
  public func numberOfRows(inComponent component: Int) -> Int {
    guard let dataSource, component >= 0, component < numberOfComponents else { return 0 }
    return max(0, dataSource.pickerView(self, numberOfRowsInComponent: component))
  }

  /// The size of a wheel's rows: the delegate's width and row height, each 0 when the delegate
  /// gives none (Apple's documented default, `(0, 0)`).
  ///
  /// ```swift
  /// picker.rowSize(forComponent: 0)   // (0, 0) unless the delegate sizes the rows
  /// ```
  public func rowSize(forComponent component: Int) -> CGSize {
    let width = delegate?.pickerView(self, widthForComponent: component) ?? 0
    let height = delegate?.pickerView(self, rowHeightForComponent: component) ?? 0
    return CGSize(width: max(width, 0), height: max(height, 0))
  }

  /// The title of a row (the delegate's).
  ///
  /// ```swift
  /// picker.title(forRow: 0, inComponent: 0)   // "Small"
  /// ```
  public func title(forRow row: Int, inComponent component: Int) -> String? {
    delegate?.pickerView(self, titleForRow: row, forComponent: component)
  }

  /// Asks the data source again for every wheel; selections past a wheel's rows go back to its
  /// last row.
  ///
  /// ```swift
  /// picker.reloadAllComponents()
  /// ```
  public func reloadAllComponents() {
    let count = numberOfComponents
    selected = (0..<count).map { component in
      let previous = component < selected.count ? selected[component] : 0
      return min(previous, max(numberOfRows(inComponent: component) - 1, 0))
    }
    setNeedsLayout()
  }

  /// Asks the data source again for one wheel.
  public func reloadComponent(_ component: Int) { reloadAllComponents() }

  /// Selects a row of a wheel, as code does: the delegate is not told (UIKit's
  /// `selectRow(_:inComponent:animated:)`). A row outside the wheel is ignored.
  ///
  /// ```swift
  /// picker.selectRow(3, inComponent: 0, animated: false)
  /// ```
  public func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
    guard component >= 0, component < selected.count, row >= 0, row < numberOfRows(inComponent: component)
    else { return }
    selected[component] = row
  }

  /// The selected row of a wheel (-1 for a wheel that does not exist, as UIKit's).
  ///
  /// ```swift
  /// picker.selectedRow(inComponent: 0)   // 3
  /// ```
  public func selectedRow(inComponent component: Int) -> Int {
    component >= 0 && component < selected.count ? selected[component] : -1
  }

  /// Spins a wheel to a row, as the user does: the row is selected and the delegate is told
  /// (`pickerView(_:didSelectRow:inComponent:)`).
  ///
  /// ```swift
  /// picker.pick(row: 1, inComponent: 0)
  /// ```
  public func pick(row: Int, inComponent component: Int) {
    selectRow(row, inComponent: component, animated: true)
    guard selectedRow(inComponent: component) == row else { return }
    delegate?.pickerView(self, didSelectRow: row, inComponent: component)
  }

  /// `UIPickerView`.
  override open class var uikitName: String { "UIPickerView" }
}

/// The wheels and rows of a ``PickerView`` (UIKit's `UIPickerViewDataSource`).
///
/// ```swift
/// func numberOfComponents(in pickerView: PickerView) -> Int { 1 }
/// func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { sizes.count }
/// ```
public protocol PickerViewDataSource: AnyObject {
  /// The number of wheels.
  func numberOfComponents(in pickerView: PickerView) -> Int
  /// The number of rows of a wheel.
  func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int
}

/// The titles and sizes of a ``PickerView``'s rows, and what a selection does (UIKit's
/// `UIPickerViewDelegate`); every method is optional.
///
/// ```swift
/// func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
///   sizes[row]
/// }
/// ```
public protocol PickerViewDelegate: AnyObject {
  /// A row's title (default none).
  func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String?
  /// A wheel's width (default: none given, 0 in ``PickerView/rowSize(forComponent:)``).
  func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> CGFloat
  /// A wheel's row height (default: none given).
  func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> CGFloat
  /// The user picked a row.
  func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int)
}

extension PickerViewDelegate {
  /// No title.
  public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
  { nil }
  /// None given (0).
  public func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> CGFloat { 0 }
  /// None given (0).
  public func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> CGFloat { 0 }
  /// Nothing.
  public func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {}
}
