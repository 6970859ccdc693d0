import SwiftSyntax

/// Reads one parsed file and collects what the port changes in it: imports, selectors and the
/// calls around them, attributes; and, for the step that spans files, the classes it declares and
/// the overrides written in extensions.
final class PortScanner: SyntaxVisitor {
  let file: String
  let bytes: [UInt8]
  let converter: SourceLocationConverter
  private(set) var edits: [TextEdit] = []
  private(set) var rewrites: [PortRewrite] = []
  private(set) var notes: [PortNote] = []
  /// The classes declared in the file, by their full name (`Outer.Inner`).
  private(set) var classes: [String: ClassDeclSyntax] = [:]
  /// Overrides in extensions: the extended type's name and the member.
  private(set) var extensionOverrides: [(type: String, member: MemberBlockItemSyntax)] = []

  init(file: String, bytes: [UInt8], tree: SourceFileSyntax) {
    self.file = file
    self.bytes = bytes
    converter = SourceLocationConverter(fileName: file, tree: tree)
    super.init(viewMode: .sourceAccurate)
  }

  // MARK: Imports

  /// Foundation's networking types, which Foundation on Linux keeps in FoundationNetworking.
  static let networkingNames: Set<String> = [
    "URLSession", "URLSessionConfiguration", "URLSessionTask", "URLSessionDataTask", "URLSessionDownloadTask",
    "URLSessionUploadTask", "URLSessionDelegate", "URLSessionDataDelegate", "URLSessionTaskDelegate",
    "URLRequest",
    "NSURLRequest", "NSMutableURLRequest", "URLResponse", "HTTPURLResponse", "URLCache", "HTTPCookie",
    "HTTPCookieStorage", "URLCredential", "URLProtocol", "URLAuthenticationChallenge",
  ]

  /// The file's `import Foundation`, when it has one.
  private var foundationImport: ImportDeclSyntax?
  /// Whether the file imports FoundationNetworking already.
  private var importsNetworking = false
  /// Whether the file names one of ``networkingNames``.
  private var usesNetworking = false

