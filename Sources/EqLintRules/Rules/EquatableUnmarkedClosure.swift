/// Flags closures among the compared inputs of Equatable types.
struct EquatableUnmarkedClosure: Rule {
    static let meta = RuleMeta(
        id: "equatable_unmarked_closure",
        name: "Unmarked closure in Equatable type", severity: .warning,
        summary: "A closure property among the compared inputs of an Equatable type.",
        explanation: """
            Closures cannot be compared. `@Equatable` rejects a closure property, a hand-written `==` \
            silently ignores it, and synthesized conformance does not compile. Mark the property \
            `@EquatableIgnoredUnsafeClosure` once its call sites are known not to capture changing \
            state (see `closure_captures_state`). Every closure form counts: optional, implicitly \
            unwrapped, `Optional<…>`, parenthesised, attributed, and typealiases of these.
            """,
        triggering: ["@Equatable\nstruct Row: View {\n    let title: String\n    let onTap: () -> Void\n    var body: some View { Text(title) }\n}"],
        passing: ["@Equatable\nstruct Row: View {\n    let title: String\n    @EquatableIgnoredUnsafeClosure let onTap: () -> Void\n    var body: some View { Text(title) }\n}"])

    init(options: RuleOptions) {}

    func check(_ ctx: inout RuleContext) {
        let types = ctx.file.types
        for t in types.indices where types[t].kind == .struct || types[t].kind == .class || types[t].kind == .actor {
            let name = types[t].name
            guard ctx.index.isEquatable(name) else { continue }
            // Identity (`===`), `hashValue` or a whole-value helper: this == compares no field
            // by field, so no closure is silently left out of it.
            if ctx.index.handWrittenEquality(of: name)?.function.memberUses?.isOpaque == true { continue }
            // The compared inputs that are closure properties (both lists come from the index).
            let closures = ctx.index.closureProperties(of: name)
            guard !closures.isEmpty else { continue }
            // By place and name, in a table (a type may have thousands of properties).
            var closureNames: [UInt32: String] = [:]
            for c in closures { closureNames[c.nameOffset] = c.name }
            for p in ctx.index.comparedInputs(of: name) where closureNames[p.nameOffset] == p.name {
                ctx.report(.unmarked(p.name, types[t].simpleName), at: p.nameOffset..<p.nameEnd,
                           symbol: name + "." + p.name)
            }
        }
    }
}

extension Message {
    fileprivate static func unmarked(_ property: String, _ type: String) -> Message {
        "closure '\(property)' of Equatable '\(type)' cannot be compared; check its call sites and mark it @EquatableIgnoredUnsafeClosure"
    }
}
