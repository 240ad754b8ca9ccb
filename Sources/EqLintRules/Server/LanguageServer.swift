/// `eqlint lsp`: a language server over standard input and output (LSP 3.17), a front like the CLI
/// (docs/architecture.md, "The pipeline"). Each workspace folder is its project (found as README,
/// "Use" says), indexed once at start and then kept in memory (the engine's `LintWorkspace`); a
/// document opened elsewhere brings its own project. The server maps URIs to paths and versions
/// to publishes; the engine does the rest. Open documents are linted from their unsaved text, which
/// stands in for the disk's in their project's index, so an edit in one re-publishes the others it
/// changes.
///
/// Messages are taken in bursts (all that have arrived): every change of a burst is applied
/// first, and each changed document is then linted once, at its latest version; requests of
/// the burst see the documents as they stand when they come. One thread does all of it, so a
/// document's published versions never go back.
public final class LanguageServer {
    enum ErrorCode {
        static let parseError = -32700
        static let invalidRequest = -32600
        static let methodNotFound = -32601
        static let invalidParams = -32602
        static let serverNotInitialized = -32002
        static let requestCancelled = -32800
    }

    static let fixAllKind = "source.fixAll.eqlint"
    static let progressToken = "eqlint/indexing"
    /// Larger documents are not analysed while they are edited.
    static let maxDocumentBytes = 8 << 20
    static let rulesReference = "https://github.com/eqlint/eqlint/blob/main/docs/rules.md#"

    private let inbox: MessageInbox
    private let writer: MessageWriter
    private var documents: [String: ServerDocument] = [:]
    /// Documents changed in this burst, in the order first changed.
    private var pending: [String] = []
    private let workspaces = LintWorkspaces(jobs: ParallelMap.defaultJobs)
    private var folders: [String] = []
    private var encoding = PositionEncoding.utf16
    private var initialized = false
    private var shuttingDown = false
    private var clientShowsProgress = false
    private var clientWatchesFiles = false
    private var nextRequestID = 1
    /// Ids (serialized) of requests cancelled in this burst.
    private var cancelled: Set<String> = []
    /// The last message parsed held a lone UTF-16 surrogate (`\ud800`).
    private var messageHadLoneSurrogate = false

    init(input: Int32, output: Int32) {
        inbox = MessageInbox(reading: input)
        writer = MessageWriter(output: output)
    }

    /// Serves until `exit` or the end of the input: 0 after `shutdown`, else 1.
    public static func run() -> Int32 {
        LanguageServer(input: 0, output: 1).serve()
    }

    func serve() -> Int32 {
        while true {
            let (frames, closed) = inbox.takeAll()
            var messages: [(message: JSON?, loneSurrogate: Bool)] = []
            for frame in frames {
                switch frame {
                case .badHeader:
                    sendError(id: .null, ErrorCode.parseError, "a message header without a valid Content-Length")
                case .body(let body):
                    var lone = false
                    messages.append((JSON.parse(body, loneSurrogate: &lone), lone))
                }
            }
            // A cancellation anywhere in the burst covers its request (not yet started).
            for case let (message?, _) in messages where message["method"]?.string == "$/cancelRequest" {
                if let id = message["params"]?["id"] { cancelled.insert(id.serialized) }
            }
            for (message, lone) in messages {
                guard let message else {
                    sendError(id: .null, ErrorCode.parseError, "the message is not valid JSON")
                    continue
                }
                messageHadLoneSurrogate = lone
                if let status = handle(message) { return status }
            }
            cancelled = []
            flush()
            if closed { return shuttingDown ? 0 : 1 }
        }
    }

