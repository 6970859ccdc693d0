import AutoLayout
import Foundation
import LayoutDocument

// The Pin popover: each edge to its nearest neighbour — the closest sibling beyond that edge
// that overlaps the view on the other axis, else the superview (its margins with "Constrain to
// margins", the safe area for a top-level view's top and bottom) —, sizes, equal sizes and
// aspect ratio.

extension EditableScene {
  /// Where each edge of a view would be pinned and its current spacing (the popover's values).
  ///
  /// ```swift
  /// editable.pinSuggestions(for: "body")[.top]?.neighbour   // "avatar"
  /// ```
  public func pinSuggestions(for name: String, constrainToMargins: Bool = true) -> [PinEdge: PinSuggestion] {
    var result: [PinEdge: PinSuggestion] = [:]
    guard let superview = superviews[name] else { return result }
    let frame = absoluteFrame(of: name)
    let siblings = viewNames.filter {
      $0 != name && superviews[$0] == superview && !(view(named: $0)?.isHidden ?? true)
    }
    func overlapsVertically(_ r: CGRect) -> Bool { r.minY < frame.maxY && r.maxY > frame.minY }
    func overlapsHorizontally(_ r: CGRect) -> Bool { r.minX < frame.maxX && r.maxX > frame.minX }
    func nearest(_ edge: PinEdge) -> String? {
      let candidates = siblings.map { ($0, absoluteFrame(of: $0)) }.filter { _, r in
        switch edge {
        case .top: r.maxY <= frame.minY && overlapsHorizontally(r)
        case .bottom: r.minY >= frame.maxY && overlapsHorizontally(r)
        case .leading:
          overlapsVertically(r) && (isRightToLeft ? r.minX >= frame.maxX : r.maxX <= frame.minX)
        case .trailing:
          overlapsVertically(r) && (isRightToLeft ? r.maxX <= frame.minX : r.minX >= frame.maxX)
        }
      }
      func distance(_ r: CGRect) -> CGFloat {
        switch edge {
        case .top: frame.minY - r.maxY
        case .bottom: r.minY - frame.maxY
        case .leading: isRightToLeft ? r.minX - frame.maxX : frame.minX - r.maxX
        case .trailing: isRightToLeft ? frame.minX - r.maxX : r.minX - frame.maxX
        }
      }
      return candidates.min { (distance($0.1), $0.0) < (distance($1.1), $1.0) }?.0
    }
    for edge in PinEdge.allCases {
      let spec: ConstraintSpec
      let neighbour: String
      if let sibling = nearest(edge) {
        neighbour = sibling
        switch edge {
        case .top: spec = measured(first: name, .top, second: sibling, .bottom)
        case .bottom: spec = measured(first: sibling, .top, second: name, .bottom)
        case .leading: spec = measured(first: name, .leading, second: sibling, .trailing)
        case .trailing: spec = measured(first: sibling, .leading, second: name, .trailing)
        }
      } else {
        let vertical = edge == .top || edge == .bottom
        let useSafeArea = superview == "root" && (vertical || !constrainToMargins)
        neighbour = useSafeArea ? "safeArea" : superview
        let own: LayoutConstraint.Attribute =
          switch edge {
          case .top: .top
          case .bottom: .bottom
          case .leading: .leading
          case .trailing: .trailing
          }
        var attribute: LayoutConstraint.Attribute =
          switch edge {
          case .top: .top
          case .bottom: .bottom
          case .leading: .leading
          case .trailing: .trailing
          }
        if !useSafeArea && constrainToMargins {
          attribute =
            switch edge {
            case .top: .topMargin
            case .bottom: .bottomMargin
            case .leading: .leadingMargin
            case .trailing: .trailingMargin
            }
        }
        switch edge {
        case .top, .leading:
          spec = measured(first: name, own, second: neighbour, attribute)
        case .bottom, .trailing:
          spec = measured(first: neighbour, attribute, second: name, own)
        }
      }
      result[edge] = PinSuggestion(neighbour: neighbour, spacing: spec.constant, spec: spec)
    }
    return result
  }

  /// The document with the Pin popover's constraints added for every listed view.
  ///
  /// ```swift
  /// let edited = try editable.pinning(["title"], PinOptions(top: 8, width: 120))
  /// ```
  public func pinning(_ names: [String], _ options: PinOptions) throws(EditError) -> LayoutDocument {
    try requireViews(names)
    guard let first = names.first else {
      throw EditError("nothing selected", hint: "select one or more views")
    }
    var specs: [ConstraintSpec] = []
    for name in names {
      let suggestions = pinSuggestions(for: name, constrainToMargins: options.constrainToMargins)
      for (edge, value) in [
        (PinEdge.top, options.top), (.leading, options.leading), (.bottom, options.bottom),
        (.trailing, options.trailing),
      ] {
        guard let value, var spec = suggestions[edge]?.spec else { continue }
        spec.constant = value
        specs.append(spec)
      }
      if let width = options.width { specs.append(ConstraintSpec(first: name, .width, constant: width)) }
      if let height = options.height { specs.append(ConstraintSpec(first: name, .height, constant: height)) }
      if options.aspectRatio {
        let r = absoluteFrame(of: name)
        if r.height > 0 {
          specs.append(
            ConstraintSpec(
              first: name, .width, second: name, .height, multiplier: rounded(r.width / r.height)))
        }
      }
    }
    for name in names.dropFirst() {
      if options.equalWidths { specs.append(ConstraintSpec(first: name, .width, second: first, .width)) }
      if options.equalHeights { specs.append(ConstraintSpec(first: name, .height, second: first, .height)) }
    }
    guard !specs.isEmpty else {
      throw EditError("no constraint chosen", hint: "tick an edge, a size, equal sizes or the aspect ratio")
    }
    return updatingFrames(options.updateFrames, of: names, in: addingConstraints(specs))
  }

  /// The frames to drop after adding constraints, as the popovers' "Update Frames" chooses.
  func updatingFrames(_ update: FrameUpdate, of names: [String], in edited: LayoutDocument) -> LayoutDocument
  {
    switch update {
    case .none: return edited
    case .itemsOfNewConstraints: return droppingFrames(of: names, in: edited)
    case .allFramesInContainer:
      let containers = Set(names.compactMap { superviews[$0] })
      let inside = viewNames.filter { name in
        var parent = superviews[name]
        while let current = parent {
          if containers.contains(current) { return true }
          parent = superviews[current]
        }
        return false
      }
      return droppingFrames(of: inside, in: edited)
    }
  }
}
