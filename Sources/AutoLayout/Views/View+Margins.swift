import Foundation

extension View {
  /// The layout margins in absolute terms (default 8 on every edge).
  ///
  /// ```swift
  /// card.layoutMargins = EdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
  /// ```
  public var layoutMargins: EdgeInsets {
    get {
      marginsAreDirectional
        ? storedMargins.edgeInsets(for: effectiveUserInterfaceLayoutDirection) : absoluteMargins
    }
    set {
      absoluteMargins = newValue
      marginsAreDirectional = false
      engineIfPresent?.marginsChanged(self)
      setNeedsLayout()
    }
  }

  /// The layout margins in leading/trailing terms.
  ///
  /// ```swift
  /// view.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
  /// ```
  public var directionalLayoutMargins: DirectionalEdgeInsets {
    get {
      marginsAreDirectional
        ? storedMargins : absoluteMargins.directional(for: effectiveUserInterfaceLayoutDirection)
    }
    set {
      storedMargins = newValue
      marginsAreDirectional = true
      engineIfPresent?.marginsChanged(self)
      setNeedsLayout()
    }
  }

  /// The insets of the safe area (the part not covered by bars, the notch, the home indicator)
  /// from the view's edges, as of the last layout pass.
  ///
  /// ```swift
  /// view.safeAreaInsets.top  // 47 on an iPhone 15 window's root view
  /// ```
  public var safeAreaInsets: EdgeInsets { computedSafeAreaInsets }

  /// The margins the layout margins guide uses: ``layoutMargins`` (at least the superview's
  /// margins reaching into the view when ``preservesSuperviewLayoutMargins``) plus, when
  /// ``insetsLayoutMarginsFromSafeArea``, the safe-area insets.
  var effectiveMargins: EdgeInsets {
    var margins = layoutMargins
    if preservesSuperviewLayoutMargins {
      let p = computedPreservedMargins
      margins = EdgeInsets(
        top: max(margins.top, p.top), left: max(margins.left, p.left), bottom: max(margins.bottom, p.bottom),
        right: max(margins.right, p.right))
    }
    guard insetsLayoutMarginsFromSafeArea else { return margins }
    let safe = computedSafeAreaInsets
    return EdgeInsets(
      top: margins.top + safe.top, left: margins.left + safe.left, bottom: margins.bottom + safe.bottom,
      right: margins.right + safe.right)
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

  func systemGuide(_ role: LayoutGuide.Role) -> LayoutGuide {
    if let guide = systemGuides[role] { return guide }
    let guide = LayoutGuide()
    guide.role = role
    guide.owningView = self
    systemGuides[role] = guide
    engineIfPresent?.invalidateStructure()
    return guide
  }
}
