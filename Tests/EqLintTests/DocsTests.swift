import Foundation
import Testing

/// What the repository says about the binary stays true: the generated rules reference and
/// the version number.
@Suite struct DocsTests {
    /// `docs/rules.md` is `eqlint rules --format markdown`, byte for byte.
    @Test func rulesReferenceIsUpToDate() throws {
        let cli = try CLI(); defer { cli.cleanUp() }
        let generated = try cli.run(["rules", "--format", "markdown"])
        #expect(generated.status == 0, "\(generated.stderr)")
        let path = CLI.packageRoot.appendingPathComponent("docs/rules.md")
        let committed = try String(contentsOf: path, encoding: .utf8)
        let stale = "docs/rules.md is stale; regenerate it: swift run eqlint rules --format markdown > docs/rules.md"
        let upToDate = committed == generated.stdout
        #expect(upToDate, "\(stale)\n\(firstDifference(committed, generated.stdout))")
    }

    /// `--version`, the SARIF report's tool.driver (version and semanticVersion), the
    /// CHANGELOG's latest release and every version the documentation pins agree
    /// (docs/releasing.md, "Versions and pinning"): the README's pre-commit `rev:`, SwiftPM
    /// dependency, release archive, Mint and binary-plugin URLs, the workflow's `EQLINT_REF`,
    /// docs/bazel.md's archives and the other places of `PinnedVersions.places` all name one
    /// release, the CHANGELOG's latest. eqlint's version is that release, or (between releases)
    /// a later version with `-dev`.
    @Test func versionAgreesEverywhere() throws {
        let cli = try CLI(); defer { cli.cleanUp() }
        let printed = try cli.run(["--version"])
        #expect(printed.status == 0)
        let prefix = "eqlint "
        try #require(printed.stdout.hasPrefix(prefix) && printed.stdout.hasSuffix("\n"), "\(printed.stdout)")
        let version = String(printed.stdout.dropFirst(prefix.count).dropLast())
        let parsed = try #require(PinnedVersions.parse(version), "not X.Y.Z nor X.Y.Z-dev: '\(version)'")

        try cli.write("Card.swift", Samples.notEquatable)
        let sarif = try cli.run(["--format", "sarif", "--quiet", "Card.swift"])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let runs = try #require(log["runs"] as? [[String: Any]])
        let driver = try #require((runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["version"] as? String == version)
        #expect(driver["semanticVersion"] as? String == version)

        // The CHANGELOG's releases, newest first, under an `[Unreleased]` section.
        let changelog = try PinnedVersions.read("CHANGELOG.md")
        let headings = changelog.split(separator: "\n").filter { $0.hasPrefix("## ") }
        #expect(headings.first == "## [Unreleased]", "CHANGELOG.md's first section should be `## [Unreleased]`, not \(headings.first ?? "missing")")
        let released = headings.compactMap { line -> String? in
            guard let m = line.wholeMatch(of: /## \[([0-9]+\.[0-9]+\.[0-9]+)\] - [0-9]{4}-[0-9]{2}-[0-9]{2}/) else { return nil }
            return String(m.1)
        }
        let latest = try #require(released.first, "CHANGELOG.md names no release (`## [X.Y.Z] - YYYY-MM-DD`)")
        let latestParsed = try #require(PinnedVersions.parse(latest))
        #expect(changelog.contains("[\(latest)]: https://github.com/eqlint/eqlint/releases/tag/\(latest)"),
                "CHANGELOG.md should link its latest release, [\(latest)], to the tag")
        if parsed.dev {
            #expect(latestParsed.number.lexicographicallyPrecedes(parsed.number),
                    "a development version must be greater than the latest release: eqlint says \(version), CHANGELOG.md's latest release is \(latest)")
        } else {
            #expect(version == latest, "CHANGELOG.md's latest release is \(latest), eqlint says \(version) (between releases: the next version with -dev)")
        }

