// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "EqLint",
    products: [
        .executable(name: "eqlint", targets: ["EqLint"]),
        .library(name: "EqLintRules", targets: ["EqLintRules"]),
    ],
    targets: [
        .executableTarget(name: "EqLint", dependencies: ["EqLintRules"]),
        .target(name: "EqLintRules"),
        .testTarget(name: "EqLintRulesTests", dependencies: ["EqLintRules"]),
        // Drives the built `eqlint` binary as users do: subprocesses, real files.
        .testTarget(name: "EqLintTests", dependencies: ["EqLint"]),
    ]
)
