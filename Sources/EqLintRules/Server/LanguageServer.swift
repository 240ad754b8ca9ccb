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

    let inbox: MessageInbox
    let writer: MessageWriter
    var documents: [String: ServerDocument] = [:]
    /// Documents changed in this burst, in the order first changed.
    var pending: [String] = []
    let workspaces = LintWorkspaces(jobs: ParallelMap.defaultJobs)
    var folders: [String] = []
    var encoding = PositionEncoding.utf16
    var initialized = false
    var shuttingDown = false
    var clientShowsProgress = false
    var clientWatchesFiles = false
    var nextRequestID = 1
    /// Ids (serialized) of requests cancelled in this burst.
    var cancelled: Set<String> = []
    /// The last message parsed held a lone UTF-16 surrogate (`\ud800`).
    var messageHadLoneSurrogate = false

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
            for workspace in workspaces.all where workspace.contains(document.path) { workspace.closeText(document.path) }
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
    func changed(_ uri: String) {
        if !pending.contains(uri) { pending.append(uri) }
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
