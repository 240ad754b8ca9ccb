/// Flags closures passed where equality ignores them that capture changing values.
struct ClosureCapturesState: Rule {
    static let meta = RuleMeta(
        id: "closure_captures_state",
        name: "Closure captures state", severity: .warning,
        summary: "A closure that equality ignores captures a value that can change.",
        explanation: """
            When a view's equality ignores a closure property (marked \
            `@EquatableIgnoredUnsafeClosure`, or left out of a hand-written `==`), SwiftUI keeps the \
            view, and its first closure, as long as the compared inputs stay equal. A closure literal \
            passed at a construction site that captures a value which can change meanwhile (a plain \
            stored property, `self`, a local, a parameter) then acts on the stale value. Pass the \
            value as a compared input too, read it through a reference (`@State`, `@Binding`, a \
            class), or compare the closure's inputs. Captures that stay current are not reported: \
            properties with a reference wrapper, and stored properties, locals and parameters whose \
            type is `Binding<…>` or a class or actor of the project (declared, or constructed by \
            the initial value: `let store = CartStore()`). A capture of `self` made by calling an \
            instance method is named by the call (`'self' by calling 'save()'`).
            """,
        knownProblems: "Captures through helper functions the closure calls are not followed.",
        triggering: ["""
            @Equatable
            struct Toggle: View {
                let title: String
                @EquatableIgnoredUnsafeClosure let onTap: () -> Void
                var body: some View { Text(title) }
            }
            struct Screen {
                var enabled: Bool
                func make() -> Toggle { Toggle(title: "A", onTap: { print(enabled) }) }
            }
            """],
        passing: ["""
            @Equatable
            struct Toggle: View {
                let title: String
                let enabled: Bool
                @EquatableIgnoredUnsafeClosure let onTap: () -> Void
                var body: some View { Text(title) }
            }
            struct Screen {
                var enabled: Bool
                func make() -> Toggle { Toggle(title: "A", enabled: enabled, onTap: { print(enabled) }) }
            }
            """])

    init(options: RuleOptions) {}

    /// What the rule asks of a constructed view, once per view and file.
    struct ViewFacts {
        var closures: PropertyList
        var isEquatable: Bool
        var ignoresAny: Bool
        /// Names of the compared inputs.
        var inputs: [String]
        /// Names of the closures a fix may mark ignored (with the fixes' condition only).
        var assumed: [String]
        var shown: String
    }

    func viewFacts(_ view: String, _ ctx: RuleContext) -> ViewFacts? {
        let index = ctx.index
        guard let facts = index.facts(view), facts.isView else { return nil }
        let closures = facts.closureProperties
        let ignoresAny = facts.isEquatable && closures.contains { facts.equalityIgnores($0) }
        let assumed = ctx.checksFixConditions ? facts.closuresAFixMayIgnore.map(\.name) : []
        guard ignoresAny || !assumed.isEmpty else { return nil }
        return ViewFacts(closures: closures, isEquatable: facts.isEquatable, ignoresAny: ignoresAny,
                         inputs: facts.comparedInputs.map(\.name), assumed: assumed, shown: index.displayName(view))
    }

