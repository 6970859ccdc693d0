import Foundation

/// The name of an Interface Builder view element (`<label>`, `<stackView>`, `<tableViewCell>` …),
/// parsed when the file is read: the kinds layout code asks about by name, and ``other(_:)`` for
/// the rest (every element under `<subviews>` is a view, whatever its name).
///
/// ```swift
/// ElementKind(name: "label")        // .label
/// ElementKind(name: "arscnView")    // .other("arscnView")
/// ElementKind.stackView.name        // "stackView"
/// ```
public enum ElementKind: Hashable, Sendable, CustomStringConvertible {
  /// `<activityIndicatorView>`.
  case activityIndicatorView
  /// `<box>`.
  case box
  /// `<button>`.
  case button
  /// `<clipView>`.
  case clipView
  /// `<collectionReusableView>`.
  case collectionReusableView
  /// `<collectionView>`.
  case collectionView
  /// `<collectionViewCell>`.
  case collectionViewCell
  /// `<collectionViewCellContentView>`.
  case collectionViewCellContentView
  /// `<colorWell>`.
  case colorWell
  /// `<comboBox>`.
  case comboBox
  /// `<containerView>`.
  case containerView
  /// `<customView>`.
  case customView
  /// `<datePicker>`.
  case datePicker
  /// `<gridView>`.
  case gridView
  /// `<imageCell>`.
  case imageCell
  /// `<imageView>`.
  case imageView
  /// `<label>`.
  case label
  /// `<levelIndicator>`.
  case levelIndicator
  /// `<mapView>`.
  case mapView
  /// `<matrix>`.
  case matrix
  /// `<navigationBar>`.
  case navigationBar
  /// `<outlineView>`.
  case outlineView
  /// `<pageControl>`.
  case pageControl
  /// `<pathControl>`.
  case pathControl
  /// `<pickerView>`.
  case pickerView
  /// `<popUpButton>`.
  case popUpButton
  /// `<progressIndicator>`.
  case progressIndicator
  /// `<progressView>`.
  case progressView
  /// `<scrollView>`.
  case scrollView
  /// `<searchBar>`.
  case searchBar
  /// `<searchField>`.
  case searchField
  /// `<secureTextField>`.
  case secureTextField
  /// `<segmentedControl>`.
  case segmentedControl
  /// `<slider>`.
  case slider
  /// `<splitView>`.
  case splitView
  /// `<stackView>`.
  case stackView
  /// `<stepper>`.
  case stepper
  /// `<switch>`.
  case `switch`
  /// `<tabBar>`.
  case tabBar
  /// `<tableView>`.
  case tableView
  /// `<tableViewCell>`.
  case tableViewCell
  /// `<tableViewCellContentView>`.
  case tableViewCellContentView
  /// `<tabView>`.
  case tabView
  /// `<textField>`.
  case textField
  /// `<textView>`.
  case textView
  /// `<tokenField>`.
  case tokenField
  /// `<toolbar>`.
  case toolbar
  /// `<view>`.
  case view
  /// `<visualEffectView>`.
  case visualEffectView
  /// `<webView>`.
  case webView
  /// `<wkWebView>`.
  case wkWebView
  /// An element no rule names (a map view of a newer SDK, a custom element …).
  case other(String)

  /// Every named kind, for parsing.
  static let named: [String: ElementKind] = Dictionary(
    uniqueKeysWithValues: [
      .activityIndicatorView, .box, .button, .clipView, .collectionReusableView, .collectionView,
      .collectionViewCell, .collectionViewCellContentView, .colorWell, .comboBox, .containerView, .customView,
      .datePicker, .gridView, .imageCell, .imageView, .label, .levelIndicator, .mapView, .matrix,
      .navigationBar, .outlineView, .pageControl, .pathControl, .pickerView, .popUpButton, .progressIndicator,
      .progressView, .scrollView, .searchBar, .searchField, .secureTextField, .segmentedControl, .slider,
      .splitView, .stackView, .stepper, .`switch`, .tabBar, .tableView, .tableViewCell,
      .tableViewCellContentView, .tabView, .textField, .textView, .tokenField, .toolbar, .view,
      .visualEffectView, .webView, .wkWebView,
    ].map { ($0.name, $0) })

  /// The kind of an element named `name`.
  ///
  /// ```swift
  /// ElementKind(name: "popUpButton")   // .popUpButton
  /// ```
  public init(name: String) { self = Self.named[name] ?? .other(name) }

  /// The element's name as the file writes it.
  ///
  /// ```swift
  /// ElementKind.tableViewCell.name   // "tableViewCell"
  /// ```
  public var name: String {
    switch self {
    case .activityIndicatorView: "activityIndicatorView"
    case .box: "box"
    case .button: "button"
    case .clipView: "clipView"
    case .collectionReusableView: "collectionReusableView"
    case .collectionView: "collectionView"
    case .collectionViewCell: "collectionViewCell"
    case .collectionViewCellContentView: "collectionViewCellContentView"
    case .colorWell: "colorWell"
    case .comboBox: "comboBox"
    case .containerView: "containerView"
    case .customView: "customView"
    case .datePicker: "datePicker"
    case .gridView: "gridView"
    case .imageCell: "imageCell"
    case .imageView: "imageView"
    case .label: "label"
    case .levelIndicator: "levelIndicator"
    case .mapView: "mapView"
    case .matrix: "matrix"
    case .navigationBar: "navigationBar"
    case .outlineView: "outlineView"
    case .pageControl: "pageControl"
    case .pathControl: "pathControl"
    case .pickerView: "pickerView"
    case .popUpButton: "popUpButton"
    case .progressIndicator: "progressIndicator"
    case .progressView: "progressView"
    case .scrollView: "scrollView"
    case .searchBar: "searchBar"
    case .searchField: "searchField"
    case .secureTextField: "secureTextField"
    case .segmentedControl: "segmentedControl"
    case .slider: "slider"
    case .splitView: "splitView"
    case .stackView: "stackView"
    case .stepper: "stepper"
    case .`switch`: "switch"
    case .tabBar: "tabBar"
    case .tableView: "tableView"
    case .tableViewCell: "tableViewCell"
    case .tableViewCellContentView: "tableViewCellContentView"
    case .tabView: "tabView"
    case .textField: "textField"
    case .textView: "textView"
    case .tokenField: "tokenField"
    case .toolbar: "toolbar"
    case .view: "view"
    case .visualEffectView: "visualEffectView"
    case .webView: "webView"
    case .wkWebView: "wkWebView"
    case .other(let name): name
    }
  }

  /// The element's name.
  public var description: String { name }
}
