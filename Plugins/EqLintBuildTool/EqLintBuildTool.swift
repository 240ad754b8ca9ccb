import Foundation
import PackagePlugin

/// Lints a target's Swift sources whenever one of them changes, as part of the build.
///
/// The command runs `eqlint` from the package's folder, so that the package's own
/// `.eqlint.yml` (or the defaults) and the whole package as index apply, exactly as when a
/// developer runs `eqlint` there. Findings are printed in the compiler's form with absolute
/// paths (`/…/File.swift:12:8: warning: … [rule_id]`), which SwiftPM prints and Xcode turns
/// into issues. Error-severity findings (exit status 1) and a run that cannot be done (exit
/// status 2, e.g. a bad `.eqlint.yml`) fail the build; warnings and notes do not, unless the
/// configuration sets `strict: true`.
///
/// SwiftPM runs a build command only when an input is newer than its outputs. The command's
/// one output is a stamp, `EqLintBuildToolStamp.swift`, holding only a comment: SwiftPM
/// compiles the Swift files a plugin declares as outputs and would bundle any other kind as
/// a resource of the target. The stamp is written after a passing run and removed after a
/// failing one, so that a failing target is linted again on the next build.
@main
struct EqLintBuildTool: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let sources = module.sourceFiles(withSuffix: "swift").map(\.url)
        guard !sources.isEmpty else { return [] }
        let eqlint = try context.tool(named: "EqLint").url
        let report = context.pluginWorkDirectoryURL.appendingPathComponent("eqlint-report.txt")
        let stamp = context.pluginWorkDirectoryURL.appendingPathComponent("EqLintBuildToolStamp.swift")
        // The index cache lives with the plugin's outputs: the one folder a sandboxed build may write.
        let cache = context.pluginWorkDirectoryURL.appendingPathComponent("cache")
        let packageDirectory = context.package.directoryURL
        return [
            .buildCommand(
                displayName: "eqlint \(target.name)",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", Self.script, eqlint.path, packageDirectory.path, report.path, stamp.path, cache.path]
                    + sources.map(\.path),
                inputFiles: sources + [eqlint] + Self.configurationFiles(in: packageDirectory),
                outputFiles: [stamp]
            ),
        ]
    }

    /// `.eqlint.yml` and a baseline beside it are inputs too: editing them lints again.
    static func configurationFiles(in directory: URL) -> [URL] {
        [".eqlint.yml", ".eqlint-baseline.json"].map { directory.appendingPathComponent($0) }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// `sh -c SCRIPT eqlint PACKAGE_DIR REPORT STAMP CACHE FILE...`: lint from the package folder,
    /// print the report with paths made absolute, write the stamp only when the run passed.
    static let script = #"""
        tool=$0; dir=$1; report=$2; stamp=$3; cache=$4; shift 4
        rm -f "$report" "$stamp"
        cd "$dir" || exit 2
        "$tool" lint --format text --color never --quiet --cache-path "$cache" --output "$report" -- "$@"
        status=$?
        if [ -f "$report" ]; then
            EQLINT_DIR="$dir" awk '{ if (substr($0, 1, 1) == "/") print; else print ENVIRON["EQLINT_DIR"] "/" $0 }' "$report"
        fi
        if [ "$status" -eq 0 ]; then
            echo "// Written by EqLint's build-tool plugin after a passing run; nothing to compile." > "$stamp"
        fi
        exit "$status"
        """#
}
