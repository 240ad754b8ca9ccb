/// Flags hand-written `==` of views that miss something `body` shows.
struct CustomEqualityMissesBodyInput: Rule {
    static let meta = RuleMeta(
        id: "custom_equality_misses_body_input",
        name: "Custom == misses body input", severity: .warning,
        summary: "A view's hand-written == does not compare a compared input that body reads.",
        explanation: """
            SwiftUI decides whether to run a view's `body` again with its `==` whenever the view is \
            Equatable and not plain data, and with `.equatable()` or `EquatableView` for a \
            plain-data view. When `==` returns true, `body` is not run again: if `body` reads an \
            input that `==` does not compare, a change to that input alone is never shown. Compare \
            it in `==`, or stop reading it. Not reported: closures (closure_captures_state checks \
            those), constants, an input the view's own `init` derives from other inputs \
            (`self.isEditing = editMode == .active`: it changes only with them), and the input a \
            compared derived input comes from (`self._p = …` assigns `p`), and an input with another \
            package's property wrapper (`@Default`), which updates the view itself. For a class or actor reference, which rarely \
            changes itself, the message names the state `body` reads through it, which `==` \
            cannot see.
            """,
        triggering: ["struct CalendarView: View, Equatable {\n    let sleeps: [Int]\n    let dates: [String]\n    static func == (lhs: Self, rhs: Self) -> Bool { lhs.sleeps.count == rhs.sleeps.count }\n    var body: some View { Text(\"\\(dates.count) \\(sleeps.count)\") }\n}"],
        passing: ["struct CalendarView: View, Equatable {\n    let sleeps: [Int]\n    let dates: [String]\n    static func == (lhs: Self, rhs: Self) -> Bool { lhs.sleeps.count == rhs.sleeps.count && lhs.dates == rhs.dates }\n    var body: some View { Text(\"\\(dates.count) \\(sleeps.count)\") }\n}"])

    init(options: RuleOptions) {}

    func check(_ ctx: inout RuleContext) {
        let types = ctx.file.types, ids = ctx.typeIDs
        var seen = Set<TypeID>(minimumCapacity: types.count)
        for t in types.indices where types[t].kind == .struct || types[t].kind == .extension {
            guard let view = ids[t], seen.insert(view).inserted, ctx.index.isView(view), ctx.index.isEquatable(view),
                  let equality = ctx.index.handWrittenEquality(of: view), ctx.isHere(equality.ref) else { continue }
            guard equality.function.memberUses?.isOpaque != true else { continue }
            let compared = Set(ctx.index.equalityCompares(of: view) ?? [])
            let reads = Set(ctx.index.declarations(of: view).flatMap { ctx.index.bodyReads($0.ref) })
            let inputs = ctx.index.comparedInputs(of: view)
            let viewPlace = ctx.index.declarationRef(of: view).map { Place(file: $0.file, type: $0.type) }
            // docs/architecture.md, "Value that can change": an input that cannot change hides
            // nothing when `==` leaves it out (a constant, a reference wrapper, a value fixed at
            // every construction), but for one of a reference type, whose state body reads.
            let missed = inputs.filter { p in
                reads.contains(p.name) && !compared.contains(p.name) && !p.isConstant && !ctx.index.isClosureProperty(p, of: view)
                    && !(viewPlace.map { Self.hasPackageWrapper(p, at: $0, ctx.index) || ctx.index.hasReferenceWrapper(p, at: $0) } ?? false)
                    && !(p.wrappers.isEmpty && ctx.index.isFixedAtEveryConstruction(p.name, of: view))
            }
            guard !missed.isEmpty else { continue }
            // docs/architecture.md, "Derived input": an input derived from others changes only with
            // them; the source of a derived input that == compares is compared through it.
            let derived = ctx.derivedInputs(of: view, compared: inputs.map(\.name))
            var coveredSources: Set<String> = []
            for (input, sources) in derived where compared.contains(input) { coveredSources.formUnion(sources) }
            let f = equality.function
            let simple = ctx.index.displayName(view)
            let place = ctx.index.declarationRef(of: view).map { Place(file: $0.file, type: $0.type) }
            for p in missed where derived[p.name] == nil && !coveredSources.contains(p.name) {
                let property = ctx.index.declarationRef(of: view).map {
                    [ctx.place($0, p.nameOffset, p.nameEnd, "'\(p.name)', which body reads")]
                }
                let message: Message = ctx.index.isReferenceType(p.type ?? p.constructedType, from: place)
                    ? .missedThroughReference(simple, p.name, readThrough(p.name, of: view, ctx))
                    : .missed(simple, p.name)
                ctx.report(message, at: f.nameOffset..<f.nameEnd, symbol: simple + "." + p.name, related: property ?? [])
            }
        }
    }

    /// A property wrapper from another package (`@Default(.key)`, `@Setting`): a dynamic
    /// property that updates the view itself, as SwiftUI's own do, whatever `==` says.
    static func hasPackageWrapper(_ p: Property, at place: Place, _ index: ProjectIndex) -> Bool {
        let wrappers = index.propertyWrappers(p, at: place)
        return !wrappers.isEmpty && wrappers.allSatisfy { w in
            let name = w.name.hasPrefix("SwiftUI.") ? String(w.name.dropFirst(8)) : w.name
            return index.resolveType(w.name, from: place) == nil && name != "Binding" && name != "FocusedBinding"
        }
    }

    /// What `body` reads through a reference input: `input.member` (or `self.input.member`),
    /// each once, in order; read from this file's tokens (a `body` declared in another file
    /// gives none).
    func readThrough(_ input: String, of view: TypeID, _ ctx: RuleContext) -> [String] {
        var out: [String] = []
        let s = ctx.tokens
        for (ref, decl) in ctx.index.declarations(of: view) where ctx.isHere(ref) {
            guard let body = decl.properties.first(where: { $0.name == "body" && !$0.isStatic })?.accessorBodies.first else { continue }
            for i in body where s.isName(i) && s.name(i) == input && s.kind(i + 1) == .period && s.isName(i + 2)
                && (s.kind(i - 1) != .period || (s.isWord(i - 2, "self") && s.kind(i - 3) != .period)) {
                let path = input + "." + s.name(i + 2)
                if !out.contains(path) { out.append(path) }
            }
        }
        return out
    }
}

extension Message {
    fileprivate static func missed(_ view: String, _ property: String) -> Message {
        "== of '\(view)' does not compare '\(property)', which its body reads: a change to it alone is never shown"
    }

    fileprivate static func missedThroughReference(_ view: String, _ property: String, _ paths: [String]) -> Message {
        let what = paths.isEmpty ? "the state of '\(property)'" : quotedList(paths)
        return "== of '\(view)' does not compare '\(property)', a reference whose state its body reads (\(what)): == cannot see that state change, so the view keeps showing the old one; compare what body reads, or observe the object (@ObservedObject, @Observable)"
    }
}
