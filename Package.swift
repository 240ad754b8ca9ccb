// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "EqLint",
    products: [
        .executable(name: "eqlint", targets: ["EqLint"]),
        .library(name: "EqLintRules", targets: ["EqLintRules"]),
        .plugin(name: "EqLintCommand", targets: ["EqLintCommand"]),
        .plugin(name: "EqLintBuildTool", targets: ["EqLintBuildTool"]),
    ],
    targets: [
        .executableTarget(name: "EqLint", dependencies: ["EqLintRules"]),
        .target(name: "EqLintRules"),
        // Fuzz/Inputs: the fuzzer's findings, read by path (not resources).
        .testTarget(name: "EqLintRulesTests", dependencies: ["EqLintRules"], exclude: ["Fuzz/Inputs"]),
        // Drives the built `eqlint` binary as users do: subprocesses, real files.
        .testTarget(name: "EqLintTests", dependencies: ["EqLint"]),
        // `swift package eqlint [--target T] [options]`: lints the package, or some targets.
        .plugin(
            name: "EqLintCommand",
            capability: .command(intent: .custom(verb: "eqlint", description: "Lint Swift sources for SwiftUI equality hazards")),
            dependencies: ["EqLint"]
        ),
        // Lints a target's sources on every build that changes one; findings show as build warnings.
        .plugin(name: "EqLintBuildTool", capability: .buildTool(), dependencies: ["EqLint"]),
    ]
)
