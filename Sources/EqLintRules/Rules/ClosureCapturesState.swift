/// Flags closures passed where equality ignores them that capture changing values.
struct ClosureCapturesState: Rule {
    static let meta = RuleMeta(
        id: "closure_captures_state",
        name: "Closure captures state", severity: .warning,
        summary: "A closure that equality ignores captures a value that can change.",
        explanation: """
            When a view's equality ignores a closure property (marked \
            `@EquatableIgnoredUnsafeClosure`, or left out of a hand-written `==`), SwiftUI keeps the \
            view, and its first closure, as long as the compared inputs stay equal. A closure literal \
            passed at a construction site that captures a value which can change meanwhile (a plain \
            stored property, `self`, a local, a parameter) then acts on the stale value. Pass the \
            value as a compared input too, read it through a reference (`@State`, `@Binding`, a \
            class), or compare the closure's inputs. Captures that stay current are not reported: \
            properties with a reference wrapper, and stored properties, locals and parameters whose \
            type is `Binding<…>` or a class or actor of the project (declared, or constructed by \
            the initial value: `let store = CartStore()`). A capture of `self` made by calling an \
            instance method is named by the call (`'self' by calling 'save()'`), and counts only when \
            the method (in the same file, following the methods it calls) reads a plain stored \
            property, which the message names.
            """,
        knownProblems: "Captures through helper functions the closure calls are not followed.",
        triggering: ["""
            @Equatable
            struct Toggle: View {
                let title: String
                @EquatableIgnoredUnsafeClosure let onTap: () -> Void
                var body: some View { Text(title) }
            }
            struct Screen {
                var enabled: Bool
                func make() -> Toggle { Toggle(title: "A", onTap: { print(enabled) }) }
            }
            """],
        passing: ["""
            @Equatable
            struct Toggle: View {
                let title: String
                let enabled: Bool
                @EquatableIgnoredUnsafeClosure let onTap: () -> Void
                var body: some View { Text(title) }
            }
            struct Screen {
                var enabled: Bool
                func make() -> Toggle { Toggle(title: "A", enabled: enabled, onTap: { print(enabled) }) }
            }
            """])

    init(options: RuleOptions) {}

    func check(_ ctx: inout RuleContext) {
        for argument in ctx.closureArguments([.ignored]) {
            guard let first = argument.captures.first else { continue }
            let p = argument.property
            let declared = ctx.index.declarationRef(of: argument.view).map {
                [ctx.place($0, p.nameOffset, p.nameEnd, "'\(p.name)' of '\(argument.shown)', which equality ignores")]
            }
            // The message names where equality ignores the closure (its line written in by the workspace).
            ctx.report(.stale(argument.shown, p.name, argument.captures.map(\.shown), declaredAt: declared.map { _ in RelatedPlace.marker(0) }),
                       atToken: first.token, symbol: argument.symbol, related: declared ?? [])
        }
    }
}

extension Message {
    /// `captures` are shown as they come (`'count'`, `'self' by calling 'save()'`).
    fileprivate static func stale(_ view: String, _ property: String, _ captures: [String], declaredAt: String?) -> Message {
        let list = captures.count > 1 ? captures.dropLast().joined(separator: ", ") + " and " + captures.last! : captures.first ?? ""
        let at = declaredAt.map { " (\($0))" } ?? ""
        return "closure passed as '\(property)' of '\(view)' captures \(list), but equality ignores '\(property)'\(at): the view keeps its first closure, which sees stale values"
    }
}
