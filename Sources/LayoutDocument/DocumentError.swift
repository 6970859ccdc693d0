import AutoLayout

/// A layout document that cannot be read: what is wrong, where (file, line and column, with the
/// line and a caret), and a hint. The same type as the Interface Builder reader's errors.
///
/// ```swift
/// do { _ = try LayoutDocument(yaml: text, path: "card.layout.yaml") } catch let error as DocumentError {
///   print(error)   // card.layout.yaml:4:11: unknown key 'widht' in a view …
/// }
/// ```
public typealias DocumentError = SourceDiagnostic
