import AutoLayout
import Foundation
import LayoutRendering
import SnapshotTesting
import UIKitEmulation

extension Snapshotting where Value: ViewController, Format == String {
  /// A view controller laid out in a window of `environment` (a device, an orientation, a
  /// direction, a text size), recorded as its view tree with every frame (``LayoutTree``): the
  /// layout test an iOS team runs on Linux.
  ///
  /// ```swift
  /// @Test func login() {
  ///   assertSnapshot(of: LoginViewController(), as: .layout(on: .iPhone15))
  ///   assertSnapshot(of: LoginViewController(), as: .layout(on: .iPhone15.landscape.rightToLeft))
  /// }
  /// ```
  public static func layout(on environment: LayoutEnvironment = .iPhone15) -> Snapshotting {
    SimplySnapshotting.lines.pullback { controller in
      let window = environment.window(showing: controller)
      defer { window.rootViewController = nil }
      return "# \(environment.name)\n" + LayoutTree.text(of: controller.view)
    }
  }

  /// A view controller laid out in a window of `environment`, recorded as the picture Interface
  /// Builder's canvas would draw (SVG: views, constraints, misplaced and ambiguous marks), for a
  /// reviewer to look at.
  ///
  /// ```swift
  /// assertSnapshot(of: LoginViewController(), as: .layoutPicture(on: .iPhoneSE))
  /// ```
  public static func layoutPicture(on environment: LayoutEnvironment = .iPhone15) -> Snapshotting {
    var strategy = SimplySnapshotting.lines.pullback { (controller: Value) in
      let window = environment.window(showing: controller)
      defer { window.rootViewController = nil }
      var picture = LayoutPicture(root: window, title: environment.name)
      // Nothing that changes from run to run (tooltips name objects by address).
      picture.showsConstraintOrigins = false
      picture.showsConstraintTooltips = false
      return picture.svg()
    }
    strategy.pathExtension = "svg"
    return strategy
  }
}

extension Snapshotting where Value: View, Format == String {
  /// A view laid out at `size` (its fitting size when `nil`: the smallest its constraints allow),
  /// recorded as its view tree with every frame.
  ///
  /// ```swift
  /// assertSnapshot(of: ProfileHeaderView(), as: .layout(size: CGSize(width: 375, height: 200)))
  /// ```
  public static func layout(size: CGSize? = nil, scale: CGFloat = 3) -> Snapshotting {
    SimplySnapshotting.lines.pullback { view in
      let window = Window(
        size: size ?? view.systemLayoutSizeFitting(View.layoutFittingCompressedSize), scale: scale)
      let frame = view.frame
      window.addSubview(view)
      view.translatesAutoresizingMaskIntoConstraints = true
      view.frame = CGRect(origin: .zero, size: window.bounds.size)
      window.layoutIfNeeded()
      defer {
        view.removeFromSuperview()
        view.frame = frame
      }
      return LayoutTree.text(of: view)
    }
  }
}