    /// Handles one message; the exit status when it is `exit`.
    func handle(_ message: JSON) -> Int32? {
        guard message.isObject, let method = message["method"]?.string else {
            // A response to a request of ours is ignored; anything else is invalid.
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
        if cancelled.contains(id.serialized) {
            sendError(id: id, ErrorCode.requestCancelled, "the request was cancelled")
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
            flush()
            respond(id, codeActions(params))
        case "textDocument/hover":
            flush()
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
        case "initialized":
            indexWorkspace()
        case "textDocument/didOpen":
            guard let item = params["textDocument"], let uri = item["uri"]?.string, let text = item["text"]?.string else { return nil }
            var document = ServerDocument(uri: uri, path: LanguageServer.path(of: uri) ?? "", version: item["version"]?.int ?? 0,
                                          bytes: Array(text.utf8))
            document.notUnicode = messageHadLoneSurrogate
            documents[uri] = document
            changed(uri)
        case "textDocument/didChange":
            guard let uri = params["textDocument"]?["uri"]?.string, var document = documents[uri],
                  let changes = params["contentChanges"]?.array else { return nil }
            let version = params["textDocument"]?["version"]?.int ?? document.version + 1
            guard version > document.version else {
                logMessage(2, "eqlint: ignored a change to \(uri) at version \(version): the document is at version \(document.version)")
                return nil
            }
            for change in changes {
                guard let text = change["text"]?.string else { continue }
                let range = LSPRange(change["range"])
                document.apply(text, in: range, encoding)
                // A whole new text decides alone whether the document is Unicode.
                document.notUnicode = range == nil ? messageHadLoneSurrogate : document.notUnicode || messageHadLoneSurrogate
            }
            // The surrogate was read as U+FFFD: once none is left, neither is it.
            if document.notUnicode && !document.bytes.contains(subsequence: [0xEF, 0xBF, 0xBD]) { document.notUnicode = false }
            document.version = version
            documents[uri] = document
            changed(uri)
        case "textDocument/didSave":
            guard let uri = params["textDocument"]?["uri"]?.string, var document = documents[uri] else { return nil }
            if let text = params["text"]?.string { document.bytes = Array(text.utf8) }
            documents[uri] = document
            changed(uri)
        case "textDocument/didClose":
            guard let uri = params["textDocument"]?["uri"]?.string, let document = documents.removeValue(forKey: uri) else { return nil }
            pending.removeAll { $0 == uri }
            // Its own workspace and any other whose index holds the file (one it is nested in).
            for workspace in workspaces.all where workspace.contains(document.path) { workspace.removeOverlay(document.path) }
            // Its unsaved text may be what made its project unreadable (a nested configuration).
            retryBrokenProjects(containing: [document.path])
            send(notification: "textDocument/publishDiagnostics", .object([("uri", .string(uri)), ("diagnostics", .array([]))]))
        case "workspace/didChangeWatchedFiles":
            watchedFilesChanged(params["changes"]?.array ?? [])
        case "workspace/didChangeWorkspaceFolders":
            for folder in params["event"]?["removed"]?.array ?? [] {
                guard let path = folder["uri"]?.string.flatMap(LanguageServer.path(of:)) else { continue }
                folders.removeAll { $0 == path }
            }
            for folder in params["event"]?["added"]?.array ?? [] {
                guard let path = folder["uri"]?.string.flatMap(LanguageServer.path(of:)) else { continue }
                folders.append(path)
                _ = project(root: workspaces.root(of: path))
            }
            dropUnusedProjects()
        default:
            break  // `$/cancelRequest` (read with its burst), `$/setTrace` and anything else.
        }
        return nil
    }

    /// The document needs linting at the end of the burst.
    private func changed(_ uri: String) {
        if !pending.contains(uri) { pending.append(uri) }
    }

    // MARK: Lifecycle

    func initialize(_ params: JSON) -> JSON {
        let capabilities = params["capabilities"]
        let offered = capabilities?["general"]?["positionEncodings"]?.array?.compactMap(\.string) ?? []
        // The first the client lists that we speak; UTF-16 when it lists none of ours.
        encoding = offered.lazy.compactMap(PositionEncoding.init(rawValue:)).first ?? .utf16
        clientShowsProgress = capabilities?["window"]?["workDoneProgress"]?.bool == true
        clientWatchesFiles = capabilities?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.bool == true
        if let given = params["workspaceFolders"]?.array {
            folders = given.compactMap { $0["uri"]?.string.flatMap(LanguageServer.path(of:)) }
        } else if let root = params["rootUri"]?.string.flatMap(LanguageServer.path(of:)) ?? params["rootPath"]?.string {
            folders = [root]
        }
        initialized = true
        let serverCapabilities: JSON = .object([
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
            ("workspace", .object([
                ("workspaceFolders", .object([("supported", .bool(true)), ("changeNotifications", .bool(true))])),
            ])),
        ])
        return .object([
            ("capabilities", serverCapabilities),
            ("serverInfo", .object([("name", .string("eqlint")), ("version", .string(eqlintVersion))])),
        ])
    }

    /// After `initialized`: watch the files, and index every workspace folder, with progress
    /// when the client shows it.
    func indexWorkspace() {
        if clientWatchesFiles {
            // JSON files for the configured baselines, whatever their names.
            let watchers: [JSON] = ["**/*.swift", "**/.eqlint.yml", "**/*.json"].map { .object([("globPattern", .string($0))]) }
            sendRequest("client/registerCapability", .object([("registrations", .array([.object([
                ("id", .string("eqlint/watched-files")),
                ("method", .string("workspace/didChangeWatchedFiles")),
                ("registerOptions", .object([("watchers", .array(watchers))])),
            ])]))]))
        }
        let roots = folders.map { workspaces.root(of: $0) }
        guard !roots.isEmpty else { return }
        if clientShowsProgress {
            sendRequest("window/workDoneProgress/create", .object([("token", .string(LanguageServer.progressToken))]))
            progress([("kind", .string("begin")), ("title", .string("eqlint: indexing")), ("percentage", .int(0))])
        }
        var files = 0
        for (k, root) in roots.enumerated() {
            if clientShowsProgress {
                progress([("kind", .string("report")), ("message", .string(root)), ("percentage", .int(100 * k / roots.count))])
            }
            files += project(root: root)?.fileCount ?? 0
        }
        if clientShowsProgress {
            progress([("kind", .string("end")), ("message", .string("\(files) files in \(roots.count) project\(roots.count == 1 ? "" : "s")"))])
        }
    }

    func progress(_ value: [(String, JSON)]) {
        send(notification: "$/progress", .object([("token", .string(LanguageServer.progressToken)), ("value", .object(value))]))
    }

    // MARK: Projects

    /// The project at `root`, loaded on first use; nil (said once) when its configuration
    /// cannot be read. `shown`: the error already shown for it, not shown again.
    func project(root: String, shown: ConfigError? = nil) -> LintWorkspace? {
        do {
            guard let (workspace, isNew) = try workspaces.workspace(root: root) else { return nil }
            if isNew {
                // The open documents it indexes stand in for the disk: its own, and those of
                // projects nested below its root.
                for uri in documents.keys.sorted() {
                    guard let document = documents[uri], workspace.contains(document.path),
                          document.bytes.count <= LanguageServer.maxDocumentBytes else { continue }
                    workspace.overlay(document.path, document.bytes)
                }
            }
            return workspace
        } catch {
            broken(root, error, shown: shown)
            return nil
        }
    }

    /// The project at `root` cannot be read: its documents get no findings; the error is
    /// shown unless it is `shown`.
    func broken(_ root: String, _ error: ConfigError, shown: ConfigError?) {
        workspaces.markBroken(root, error)
        if error.description != shown?.description {
            send(notification: "window/showMessage", .object([
                ("type", .int(1)), ("message", .string("eqlint: \(error.description)")),
            ]))
        }
    }

    /// Projects whose configuration could not be read and that hold one of `paths` are loaded
    /// again, their documents linted again (an error already shown is not shown again).
    func retryBrokenProjects(containing paths: [String]) {
        var roots: Set<String> = []
        for path in paths {
            for root in workspaces.broken.keys where path.hasPrefix(root == "/" ? "/" : root + "/") { roots.insert(root) }
        }
        for root in roots.sorted() {
            let shown = workspaces.retry(root)
            guard project(root: root, shown: shown) != nil else { continue }
            for uri in documents.keys.sorted() where documents[uri]?.projectRoot == root { changed(uri) }
        }
    }

    /// Projects that met a nested configuration they cannot read (for a file new to them)
    /// are dropped as if it had been found at load; their documents are linted again.
    func dropBrokenProjects() {
        for workspace in workspaces.all {
            guard let error = workspace.configurationError else { continue }
            let root = workspace.root
            broken(root, error, shown: nil)
            for uri in documents.keys.sorted() where documents[uri]?.projectRoot == root { changed(uri) }
        }
    }

    /// Projects neither a workspace folder nor an open document needs any more are let go.
    func dropUnusedProjects() {
        var used = Set(folders.map { workspaces.root(of: $0) })
        for document in documents.values { if let root = document.projectRoot { used.insert(root) } }
        workspaces.keep(only: used)
    }

    /// Files changed on the disk: each project re-reads its own; a configuration file changed
    /// reloads every project (roots may move) and re-lints every open document.
    func watchedFilesChanged(_ changes: [JSON]) {
        var configurationChanged = false
        var swiftFiles: [String] = []
        for change in changes {
            guard let path = change["uri"]?.string.flatMap(LanguageServer.path(of:)) else { continue }
            if path.hasSuffix("/.eqlint.yml") { configurationChanged = true; continue }
            if path.hasSuffix(".json") {
                // A configured baseline rewritten (`eqlint --write-baseline`): read it again.
                for workspace in workspaces.all where workspace.baselinePath == path { workspace.reloadBaseline() }
                continue
            }
            guard path.hasSuffix(".swift") else { continue }
            workspaces.diskChanged(path)
            swiftFiles.append(path)
        }
        // A project whose configuration could not be read (it names an `included` folder that
        // did not exist) may read now that files come and go in it.
        if !configurationChanged { retryBrokenProjects(containing: swiftFiles) }
        guard configurationChanged else { return }
        workspaces.reset()
        for root in Set(folders.map { workspaces.root(of: $0) }) { _ = project(root: root) }
        for uri in documents.keys.sorted() { changed(uri) }
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

    /// Lints the documents changed in this burst, then every other open document whose
    /// project's index changed meanwhile; publishes what changed.
    func flush() {
        // Re-linting a document may change its project's index again: until nothing moves.
        var moved = true
        while moved {
            dropBrokenProjects()
            let batch = pending
            pending = []
            for uri in batch { lint(uri, publishing: true) }
            moved = !batch.isEmpty
            for uri in documents.keys.sorted() {
                guard let document = documents[uri], let root = document.projectRoot,
                      let workspace = workspaces.loadedWorkspace(root: root), document.generation != workspace.generation else { continue }
                lint(uri, publishing: false)
                moved = true
            }
        }
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
                document.diagnostics = workspace.findings(of: document.path, text: document.bytes)
                document.generation = workspace.generation
                if document.notUnicode {
                    for k in document.diagnostics.indices { document.diagnostics[k].fix = nil }
                    document.diagnostics.insert(LanguageServer.documentProblem(document.path,
                        "the text is not valid Unicode: it holds a lone UTF-16 surrogate (read as U+FFFD)"), at: 0)
                }
            }
            // A project whose root is above this one (its root has no `.eqlint.yml` while this
            // folder has) indexes the file too: the unsaved text stands in for the disk there.
            for other in workspaces.all where other.root != root && other.contains(document.path) {
                other.overlay(document.path, document.bytes)
            }
        }
        documents[uri] = document
        guard always || document.diagnostics != before else { return }
        let published = document.diagnostics.map { lspDiagnostic($0, in: document) }
        send(notification: "textDocument/publishDiagnostics", .object([
            ("uri", .string(document.uri)), ("version", .int(document.version)), ("diagnostics", .array(published)),
        ]))
    }

