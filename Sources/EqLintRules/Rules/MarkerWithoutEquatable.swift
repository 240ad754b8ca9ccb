/// Flags equality markers on properties of types that are not Equatable.
struct MarkerWithoutEquatable: Rule {
    static let meta = RuleMeta(
        id: "marker_without_equatable",
        name: "Marker without Equatable", severity: .warning,
        summary: "An equality marker on a property of a type that is not Equatable.",
        explanation: """
            `@EquatableIgnored` and `@EquatableIgnoredUnsafeClosure` only tell `@Equatable` what to \
            leave out. On a type that is not Equatable at all they do nothing, and suggest a \
            protection that is not there: the view is still compared by reflection.
            """,
        triggering: ["struct Row: View {\n    @EquatableIgnored var cache: String\n    var body: some View { Text(\"row\") }\n}"],
        passing: ["@Equatable\nstruct Row: View {\n    @EquatableIgnored var cache: String\n    var body: some View { Text(\"row\") }\n}"],
        fixes: [.unsafe("Remove the marker.")])

    init(options: RuleOptions) {}

    func check(_ ctx: inout RuleContext) {
        let types = ctx.file.types, ids = ctx.typeIDs
        for t in types.indices where types[t].kind != .protocol && types[t].properties.contains(where: { !$0.wrappers.isEmpty }) {
            let id = ids[t]
            guard !(id.map(ctx.index.isEquatable) ?? false) else { continue }
            let properties = types[t].properties
            for k in properties.indices where !properties[k].wrappers.isEmpty {
                let p = properties[k]
                // docs/architecture.md, "One finding, one rule": misused markers belong to
                // invalid_equatable_marker.
                guard InvalidEquatableMarker.misuse(of: p, at: ctx.place(ofType: t), ctx.index) == nil else { continue }
                for a in p.wrappers where InvalidEquatableMarker.isMarker(a) {
                    let shown = id.map(ctx.index.displayName) ?? types[t].name
                    ctx.report(.inert(a.name, p.name, shown), at: InvalidEquatableMarker.range(a, ctx),
                               symbol: shown + "." + p.name, fix: ctx.removing(a, .unsafe, "remove @\(a.name)"))
                }
            }
        }
    }
}

extension Message {
    fileprivate static func inert(_ marker: String, _ property: String, _ type: String) -> Message {
        "@\(marker) on '\(property)' does nothing: '\(type)' is not Equatable"
    }
}
