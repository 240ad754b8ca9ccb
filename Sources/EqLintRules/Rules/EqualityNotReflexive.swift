/// Flags an enum's hand-written `==` under which some value is not equal to itself.
struct EqualityNotReflexive: Rule {
    static let meta = RuleMeta(
        id: "equality_not_reflexive",
        name: "Equality not reflexive", severity: .error,
        summary: "An enum's hand-written == gives false for a case compared with itself.",
        explanation: """
            An enum's hand-written `==` that switches over both parameters (`switch (lhs, rhs)`) \
            and gives `false` in a `default:` (or `case _`, `case (_, _)`, or a `return false` after \
            the switch) must match every case against itself before it: a case it never matches \
            reaches the `false`, and a value of it is not equal to itself. Every use of equality then breaks: a \
            `Set` or `Dictionary` never finds the value again, `onChange(of:)` and `task(id:)` run \
            on every update, an Equatable view always re-renders, and Observation notifies on every \
            assignment. A case counts as matched by `(.c, .c)`, `(.c(let a), .c(let b))`, \
            `(.c, _)`, `(_, .c)` or a pattern binding both sides whole (`let (a, b)`), with or \
            without a `where` clause. Not reported in test code.
            """,
        knownProblems: "Only a `switch` over both parameters, among the statements at the top of `==`, is read; an `==` written with `if case` is not.",
        triggering: ["enum Load: Equatable {\n    case idle\n    case failed(String)\n    static func == (lhs: Load, rhs: Load) -> Bool {\n        switch (lhs, rhs) {\n        case (.idle, .idle): return true\n        default: return false\n        }\n    }\n}"],
        passing: ["enum Load: Equatable {\n    case idle\n    case failed(String)\n    static func == (lhs: Load, rhs: Load) -> Bool {\n        switch (lhs, rhs) {\n        case (.idle, .idle): return true\n        case (.failed(let a), .failed(let b)): return a == b\n        default: return false\n        }\n    }\n}"])

    init(options: RuleOptions) {}

    func check(_ ctx: inout RuleContext) {
        let types = ctx.file.types
        for t in types.indices where types[t].kind == .enum || types[t].kind == .extension {
            for k in types[t].functions.indices where types[t].functions[k].baseName == "==" {
                let f = types[t].functions[k]
                guard f.parameters.count == 2, f.bodyTokens != nil else { continue }
                check(f, of: t, &ctx)
            }
        }
    }

    /// The `==` `f` declared in type `t` of this file, when it is its enum's hand-written equality.
    private func check(_ f: Function, of t: Int, _ ctx: inout RuleContext) {
        guard let key = ctx.typeIDs[t] else { return }
        let index = ctx.index
        // docs/architecture.md, "Equatable": a `static func ==` on a type that is not Equatable
        // makes nothing Equatable, and rules about equality ignore it.
        guard index.primaryKind(key) == .enum, index.isEquatable(key), let equality = index.handWrittenEquality(of: key),
              equality.ref == DeclarationRef(file: ctx.fileIndex, type: t), equality.function.nameOffset == f.nameOffset,
              let body = f.bodyTokens, let enumRef = index.entry(key).declaration,
              !Paths.isTestCode(index.files[ctx.fileIndex].path), !Paths.isTestCode(index.files[enumRef.file].path) else { return }
        guard let found = ctx.tokens.equalitySwitch(in: body, parameters: f.parameters.map(\.name)),
              !found.matchesEveryCase else { return }
        // `#if` alternatives may declare a case twice: it is named once.
        var missing: [String] = [], named: Set<String> = []
        for name in index.declaration(enumRef).caseNames where !found.matched.contains(name) && named.insert(name).inserted {
            missing.append(name)
        }
        guard !missing.isEmpty else { return }
        let s = ctx.tokens, at = found.falseAt
        let shown = index.displayName(key)
        let place = s.isWord(at.lowerBound, "return") ? "return false"
            : s.isWord(at.lowerBound, "default") ? "default" : at.count == 3 ? "case _" : "case (_, _)"
        let related = ctx.isHere(enumRef) ? [] : [ctx.place(ofDeclaration: enumRef, "the enum '\(shown)'")]
        ctx.report(.notReflexive(shown, missing, place),
                   at: s.tokens[at.lowerBound].start..<s.tokens[at.upperBound].end,
                   symbol: shown + "." + f.name, related: related)
    }
}

extension Message {
    fileprivate static func notReflexive(_ type: String, _ cases: [String], _ place: String) -> Message {
        // docs/rules.md, `equality_not_reflexive`: every such case, at most five.
        let one = cases.count == 1
        let names = quotedList(cases.map { "." + $0 }, atMost: 5)
        return "the == of '\(type)' never matches \(names) against \(one ? "itself" : "themselves") before this '\(place)', which gives false: \(one ? "such a value is" : "such values are") not equal to \(one ? "itself" : "themselves"), so a Set or Dictionary never finds \(one ? "it" : "them") again, and onChange(of:), task(id:) and Equatable views see a change on every update"
    }
}
