/// Flags constructions of plain-data views with a custom `==` that SwiftUI will not use.
struct EquatableModifierMissing: Rule {
    static let meta = RuleMeta(
        id: "equatable_modifier_missing",
        name: "Equatable modifier missing", severity: .warning,
        summary: "A plain-data view with a custom == is constructed in a body without .equatable().",
        explanation: """
            SwiftUI compares a plain-data view (every stored property a number, `Bool`, a geometry \
            value, `Date`, an enum without associated values, or a struct of these) field by field \
            even when it is Equatable, and calls its `==` only when it is wrapped in `EquatableView` \
            or followed by `.equatable()`. A custom `==` (anything but the memberwise comparison of \
            every compared input) is then silently unused where the view is built without the \
            modifier. For any other view SwiftUI already uses `==`; `plain_data_only: false` \
            reports those too, for teams that want `.equatable()` written out everywhere.
            """,
        options: [
            .bool("plain_data_only", default: true, "Report only plain-data views (the ones SwiftUI compares field by field)."),
        ],
        triggering: ["struct Parity: View, Equatable {\n    let number: Int\n    static func == (lhs: Self, rhs: Self) -> Bool { lhs.number % 2 == rhs.number % 2 }\n    var body: some View { Text(\"\\(number)\") }\n}\n@Equatable\nstruct Screen: View {\n    let n: Int\n    var body: some View { Parity(number: n) }\n}"],
        passing: ["struct Parity: View, Equatable {\n    let number: Int\n    static func == (lhs: Self, rhs: Self) -> Bool { lhs.number % 2 == rhs.number % 2 }\n    var body: some View { Text(\"\\(number)\") }\n}\n@Equatable\nstruct Screen: View {\n    let n: Int\n    var body: some View { Parity(number: n).equatable() }\n}"],
        fixes: [.safe("Insert `.equatable()` right after the construction, after its trailing closures.")])

    let plainDataOnly: Bool

    init(options: RuleOptions) {
        plainDataOnly = options.bool("plain_data_only")
    }

    func check(_ ctx: inout RuleContext) {
        let index = ctx.index
        guard ctx.mentionsCallSite(.customEquality) else { return }
        for body in ctx.bodies(holding: ctx.callSiteMentions(.customEquality)) {
            guard let owner = body.owner, index.isView(owner) else { continue }
            switch body.kind {
            case .accessor(property: "body"): break
            case .accessor, .function: guard body.isViewBuilder else { continue }
            default: continue
            }
            // Only the call sites are read: a walk from the first to the end of the last (those
            // the walker reads are at the call tokens), passing over blocks that hold none.
            guard let window = ctx.constructionWindow(ctx.callTokens.tokens, in: body.range) else { continue }
            let calls = body.facts(within: window).calls
            // Arguments of EquatableView(…) constructions: their content is compared by ==.
            var wrapped: Set<Range<Int>> = []
            for call in calls where call.callee == "EquatableView" || call.callee == "SwiftUI.EquatableView" {
                for argument in call.arguments { wrapped.insert(argument.tokens) }
            }
            for call in calls {
                guard let view = index.resolveType(call.callee, from: body.place), index.isView(view),
                      index.isEquatable(view), index.hasCustomEquality(view) else { continue }
                if plainDataOnly && !index.isPlainData(view) { continue }
                if ctx.tokens.modifierChain(call.end).contains(where: { $0.name == "equatable" }) { continue }
                if wrapped.contains(call.start..<call.end) { continue }
                let shown = index.displayName(view)
                // docs/rules.md, `equatable_modifier_missing`: `.equatable()` right after the
                // construction and its trailing closures (safe: the view is Equatable, and SwiftUI
                // then uses its ==).
                let fix = call.end > call.start
                    ? Fix(.safe, "add .equatable()", edits: [.insert(".equatable()", at: ctx.tokens.tokens[call.end - 1].end)])
                    : nil
                let declaration = index.declarationRef(of: view).map { [ctx.place(ofDeclaration: $0, "'\(shown)' and its ==")] }
                ctx.report(.unused(shown), atToken: call.calleeToken, symbol: shown, fix: fix, related: declaration ?? [])
            }
        }
    }
}

extension Message {
    fileprivate static func unused(_ view: String) -> Message {
        "'\(view)' is plain data with a custom ==, but SwiftUI compares it field by field here; add .equatable() or wrap it in EquatableView"
    }
}
