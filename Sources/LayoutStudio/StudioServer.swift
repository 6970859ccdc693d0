import AutoLayout
import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging
import NIOCore

/// The studio's web server: the page and its modules (from the package's resources, nothing from
/// the network), and one WebSocket per page at `/ws` whose messages a ``StudioConnection``
/// answers. Bound to 127.0.0.1 unless told otherwise.
///
/// ```swift
/// let server = StudioServer(files: try StudioFiles(root: "Examples/documents"), port: 8080)
/// try await server.run { url in print(url) }
/// ```
public struct StudioServer: Sendable {
  /// The folder served.
  public let files: StudioFiles
  /// The address to listen on.
  public let host: String
  /// The port (0: any free one).
  public let port: Int
  /// The file the page opens first (relative to the folder).
  public let initialFile: String?
  /// What measures text (`nil`: estimated widths).
  public let textMeasurer: (any TextMeasuring)?

  /// A server for a folder.
  ///
  /// ```swift
  /// StudioServer(files: files, host: "127.0.0.1", port: 0, initialFile: "card.layout.yaml")
  /// ```
  public init(
    files: StudioFiles, host: String = "127.0.0.1", port: Int = 8080, initialFile: String? = nil,
    textMeasurer: (any TextMeasuring)? = nil
  ) {
    self.textMeasurer = textMeasurer
    self.files = files
    self.host = host
    self.port = port
    self.initialFile = initialFile
  }

  /// Serves until the process is stopped; `ready` gets the page's URL (with the run's token, see
  /// ``StudioAccess``) once the server listens.
  ///
  /// ```swift
  /// try await server.run { print("Studio at \($0)") }
  /// ```
  public func run(ready: @escaping @Sendable (String) -> Void) async throws {
    let token = StudioAccess.newToken()
    let access = StudioAccessBox()
    let router = Self.router(files: files, textMeasurer: textMeasurer, access: access.current)
    let (host, initial) = (self.host, initialFile)
    let app = Application(
      router: router,
      // Frames up to the documented message size (the library's default is 16 KiB, which closed
      // the connection on a long label text), and text that is not UTF-8 closes the connection as
      // RFC 6455 asks.
      server: .http1WebSocketUpgrade(
        webSocketRouter: router,
        configuration: .init(
          ws: .init(maxFrameSize: StudioConnection.maximumMessageSize, validateUTF8: true))),
      configuration: .init(address: .hostname(host, port: port), serverName: "autolayout-studio"),
      onServerRunning: { channel in
        let rules = StudioAccess(token: token, host: host, port: channel.localAddress?.port ?? 0)
        access.set(rules)
        ready(rules.pageURL(file: initial))
      },
      logger: Self.quietLogger
    )
    try await app.runService()
  }

  /// The studio's routes: the page, its modules and the WebSocket, behind the access rules
  /// (`access` is `nil` until the server listens, and everything is refused until then).
  ///
  /// ```swift
  /// let router = StudioServer.router(files: files, textMeasurer: nil) { rules }
  /// ```
  public static func router(
    files: StudioFiles, textMeasurer: (any TextMeasuring)?,
    access: @escaping @Sendable () -> StudioAccess?
  ) -> Router<BasicWebSocketRequestContext> {
    let router = Router(context: BasicWebSocketRequestContext.self)
    router.add(middleware: StudioAccessMiddleware(access: access))
    router.get("/") { _, _ in try Self.asset("index.html") }
    router.get("/app/:name") { _, context in
      let name = try context.parameters.require("name")
      return try Self.asset(name)
    }
    router.get("/favicon.ico") { _, _ in Response(status: .noContent) }
    router.ws("/ws") { inbound, outbound, _ in
      let connection = StudioConnection(files: files, textMeasurer: textMeasurer)
      for try await message in inbound.messages(maxSize: StudioConnection.maximumMessageSize) {
        guard case .text(let text) = message else {
          try await outbound.write(.text(#"{"message":"send JSON text","type":"error"}"#))
          continue
        }
        let answer = await connection.answer(text)
        try await outbound.write(.text(answer))
      }
    }
    return router
  }

  static let quietLogger: Logger = {
    var logger = Logger(label: "autolayout-studio")
    logger.logLevel = .warning
    return logger
  }()

  /// The page's files: names of the bundled resources only.
  static let types = [
    "html": "text/html; charset=utf-8", "js": "text/javascript; charset=utf-8",
    "css": "text/css; charset=utf-8",
  ]

  static func asset(_ name: String) throws -> Response {
    let ext = (name as NSString).pathExtension
    guard let type = types[ext], name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." }),
      !name.hasPrefix("."),
      let url = Bundle.module.url(
        forResource: (name as NSString).deletingPathExtension, withExtension: ext, subdirectory: "Web"),
      let data = FileManager.default.contents(atPath: url.path)
    else {
      throw HTTPError(.notFound)
    }
    var headers = HTTPFields()
    headers[.contentType] = type
    headers[.cacheControl] = "no-store"
    return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: data)))
  }
}

/// Refuses, with 403 and the reason in plain text, every request the access rules do not allow.
struct StudioAccessMiddleware<Context: RequestContext>: RouterMiddleware {
  let access: @Sendable () -> StudioAccess?

  func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
    async throws -> Response
  {
    let reason: String?
    if let rules = access() {
      reason = rules.refusal(
        path: request.uri.path, token: request.uri.queryParameters.get("token"),
        host: request.head.authority, origin: request.headers[.origin])
    } else {
      reason = "the studio is not listening yet"
    }
    guard let reason else { return try await next(request, context) }
    var headers = HTTPFields()
    headers[.contentType] = "text/plain; charset=utf-8"
    return Response(
      status: .forbidden, headers: headers,
      body: .init(byteBuffer: ByteBuffer(string: "refused: \(reason)\n")))
  }
}

/// The access rules of a running server, set once it listens (its port is known then).
final class StudioAccessBox: @unchecked Sendable {
  private let lock = NSLock()
  private var rules: StudioAccess?

  func set(_ value: StudioAccess) { lock.withLock { rules = value } }

  /// The rules, or `nil` before the server listens.
  var current: @Sendable () -> StudioAccess? { { [self] in lock.withLock { rules } } }
}
