import Foundation
import Testing

/// An LSP client for the tests: starts `eqlint lsp` over pipes in the scratch folder and
/// exchanges real `Content-Length` framed messages with it.
final class LSPClient: @unchecked Sendable {
    let process = Process()
    private let input = Pipe(), output = Pipe()
    private let condition = NSCondition()
    private var buffer = Data()
    private var ended = false
    /// Messages read and not yet taken by `next`.
    private var pending: [[String: Any]] = []
    let cli: CLI

    init(_ cli: CLI, arguments: [String] = ["lsp"]) throws {
        self.cli = cli
        process.executableURL = CLI.binary
        process.arguments = arguments
        process.currentDirectoryURL = cli.dir
        var env = ProcessInfo.processInfo.environment
        env["XDG_CACHE_HOME"] = cli.dir.appendingPathComponent(".cache").path
        process.environment = env
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let reading = output.fileHandleForReading
        Thread.detachNewThread { [self] in
            while true {
                let data = reading.availableData
                condition.lock()
                if data.isEmpty { ended = true } else { buffer.append(data) }
                condition.broadcast()
                condition.unlock()
                if data.isEmpty { return }
            }
        }
    }

    func uri(_ path: String) -> String { cli.dir.appendingPathComponent(path).absoluteString }

    /// Bytes as they are, unframed.
    func write(_ bytes: String) { input.fileHandleForWriting.write(Data(bytes.utf8)) }

    func sendRaw(_ body: Data) {
        var framed = Data("Content-Length: \(body.count)\r\n\r\n".utf8)
        framed.append(body)
        input.fileHandleForWriting.write(framed)
    }

    func send(_ message: [String: Any]) throws {
        var message = message
        message["jsonrpc"] = "2.0"
        sendRaw(try JSONSerialization.data(withJSONObject: message))
    }

    func notify(_ method: String, _ params: [String: Any] = [:]) throws { try send(["method": method, "params": params]) }

    /// The next message from the server, or nil after `timeout` seconds (or at its end).
    func next(timeout: Double = 5) -> [String: Any]? {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let message = takeFrame() { return message }
            if ended || !condition.wait(until: deadline) { return takeFrame() }
        }
    }

    private func takeFrame() -> [String: Any]? {
        guard let headerEnd = buffer.range(of: Data("\r\n\r\n".utf8)) else { return nil }
        let header = String(decoding: buffer[buffer.startIndex..<headerEnd.lowerBound], as: UTF8.self)
        guard let lengthText = header.split(separator: "\r\n").first(where: { $0.hasPrefix("Content-Length: ") })?
                .dropFirst("Content-Length: ".count), let length = Int(lengthText) else { return nil }
        guard buffer.count - (headerEnd.upperBound - buffer.startIndex) >= length else { return nil }
        let body = buffer[headerEnd.upperBound..<(headerEnd.upperBound + length)]
        buffer = Data(buffer[(headerEnd.upperBound + length)...])
        return (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? ["unparsable": String(decoding: body, as: UTF8.self)]
    }

    /// Reads until a message satisfies `match`; the others are kept for later.
    func wait(timeout: Double = 5, for match: ([String: Any]) -> Bool) -> [String: Any]? {
        if let k = pending.firstIndex(where: match) { return pending.remove(at: k) }
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline, let message = next(timeout: deadline.timeIntervalSinceNow) {
            if match(message) { return message }
            pending.append(message)
        }
        return nil
    }

    var requestCount = 0

    /// Sends a request and waits for its response.
    func request(_ method: String, _ params: [String: Any] = [:]) throws -> [String: Any]? {
        requestCount += 1
        let id = requestCount
        try send(["id": id, "method": method, "params": params])
        return wait { $0["id"] as? Int == id && $0["method"] == nil }
    }

    /// `initialize` offering `encodings` (none: the client says nothing), then `initialized`.
    func initialize(encodings: [String]? = nil) throws -> [String: Any]? {
        var capabilities: [String: Any] = [:]
        if let encodings { capabilities["general"] = ["positionEncodings": encodings] }
        let response = try request("initialize", ["processId": NSNull(), "rootUri": cli.dir.absoluteString, "capabilities": capabilities])
        try notify("initialized")
        return (response?["result"] as? [String: Any])?["capabilities"] as? [String: Any]
    }

    func open(_ path: String, _ text: String, version: Int = 1) throws {
        try notify("textDocument/didOpen", ["textDocument": ["uri": uri(path), "languageId": "swift", "version": version, "text": text]])
    }

    /// The next `publishDiagnostics` of `path`: its version and diagnostics.
    func diagnostics(_ path: String) -> (version: Int?, items: [[String: Any]])? {
        let target = uri(path)
        guard let message = wait(for: { $0["method"] as? String == "textDocument/publishDiagnostics"
                && ($0["params"] as? [String: Any])?["uri"] as? String == target }),
              let params = message["params"] as? [String: Any] else { return nil }
        return (params["version"] as? Int, params["diagnostics"] as? [[String: Any]] ?? [])
    }

    /// Closes the input and waits for the exit status (nil if it does not exit in time).
    func finish(timeout: Double = 5) -> Int32? {
        try? input.fileHandleForWriting.close()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning { process.terminate(); return nil }
        return process.terminationStatus
    }
}

