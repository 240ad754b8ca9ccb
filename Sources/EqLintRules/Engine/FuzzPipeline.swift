/// The whole pipeline on arbitrary bytes, as the fuzz target (`Fuzz/FuzzEntry.swift`) runs it
/// and as `FuzzRegressionTests` replays the inputs it ever failed on: lex, parse, index, every
/// rule, suppression, every report format, the facts dump, the cache's coding and the
/// configuration reader; and, for inputs marked as such, the language server's reader
/// (`runServerInput`, in `Server/ServerFuzzInput.swift`). Kept in the library so that both run
/// exactly the same code.
public enum FuzzPipeline {
    /// A broken invariant (a crash is reported by the crash itself).
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Runs everything on `bytes`; throws when an invariant does not hold. Returns a number
    /// derived from every output, so that no step can be optimized away.
    @discardableResult
    public static func run(_ bytes: [UInt8]) throws(Failure) -> Int {
        // Up to three files, split at NUL bytes, so cross-file rules see several files.
        var files: [[UInt8]] = [[]]
        for b in bytes {
            if b == 0 && files.count < 3 { files.append([]) } else { files[files.count - 1].append(b) }
        }
        let sources = files.enumerated().map { (path: "F\($0.offset).swift", bytes: $0.element) }
        var request = LintRequest(configuration: Configuration(directory: "/fuzz"))
        request.enable = ["onchange_duplicate_action"]
        request.jobs = 1
        // Half the inputs have the index answer everything up front, as a large run does.
        if bytes.count % 2 == 1 { request.preparedIndexAbove = 0 }
        var sink = 0
        if let diagnostics = try? LintWorkspace.lint(sources: sources, request: request) {
            sink &+= TextReport.render(diagnostics, color: true).utf8.count
            sink &+= JSONReport.render(diagnostics).utf8.count
            sink &+= SARIFReport.render(diagnostics, enabled: RuleSelection.enabledRuleIDs(request),
                                                       configuration: request.configuration).utf8.count
            sink &+= GitHubReport.render(diagnostics).utf8.count
            sink &+= Baseline.render(diagnostics).utf8.count
        }
        for source in sources {
            let file = Parser.parse(SourceText(bytes: source.bytes))
            sink &+= FactsDump.line(path: source.path, file: file).utf8.count
            sink &+= try checkCacheCoding(FileSummary(path: source.path, file: file))
        }
        let text = String(decoding: bytes, as: UTF8.self)
        if let config = try? Configuration.parse(text, file: "fuzz.yml", directory: "/fuzz") { sink &+= config.excluded.count }
        let source = SourceText(bytes: bytes)
        sink &+= Suppressions.read(Lexer.lex(source).comments, source: source, knownIDs: Set(Registry.ids)).problems.count
        return sink
    }

    /// The cache's coding: members decoded on first use give what an eager decode gives.
    static func checkCacheCoding(_ summary: FileSummary) throws(Failure) -> Int {
        var w = ByteWriter()
        SummaryCoding.write(summary, &w)
        guard let eager = try? ByteReader.reading(w.bytes, { r throws(CacheCorrupt) in try SummaryCoding.read(&r) }),
              let lazy = try? ByteReader.reading(w.bytes, { r throws(CacheCorrupt) in
                  try SummaryCoding.read(&r, deferringMembers: true)
              })
        else { throw Failure(description: "a summary just written does not read back") }
        let members = DeferredMembers(data: w.bytes, ranges: lazy.memberRanges)
        for (t, decl) in lazy.summary.types.enumerated() {
            let full = members.complete(decl, at: t)
            if full.properties.map(\.name) != eager.types[t].properties.map(\.name)
                || full.functions.map(\.name) != eager.types[t].functions.map(\.name)
                || full.bodyReads != eager.types[t].bodyReads {
                throw Failure(description: "deferred members of '\(decl.name)' differ from an eager decode")
            }
        }
        return lazy.summary.types.count
    }
}
