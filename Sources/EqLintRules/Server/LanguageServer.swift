/// `eqlint lsp`: a language server over standard input and output (LSP 3.17), a front like
/// the CLI (STYLE.md §4). Each open document is linted from its unsaved text exactly as
/// `eqlint lint --stdin-path PATH` lints it: its project found from its path, the rest of
/// the project feeding the index. Messages are handled one at a time, in order, so the
/// diagnostics published for a document are always those of its latest version.
public final class LanguageServer {
    enum ErrorCode {
        static let parseError = -32700
        static let invalidRequest = -32600
        static let methodNotFound = -32601
        static let invalidParams = -32602
        static let serverNotInitialized = -32002
    }

    static let fixAllKind = "source.fixAll.eqlint"

    private var stream: MessageStream
    private var documents: [String: ServerDocument] = [:]
    private var encoding = PositionEncoding.utf16
    private var initialized = false
    private var shuttingDown = false

    init(stream: MessageStream) { self.stream = stream }

    /// Serves until `exit` or the end of the input: 0 after `shutdown`, else 1.
    public static func run() -> Int32 {
        LanguageServer(stream: MessageStream()).serve()
    }

    func serve() -> Int32 {
        while true {
            switch stream.next() {
            case .end:
                return shuttingDown ? 0 : 1
            case .badHeader:
                sendError(id: .null, ErrorCode.parseError, "a message header without a valid Content-Length")
            case .body(let body):
                guard let message = JSON.parse(body) else {
                    sendError(id: .null, ErrorCode.parseError, "the message is not valid JSON")
                    continue
                }
                if let status = handle(message) { return status }
            }
        }
    }

    /// Handles one message; the exit status when it is `exit`.
    func handle(_ message: JSON) -> Int32? {
        guard message.isObject, let method = message["method"]?.string else {
            // A response to a request of ours (we send none) is ignored; anything else is invalid.
            if message.isObject, message["id"] != nil, message["result"] != nil || message["error"] != nil { return nil }
            sendError(id: validID(message["id"]) ?? .null, ErrorCode.invalidRequest, "not a JSON-RPC request or notification")
            return nil
        }
        let params = message["params"] ?? .null
        guard let id = message["id"] else {
            return notification(method, params)
        }
        guard validID(id) != nil else {
            sendError(id: .null, ErrorCode.invalidRequest, "a request id is a number or a string")
            return nil
        }
        if shuttingDown {
            sendError(id: id, ErrorCode.invalidRequest, "the server is shutting down")
            return nil
        }
        if !initialized && method != "initialize" {
            sendError(id: id, ErrorCode.serverNotInitialized, "the server is not initialized")
            return nil
        }
        switch method {
        case "initialize":
            respond(id, initialize(params))
        case "shutdown":
            shuttingDown = true
            respond(id, .null)
        case "textDocument/codeAction":
            respond(id, codeActions(params))
        case "textDocument/hover":
            respond(id, hover(params))
        default:
            sendError(id: id, ErrorCode.methodNotFound, "unknown method '\(method)'")
        }
        return nil
    }

    func validID(_ id: JSON?) -> JSON? {
        switch id {
        case .string?, .number?: return id
        default: return nil
        }
    }

    func notification(_ method: String, _ params: JSON) -> Int32? {
        if method == "exit" { return shuttingDown ? 0 : 1 }
        guard initialized, !shuttingDown else { return nil }
        switch method {
        case "textDocument/didOpen":
            guard let item = params["textDocument"], let uri = item["uri"]?.string, let text = item["text"]?.string else { return nil }
            var document = ServerDocument(uri: uri, path: LanguageServer.path(of: uri) ?? "", version: item["version"]?.int ?? 0,
                                          bytes: Array(text.utf8))
            lint(&document)
            documents[uri] = document
        case "textDocument/didChange":
            guard let uri = params["textDocument"]?["uri"]?.string, var document = documents[uri],
                  let changes = params["contentChanges"]?.array else { return nil }
            for change in changes {
                guard let text = change["text"]?.string else { continue }
                document.apply(text, in: LSPRange(change["range"]), encoding)
            }
            document.version = params["textDocument"]?["version"]?.int ?? document.version + 1
            lint(&document)
            documents[uri] = document
        case "textDocument/didSave":
            guard let uri = params["textDocument"]?["uri"]?.string, var document = documents[uri] else { return nil }
            if let text = params["text"]?.string { document.bytes = Array(text.utf8) }
            lint(&document)
            documents[uri] = document
        case "textDocument/didClose":
            guard let uri = params["textDocument"]?["uri"]?.string, documents.removeValue(forKey: uri) != nil else { return nil }
            send(notification: "textDocument/publishDiagnostics", .object([("uri", .string(uri)), ("diagnostics", .array([]))]))
        default:
            break  // `initialized`, `$/...` and any other notification: nothing to do.
        }
        return nil
    }

