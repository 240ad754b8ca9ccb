/// Flags closures among the compared inputs of Equatable types whose equality ignores them.
struct EquatableUnmarkedClosure: Rule {
    static let meta = RuleMeta(
        id: "equatable_unmarked_closure",
        name: "Unmarked closure in Equatable type", severity: .warning,
        summary: "A closure property among the compared inputs of an Equatable type whose equality ignores it.",
        explanation: """
            Closures cannot be compared. `@Equatable` rejects a closure property, synthesized \
            conformance does not compile with one, and a hand-written `==` of a type that is not a \
            View that does not read it silently ignores it: values that differ only in the closure \
            compare equal, so a new closure never reaches the code holding the old value. Where the \
            project uses the macro, mark the closures `@EquatableIgnoredUnsafeClosure` once their \
            call sites are known not to capture changing state (see `closure_captures_state`); \
            elsewhere, compare in `==` what each closure stands for, or make the type a class when \
            it is a handle to behaviour. One finding per type, naming every such closure. Every \
            closure form counts: optional, implicitly unwrapped, `Optional<…>`, parenthesised, \
            attributed, and typealiases of these. Not reported: classes and actors (their equality \
            is about identity); a View with a hand-written `==` (leaving its callbacks out is how a \
            view with callbacks is made diffable; its call sites are `closure_captures_state`'s); a \
            type whose `==` reads the closure (directly, through a computed property or method, or \
            through the hash it compares); a type that is not a View whose `==` is identity-keyed \
            (it compares an `id`, a `UUID` or an `ObjectIdentifier`, whatever else it compares); \
            test code (a type declared, or constructed only, under a `Tests` folder or in a \
            `…Tests.swift` file). An `==` on `Self` in a project protocol the type conforms to is the \
            type's hand-written `==`.
            """,
        triggering: ["@Equatable\nstruct Row: View {\n    let title: String\n    let onTap: () -> Void\n    var body: some View { Text(title) }\n}"],
        passing: ["@Equatable\nstruct Row: View {\n    let title: String\n    @EquatableIgnoredUnsafeClosure let onTap: () -> Void\n    var body: some View { Text(title) }\n}",
                  "struct Job: Equatable {\n    let id: UUID\n    let run: () -> Void\n    static func == (lhs: Job, rhs: Job) -> Bool { lhs.id == rhs.id }\n}"],
        fixes: [.unsafe("Where the project uses the macro and the type carries `@Equatable`: `@EquatableIgnoredUnsafeClosure ` before the property's declaration (not when it declares several bindings), only when no call site in the project passes it stale values (`closure_captures_state`, checked as if the fix were made).")])

    static let crossFileReads = CrossFileReads(constructionsUnderFix: .closuresAFixMayIgnore)

    init(options: RuleOptions) {}

