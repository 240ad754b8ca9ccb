/// Flags representables that hand a closure to UIKit or AppKit once and never again.
struct RepresentableStaleClosure: Rule {
    static let meta = RuleMeta(
        id: "representable_stale_closure",
        name: "Representable keeps a stale closure", severity: .warning,
        summary: "A representable hands a closure over in make… or makeCoordinator() and never again in update….",
        explanation: """
            SwiftUI calls a representable's make method (`makeUIView(context:)` and its siblings) \
            and `makeCoordinator()` once for each identity of the view, and its update method on \
            every later update. A closure property handed to the UIKit or AppKit object, or to the \
            coordinator, only in the make method (`UIAction { _ in action() }`, \
            `view.onChange = onChange`, `Coordinator(self)`) is the first render's closure for the \
            life of the view: a later render's closure, with the values it captures, is never \
            called. Hand it over again in the update method (`view.onChange = onChange`, or \
            `context.coordinator.parent = self` first thing there when the coordinator holds the \
            representable). `@Binding` closure properties read shared storage and do not count. \
            Reported only when some construction of the representable passes such a closure a \
            closure literal that captures a value that can change (as `closure_captures_state` \
            judges captures: a plain stored property, `self`, a local or parameter that is no \
            reference): a closure that writes `@State`, calls a view model or `dismiss()` is as \
            good the first time as later. Handing over `self` to the coordinator counts for the \
            closures the coordinator reads through it; constant closures never change.
            """,
        knownProblems: "Hand-overs through helper methods the make method calls are not followed; a make or update method declared in another file than the other is not read. A closure capturing a plain stored property counts as capturing a value that can change, even when every construction of its owner passes that property a constant.",
        triggering: ["""
            struct ScanButton: UIViewRepresentable {
                let onScan: () -> Void
                func makeUIView(context: Context) -> UIButton {
                    let button = UIButton()
                    button.addAction(UIAction { _ in onScan() }, for: .touchUpInside)
                    return button
                }
                func updateUIView(_ button: UIButton, context: Context) {}
            }
            struct Scanner: View {
                let prefix: String
                var body: some View { ScanButton(onScan: { print(prefix) }) }
            }
            """],
        passing: ["""
            struct ScanButton: UIViewRepresentable {
                let onScan: () -> Void
                func makeCoordinator() -> Coordinator { Coordinator(self) }
                func makeUIView(context: Context) -> UIButton { UIButton() }
                func updateUIView(_ button: UIButton, context: Context) { context.coordinator.parent = self }
                final class Coordinator {
                    var parent: ScanButton
                    init(_ parent: ScanButton) { self.parent = parent }
                }
            }
            """],
        fixes: [.unsafe("Where `makeCoordinator()` passes `self` to a coordinator whose one stored property holds the representable, and every stale closure is handed over only that way: `context.coordinator.NAME = self` as the first statement of the update method, with its indentation.")])

    init(options: RuleOptions) {}

