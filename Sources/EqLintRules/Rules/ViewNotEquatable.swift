/// Flags views that SwiftUI cannot find equal to their previous value.
struct ViewNotEquatable: Rule {
    static let meta = RuleMeta(
        id: "view_not_equatable",
        name: "View not Equatable", severity: .warning, optIn: true,
        summary: "A View that is not Equatable and has an input SwiftUI can never find equal (opt-in).",
        explanation: """
            SwiftUI compares a view that is not Equatable with its previous value field by field, \
            by reflection. Values, bindings and class references can compare equal that way; a \
            closure, an `AnyView`, or a struct or enum holding one never does. A view with such an \
            input runs its `body` (for a representable, its `update…` method) again on every update \
            of its parent. Whether that costs anything depends on how often the parent updates and \
            how heavy the body is, which the source does not show: re-running a small body is what \
            SwiftUI does all day. So the rule is opt-in (`opt_in_rules: [view_not_equatable]`, or \
            `--enable view_not_equatable`), for teams that make every view diffable as a policy. \
            Not reasons: a content builder with arguments (`let row: (Item) -> Row`, which must run \
            again whenever the parent updates anyway), and any input of a representable whose \
            update method is empty (re-running it costs nothing). For a content builder without \
            arguments (`let content: () -> Content`), store the built view instead \
            (`self.content = content()` in `init`). Then make the view Equatable: where the project \
            uses the `@Equatable` macro, `@Equatable` with its closures marked \
            `@EquatableIgnoredUnsafeClosure`; elsewhere a hand-written `==` comparing the other \
            inputs, after checking that no call site passes a closure capturing changing state \
            (`closure_captures_state`). A `let` whose initial value is a literal or a plain static \
            reference is the same in every value of the view, so it is not an input. With \
            `mode: all`, every View that is not Equatable and has inputs is reported.
            """,
        knownProblems: "Types from other modules are unknown (diffable) unless listed in `equatable_types` or `view_protocols`.",
        options: [
            .choice("mode", default: "non_diffable", among: ["non_diffable", "all"],
                    "non_diffable: report views with an input SwiftUI can never find equal; all: every View that is not Equatable."),
            .int("min_inputs", default: 1, "With mode all: report views with at least this many inputs."),
            .bool("ignore_generic_views", default: false, "Do not report views with generic parameters."),
        ],
        triggering: ["struct Card: View {\n    let title: String\n    let onTap: () -> Void\n    var body: some View { Button(title, action: onTap) }\n}"],
        passing: ["struct Card: View {\n    let title: String\n    var body: some View { Text(title) }\n}",
                  "@Equatable\nstruct Card: View {\n    let title: String\n    @EquatableIgnoredUnsafeClosure let onTap: () -> Void\n    var body: some View { Button(title, action: onTap) }\n}"],
        fixes: [.unsafe("Where the project uses the macro: `@Equatable` before the struct, each closure input marked `@EquatableIgnoredUnsafeClosure`, and `import Equatable` after the last import when missing. Only when every other input is known to be Equatable (a standard value type, a project type that is Equatable, or an optional in any spelling, array or dictionary of these), no closure builds the content, and no call site in the project passes a closure input stale values (`closure_captures_state`, checked as if the fix were made).")])

    let reportsAll: Bool
    let minInputs: Int
    let ignoreGenericViews: Bool

    static let crossFileReads = CrossFileReads(constructionsUnderFix: .closuresAnEquatableFixMayIgnore)

    init(options: RuleOptions) {
        reportsAll = options.choice("mode") == "all"
        minInputs = options.int("min_inputs")
        ignoreGenericViews = options.bool("ignore_generic_views")
    }

    /// Why an input counts (docs/architecture.md, "Diffable"), as the message names it.
    enum Reason {
        case closure(name: String, optional: Bool)
        /// A content builder without arguments (`() -> Content`).
        case builder(name: String, result: String)
        case anyView(name: String)
        case holds(name: String, type: String, what: NonDiffable)

        var text: String {
            switch self {
            case .closure(let name, let optional):
                return "'\(name)' is \(optional ? "an optional closure (unequal whenever set)" : "a closure")"
            case .builder(let name, _): return "'\(name)' is a content builder"
            case .anyView(let name): return "'\(name)' is an AnyView"
            case .holds(let name, let type, let what): return "'\(name)' (\(type)) holds \(what.noun)"
            }
        }
    }

