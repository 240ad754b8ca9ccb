/// Flags `@EquatableIgnored` properties that an `@Equatable` view's body shows.
struct EquatableIgnoredInBody: Rule {
    static let meta = RuleMeta(
        id: "equatable_ignored_in_body",
        name: "Ignored property read in body", severity: .warning,
        summary: "An @Equatable view's body reads a property marked @EquatableIgnored.",
        explanation: """
            `@EquatableIgnored` leaves a property out of `==`. If `body` reads it, a change to that \
            property alone compares equal, SwiftUI skips `body`, and the view keeps showing the old \
            value. Compare the property, or stop reading it in `body`.
            """,
        triggering: ["@Equatable\nstruct Badge: View {\n    let id: Int\n    @EquatableIgnored var label: String\n    var body: some View { Text(label) }\n}"],
        passing: ["@Equatable\nstruct Badge: View {\n    let id: Int\n    var label: String\n    var body: some View { Text(label) }\n}"],
        fixes: [.unsafe("Remove `@EquatableIgnored` from the property (when it is declared in the same file), so that == compares it.")])

    init(options: RuleOptions) {}

    func check(_ ctx: inout RuleContext) {
        // Only files declaring a part of a view with an @EquatableIgnored property.
        let candidates = ctx.typeIDs.contains { $0.map { !ctx.index.ignoredMarkedProperties(of: $0).isEmpty } == true }
        guard candidates else { return }
        let index = ctx.index
        for body in ctx.bodyAccessors(ofTypes: { index.isView($0) && index.hasEquatableMacro($0) }) {
            guard let view = body.owner else { continue }
            for p in ctx.index.ignoredMarkedProperties(of: view) {
                guard let read = body.facts.references.first(where: {
                    $0.name == p.name && ($0.declaration == nil || $0.isSelfMember)
                }) else { continue }
                let shown = ctx.index.displayName(view)
                // The marker is edited only when it is in this file (the fix's bytes are this file's).
                let here = ctx.index.files[ctx.fileIndex].types.contains { $0.properties.contains { $0 === p } }
                let marker = p.wrappers.first { $0.name == ProjectIndex.ignoredMarker }
                let fix = here ? marker.flatMap { ctx.removing($0, .unsafe, "remove @EquatableIgnored from '\(p.name)'") } : nil
                ctx.report(.staleRead(p.name, shown), atToken: read.token, symbol: shown + "." + p.name, fix: fix)
            }
        }
    }
}

extension Message {
    fileprivate static func staleRead(_ property: String, _ view: String) -> Message {
        "body of '\(view)' reads '\(property)', which @EquatableIgnored leaves out of ==: a change to it alone never re-renders, so the view shows a stale value"
    }
}
