/// Flags stored properties that `@Equatable` leaves out without saying so.
struct SilentlyUncomparedProperty: Rule {
    static let meta = RuleMeta(
        id: "silently_uncompared_property",
        name: "Silently uncompared property", severity: .warning,
        summary: "A stored property of an @Equatable struct that looks compared but is not.",
        explanation: """
            `@Equatable` compares the stored properties it can see as plain bindings. It skips a \
            property with `willSet`/`didSet` observers, the second and later bindings of one \
            declaration (`let a, b: Int`), a property declared inside `#if`, and the names of a tuple \
            pattern; and its generated `==` does not compile with a `lazy var`. A change to any of \
            them alone then never re-renders the view. Give each its own plain declaration, or mark \
            it `@EquatableIgnored` to say it is left out on purpose.
            """,
        triggering: ["@Equatable\nstruct Row: View {\n    var count: Int { didSet { print(count) } }\n    var body: some View { Text(\"\\(count)\") }\n}"],
        passing: ["@Equatable\nstruct Row: View {\n    var count: Int\n    var body: some View { Text(\"\\(count)\") }\n}"],
        fixes: [.safe("`let a, b: T`: one declaration per binding, each with the declaration's attributes, modifiers and type (not when a comment sits inside it).")])

    init(options: RuleOptions) {}

    func check(_ ctx: inout RuleContext) {
        let types = ctx.file.types
        let ids = ctx.typeIDs
        for t in types.indices where types[t].kind == .struct && ids[t].map(ctx.index.hasEquatableMacro) == true {
            let decl = types[t]
            for p in decl.properties where p.isStored && !p.isStatic {
                guard !ctx.index.hasSkippedWrapper(p), ctx.index.marker(of: p) == nil else { continue }
                let why: String
                if p.hasObservers { why = "has willSet/didSet observers, which @Equatable skips" }
                else if p.isInTuplePattern { why = "is bound by a tuple pattern, which @Equatable skips" }
                else if p.bindingIndex > 0 { why = "is not the first binding of its declaration, which @Equatable skips" }
                else if p.isInIfConfig { why = "is declared inside #if, where @Equatable does not see it" }
                else if p.isLazy { why = "is lazy, and the generated == does not compile with it" }
                else { continue }
                let fix = p.bindingIndex > 0 && !p.hasObservers && !p.isInTuplePattern && !p.isInIfConfig && !p.isLazy
                    ? splitFix(of: p, in: decl.properties, ctx) : nil
                ctx.report(.uncompared(p.name, decl.name, why), at: p.nameOffset..<p.nameEnd,
                           symbol: decl.name + "." + p.name, fix: fix)
            }
        }
    }
}

extension SilentlyUncomparedProperty {
    /// The fix of `let a, b: T` (safe): one declaration per binding, each with the
    /// declaration's attributes, modifiers and type. Every later binding's finding carries
    /// the same edit, made once. No fix when a comment sits inside the declaration (it would
    /// be lost or copied) or when the declaration does not start its line.
    private func splitFix(of p: Property, in properties: [Property], _ ctx: RuleContext) -> Fix? {
        guard let k = properties.firstIndex(where: { $0 === p }) else { return nil }
        var lo = k, hi = k
        while lo > 0 && properties[lo].bindingIndex > 0 { lo -= 1 }
        while hi + 1 < properties.count && properties[hi + 1].bindingIndex == properties[hi].bindingIndex + 1 { hi += 1 }
        let bindings = Array(properties[lo...hi])
        guard bindings[0].bindingIndex == 0,
              bindings.allSatisfy({ !$0.hasObservers && $0.accessorBodies.isEmpty && !$0.isInTuplePattern }),
              let name = ctx.token(startingAt: bindings[0].nameOffset) else { return nil }
        let s = ctx.tokens, layout = ctx.layout
        let keyword = name - 1
        guard s.isWord(keyword, "let") || s.isWord(keyword, "var") else { return nil }
        let first = ctx.declarationStart(keyword: keyword)
        func bytes(_ range: Range<Int>) -> String { layout.text(s.tokens[range.lowerBound].start..<s.tokens[range.upperBound - 1].end) }
        var texts: [String] = []
        var end = s.tokens[first].start
        for (n, b) in bindings.enumerated() {
            guard let nameToken = ctx.token(startingAt: b.nameOffset) else { return nil }
            var text = layout.text(s.tokens[nameToken].start..<s.tokens[nameToken].end)
            end = max(end, s.tokens[nameToken].end)
            // `let a, b: T`: a binding with neither type nor value takes the next binding's type.
            let typed = b.typeTokens ?? (b.initializerTokens == nil
                ? bindings[(n + 1)...].first(where: { $0.typeTokens != nil || $0.initializerTokens != nil })?.typeTokens : nil)
            if let type = typed, !type.isEmpty {
                text += ": " + bytes(type)
                if b.typeTokens != nil { end = max(end, s.tokens[type.upperBound - 1].end) }
            }
            if let value = b.initializerTokens, !value.isEmpty {
                text += " = " + bytes(value)
                end = max(end, s.tokens[value.upperBound - 1].end)
            }
            guard typed != nil || b.initializerTokens != nil else { return nil }
            texts.append(text)
        }
        let start = s.tokens[first].start
        guard layout.isFirstOnLine(start),
              !ctx.file.lexed.comments.contains(where: { $0.start >= start && $0.start < end }) else { return nil }
        let prefix = layout.text(start..<s.tokens[keyword].end) + " "
        let separator = layout.lineEnding(at: start) + layout.indentation(ofLineAt: start)
        let replacement = texts.map { prefix + $0 }.joined(separator: separator)
        return Fix(.safe, "give each binding its own declaration", edits: [TextEdit(range: start..<end, replacement: replacement)])
    }
}

extension Message {
    fileprivate static func uncompared(_ property: String, _ type: String, _ why: String) -> Message {
        "'\(property)' of '\(type)' \(why); a change to it alone never re-renders the view"
    }
}