        // Every pin in the documentation names the latest release.
        let pins = try PinnedVersions.find()
        for pin in pins where pin.ref != latest {
            Issue.record("\(pin.file): \(pin.place) names '\(pin.ref)', not \(latest), the CHANGELOG's latest release (docs/releasing.md, \"Versions and pinning\"): \(pin.text)")
        }
        for (file, place) in PinnedVersions.required where !pins.contains(where: { $0.file == file && $0.place == place }) {
            Issue.record("\(file) should pin the version with its \(place) (docs/releasing.md, \"Versions and pinning\")")
        }
        for (file, line, text) in try PinnedVersions.placeholders() {
            Issue.record("\(file):\(line) pins no version: \(text)")
        }
    }

    /// The example finding docs/editors.md shows is what eqlint prints for it, word for word.
    @Test func editorsExampleFindingIsTheCurrentOne() throws {
        let cli = try CLI(enablingViewRule: false); defer { cli.cleanUp() }
        try cli.write("Sources/App/User.swift", Samples.hashMismatch)
        let printed = try cli.run(["Sources/App/User.swift", "--quiet"]).stdout
        let doc = try String(contentsOf: CLI.packageRoot.appendingPathComponent("docs/editors.md"), encoding: .utf8)
        #expect(!printed.isEmpty && doc.contains(printed), "docs/editors.md should show:\n\(printed)")
    }

    /// The first line where two texts differ, for a readable failure.
    private func firstDifference(_ a: String, _ b: String) -> String {
        let left = a.split(separator: "\n", omittingEmptySubsequences: false)
        let right = b.split(separator: "\n", omittingEmptySubsequences: false)
        for i in 0..<max(left.count, right.count) {
            let l = i < left.count ? String(left[i]) : "(end of file)"
            let r = i < right.count ? String(right[i]) : "(end of output)"
            if l != r { return "line \(i + 1):\n  docs/rules.md: \(l)\n  eqlint:        \(r)" }
        }
        return "(same lines; line endings differ)"
    }
}

/// The versions the documentation pins (docs/releasing.md, "Versions and pinning").
enum PinnedVersions {
    struct Pin {
        let file: String
        let place: String
        let ref: String
        let text: String
    }

    /// The files that show users how to pin EqLint.
    static func files() throws -> [String] {
        var files = ["README.md", ".pre-commit-hooks.yaml", "docs/eqlint-workflow.yml"]
        let fm = FileManager.default
        for folder in ["docs", "Examples", "Plugins", "bazel"] {
            let root = CLI.packageRoot.appendingPathComponent(folder)
            guard let walk = fm.enumerator(atPath: root.path) else { continue }
            for case let path as String in walk
            where path.hasSuffix(".md") || path.hasSuffix(".swift") || path.hasSuffix(".bzl") || path.hasSuffix(".bazel") {
                if !path.contains(".build") { files.append("\(folder)/\(path)") }
            }
        }
        return files.sorted()
    }