func range(_ diagnostic: [String: Any]?) -> [Int] {
    let r = diagnostic?["range"] as? [String: Any]
    let s = r?["start"] as? [String: Any], e = r?["end"] as? [String: Any]
    return [s?["line"], s?["character"], e?["line"], e?["character"]].map { $0 as? Int ?? -1 }
}

func position(_ line: Int, _ character: Int) -> [String: Any] { ["line": line, "character": character] }

/// The text edits of a code action, for the one document.
func edits(_ action: [String: Any]) -> [[String: Any]] {
    let changes = (action["edit"] as? [String: Any])?["changes"] as? [String: Any]
    return changes?.values.first as? [[String: Any]] ?? []
}

@Suite struct LSPTests {
    /// `Card` on a line with 'é' (1 UTF-16 unit, 2 bytes) and '🎉' (2 units, 4 bytes) before it.
    static let emojiCard = "/* é🎉 */ struct Card: View {\n    let title: String\n    let onTap: () -> Void\n    var body: some View { Text(title) }\n}\n"

    @Test func rangesInTheNegotiatedEncoding() throws {
        let cli = try CLI(); defer { cli.cleanUp() }
        // (offered, negotiated, start and end character of 'Card')
        for (offered, negotiated, start, end) in [(["utf-16"], "utf-16", 17, 21), (["utf-8", "utf-16"], "utf-8", 20, 24),
                                                   (nil, "utf-16", 17, 21), (["utf-32"], "utf-16", 17, 21)] {
            let client = try LSPClient(cli)
            let capabilities = try client.initialize(encodings: offered)
            #expect(capabilities?["positionEncoding"] as? String == negotiated)
            #expect(capabilities?["hoverProvider"] as? Bool == true)
            let sync = capabilities?["textDocumentSync"] as? [String: Any]
            #expect(sync?["change"] as? Int == 2 && sync?["openClose"] as? Bool == true && sync?["save"] != nil)
            let kinds = (capabilities?["codeActionProvider"] as? [String: Any])?["codeActionKinds"] as? [String]
            #expect(kinds == ["quickfix", "source.fixAll.eqlint"])
            try client.open("Card.swift", LSPTests.emojiCard, version: 4)
            let published = client.diagnostics("Card.swift")
            #expect(published?.version == 4)
            #expect(published?.items.count == 1)
            let d = published?.items.first
            #expect(range(d) == [0, start, 0, end], "\(negotiated)")
            #expect(d?["code"] as? String == "view_not_equatable")
            #expect(d?["source"] as? String == "eqlint")
            #expect(d?["severity"] as? Int == 2)
            #expect((d?["message"] as? String)?.hasPrefix("'Card' is not Equatable") == true)
            #expect(try client.request("shutdown")?["result"] is NSNull)
            try client.notify("exit")
            #expect(client.finish() == 0)
        }
    }

