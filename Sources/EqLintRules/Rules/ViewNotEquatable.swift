/// Flags views that SwiftUI cannot find equal to their previous value.
struct ViewNotEquatable: Rule {
    static let meta = RuleMeta(
        id: "view_not_equatable",
        name: "View not Equatable", severity: .warning,
        summary: "A View that is not Equatable and has an input SwiftUI can never find equal.",
        explanation: """
            SwiftUI compares a view that is not Equatable with its previous value field by field, \
            by reflection. Values, bindings and class references can compare equal that way; a \
            closure, an `AnyView`, or a struct or enum holding one never does. A view with such an \
            input runs its `body` (for a representable, its `update…` method) again on every update \
            of its parent. Make the view Equatable (`@Equatable`, or a conformance with a \
            hand-written `==`) so that SwiftUI can skip it when nothing it shows has changed; for a \
            stored content builder (`let content: () -> Content`), store the built view instead \
            (`self.content = content()` in `init`). A `let` whose initial value is a literal or a \
            plain static reference is the same in every value of the view, so it is not an input. \
            With `mode: all`, every View that is not Equatable and has inputs is reported.
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
                  "@Equatable\nstruct Card: View {\n    let title: String\n    @EquatableIgnoredUnsafeClosure let onTap: () -> Void\n    var body: some View { Button(title, action: onTap) }\n}"])

    let reportsAll: Bool
    let minInputs: Int
    let ignoreGenericViews: Bool

    init(options: RuleOptions) {
        reportsAll = options.choice("mode") == "all"
        minInputs = options.int("min_inputs")
        ignoreGenericViews = options.bool("ignore_generic_views")
    }

    func check(_ ctx: inout RuleContext) {
        // Fields are read in place: most types are not views, and a copy of each would cost more.
        let types = ctx.file.types, keys = ctx.typeNames
        for t in types.indices where types[t].kind == .struct {
            let key = keys[t]
            guard ctx.index.isView(key), !ctx.index.isEquatable(key),
                  !ctx.index.hasAmbiguousConformance(key) else { continue }
            if ignoreGenericViews && !types[t].genericParameters.isEmpty { continue }
            // Markers do nothing on a type that is not Equatable: every stored property without
            // a skipped wrapper is an input, unless it is a constant.
            let place = ctx.place(ofType: t)
            // A builder may return a generic parameter of an enclosing type too.
            var generics = types[t].genericParameters
            var parent = types[t].parent
            while let up = parent {
                generics += types[up].genericParameters
                // An extension's are those of the type it extends.
                if types[up].kind == .extension, let decl = ctx.index.primary(keys[up]) { generics += decl.genericParameters }
                parent = types[up].parent
            }
            let inputs = ctx.index.storedProperties(of: key).filter { !$0.isLazy && !ctx.index.hasSkippedWrapper($0) && !$0.isConstant }
            var reasons: [String] = []
            var builder: (name: String, type: String)?
            var readers = 0, optionals = 0
            for p in inputs {
                guard let found = ctx.index.nonDiffable(p, at: place) else { continue }
                if found.direct {
                    if found.what == .closure {
                        switch Self.contentBuilder(p, generics) {
                        case .plain(let built)?: builder = builder ?? (p.name, built)
                        case .reader?:
                            // A reader's builder must run again anyway: not a reason to report.
                            readers += 1
                            continue
                        case nil: break
                        }
                    }
                    // An optional closure type (`(() -> Void)?`), not a closure returning an optional.
                    let optional = p.type.map { type in
                        !TypeText.isFunction(Substring(type))
                            && (type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<"))
                    } ?? false
                    if optional { optionals += 1 }
                    reasons.append(found.what == .closure
                        ? "'\(p.name)' is \(optional ? "an optional closure (unequal whenever set)" : "a closure")"
                        : "'\(p.name)' is an AnyView")
                } else {
                    reasons.append("'\(p.name)' (\(p.type ?? "?")) holds \(found.what.noun)")
                }
            }
            let shown = types[t].name
            let at = types[t].nameOffset..<types[t].nameEnd
            // A reader view (`GeometryReader`-like: content built from arguments it passes)
            // must call its builder again whenever its parent updates: nothing to fix, and its
            // builders are no reason to report the view.
            if !reasons.isEmpty {
                let updates = ctx.index.isRepresentable(key) ? "its update method" : "its body"
                ctx.report(.neverEqual(shown, reasons, updates, builder: builder, whileSet: optionals == reasons.count),
                           at: at, symbol: shown)
            } else if reportsAll && inputs.count >= max(minInputs, 1) {
                ctx.report(.reflection(shown, inputs.map(\.name)), at: at, symbol: shown)
            }
        }
    }

    /// A stored closure that returns one of the view's generic parameters: `plain` without
    /// parameters (`() -> Content`, the built view could be stored instead), `reader` with some
    /// (`(GeometryProxy) -> Content`, a reader view's).
    enum ContentBuilder: Equatable { case plain(String), reader }

    static func contentBuilder(_ p: Property, _ generics: [String]) -> ContentBuilder? {
        guard let written = p.type, !generics.isEmpty else { return nil }
        let type = String(decoding: written.utf8.filter { $0 != 0x20 }, as: UTF8.self)
        for g in generics {
            for result in [g, g + "?"] {
                if type == "()->\(result)" || type == "(()->\(result))?" { return .plain(result) }
                if type.hasPrefix("("), !type.hasPrefix("()"), type.hasSuffix(")->\(result)") { return .reader }
            }
        }
        return nil
    }

}

extension Message {
    fileprivate static func neverEqual(_ view: String, _ reasons: [String], _ updates: String,
                                       builder: (name: String, type: String)?, whileSet: Bool) -> Message {
        let advice = builder.map { "; store the built view instead (a stored '\($0.type)' set to '\($0.name)()' in init), or make it Equatable" }
            ?? "; make it Equatable"
        let when = whileSet ? "on every update of its parent while one is set" : "on every update of its parent"
        return "'\(view)' is not Equatable and SwiftUI cannot find it equal to its previous value (\(reasons.joined(separator: ", "))), so \(updates) runs again \(when)\(advice)"
    }

    fileprivate static func reflection(_ view: String, _ inputs: [String]) -> Message {
        "'\(view)' is not Equatable, so SwiftUI compares its inputs \(quotedList(inputs)) by reflection, field by field"
    }
}
