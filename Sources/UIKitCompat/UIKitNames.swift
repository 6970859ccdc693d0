@_exported import AutoLayout
@_exported import Foundation
@_exported import UIKitEmulation

// `import UIKit` brings all of Foundation, URLSession included, which Foundation on Linux keeps in
// FoundationNetworking.
#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif

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

/// UIKit's `UIView`: `View`.
public typealias UIView = View
/// UIKit's `UIWindow`: `Window`.
public typealias UIWindow = Window
/// UIKit's `UIScreen`: `Screen` (`UIScreen.main.scale` is the grid of views outside a window).
public typealias UIScreen = Screen
/// UIKit's `UIViewController`: `ViewController`.
public typealias UIViewController = ViewController
/// UIKit's `UIResponder`: `Responder`.
public typealias UIResponder = Responder
/// UIKit's `UIModalPresentationStyle`: `ViewController.ModalPresentationStyle`.
public typealias UIModalPresentationStyle = ViewController.ModalPresentationStyle
/// UIKit's `UIModalTransitionStyle`: `ViewController.ModalTransitionStyle`.
public typealias UIModalTransitionStyle = ViewController.ModalTransitionStyle
/// UIKit's `UILabel`: `Label`.
public typealias UILabel = Label
/// UIKit's `UIButton`: `Button`.
public typealias UIButton = Button
/// UIKit's `UITextField`: `TextField`.
public typealias UITextField = TextField
/// UIKit's `UIImageView`: `ImageView`.
public typealias UIImageView = ImageView
/// UIKit's `UIImage`: `Image` (a size, for layout).
public typealias UIImage = Image
/// UIKit's `UISwitch`: `Switch`.
public typealias UISwitch = Switch
/// UIKit's `UISlider`: `Slider`.
public typealias UISlider = Slider
/// UIKit's `UIStackView`: `StackView`.
public typealias UIStackView = StackView
/// UIKit's `UIScrollView`: `ScrollView`.
public typealias UIScrollView = ScrollView
/// UIKit's `UISegmentedControl`: `SegmentedControl`.
public typealias UISegmentedControl = SegmentedControl
/// UIKit's `UIStepper`: `Stepper`.
public typealias UIStepper = Stepper
/// UIKit's `UIPageControl`: `PageControl`.
public typealias UIPageControl = PageControl
/// UIKit's `UISheetPresentationController`: `SheetPresentationController`.
public typealias UISheetPresentationController = SheetPresentationController
/// UIKit's `UISheetPresentationControllerDetentResolutionContext`.
public typealias UISheetPresentationControllerDetentResolutionContext =
  SheetPresentationController.DetentResolutionContext
