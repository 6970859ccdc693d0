import AutoLayout
import Foundation

/// What a container with a bar (``NavigationController``, ``TabBarController``) does with its
/// children: their views fill its view, and its bar is in their safe area.
extension ViewController {
  /// Puts `child`'s view in the container's view, filling it by its autoresizing mask, with a
  /// root view's minimum margins; `insert` adds it where the container keeps it. Returns whether
  /// it was added (it may be there already).
  func embedFilling(_ child: ViewController, insert: (View) -> Void) -> Bool {
    let content: View = child.view
    guard content.superview !== view else { return false }
    content.translatesAutoresizingMaskIntoConstraints = true
    content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    content.frame = view.bounds
    child.applySystemMinimumMargins(width: view.bounds.width)
    insert(content)
    return true
  }

  /// Keeps a shown child's view at the container's bounds, less the bars it does not extend
  /// under: `bars` are how far the top and bottom bars (with the status bar or home indicator they
  /// cover) reach into the container, `translucent` whether each lets the view under it.
  func keepFilling(_ child: ViewController?, bars: EdgeInsets = .zero, translucent: (top: Bool, bottom: Bool))
  {
    guard let child, child.isViewLoaded, child.view.superview === view else { return }
    var frame = view.bounds
    if bars.top > 0, !child.extendsUnder(.top, translucent: translucent.top) {
      frame.origin.y += bars.top
      frame.size.height = max(0, frame.height - bars.top)
    }
    if bars.bottom > 0, !child.extendsUnder(.bottom, translucent: translucent.bottom) {
      frame.size.height = max(0, frame.height - bars.bottom)
    }
    if child.view.frame != frame { child.view.frame = frame }
  }

  /// Tells `children` how far the container's bar reaches into their views' safe area (nothing on
  /// an edge a child's view does not extend under), and lays the container out again.
  func giveBarInsets(
    _ insets: EdgeInsets, to children: [ViewController], translucent: (top: Bool, bottom: Bool)
  ) {
    guard isViewLoaded else { return }
    for controller in children {
      var given = insets
      if !controller.extendsUnder(.top, translucent: translucent.top) { given.top = 0 }
      if !controller.extendsUnder(.bottom, translucent: translucent.bottom) { given.bottom = 0 }
      guard controller.containerBarInsets != given else { continue }
      controller.containerBarInsets = given
      if controller.isViewLoaded { controller.view.controllerInsetsChanged() }
    }
    view.setNeedsLayout()
  }

  /// Whether the view goes under a bar on `edge`: the edge is in `edgesForExtendedLayout` and
  /// the bar is translucent or `extendedLayoutIncludesOpaqueBars` is set.
  func extendsUnder(_ edge: RectEdge, translucent: Bool) -> Bool {
    edgesForExtendedLayout.contains(edge) && (translucent || extendedLayoutIncludesOpaqueBars)
  }

  /// Whether the container is on a phone of compact height (landscape), where bars are shorter.
  var isOnCompactHeightPhone: Bool {
    let window = viewIfLoaded?.window
    return window?.verticalSizeClass == .compact && window?.userInterfaceIdiom == .phone
  }
}