    @Test func incrementalChangesAreAppliedAndLinted() throws {
        let cli = try CLI(); defer { cli.cleanUp() }
        let client = try LSPClient(cli)
        _ = try client.initialize(encodings: ["utf-16"])
        try client.open("Card.swift", LSPTests.emojiCard)
        #expect(client.diagnostics("Card.swift")?.items.count == 1)
        // Rename 'Card' to 'Tile' (a range after 'é🎉', in UTF-16 units), then make 'onTap' an Int.
        try client.notify("textDocument/didChange", [
            "textDocument": ["uri": client.uri("Card.swift"), "version": 2],
            "contentChanges": [
                ["range": ["start": position(0, 17), "end": position(0, 21)], "text": "Tile"],
                ["range": ["start": position(2, 15), "end": position(2, 25)], "text": "Int"],
            ],
        ])
        let cleared = client.diagnostics("Card.swift")
        #expect(cleared?.version == 2)
        #expect(cleared?.items.isEmpty == true)
        // Back to a closure: the finding returns, on 'Tile', at the next version.
        try client.notify("textDocument/didChange", [
            "textDocument": ["uri": client.uri("Card.swift"), "version": 3],
            "contentChanges": [["range": ["start": position(2, 15), "end": position(2, 18)], "text": "() -> Void"]],
        ])
        let back = client.diagnostics("Card.swift")
        #expect(back?.version == 3)
        #expect(range(back?.items.first) == [0, 17, 0, 21])
        #expect((back?.items.first?["message"] as? String)?.hasPrefix("'Tile' is not Equatable") == true)
        for (version, type) in [(5, "Int"), (6, "String"), (7, "() -> Void")] {
            try client.notify("textDocument/didChange", [
                "textDocument": ["uri": client.uri("Card.swift"), "version": version],
                "contentChanges": [["range": ["start": position(2, 15), "end": position(2, 100)], "text": type]],
            ])
        }
        // A burst of changes: coalesced (each change of what has arrived applied, then one
        // lint), published in order, the last for the last version.
        var burst: [(version: Int?, items: [[String: Any]])] = []
        while burst.count < 3, let published = client.diagnostics("Card.swift") {
            burst.append(published)
            if published.version == 7 { break }
        }
        #expect(burst.last?.version == 7)
        #expect(burst.last?.items.count == 1)
        #expect(zip(burst, burst.dropFirst()).allSatisfy { ($0.version ?? 0) < ($1.version ?? 0) })
        // Saving lints again, at the same version.
        try client.notify("textDocument/didSave", ["textDocument": ["uri": client.uri("Card.swift")]])
        let saved = client.diagnostics("Card.swift")
        #expect(saved?.version == 7 && saved?.items.count == 1)
        // A whole-text change, then close: the diagnostics are cleared.
        try client.notify("textDocument/didChange", [
            "textDocument": ["uri": client.uri("Card.swift"), "version": 8],
            "contentChanges": [["text": "let x = 1\n"]],
        ])
        #expect(client.diagnostics("Card.swift").map { ($0.version, $0.items.count) } ?? (nil, -1) == (8, 0))
        try client.notify("textDocument/didClose", ["textDocument": ["uri": client.uri("Card.swift")]])
        #expect(client.diagnostics("Card.swift")?.items.isEmpty == true)
        #expect(try client.request("shutdown")?["result"] is NSNull)
        try client.notify("exit")
        #expect(client.finish() == 0)
    }

    @Test func malformedAndUnknownMessagesGetErrorsAndTheServerGoesOn() throws {
        let cli = try CLI(); defer { cli.cleanUp() }
        let client = try LSPClient(cli)
        // Before `initialize`, a request is refused.
        let early = try client.request("textDocument/hover", [:])
        #expect((early?["error"] as? [String: Any])?["code"] as? Int == -32002)
        _ = try client.initialize()
        client.sendRaw(Data("{\"jsonrpc\": \"2.0\", \"id\": 9, \"method\": ".utf8))
        let parse = client.next()
        #expect((parse?["error"] as? [String: Any])?["code"] as? Int == -32700)
        #expect(parse?["id"] is NSNull)
        client.write("Content-Type: application/json\r\n\r\n")  // no Content-Length
        let header = client.next()
        #expect((header?["error"] as? [String: Any])?["code"] as? Int == -32700)
        try client.send(["id": 10, "params": [:]])
        let invalid = client.next()
        #expect((invalid?["error"] as? [String: Any])?["code"] as? Int == -32600)
        #expect(invalid?["id"] as? Int == 10)
        try client.notify("eqlint/notAThing", ["x": 1])  // ignored: no answer
        let unknown = try client.request("eqlint/notAThing", ["x": 1])
        #expect((unknown?["error"] as? [String: Any])?["code"] as? Int == -32601)
        // Still serving: a document is linted.
        try client.open("Card.swift", Samples.notEquatable)
        #expect(client.diagnostics("Card.swift")?.items.count == 1)
        #expect(try client.request("shutdown")?["result"] is NSNull)
        let after = try client.request("textDocument/hover", [:])
        #expect((after?["error"] as? [String: Any])?["code"] as? Int == -32600)
        try client.notify("exit")
        #expect(client.finish() == 0)
    }

