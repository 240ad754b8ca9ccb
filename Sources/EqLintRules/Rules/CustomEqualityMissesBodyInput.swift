/// Flags hand-written `==` of views that miss something `body` shows.
struct CustomEqualityMissesBodyInput: Rule {
    static let meta = RuleMeta(
        id: "custom_equality_misses_body_input",
        name: "Custom == misses body input", severity: .warning,
        summary: "A view's hand-written == does not compare a compared input that body reads.",
        explanation: """
            When SwiftUI uses a view's `==` (through `EquatableView` or `.equatable()`) and it returns \
            true, `body` is not run again. If `body` reads an input that `==` does not compare, a \
            change to that input alone is never shown. Compare it in `==`, or stop reading it.
            """,
        triggering: ["struct CalendarView: View, Equatable {\n    let sleeps: [Int]\n    let dates: [String]\n    static func == (lhs: Self, rhs: Self) -> Bool { lhs.sleeps.count == rhs.sleeps.count }\n    var body: some View { Text(\"\\(dates.count) \\(sleeps.count)\") }\n}"],
        passing: ["struct CalendarView: View, Equatable {\n    let sleeps: [Int]\n    let dates: [String]\n    static func == (lhs: Self, rhs: Self) -> Bool { lhs.sleeps.count == rhs.sleeps.count && lhs.dates == rhs.dates }\n    var body: some View { Text(\"\\(dates.count) \\(sleeps.count)\") }\n}"])

    init(options: RuleOptions) {}

    func check(_ ctx: inout RuleContext) {
        let types = ctx.file.types, names = ctx.typeNames
        var seen = Set<String>(minimumCapacity: types.count)
        for t in types.indices where types[t].kind == .struct || types[t].kind == .extension {
            let view = names[t]
            guard seen.insert(view).inserted, ctx.index.isView(view), ctx.index.isEquatable(view),
                  let equality = ctx.index.handWrittenEquality(of: view), ctx.isHere(equality.ref) else { continue }
            guard equality.function.memberUses?.isOpaque != true else { continue }
            let compared = Set(equality.function.memberUses?.names ?? [])
            let reads = Set(ctx.index.declarations(of: view).flatMap { ctx.index.bodyReads($0.ref) })
            let f = equality.function
            let simple = ctx.index.displayName(view)
            for p in ctx.index.comparedInputs(of: view)
            where reads.contains(p.name) && !compared.contains(p.name) && !ctx.index.isClosureProperty(p, of: view) {
                let property = ctx.index.declarationRef(of: view).map {
                    [ctx.place($0, p.nameOffset, p.nameEnd, "'\(p.name)', which body reads")]
                }
                ctx.report(.missed(simple, p.name), at: f.nameOffset..<f.nameEnd, symbol: simple + "." + p.name,
                           related: property ?? [])
            }
        }
    }
}

extension Message {
    fileprivate static func missed(_ view: String, _ property: String) -> Message {
        "== of '\(view)' does not compare '\(property)', which its body reads: a change to it alone is never shown"
    }
}
