/// One element of an XML document, with where its start tag begins (1-based line and column).
struct XMLNode {
  var name: String
  var attributes: XMLAttributes
  var children: [XMLNode] = []
  var line: Int
  var column: Int

  /// The first child element named `name` (with `key="…"` when given).
  func child(_ name: String, key: String? = nil) -> XMLNode? {
    children.first { $0.name == name && (key == nil || $0.attributes["key"] == key) }
  }

  /// The child elements named `name`.
  func children(_ name: String) -> [XMLNode] { children.filter { $0.name == name } }

  /// `attributes[name] == "YES"`.
  func flag(_ name: String) -> Bool { attributes[name] == "YES" }
}

/// An element's attributes in document order, looked up by name: an element has a few dozen at
/// most, and comparing short names beats hashing each lookup (reading a 100,000-view file made
/// a million dictionary lookups).
///
/// ```swift
/// let attributes: XMLAttributes = ["id": "a", "hidden": "YES"]
/// attributes["hidden"]   // "YES"
/// ```
struct XMLAttributes: ExpressibleByDictionaryLiteral, Sequence {
  private(set) var pairs: [(name: String, value: String)] = []

  init(dictionaryLiteral elements: (String, String)...) {
    for (name, value) in elements { self[name] = value }
  }

  init() {}

  /// The value of the attribute `name`; setting `nil` removes it.
  subscript(name: String) -> String? {
    get {
      for pair in pairs where pair.name == name { return pair.value }
      return nil
    }
    set {
      if let index = pairs.firstIndex(where: { $0.name == name }) {
        if let newValue { pairs[index].value = newValue } else { pairs.remove(at: index) }
      } else if let newValue {
        pairs.append((name, newValue))
      }
    }
  }

  /// Adds an attribute the element does not have yet; `false` (and nothing added) when it has it.
  mutating func add(_ name: String, _ value: String) -> Bool {
    guard self[name] == nil else { return false }
    // One allocation for a typical element's attributes instead of growing 1, 2, 4, 8.
    if pairs.isEmpty { pairs.reserveCapacity(8) }
    pairs.append((name, value))
    return true
  }

  var count: Int { pairs.count }

  /// The attributes as a dictionary (for the public types that take one).
  var dictionary: [String: String] {
    Dictionary(pairs.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
  }

  func makeIterator() -> IndexingIterator<[(name: String, value: String)]> { pairs.makeIterator() }
}