    @Test func exitStatuses() throws {
        let cli = try CLI(); defer { cli.cleanUp() }
        let noShutdown = try LSPClient(cli)
        _ = try noShutdown.initialize()
        try noShutdown.notify("exit")
        #expect(noShutdown.finish() == 1)
        let inputClosed = try LSPClient(cli)
        _ = try inputClosed.initialize()
        #expect(inputClosed.finish() == 1)
        // `--stdio`, as many clients' configurations pass it, names the one transport there is.
        let shutDown = try LSPClient(cli, arguments: ["lsp", "--stdio"])
        _ = try shutDown.initialize()
        _ = try shutDown.request("shutdown")
        #expect(shutDown.finish() == 0)
        let help = try cli.run(["lsp", "--help"])
        #expect(help.status == 0 && help.stdout.contains("eqlint lsp") && help.stdout.contains("source.fixAll.eqlint"))
        let extra = try cli.run(["lsp", "extra"])
        #expect(extra.status == 2 && extra.stderr.contains("lsp takes no arguments"))
    }

    @Test func codeActionsFixAndSuppress() throws {
        let cli = try CLI(); defer { cli.cleanUp() }
        let client = try LSPClient(cli)
        _ = try client.initialize(encodings: ["utf-16"])
        let text = "enum Screens {\n    struct Card: View {\n        let onTap: () -> Void\n        var body: some View { Text(\"é🎉\") }\n    }\n}\n"
            + Samples.hashMismatch
        try client.open("Screens.swift", text)
        let published = client.diagnostics("Screens.swift")?.items ?? []
        #expect(published.compactMap { $0["code"] as? String } == ["view_not_equatable", "hashable_equatable_mismatch"])
        let uri = client.uri("Screens.swift")
        func actions(_ line: Int, only: [String]? = nil) throws -> [[String: Any]] {
            var context: [String: Any] = ["diagnostics": []]
            if let only { context["only"] = only }
            let response = try client.request("textDocument/codeAction", [
                "textDocument": ["uri": uri], "range": ["start": position(line, 0), "end": position(line, 200)], "context": context,
            ])
            return response?["result"] as? [[String: Any]] ?? []
        }
        // The view: no fix, a suppression with the line's indentation.
        let onCard = try actions(1)
        let suppress = onCard.first { ($0["title"] as? String)?.hasPrefix("suppress view_not_equatable") == true }
        #expect(suppress?["kind"] as? String == "quickfix")
        let insert = edits(suppress ?? [:])
        #expect(insert.count == 1 && range(insert.first) == [1, 0, 1, 0])
        #expect(insert.first?["newText"] as? String == "    // eqlint:disable:next view_not_equatable\n")
        #expect(!onCard.contains { ($0["title"] as? String)?.contains("hashable_equatable_mismatch") == true })
        // Applying the suppression clears the finding.
        try client.notify("textDocument/didChange", [
            "textDocument": ["uri": uri, "version": 2],
            "contentChanges": [["range": ["start": position(1, 0), "end": position(1, 0)], "text": insert.first?["newText"] as? String ?? ""]],
        ])
        let remaining = client.diagnostics("Screens.swift")?.items ?? []
        #expect(remaining.compactMap { $0["code"] as? String } == ["hashable_equatable_mismatch"])
        // The hash mismatch (now on line 7): its safe fix, preferred, and the fix-all.
        let onUser = try actions(7, only: ["quickfix"])
        let fix = onUser.first { ($0["title"] as? String)?.contains("insert 'hash(into:)'") == true }
        #expect(fix?["isPreferred"] as? Bool == true)
        #expect((fix?["title"] as? String)?.contains("(unsafe)") == false)
        #expect(edits(fix ?? [:]).first?["newText"] as? String == "\n    func hash(into hasher: inout Hasher) { hasher.combine(id) }")
        #expect(range(edits(fix ?? [:]).first) == [10, 70, 10, 70])
        #expect(!onUser.contains { $0["kind"] as? String == "source.fixAll.eqlint" })
        let fixAll = try actions(0, only: ["source.fixAll"])
        #expect(fixAll.count == 1 && fixAll.first?["kind"] as? String == "source.fixAll.eqlint")
        let whole = edits(fixAll.first ?? [:])
        #expect(range(whole.first) == [0, 0, 13, 0])
        #expect((whole.first?["newText"] as? String)?.contains("{ lhs.id == rhs.id }\n    func hash(into hasher: inout Hasher) { hasher.combine(id) }\n}") == true)
        #expect((whole.first?["newText"] as? String)?.contains("// eqlint:disable:next view_not_equatable") == true)
        // An unsafe fix says so and is not preferred; the fix-all leaves it out.
        try client.open("Hashing.swift", """
            struct User: Hashable {
                let id: Int
                var name: String
                static func == (lhs: User, rhs: User) -> Bool { lhs.id == rhs.id }
                func hash(into hasher: inout Hasher) { hasher.combine(id); hasher.combine(name) }
            }
            var signedIn: Set<User> = []

            """)
        #expect(client.diagnostics("Hashing.swift")?.items.count == 1)
        let hashingActions = try client.request("textDocument/codeAction", [
            "textDocument": ["uri": client.uri("Hashing.swift")], "range": ["start": position(0, 0), "end": position(6, 0)],
            "context": ["diagnostics": []],
        ])?["result"] as? [[String: Any]] ?? []
        let unsafe = hashingActions.first { ($0["title"] as? String)?.hasSuffix("(unsafe)") == true }
        #expect(unsafe?["isPreferred"] as? Bool == false)
        #expect(!edits(unsafe ?? [:]).isEmpty)
        #expect(!hashingActions.contains { $0["kind"] as? String == "source.fixAll.eqlint" })
        #expect(try client.request("shutdown")?["result"] is NSNull)
        try client.notify("exit")
        #expect(client.finish() == 0)
    }

