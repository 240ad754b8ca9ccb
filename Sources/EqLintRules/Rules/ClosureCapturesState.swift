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
            class), or compare the closure's inputs.
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

    func check(_ ctx: inout RuleContext) {
        let index = ctx.index
        guard ctx.mentionsCallSite(.ignoredClosures) else { return }
        for body in ctx.bodies where ctx.mentionsCallSite(.ignoredClosures, in: body.range) {
            // What the body's owner holds, worked out at the body's first stale-capture question.
            var owner: OwnerValues?
            for call in body.facts.calls {
                guard let view = index.resolveType(call.callee, from: body.place),
                      index.isView(view), index.isEquatable(view) else { continue }
                let closures = index.closureProperties(of: view)
                guard closures.contains(where: { index.equalityIgnores($0, of: view) }) else { continue }
                let labels = Set(call.arguments.compactMap(\.label))
                let firstUnlabelled = closures.first { !labels.contains($0.name) }
                let inputs = Set(index.comparedInputs(of: view).map(\.name))
                // RULES.md: a name passed whole as a compared input re-renders the view when it changes.
                var excused: Set<String> = []
                for argument in call.arguments where !argument.isClosureLiteral {
                    guard let label = argument.label, inputs.contains(label) else { continue }
                    if let name = wholeName(argument.tokens, ctx.tokens) { excused.insert(name) }
                }
                var usedTrailing = false
                for argument in call.arguments where argument.isClosureLiteral {
                    let property: Property?
                    if let label = argument.label {
                        property = closures.first { $0.name == label }
                    } else if argument.isTrailing && !usedTrailing {
                        usedTrailing = true
                        property = firstUnlabelled
                    } else {
                        property = nil
                    }
                    guard let p = property, index.equalityIgnores(p, of: view) else { continue }
                    if owner == nil { owner = ownerValues(body, index) }
                    let captures = staleCaptures(in: argument.tokens, body: body, owner: owner!, excused: excused, ctx)
                    guard let first = captures.first else { continue }
                    let shown = index.displayName(view)
                    let declared = index.declarationRef(of: view).map {
                        [ctx.place($0, p.nameOffset, p.nameEnd, "'\(p.name)' of '\(shown)', which equality ignores")]
                    }
                    ctx.report(.stale(shown, p.name, captures.map(\.name)), atToken: first.token,
                               symbol: shown + "." + p.name, related: declared ?? [])
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

    /// The names a closure literal captures that can change while the view stays equal, in
    /// order of first appearance, each with the token of its first capture.
    /// The plain stored properties and instance methods of a body's owner, and whether a
    /// capture of `self` counts.
    struct OwnerValues {
        var plainProperties: Set<String> = []
        var methods: Set<String> = []
        var selfCounts = false
    }

    func ownerValues(_ body: CodeBody, _ index: ProjectIndex) -> OwnerValues {
        var values = OwnerValues()
        if let owner = body.owner, let kind = index.primaryKind(owner), kind == .struct || kind == .enum {
            // RULES.md: only plain values go stale; reference wrappers and class instances are read live.
            let place = index.declarationRef(of: owner).map { Place(file: $0.file, type: $0.type) }
            for p in index.storedProperties(of: owner)
            where !index.hasReferenceWrapper(p) && !index.isReferenceType(p.type, from: place) {
                values.plainProperties.insert(p.name)
            }
            values.methods = index.instanceMethodNames(of: owner)
            values.selfCounts = !values.plainProperties.isEmpty
        }
        return values
    }

    func staleCaptures(in closure: Range<Int>, body: CodeBody, owner: OwnerValues, excused: Set<String>,
                       _ ctx: RuleContext) -> [(name: String, token: Int)] {
        let plainProperties = owner.plainProperties, methods = owner.methods, selfCounts = owner.selfCounts
        var found: [(name: String, token: Int)] = []
        var foundNames: Set<String> = []
        func add(_ name: String, _ token: Int) {
            guard !excused.contains(name), foundNames.insert(name).inserted else { return }
            found.append((name, token))
        }
        var events: [(token: Int, name: String)] = []
        for r in body.facts.references where closure.contains(r.token) {
            if let declaration = r.declaration, !r.isSelfMember {
                // A local, parameter or enclosing closure's parameter from around the call;
                // names declared inside the closure itself never count, nor local functions
                // (RULES.md lists values: `let`/`var`, parameters).
                if !closure.contains(declaration) && !ctx.tokens.isWord(declaration - 1, "func") {
                    events.append((r.token, r.name))
                }
            } else if plainProperties.contains(r.name) && !(r.isCalled && methods.contains(r.name)) {
                events.append((r.token, r.name))
            } else if r.isCalled && methods.contains(r.name) && selfCounts {
                events.append((r.token, "self"))
            }
        }
        if selfCounts {
            for token in body.facts.selfUses where closure.contains(token) { events.append((token, "self")) }
        }
        events.sort { $0.token < $1.token }
        for event in events { add(event.name, event.token) }
        return found
    }
}

extension Message {
    fileprivate static func stale(_ view: String, _ property: String, _ names: [String]) -> Message {
        "closure passed as '\(property)' of '\(view)' captures \(quotedList(names)), but equality ignores '\(property)': the view keeps its first closure, which sees stale values"
    }
}
