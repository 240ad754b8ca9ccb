/// Flags stored properties that `@Equatable` leaves out without saying so.
struct SilentlyUncomparedProperty: Rule {
    static let meta = RuleMeta(
        id: "silently_uncompared_property",
        name: "Silently uncompared property", severity: .warning,
        summary: "A stored property of an @Equatable struct that looks compared but is not.",
        explanation: """
            `@Equatable` compares the stored properties it can see as plain bindings. It skips a \
            property with `willSet`/`didSet` observers, the second and later bindings of one \
            declaration (`let a, b: Int`), a property declared inside `#if`, and the names of a tuple \
            pattern; and its generated `==` does not compile with a `lazy var`. A change to any of \
            them alone then never re-renders the view. Give each its own plain declaration, or mark \
            it `@EquatableIgnored` to say it is left out on purpose.
            """,
        triggering: ["@Equatable\nstruct Row: View {\n    var count: Int { didSet { print(count) } }\n    var body: some View { Text(\"\\(count)\") }\n}"],
        passing: ["@Equatable\nstruct Row: View {\n    var count: Int\n    var body: some View { Text(\"\\(count)\") }\n}"])

    init(options: RuleOptions) {}

    func check(_ ctx: inout RuleContext) {
        let types = ctx.file.types
        let keys = ctx.typeNames
        for t in types.indices where types[t].kind == .struct && ctx.index.hasEquatableMacro(keys[t]) {
            let decl = types[t]
            for p in decl.properties where p.isStored && !p.isStatic {
                guard !ctx.index.hasSkippedWrapper(p), ctx.index.marker(of: p) == nil else { continue }
                let why: String
                if p.hasObservers { why = "has willSet/didSet observers, which @Equatable skips" }
                else if p.isInTuplePattern { why = "is bound by a tuple pattern, which @Equatable skips" }
                else if p.bindingIndex > 0 { why = "is not the first binding of its declaration, which @Equatable skips" }
                else if p.isInIfConfig { why = "is declared inside #if, where @Equatable does not see it" }
                else if p.isLazy { why = "is lazy, and the generated == does not compile with it" }
                else { continue }
                ctx.report(.uncompared(p.name, decl.name, why), at: p.nameOffset..<p.nameEnd,
                           symbol: decl.name + "." + p.name)
            }
        }
    }
}

extension Message {
    fileprivate static func uncompared(_ property: String, _ type: String, _ why: String) -> Message {
        "'\(property)' of '\(type)' \(why); a change to it alone never re-renders the view"
    }
}
