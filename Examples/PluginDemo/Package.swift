// swift-tools-version:6.0
// An example package that uses EqLint's plugins. It depends on this repository by path;
// your own package depends on it by URL and version instead (see the README).
import PackageDescription

let package = Package(
    name: "PluginDemo",
    dependencies: [
        .package(name: "EqLint", path: "../.."),
    ],
    targets: [
        // Every build that changes one of these sources lints them; findings show as warnings.
        .target(name: "DemoModels", plugins: [.plugin(name: "EqLintBuildTool", package: "EqLint")]),
    ]
)
