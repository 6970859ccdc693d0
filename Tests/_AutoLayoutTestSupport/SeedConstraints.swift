import AutoLayout
import Foundation

/// Seed 001's Masonry cell: the image 10 from the left and centred (10 from top and bottom at
/// least), the name 6 after it and 10 from the top, the content under the name (6 below), the
/// company under the content and 10 above the bottom; names and company at most 10 from the
/// right; the three labels hug vertically at required.
public func activateSeed001CellConstraints(
  image: View, name: View, content: View, company: View, in contentView: View
) {
  LayoutConstraint.activate([
    image.leftAnchor.constraint(equalTo: contentView.leftAnchor, constant: 10),
    image.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
    image.topAnchor.constraint(greaterThanOrEqualTo: contentView.topAnchor, constant: 10),
    image.bottomAnchor.constraint(lessThanOrEqualTo: contentView.bottomAnchor, constant: -10),
    name.leftAnchor.constraint(equalTo: image.rightAnchor, constant: 6),
    name.rightAnchor.constraint(lessThanOrEqualTo: contentView.rightAnchor, constant: -10),
    name.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
    content.leftAnchor.constraint(equalTo: name.leftAnchor),
    content.topAnchor.constraint(equalTo: name.bottomAnchor, constant: 6),
    company.leftAnchor.constraint(equalTo: content.leftAnchor),
    company.rightAnchor.constraint(lessThanOrEqualTo: contentView.rightAnchor, constant: -10),
    company.topAnchor.constraint(equalTo: content.bottomAnchor, constant: 6),
    company.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
  ])
  for label in [name, company, content] { label.setContentHuggingPriority(.required, for: .vertical) }
}

/// Seed 004's "dynamic height label and text field": the label at the leading margin, the field
/// at the trailing margin a system spacing after it; each `>= guide + 20` (required) and
/// `== guide + 20 @249`; last baselines aligned.
public func activateSeed004Constraints(label: View, field: View, controller: ViewController) {
  let superview: View = controller.view
  let guide = controller.topLayoutGuide
  let labelTop = label.topAnchor.constraint(equalTo: guide.bottomAnchor, constant: 20)
  labelTop.priority = LayoutPriority(249)
  let fieldTop = field.topAnchor.constraint(equalTo: guide.bottomAnchor, constant: 20)
  fieldTop.priority = LayoutPriority(249)
  LayoutConstraint.activate([
    label.leadingAnchor.constraint(equalTo: superview.layoutMarginsGuide.leadingAnchor),
    field.trailingAnchor.constraint(equalTo: superview.layoutMarginsGuide.trailingAnchor),
    field.leadingAnchor.constraint(equalToSystemSpacingAfter: label.trailingAnchor, multiplier: 1),
    label.topAnchor.constraint(greaterThanOrEqualTo: guide.bottomAnchor, constant: 20),
    labelTop,
    field.topAnchor.constraint(greaterThanOrEqualTo: guide.bottomAnchor, constant: 20),
    fieldTop,
    label.lastBaselineAnchor.constraint(equalTo: field.lastBaselineAnchor),
  ])
}
