import AutoLayout

/// A source `autolayout port` cannot read: the package's positioned diagnostic (what, where —
/// line and column, with the line and a caret — and a hint). Nothing of that run is written.
///
/// ```swift
/// do { _ = try SourcePort.port([(path: "A.swift", text: "class A {")]) } catch { print(error) }
/// // A.swift:1:10: expected '}' to end class
/// // class A {
/// //          ^
/// // hint: port reads Swift that compiles with Xcode; …
/// ```
public typealias PortError = SourceDiagnostic
