import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import _AutoLayoutTestSupport

@testable import LayoutStudio

@Suite("Only the studio's own page may use it: Host, token and Origin")
struct StudioAccessTests {
  let access = StudioAccess(token: "0123456789abcdef0123456789abcdef", host: "127.0.0.1", port: 8080)
  var token: String { access.token }

  @Test("the page and its WebSocket from the printed address are allowed; assets need no token")
  func allowed() {
    #expect(access.refusal(path: "/", token: token, host: "127.0.0.1:8080", origin: nil) == nil)
    #expect(access.refusal(path: "/", token: token, host: "localhost:8080", origin: nil) == nil)
    #expect(access.refusal(path: "/", token: token, host: "[::1]:8080", origin: nil) == nil)
    #expect(
      access.refusal(path: "/ws", token: token, host: "localhost:8080", origin: "http://localhost:8080")
        == nil)
    #expect(access.refusal(path: "/app/main.js", token: nil, host: "127.0.0.1:8080", origin: nil) == nil)
  }

  @Test("another host name (DNS rebinding), another port or no Host is refused on every path")
  func foreignHost() {
    #expect(
      access.refusal(path: "/", token: token, host: "evil.example:8080", origin: nil)
        == "the Host header names evil.example:8080; this studio answers for 127.0.0.1:8080 only")
    #expect(access.refusal(path: "/app/main.js", token: nil, host: "evil.example:8080", origin: nil) != nil)
    #expect(access.refusal(path: "/", token: token, host: "127.0.0.1:9090", origin: nil) != nil)
    #expect(access.refusal(path: "/", token: token, host: "127.0.0.1", origin: nil) != nil)
    #expect(access.refusal(path: "/", token: token, host: nil, origin: nil) != nil)
    // A megabyte-long header is quoted shortened.
    let long = String(repeating: "h", count: 1_000_000)
    #expect((access.refusal(path: "/", token: token, host: long, origin: nil)?.count ?? .max) < 200)
  }

  @Test("the page and the WebSocket without the run's token, or with another, are refused")
  func missingToken() {
    let message = "open the address `autolayout studio` printed: it carries this run's token"
    #expect(access.refusal(path: "/", token: nil, host: "127.0.0.1:8080", origin: nil) == message)
    #expect(
      access.refusal(
        path: "/ws", token: "0123456789abcdef0123456789abcdee", host: "127.0.0.1:8080", origin: nil)
        == message)
    #expect(access.refusal(path: "/ws", token: "", host: "127.0.0.1:8080", origin: nil) == message)
  }

  @Test("a WebSocket from a page of another origin, or with none, is refused even with the token")
  func origin() {
    #expect(
      access.refusal(path: "/ws", token: token, host: "127.0.0.1:8080", origin: "http://evil.example")
        == "a WebSocket from http://evil.example, not from the studio's page (http://127.0.0.1:8080)")
    #expect(access.refusal(path: "/ws", token: token, host: "127.0.0.1:8080", origin: "null") != nil)
    #expect(access.refusal(path: "/ws", token: token, host: "127.0.0.1:8080", origin: nil) != nil)
    // Same host, other port: another origin.
    #expect(
      access.refusal(path: "/ws", token: token, host: "127.0.0.1:8080", origin: "http://127.0.0.1:8081")
        != nil)
  }

  @Test("listening on every interface: the machine's IP addresses are its own, names are not")
  func everywhere() {
    let shared = StudioAccess(token: token, host: "0.0.0.0", port: 8080)
    #expect(shared.refusal(path: "/", token: token, host: "192.168.1.20:8080", origin: nil) == nil)
    #expect(shared.refusal(path: "/", token: token, host: "[fe80::1]:8080", origin: nil) == nil)
    #expect(shared.refusal(path: "/", token: token, host: "evil.example:8080", origin: nil) != nil)
    #expect(!shared.pageURL(file: nil).contains("0.0.0.0"))
    #expect(access.refusal(path: "/", token: token, host: "192.168.1.20:8080", origin: nil) != nil)
  }

  @Test("the printed address carries the token and the file, escaped")
  func pageURL() {
    #expect(
      access.pageURL(file: "a b&c.layout.yaml")
        == "http://127.0.0.1:8080/?token=\(token)&file=a%20b%26c.layout.yaml")
    #expect(StudioAccess.newToken().count == 32)
    #expect(StudioAccess.newToken() != StudioAccess.newToken())
  }

  @Test("the router answers 403 with the reason, and serves its own page")
  func router() async throws {
    let files = try StudioFiles(root: repositoryRoot.appendingPathComponent("Examples/documents").path)
    // The router test framework's requests name "localhost" (port 80).
    let rules = StudioAccess(token: token, host: "127.0.0.1", port: 80)
    let app = Application(router: StudioServer.router(files: files, textMeasurer: nil) { rules })
    try await app.test(.router) { client in
      try await client.execute(uri: "/?token=\(token)", method: .get) { response in
        #expect(response.status == .ok)
        #expect(String(buffer: response.body).contains("<html"))
      }
      try await client.execute(uri: "/", method: .get) { response in
        #expect(response.status == .forbidden)
        #expect(
          String(buffer: response.body)
            == "refused: open the address `autolayout studio` printed: it carries this run's token\n")
      }
      try await client.execute(
        uri: "/ws?token=\(token)", method: .get, headers: [.origin: "http://evil.example"]
      ) {
        response in
        #expect(response.status == .forbidden)
      }
      try await client.execute(
        uri: "/ws?token=\(token)", method: .get, headers: [.origin: "http://localhost"]
      ) {
        response in
        #expect(response.status == .ok)
      }
    }
    // Rules for another port: the same requests name a host:port this studio does not serve.
    let other = StudioAccess(token: token, host: "127.0.0.1", port: 8080)
    let refusing = Application(router: StudioServer.router(files: files, textMeasurer: nil) { other })
    try await refusing.test(.router) { client in
      try await client.execute(uri: "/app/main.js", method: .get) { response in
        #expect(response.status == .forbidden)
        #expect(String(buffer: response.body).hasPrefix("refused: the Host header names localhost;"))
      }
    }
  }
}