    // MARK: Lifecycle

    func initialize(_ params: JSON) -> JSON {
        let offered = params["capabilities"]?["general"]?["positionEncodings"]?.array?.compactMap(\.string) ?? []
        // The first the client lists that we speak; UTF-16 when it lists none of ours.
        encoding = offered.lazy.compactMap(PositionEncoding.init(rawValue:)).first ?? .utf16
        initialized = true
        let capabilities: JSON = .object([
            ("positionEncoding", .string(encoding.rawValue)),
            ("textDocumentSync", .object([
                ("openClose", .bool(true)),
                ("change", .int(2)),
                ("save", .object([("includeText", .bool(false))])),
            ])),
            ("hoverProvider", .bool(true)),
            ("codeActionProvider", .object([
                ("codeActionKinds", .array([.string("quickfix"), .string(LanguageServer.fixAllKind)])),
            ])),
        ])
        return .object([
            ("capabilities", capabilities),
            ("serverInfo", .object([("name", .string("eqlint")), ("version", .string(eqlintVersion))])),
        ])
    }

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
        return String(decoding: out, as: UTF8.self)
    }

    /// Lints the document's text as `--stdin-path` does, and publishes what it finds.
    func lint(_ document: inout ServerDocument) {
        document.diagnostics = []
        if !document.path.isEmpty {
            do {
                document.diagnostics = try LanguageServer.findings(path: document.path, bytes: document.bytes)
            } catch {
                send(notification: "window/showMessage", .object([
                    ("type", .int(1)), ("message", .string("eqlint: \(error.description)")),
                ]))
            }
        }
        let published = document.diagnostics.map { lspDiagnostic($0, in: document) }
        send(notification: "textDocument/publishDiagnostics", .object([
            ("uri", .string(document.uri)), ("version", .int(document.version)), ("diagnostics", .array(published)),
        ]))
    }

    /// The findings of `bytes` linted as the file at `path`, within the project of `path`.
    static func findings(path: String, bytes: [UInt8]) throws(ConfigError) -> [Diagnostic] {
        let cwd = Paths.currentDirectory
        let projects = try ProjectPlan.projects(paths: [], stdinPath: path, explicit: nil, cwd: cwd)
        guard let project = projects.first(where: \.takesStandardInput) else { return [] }
        var request = LintRequest(configuration: project.configuration)
        request.projectRoot = project.root
        request.jobs = CommandLineTool.defaultJobs
        request.cacheDirectory = SummaryCache.defaultDirectory
        request.standardInput = (path, bytes)
        let shown = Paths.display(path, cwd: cwd)
        var found = try LintEngine.run(request).diagnostics.filter { $0.path == shown }
        // The project's configured baseline covers its findings, as in `eqlint lint`.
        if let recorded = project.configuration.baseline {
            found = try Baseline.load(Paths.absolute(recorded, base: project.configuration.directory)).filter(found)
        }
        return found.sorted(by: Diagnostic.reportOrder)
    }

    func lspDiagnostic(_ d: Diagnostic, in document: ServerDocument) -> JSON {
        let severity = switch d.severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
        return .object([
            ("range", document.range(of: d, encoding).json),
            ("severity", .int(severity)),
            ("code", .string(d.ruleID)),
            ("source", .string("eqlint")),
            ("message", .string(d.message)),
        ])
    }

    // MARK: Code actions and hover

    /// Findings of an open document whose range touches `range`.
    func findings(_ params: JSON, touching range: LSPRange) -> (ServerDocument, [Diagnostic])? {
        guard let uri = params["textDocument"]?["uri"]?.string, let document = documents[uri] else { return nil }
        return (document, document.diagnostics.filter { document.range(of: $0, encoding).touches(range) })
    }

    func workspaceEdit(_ uri: String, _ edits: [JSON]) -> JSON {
        .object([("changes", .object([(uri, .array(edits))]))])
    }

    func textEdit(_ range: LSPRange, _ text: String) -> JSON {
        .object([("range", range.json), ("newText", .string(text))])
    }

    func codeActions(_ params: JSON) -> JSON {
        guard let range = LSPRange(params["range"]), let (document, found) = findings(params, touching: range) else { return .array([]) }
        let only = params["context"]?["only"]?.array?.compactMap(\.string)
        // A kind asked for covers its sub-kinds: `source` covers `source.fixAll.eqlint`.
        func wanted(_ kind: String) -> Bool {
            guard let only else { return true }
            return only.contains { kind == $0 || kind.hasPrefix($0 + ".") }
        }
        var actions: [JSON] = []
        if wanted("quickfix") {
            for d in found {
                let diagnostic = JSON.array([lspDiagnostic(d, in: document)])
                if let fix = d.fix {
                    let unsafe = fix.applicability == .unsafe
                    let edits = fix.edits.map { textEdit(document.range(ofBytes: $0.range, encoding), $0.replacement) }
                    actions.append(.object([
                        ("title", .string("\(d.ruleID): \(fix.title)\(unsafe ? " (unsafe)" : "")")),
                        ("kind", .string("quickfix")),
                        ("diagnostics", diagnostic),
                        ("isPreferred", .bool(!unsafe)),
                        ("edit", workspaceEdit(document.uri, edits)),
                    ]))
                }
                let line = document.range(of: d, encoding).start.line
                let (indent, lineBreak) = document.indentation(ofLine: line)
                let at = LSPPosition(line: line, character: 0)
                actions.append(.object([
                    ("title", .string("suppress \(d.ruleID) on this line")),
                    ("kind", .string("quickfix")),
                    ("diagnostics", diagnostic),
                    ("edit", workspaceEdit(document.uri, [
                        textEdit(LSPRange(start: at, end: at), "\(indent)// eqlint:disable:next \(d.ruleID)\(lineBreak)"),
                    ])),
                ]))
            }
        }
        if wanted(LanguageServer.fixAllKind), let edit = fixAll(document) {
            actions.append(.object([
                ("title", .string("eqlint: apply all safe fixes")),
                ("kind", .string(LanguageServer.fixAllKind)),
                ("edit", edit),
            ]))
        }
        return .array(actions)
    }

    /// The document's safe fixes, applied together by the CLI's applier, as one edit of
    /// the whole text; nil when there is none.
    func fixAll(_ document: ServerDocument) -> JSON? {
        let fixes = document.diagnostics.compactMap(\.fix).filter { $0.applicability == .safe }
        let result = FixApplier.apply(fixes, to: document.bytes)
        guard result.changed else { return nil }
        let whole = LSPRange(start: LSPPosition(line: 0, character: 0), end: document.position(ofByte: document.bytes.count, encoding))
        return workspaceEdit(document.uri, [textEdit(whole, String(decoding: result.bytes, as: UTF8.self))])
    }

    func hover(_ params: JSON) -> JSON {
        guard let at = LSPPosition(params["position"]),
              let (document, found) = findings(params, touching: LSPRange(start: at, end: at)), let d = found.first,
              let meta = Registry.meta(d.ruleID) else { return .null }
        let markdown = """
            **eqlint `\(d.ruleID)`**: \(d.message)

            ```text
            \(RuleDocs.explain(meta))```

            To suppress it, write `// eqlint:disable:next \(d.ruleID)` on the line above \
            (or `// eqlint:disable:this \(d.ruleID)` at the end of the line).
            """
        return .object([
            ("contents", .object([("kind", .string("markdown")), ("value", .string(markdown))])),
            ("range", document.range(of: d, encoding).json),
        ])
    }

    // MARK: Sending

    func respond(_ id: JSON, _ result: JSON) {
        stream.send(.object([("jsonrpc", .string("2.0")), ("id", id), ("result", result)]))
    }

    func sendError(id: JSON, _ code: Int, _ message: String) {
        stream.send(.object([
            ("jsonrpc", .string("2.0")), ("id", id),
            ("error", .object([("code", .int(code)), ("message", .string(message))])),
        ]))
    }

    func send(notification method: String, _ params: JSON) {
        stream.send(.object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)]))
    }
}
