/// The language server's code actions (a fix per finding, fix all) and hover on a finding.

extension LanguageServer {
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
            var texts: [String: ServerDocument?] = [:]
            for d in found {
                let diagnostic = JSON.array([lspDiagnostic(d, in: document, texts: &texts)])
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
}