    func check(_ ctx: inout RuleContext) {
        let types = ctx.file.types, ids = ctx.typeIDs
        let index = ctx.index
        for t in types.indices where types[t].kind == .struct || types[t].kind == .extension {
            // The file that holds the make method reports (its tokens are the ones read).
            guard let make = types[t].functions.first(where: { !$0.isStatic && Representables.makeMethods.contains($0.name) }),
                  let makeBody = make.bodyTokens else { continue }
            guard let id = ids[t], index.isRepresentable(id) else { continue }
            // A constant closure (`let onDone: () -> Void = {}`) is the same in every render.
            let closures = index.closureProperties(of: id).filter { !index.hasReferenceWrapper($0) && !$0.isConstant
                && !($0.isLet && $0.hasClosureLiteralInitializer) }
            guard !closures.isEmpty else { continue }
            // The other methods, from any declaration of the type: read only when in this file.
            var update: (Function, DeclarationRef)?, coordinator: (Function, DeclarationRef)?
            for (ref, decl) in index.declarations(of: id) {
                for f in decl.functions where !f.isStatic {
                    if f.name == Representables.update(for: make.name) { update = (f, ref) }
                    if f.name == Representables.makeCoordinator && f.parameters.isEmpty { coordinator = (f, ref) }
                }
            }
            guard let (updateMethod, updateRef) = update, ctx.isHere(updateRef), let updateBody = updateMethod.bodyTokens else { continue }
            let names = closures.map(\.name)
            var handOvers = HandOvers(ctx, closures: names)
            handOvers.read(makeBody, of: make, method: make.name)
            var coordinatorTypeText: String?
            if let (f, ref) = coordinator, ctx.isHere(ref), let body = f.bodyTokens {
                handOvers.read(body, of: f, method: Representables.makeCoordinator)
                coordinatorTypeText = handOvers.coordinatorConstructed
            }
            let refresh = HandOvers.refreshes(updateBody, of: updateMethod, closures: names, ctx)
            // A coordinator that gets the representable only in makeCoordinator() and never reads a
            // closure through it keeps nothing of that closure.
            let coordinatorReads = handOvers.selfOnlyToCoordinator
                ? coordinatorTypeText.flatMap { Self.readsThroughParent(of: $0, representable: id, t, ctx) } : nil
            guard let (stale, decisive, at, methods) = Self.kept(names, handOvers, refresh, coordinatorReads, id, ctx) else { continue }
            let shown = index.displayName(id)
            // docs/rules.md, `representable_stale_closure`: the fix, for a coordinator holding the
            // representable in one stored property.
            var fixText: String?
            var firstChange: String?
            var fix: Fix?
            if stale.allSatisfy({ (handOvers.direct[$0] ?? []).isEmpty }), handOvers.selfToCoordinator,
               let text = coordinatorTypeText, let property = Self.parentProperty(of: text, representable: id, t, ctx),
               let context = updateMethod.parameters.first(where: { $0.label == "context" })?.name {
                let statement = "\(context).coordinator.\(property.name) = self"
                fixText = statement
                // docs/rules.md, `representable_stale_closure`: a `let` cannot be assigned; the
                // message says to make it a `var` first.
                if property.isLet { firstChange = "make '\(property.name)' of '\(text)' a 'var'" }
                // Only where the assignment compiles: a `var` the update method can reach.
                if ctx.wantsFixes, property.assignable, let edit = Self.insertingFirst(statement, in: updateBody, ctx) {
                    fix = Fix(.unsafe, "hand the representable to the coordinator first in \(updateMethod.name)", edits: [edit])
                }
            }
            // The message names the construction that makes it matter and the value it reads
            // (its line written in by the workspace), which is among the related places.
            let construction = RelatedPlace(path: decisive.path, range: decisive.range,
                                            message: "'\(shown)' gets a closure for '\(decisive.property.property)' capturing \(decisive.captured) here")
            ctx.report(.stale(shown, stale, methods, updateMethod.name, fix: fixText, first: firstChange,
                              construction: (RelatedPlace.marker(0), decisive.property.property, decisive.captured)),
                       atToken: at, symbol: shown, fix: fix, related: [construction])
        }
    }

    /// The closures the representable keeps that matter: handed over and never again, and passed
    /// a closure (or an unapplied method) reading a value that can change by some construction
    /// (otherwise the first closure does what any later one would); with that construction,
    /// the earliest hand-over among them (docs/rules.md, `representable_stale_closure`) and the
    /// methods that hand them over. Nil when none matters.
    static func kept(_ names: [String], _ handOvers: HandOvers, _ refresh: (reads: Set<String>, readsSelf: Bool),
                     _ coordinatorReads: Set<String>?, _ id: TypeID, _ ctx: RuleContext)
        -> (stale: [String], decisive: ConstructionFact, at: Int, methods: [String])? {
        func throughSelf(_ name: String) -> [HandOvers.Place] {
            coordinatorReads.map { $0.contains(name) } ?? true ? handOvers.throughSelf : []
        }
        let candidates = names.filter { name in
            let direct = handOvers.direct[name] ?? []
            guard !direct.isEmpty || !throughSelf(name).isEmpty, !refresh.reads.contains(name) else { return false }
            return !(direct.isEmpty && refresh.readsSelf)
        }
        guard !candidates.isEmpty else { return nil }
        let constructions = ctx.capturingConstructions(of: id)
        let stale = candidates.filter { name in constructions.contains { $0.property.property == name } }
        guard let decisive = constructions.first(where: { stale.contains($0.property.property) }) else { return nil }
        var at: Int?
        var methods: [String] = []
        for name in stale {
            for h in (handOvers.direct[name] ?? []) + throughSelf(name) {
                if at == nil || h.token < at! { at = h.token }
                if !methods.contains(h.method) { methods.append(h.method) }
            }
        }
        return at.map { (stale, decisive, $0, methods) }
    }

    /// The coordinator's one stored property, when it holds the representable (`var parent: V`),
    /// and whether the update method can assign it (a `var`, not `private`, declared here).
    /// A coordinator that also keeps state of its own gets no advice, even beside exactly one
    /// property of the representable's type: such coordinators often work with objects only
    /// the first render's representable made (mlem's `MarkdownTextEditor`, winston's
    /// `TappableView`; docs/accuracy.md, review 5), and handing them a later one breaks them.
    static func parentProperty(of coordinator: String, representable id: TypeID, _ t: Int, _ ctx: RuleContext)
        -> (name: String, assignable: Bool, isLet: Bool)? {
        guard let coordinatorID = ctx.index.resolveType(coordinator, from: ctx.place(ofType: t)),
              let ref = ctx.index.declarationRef(of: coordinatorID) else { return nil }
        let stored = ctx.index.storedProperties(of: coordinatorID).filter { !$0.isStatic }
        guard stored.count == 1, holds(stored[0], representable: id, coordinator: ref, ctx.index) else { return nil }
        let p = stored[0]
        var assignable = !p.isLet && ctx.isHere(ref)
        if assignable, let name = ctx.token(startingAt: p.nameOffset) {
            let s = ctx.tokens
            var j = ctx.declarationStart(keyword: name - 1)
            while j < name - 1 {
                if s.isWord(j, "private") && s.kind(j + 1) != .leftParen { assignable = false }
                j += 1
            }
        }
        return (p.name, assignable, p.isLet)
    }