    func check(_ ctx: inout RuleContext) {
        // Fields are read in place: most types are not views, and a copy of each would cost more.
        let types = ctx.file.types, ids = ctx.typeIDs
        for t in types.indices where types[t].kind == .struct {
            guard let id = ids[t], ctx.index.isView(id), !ctx.index.isEquatable(id),
                  !ctx.index.hasAmbiguousConformance(id) else { continue }
            if ignoreGenericViews && !types[t].genericParameters.isEmpty { continue }
            let place = ctx.place(ofType: t)
            // Markers do nothing on a type that is not Equatable: every stored property without
            // a skipped wrapper is an input, unless it is a constant.
            let inputs = ctx.index.storedProperties(of: id).filter { !$0.isLazy && !ctx.index.hasSkippedWrapper($0) && !$0.isConstant }
            // docs/rules.md, `view_not_equatable`: no input of a representable whose update method
            // is empty is a reason (re-running it costs nothing); `mode: all` counts them like any
            // other.
            let emptyUpdate = ctx.index.isRepresentable(id) && Self.hasEmptyUpdateMethod(id, ctx.index)
            if emptyUpdate && !reportsAll { continue }
            let viewGenerics = Self.viewConstrainedGenerics(t, ids, ctx)
            var reasons: [Reason] = []
            // Any content builder, with or without arguments: marked and ignored by a fix, it
            // would show stale content.
            var buildsContent = false
            for p in inputs {
                guard let found = ctx.index.nonDiffable(p, at: place) else { continue }
                guard found.direct else {
                    reasons.append(.holds(name: p.name, type: p.type ?? "?", what: found.what))
                    continue
                }
                guard found.what == .closure else {
                    reasons.append(.anyView(name: p.name))
                    continue
                }
                // docs/architecture.md, "Content builder": one with arguments must run again
                // whenever the parent updates anyway: no reason (but in `mode: all`, a closure like
                // any other).
                let type = p.type.map { ctx.index.resolveWrittenType($0, from: place) }
                if let signature = type.flatMap(ctx.index.functionSignature(of:)), viewGenerics.contains(String(signature.result)) {
                    buildsContent = true
                    if !signature.takesArguments {
                        reasons.append(.builder(name: p.name, result: String(signature.result)))
                        continue
                    }
                    if !reportsAll { continue }
                }
                // An optional closure type (`(() -> Void)?`, also through a typealias), not a closure
                // returning an optional.
                let optional = type?.answer { $0.isOptional } ?? false
                reasons.append(.closure(name: p.name, optional: optional))
            }
            let shown = types[t].name
            let at = types[t].nameOffset..<types[t].nameEnd
            if !reasons.isEmpty {
                let updates = ctx.index.isRepresentable(id) ? "its update method" : "its body"
                let fix = !buildsContent && ctx.wantsFixes ? macroFix(t, id, place, ctx) : nil
                ctx.report(.neverEqual(shown, reasons, updates, usesMacro: ctx.index.usesEquatableMacro),
                           at: at, symbol: shown, fix: fix)
            } else if reportsAll && inputs.count >= max(minInputs, 1) {
                ctx.report(.reflection(shown, inputs.map(\.name)), at: at, symbol: shown)
            }
        }
    }

    /// docs/architecture.md, "Representable": the update method (`updateUIView(_:context:)` and its
    /// siblings) has no statements; comments are no tokens. Unknown (false) without one.
    static func hasEmptyUpdateMethod(_ id: TypeID, _ index: ProjectIndex) -> Bool {
        for (_, decl) in index.declarations(of: id) {
            for f in decl.functions where !f.isStatic && Representables.updateMethods.contains(f.name) {
                return f.bodyTokens.map(\.isEmpty) ?? false
            }
        }
        return false
    }

    /// The generic parameters constrained to View (`Content: View`, `where Content: View`) of
    /// the view, of the types enclosing it, and of the types those extensions extend.
    static func viewConstrainedGenerics(_ t: Int, _ ids: [TypeID?], _ ctx: RuleContext) -> Set<String> {
        let types = ctx.file.types
        var out: Set<String> = []
        func add(_ decl: TypeDecl) {
            for constraint in decl.genericConstraints {
                guard let colon = constraint.firstIndex(of: ":") else { continue }
                let names = ProjectIndex.conformanceNames(String(TypeText.trim(constraint[constraint.index(after: colon)...])))
                if names.contains("View") || names.contains("SwiftUI.View") {
                    out.insert(String(constraint[..<colon]))
                }
            }
        }
        var current: Int? = t
        while let k = current {
            add(types[k])
            // An extension's generic parameters are those of the type it extends.
            if types[k].kind == .extension, let id = ids[k], let decl = ctx.index.primary(id) { add(decl) }
            current = types[k].parent
        }
        return out
    }

