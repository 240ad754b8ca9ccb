/// Flags `.onChange(of:)` modifiers of one chain that repeat the same action.
struct OnchangeDuplicateAction: Rule {
    static let meta = RuleMeta(
        id: "onchange_duplicate_action",
        name: "Duplicate onChange action", severity: .note,
        summary: "Several .onChange(of:) in one chain run the same action, using none of their parameters.",
        explanation: """
            Observing several values with one `onChange` each, all running the same code, runs the \
            action once for each value that changed in the same update (two values set together: \
            two saves, two reloads), and repeats it in the source. Actions count as the same when \
            their bodies are token for token the same and use none of their parameters: \
            `{ save() }`, `{ _ in save() }` and `{ old, new in save() }` alike. Observe the values \
            together in one `onChange`, over an Equatable pack of them (a small struct, or an array \
            when they share a type), so the action runs once per update.
            """,
        triggering: ["Text(\"x\")\n    .onChange(of: a) { reload() }\n    .onChange(of: b) { _ in reload() }"],
        passing: ["Text(\"x\")\n    .onChange(of: a) { reload() }\n    .onChange(of: b) { refresh() }",
                  "Text(\"x\")\n    .onChange(of: a) { _, new in track(new) }\n    .onChange(of: b) { _, new in track(new) }"])

    init(options: RuleOptions) {}

    func check(_ ctx: inout RuleContext) {
        let s = ctx.tokens
        // Only `.onChange` links matter: a file with fewer than two has nothing to compare, and a
        // chain is read from its first `.onChange` on (the links before it change nothing).
        let links = (0..<s.count).filter { s.kind($0) == .period && s.isWord($0 + 1, "onChange") }
        guard links.count >= 2 else { return }
        var visited: Set<Int> = []
        for i in links where !visited.contains(i + 1) {
            let chain = s.modifierChain(i)
            // Each action seen so far, with the value its onChange observes.
            var actions: [(body: [String], observed: String)] = []
            for modifier in chain {
                visited.insert(modifier.nameToken)
                guard modifier.name == "onChange", let first = modifier.arguments.first, first.label == "of",
                      let action = modifier.arguments.last, action.isClosureLiteral,
                      let body = Self.actionBody(action.tokens, s) else { continue }
                if let earlier = actions.first(where: { $0.body == body }) {
                    ctx.report(.duplicate(of: earlier.observed), atToken: modifier.nameToken, symbol: "onChange")
                }
                actions.append((body, Self.text(first.tokens, s)))
            }
        }
    }

    /// The tokens of a closure literal's body (after its signature), or nil when the body uses
    /// one of the closure's parameters: such an action depends on which value changed.
    static func actionBody(_ closure: Range<Int>, _ s: TokenStream) -> [String]? {
        guard closure.count >= 2 else { return [] }
        let end = closure.upperBound - 1  // the closing brace
        var start = closure.lowerBound + 1
        var parameters: [String] = []
        if let inToken = signatureEnd(closure, s) {
            // After a capture list; in `(a: Int, b) -> Void`, the names that are no type.
            let first = s.kind(start) == .leftBracket ? s.after(start) : start
            for j in first..<inToken where s.isName(j) && !s.isWord(j, "_") && s.kind(j - 1) != .colon
                && s.kind(j - 1) != .period && !s.isOperator(j - 1, "->") {
                parameters.append(s.name(j))
            }
            start = inToken + 1
        }
        var body: [String] = []
        body.reserveCapacity(end - start)
        for j in start..<max(start, end) {
            if !parameters.isEmpty && s.isName(j) && s.kind(j - 1) != .period && parameters.contains(s.name(j)) { return nil }
            body.append(s.text(j))
        }
        return body
    }

    /// The `in` ending the closure's signature (`{ old, new in`, `{ _, _ in`, `{ (a) in`,
    /// after a capture list), if it has one.
    static func signatureEnd(_ range: Range<Int>, _ s: TokenStream) -> Int? {
        var j = range.lowerBound + 1
        if s.kind(j) == .leftBracket { j = s.after(j) }
        var steps = 0
        while j < range.upperBound - 1 && steps < 64 {
            if s.isWord(j, "in") { return j }
            guard s.isName(j) || s.kind(j) == .comma || s.kind(j) == .leftParen || s.kind(j) == .colon
                    || s.isOperator(j, "->") || s.kind(j) == .period else { return nil }
            j = s.kind(j) == .leftParen ? s.after(j) : j + 1
            steps += 1
        }
        return nil
    }

    /// The observed value as written (`$model.query`), spaces between tokens as in the source.
    static func text(_ range: Range<Int>, _ s: TokenStream) -> String {
        var out = ""
        for j in range {
            if j > range.lowerBound && (s.tokens[j].hasSpaceBefore || s.tokens[j].hasNewlineBefore) { out += " " }
            out += s.text(j)
        }
        return out
    }
}

extension Message {
    fileprivate static func duplicate(of observed: String) -> Message {
        "this onChange runs the same action as the onChange(of: \(observed)) before it in the chain, once more when both change in one update; observe the values together in one onChange (over an Equatable pack of them, or an array when they share a type)"
    }
}
