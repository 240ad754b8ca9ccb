import Foundation

/// Runs the built `eqlint` binary in a scratch folder, as a user would.
struct CLI {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The folder holding the test bundle also holds the `eqlint` binary SwiftPM built.
    static let binary: URL = {
        let exe = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0])
        var dir = exe.deletingLastPathComponent()
        while dir.path != "/" {
            let candidate = dir.appendingPathComponent("eqlint")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: "eqlint")
    }()

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The SARIF 2.1.0 schema (OASIS), vendored so that the tests need nothing beside the clone.
    static let sarifSchema = packageRoot.appendingPathComponent("Tests/Schemas/sarif-2.1.0.json")
    /// The JSON report's schema, published with the docs.
    static let reportSchema = packageRoot.appendingPathComponent("docs/eqlint-report.schema.json")

    let dir: URL

    /// `enablingViewRule: false` leaves the scratch folder without a configuration.
    init(enablingViewRule: Bool = true) throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("eqlint-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        // A `.git` marker stops the configuration search at this folder.
        try FileManager.default.createDirectory(at: dir.appendingPathComponent(".git"), withIntermediateDirectories: true)
        // Most tests check the CLI through `view_not_equatable`'s finding (`Samples.notEquatable`),
        // an opt-in rule: the scratch project turns it on, as a team that wants it would. Tests
        // of configuration write their own `.eqlint.yml`.
        if enablingViewRule {
            try "opt_in_rules: [view_not_equatable]\n".write(to: dir.appendingPathComponent(".eqlint.yml"), atomically: true, encoding: .utf8)
        }
    }

    func cleanUp() { try? FileManager.default.removeItem(at: dir) }

    func write(_ path: String, _ text: String) throws {
        let url = dir.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func read(_ path: String) -> String? {
        (try? String(contentsOf: dir.appendingPathComponent(path), encoding: .utf8))
    }

    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: dir.appendingPathComponent(path).path) }

    func remove(_ path: String) throws { try FileManager.default.removeItem(at: dir.appendingPathComponent(path)) }

    func makeFolder(_ path: String) throws {
        try FileManager.default.createDirectory(at: dir.appendingPathComponent(path), withIntermediateDirectories: true)
    }

    /// Runs the binary from `cwd` (a folder under the scratch folder, or any absolute folder
    /// such as `/`), by default the scratch folder itself.
    @discardableResult
    func run(_ arguments: [String], stdin: String? = nil, environment: [String: String] = [:], cwd: String? = nil) throws -> Result {
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = arguments
        process.currentDirectoryURL = cwd.map { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : dir.appendingPathComponent($0) } ?? dir
        var env = ProcessInfo.processInfo.environment
        // The index cache of these runs stays in the scratch folder (hidden, so never linted).
        env["XDG_CACHE_HOME"] = dir.appendingPathComponent(".cache").path
        for (k, v) in environment { env[k] = v }
        process.environment = env
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }
}

/// Sources shared by the tests: a view whose closure equality ignores, built in another file.
enum Samples {
    static let toggle = """
        @Equatable
        struct SyncToggle: View {
            let title: String
            @EquatableIgnoredUnsafeClosure let onChange: () -> Void
            var body: some View { Text(title) }
        }

        """
    static let screen = """
        @Equatable
        struct SettingsScreen: View {
            let enabled: Bool
            var body: some View {
                SyncToggle(title: "Sync", onChange: { print(enabled) })
            }
        }

        """
    static let notEquatable = """
        struct Card: View {
            let title: String
            let onTap: () -> Void
            var body: some View { Text(title) }
        }

        """
    static let hashMismatch = """
        struct User: Hashable {
            let id: Int
            var name: String
            static func == (lhs: User, rhs: User) -> Bool { lhs.id == rhs.id }
        }
        var signedIn: Set<User> = []

        """
}
