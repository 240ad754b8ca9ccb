// swift-tools-version:6.0
// An example package that uses EqLint's plugins. It depends on this repository by path;
// your own package depends on it by URL and version instead (README, "SwiftPM plugins"):
//
//     // The release these docs pin: docs/releasing.md, "Versions and pinning".
//     .package(url: "https://github.com/eqlint/eqlint", exact: "0.2.0"),
//
// and names the plugin with `package: "eqlint"`.
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
