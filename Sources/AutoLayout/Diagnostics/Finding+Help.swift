import Foundation

extension Finding.Kind {
  /// What a finding of this kind means and what to do about it, in a few sentences: a report's
  /// rule help (SARIF's `fullDescription` and `help`, `docs/diagnostics.md`'s list of rules).
  ///
  /// ```swift
  /// Finding.Kind.misplaced.help
  /// // "The view's frame differs from the one its constraints give. … Update Frames …"
  /// ```
  public var help: String {
    switch self {
    case .unsatisfiable:
      "The required constraints of a scene cannot all hold, so the engine broke one, as UIKit and AppKit do "
        + "at run time (\"Unable to simultaneously satisfy constraints\"). The finding lists the conflicting "
        + "set; remove one of them, or lower its priority below 1000 so that it gives way."
    case .ambiguous:
      "The constraints leave a view's position or size open: more than one frame satisfies them, and "
        + "which one a run gets is not defined. Add the constraints the finding names (\"Need constraints "
        + "for: X position\"), or break a tie of content priorities as it suggests."
    case .misplaced:
      "The view's stored (or given) frame differs from the one its constraints give, and the file's own "
        + "constraints prove it: at run time the view moves. In Xcode, Update Frames if the "
        + "constraints are right; change the constraints if the frame is."
    case .possiblyMisplaced:
      "The stored frame differs from the solved one, but by no more than a value this tool supplies and "
        + "Xcode may set differently (a system margin, a text's size, a control's insets, rounding) could "
        + "explain. A note, not a failure: the finding says which values it rests on."
    case .staleFrames:
      "The stored frames themselves break one of the file's required constraints: the file was saved "
        + "with frames out of date with its constraints (Xcode shows such views misplaced). Update Frames "
        + "in Xcode. A constraint the engine breaks in a conflict that the stored frames break as well is "
        + "the conflict's (Xcode's engine broke it too), not stale frames."
    case .invalidConstraint:
      "A constraint that UIKit or AppKit refuses at run time (an attribute pairing such as leading to "
        + "width, a multiplier of 0 on a location, a number out of range). Correct or remove it."
    case .unknownItem:
      "A constraint names an item (a view, a guide) that is not in its scene, so it cannot be made. "
        + "Correct its item or remove it."
    case .flaggedMisplaced:
      "Xcode saved the view with misplaced=\"YES\": its canvas frame is not the one its constraints give. "
        + "Update Frames in Xcode. The view is not compared."
    case .flaggedAmbiguous:
      "Xcode saved the view with ambiguous=\"YES\": its constraints leave its position or size open. "
        + "Add the missing constraints. The view is not compared."
    case .duplicateConstraint:
      "The constraint repeats an earlier one (the same items, attributes, relation, multiplier, constant "
        + "and priority, or the same written the other way round). Remove one of them."
    case .redundantConstraint:
      "The other required constraints already imply this one: removing it changes no frame. A note; "
        + "keep it if it states an intent."
    case .offScreen:
      "On this device, orientation or direction the view reaches beyond the screen, where the frames "
        + "stored in the file have it on screen. Constrain it to the safe area or the margins, or let it "
        + "shrink."
    case .clippedText:
      "On this device, orientation or direction a label's text needs more room than its frame gives it "
        + "and is cut. Let the label grow (fewer fixed sizes, more lines) or shrink its text."
    case .overlap:
      "On this device, orientation or direction two sibling views cover each other where the frames "
        + "stored in the file have them apart. Constrain one to the other, or let one shrink."
    case .unsupported:
      "A part of the file this tool does not lay out (an element it does not simulate, an archive it "
        + "cannot read). Nothing is checked there."
    case .detached:
      "An AppKit stack view took the view out of the hierarchy (it is hidden, or its visibility priority "
        + "is 0): it is not laid out and not compared."
    case .possiblyUnsatisfiable:
      "The required constraints cannot all hold with the values this tool supplies (a system margin, a "
        + "text's size, a control's insets), but the file's own constraints in the conflicting set hold in the "
        + "frames Xcode stored, and moving those values within what they may be off by would cover what the set "
        + "is short of. A note, not a failure: the finding says which values it rests on."
    case .possiblyAmbiguous:
      "Two views tie at one hugging or compression resistance priority (Interface Builder's \"Content Priority "
        + "Ambiguity\"), but they are stretched or squeezed past their content sizes by no more than the content "
        + "sizes this tool supplies (a text's size, a control's or an image's) may be off: with Xcode's sizes the "
        + "content may fit exactly and nothing ties. A note, not a failure: the finding says which sizes it rests on."
    }
  }

  /// The rule's name as a word (`StaleFrames` for `stale-frames`): SARIF's `name`.
  ///
  /// ```swift
  /// Finding.Kind.possiblyMisplaced.name   // "PossiblyMisplaced"
  /// ```
  public var name: String {
    rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }
}