    /// The unsafe fix (docs/rules.md, `view_not_equatable`): where the project uses the macro,
    /// `@Equatable` before the struct, each closure input marked `@EquatableIgnoredUnsafeClosure`,
    /// and `import Equatable`.
    /// Only when what the macro then compares is known to be Equatable (else the fixed code
    /// would not compile), no closure builds content (ignored, it would show stale content),
    /// and no call site passes a closure input stale values (checked by the engine).
    func macroFix(_ t: Int, _ id: TypeID, _ place: Place, _ ctx: RuleContext) -> Fix? {
        let index = ctx.index
        guard index.usesEquatableMacro, let name = ctx.token(startingAt: ctx.file.types[t].nameOffset),
              ctx.tokens.isWord(name - 1, "struct") else { return nil }
        var edits: [TextEdit] = []
        var marked: [String] = []
        for p in index.storedProperties(of: id) where !p.isStatic && !index.hasSkippedWrapper(p) {
            let wrappers = index.propertyWrappers(p, at: place)
            if index.isClosureProperty(p, of: id) {
                guard wrappers.isEmpty else { return nil }
                if p.wrapperKinds.contains(.unsafeClosureMarker) { continue }
                guard let edit = ctx.markingUnsafeClosure(p) else { return nil }
                edits.append(edit)
                marked.append(p.name)
                continue
            }
            guard wrappers.isEmpty, let type = p.type, Self.isKnownEquatable(index.resolveWrittenType(type, from: place), index) else {
                return nil
            }
        }
        let layout = ctx.layout
        let start = ctx.tokens.tokens[ctx.declarationStart(keyword: name - 1)].start
        edits.append(.insert(layout.isFirstOnLine(start)
            ? "@Equatable" + layout.lineEnding(at: start) + layout.indentation(ofLineAt: start) : "@Equatable ", at: start))
        if let edit = ctx.importingEquatable() { edits.append(edit) }
        let shown = index.displayName(id)
        var fix = Fix(.unsafe, "make it @Equatable" + (marked.isEmpty ? "" : ", marking its closures @EquatableIgnoredUnsafeClosure"),
                      edits: edits)
        if !marked.isEmpty { fix.condition = FixCondition(whole: marked.map { PropertyRef(view: shown, property: $0) }) }
        return fix
    }

    /// A type the `==` the macro writes can compare: a standard value type, a project type
    /// known to be Equatable, or an optional (in any spelling, `Optional<T>`, `Swift.Optional<T>`),
    /// array or dictionary of those, also through typealiases (`typealias Count = Int`).
    static func isKnownEquatable(_ type: ResolvedType, _ index: ProjectIndex) -> Bool {
        type.answer { t -> Bool in
            guard !t.isDecorated else { return false }
            switch t.kind {
            case .array(let element): return isKnownEquatable(element, index)
            case .dictionary(let key, let value): return isKnownEquatable(key, index) && isKnownEquatable(value, index)
            case .outside(let name, _): return ProjectIndex.plainTypes.contains(name) || Self.equatableOutsideTypes.contains(name)
            case .project(let id): return index.isEquatable(id)
            default: return false
            }
        } ?? false
    }

    /// Standard library, Foundation and SwiftUI types known to be Equatable, beyond the plain
    /// data ones.
    static let equatableOutsideTypes: Set<String> = [
        "String", "Substring", "Character", "URL", "UUID", "Data", "Decimal", "TimeInterval", "IndexPath",
        "Locale", "TimeZone", "Calendar", "AttributedString", "CGVector", "Color", "Image", "Text",
        "LocalizedStringKey", "Angle", "UnitPoint", "EdgeInsets", "Font",
    ]

}

extension Message {
    fileprivate static func neverEqual(_ view: String, _ reasons: [ViewNotEquatable.Reason], _ updates: String,
                                       usesMacro: Bool) -> Message {
        var builders: [String] = [], closures: [String] = [], others: [String] = []
        for reason in reasons {
            switch reason {
            case .builder(let name, _): builders.append(name)
            case .closure(let name, _): closures.append(name)
            case .anyView(let name), .holds(let name, _, _): others.append(name)
            }
        }
        let whileSet = reasons.allSatisfy { if case .closure(_, true) = $0 { return true } else { return false } }
        let when = whileSet ? "on every update of its parent while one is set" : "on every update of its parent"
        var advice: [String] = []
        if let first = builders.first {
            // docs/rules.md, `view_not_equatable`: every builder without arguments named, with how
            // to store its view.
            advice.append("store the \(builders.count > 1 ? "views" : "view") \(quotedList(builders)) \(builders.count > 1 ? "build" : "builds") instead of the \(builders.count > 1 ? "builders" : "builder") (self.\(first) = \(first)() in init)")
        }
        if !closures.isEmpty || !others.isEmpty {
            let them = quotedList(closures)
            if usesMacro && others.isEmpty {
                advice.append("make it @Equatable and mark \(them) @EquatableIgnoredUnsafeClosure once no call site passes \(closures.count > 1 ? "them" : "it") a closure capturing changing state (closure_captures_state checks this)")
            } else if closures.isEmpty {
                advice.append("make it Equatable with a hand-written == that compares what \(quotedList(others)) \(others.count > 1 ? "stand" : "stands") for")
            } else {
                advice.append("make it Equatable with a hand-written == that compares its other inputs and leaves \(them) out, once no call site passes \(closures.count > 1 ? "them" : "it") a closure capturing changing state (closure_captures_state checks this)")
            }
        }
        return "'\(view)' is not Equatable and SwiftUI cannot find it equal to its previous value (\(reasons.map(\.text).joined(separator: ", "))), so \(updates) runs again \(when); \(advice.joined(separator: "; then "))"
    }

    fileprivate static func reflection(_ view: String, _ inputs: [String]) -> Message {
        "'\(view)' is not Equatable, so SwiftUI compares its inputs \(quotedList(inputs)) by reflection, field by field"
    }
}