    func check(_ ctx: inout RuleContext) {
        let index = ctx.index
        // With the fixes' condition: also the constructions of views whose closures a fix may
        // mark ignored, checked as if marked (RULES.md, "Fixes").
        let kinds: CallSiteKinds = ctx.checksFixConditions ? [.ignoredClosures, .closuresAFixMayIgnore] : .ignoredClosures
        guard ctx.mentionsCallSite(kinds) else { return }
        var known: [String: ViewFacts?] = [:]
        for body in ctx.bodies where ctx.mentionsCallSite(kinds, in: body.range) {
            // What the body's owner holds, worked out at the body's first stale-capture question.
            var owner: OwnerValues?
            for call in body.facts.calls where call.arguments.contains(where: \.isClosureLiteral) {
                guard let view = index.resolveType(call.callee, from: body.place) else { continue }
                let facts: ViewFacts
                if let done = known[view] {
                    guard let done else { continue }
                    facts = done
                } else {
                    let computed = viewFacts(view, ctx)
                    known[view] = .some(computed)
                    guard let computed else { continue }
                    facts = computed
                }
                // RULES.md: a name passed whole as a compared input re-renders the view when it
                // changes. Once a fix marks the closures, they are compared inputs no more.
                var excused: [String] = [], excusedUnderFixes: [String] = []
                for argument in call.arguments where !argument.isClosureLiteral {
                    guard let label = argument.label, facts.inputs.contains(label),
                          let name = wholeName(argument.tokens, ctx.tokens) else { continue }
                    excused.append(name)
                    if !facts.assumed.contains(label) { excusedUnderFixes.append(name) }
                }
                var usedTrailing = false
                for argument in call.arguments where argument.isClosureLiteral {
                    let property: Property?
                    if let label = argument.label {
                        property = facts.closures.first { $0.name == label }
                    } else if argument.isTrailing && !usedTrailing {
                        usedTrailing = true
                        property = facts.closures.first { p in !call.arguments.contains { $0.label == p.name } }
                    } else {
                        property = nil
                    }
                    guard let p = property else { continue }
                    if facts.isEquatable && index.equalityIgnores(p, of: view) {
                        if owner == nil { owner = ownerValues(body, index) }
                        let captures = staleCaptures(in: argument.tokens, body: body, owner: owner!, excused: excused, ctx)
                        guard let first = captures.first else { continue }
                        let declared = index.declarationRef(of: view).map {
                            [ctx.place($0, p.nameOffset, p.nameEnd, "'\(p.name)' of '\(facts.shown)', which equality ignores")]
                        }
                        ctx.report(.stale(facts.shown, p.name, captures.map(\.shown)), atToken: first.token,
                                   symbol: facts.shown + "." + p.name, related: declared ?? [])
                    } else if facts.assumed.contains(p.name) {
                        if owner == nil { owner = ownerValues(body, index) }
                        let captures = staleCaptures(in: argument.tokens, body: body, owner: owner!,
                                                     excused: excusedUnderFixes, ctx)
                        guard let first = captures.first else { continue }
                        ctx.recordStaleUnderFixes(facts.shown + "." + p.name, atToken: first.token)
                    }
                }
            }
        }
    }

    /// `name` or `self.name` filling the whole range.
    func wholeName(_ range: Range<Int>, _ s: TokenStream) -> String? {
        if range.count == 1 && s.isName(range.lowerBound) { return s.name(range.lowerBound) }
        if range.count == 3 && s.isWord(range.lowerBound, "self") && s.kind(range.lowerBound + 1) == .period
            && s.isName(range.lowerBound + 2) { return s.name(range.lowerBound + 2) }
        return nil
    }

    /// The plain stored properties and instance methods of a body's owner, and whether a
    /// capture of `self` counts.
    struct OwnerValues {
        var plainProperties: [String] = []
        var methods: [String] = []
        var selfCounts = false
    }

    func ownerValues(_ body: CodeBody, _ index: ProjectIndex) -> OwnerValues {
        var values = OwnerValues()
        guard let owner = body.owner, let ref = index.declarationRef(of: owner),
              index.kind(ref) == .struct || index.kind(ref) == .enum, let facts = index.facts(owner) else { return values }
        // RULES.md: only plain values go stale; reference wrappers and class instances are read live.
        let place = Place(file: ref.file, type: ref.type)
        for p in facts.storedProperties where !index.hasReferenceWrapper(p) && !index.isReferenceType(p.type, from: place)
            && !index.isReferenceWrapperType(String(p.type?.split(separator: "<", maxSplits: 1).first ?? "")) {
            values.plainProperties.append(p.name)
        }
        values.methods = facts.methods
        values.selfCounts = !values.plainProperties.isEmpty
        return values
    }

