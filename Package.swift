// swift-tools-version: 6.0
import Foundation
import PackageDescription

/// `CI=true` (set by `.ci/run`) or `CASSOWARY_CHECK_INVARIANTS=1` compiles the solver's
/// tableau invariant checks into every public mutating call.
let environment = ProcessInfo.processInfo.environment
let checkInvariants = environment["CI"] == "true" || environment["CASSOWARY_CHECK_INVARIANTS"] == "1"
let solverSettings: [SwiftSetting] = checkInvariants ? [.define("CASSOWARY_CHECK_INVARIANTS")] : []

let package = Package(
  name: "swift-autolayout",
  // Apple platforms: `Variable` keeps its value in a `Synchronization.Atomic` (macOS 15 / iOS 18).
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "Cassowary", targets: ["Cassowary"]),
    .library(name: "AutoLayout", targets: ["AutoLayout"]),
    .library(name: "AutoLayoutText", targets: ["AutoLayoutText"]),
    .library(name: "ConflictLogs", targets: ["ConflictLogs"]),
    .library(name: "LayoutDocument", targets: ["LayoutDocument"]),
    .library(name: "LayoutRendering", targets: ["LayoutRendering"]),
    .library(name: "LayoutEditing", targets: ["LayoutEditing"]),
    .library(name: "LayoutStudio", targets: ["LayoutStudio"]),
    .library(name: "InterfaceBuilder", targets: ["InterfaceBuilder"]),
    .library(name: "LayoutDSL", targets: ["LayoutDSL"]),
    .library(name: "UIKitEmulation", targets: ["UIKitEmulation"]),
    .library(name: "UIKitCompat", targets: ["UIKitCompat"]),
    .library(name: "UIKitPort", targets: ["UIKitPort"]),
    .library(name: "LayoutSnapshotTesting", targets: ["LayoutSnapshotTesting"]),
    .executable(name: "autolayout", targets: ["autolayout"]),
    .executable(name: "autolayout-port", targets: ["autolayout-port"]),
    .plugin(name: "PortUIKitSources", targets: ["PortUIKitSources"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    // `autolayout studio`: the local web server and its WebSocket.
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
    .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.0.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
    // `ByteBuffer` of the studio's HTTP answers (Hummingbird's own dependency, named because imported).
    .package(url: "https://github.com/apple/swift-nio", from: "2.0.0"),
    // `autolayout port`: UIKit sources read and rewritten by their syntax.
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
    // `swift package generate-documentation` (Scripts/docs.sh); no target depends on it.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    .target(name: "Cassowary", swiftSettings: solverSettings),
    .target(name: "AutoLayout", dependencies: ["Cassowary"]),
    .systemLibrary(
      name: "CFreeTypeHarfBuzz", pkgConfig: "harfbuzz",
      providers: [.apt(["libfreetype-dev", "libharfbuzz-dev", "libfontconfig-dev", "fontconfig"])]),
    .target(name: "AutoLayoutText", dependencies: ["AutoLayout", "CFreeTypeHarfBuzz"]),
    .target(name: "ConflictLogs", dependencies: ["AutoLayout"]),
    .target(
      name: "LayoutDocument",
      dependencies: ["AutoLayout", "Cassowary", "UIKitEmulation", .product(name: "Yams", package: "Yams")]),
    .target(name: "LayoutRendering", dependencies: ["AutoLayout", "UIKitEmulation"]),
    .target(
      name: "LayoutEditing",
      dependencies: ["AutoLayout", "UIKitEmulation", "LayoutDocument", "InterfaceBuilder"]),
    .target(
      name: "LayoutStudio",
      dependencies: [
        "AutoLayout", "Cassowary", "LayoutDocument", "LayoutEditing", "LayoutRendering", "InterfaceBuilder",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOCore", package: "swift-nio"),
      ],
      resources: [.copy("Web")]),
    .target(name: "InterfaceBuilder", dependencies: ["AutoLayout", "UIKitEmulation", "Cassowary"]),
    .target(name: "LayoutDSL", dependencies: ["AutoLayout"]),
    .target(name: "UIKitEmulation", dependencies: ["AutoLayout"]),
    .target(name: "UIKitCompat", dependencies: ["AutoLayout", "UIKitEmulation"]),
    // `assertSnapshot(of: controller, as: .layout(on: .iPhone15))` with pointfreeco's library.
    .target(
      name: "LayoutSnapshotTesting",
      dependencies: [
        "AutoLayout", "Cassowary", "UIKitEmulation", "LayoutRendering",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]),
    .target(
      name: "UIKitPort",
      dependencies: [
        "AutoLayout",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
      ]),
    .executableTarget(
      name: "autolayout",
      dependencies: [
        "Cassowary",
        "AutoLayout",
        "AutoLayoutText",
        "ConflictLogs",
        "LayoutDocument",
        "LayoutRendering",
        "InterfaceBuilder",
        "LayoutStudio",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Yams", package: "Yams"),
      ]
    ),
    // `autolayout port` (which runs this tool): the only command that needs swift-syntax, so that
    // building `autolayout` (the Quick start, a release build) does not build a Swift parser.
    .executableTarget(
      name: "autolayout-port",
      dependencies: ["UIKitPort", .product(name: "ArgumentParser", package: "swift-argument-parser")]
    ),
    // `swift package port-uikit`: `autolayout port` on a package's targets.
    .plugin(
      name: "PortUIKitSources",
      capability: .command(
        intent: .custom(
          verb: "port-uikit", description: "Rewrite UIKit sources to build on Linux against UIKitCompat"),
        permissions: [
          .writeToPackageDirectory(
            reason: "to write the ported sources (--output inside the package, --in-place)")
        ]
      ),
      dependencies: ["autolayout-port"]),
    .target(
      name: "_AutoLayoutTestSupport", dependencies: ["Cassowary", "AutoLayout"],
      path: "Tests/_AutoLayoutTestSupport"),
    .testTarget(
      name: "CassowaryTests",
      dependencies: ["Cassowary", "_AutoLayoutTestSupport"],
      resources: [.copy("Fixtures")],
      swiftSettings: solverSettings
    ),
    .testTarget(
      name: "autolayoutTests",
      dependencies: [
        "UIKitEmulation",
        "autolayout", "autolayout-port", "Cassowary", "_AutoLayoutTestSupport",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      // The snapshots and the regression inputs are read in place (#filePath).
      exclude: ["__Snapshots__", "Regressions"]
    ),
    .testTarget(name: "AutoLayoutTests", dependencies: ["AutoLayout", "_AutoLayoutTestSupport"]),
    .testTarget(
      name: "UIKitEmulationTests", dependencies: ["UIKitEmulation", "AutoLayout", "_AutoLayoutTestSupport"]),
    .testTarget(
      name: "ConflictLogsTests", dependencies: ["ConflictLogs", "AutoLayout", "_AutoLayoutTestSupport"],
      // Read in place (#filePath): logs in UIKit's format for `explain`, README.md says what each models.
      exclude: ["Logs"]),
    .testTarget(
      name: "FuzzTests",
      dependencies: [
        "UIKitEmulation",
        "autolayout", "AutoLayout", "ConflictLogs", "LayoutDocument", "InterfaceBuilder", "LayoutRendering",
        "_AutoLayoutTestSupport",
      ],
      // Seeds read in place (#filePath), with the examples and the regression inputs.
      exclude: ["Corpus"]),
    .testTarget(
      name: "AutoLayoutTextTests",
      dependencies: ["UIKitEmulation", "AutoLayoutText", "AutoLayout", "_AutoLayoutTestSupport"]),
    .testTarget(
      name: "LayoutDocumentTests", dependencies: ["UIKitEmulation", "LayoutDocument", "AutoLayout"]),
    .testTarget(
      name: "LayoutStudioTests",
      dependencies: [
        "UIKitEmulation",
        "LayoutStudio", "_AutoLayoutTestSupport",
        .product(name: "HummingbirdTesting", package: "hummingbird"),
      ]),
    .testTarget(
      name: "LayoutEditingTests",
      dependencies: [
        "UIKitEmulation", "LayoutEditing", "LayoutDocument", "AutoLayout", "_AutoLayoutTestSupport",
      ]),
    // The public Interface Builder files the tests measure on are read from ../shared beside the
    // checkout (Tests/_AutoLayoutTestSupport/SharedData.swift), never from the repository.
    .testTarget(
      name: "InterfaceBuilderTests",
      dependencies: ["UIKitEmulation", "InterfaceBuilder", "AutoLayout", "_AutoLayoutTestSupport"]),
    .testTarget(
      name: "LayoutDSLTests",
      dependencies: ["UIKitEmulation", "LayoutDSL", "AutoLayout", "_AutoLayoutTestSupport"]),
    .testTarget(name: "UIKitPortTests", dependencies: ["UIKitPort"]),
    // `Ported/` is `autolayout port`'s output for Examples/porting/UIKit, compiled as it is (a
    // test checks that port still writes it byte for byte).
    .testTarget(
      name: "PortedExamplesTests",
      dependencies: [
        "UIKitCompat", "UIKitEmulation", "AutoLayout", "LayoutDSL", "UIKitPort", "LayoutSnapshotTesting",
        "_AutoLayoutTestSupport", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      // The recorded snapshots are read in place (#filePath).
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "UIKitCompatTests",
      dependencies: ["UIKitCompat", "UIKitEmulation", "LayoutDSL", "AutoLayout", "_AutoLayoutTestSupport"]),
    .testTarget(
      name: "LayoutRenderingTests",
      dependencies: [
        "UIKitEmulation",
        "LayoutRendering", "AutoLayout", "_AutoLayoutTestSupport",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"]
    ),
  ],
  swiftLanguageModes: [.v6]
)

/// `AUTOLAYOUT_STRICT=1` (set by `.ci/run`) turns every warning of the package's own targets into
/// an error. Dependencies are not affected, and a package depending on this one never sets it.
if environment["AUTOLAYOUT_STRICT"] == "1" {
  for target in package.targets where target.type != .system && target.type != .plugin {
    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-warnings-as-errors"])]
  }
}

/// `AUTOLAYOUT_CORE_ONLY=1` (set by `Scripts/sanitize.sh`): the layout core and the modules that
/// need nothing else (the UIKit emulation, conflict logs, the DSL, UIKit's names) with their tests,
/// and no package dependency, so a sanitizer build compiles what it checks and nothing more.
if environment["AUTOLAYOUT_CORE_ONLY"] == "1" {
  let core: Set<String> = [
    "Cassowary", "AutoLayout", "UIKitEmulation", "ConflictLogs", "LayoutDSL", "UIKitCompat",
    "_AutoLayoutTestSupport",
  ]
  // A test target goes with the module it tests (`CassowaryTests` with `Cassowary`).
  func module(of target: Target) -> String {
    target.type == .test ? String(target.name.dropLast("Tests".count)) : target.name
  }
  package.targets.removeAll { !core.contains(module(of: $0)) }
  package.products.removeAll { !core.contains($0.name) }
  package.dependencies = []
}
