import Foundation
import PackagePlugin

/// Lints a target's Swift sources on every build, and prints the current findings each time.
///
/// The command runs `eqlint` from the package's folder (in Xcode, the project's folder), so
/// that the project's `.eqlint.yml` files (or the defaults) and the whole project as index
/// apply, exactly as when a developer runs `eqlint` there. Findings are printed in the
/// compiler's form with absolute paths (`/…/File.swift:12:8: warning: … [rule_id]`), which
/// SwiftPM prints and Xcode turns into issues. Error-severity findings (exit status 1) and a
/// run that cannot be done (exit status 2, e.g. a bad `.eqlint.yml`) fail the build; warnings
/// and notes do not, unless the configuration sets `strict: true`.
///
/// Why on every build: SwiftPM reuses its build plan (and does not ask the plugin again)
/// while the package's structure is unchanged, so the plugin cannot follow configuration
/// files appearing, changing or disappearing by declaring them as inputs (a declared file
/// that is later removed fails every build with "missing inputs"). Instead the command's
/// inputs are only files that cannot vanish under it (the target's sources, eqlint, and a
/// marker in the plugin's own folder), and the command rewrites its marker each time it
/// runs: SwiftPM sees an input changed and runs it again on the next build. A lint that
/// changed nothing reads every file's declarations from the index cache (tens of
/// milliseconds for a small target), the configuration is read afresh each time, and the
/// warnings show on every build rather than once.
///
/// The command's one output is a stamp, `EqLintBuildToolStamp.swift`, holding only a
/// comment: SwiftPM compiles the Swift files a plugin declares as outputs and would bundle
/// any other kind as a resource of the target. It is written once and never changed, so
/// that linting again does not make the target compile again.
@main
struct EqLintBuildTool: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        return try Self.commands(
            targetName: target.name,
            sources: module.sourceFiles(withSuffix: "swift").map(\.url),
            eqlint: Self.eqlint(context.tool(named:)),
            projectDirectory: context.package.directoryURL,
            workDirectory: context.pluginWorkDirectoryURL
        )
    }

    /// eqlint: the `EqLint` executable target when the plugin comes with EqLint's sources,
    /// else the `eqlint` executable of an artifact bundle (a package that ships the binary).
    static func eqlint(_ tool: (String) throws -> PluginContext.Tool) throws -> URL {
        if let source = try? tool("EqLint") { return source.url }
        return try tool("eqlint").url
    }

    static func commands(
        targetName: String, sources: [URL], eqlint: URL, projectDirectory: URL, workDirectory: URL
    ) throws -> [Command] {
        guard !sources.isEmpty else { return [] }
        let report = workDirectory.appendingPathComponent("eqlint-report.txt")
        let stamp = workDirectory.appendingPathComponent("EqLintBuildToolStamp.swift")
        let marker = workDirectory.appendingPathComponent("eqlint-ran")
        // The index cache lives with the plugin's outputs: the one folder a sandboxed build may write.
        let cache = workDirectory.appendingPathComponent("cache")
        // The marker must exist before the first build: a declared input that is missing fails it.
        try FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
        if !FileManager.default.fileExists(atPath: marker.path) {
            try Data("0\n".utf8).write(to: marker)
        }
        return [
            .buildCommand(
                displayName: "eqlint \(targetName)",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", script, eqlint.path, projectDirectory.path, report.path, stamp.path, cache.path,
                            marker.path] + sources.map(\.path),
                inputFiles: sources + [eqlint, marker],
                outputFiles: [stamp]
            ),
        ]
    }

    /// `sh -c SCRIPT eqlint DIR REPORT STAMP CACHE MARKER FILE...`: replace the marker (a new
    /// file, so its inode changes even within one clock tick), lint from DIR, print the report
    /// with paths made absolute, write the stamp if it is missing, exit with eqlint's status.
    static let script = #"""
        tool=$0; dir=$1; report=$2; stamp=$3; cache=$4; marker=$5; shift 5
        date +%s.%N > "$marker.new" && mv -f "$marker.new" "$marker"
        rm -f "$report"
        [ -f "$stamp" ] || echo "// Written by EqLint's build-tool plugin; nothing to compile." > "$stamp"
        cd "$dir" || exit 2
        "$tool" lint --format text --color never --quiet --cache-path "$cache" --output "$report" -- "$@"
        status=$?
        if [ -f "$report" ]; then
            EQLINT_DIR="$dir" awk '{ if (substr($0, 1, 1) == "/") print; else print ENVIRON["EQLINT_DIR"] "/" $0 }' "$report"
        fi
        exit "$status"
        """#
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same command for a target of an Xcode project (an app that is not a package): its
/// Swift source files, linted from the project's folder.
extension EqLintBuildTool: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try Self.commands(
            targetName: target.displayName,
            sources: target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url),
            eqlint: Self.eqlint(context.tool(named:)),
            projectDirectory: context.xcodeProject.directoryURL,
            workDirectory: context.pluginWorkDirectoryURL
        )
    }
}
#endif