    /// The names a closure literal captures that can change while the view stays equal, in
    /// order of first appearance, each with the token of its first capture and how the message
    /// shows it (`'count'`, `'self' by calling 'save()'`).
    func staleCaptures(in closure: Range<Int>, body: CodeBody, owner: OwnerValues, excused: [String],
                       _ ctx: RuleContext) -> [(name: String, token: Int, shown: String)] {
        let plainProperties = owner.plainProperties, methods = owner.methods, selfCounts = owner.selfCounts
        var events: [(token: Int, name: String, shown: String)] = []
        for r in body.facts.references where closure.contains(r.token) {
            if let declaration = r.declaration, !r.isSelfMember {
                // A local, parameter or enclosing closure's parameter from around the call;
                // names declared inside the closure itself never count, nor local functions
                // (RULES.md lists values: `let`/`var`, parameters), nor one whose type is a
                // reference (RULES.md: a `Binding`, a class or actor: its copy still reaches
                // the current state).
                if !closure.contains(declaration) && !ctx.tokens.isWord(declaration - 1, "func")
                    && !isReference(declaredType(declaration, body, ctx), body, ctx) {
                    events.append((r.token, r.name, "'\(r.name)'"))
                }
            } else if plainProperties.contains(r.name) && !(r.isCalled && methods.contains(r.name)) {
                events.append((r.token, r.name, "'\(r.name)'"))
            } else if r.isCalled && methods.contains(r.name) && selfCounts {
                // RULES.md: an implicit `self` is named by the call that makes it.
                events.append((r.token, "self", "'self' by calling '\(r.name)()'"))
            }
        }
        if selfCounts {
            for token in body.facts.selfUses where closure.contains(token) { events.append((token, "self", "'self'")) }
        }
        events.sort { $0.token < $1.token }
        var found: [(name: String, token: Int, shown: String)] = []
        for event in events where !excused.contains(event.name) && !found.contains(where: { $0.name == event.name }) {
            found.append((event.name, event.token, event.shown))
        }
        return found
    }

    /// The type a local or parameter is declared with (`let x: T`, `(x: T)`, a function's
    /// parameter) or constructed as by its initial value (`let store = CartStore()`), as
    /// written; nil when neither says.
    func declaredType(_ declaration: Int, _ body: CodeBody, _ ctx: RuleContext) -> String? {
        if declaration < 0 { return body.parameterType(declaration) }
        let s = ctx.tokens
        if s.kind(declaration + 1) == .colon {
            var j = declaration + 2
            while s.kind(j) == .operator && s.isOperator(j, "@") || s.isWord(j, "inout") { j += 1 }
            return s.isName(j) ? s.name(j) : nil
        }
        // `= CartStore()`, `= CartStore.init(…)`, `= Module.CartStore()`.
        guard s.isOperator(declaration + 1, "="), s.isName(declaration + 2) else { return nil }
        var j = declaration + 2
        while s.kind(j + 1) == .period && s.isName(j + 2) && !s.isWord(j + 2, "init") { j += 2 }
        if s.kind(j + 1) == .period && s.isWord(j + 2, "init") { j += 2 }
        guard s.kind(j + 1) == .leftParen || (s.kind(j + 1) == .leftBrace && !s.isWord(j, "init")) else { return nil }
        return s.isWord(j, "init") ? s.name(j - 2) : s.name(j)
    }

    /// RULES.md: `Binding<…>` (or another reference property wrapper's type), or a class or
    /// actor the index knows.
    func isReference(_ type: String?, _ body: CodeBody, _ ctx: RuleContext) -> Bool {
        guard let type else { return false }
        let base = type.split(separator: "<", maxSplits: 1).first.map(String.init) ?? type
        return ctx.index.isReferenceWrapperType(base) || ctx.index.isReferenceType(base, from: body.place)
    }
}

extension Message {
    /// `captures` are shown as they come (`'count'`, `'self' by calling 'save()'`).
    fileprivate static func stale(_ view: String, _ property: String, _ captures: [String]) -> Message {
        let list = captures.count > 1 ? captures.dropLast().joined(separator: ", ") + " and " + captures.last! : captures.first ?? ""
        return "closure passed as '\(property)' of '\(view)' captures \(list), but equality ignores '\(property)': the view keeps its first closure, which sees stale values"
    }
}
