/// Flags `.onChange(of:)` modifiers of one chain that repeat the same action.
struct OnchangeDuplicateAction: Rule {
    static let meta = RuleMeta(
        id: "onchange_duplicate_action",
        name: "Duplicate onChange action", severity: .note,
        summary: "Several .onChange(of:) in one chain run the same costly action on values that can change together.",
        explanation: """
            Observing several values with one `onChange` each, all running the same code, runs the \
            action once for each value that changed in the same update (two values set together: \
            two saves, two reloads), and repeats it in the source. Actions count as the same when \
            their bodies are token for token the same and use none of their parameters: \
            `{ save() }`, `{ _ in save() }` and `{ old, new in save() }` alike. Reported only when \
            running the action twice costs something, that is when it starts asynchronous or \
            throwing work (`Task`, `await`, `try`: a fetch, a request, a save), directly or through \
            the type's own methods; and when the values can change in one update (not when each \
            is bound to a control of its own and no member sets two of them). Observe the values \
            together in one `onChange`, over an Equatable pack of them (a small struct, or an array \
            when they share a type), so the action runs once per update.
            """,
        triggering: ["struct V: View {\n    let model: Model\n    var body: some View {\n        Text(\"x\")\n            .onChange(of: model.a) { reload() }\n            .onChange(of: model.b) { _ in reload() }\n    }\n    func reload() { Task { await model.fetch() } }\n}"],
        passing: ["Text(\"x\")\n    .onChange(of: a) { reload() }\n    .onChange(of: b) { refresh() }",
                  "Text(\"x\")\n    .onChange(of: a) { _, new in track(new) }\n    .onChange(of: b) { _, new in track(new) }"])

    init(options: RuleOptions) {}

    func check(_ ctx: inout RuleContext) {
        let s = ctx.tokens
        // Only `.onChange` links matter: a file with fewer than two has nothing to compare, and a
        // chain is read from its first `.onChange` on (the links before it change nothing).
        // This rule is on by default, so every file pays for it: the C library's `memchr` finds
        // each `onChange` in the bytes (most files never write it twice), and the token starting
        // there is found by a binary search, not by a pass over every token.
        let offsets = Self.offsets(ofOnChange: ctx.file.source.bytes)
        guard offsets.count >= 2 else { return }
        var links: [Int] = []
        for offset in offsets {
            guard let k = s.token(startingAt: offset), k > 0, s.kind(k - 1) == .period,
                  s.kind(k) == .identifier, s.tokens[k].length == 8 else { continue }
            links.append(k - 1)
        }
        guard links.count >= 2 else { return }
        // The `onChange` names of the chains already read.
        var visited: Set<Int> = []
        for i in links where !visited.contains(i + 1) {
            let chain = s.modifierChain(i)
            // Each action seen so far (its body's tokens), with the value its onChange observes.
            var actions: [(body: Range<Int>, observed: Range<Int>, action: Range<Int>, token: Int)] = []
            for modifier in chain where modifier.name == "onChange" {
                visited.insert(modifier.nameToken)
                let arguments = s.arguments(of: modifier)
                guard let first = arguments.first, s.hasLabel(first, "of"),
                      let action = arguments.last, action.isClosureLiteral,
                      let body = Self.actionBody(action.tokens, s) else { continue }
                actions.append((body, first.tokens, action.tokens, modifier.nameToken))
            }
            func same(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
                a.count == b.count && zip(a, b).allSatisfy { s.sameText($0, $1) }
            }
            for (k, later) in actions.enumerated() {
                guard let earlier = actions[..<k].first(where: { same($0.body, later.body) }) else { continue }
                // Worth acting on only when running the action twice in one update costs
                // something, and the values can change in one update.
                if !Self.doesCostlyWork(later.action, ctx) { continue }
                let group = actions.filter { same($0.body, later.body) }.map(\.observed)
                if Self.changeApart(group, around: later.token, ctx) { continue }
                ctx.report(.duplicate(of: s.spacedText(earlier.observed)), atToken: later.token, symbol: "onChange")
            }
        }
    }

    /// The offsets of every `onChange` in the bytes: `memchr` finds each `C`, then the bytes
    /// around it are compared.
    static func offsets(ofOnChange bytes: [UInt8]) -> [Int] {
        let word: [UInt8] = Array("onChange".utf8)
        return bytes.withUnsafeBufferPointer { b in
            var out: [Int] = []
            guard let base = b.baseAddress, b.count >= word.count else { return out }
            var i = 2
            let last = b.count - (word.count - 2)
            while i <= last, let hit = memchr(base + i, Int32(UInt8(ascii: "C")), last - i + 1) {
                let at = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base
                var same = true
                for k in 0..<word.count where b[at - 2 + k] != word[k] { same = false; break }
                if same { out.append(at - 2) }
                i = at + 1
            }
            return out
        }
    }

