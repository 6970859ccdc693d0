// swift-tools-version: 6.1
// The benchmark suite of swift-autolayout (ordo-one/benchmark); never part of `swift test`.
//
//     cd Benchmarks && swift package --allow-writing-to-package-directory benchmark
import PackageDescription

let package = Package(
  name: "swift-autolayout-benchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "swift-autolayout", path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    .executableTarget(
      name: "SolverBenchmarks",
      dependencies: [
        .product(name: "Cassowary", package: "swift-autolayout"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/SolverBenchmarks",
      resources: [.copy("../../Workloads")],
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "AutoLayoutBenchmarks",
      dependencies: [
        .product(name: "AutoLayout", package: "swift-autolayout"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/AutoLayoutBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "StudioBenchmarks",
      dependencies: [
        .product(name: "LayoutStudio", package: "swift-autolayout"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/StudioBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
  ]
)
