/// The language server's diagnostics: URIs to paths and back, linting the changed documents at the
/// end of a burst and publishing their findings as LSP diagnostics.

extension LanguageServer {
    // MARK: Diagnostics

    /// The path of a `file:` URI, percent-decoded; nil for any other scheme.
    static func path(of uri: String) -> String? {
        guard uri.hasPrefix("file://") else { return nil }
        var rest = Array(uri.utf8.dropFirst(7))
        // `file://host/path`: the host (usually empty) is dropped.
        guard let slash = rest.firstIndex(of: UInt8(ascii: "/")) else { return nil }
        rest = Array(rest[slash...])
        var out: [UInt8] = []
        var i = 0
        while i < rest.count {
            if rest[i] == UInt8(ascii: "%"), i + 2 < rest.count,
               let hi = Character(UnicodeScalar(rest[i + 1])).hexDigitValue, let lo = Character(UnicodeScalar(rest[i + 2])).hexDigitValue {
                out.append(UInt8(hi * 16 + lo))
                i += 3
            } else {
                out.append(rest[i])
                i += 1
            }
        }
        return Paths.absolute(String(decoding: out, as: UTF8.self), base: "/")
    }

    /// The `file:` URI of an absolute path (RFC 3986: unreserved bytes and `/` as they are).
    static func uri(of path: String) -> String {
        var out = "file://"
        for b in path.utf8 {
            switch b {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(UnicodeScalar(b))
            default:
                out += "%" + String(b >> 4, radix: 16, uppercase: true) + String(b & 15, radix: 16, uppercase: true)
            }
        }
        return out
    }

    /// Lints the documents changed in this burst, then every other open document an event
    /// touched (its workspace says which: `documentsToRelint`); publishes what changed.
    func flush() {
        // A project found unreadable meanwhile (a nested configuration met for a new file)
        // puts its documents back in `pending`.
        repeat {
            dropBrokenProjects()
            let batch = pending
            pending = []
            for uri in batch { lint(uri, publishing: true) }
            // Linting changes no index: one pass over the documents the events touched is enough.
            for workspace in workspaces.all {
                for path in workspace.documentsToRelint {
                    let uri = LanguageServer.uri(of: path)
                    let known = documents[uri] != nil ? uri : documents.first { $0.value.path == path }?.key
                    if let known { lint(known, publishing: false) }
                }
            }
        } while !pending.isEmpty || workspaces.all.contains { $0.configurationError != nil }
    }

    /// Lints one open document; publishes always, or (for a re-lint another file caused) only
    /// when its findings changed.
    func lint(_ uri: String, publishing always: Bool) {
        guard var document = documents[uri] else { return }
        let before = document.diagnostics
        document.diagnostics = []
        document.projectRoot = nil
        if document.bytes.count > LanguageServer.maxDocumentBytes {
            let megabytes = (document.bytes.count + (1 << 20) - 1) >> 20
            document.diagnostics = [LanguageServer.documentProblem(document.path,
                "this document is \(megabytes) MB: documents over \(LanguageServer.maxDocumentBytes >> 20) MB are not analysed while they are edited (run `eqlint lint` on it)")]
        } else if !document.path.isEmpty {
            let root = workspaces.root(of: document.path)
            document.projectRoot = root
            if let workspace = project(root: root) {
                workspace.setText(document.path, document.bytes)
                document.diagnostics = workspace.findings(ofOpen: document.path)
                if document.notUnicode {
                    for k in document.diagnostics.indices { document.diagnostics[k].fix = nil }
                    document.diagnostics.insert(LanguageServer.documentProblem(document.path,
                        "the text is not valid Unicode: it holds a lone UTF-16 surrogate (read as U+FFFD)"), at: 0)
                }
            }
            // A project whose root is above this one (its root has no `.eqlint.yml` while this
            // folder has) indexes the file too: the unsaved text stands in for the disk there.
            for other in workspaces.all where other.root != root && other.contains(document.path) {
                other.setText(document.path, document.bytes)
            }
        }
        documents[uri] = document
        guard always || document.diagnostics != before else { return }
        var texts: [String: ServerDocument?] = [:]
        let published = document.diagnostics.map { lspDiagnostic($0, in: document, texts: &texts) }
        send(notification: "textDocument/publishDiagnostics", .object([
            ("uri", .string(document.uri)), ("version", .int(document.version)), ("diagnostics", .array(published)),
        ]))
    }

    /// An `invalid_source` error at the document's start.
    static func documentProblem(_ path: String, _ message: String) -> Diagnostic {
        InvalidSource.wholeFile(path: path, message: message, severity: InvalidSource.meta.severity)
    }

    /// A finding as LSP's `Diagnostic`. `texts` keeps the texts of the files its related places
    /// are in, for the next findings of the same publish: thousands of findings naming one
    /// declaration read its file once (issue #37), not once each.
    func lspDiagnostic(_ d: Diagnostic, in document: ServerDocument, texts: inout [String: ServerDocument?]) -> JSON {
        let severity = switch d.severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
        var fields: [(String, JSON)] = [
            ("range", document.range(of: d, encoding).json),
            ("severity", .int(severity)),
            ("code", .string(d.ruleID.name)),
            ("codeDescription", .object([("href", .string(LanguageServer.rulesReference + d.ruleID.name))])),
            ("source", .string("eqlint")),
            ("message", .string(d.message)),
        ]
        if !d.related.isEmpty, let root = document.projectRoot {
            var related: [JSON] = []
            for place in d.related {
                let path = Paths.absolute(place.path, base: root)
                if texts[path] == nil { texts[path] = .some(text(of: path)) }
                guard let text = texts[path] ?? nil else { continue }
                let range = text.range(ofBytes: place.range, encoding)
                related.append(.object([
                    ("location", .object([("uri", .string(text.uri)), ("range", range.json)])),
                    ("message", .string(place.message)),
                ]))
            }
            if !related.isEmpty { fields.append(("relatedInformation", .array(related))) }
        }
        return .object(fields)
    }

    /// The text of a file as the editor holds it when open, else as on the disk.
    func text(of path: String) -> ServerDocument? {
        let uri = LanguageServer.uri(of: path)
        if let open = documents[uri] { return open }
        if let open = documents.values.first(where: { $0.path == path }) { return open }
        guard case .success(let bytes) = FileReader.read(path) else { return nil }
        return ServerDocument(uri: uri, path: path, version: 0, bytes: bytes)
    }
}