    @Test func documentsAreLintedWithinTheirProject() throws {
        let cli = try CLI(); defer { cli.cleanUp() }
        // The view the screen uses is only on disk; the screen is only in the editor.
        try cli.write("Sources/SyncToggle.swift", Samples.toggle)
        try cli.write("Sources/Old.swift", Samples.notEquatable)
        #expect(try cli.run(["--write-baseline", "baseline.json", "Sources/Old.swift"]).status == 0)
        try cli.write(".eqlint.yml", "opt_in_rules: [view_not_equatable]\nbaseline: baseline.json\n")
        let client = try LSPClient(cli)
        _ = try client.initialize()
        try client.open("Sources/SettingsScreen.swift", Samples.screen)
        let screen = client.diagnostics("Sources/SettingsScreen.swift")?.items ?? []
        #expect(screen.compactMap { $0["code"] as? String } == ["closure_captures_state"])
        #expect(range(screen.first) == [4, 52, 4, 59])  // 'enabled', captured
        // The configured baseline covers the recorded finding, as in `eqlint lint`.
        try client.open("Sources/Old.swift", Samples.notEquatable)
        #expect(client.diagnostics("Sources/Old.swift")?.items.isEmpty == true)
        try client.open("Sources/New.swift", Samples.notEquatable.replacingOccurrences(of: "Card", with: "Tile"))
        #expect(client.diagnostics("Sources/New.swift")?.items.count == 1)
        #expect(try client.request("shutdown")?["result"] is NSNull)
        try client.notify("exit")
        #expect(client.finish() == 0)
    }