    func check(_ ctx: inout RuleContext) {
        let types = ctx.file.types, ids = ctx.typeIDs
        let index = ctx.index
        for t in types.indices where types[t].kind == .struct || types[t].kind == .enum {
            guard let id = ids[t], index.isEquatable(id) else { continue }
            let closures = index.closureProperties(of: id)
            guard !closures.isEmpty else { continue }
            let isView = index.isView(id)
            let kind = index.equalityKind(of: id)
            var reads: Set<String>? = nil
            if kind == .handWritten, let equality = index.handWrittenEquality(of: id) {
                // docs/rules.md, `equatable_unmarked_closure`: a View's hand-written == decides
                // when it re-renders; leaving a closure out is how views with callbacks are made
                // diffable, and what can go wrong there (a call site's stale closure) is
                // closure_captures_state's.
                if isView { continue }
                // Identity (`===`) or a whole-value helper: this == compares no field by field,
                // so no closure is silently left out of it.
                if equality.function.memberUses?.isOpaque == true { continue }
                let compared = index.equalityCompares(of: id) ?? []
                if !index.identityKeys(among: compared, of: id).isEmpty { continue }
                // "`==` reads p" (docs/rules.md, `equatable_unmarked_closure`;
                // docs/architecture.md, "References in code"): what it compares, and what the
                // computed properties and methods it uses read, transitively; one declared in
                // another file is taken to read everything (nil), rather than guessed.
                guard let known = ctx.comparedByEquality(of: id, methods: true) else { continue }
                reads = known
            }
            var closureNames: [UInt32: String] = [:]
            for c in closures { closureNames[c.nameOffset] = c.name }
            let flagged = index.comparedInputs(of: id).filter { p in
                closureNames[p.nameOffset] == p.name && !(reads?.contains(p.name) ?? false)
            }
            guard let first = flagged.first else { continue }
            // Test code: a mock's closures are the test's own business.
            guard !Self.isTestOnly(types[t].simpleName, declaredIn: ctx.index.files[ctx.fileIndex].path, index) else { continue }
            let shown = types[t].name
            // The fix (docs/rules.md, `equatable_unmarked_closure`): marked, where the macro is the
            // type's equality (unsafe: the closures are then ignored knowingly), each only if no
            // call site passes it stale values (the engine takes out the marks whose closure would
            // go stale).
            var fix: Fix?
            if ctx.wantsFixes, index.usesEquatableMacro, types[t].attributes.contains(where: { $0.name == "Equatable" }) {
                var edits: [TextEdit] = [], symbols: [PropertyRef] = []
                for p in flagged {
                    guard let edit = ctx.markingUnsafeClosure(p) else { continue }
                    edits.append(edit)
                    symbols.append(PropertyRef(view: index.displayName(id), property: p.name))
                }
                if edits.count > 1 {
                    // In order of offset, each symbol with its edit.
                    let order = edits.indices.sorted { edits[$0].range.lowerBound < edits[$1].range.lowerBound }
                    edits = order.map { edits[$0] }
                    symbols = order.map { symbols[$0] }
                }
                if !edits.isEmpty { fix = Fix(marking: symbols, edits: edits) }
            }
            ctx.report(.unmarked(flagged.map(\.name), shown, kind: kind, usesMacro: index.usesEquatableMacro),
                       at: first.nameOffset..<first.nameEnd, symbol: shown + "." + first.name, fix: fix)
        }
    }

    /// True for a type declared in test code, or constructed (`Name(`, `Name {`: the index's
    /// `constructedNames`) in test code only.
    static func isTestOnly(_ simpleName: String, declaredIn path: String, _ index: ProjectIndex) -> Bool {
        if Paths.isTestCode(path) { return true }
        let hash = Array(simpleName.utf8).withUnsafeBufferPointer { NameHash.of($0) }
        return index.isConstructedInTestsOnly(hash: hash)
    }
}

extension Message {
    fileprivate static func unmarked(_ closures: [String], _ type: String, kind: ProjectIndex.EqualityKind,
                                     usesMacro: Bool) -> Message {
        let many = closures.count > 1
        let subject = "\(many ? "closures" : "closure") \(quotedList(closures)) of Equatable '\(type)'"
        let them = many ? "them" : "it"
        let problem: String
        switch kind {
        case .macro:
            problem = "cannot be compared, and the @Equatable macro rejects \(them)"
        case .synthesized:
            problem = "cannot be compared, so the synthesized == does not compile"
        case .handWritten:
            problem = "\(many ? "are" : "is") left out of its ==: values that differ only in \(them) compare equal, so a new closure never reaches the code holding the old value"
        }
        let advice: String
        if usesMacro {
            advice = kind == .macro
                ? "check \(many ? "their" : "its") call sites (closure_captures_state) and mark \(them) @EquatableIgnoredUnsafeClosure"
                : "make the type @Equatable and mark \(them) @EquatableIgnoredUnsafeClosure once \(many ? "their" : "its") call sites are checked (closure_captures_state)"
        } else {
            advice = "compare in == what \(many ? "each closure stands" : "the closure stands") for, or make the type a class if it is a handle to behaviour"
        }
        return "\(subject) \(problem); \(advice)"
    }
}
