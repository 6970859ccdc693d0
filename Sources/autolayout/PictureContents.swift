import AutoLayout
import InterfaceBuilder
import LayoutDocument
import LayoutRendering

/// What the views of a picture show, from the file they were read from (shared by `render` and
/// `diff`).
extension LayoutPicture {
  /// Labels and text fields show their text, buttons their title, image views a crossed box.
  mutating func setContents(of scene: InterfaceBuilderDocument.Scene, in layout: SceneLayout) {
    for node in scene.root.allViews {
      guard let view = layout.view(withID: node.id) else { continue }
      switch node.kind {
      // A label without text shows Interface Builder's default, "Label"; a text field without
      // text or placeholder is empty.
      case .label: setContent(.label(node.title ?? node.userLabel ?? "Label"), for: view)
      case .textField: setContent(.label(node.title ?? ""), for: view)
      case .button: setContent(.button(node.title ?? node.userLabel ?? ""), for: view)
      case .imageView: setContent(.image, for: view)
      default: break
      }
    }
  }

  /// Labels show their text, buttons their title, images a crossed box.
  mutating func setContents(of scene: Scene) {
    for (name, view) in scene.views {
      guard let spec = scene.specs[name] else { continue }
      switch spec.kind {
      case .label: setContent(.label(spec.text ?? name), for: view)
      case .button: setContent(.button(spec.text ?? name), for: view)
      case .image: setContent(.image, for: view)
      case .view, .stack, .scroll: break
      }
    }
  }
}