    /// An `invalid_source` error at the document's start.
    static func documentProblem(_ path: String, _ message: String) -> Diagnostic {
        InvalidSource.wholeFile(path: path, message: message, severity: InvalidSource.meta.severity)
    }

    func lspDiagnostic(_ d: Diagnostic, in document: ServerDocument) -> JSON {
        let severity = switch d.severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
        var fields: [(String, JSON)] = [
            ("range", document.range(of: d, encoding).json),
            ("severity", .int(severity)),
            ("code", .string(d.ruleID)),
            ("codeDescription", .object([("href", .string(LanguageServer.rulesReference + d.ruleID))])),
            ("source", .string("eqlint")),
            ("message", .string(d.message)),
        ]
        if !d.related.isEmpty, let root = document.projectRoot {
            var related: [JSON] = []
            for place in d.related {
                let path = Paths.absolute(place.path, base: root)
                guard let text = text(of: path) else { continue }
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
        writer.send(.object([("jsonrpc", .string("2.0")), ("id", id), ("result", result)]))
    }

    func sendError(id: JSON, _ code: Int, _ message: String) {
        writer.send(.object([
            ("jsonrpc", .string("2.0")), ("id", id),
            ("error", .object([("code", .int(code)), ("message", .string(message))])),
        ]))
    }

    func send(notification method: String, _ params: JSON) {
        writer.send(.object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)]))
    }

    /// A request to the client; its answer is read and ignored.
    func sendRequest(_ method: String, _ params: JSON) {
        let id = "eqlint-\(nextRequestID)"
        nextRequestID += 1
        writer.send(.object([("jsonrpc", .string("2.0")), ("id", .string(id)), ("method", .string(method)), ("params", params)]))
    }

    /// `window/logMessage`: 1 error, 2 warning, 3 info, 4 log.
    func logMessage(_ type: Int, _ message: String) {
        send(notification: "window/logMessage", .object([("type", .int(type)), ("message", .string(message))]))
    }
}

extension Array where Element == UInt8 {
    /// True when `needle` occurs in the bytes (a scan for its first byte, then a compare).
    func contains(subsequence needle: [UInt8]) -> Bool {
        guard let first = needle.first, needle.count <= count else { return needle.isEmpty }
        return withUnsafeBufferPointer { hay in
            needle.withUnsafeBufferPointer { n in
                var i = 0
                let last = hay.count - n.count
                while i <= last {
                    if hay[i] == first && memcmp(hay.baseAddress! + i, n.baseAddress!, n.count) == 0 { return true }
                    i += 1
                }
                return false
            }
        }
    }
}
