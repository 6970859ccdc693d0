import Foundation

extension View {
  /// The layout margins in absolute terms (default 8 on every edge). As in UIKit, reading them
  /// gives the margins the ``layoutMarginsGuide`` uses: the margins set, at least the superview's
  /// reaching in when ``preservesSuperviewLayoutMargins``, plus the safe-area insets when
  /// ``insetsLayoutMarginsFromSafeArea`` (a root view under a 59-point status bar reads a top margin
  /// of 59 + its own). Setting them sets the margins themselves.
  ///
  /// ```swift
  /// card.layoutMargins = EdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
  /// ```
  public var layoutMargins: EdgeInsets {
    get { effectiveMargins }
    set {
      absoluteMargins = newValue
      marginsAreDirectional = false
      marginsWereSet = true
      changedEngine?.marginsChanged(self)
      setNeedsLayout()
      layoutMarginsDidChange()
    }
  }

  /// The margins as set (``layoutMargins`` or ``directionalLayoutMargins``), in left/right terms,
  /// without the safe area or the superview's margins.
  var specifiedMargins: EdgeInsets {
    marginsAreDirectional
      ? storedMargins.edgeInsets(for: effectiveUserInterfaceLayoutDirection) : absoluteMargins
  }

  /// The layout margins in leading/trailing terms (read back as ``layoutMargins`` are: with the
  /// safe area and preserved superview margins included).
  ///
  /// ```swift
  /// view.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
  /// ```
  public var directionalLayoutMargins: DirectionalEdgeInsets {
    get { effectiveMargins.directional(for: effectiveUserInterfaceLayoutDirection) }
    set {
      storedMargins = newValue
      marginsAreDirectional = true
      marginsWereSet = true
      changedEngine?.marginsChanged(self)
      setNeedsLayout()
      layoutMarginsDidChange()
    }
  }

  /// The insets of the safe area (the part not covered by bars, the notch, the home indicator)
  /// from the view's edges, as of the last layout pass.
  ///
  /// ```swift
  /// view.safeAreaInsets.top  // 47 on an iPhone 15 window's root view
  /// ```
  public var safeAreaInsets: EdgeInsets { computedSafeAreaInsets }

  /// The margins the layout margins guide uses: ``layoutMargins`` plus, when
  /// ``insetsLayoutMarginsFromSafeArea``, the safe-area insets; at least the superview's margins
  /// reaching into the view when ``preservesSuperviewLayoutMargins`` (those already hold the
  /// superview's safe area, which the view's own safe area repeats: it is not added to them again).
  var effectiveMargins: EdgeInsets {
    var margins = specifiedMargins
    if insetsLayoutMarginsFromSafeArea {
      let safe = computedSafeAreaInsets
      margins = EdgeInsets(
        top: margins.top + safe.top, left: margins.left + safe.left, bottom: margins.bottom + safe.bottom,
        right: margins.right + safe.right)
    }
    guard preservesSuperviewLayoutMargins else { return margins }
    let p = computedPreservedMargins
    return EdgeInsets(
      top: max(margins.top, p.top), left: max(margins.left, p.left), bottom: max(margins.bottom, p.bottom),
      right: max(margins.right, p.right))
  }

  /// The guide of the layout margins.
  ///
  /// ```swift
  /// label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor)
  /// ```
  public var layoutMarginsGuide: LayoutGuide { systemGuide(.layoutMargins) }

  /// The guide of the safe area.
  ///
  /// ```swift
  /// header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor)
  /// ```
  public var safeAreaLayoutGuide: LayoutGuide { systemGuide(.safeArea) }

  /// The guide of a comfortable reading width inside the layout margins (at most 672 points wide
  /// at the default content size, centred).
  ///
  /// ```swift
  /// body.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor)
  /// ```
  public var readableContentGuide: LayoutGuide { systemGuide(.readableContent) }

  /// The space the software keyboard takes at the bottom of the view (UIKit's
  /// `keyboardLayoutGuide`, iOS 15): with the keyboard hidden its top is the safe area's bottom
  /// (or the view's, see ``KeyboardLayoutGuide/usesBottomSafeArea``); with ``Window/keyboardHeight``
  /// set it reaches up to the keyboard's top.
  ///
  /// ```swift
  /// input.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8)
  /// window.keyboardHeight = 336   // the keyboard shows: the input moves up
  /// ```
  public var keyboardLayoutGuide: KeyboardLayoutGuide {
    // swift-format-ignore: NeverForceUnwrap
    systemGuide(.keyboard) as! KeyboardLayoutGuide
  }

  func systemGuide(_ role: LayoutGuide.Role) -> LayoutGuide {
    if let guide = systemGuides[role] { return guide }
    let guide = role == .keyboard ? KeyboardLayoutGuide() : LayoutGuide()
    guide.role = role
    guide.owningView = self
    // Read before any constraint uses it (`safeAreaLayoutGuide.layoutFrame`), the guide has the
    // frame the last pass gave the view's insets, as UIKit's does.
    switch role {
    case .safeArea: guide.layoutFrame = bounds.inset(by: safeAreaInsets)
    case .layoutMargins: guide.layoutFrame = bounds.inset(by: layoutMargins)
    default: break
    }
    systemGuides[role] = guide
    changedEngine?.invalidateStructure()
    return guide
  }
}