/// UIKit's `UIPickerView`: `PickerView`.
public typealias UIPickerView = PickerView
/// UIKit's `UIPickerViewDataSource`: `PickerViewDataSource`.
public typealias UIPickerViewDataSource = PickerViewDataSource
/// UIKit's `UIPickerViewDelegate`: `PickerViewDelegate`.
public typealias UIPickerViewDelegate = PickerViewDelegate
/// UIKit's `UICollectionLayoutListConfiguration`: `CollectionLayoutListConfiguration`.
public typealias UICollectionLayoutListConfiguration = CollectionLayoutListConfiguration
/// UIKit's `UICollectionViewListCell`: `CollectionViewListCell`.
public typealias UICollectionViewListCell = CollectionViewListCell
/// UIKit's `UICellAccessory`: `CellAccessory`.
public typealias UICellAccessory = CellAccessory
/// UIKit's `UISearchBar`: `SearchBar`.
public typealias UISearchBar = SearchBar
/// UIKit's `UISearchTextField`: `SearchTextField`.
public typealias UISearchTextField = SearchTextField
/// UIKit's `UISearchBarDelegate`: `SearchBarDelegate`.
public typealias UISearchBarDelegate = SearchBarDelegate
/// UIKit's `UISearchController`: `SearchController`.
public typealias UISearchController = SearchController
/// UIKit's `UISearchResultsUpdating`: `SearchResultsUpdating`.
public typealias UISearchResultsUpdating = SearchResultsUpdating
/// UIKit's `UISearchControllerDelegate`: `SearchControllerDelegate`.
public typealias UISearchControllerDelegate = SearchControllerDelegate
/// UIKit's `UIProgressView`: `ProgressView`.
public typealias UIProgressView = ProgressView
/// UIKit's `UITextFieldDelegate`: `TextFieldDelegate`.
public typealias UITextFieldDelegate = TextFieldDelegate
/// UIKit's `UIKeyboardType`: `KeyboardType`.
public typealias UIKeyboardType = KeyboardType
/// UIKit's `UITextAutocapitalizationType`: `TextAutocapitalizationType`.
public typealias UITextAutocapitalizationType = TextAutocapitalizationType
/// UIKit's `UITextAutocorrectionType`: `TextAutocorrectionType`.
public typealias UITextAutocorrectionType = TextAutocorrectionType
/// UIKit's `UITextSpellCheckingType`: `TextSpellCheckingType`.
public typealias UITextSpellCheckingType = TextSpellCheckingType
/// UIKit's `UIReturnKeyType`: `ReturnKeyType`.
public typealias UIReturnKeyType = ReturnKeyType
/// UIKit's `UITextContentType`: `TextContentType`.
public typealias UITextContentType = TextContentType
/// UIKit's `NSDirectionalRectEdge`: `DirectionalRectEdge`.
public typealias NSDirectionalRectEdge = DirectionalRectEdge
/// UIKit's `UIListContentConfiguration`: `ListContentConfiguration`.
public typealias UIListContentConfiguration = ListContentConfiguration
/// UIKit's `UICollectionViewCompositionalLayout`: `CollectionViewCompositionalLayout`.
public typealias UICollectionViewCompositionalLayout = CollectionViewCompositionalLayout
/// UIKit's `NSCollectionLayoutSection`: `CollectionLayoutSection`.
public typealias NSCollectionLayoutSection = CollectionLayoutSection
/// UIKit's `NSCollectionLayoutGroup`: `CollectionLayoutGroup`.
public typealias NSCollectionLayoutGroup = CollectionLayoutGroup
/// UIKit's `NSCollectionLayoutItem`: `CollectionLayoutItem`.
public typealias NSCollectionLayoutItem = CollectionLayoutItem
/// UIKit's `NSCollectionLayoutSize`: `CollectionLayoutSize`.
public typealias NSCollectionLayoutSize = CollectionLayoutSize
/// UIKit's `NSCollectionLayoutDimension`: `CollectionLayoutDimension`.
public typealias NSCollectionLayoutDimension = CollectionLayoutDimension
/// UIKit's `NSCollectionLayoutSpacing`: `CollectionLayoutSpacing`.
public typealias NSCollectionLayoutSpacing = CollectionLayoutSpacing
/// UIKit's `NSCollectionLayoutEnvironment`: `CollectionLayoutEnvironment`.
public typealias NSCollectionLayoutEnvironment = CollectionLayoutEnvironment
/// UIKit's `UITabBarController`: `TabBarController`.
public typealias UITabBarController = TabBarController
/// UIKit's `UITabBar`: `TabBar`.
public typealias UITabBar = TabBar
/// UIKit's `UITabBarItem`: `TabBarItem`.
public typealias UITabBarItem = TabBarItem
/// UIKit's `UITextView`: `TextView`.
public typealias UITextView = TextView
/// UIKit's `UITextViewDelegate`: `TextViewDelegate`.
public typealias UITextViewDelegate = TextViewDelegate
/// UIKit's `NSTextContainer`: `TextContainer`.
public typealias NSTextContainer = TextContainer
/// UIKit's `UITableView`: `TableView`.
public typealias UITableView = TableView
/// UIKit's `UITableViewCell`: `TableViewCell`.
public typealias UITableViewCell = TableViewCell
/// UIKit's `UILayoutGuide`: `LayoutGuide`.
public typealias UILayoutGuide = LayoutGuide
/// UIKit's `UIViewControllerTransitionCoordinator`: `ViewControllerTransitionCoordinator`.
public typealias UIViewControllerTransitionCoordinator = ViewControllerTransitionCoordinator
/// UIKit's `UIViewControllerTransitionCoordinatorContext`: `ViewControllerTransitionCoordinatorContext`.
public typealias UIViewControllerTransitionCoordinatorContext = ViewControllerTransitionCoordinatorContext
/// UIKit's `UIActivityIndicatorView`: `ActivityIndicatorView`.
public typealias UIActivityIndicatorView = ActivityIndicatorView
/// UIKit's `UIVisualEffect`: `VisualEffect`.
public typealias UIVisualEffect = VisualEffect
/// UIKit's `UIBlurEffect`: `BlurEffect`.
public typealias UIBlurEffect = BlurEffect
/// UIKit's `UIVisualEffectView`: `VisualEffectView`.
public typealias UIVisualEffectView = VisualEffectView
/// UIKit's `UIKeyboardLayoutGuide`: `KeyboardLayoutGuide`.
public typealias UIKeyboardLayoutGuide = KeyboardLayoutGuide
/// UIKit's `UILayoutSupport` (`topLayoutGuide`, `bottomLayoutGuide`): `LayoutSupport`.
public typealias UILayoutSupport = LayoutSupport
/// UIKit's `NSLayoutConstraint`: `LayoutConstraint` (with `.Attribute`, `.Relation`,
/// `.Axis`, `.FormatOptions`).
public typealias NSLayoutConstraint = LayoutConstraint
/// UIKit's `NSLayoutAnchor`: `LayoutAnchor`.
public typealias NSLayoutAnchor = LayoutAnchor
/// UIKit's `NSLayoutXAxisAnchor`: `LayoutXAxisAnchor`.
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
/// UIKit's `NSLayoutYAxisAnchor`: `LayoutYAxisAnchor`.
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
/// UIKit's `NSLayoutDimension`: `LayoutDimension`.
public typealias NSLayoutDimension = LayoutDimension
/// UIKit's `UILayoutPriority`: `LayoutPriority`.
public typealias UILayoutPriority = LayoutPriority
/// UIKit's `UIEdgeInsets`: `EdgeInsets`.
public typealias UIEdgeInsets = EdgeInsets
/// UIKit's `NSDirectionalEdgeInsets`: `DirectionalEdgeInsets`.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
/// UIKit's `UISemanticContentAttribute`: `SemanticContentAttribute`.
public typealias UISemanticContentAttribute = SemanticContentAttribute
/// UIKit's `UIUserInterfaceLayoutDirection`: `UserInterfaceLayoutDirection`.
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection
/// UIKit's `UIUserInterfaceSizeClass`: `UserInterfaceSizeClass`.
public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass
/// UIKit's `UIContentSizeCategory`: `ContentSizeCategory`.
public typealias UIContentSizeCategory = ContentSizeCategory
/// UIKit's `UIFont`: `Font`.
public typealias UIFont = Font
/// UIKit's `UIFontDescriptor`: `FontDescriptor`.
public typealias UIFontDescriptor = FontDescriptor
/// UIKit's `UIRectEdge`: `RectEdge`.
public typealias UIRectEdge = RectEdge
/// UIKit's `UIFontMetrics`: `FontMetricsScaler`.
public typealias UIFontMetrics = FontMetricsScaler
/// UIKit's `UIColor`: `Color`.
public typealias UIColor = Color
/// UIKit's `NSTextAlignment`: `TextAlignment`.
public typealias NSTextAlignment = TextAlignment
/// UIKit's `NSLineBreakMode`: `LineBreakMode`.
public typealias NSLineBreakMode = LineBreakMode
/// UIKit's `UINavigationController`: `NavigationController`.
public typealias UINavigationController = NavigationController
/// UIKit's `UINavigationBar`: `NavigationBar`.
public typealias UINavigationBar = NavigationBar
/// UIKit's `UIBarAppearance`: `BarAppearance`.
public typealias UIBarAppearance = BarAppearance
/// UIKit's `UINavigationBarAppearance`: `NavigationBarAppearance`.
public typealias UINavigationBarAppearance = NavigationBarAppearance
/// UIKit's `UITabBarAppearance`: `TabBarAppearance`.
public typealias UITabBarAppearance = TabBarAppearance
/// UIKit's `UIToolbarAppearance`: `ToolbarAppearance`.
public typealias UIToolbarAppearance = ToolbarAppearance
/// UIKit's `UIBarButtonItemAppearance`: `BarButtonItemAppearance`.
public typealias UIBarButtonItemAppearance = BarButtonItemAppearance
/// UIKit's `UIBarButtonItemStateAppearance`: `BarButtonItemStateAppearance`.
public typealias UIBarButtonItemStateAppearance = BarButtonItemStateAppearance
/// UIKit's `UITabBarItemAppearance`: `TabBarItemAppearance`.
public typealias UITabBarItemAppearance = TabBarItemAppearance
/// UIKit's `UITabBarItemStateAppearance`: `TabBarItemStateAppearance`.
public typealias UITabBarItemStateAppearance = TabBarItemStateAppearance
/// UIKit's `UIBarMetrics`: `BarMetrics`.
public typealias UIBarMetrics = BarMetrics
/// UIKit's `UIStatusBarManager`: `StatusBarManager`.
public typealias UIStatusBarManager = StatusBarManager
/// UIKit's `UITableViewController`: `TableViewController`.
public typealias UITableViewController = TableViewController
/// UIKit's `UITableViewDataSource`: `TableViewDataSource`.
public typealias UITableViewDataSource = TableViewDataSource
/// UIKit's `UITableViewDelegate`: `TableViewDelegate`.
public typealias UITableViewDelegate = TableViewDelegate
/// UIKit's `UICollectionView`: `CollectionView`.
public typealias UICollectionView = CollectionView
/// UIKit's `UICollectionViewCell`: `CollectionViewCell`.
public typealias UICollectionViewCell = CollectionViewCell
/// UIKit's `UICollectionReusableView`: `CollectionReusableView`.
public typealias UICollectionReusableView = CollectionReusableView
/// UIKit's `NSCollectionLayoutBoundarySupplementaryItem`: `CollectionLayoutBoundarySupplementaryItem`.
public typealias NSCollectionLayoutBoundarySupplementaryItem = CollectionLayoutBoundarySupplementaryItem
/// UIKit's `NSRectAlignment`: `RectAlignment`.
public typealias NSRectAlignment = RectAlignment
/// UIKit's `NSDiffableDataSourceSnapshot`: `DiffableDataSourceSnapshot`.
public typealias NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> =
  DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
