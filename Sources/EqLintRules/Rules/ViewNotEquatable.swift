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
                  "@Equatable\nstruct Card: View {\n    let title: String\n    @EquatableIgnoredUnsafeClosure let onTap: () -> Void\n    var body: some View { Button(title, action: onTap) }\n}"],
        fixes: [.unsafe("Where the project uses the macro: `@Equatable` before the struct, each closure input marked `@EquatableIgnoredUnsafeClosure`, and `import Equatable` after the last import when missing. Only when every other input is known to be Equatable, no closure builds the content, and no call site in the project passes a closure input stale values (`closure_captures_state`, checked as if the fix were made).")])

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
                let fix = builder == nil && readers == 0 ? macroFix(t, key, place, ctx) : nil
                ctx.report(.neverEqual(shown, reasons, updates, builder: builder, whileSet: optionals == reasons.count),
                           at: at, symbol: shown, fix: fix)
            } else if reportsAll && inputs.count >= max(minInputs, 1) {
                ctx.report(.reflection(shown, inputs.map(\.name)), at: at, symbol: shown)
            }
        }
    }

    /// RULES.md, "Fixes" (unsafe): where the project uses the macro, `@Equatable` before the
    /// struct, each closure input marked `@EquatableIgnoredUnsafeClosure`, and `import Equatable`.
    /// Only when what the macro then compares is known to be Equatable (else the fixed code
    /// would not compile), no closure builds content (ignored, it would show stale content),
    /// and no call site passes a closure input stale values (checked by the engine).
    func macroFix(_ t: Int, _ key: String, _ place: Place, _ ctx: RuleContext) -> Fix? {
        let index = ctx.index
        guard index.usesEquatableMacro, let name = ctx.token(startingAt: ctx.file.types[t].nameOffset),
              ctx.tokens.isWord(name - 1, "struct") else { return nil }
        var edits: [TextEdit] = []
        var marked: [String] = []
        for p in index.storedProperties(of: key) where !p.isStatic && !index.hasSkippedWrapper(p) {
            let wrappers = index.propertyWrappers(p, at: place)
            if index.isClosureProperty(p, of: key) {
                guard wrappers.isEmpty else { return nil }
                if p.wrapperKinds & WrapperKinds.unsafeClosureMarker != 0 { continue }
                guard let edit = ctx.markingUnsafeClosure(p) else { return nil }
                edits.append(edit)
                marked.append(p.name)
                continue
            }
            guard wrappers.isEmpty, let type = p.type, Self.isKnownEquatable(Substring(type), place, index) else { return nil }
        }
        let layout = ctx.layout
        let start = ctx.tokens.tokens[ctx.declarationStart(keyword: name - 1)].start
        edits.append(.insert(layout.isFirstOnLine(start)
            ? "@Equatable" + layout.lineEnding(at: start) + layout.indentation(ofLineAt: start) : "@Equatable ", at: start))
        if let edit = ctx.importingEquatable() { edits.append(edit) }
        let shown = index.displayName(key)
        var fix = Fix(.unsafe, "make it @Equatable" + (marked.isEmpty ? "" : ", marking its closures @EquatableIgnoredUnsafeClosure"),
                      edits: edits)
        fix.unlessStaleCaptures = marked.map { shown + "." + $0 }
        fix.staleCheckViews = marked.isEmpty ? [] : [ctx.file.types[t].simpleName]
        return fix
    }

    /// A type the `==` the macro writes can compare: a standard value type, a project type
    /// known to be Equatable, or an optional, array or dictionary of those.
    static func isKnownEquatable(_ text: Substring, _ place: Place, _ index: ProjectIndex) -> Bool {
        let t = TypeText.trim(text)
        if TypeText.last(t) == UInt8(ascii: "?") { return isKnownEquatable(t.dropLast(), place, index) }
        if TypeText.first(t) == UInt8(ascii: "["), TypeText.last(t) == UInt8(ascii: "]") {
            let inner = t.dropFirst().dropLast()
            if let colon = TypeText.topLevel(inner, UInt8(ascii: ":")).first {
                return isKnownEquatable(inner[..<colon], place, index) && isKnownEquatable(inner[inner.index(after: colon)...], place, index)
            }
            return isKnownEquatable(inner, place, index)
        }
        let plain = t.hasPrefix("Swift.") ? t.dropFirst(6) : t.hasPrefix("Foundation.") ? t.dropFirst(11) : t
        switch index.resolve(String(t), from: place) {
        case .outside: return ProjectIndex.plainTypes.contains(String(plain)) || Self.equatableOutsideTypes.contains(String(plain))
        case .declaration, .alternatives:
            guard let key = index.resolveType(String(t), from: place) else { return false }
            return index.isEquatable(key)
        default: return false
        }
    }

    /// Standard library, Foundation and SwiftUI types known to be Equatable, beyond the plain
    /// data ones.
    static let equatableOutsideTypes: Set<String> = [
        "String", "Substring", "Character", "URL", "UUID", "Data", "Decimal", "TimeInterval", "IndexPath",
        "Locale", "TimeZone", "Calendar", "AttributedString", "CGVector", "Color", "Image", "Text",
        "LocalizedStringKey", "Angle", "UnitPoint", "EdgeInsets", "Font",
    ]

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
