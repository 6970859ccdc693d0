import Foundation

/// Which object of an Interface Builder file each name and line of its exported layout document
/// stands for: views by name, the exported constraint lines by index, the root's guides.
///
/// ```swift
/// binding.viewIDs["title"]        // "Fix-Vw-ttl"
/// binding.constraintIDs[0]        // "Fix-Cn-t01"
/// ```
struct InterfaceBuilderBinding: Sendable {
  /// The scene's top-level view (`root`).
  var rootID: String
  /// Every exported view's id, by document name (`root` included).
  var viewIDs: [String: String] = [:]
  /// The `<constraint>` id of each exported line, by the line's index in `constraints`; the
  /// lines that hold autoresizing views in place have none.
  var constraintIDs: [Int: String] = [:]
  /// Views the file places by their autoresizing mask (their frame lines are the document's).
  var framedViews: Set<String> = []
  /// The root's safe area guide (`<viewLayoutGuide key="safeArea">`), when the file has one.
  var safeAreaID: String?
  /// A view controller's top and bottom layout guides (files before the safe area).
  var topLayoutGuideID: String?
  var bottomLayoutGuideID: String?

  init(rootID: String) {
    self.rootID = rootID
    viewIDs["root"] = rootID
  }
}