/// UIKit's `UITableViewDiffableDataSource`: `TableViewDiffableDataSource`.
public typealias UITableViewDiffableDataSource<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
> =
  TableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>
/// UIKit's `UICollectionViewDiffableDataSource`: `CollectionViewDiffableDataSource`.
public typealias UICollectionViewDiffableDataSource<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
> = CollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>
/// UIKit's `UICollectionViewLayout`: `CollectionViewLayout`.
public typealias UICollectionViewLayout = CollectionViewLayout
/// UIKit's `UICollectionViewFlowLayout`: `CollectionViewFlowLayout`.
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
/// UIKit's `UICollectionViewDataSource`: `CollectionViewDataSource`.
public typealias UICollectionViewDataSource = CollectionViewDataSource
/// UIKit's `UICollectionViewDelegateFlowLayout`: `CollectionViewDelegateFlowLayout`.
public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegateFlowLayout
/// UIKit's `UIControl`: `Control` (its `State` and `Event` nested as in UIKit).
public typealias UIControl = Control
/// UIKit's `UIAction`: `Action`.
public typealias UIAction = Action
/// UIKit's `UIGestureRecognizer`: `GestureRecognizer` (target-action with a method reference).
public typealias UIGestureRecognizer = GestureRecognizer
/// UIKit's `UIGestureRecognizerDelegate`: `GestureRecognizerDelegate`.
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate
/// UIKit's `UITapGestureRecognizer`: `TapGestureRecognizer`.
public typealias UITapGestureRecognizer = TapGestureRecognizer
/// UIKit's `UILongPressGestureRecognizer`: `LongPressGestureRecognizer`.
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer
/// UIKit's `UISwipeGestureRecognizer`: `SwipeGestureRecognizer`.
public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer
/// UIKit's `UIPanGestureRecognizer`: `PanGestureRecognizer`.
public typealias UIPanGestureRecognizer = PanGestureRecognizer
/// UIKit's `UIScreenEdgePanGestureRecognizer`: `ScreenEdgePanGestureRecognizer`.
public typealias UIScreenEdgePanGestureRecognizer = ScreenEdgePanGestureRecognizer
/// UIKit's `UIPinchGestureRecognizer`: `PinchGestureRecognizer`.
public typealias UIPinchGestureRecognizer = PinchGestureRecognizer
/// UIKit's `UIRotationGestureRecognizer`: `RotationGestureRecognizer`.
public typealias UIRotationGestureRecognizer = RotationGestureRecognizer
/// UIKit's `UIScrollViewDelegate`: `ScrollViewDelegate`.
public typealias UIScrollViewDelegate = ScrollViewDelegate
/// UIKit's `UICollectionViewController`: `CollectionViewController`.
public typealias UICollectionViewController = CollectionViewController
/// UIKit's `UICollectionViewDelegate`: `CollectionViewDelegate`.
public typealias UICollectionViewDelegate = CollectionViewDelegate
/// UIKit's `NSParagraphStyle`: `ParagraphStyle` (Foundation on Linux has none).
public typealias NSParagraphStyle = ParagraphStyle
/// UIKit's `NSMutableParagraphStyle`: `MutableParagraphStyle`.
public typealias NSMutableParagraphStyle = MutableParagraphStyle
/// UIKit's `UIApplication`: `Application`.
public typealias UIApplication = Application
/// Core Animation's `CAShapeLayer`: `ShapeLayer`.
public typealias CAShapeLayer = ShapeLayer
/// Core Animation's `CAShapeLayerLineCap`: `ShapeLayer.LineCap`.
public typealias CAShapeLayerLineCap = ShapeLayer.LineCap
/// Core Animation's `CAShapeLayerLineJoin`: `ShapeLayer.LineJoin`.
public typealias CAShapeLayerLineJoin = ShapeLayer.LineJoin
/// Core Animation's `CAGradientLayer`: `GradientLayer`.
public typealias CAGradientLayer = GradientLayer
/// Core Animation's `CAGradientLayerType`: `GradientLayer.Kind`.
public typealias CAGradientLayerType = GradientLayer.Kind
/// UIKit's `UIBezierPath`: `BezierPath`.
public typealias UIBezierPath = BezierPath
/// UIKit's `UIRectCorner`: `BezierPath.RectCorner`.
public typealias UIRectCorner = BezierPath.RectCorner
/// UIKit's `UIContextualAction`: `ContextualAction`.
public typealias UIContextualAction = ContextualAction
/// UIKit's `UISwipeActionsConfiguration`: `SwipeActionsConfiguration`.
public typealias UISwipeActionsConfiguration = SwipeActionsConfiguration
/// UIKit's `UIMenu`: `Menu`.
public typealias UIMenu = Menu
/// UIKit's `UIMenuElement`: `MenuElement` (a protocol here: `Action` and `Menu` conform).
public typealias UIMenuElement = MenuElement
/// UIKit's `UIToolbar`: `Toolbar`.
public typealias UIToolbar = Toolbar
/// UIKit's `UIBarStyle`: `Toolbar.BarStyle`.
public typealias UIBarStyle = Toolbar.BarStyle
/// UIKit's `UIRefreshControl`: `RefreshControl`.
public typealias UIRefreshControl = RefreshControl
/// UIKit's `UIAlertController`: `AlertController`.
public typealias UIAlertController = AlertController
/// UIKit's `UIAlertAction`: `AlertAction`.
public typealias UIAlertAction = AlertAction
/// UIKit's `UITraitCollection`: `TraitCollection`.
public typealias UITraitCollection = TraitCollection
/// UIKit's `UITraitEnvironmentLayoutDirection`: `TraitEnvironmentLayoutDirection`.
public typealias UITraitEnvironmentLayoutDirection = TraitEnvironmentLayoutDirection
/// UIKit's `UIUserInterfaceIdiom`: `UserInterfaceIdiom`.
public typealias UIUserInterfaceIdiom = UserInterfaceIdiom
/// UIKit's `UIDevice`: `DeviceInfo` (described by the main screen).
public typealias UIDevice = DeviceInfo
/// UIKit's `UIDeviceOrientation`: `DeviceInfo.Orientation`.
public typealias UIDeviceOrientation = DeviceInfo.Orientation
/// UIKit's `UIUserInterfaceStyle`: `UserInterfaceStyle`.
public typealias UIUserInterfaceStyle = UserInterfaceStyle
/// UIKit's `UINavigationItem`: `NavigationItem`.
public typealias UINavigationItem = NavigationItem
/// UIKit's `UIBarButtonItem`: `BarButtonItem`.
public typealias UIBarButtonItem = BarButtonItem
/// Core Animation's `CALayer`: `Layer`.
public typealias CALayer = Layer
/// Core Animation's `CACornerMask`: `Layer.CornerMask`.
public typealias CACornerMask = Layer.CornerMask
/// Core Animation's `CALayerCornerCurve`: `Layer.CornerCurve`.
public typealias CALayerCornerCurve = Layer.CornerCurve

