/// Flags `.onChange(of:)` modifiers of one chain that repeat the same action.
struct OnchangeDuplicateAction: Rule {
    static let meta = RuleMeta(
        id: "onchange_duplicate_action",
        name: "Duplicate onChange action", severity: .note, optIn: true,
        summary: "Several .onChange(of:) in one chain run the same parameterless action.",
        explanation: """
            Observing several values with one `onChange` each, all running the same code, repeats \
            the action in the source and runs it once per changed value in the same update. Observe \
            them together in one `onChange` over an Equatable pack of the values instead.
            """,
        triggering: ["Text(\"x\")\n    .onChange(of: a) { reload() }\n    .onChange(of: b) { reload() }"],
        passing: ["Text(\"x\")\n    .onChange(of: a) { reload() }\n    .onChange(of: b) { refresh() }"])

    init(options: RuleOptions) {}

    func check(_ ctx: inout RuleContext) {
        let s = ctx.tokens
        var visited: Set<Int> = []
        var i = 0
        while i < s.count {
            defer { i += 1 }
            guard s.kind(i) == .period, s.isName(i + 1), !visited.contains(i + 1) else { continue }
            let chain = s.modifierChain(i)
            var actions: [[String]] = []
            for modifier in chain {
                visited.insert(modifier.nameToken)
                guard modifier.name == "onChange", let first = modifier.arguments.first, first.label == "of",
                      let action = modifier.arguments.last, action.isClosureLiteral,
                      !hasSignature(action.tokens, s) else { continue }
                let text = action.tokens.map { s.text($0) }
                if actions.contains(text) {
                    ctx.report(.duplicate, atToken: modifier.nameToken, symbol: "onChange")
                }
                actions.append(text)
            }
        }
    }

    /// The closure declares parameters (`{ old, new in`, `{ _, _ in`, `{ (a) in`).
    func hasSignature(_ range: Range<Int>, _ s: TokenStream) -> Bool {
        var j = range.lowerBound + 1
        if s.kind(j) == .leftBracket { j = s.after(j) }
        var steps = 0
        while j < range.upperBound - 1 && steps < 32 {
            if s.isWord(j, "in") { return true }
            guard s.isName(j) || s.kind(j) == .comma || s.kind(j) == .leftParen || s.isOperator(j, "->") else { return false }
            j = s.kind(j) == .leftParen ? s.after(j) : j + 1
            steps += 1
        }
        return false
    }
}

extension Message {
    fileprivate static var duplicate: Message {
        "this onChange runs the same action as an earlier one in the chain; observe the values together in one onChange"
    }
}
