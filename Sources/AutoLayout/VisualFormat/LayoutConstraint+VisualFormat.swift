import Foundation

extension LayoutConstraint {
  /// The constraints a Visual Format Language string describes (UIKit's
  /// `constraints(withVisualFormat:options:metrics:views:)`), inactive, as in UIKit.
  ///
  /// `-` between views is the standard 8-point spacing; `|-` and `-|` are 0-point constraints to
  /// the superview's layout margins. `metrics` values are numbers; `views` values are views or
  /// layout guides. A malformed format throws ``VisualFormatError`` with UIKit's message and a caret.
  ///
  /// ```swift
  /// let constraints = try LayoutConstraint.constraints(
  ///   withVisualFormat: "H:|-[find]-[findNext]-[findField(>=20)]-|", options: [.alignAllCenterY],
  ///   metrics: nil, views: ["find": find, "findNext": findNext, "findField": findField])
  /// LayoutConstraint.activate(constraints)
  /// ```
  @_disfavoredOverload
  public static func constraints(
    withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]? = nil,
    views: [String: Any], file: String = #fileID, line: Int = #line
  ) throws -> [LayoutConstraint] {
    var numbers: [String: CGFloat] = [:]
    for (name, value) in metrics ?? [:] {
      guard let number = layoutNumber(value) else {
        throw VisualFormatError(message: "The metric \(name) is not a number", format: format, position: 0)
      }
      numbers[name] = number
    }
    var items: [String: AnyObject] = [:]
    for (name, value) in views {
      let item: AnyObject? = (value as? View) ?? (value as? LayoutGuide)
      guard let item else {
        throw VisualFormatError(
          message: "The value of \(name) in the views dictionary is not a view or a layout guide",
          format: format,
          position: 0)
      }
      items[name] = item
    }
    return try constraints(
      withVisualFormat: format, options: options, numbers: numbers, items: items, file: file, line: line)
  }

  /// The Visual Format constraints with the metrics already numbers and the views already views
  /// or layout guides: a caller parsing many lines with one large views table (a layout
  /// document's) converts it once, not once per line.
  ///
  /// ```swift
  /// try LayoutConstraint.constraints(withVisualFormat: "H:|-[a]-|", options: [], numbers: [:], items: ["a": a])
  /// ```
  package static func constraints(
    withVisualFormat format: String, options: FormatOptions, numbers: [String: CGFloat],
    items: [String: AnyObject], file: String = #fileID, line: Int = #line
  ) throws -> [LayoutConstraint] {
    var parser = VisualFormatParser(format: format, options: options, metrics: numbers, views: items)
    parser.file = file
    parser.line = line
    return try parser.parse()
  }

  /// The Visual Format constraints as UIKit code asks for them, without `try`: a malformed format is
  /// reported through ``LayoutLog`` (UIKit raises) with its caret, and no constraints are made.
  /// `UIKitCompat` exposes it under UIKit's exact spelling.
  ///
  /// ```swift
  /// let constraints = LayoutConstraint.constraints(
  ///   reportingErrorsWithVisualFormat: "H:|-[a]-|", options: [], metrics: nil, views: ["a": a])
  /// ```
  package static func constraints(
    reportingErrorsWithVisualFormat format: String, options: FormatOptions, metrics: [String: Any]?,
    views: [String: Any], file: String = #fileID, line: Int = #line
  ) -> [LayoutConstraint] {
    do {
      return try constraints(
        withVisualFormat: format, options: options, metrics: metrics, views: views, file: file, line: line)
    } catch {
      LayoutLog.send("\(error)\n(at \(file):\(line))")
      return []
    }
  }
}

/// A metric value as a number: Int, Double, Float, CGFloat or NSNumber.
func layoutNumber(_ value: Any) -> CGFloat? {
  switch value {
  case let v as CGFloat: v
  case let v as Double: CGFloat(v)
  case let v as Int: CGFloat(v)
  case let v as Float: CGFloat(v)
  case let v as NSNumber: CGFloat(v.doubleValue)
  default: nil
  }
}