extension View {
  /// UIKit's `UIView.AutoresizingMask`: `AutoresizingMask`.
  public typealias AutoresizingMask = AutoLayout.AutoresizingMask
  /// UIKit's `UIView.AnimationOptions`: `AnimationOptions`.
  public typealias AnimationOptions = AutoLayout.AnimationOptions
  /// UIKit's `UIView.AnimationCurve`: `AnimationCurve`.
  public typealias AnimationCurve = AutoLayout.AnimationCurve
}

/// UIKit's `UIViewPropertyAnimator`: `PropertyAnimator`.
public typealias UIViewPropertyAnimator = PropertyAnimator
/// UIKit's `UIViewAnimatingState`: `PropertyAnimator.AnimatingState`.
public typealias UIViewAnimatingState = PropertyAnimator.AnimatingState
/// UIKit's `UIViewAnimatingPosition`: `PropertyAnimator.AnimatingPosition`.
public typealias UIViewAnimatingPosition = PropertyAnimator.AnimatingPosition

#if !canImport(ObjectiveC)
  // Foundation's key-value observing names, which Foundation on Linux does not have.
  /// Foundation's `NSKeyValueObservation`: `KeyValueObservation`.
  public typealias NSKeyValueObservation = KeyValueObservation
  /// Foundation's `NSKeyValueObservingOptions`: `KeyValueObservingOptions`.
  public typealias NSKeyValueObservingOptions = KeyValueObservingOptions
  /// Foundation's `NSKeyValueObservedChange`: `KeyValueObservedChange`.
  public typealias NSKeyValueObservedChange<Value> = KeyValueObservedChange<Value>
  /// Foundation's `NSKeyValueChangeKey`: `KeyValueChangeKey`.
  public typealias NSKeyValueChangeKey = KeyValueChangeKey
  /// Foundation's `NSKeyValueChange`: `KeyValueChange`.
  public typealias NSKeyValueChange = KeyValueChange