  override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
    if !usesNetworking, case .identifier(let name) = token.tokenKind, Self.networkingNames.contains(name) {
      usesNetworking = true
    }
    return .visitChildren
  }

  /// Adds FoundationNetworking after `import Foundation` in a file that uses URLSession or its
  /// types (as `import Foundation` gives them on Apple platforms), when it is not imported yet.
  /// Called once the file is walked.
  func importNetworkingIfUsed() {
    guard usesNetworking, !importsNetworking, let foundationImport else { return }
    let end = foundationImport.endPositionBeforeTrailingTrivia
    let indentation = String(
      decoding: bytes[..<foundationImport.positionAfterSkippingLeadingTrivia.utf8Offset].reversed()
        .prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.reversed(), as: UTF8.self)
    let added =
      "\n\(indentation)#if canImport(FoundationNetworking)\n\(indentation)  import FoundationNetworking"
      + "\n\(indentation)#endif"
    record(
      .import, at: foundationImport.positionAfterSkippingLeadingTrivia, before: "import Foundation",
      after: "import Foundation + FoundationNetworking (URLSession's module on Linux)")
    edits.append(TextEdit(range: end.utf8Offset..<end.utf8Offset, replacement: added))
  }

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    guard let module = node.path.first?.name.text else { return .skipChildren }
    if module == "Foundation", node.path.count == 1, node.importKindSpecifier == nil, foundationImport == nil
    {
      foundationImport = node
    }
    if module == "FoundationNetworking" { importsNetworking = true }
    let replacement: String? =
      switch module {
      case "UIKit": "UIKitCompat"
      case "SnapKit": "LayoutDSL"
      default: nil
      }
    if let replacement {
      // `import class UIKit.UIView` and `import UIKit.UIGestureRecognizerSubclass` become the
      // whole module: UIKitCompat's names are typealiases.
      let start = node.importKeyword.positionAfterSkippingLeadingTrivia
      replace(
        from: start, to: node.endPositionBeforeTrailingTrivia, with: "import \(replacement)", kind: .import)
    }
    return .skipChildren
  }

  // MARK: Attributes

  /// Attributes that need the Objective-C runtime or Interface Builder's nib loading, which Swift
  /// on Linux rejects (`@objc`: "Objective-C interoperability is disabled"; `@IBOutlet` of a
  /// non-`@objc` class; `@IBAction` without one argument).
  static let droppedAttributes: Set<String> = ["objc", "objcMembers", "IBAction", "IBOutlet"]

  /// The app's entry point on an app delegate (`@UIApplicationMain`, which Swift on Linux rejects
  /// outright, and `@main`): ported sources build into a test target, whose runner has the entry
  /// point; a test makes the delegate and calls it.
  static let entryPointAttributes: Set<String> = ["UIApplicationMain", "NSApplicationMain"]

  override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
    let name = node.attributeName.trimmedDescription
    if Self.entryPointAttributes.contains(name) || (name == "main" && isOnAppDelegate(node)) {
      removeAttribute(node)
      return .skipChildren
    }
    guard Self.droppedAttributes.contains(name) else { return .skipChildren }
    if name == "objc", let protocolDecl = node.parent?.parent?.as(ProtocolDeclSyntax.self),
      protocolDecl.memberBlock.members.contains(where: { member in
        member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains {
          $0.name.tokenKind == .keyword(.optional)
        } == true
      })
    {
      note(
        at: node.positionAfterSkippingLeadingTrivia,
        "@objc protocol \(protocolDecl.name.text) has optional requirements, which need the Objective-C runtime: make them required with a default in a protocol extension"
      )
      return .skipChildren
    }
    removeAttribute(node)
    return .skipChildren
  }

  /// Whether the attribute is on a class that adopts `UIApplicationDelegate`.
  private func isOnAppDelegate(_ node: AttributeSyntax) -> Bool {
    guard let classDecl = node.parent?.parent?.as(ClassDeclSyntax.self) else { return false }
    return classDecl.inheritanceClause?.inheritedTypes.contains {
      ["UIApplicationDelegate", "UIKit.UIApplicationDelegate"].contains($0.type.trimmedDescription)
    } == true
  }

  /// Removes an attribute and the blanks after it; an attribute alone on its line goes with its
  /// line.
  private func removeAttribute(_ node: AttributeSyntax) {
    var start = node.positionAfterSkippingLeadingTrivia.utf8Offset
    var end = node.endPositionBeforeTrailingTrivia.utf8Offset
    while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
    var lineStart = start
    while lineStart > 0,
      bytes[lineStart - 1] == UInt8(ascii: " ") || bytes[lineStart - 1] == UInt8(ascii: "\t")
    {
      lineStart -= 1
    }
    let aloneOnLine =
      (lineStart == 0 || bytes[lineStart - 1] == UInt8(ascii: "\n"))
      && end < bytes.count && bytes[end] == UInt8(ascii: "\n")
    if aloneOnLine {
      start = lineStart
      end += 1
    }
    record(
      PortRewrite.Kind.attribute, at: node.positionAfterSkippingLeadingTrivia,
      before: node.trimmedDescription, after: "")
    edits.append(TextEdit(range: start..<end, replacement: ""))
  }

  // MARK: Classes and extensions

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    if let name = Self.typeName(enclosing: Syntax(node), including: true) { classes[name] = node }
    return .visitChildren
  }

  /// UIKit's classes that UIKitCompat models as value types (`UIColor`, `UIFont`, `UIImage` are
  /// structs there): an extension's `class` members become `static`, its convenience
  /// initializers plain ones.
  static let valueTypes: Set<String> = [
    "UIColor", "UIFont", "UIImage", "UIKit.UIColor", "UIKit.UIFont", "UIKit.UIImage",
  ]

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let type = Self.plainName(node.extendedType.trimmedDescription)
    if Self.valueTypes.contains(type) { portValueTypeMembers(of: node) }
    for member in node.memberBlock.members {
      let modifiers = member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers
      guard modifiers?.contains(where: { $0.name.tokenKind == .keyword(.override) }) == true else { continue }
      if node.genericWhereClause != nil {
        note(
          at: member.positionAfterSkippingLeadingTrivia,
          "override in a constrained extension of \(type): Swift on Linux overrides only in the class itself; move it there by hand"
        )
      } else {
        extensionOverrides.append((type, member))
      }
    }
    return .visitChildren
  }

  /// In an extension of a type that is a struct here: `class func` / `class var` → `static`,
  /// `convenience init` → `init` (what a struct's initializer that calls `self.init` is).
  private func portValueTypeMembers(of node: ExtensionDeclSyntax) {
    for member in node.memberBlock.members {
      guard let modifiers = member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers else { continue }
      for modifier in modifiers {
        switch modifier.name.tokenKind {
        case .keyword(.class):
          replace(
            from: modifier.positionAfterSkippingLeadingTrivia, to: modifier.endPositionBeforeTrailingTrivia,
            with: "static", kind: .valueType)
        case .keyword(.convenience):
          let start = modifier.positionAfterSkippingLeadingTrivia
          var end = modifier.endPositionBeforeTrailingTrivia.utf8Offset
          while end < bytes.count, bytes[end] == UInt8(ascii: " ") { end += 1 }
          record(.valueType, at: start, before: "convenience", after: "")
          edits.append(TextEdit(range: start.utf8Offset..<end, replacement: ""))
        default: break
        }
      }
    }
  }

  // MARK: Selectors

  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    guard node.macroName.text == "selector" else { return .visitChildren }
    let selector = node.trimmedDescription
    guard let argument = node.arguments.first, node.arguments.count == 1, argument.label == nil else {
      note(
        at: node.positionAfterSkippingLeadingTrivia,
        "\(selector): a property's getter or setter has no method reference; call it from a closure by hand")
      return .skipChildren
    }
    // The call the selector is given to, and under which label.
    let labeled = node.parent?.as(LabeledExprSyntax.self)
    let call = labeled?.parent?.parent?.as(FunctionCallExprSyntax.self)
    let callee = call.map { Self.calleeName($0.calledExpression) } ?? nil
    let label = labeled?.label?.text
    if callee == "removeTarget", label == "action", let labeled, let call {
      removeArgument(labeled, of: call)
      return .skipChildren
    }
    guard let callee, Self.takesMethodReference(callee: callee, label: label) else {
      let place = callee.map { " in \($0)(…)" } ?? ""
      note(
        at: node.positionAfterSkippingLeadingTrivia,
        "\(selector)\(place): no call here takes a method reference in its place; rewrite it by hand as a closure calling the method"
      )
      return .skipChildren
    }
    guard let reference = methodReference(argument.expression, in: Syntax(node)) else {
      note(
        at: node.positionAfterSkippingLeadingTrivia,
        "\(selector): the method's type is not known here (write the reference as Type.method by hand)")
      return .skipChildren
    }
    replace(
      from: node.positionAfterSkippingLeadingTrivia, to: node.endPositionBeforeTrailingTrivia,
      with: reference,
      kind: .selector)
    return .skipChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    // `removeTarget(_:action: nil, for:)`: UIKitCompat's removeTarget takes no action.
    if Self.calleeName(node.calledExpression) == "removeTarget",
      let action = node.arguments.first(where: { $0.label?.text == "action" }),
      action.expression.is(NilLiteralExprSyntax.self)
    {
      removeArgument(action, of: node)
    }
    return .visitChildren
  }

  /// Whether UIKitCompat's form of this call takes a method reference under this label.
  static func takesMethodReference(callee: String, label: String?) -> Bool {
    switch label {
    case "action":
      return callee == "addTarget" || callee.hasSuffix("GestureRecognizer") || callee == "UIBarButtonItem"
        || callee == "BarButtonItem"
    case "selector":
      return callee == "addObserver"
    default:
      return false
    }
  }

  /// The called name: `addTarget` of `button.addTarget`, `UITapGestureRecognizer` of
  /// `UITapGestureRecognizer(…)`.
  static func calleeName(_ expression: ExprSyntax) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    if let member = expression.as(MemberAccessExprSyntax.self) {
      // `UITapGestureRecognizer.init(…)` is the type's.
      if member.declName.baseName.text == "init", let base = member.base { return calleeName(base) }
      return member.declName.baseName.text
    }
    return nil
  }

  /// The method reference a selector's expression names: `Type.method(labels:)`.
  func methodReference(_ expression: ExprSyntax, in context: Syntax) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      guard let type = Self.typeName(enclosing: context, including: false) else { return nil }
      return "\(type).\(reference.trimmedDescription)"
    }
    guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
    let baseText = base.trimmedDescription
    if baseText == "self" || baseText == "Self" {
      guard let type = Self.typeName(enclosing: context, including: false) else { return nil }
      return "\(type).\(member.declName.trimmedDescription)"
    }
    // A type's name (`FeedViewController`, `Feed.Cell`): every component begins with a capital.
    let components = baseText.split(separator: ".")
    guard components.allSatisfy({ $0.first?.isUppercase == true && !$0.contains("(") && !$0.contains("?") })
    else { return nil }
    return "\(baseText).\(member.declName.trimmedDescription)"
  }

  /// The name of the type a node is in (`Outer.Inner`; an extension's extended type); `including`
  /// counts the node itself when it is a type. Nil at the top level and in protocols.
  static func typeName(enclosing node: Syntax, including: Bool) -> String? {
    var names: [String] = []
    var current: Syntax? = including ? node : node.parent
    while let syntax = current {
      if let decl = syntax.as(ClassDeclSyntax.self) {
        names.insert(decl.name.text, at: 0)
      } else if let decl = syntax.as(StructDeclSyntax.self) {
        names.insert(decl.name.text, at: 0)
      } else if let decl = syntax.as(EnumDeclSyntax.self) {
        names.insert(decl.name.text, at: 0)
      } else if let decl = syntax.as(ActorDeclSyntax.self) {
        names.insert(decl.name.text, at: 0)
      } else if let decl = syntax.as(ExtensionDeclSyntax.self) {
        names.insert(plainName(decl.extendedType.trimmedDescription), at: 0)
        break
      } else if syntax.is(ProtocolDeclSyntax.self) {
        return nil
      }
      current = syntax.parent
    }
    return names.isEmpty ? nil : names.joined(separator: ".")
  }

  /// A type's name without generic arguments (`Box<T>` → `Box`).
  static func plainName(_ text: String) -> String {
    String(text.prefix { $0 != "<" })
  }

  // MARK: Keyboard frames

  /// The user-info keys whose values UIKit posts as `NSValue`s holding a `CGRect` (the keyboard's
  /// frames, and their pre-iOS 10 global names).
  static let rectValueKeys: Set<String> = [
    "keyboardFrameBeginUserInfoKey", "keyboardFrameEndUserInfoKey", "UIKeyboardFrameBeginUserInfoKey",
    "UIKeyboardFrameEndUserInfoKey",
  ]

  /// Operators that bind looser than a cast: the operand of `as` is the one element before it.
  static let looserOperators: Set<String> = ["??", "==", "!=", "<", ">", "<=", ">=", "&&", "||", "==="]

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    // `userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect`: Foundation on Linux does not
    // bridge the NSValue UIKit posts to CGRect, so the cast is made through NSValue.
    let elements = Array(node.elements)
    for (index, element) in elements.enumerated() {
      guard let cast = element.as(UnresolvedAsExprSyntax.self), index > 0, index + 1 < elements.count,
        elements[index + 1].trimmedDescription == "CGRect",
        let subscriptCall = elements[index - 1].as(SubscriptCallExprSyntax.self),
        subscriptCall.arguments.count == 1,
        let key = subscriptCall.arguments.first?.expression.trimmedDescription.split(separator: ".").last,
        Self.rectValueKeys.contains(String(key))
      else { continue }
      if index >= 2 {
        let before = elements[index - 2]
        let binds =
          before.is(AssignmentExprSyntax.self) || before.is(UnresolvedTernaryExprSyntax.self)
          || (before.as(BinaryOperatorExprSyntax.self).map { Self.looserOperators.contains($0.operator.text) }
            ?? false)
        guard binds else { continue }
      }
      let operand = subscriptCall.trimmedDescription
      let forced = cast.questionOrExclamationMark?.tokenKind == .exclamationMark
      let replacement =
        forced ? "(\(operand) as! NSValue).cgRectValue" : "(\(operand) as? NSValue)?.cgRectValue"
      replace(
        from: subscriptCall.positionAfterSkippingLeadingTrivia,
        to: elements[index + 1].endPositionBeforeTrailingTrivia,
        with: replacement, kind: .cast)
    }
    return .visitChildren
  }

  // MARK: Edits

  /// Removes an argument of a call with the comma that separates it from its neighbour.
  private func removeArgument(_ argument: LabeledExprSyntax, of call: FunctionCallExprSyntax) {
    let arguments = Array(call.arguments)
    guard let index = arguments.firstIndex(where: { $0.id == argument.id }) else { return }
    let start: Int
    let end: Int
    if index + 1 < arguments.count {
      start = argument.positionAfterSkippingLeadingTrivia.utf8Offset
      end = arguments[index + 1].positionAfterSkippingLeadingTrivia.utf8Offset
    } else if index > 0 {
      start = arguments[index - 1].expression.endPositionBeforeTrailingTrivia.utf8Offset
      end = argument.endPositionBeforeTrailingTrivia.utf8Offset
    } else {
      start = argument.positionAfterSkippingLeadingTrivia.utf8Offset
      end = argument.endPositionBeforeTrailingTrivia.utf8Offset
    }
    record(
      .argument, at: argument.positionAfterSkippingLeadingTrivia,
      before: argument.with(\.trailingComma, nil).trimmedDescription, after: "")
    edits.append(TextEdit(range: start..<end, replacement: ""))
  }

  private func replace(
    from start: AbsolutePosition, to end: AbsolutePosition, with text: String, kind: PortRewrite.Kind
  ) {
    let before = String(decoding: bytes[start.utf8Offset..<end.utf8Offset], as: UTF8.self)
    guard before != text else { return }
    record(kind, at: start, before: before, after: text)
    edits.append(TextEdit(range: start.utf8Offset..<end.utf8Offset, replacement: text))
  }

  func record(_ kind: PortRewrite.Kind, at position: AbsolutePosition, before: String, after: String) {
    let location = converter.location(for: position)
    rewrites.append(
      PortRewrite(
        file: file, line: location.line, column: location.column, kind: kind, before: before, after: after))
  }

  func note(at position: AbsolutePosition, _ message: String) {
    let location = converter.location(for: position)
    notes.append(PortNote(file: file, line: location.line, column: location.column, message: message))
  }
}
