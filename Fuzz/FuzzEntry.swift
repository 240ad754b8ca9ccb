// The libFuzzer entry point: the whole pipeline (lex, parse, index, every rule, suppression,
// every report format, the facts dump, the configuration reader) on arbitrary bytes.
// Built by scripts/fuzz.sh together with Sources/EqLintRules as one module; not part of
// the package (libFuzzer brings its own `main`).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
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
    if size % 2 == 1 { request.preparedIndexAbove = 0 }
    guard let diagnostics = try? LintEngine.lint(sources: sources, request: request) else { return 0 }
    var sink = 0
    sink &+= TextReport.render(diagnostics, color: true).utf8.count
    sink &+= JSONReport.render(diagnostics).utf8.count
    sink &+= SARIFReport.render(diagnostics, enabled: request).utf8.count
    sink &+= GitHubReport.render(diagnostics).utf8.count
    sink &+= Baseline.render(diagnostics).utf8.count
    for source in sources {
        sink &+= FactsDump.line(path: source.path, file: Parser.parse(SourceText(bytes: source.bytes))).utf8.count
    }
    // The cache's coding: members decoded on first use give what an eager decode gives.
    for source in sources {
        let summary = FileSummary(path: source.path, file: Parser.parse(SourceText(bytes: source.bytes)))
        var w = ByteWriter()
        SummaryCoding.write(summary, &w)
        guard let eager = try? ByteReader.reading(w.bytes, { r throws(CacheCorrupt) in try SummaryCoding.read(&r) }),
              let lazy = try? ByteReader.reading(w.bytes, { r throws(CacheCorrupt) in try SummaryCoding.read(&r, deferringMembers: true) })
        else { fatalError("a summary just written does not read back") }
        let members = DeferredMembers(data: w.bytes, ranges: lazy.memberRanges)
        for (t, decl) in lazy.summary.types.enumerated() {
            let full = members.complete(decl, at: t)
            if full.properties.map(\.name) != eager.types[t].properties.map(\.name)
                || full.functions.map(\.name) != eager.types[t].functions.map(\.name)
                || full.bodyReads != eager.types[t].bodyReads {
                fatalError("deferred members differ from an eager decode")
            }
        }
        sink &+= lazy.summary.types.count
    }
    let text = String(decoding: bytes, as: UTF8.self)
    if let config = try? Configuration.parse(text, file: "fuzz.yml", directory: "/fuzz") { sink &+= config.excluded.count }
    _ = Suppressions.read(Lexer.lex(SourceText(bytes: bytes)).comments, source: SourceText(bytes: bytes), knownIDs: Set(Registry.ids))
    return sink == -1 ? 1 : 0
}