#endif

/// UIKit's `UIScene`: `Scene`.
public typealias UIScene = Scene
/// UIKit's `UIWindowScene`: `WindowScene`.
public typealias UIWindowScene = WindowScene
/// UIKit's `UISceneSession`: `SceneSession`.
public typealias UISceneSession = SceneSession
/// UIKit's `UISceneConfiguration`: `SceneConfiguration`.
public typealias UISceneConfiguration = SceneConfiguration
/// UIKit's `UISceneDelegate`: `SceneDelegate`.
public typealias UISceneDelegate = SceneDelegate
/// UIKit's `UIWindowSceneDelegate`: `WindowSceneDelegate`.
public typealias UIWindowSceneDelegate = WindowSceneDelegate
/// UIKit's `UIInterfaceOrientation`: `InterfaceOrientation`.
public typealias UIInterfaceOrientation = InterfaceOrientation
/// UIKit's `UIApplicationDelegate`: `ApplicationDelegate`.
public typealias UIApplicationDelegate = ApplicationDelegate
/// Core Animation's `CAAnimation`: `LayerAnimation`.
public typealias CAAnimation = LayerAnimation
/// Core Animation's `CAAnimationDelegate`: `AnimationDelegate`.
public typealias CAAnimationDelegate = AnimationDelegate
/// Core Animation's `CAPropertyAnimation`: `PropertyAnimation`.
public typealias CAPropertyAnimation = PropertyAnimation
/// Core Animation's `CABasicAnimation`: `BasicAnimation`.
public typealias CABasicAnimation = BasicAnimation
/// Core Animation's `CASpringAnimation`: `SpringAnimation`.
public typealias CASpringAnimation = SpringAnimation
/// Core Animation's `CAKeyframeAnimation`: `KeyframeAnimation`.
public typealias CAKeyframeAnimation = KeyframeAnimation
/// Core Animation's `CAAnimationGroup`: `AnimationGroup`.
public typealias CAAnimationGroup = AnimationGroup
/// Core Animation's `CATransition`: `Transition`.
public typealias CATransition = Transition
/// Core Animation's `CATransaction`: `Transaction`.
public typealias CATransaction = Transaction
/// Core Animation's `CAMediaTimingFunction`: `MediaTimingFunction`.
public typealias CAMediaTimingFunction = MediaTimingFunction
/// Core Animation's `CAMediaTimingFunctionName`: `MediaTimingFunctionName`.
public typealias CAMediaTimingFunctionName = MediaTimingFunctionName
/// Core Animation's `CAMediaTimingFillMode`: `MediaTimingFillMode`.
public typealias CAMediaTimingFillMode = MediaTimingFillMode
/// UIKit's `UITouch`: `Touch`.
public typealias UITouch = Touch
/// UIKit's `UIEvent`: `Event`.
public typealias UIEvent = Event
/// UIKit's `UIFeedbackGenerator`: `FeedbackGenerator`.
public typealias UIFeedbackGenerator = FeedbackGenerator
/// UIKit's `UIImpactFeedbackGenerator`: `ImpactFeedbackGenerator`.
public typealias UIImpactFeedbackGenerator = ImpactFeedbackGenerator
/// UIKit's `UINotificationFeedbackGenerator`: `NotificationFeedbackGenerator`.
public typealias UINotificationFeedbackGenerator = NotificationFeedbackGenerator
/// UIKit's `UISelectionFeedbackGenerator`: `SelectionFeedbackGenerator`.
public typealias UISelectionFeedbackGenerator = SelectionFeedbackGenerator

#if !canImport(Darwin)
  /// Core Foundation's `CFTimeInterval` (seconds), which Foundation on Linux does not export.
  public typealias CFTimeInterval = TimeInterval
#endif

/// Core Animation's `CACurrentMediaTime()`: seconds since the system started (the clock Core
/// Animation's times are on).
///
/// ```swift
/// let start = CACurrentMediaTime()
/// ```
public func CACurrentMediaTime() -> CFTimeInterval { ProcessInfo.processInfo.systemUptime }
/// UIKit's `UIOpenURLContext`: `OpenURLContext`.
public typealias UIOpenURLContext = OpenURLContext
