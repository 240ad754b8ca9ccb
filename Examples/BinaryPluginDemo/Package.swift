// swift-tools-version:6.0
// A package that ships EqLint's build-tool plugin with EqLint's prebuilt binary (the artifact
// bundle that scripts/release/release.sh writes) instead of its sources: a package using the plugin
// then builds without compiling EqLint.
//
// Here the bundle is a local file, copied beside this manifest by scripts/test/test_release.sh
// (`cp dist/eqlint.artifactbundle.zip Examples/BinaryPluginDemo/`). A published package names
// a release's bundle by URL and checksum instead (the release these docs pin: docs/releasing.md,
// "Versions and pinning"), the checksum being the content of eqlint.artifactbundle.zip.checksum:
//
//     .binaryTarget(
//         name: "eqlint",
//         url: "https://github.com/eqlint/eqlint/releases/download/0.2.0/eqlint.artifactbundle.zip",
//         checksum: "…"
//     ),
//
// Plugins/EqLintBuildTool/EqLintBuildTool.swift is a link to EqLint's own plugin, which runs
// the `eqlint` executable of the bundle when no `EqLint` target is built from source; a
// published package holds a copy.
import PackageDescription

let package = Package(
    name: "BinaryPluginDemo",
    products: [
        .plugin(name: "EqLintBuildTool", targets: ["EqLintBuildTool"]),
    ],
    targets: [
        .binaryTarget(name: "eqlint", path: "eqlint.artifactbundle.zip"),
        .plugin(name: "EqLintBuildTool", capability: .buildTool(), dependencies: ["eqlint"]),
        // Every build lints these sources; findings show as warnings.
        .target(name: "DemoModels", plugins: ["EqLintBuildTool"]),
    ]
)
