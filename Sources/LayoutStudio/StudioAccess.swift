import AutoLayout
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Who may use a running studio: its own page, and nothing else on the machine or the web.
///
/// - Every request must name the studio's own address in its `Host` header: a page of another
///   site that points its name at 127.0.0.1 (DNS rebinding) names its own host, and is refused.
/// - The page (`/`) and its WebSocket (`/ws`) need the run's token, a random number in the URL
///   the studio prints: another program or page cannot guess it.
/// - The WebSocket must come from the studio's own page: its `Origin` is `http://` and the
///   address it was served from (browsers send it on every WebSocket; a page of another site
///   sends its own).
///
/// ```swift
/// let access = StudioAccess(token: "0123abcd", host: "127.0.0.1", port: 8080)
/// access.refusal(path: "/ws", token: "0123abcd", host: "127.0.0.1:8080", origin: "http://127.0.0.1:8080")  // nil
/// access.refusal(path: "/", token: "0123abcd", host: "evil.example:8080", origin: nil)
/// // "the Host header names evil.example:8080; this studio answers for 127.0.0.1:8080 only"
/// ```
public struct StudioAccess: Sendable {
  /// The run's token.
  public let token: String
  /// The address the server listens on (`0.0.0.0` or `::`: every interface).
  public let host: String
  /// The port the server listens on.
  public let port: Int

  /// The access rules of a server listening on `host`:`port` with `token`.
  ///
  /// ```swift
  /// StudioAccess(token: StudioAccess.newToken(), host: "127.0.0.1", port: 8080)
  /// ```
  public init(token: String, host: String, port: Int) {
    self.token = token
    self.host = host
    self.port = port
  }

  /// A new token: 128 bits from the system's random number generator, as 32 hexadecimal digits.
  ///
  /// ```swift
  /// StudioAccess.newToken().count   // 32
  /// ```
  public static func newToken() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<16).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }.joined()
  }

  /// Whether the server listens on every interface.
  public var listensEverywhere: Bool { host == "0.0.0.0" || host == "::" }

  /// Why a request for `path` is refused (`nil`: allowed), given its `token` query parameter and
  /// its `Host` and `Origin` headers.
  ///
  /// ```swift
  /// access.refusal(path: "/app/main.js", token: nil, host: "localhost:8080", origin: nil)   // nil
  /// ```
  public func refusal(path: String, token given: String?, host hostHeader: String?, origin: String?)
    -> String?
  {
    let served = "\(StudioAccess.urlHost(listensEverywhere ? "127.0.0.1" : host)):\(port)"
    guard let hostHeader, isOwnAddress(hostHeader) else {
      return
        "the Host header names \(SourceDiagnostic.quoted(hostHeader ?? "nothing", limit: 60)); this studio "
        + "answers for \(served) only"
    }
    guard path == "/" || path == "/ws" else { return nil }
    guard let given, StudioAccess.sameToken(given, token) else {
      return "open the address `autolayout studio` printed: it carries this run's token"
    }
    if path == "/ws" {
      guard let origin, origin.lowercased() == "http://" + hostHeader.lowercased() else {
        return
          "a WebSocket from \(SourceDiagnostic.quoted(origin ?? "no page", limit: 60)), not from the studio's page "
          + "(http://\(hostHeader))"
      }
    }
    return nil
  }

  /// Whether a `Host` header names this server: its port, and a loopback name, the address it
  /// listens on, or (listening everywhere) any IP address.
  func isOwnAddress(_ hostHeader: String) -> Bool {
    let (name, headerPort) = StudioAccess.split(hostHeader)
    guard headerPort == port else { return false }
    let lowered = name.lowercased()
    if ["localhost", "127.0.0.1", "::1"].contains(lowered) { return true }
    if lowered == host.lowercased() { return true }
    return listensEverywhere && StudioAccess.isIPAddress(lowered)
  }

  /// `name:port` (`[v6]:port`) split; the port is 80 when absent, `nil` when malformed.
  static func split(_ hostHeader: String) -> (name: String, port: Int?) {
    if hostHeader.hasPrefix("["), let close = hostHeader.firstIndex(of: "]") {
      let name = String(hostHeader[hostHeader.index(after: hostHeader.startIndex)..<close])
      let rest = hostHeader[hostHeader.index(after: close)...]
      if rest.isEmpty { return (name, 80) }
      return (name, rest.hasPrefix(":") ? Int(rest.dropFirst()) : nil)
    }
    guard let colon = hostHeader.lastIndex(of: ":") else { return (hostHeader, 80) }
    return (String(hostHeader[..<colon]), Int(hostHeader[hostHeader.index(after: colon)...]))
  }

  /// Whether `text` is an IPv4 or IPv6 address (not a name).
  static func isIPAddress(_ text: String) -> Bool {
    var v4 = in_addr()
    var v6 = in6_addr()
    return inet_pton(AF_INET, text, &v4) == 1 || inet_pton(AF_INET6, text, &v6) == 1
  }

  /// An address as a URL writes it (an IPv6 address in brackets).
  static func urlHost(_ address: String) -> String { address.contains(":") ? "[\(address)]" : address }

  /// Compares two tokens in time that does not depend on where they differ.
  static func sameToken(_ a: String, _ b: String) -> Bool {
    let (x, y) = (Array(a.utf8), Array(b.utf8))
    guard x.count == y.count else { return false }
    return zip(x, y).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
  }

  /// The page's address: `http://host:port/?token=…` (and `&file=…`). Listening on every
  /// interface, the host is one of the machine's own addresses (the first that is not loopback).
  ///
  /// ```swift
  /// access.pageURL(file: "card.layout.yaml")   // "http://127.0.0.1:8080/?token=…&file=card.layout.yaml"
  /// ```
  public func pageURL(file: String?) -> String {
    let shown = listensEverywhere ? (StudioAccess.externalAddress() ?? "127.0.0.1") : host
    var url = "http://\(StudioAccess.urlHost(shown)):\(port)/?token=\(token)"
    if let file, let escaped = file.addingPercentEncoding(withAllowedCharacters: .urlQueryValueAllowed) {
      url += "&file=" + escaped
    }
    return url
  }

  /// The first IPv4 address of the machine's interfaces that is not loopback.
  static func externalAddress() -> String? {
    var list: UnsafeMutablePointer<ifaddrs>?
    guard getifaddrs(&list) == 0, let first = list else { return nil }
    defer { freeifaddrs(list) }
    var cursor: UnsafeMutablePointer<ifaddrs>? = first
    while let entry = cursor {
      defer { cursor = entry.pointee.ifa_next }
      guard let address = entry.pointee.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET) else {
        continue
      }
      var text = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
      var ipv4 = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_addr }
      guard inet_ntop(AF_INET, &ipv4, &text, socklen_t(text.count)) != nil else { continue }
      let string = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      if !string.hasPrefix("127.") { return string }
    }
    return nil
  }
}

extension CharacterSet {
  /// What a query parameter's value may hold unescaped (`&`, `=`, `+` and `#` are escaped).
  static let urlQueryValueAllowed = CharacterSet.urlQueryAllowed.subtracting(
    CharacterSet(charactersIn: "&=+#"))
}