    @Test func changesInOneFileRepublishTheOthers() throws {
        let cli = try CLI(); defer { cli.cleanUp() }
        let handler = "struct Handler { let run: () -> Void }\n"
        let equatableHandler = "struct Handler: Equatable {\n    let run: () -> Void\n    static func == (a: Handler, b: Handler) -> Bool { true }\n}\n"
        let row = "struct Row: View {\n    let handler: Handler\n    var body: some View { Text(\"x\") }\n}\n"
        try cli.write("Sources/Handler.swift", handler)
        try cli.write("Sources/Row.swift", row)
        try cli.write("Sources/SyncToggle.swift", Samples.toggle)
        let client = try LSPClient(cli)
        _ = try client.initialize()
        try client.open("Sources/Row.swift", row)
        let first = client.diagnostics("Sources/Row.swift")?.items ?? []
        #expect(first.compactMap { $0["code"] as? String } == ["view_not_equatable"])
        #expect((first.first?["codeDescription"] as? [String: Any])?["href"] as? String
            == "https://github.com/eqlint/eqlint/blob/main/docs/rules.md#view_not_equatable")
        // The unsaved text of another open file counts: Handler made Equatable clears Row.
        try client.open("Sources/Handler.swift", handler)
        #expect(client.diagnostics("Sources/Handler.swift")?.items.isEmpty == true)
        try client.notify("textDocument/didChange", [
            "textDocument": ["uri": client.uri("Sources/Handler.swift"), "version": 2],
            "contentChanges": [["text": equatableHandler]],
        ])
        let republished = client.wait { ($0["params"] as? [String: Any])?["uri"] as? String == client.uri("Sources/Row.swift") }
        #expect(((republished?["params"] as? [String: Any])?["diagnostics"] as? [Any])?.isEmpty == true)
        // Closed, the disk counts again; a change on disk, once watched, clears it again.
        try client.notify("textDocument/didClose", ["textDocument": ["uri": client.uri("Sources/Handler.swift")]])
        #expect(client.diagnostics("Sources/Row.swift")?.items.count == 1)
        try cli.write("Sources/Handler.swift", equatableHandler)
        try client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": client.uri("Sources/Handler.swift"), "type": 2]]])
        #expect(client.diagnostics("Sources/Row.swift")?.items.isEmpty == true)
        // A configuration change reloads it.
        try cli.write("Sources/Handler.swift", handler)
        try cli.write(".eqlint.yml", "disabled_rules: [view_not_equatable]\n")
        try client.notify("workspace/didChangeWatchedFiles", ["changes": [
            ["uri": client.uri("Sources/Handler.swift"), "type": 2], ["uri": client.uri(".eqlint.yml"), "type": 1],
        ]])
        #expect(client.diagnostics("Sources/Row.swift")?.items.isEmpty == true)
        // A finding with a second place in another file: the ignored closure's declaration.
        try client.open("Sources/SettingsScreen.swift", Samples.screen)
        let stale = client.diagnostics("Sources/SettingsScreen.swift")?.items.first
        let related = (stale?["relatedInformation"] as? [[String: Any]])?.first
        let location = related?["location"] as? [String: Any]
        #expect(location?["uri"] as? String == client.uri("Sources/SyncToggle.swift"))
        #expect(range(location) == [3, 39, 3, 47])
        // A request cancelled in the same burst gets RequestCancelled.
        let hover: [String: Any] = ["jsonrpc": "2.0", "id": 77, "method": "textDocument/hover", "params": [
            "textDocument": ["uri": client.uri("Sources/SettingsScreen.swift")], "position": position(4, 53)]]
        let cancel: [String: Any] = ["jsonrpc": "2.0", "method": "$/cancelRequest", "params": ["id": 77]]
        let framed = try [hover, cancel].map { message -> String in
            let body = String(decoding: try JSONSerialization.data(withJSONObject: message), as: UTF8.self)
            return "Content-Length: \(body.utf8.count)\r\n\r\n\(body)"
        }.joined()
        client.write(framed)
        let answer = client.wait { $0["id"] as? Int == 77 }
        #expect((answer?["error"] as? [String: Any])?["code"] as? Int == -32800)
        #expect(try client.request("shutdown")?["result"] is NSNull)
        try client.notify("exit")
        #expect(client.finish() == 0)
    }

    @Test func hoverExplainsTheRule() throws {
        let cli = try CLI(); defer { cli.cleanUp() }
        let client = try LSPClient(cli)
        _ = try client.initialize(encodings: ["utf-8"])
        try client.open("Card.swift", LSPTests.emojiCard)
        #expect(client.diagnostics("Card.swift")?.items.count == 1)
        let uri = client.uri("Card.swift")
        let hover = try client.request("textDocument/hover", ["textDocument": ["uri": uri], "position": position(0, 22)])
        let result = hover?["result"] as? [String: Any]
        let contents = result?["contents"] as? [String: Any]
        #expect(contents?["kind"] as? String == "markdown")
        let value = contents?["value"] as? String ?? ""
        #expect(value.contains("view_not_equatable: "))
        #expect(value.contains("Why it matters"))
        #expect(value.contains("`// eqlint:disable:next view_not_equatable`"))
        #expect(range(result) == [0, 20, 0, 24])
        // Away from the finding: nothing.
        let nothing = try client.request("textDocument/hover", ["textDocument": ["uri": uri], "position": position(3, 4)])
        #expect(nothing?["result"] is NSNull)
        #expect(try client.request("shutdown")?["result"] is NSNull)
        try client.notify("exit")
        #expect(client.finish() == 0)
    }
}
