import Foundation
import PackagePlugin

/// `swift package eqlint [--target NAME ...] [eqlint lint options and paths]`
/// `swift package eqlint rules|explain|init|facts|--version ...`
///
/// Runs `eqlint lint` from the package's folder, so paths print relative to it. With
/// `--target`, lints those targets' Swift files; with paths of the user's, those; else the
/// folders of every target of the package. The package's own folders are always named: in a
/// monorepo, the configuration of the repository's root (and its `included`) would otherwise
/// choose what to lint. Every other argument goes to eqlint unchanged (`--format sarif
/// --output eqlint.sarif`, `--strict`, ...).
/// A first argument naming another eqlint command (`rules`, `explain RULE`, `init`, `facts`,
/// `--version`) runs that command instead, from the same folder. `--help` prints the
/// plugin's own options, then eqlint's.
/// The command fails when eqlint exits non-zero (findings at error severity; with `--diff`, a
/// non-empty diff; or a run that could not be done).
@main
struct EqLintCommand: CommandPlugin {
    /// eqlint's commands other than `lint`, passed through as they are.
    static let passedThrough: Set<String> = ["rules", "explain", "init", "facts", "--version", "-v"]
    /// The options of `eqlint lint` that take a value (as its `--help` lists them): what
    /// follows one is no path.
    static let valuedOptions: Set<String> = [
        "--config", "--format", "--output", "--baseline", "--write-baseline", "--stdin-path",
        "--files-from", "--enable", "--disable", "--only", "--jobs", "--color", "--cache-path",
    ]

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let eqlint = try context.tool(named: "EqLint").url
        let packageDirectory = context.package.directoryURL
        if let first = arguments.first, Self.passedThrough.contains(first) {
            try Self.run(eqlint, arguments, in: packageDirectory)
            return
        }
        if arguments.contains("--help") || arguments.contains("-h") || arguments.first == "help" {
            print(Self.help, terminator: "")
            print("\nThe options of `eqlint lint`, which the plugin passes on:\n")
            try Self.run(eqlint, ["lint", "--help"], in: packageDirectory)
            return
        }

        var extractor = ArgumentExtractor(arguments.first == "lint" ? Array(arguments.dropFirst()) : arguments)
        let targetNames = extractor.extractOption(named: "target")
        // The index cache lives in the plugin's own folder, which a sandboxed plugin may write;
        // a `--cache-path` or `--no-cache` of the user's, coming later, wins.
        let cache = context.pluginWorkDirectoryURL.appendingPathComponent("cache")
        var eqlintArguments = ["lint", "--cache-path", cache.path]

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
        let remaining = extractor.remainingArguments
        eqlintArguments += remaining
        if targetNames.isEmpty && !Self.namesPaths(remaining) {
            // The package's own folders: every target's, once each, in the package's order.
            var folders: [String] = []
            for target in context.package.targets {
                guard let folder = Self.folder(of: target) else { continue }
                if !folders.contains(folder) { folders.append(folder) }
            }
            eqlintArguments += folders
        }
        try Self.run(eqlint, eqlintArguments, in: packageDirectory)
    }

    /// The folder of a target with sources. (`Target.directoryURL` needs tools version 6.1, and
    /// `directory` is deprecated: the concrete targets' `directoryURL` has neither problem.)
    static func folder(of target: any Target) -> String? {
        switch target {
        case let swift as SwiftSourceModuleTarget: return swift.directoryURL.path
        case let clang as ClangSourceModuleTarget: return clang.directoryURL.path
        default: return nil
        }
    }

    /// True when the arguments name a path to lint (a word that is no option nor an option's value).
    static func namesPaths(_ arguments: [String]) -> Bool {
        !words(arguments).paths.isEmpty
    }

    /// The options given (without their values) and the paths, as `eqlint lint` reads them.
    static func words(_ arguments: [String]) -> (options: [String], paths: [String]) {
        var options: [String] = [], paths: [String] = []
        var k = 0
        while k < arguments.count {
            let word = arguments[k]
            if word == "--" { paths += arguments[(k + 1)...]; break }
            if valuedOptions.contains(word) { options.append(word); k += 2; continue }
            if word.hasPrefix("-") { options.append(word) } else { paths.append(word) }
            k += 1
        }
        return (options, paths)
    }

    /// What eqlint's exit status `status` means for a run with these arguments: with `--diff`,
    /// status 1 says the diff is not empty (INTERFACE.md, "Lint options").
    static func reason(ofStatus status: Int32, _ arguments: [String]) -> String {
        guard status == 1 else { return "the run could not be done" }
        if arguments.first == "lint" && words(arguments).options.contains("--diff") {
            return "the diff is not empty: there are fixes to make (shown above)"
        }
        return "findings at error severity (or warnings under --strict)"
    }

    /// Runs eqlint from `directory`; throws when it exits non-zero.
    static func run(_ eqlint: URL, _ arguments: [String], in directory: URL) throws {
        let process = Process()
        process.executableURL = eqlint
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let why = reason(ofStatus: process.terminationStatus, arguments)
            throw EqLintCommandError("eqlint exited with status \(process.terminationStatus): \(why)")
        }
    }

    static let help = """
        OVERVIEW: Lint this package's Swift sources for SwiftUI equality hazards (EqLint).

        USAGE: swift package eqlint [--target NAME ...] [eqlint lint options] [PATH ...]
               swift package eqlint rules [--format text|json|markdown]
               swift package eqlint explain RULE
               swift package eqlint init
               swift package eqlint facts PATH ...
               swift package eqlint --version

        eqlint runs from the package's folder, so the package's .eqlint.yml applies and paths
        print relative to it.

        OPTIONS (the plugin's own):
          --target NAME   lint the Swift files of target NAME (repeatable); without it and
                          without paths, the folders of every target of the package
          --help          this help

        Writing a report, a baseline or `init`'s .eqlint.yml into the package needs
        `swift package --allow-writing-to-package-directory eqlint ...` where plugins run
        sandboxed (macOS).

        """
}

struct EqLintCommandError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
