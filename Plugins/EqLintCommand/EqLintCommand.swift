import Foundation
import PackagePlugin

/// `swift package eqlint [--target NAME ...] [eqlint lint options and paths]`
///
/// Runs `eqlint lint` from the package's folder, so the package's `.eqlint.yml` applies and
/// paths print relative to it. With `--target`, lints those targets' Swift files; without,
/// what the configuration's `included` names, else the whole package. Every other argument
/// goes to eqlint unchanged (`--format sarif --output eqlint.sarif`, `--strict`, ...).
/// The command fails when eqlint exits non-zero (findings at error severity, or a run that
/// could not be done).
@main
struct EqLintCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        // The index cache lives in the plugin's own folder, which a sandboxed plugin may write;
        // a `--cache-path` or `--no-cache` of the user's, coming later, wins.
        let cache = context.pluginWorkDirectoryURL.appendingPathComponent("cache")
        var eqlintArguments = ["lint", "--cache-path", cache.path]

        let packageDirectory = context.package.directoryURL
        if !targetNames.isEmpty {
            // The targets' Swift files, listed in a file: any number of them, no long command line.
            var files: [String] = []
            for target in try context.package.targets(named: targetNames) {
                guard let module = target.sourceModule else {
                    throw EqLintCommandError("target '\(target.name)' has no sources to lint")
                }
                files += module.sourceFiles(withSuffix: "swift").map(\.url.path)
            }
            guard !files.isEmpty else {
                print("eqlint: no Swift files in \(targetNames.joined(separator: ", "))")
                return
            }
            let list = context.pluginWorkDirectoryURL.appendingPathComponent("eqlint-files.txt")
            try files.map { $0 + "\n" }.joined().write(to: list, atomically: true, encoding: .utf8)
            eqlintArguments += ["--files-from", list.path]
        }
        eqlintArguments += extractor.remainingArguments

        let process = Process()
        process.executableURL = try context.tool(named: "EqLint").url
        process.arguments = eqlintArguments
        process.currentDirectoryURL = packageDirectory
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let why = process.terminationStatus == 1 ? "findings at error severity (or warnings under --strict)"
                : "the run could not be done"
            throw EqLintCommandError("eqlint exited with status \(process.terminationStatus): \(why)")
        }
    }
}

struct EqLintCommandError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
