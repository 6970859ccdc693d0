@_exported import AutoLayout
@_exported import Foundation

// UIKit's names for the types of AutoLayout, so that UIKit layout code compiles unchanged with
// `import UIKitCompat` in place of `import UIKit`:
//
// ```swift
// import UIKitCompat
//
// let label = UILabel()
// label.translatesAutoresizingMaskIntoConstraints = false
// view.addSubview(label)
// NSLayoutConstraint.activate([
//   label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
//   label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
// ])
// ```

/// UIKit's `UIView`: ``AutoLayout/View``.
public typealias UIView = View
/// UIKit's `UIWindow`: ``AutoLayout/Window``.
public typealias UIWindow = Window
/// UIKit's `UIViewController`: ``AutoLayout/ViewController``.
public typealias UIViewController = ViewController
/// UIKit's `UILabel`: ``AutoLayout/Label``.
public typealias UILabel = Label
/// UIKit's `UIButton`: ``AutoLayout/Button``.
public typealias UIButton = Button
/// UIKit's `UITextField`: ``AutoLayout/TextField``.
public typealias UITextField = TextField
/// UIKit's `UIImageView`: ``AutoLayout/ImageView``.
public typealias UIImageView = ImageView
/// UIKit's `UIImage`: ``AutoLayout/Image`` (a size, for layout).
public typealias UIImage = Image
/// UIKit's `UISwitch`: ``AutoLayout/Switch``.
public typealias UISwitch = Switch
/// UIKit's `UISlider`: ``AutoLayout/Slider``.
public typealias UISlider = Slider
/// UIKit's `UIStackView`: ``AutoLayout/StackView``.
public typealias UIStackView = StackView
/// UIKit's `UIScrollView`: ``AutoLayout/ScrollView``.
public typealias UIScrollView = ScrollView
/// UIKit's `UITableView`: ``AutoLayout/TableView``.
public typealias UITableView = TableView
/// UIKit's `UITableViewCell`: ``AutoLayout/TableViewCell``.
public typealias UITableViewCell = TableViewCell
/// UIKit's `UILayoutGuide`: ``AutoLayout/LayoutGuide``.
public typealias UILayoutGuide = LayoutGuide
/// UIKit's `UILayoutSupport` (`topLayoutGuide`, `bottomLayoutGuide`): ``AutoLayout/LayoutSupport``.
public typealias UILayoutSupport = LayoutSupport
/// UIKit's `NSLayoutConstraint`: ``AutoLayout/LayoutConstraint`` (with `.Attribute`, `.Relation`,
/// `.Axis`, `.FormatOptions`).
public typealias NSLayoutConstraint = LayoutConstraint
/// UIKit's `NSLayoutAnchor`: ``AutoLayout/LayoutAnchor``.
public typealias NSLayoutAnchor = LayoutAnchor
/// UIKit's `NSLayoutXAxisAnchor`: ``AutoLayout/LayoutXAxisAnchor``.
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
/// UIKit's `NSLayoutYAxisAnchor`: ``AutoLayout/LayoutYAxisAnchor``.
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
/// UIKit's `NSLayoutDimension`: ``AutoLayout/LayoutDimension``.
public typealias NSLayoutDimension = LayoutDimension
/// UIKit's `UILayoutPriority`: ``AutoLayout/LayoutPriority``.
public typealias UILayoutPriority = LayoutPriority
/// UIKit's `UIEdgeInsets`: ``AutoLayout/EdgeInsets``.
public typealias UIEdgeInsets = EdgeInsets
/// UIKit's `NSDirectionalEdgeInsets`: ``AutoLayout/DirectionalEdgeInsets``.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
/// UIKit's `UISemanticContentAttribute`: ``AutoLayout/SemanticContentAttribute``.
public typealias UISemanticContentAttribute = SemanticContentAttribute
/// UIKit's `UIUserInterfaceLayoutDirection`: ``AutoLayout/UserInterfaceLayoutDirection``.
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection
/// UIKit's `UIUserInterfaceSizeClass`: ``AutoLayout/UserInterfaceSizeClass``.
public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass
/// UIKit's `UIContentSizeCategory`: ``AutoLayout/ContentSizeCategory``.
public typealias UIContentSizeCategory = ContentSizeCategory
/// UIKit's `UIFont`: ``AutoLayout/Font``.
public typealias UIFont = Font
/// UIKit's `UIFontMetrics`: ``AutoLayout/FontMetricsScaler``.
public typealias UIFontMetrics = FontMetricsScaler
/// UIKit's `UIColor`: ``AutoLayout/Color``.
public typealias UIColor = Color
/// UIKit's `NSTextAlignment`: ``AutoLayout/TextAlignment``.
public typealias NSTextAlignment = TextAlignment
/// UIKit's `NSLineBreakMode`: ``AutoLayout/LineBreakMode``.
public typealias NSLineBreakMode = LineBreakMode

extension View {
  /// UIKit's `UIView.AutoresizingMask`: ``AutoLayout/AutoresizingMask``.
  public typealias AutoresizingMask = AutoLayout.AutoresizingMask
  /// UIKit's `UIView.AnimationOptions`: ``AutoLayout/AnimationOptions``.
  public typealias AnimationOptions = AutoLayout.AnimationOptions
}

extension Button {
  /// UIKit's `UIControl.State` as `UIButton.State`: ``AutoLayout/Button/ControlState``.
  public typealias State = ControlState
}
