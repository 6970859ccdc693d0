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

  /// Keeps a shown child's view at the container's bounds.
  func keepFilling(_ child: ViewController?) {
    guard let child, child.isViewLoaded, child.view.superview === view, child.view.frame != view.bounds
    else { return }
    child.view.frame = view.bounds
  }

  /// Tells `children` how far the container's bar reaches into their views' safe area, and lays
  /// the container out again.
  func giveBarInsets(_ insets: EdgeInsets, to children: [ViewController]) {
    guard isViewLoaded else { return }
    for controller in children where controller.containerBarInsets != insets {
      controller.containerBarInsets = insets
      if controller.isViewLoaded { controller.view.changedEngine?.controllerInsetsChanged(controller.view) }
    }
    view.setNeedsLayout()
  }

  /// Whether the container is on a phone of compact height (landscape), where bars are shorter.
  var isOnCompactHeightPhone: Bool {
    let window = viewIfLoaded?.window
    return window?.verticalSizeClass == .compact && window?.userInterfaceIdiom == .phone
  }
}
