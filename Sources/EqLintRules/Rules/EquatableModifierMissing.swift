/// Flags constructions of views with a custom `==` that SwiftUI will not use.
struct EquatableModifierMissing: Rule {
    static let meta = RuleMeta(
        id: "equatable_modifier_missing",
        name: "Equatable modifier missing", severity: .warning,
        summary: "A view with a custom == is constructed in a body without .equatable().",
        explanation: """
            SwiftUI compares plain-data views field by field and calls their `==` only when they are \
            wrapped in `EquatableView` or followed by `.equatable()`. A custom `==` (anything but the \
            memberwise comparison of every compared input) is then silently unused where the view is \
            built without the modifier.
            """,
        triggering: ["struct Parity: View, Equatable {\n    let number: Int\n    static func == (lhs: Self, rhs: Self) -> Bool { lhs.number % 2 == rhs.number % 2 }\n    var body: some View { Text(\"\\(number)\") }\n}\n@Equatable\nstruct Screen: View {\n    let n: Int\n    var body: some View { Parity(number: n) }\n}"],
        passing: ["struct Parity: View, Equatable {\n    let number: Int\n    static func == (lhs: Self, rhs: Self) -> Bool { lhs.number % 2 == rhs.number % 2 }\n    var body: some View { Text(\"\\(number)\") }\n}\n@Equatable\nstruct Screen: View {\n    let n: Int\n    var body: some View { Parity(number: n).equatable() }\n}"])

    init(options: RuleOptions) {}

    func check(_ ctx: inout RuleContext) {
        let index = ctx.index
        guard ctx.mentionsCallSite(.customEquality) else { return }
        for body in ctx.bodies where ctx.mentionsCallSite(.customEquality, in: body.range) {
            guard let owner = body.owner, index.isView(owner) else { continue }
            switch body.kind {
            case .accessor(property: "body"): break
            case .accessor, .function: guard body.isViewBuilder else { continue }
            default: continue
            }
            // Arguments of EquatableView(…) constructions: their content is compared by ==.
            var wrapped: Set<Range<Int>> = []
            for call in body.facts.calls where call.callee == "EquatableView" || call.callee == "SwiftUI.EquatableView" {
                for argument in call.arguments { wrapped.insert(argument.tokens) }
            }
            for call in body.facts.calls {
                guard let view = index.resolveType(call.callee, from: owner), index.isView(view),
                      index.isEquatable(view), index.hasCustomEquality(view) else { continue }
                if call.modifiers.contains(where: { $0.name == "equatable" }) { continue }
                if wrapped.contains(call.start..<call.end) { continue }
                let simple = view.simpleTypeName
                ctx.report(.unused(simple), atToken: call.calleeToken, symbol: view)
            }
        }
    }
}

extension Message {
    fileprivate static func unused(_ view: String) -> Message {
        "'\(view)' has a custom ==, but SwiftUI compares it field by field here; add .equatable() or wrap it in EquatableView"
    }
}
