/// Flags closures among the compared inputs of Equatable types whose equality ignores them.
struct EquatableUnmarkedClosure: Rule {
    static let meta = RuleMeta(
        id: "equatable_unmarked_closure",
        name: "Unmarked closure in Equatable type", severity: .warning,
        summary: "A closure property among the compared inputs of an Equatable type whose equality ignores it.",
        explanation: """
            Closures cannot be compared. `@Equatable` rejects a closure property, a hand-written `==` \
            that does not read it silently ignores it (a new closure never reaches the code holding \
            the old one), and synthesized conformance does not compile. Where the project uses the \
            macro, mark the property `@EquatableIgnoredUnsafeClosure` once its call sites are known \
            not to capture changing state (see `closure_captures_state`); elsewhere, say in `==` that \
            the closure is left out on purpose, or compare what it stands for. Every closure form \
            counts: optional, implicitly unwrapped, `Optional<…>`, parenthesised, attributed, and \
            typealiases of these. Classes and actors are not reported (their equality is about \
            identity), nor is a type whose `==` reads the closure (directly, or through a computed \
            property or method), nor a type that is not a View whose `==` compares only identity \
            (`id`, a `UUID`, an `ObjectIdentifier`).
            """,
        triggering: ["@Equatable\nstruct Row: View {\n    let title: String\n    let onTap: () -> Void\n    var body: some View { Text(title) }\n}"],
        passing: ["@Equatable\nstruct Row: View {\n    let title: String\n    @EquatableIgnoredUnsafeClosure let onTap: () -> Void\n    var body: some View { Text(title) }\n}",
                  "struct Job: Equatable {\n    let id: UUID\n    let run: () -> Void\n    static func == (lhs: Job, rhs: Job) -> Bool { lhs.id == rhs.id }\n}"],
        fixes: [.unsafe("Where the project uses the macro and the type carries `@Equatable`: `@EquatableIgnoredUnsafeClosure ` before the property's declaration (not when it declares several bindings), only when no call site in the project passes it stale values (`closure_captures_state`, checked as if the fix were made).")])

    init(options: RuleOptions) {}

    func check(_ ctx: inout RuleContext) {
        let types = ctx.file.types, keys = ctx.typeNames
        for t in types.indices where types[t].kind == .struct || types[t].kind == .enum {
            let key = keys[t]
            guard ctx.index.isEquatable(key) else { continue }
            let closures = ctx.index.closureProperties(of: key)
            guard !closures.isEmpty else { continue }
            let isView = ctx.index.isView(key)
            let equality = ctx.index.handWrittenEquality(of: key)
            // Which equality ignores a closure: a View's any, the macro's, a hand-written one that
            // does not read it. Synthesized equality of another type does not compile with one.
            if !isView && !ctx.index.hasEquatableMacro(key) && equality == nil { continue }
            var reads: Set<String>? = nil
            if let equality {
                // Identity (`===`), `hashValue` or a whole-value helper: this == compares no field
                // by field, so no closure is silently left out of it.
                if equality.function.memberUses?.isOpaque == true { continue }
                if !isView && Self.isIdentityKeyed(equality.function, key, ctx.index) { continue }
                // RULES.md "`==` reads p": what it compares, and what the computed properties and
                // methods it uses read, transitively; one declared in another file is taken to
                // read everything (nil), rather than guessed.
                guard let known = ctx.expandingMembers(equality.function.memberUses?.names ?? [], of: key, methods: true) else { continue }
                reads = known
            }
            var closureNames: [UInt32: String] = [:]
            for c in closures { closureNames[c.nameOffset] = c.name }
            let shown = types[t].name
            for p in ctx.index.comparedInputs(of: key) where closureNames[p.nameOffset] == p.name {
                if let reads, reads.contains(p.name) { continue }
                // RULES.md, "Fixes": marked, where the macro is the type's equality (unsafe: the
                // closure is then ignored knowingly), and only if no call site passes it stale values.
                var fix: Fix?
                if ctx.index.usesEquatableMacro, types[t].attributes.contains(where: { $0.name == "Equatable" }),
                   let edit = ctx.markingUnsafeClosure(p) {
                    fix = Fix(.unsafe, "mark '\(p.name)' @EquatableIgnoredUnsafeClosure", edits: [edit])
                    fix?.unlessStaleCaptures = [ctx.index.displayName(key) + "." + p.name]
                    fix?.staleCheckViews = [types[t].simpleName]
                }
                ctx.report(.unmarked(p.name, shown, usesMacro: ctx.index.usesEquatableMacro, isView: isView),
                           at: p.nameOffset..<p.nameEnd, symbol: shown + "." + p.name, fix: fix)
            }
        }
    }

    /// RULES.md: an `==` that compares only properties named `id` or of type `UUID` or
    /// `ObjectIdentifier` (declared, or constructed by the initial value).
    static func isIdentityKeyed(_ f: Function, _ key: String, _ index: ProjectIndex) -> Bool {
        guard let names = f.memberUses?.names, !names.isEmpty else { return false }
        let stored = index.storedProperties(of: key)
        return names.allSatisfy { name in
            if name == "id" { return true }
            guard let p = stored.first(where: { $0.name == name }) else { return false }
            var type = p.type ?? p.constructedType ?? ""
            while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
            return ["UUID", "Foundation.UUID", "ObjectIdentifier", "Swift.ObjectIdentifier"].contains(type)
        }
    }
}

extension Message {
    fileprivate static func unmarked(_ property: String, _ type: String, usesMacro: Bool, isView: Bool) -> Message {
        let effect = isView
            ? "while its == finds the view equal, SwiftUI keeps the view with the earlier closure"
            : "values that differ only in it compare equal"
        if usesMacro {
            return "closure '\(property)' of Equatable '\(type)' cannot be compared, so its equality ignores it: \(effect); check its call sites and mark it @EquatableIgnoredUnsafeClosure"
        }
        return "closure '\(property)' of Equatable '\(type)' cannot be compared, so its == ignores it: \(effect); say so in == or compare what the closure stands for"
    }
}
