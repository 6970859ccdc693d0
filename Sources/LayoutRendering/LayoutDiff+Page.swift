import AutoLayout
import Foundation

extension LayoutDiff {
  /// One compared layout of a page: a scene of a storyboard, a xib's view, a layout document.
  ///
  /// ```swift
  /// LayoutDiff.Section(title: "Main.storyboard — scene BYZ-38-t0r", diff: diff)
  /// ```
  public struct Section {
    /// What the layout is (file and scene).
    public var title: String
    /// Its two versions compared.
    public var diff: LayoutDiff

    /// A section.
    ///
    /// ```swift
    /// LayoutDiff.Section(title: "card.layout.yaml", diff: diff)
    /// ```
    public init(title: String, diff: LayoutDiff) {
      self.title = title
      self.diff = diff
    }
  }

  /// One self-contained HTML page (pictures inline, no scripts, no links): for every section that
  /// changed, its summary, its changes in a table, and the old and new pictures side by side with
  /// the changes highlighted.
  ///
  /// ```swift
  /// let page = LayoutDiff.htmlPage(title: "Main.storyboard: HEAD~1 → working tree", sections: sections)
  /// try page.write(toFile: "diff.html", atomically: true, encoding: .utf8)
  /// ```
  public static func htmlPage(title: String, sections: [Section]) -> String {
    let changed = sections.filter { !$0.diff.isEmpty }
    var html = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>\(TextEscaping.markup(title, quotes: .double))</title>
      <style>
      body { font-family: -apple-system, "DejaVu Sans", Helvetica, Arial, sans-serif; margin: 24px; color: #1c1c1e; background: #ffffff; }
      h1 { font-size: 20px; } h2 { font-size: 16px; margin-top: 32px; border-top: 1px solid #d5dde8; padding-top: 16px; }
      p.summary { color: #3c3c43; }
      table.changes { border-collapse: collapse; margin: 8px 0 16px; font-size: 13px; }
      table.changes td, table.changes th { border: 1px solid #d5dde8; padding: 3px 8px; text-align: left; }
      td.added { color: #1f9d55; } td.removed { color: #c2185b; } td.changed { color: #7e57c2; } td.resaved { color: #8a919c; }
      code { font-family: "DejaVu Sans Mono", Menlo, monospace; font-size: 12px; }
      .sides { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
      .side { flex: 1 1 360px; min-width: 0; } .side h3 { font-size: 13px; color: #5f6773; margin: 0 0 4px; }
      .side svg { max-width: 100%; height: auto; border: 1px solid #d5dde8; }
      .none { color: #5f6773; font-style: italic; }
      </style>
      </head>
      <body>
      <h1>\(TextEscaping.markup(title, quotes: .double))</h1>

      """
    html += "<p class=\"summary\">\(changed.count) of \(sections.count) layouts changed.</p>\n"
    for section in changed {
      let diff = section.diff
      html +=
        "<h2>\(TextEscaping.markup(section.title, quotes: .double))</h2>\n<p class=\"summary\">\(TextEscaping.markup(diff.summary, quotes: .double))</p>\n"
      let changes = diff.orderedChanges
      if !changes.isEmpty {
        html += "<table class=\"changes\"><tr><th></th><th>what</th><th>change</th></tr>\n"
        for (what, change) in changes {
          let detail = change.detail.isEmpty ? change.kind.rawValue : change.detail
          let kind = change.isSubPoint ? "resaved" : change.kind.rawValue
          html +=
            "<tr><td class=\"\(kind)\">\(change.isSubPoint ? "re-saved" : change.kind.rawValue)</td><td>\(what) <code>\(TextEscaping.markup(change.subject, quotes: .double))</code></td><td>\(TextEscaping.markup(detail, quotes: .double))</td></tr>\n"
        }
        html += "</table>\n"
      }
      let (before, after) = diff.pictures()
      html += "<div class=\"sides\">\n"
      for (label, picture) in [("before", before), ("after", after)] {
        html += "<div class=\"side\"><h3>\(label)</h3>\n"
        if let picture {
          html += LayoutLog.withHandler({ _ in }) { picture.svgElement() } + "\n"
        } else {
          html +=
            "<p class=\"none\">\(label == "before" ? "not in the old version" : "not in the new version")</p>\n"
        }
        html += "</div>\n"
      }
      html += "</div>\n"
    }
    if changed.isEmpty { html += "<p class=\"none\">No layout changed.</p>\n" }
    html += "</body>\n</html>\n"
    return html
  }

  /// A Markdown summary for a pull-request comment: a heading, then each changed section with its
  /// summary line and its changes as a list.
  ///
  /// ```swift
  /// print(LayoutDiff.markdown(title: "Layout changes", sections: sections))
  /// ```
  public static func markdown(title: String, sections: [Section]) -> String {
    let changed = sections.filter { !$0.diff.isEmpty }
    var text = "## \(title)\n\n"
    if changed.isEmpty { return text + "No layout changed.\n" }
    text += "\(changed.count) of \(sections.count) layouts changed.\n"
    for section in changed {
      let diff = section.diff
      text += "\n### \(section.title)\n\n\(diff.summary)\n"
      let changes = diff.orderedChanges
      if !changes.isEmpty { text += "\n" }
      for (what, change) in changes {
        let detail = change.detail.isEmpty ? "" : ": \(change.detail)"
        text +=
          "- \(change.isSubPoint ? "re-saved" : change.kind.rawValue) \(what) `\(change.subject.replacingOccurrences(of: "`", with: "'"))`\(detail)\n"
      }
    }
    return text
  }

  /// The changes as a reviewer reads them: views, then constraints, then the views moved or
  /// resized by less than a point (re-save rounding) — each with what it is (`view`, `constraint`).
  var orderedChanges: [(String, Change)] {
    viewChanges.filter { !$0.isSubPoint }.map { ("view", $0) } + constraintChanges.map { ("constraint", $0) }
      + viewChanges.filter(\.isSubPoint).map { ("view", $0) }
  }

  /// An SVG document as an element of an HTML page (without its XML declaration).
  static func inline(_ svg: String) -> String {
    // The declaration is the first line; Foundation's trimming would copy the text through UTF-16.
    guard svg.hasPrefix("<?xml"), let newline = svg.utf8.firstIndex(of: UInt8(ascii: "\n")) else {
      return svg
    }
    var body = svg[svg.utf8.index(after: newline)...]
    while let last = body.utf8.last, last == UInt8(ascii: "\n") || last == UInt8(ascii: " ") {
      body = body.dropLast()
    }
    return String(body)
  }

}