    /// An action that starts asynchronous or throwing work (`Task`, `await`, `try`: a fetch, a
    /// request, a save), directly or through instance methods of its type declared in this
    /// file: running it twice in one update costs that work twice. Assignments, layout and
    /// formatting cost nothing worth a finding.
    static func doesCostlyWork(_ closure: Range<Int>, _ ctx: RuleContext) -> Bool {
        let s = ctx.tokens
        // The methods of the file's types, by base name, for the calls the action makes.
        var methods: [String: [Range<Int>]] = [:]
        for type in ctx.file.types {
            for f in type.functions where !f.isStatic { if let body = f.bodyTokens { methods[f.baseName, default: []].append(body) } }
        }
        var pending = [closure.lowerBound..<closure.upperBound]
        var visited: Set<String> = []
        while let range = pending.popLast() {
            for j in range {
                if s.isWord(j, "await") || s.isWord(j, "try") || s.isWord(j, "Task") { return true }
                // A call of a method of the type (`reload()`, `self.reload()`), looked into once.
                if s.isName(j), s.kind(j + 1) == .leftParen, s.kind(j - 1) != .period || s.isWord(j - 2, "self"),
                   let bodies = methods[s.name(j)], visited.insert(s.name(j)).inserted {
                    pending += bodies
                }
            }
        }
        return false
    }

    /// The observed values cannot change in one update: each is bound to a control of its own
    /// (`$value` appears in the enclosing type), and no member of that type assigns two of them.
    static func changeApart(_ observed: [Range<Int>], around token: Int, _ ctx: RuleContext) -> Bool {
        let s = ctx.tokens
        // The innermost type holding the chain.
        guard let t = ctx.file.types.indices.filter({ ctx.file.types[$0].bodyTokens.contains(token) })
                .min(by: { ctx.file.types[$0].bodyTokens.count < ctx.file.types[$1].bodyTokens.count }) else { return false }
        // The type's declarations in this file: the one holding the chain and its extensions.
        // An extension of nothing the index knows goes with the others of its name.
        let ids = ctx.typeIDs, types = ctx.file.types
        let scopes = types.indices.filter { ids[$0] == ids[t] && (ids[t] != nil || types[$0].name == types[t].name) }
            .map { types[$0].bodyTokens }
        // Each value as its path of names (`$model.query` and `model.query` alike).
        let paths: [[String]] = observed.map { range in
            range.compactMap { j -> String? in
                if s.kind(j) == .dollarIdentifier { return String(s.text(j).dropFirst()) }
                return s.isName(j) && !s.isWord(j, "self") ? s.name(j) : nil
            }
        }
        guard paths.allSatisfy({ !$0.isEmpty }) else { return false }
        func matches(_ path: [String], at j: Int) -> Bool {
            var k = j
            for (n, name) in path.enumerated() {
                if n > 0 {
                    guard s.kind(k) == .period else { return false }
                    k += 1
                }
                guard s.isName(k) && s.name(k) == name else { return false }
                k += 1
            }
            return s.kind(k) != .period
        }
        // Bound: `$first.rest` somewhere in the type.
        for path in paths {
            let bound = scopes.contains { $0.contains { j in
                s.kind(j) == .dollarIdentifier && String(s.text(j).dropFirst()) == path[0]
                    && (path.count == 1 ? s.kind(j + 1) != .period : s.kind(j + 1) == .period && matches(Array(path.dropFirst()), at: j + 2))
            } }
            if !bound { return false }
        }
        // Assigned together: one body of the type assigning two of them.
        for body in ctx.bodies(where: { range in scopes.contains { $0.contains(range.lowerBound) } }) {
            var assigned: Set<Int> = []
            for j in body.range where s.isName(j) && s.kind(j - 1) != .period {
                var at = j
                if s.isWord(j, "self") && s.kind(j + 1) == .period { at = j + 2 }
                for (n, path) in paths.enumerated() where matches(path, at: at) {
                    var end = at + 2 * path.count - 1
                    while s.kind(end) == .period || s.isName(end) { end += 1 }
                    if s.isOperator(end, "=") { assigned.insert(n) }
                }
            }
            if assigned.count >= 2 { return false }
        }
        return true
    }

    /// The tokens of a closure literal's body (after its signature), or nil when the body uses
    /// one of the closure's parameters: such an action depends on which value changed.
    static func actionBody(_ closure: Range<Int>, _ s: TokenStream) -> Range<Int>? {
        guard closure.count >= 2 else { return closure.lowerBound..<closure.lowerBound }
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
        let body = start..<max(start, end)
        if !parameters.isEmpty {
            for j in body where s.isName(j) && s.kind(j - 1) != .period && parameters.contains(s.name(j)) { return nil }
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
}

extension Message {
    fileprivate static func duplicate(of observed: String) -> Message {
        "this onChange runs the same action as the onChange(of: \(observed)) before it in the chain, once more when both change in one update; observe the values together in one onChange (over an Equatable pack of them, or an array when they share a type)"
    }
}