    /// True when a stored property of the coordinator declared at `coordinator` holds the
    /// representable `id` (through optionals in any spelling and typealiases: `var parent: V?`).
    static func holds(_ p: Property, representable id: TypeID, coordinator: DeclarationRef, _ index: ProjectIndex) -> Bool {
        guard let written = p.type else { return false }
        let type = index.resolveWrittenType(written, from: Place(file: coordinator.file, type: coordinator.type))
        switch type.kind {
        case .project(let held): return held == id
        // The representable's own `#if` alternative is among them.
        case .alternatives(let all): return all.contains { $0.kind == .project(id) }
        default: return false
        }
    }

    /// The members a coordinator reads through its property holding the representable
    /// (`parent.onTap`, `self.parent?.onTap`), from its declarations in this file; nil when
    /// it has no such property, or a declaration elsewhere.
    static func readsThroughParent(of coordinator: String, representable id: TypeID, _ t: Int, _ ctx: RuleContext) -> Set<String>? {
        guard let coordinatorID = ctx.index.resolveType(coordinator, from: ctx.place(ofType: t)),
              let coordinatorRef = ctx.index.declarationRef(of: coordinatorID) else { return nil }
        let holders = ctx.index.storedProperties(of: coordinatorID).filter {
            holds($0, representable: id, coordinator: coordinatorRef, ctx.index)
        }.map(\.name)
        guard !holders.isEmpty else { return nil }
        let s = ctx.tokens
        var reads: Set<String> = []
        for (ref, decl) in ctx.index.declarations(of: coordinatorID) {
            guard ctx.isHere(ref) else { return nil }
            for i in decl.bodyTokens where s.isName(i) && holders.contains(s.name(i))
                    && (s.kind(i - 1) != .period || (s.isWord(i - 2, "self") && s.kind(i - 3) != .period)) {
                var j = i + 1
                while s.isOperator(j, "?") || s.isOperator(j, "!") { j += 1 }
                if s.kind(j) == .period && s.isName(j + 1) { reads.insert(s.name(j + 1)) }
            }
        }
        return reads
    }

    /// `statement` inserted before the first statement of `body`, on a line of its own with
    /// that statement's indentation; in an empty body, on a line of its own inside the braces.
    static func insertingFirst(_ statement: String, in body: Range<Int>, _ ctx: RuleContext) -> TextEdit? {
        let s = ctx.tokens, layout = ctx.layout
        guard body.lowerBound > 0 else { return nil }
        if !body.isEmpty {
            let first = s.tokens[body.lowerBound].start
            if layout.isFirstOnLine(first) {
                return .insert(statement + layout.lineEnding(at: first) + layout.indentation(ofLineAt: first), at: first)
            }
            return .insert(statement + "; ", at: first)
        }
        // No statement: the statement on a line of its own after the `{`, indented one level
        // past the brace's line. Between braces on one line (`{}`), the `}` goes on a line
        // after it; when the braces are lines apart (a comment or blank lines between), the
        // line break before the `}` is already there.
        let open = s.tokens[body.lowerBound - 1]
        let indent = layout.indentation(ofLineAt: open.start)
        let unit = indent.hasPrefix("\t") ? "\t" : "    "
        let lineEnding = layout.lineEnding(at: open.start)
        let closeIsOnALaterLine = body.lowerBound < s.count && s.tokens[body.lowerBound].hasNewlineBefore
        return .insert(lineEnding + indent + unit + statement + (closeIsOnALaterLine ? "" : lineEnding + indent), at: open.end)
    }
}

extension Message {
    fileprivate static func stale(_ view: String, _ closures: [String], _ methods: [String], _ update: String,
                                  fix: String?, first: String? = nil,
                                  construction: (at: String, closure: String, captured: String)) -> Message {
        let many = closures.count > 1
        let advice = fix.map { statement in (first.map { "\($0), then " } ?? "") + "set '\(statement)' first in \(update)" }
            ?? "hand \(many ? "them" : "it") over again in \(update)"
        return "'\(view)' hands \(quotedList(closures)) over in \(methods.joined(separator: " and ")) but \(update) never hands \(many ? "them" : "it") over again: UIKit or AppKit keeps the first render's \(many ? "closures" : "closure") and never calls a later one, with the values it captures; \(advice); the construction at \(construction.at) passes '\(construction.closure)' a closure capturing \(construction.captured)"
    }
}