    /// How each integration names the version: the first capture is the ref.
    static let places: [(place: String, pattern: String)] = [
        ("pre-commit `rev:`", ##"(?m:^|[^\w-])rev:[ \t]*['"]?([^\s'"#`]+)"##),
        ("`EQLINT_REF:`", ##"EQLINT_REF:[ \t]*['"]?([^\s'"#`]+)"##),
        ("SwiftPM `.package(url:…)`", #"\.package\(\s*url:\s*"https://github\.com/eqlint/eqlint(?:\.git)?"\s*,\s*(\w+:\s*"[^"]*")"#),
        ("release download URL", #"github\.com/eqlint/eqlint/releases/download/([^/\s"`]+)/"#),
        ("source archive URL", #"github\.com/eqlint/eqlint/archive/((?:refs/tags/)?[^\s"`]+?)\.tar\.gz"#),
        ("release archive name", #"eqlint-([0-9]+\.[0-9]+\.[0-9]+(?:-dev)?)-linux-"#),
        ("`strip_prefix`", #"strip_prefix\s*=\s*"eqlint-([^"]*?)(?:-linux-x86_64)?""#),
        ("Mint", #"mint install eqlint/eqlint@([^\s`"]+)"#),
        ("source archive name", #"eqlint-([0-9]+\.[0-9]+\.[0-9]+(?:-dev)?)\.tar\.gz"#),
        ("`git archive --prefix`", #"--prefix=eqlint-([^/\s]+)/"#),
        ("checked-out tag", #"git -C eqlint checkout --quiet (\S+)"#),
        ("statement", #"The documentation pins EqLint `([^`]+)`"#),
    ]

    /// The places each integration's page must pin: a page that stops naming a version in one
    /// of these forms fails the test rather than passing unchecked.
    static let required: [(file: String, place: String)] = [
        ("README.md", "pre-commit `rev:`"),
        ("README.md", "SwiftPM `.package(url:…)`"),
        ("README.md", "release download URL"),
        ("README.md", "release archive name"),
        ("README.md", "Mint"),
        (".pre-commit-hooks.yaml", "pre-commit `rev:`"),
        ("docs/eqlint-workflow.yml", "`EQLINT_REF:`"),
        ("docs/bazel.md", "release download URL"),
        ("docs/bazel.md", "source archive URL"),
        ("docs/bazel.md", "`strip_prefix`"),
        ("docs/bazel.md", "source archive name"),
        ("docs/bazel.md", "`git archive --prefix`"),
        ("docs/releasing.md", "statement"),
        ("Examples/PluginDemo/Package.swift", "SwiftPM `.package(url:…)`"),
        ("Examples/BinaryPluginDemo/Package.swift", "release download URL"),
    ]

    /// Every pin in the documentation, its ref normalized: `exact: "0.2.0"` and
    /// `refs/tags/0.2.0` are `0.2.0`; any other SwiftPM requirement or archive ref is kept as
    /// written, so that it fails. docs/releasing.md's steps may say `X.Y.Z`.
    static func find() throws -> [Pin] {
        var pins: [Pin] = []
        for file in try files() {
            let text = try read(file)
            for (place, pattern) in places {
                for match in text.matches(of: try Regex(pattern)) {
                    guard let captured = match.output[1].substring else { continue }
                    var ref = String(captured)
                    if let m = ref.wholeMatch(of: /exact:\s*"([^"]*)"/) { ref = String(m.1) }
                    if ref.hasPrefix("refs/tags/") { ref = String(ref.dropFirst("refs/tags/".count)) }
                    if file == "docs/releasing.md" && ref == "X.Y.Z" { continue }
                    pins.append(Pin(file: file, place: place, ref: ref, text: String(text[match.range])))
                }
            }
        }
        return pins
    }

    /// Lines that stand for a commit where a version belongs (what the docs said before a
    /// release existed).
    static func placeholders() throws -> [(String, Int, String)] {
        var found: [(String, Int, String)] = []
        for file in try files() {
            for (n, line) in try read(file).split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains("COMMIT_SHA") || line.contains(/\.package\(url:[^)]*(revision|branch):/) {
                found.append((file, n + 1, line.trimmingCharacters(in: .whitespaces)))
            }
        }
        return found
    }

    /// `X.Y.Z` or `X.Y.Z-dev`.
    static func parse(_ version: String) -> (number: [Int], dev: Bool)? {
        guard let m = version.wholeMatch(of: /([0-9]+)\.([0-9]+)\.([0-9]+)(-dev)?/),
              let x = Int(m.1), let y = Int(m.2), let z = Int(m.3) else { return nil }
        return ([x, y, z], m.4 != nil)
    }

    static func read(_ file: String) throws -> String {
        try String(contentsOf: CLI.packageRoot.appendingPathComponent(file), encoding: .utf8)
    }
}
