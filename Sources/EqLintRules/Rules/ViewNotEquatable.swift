/// Flags views that SwiftUI can only compare by reflection.
struct ViewNotEquatable: Rule {
    static let meta = RuleMeta(
        id: "view_not_equatable",
        name: "View not Equatable", severity: .warning,
        summary: "A View with inputs that is not Equatable.",
        explanation: """
            SwiftUI compares a view that is not Equatable with its previous value field by field, \
            by reflection. A closure or a reference among its inputs never compares equal, so every \
            update of the parent re-runs this view's `body`. Making the view Equatable (`@Equatable`, \
            or a conformance with a hand-written `==`) lets SwiftUI skip `body` when nothing it shows \
            has changed. A `let` with an initial value never differs between two values of the view, \
            so it is not counted as an input.
            """,
        knownProblems: "Types from other modules are unknown unless listed in `equatable_types` or `view_protocols`.",
        options: [
            .int("min_inputs", default: 1, "Report views with at least this many compared inputs."),
            .bool("ignore_generic_views", default: false, "Do not report views with generic parameters."),
        ],
        triggering: ["struct Card: View {\n    let title: String\n    var body: some View { Text(title) }\n}"],
        passing: ["@Equatable\nstruct Card: View {\n    let title: String\n    var body: some View { Text(title) }\n}"])

    let minInputs: Int
    let ignoreGenericViews: Bool

    init(options: RuleOptions) {
        minInputs = options.int("min_inputs")
        ignoreGenericViews = options.bool("ignore_generic_views")
    }

    func check(_ ctx: inout RuleContext) {
        // Fields are read in place: most types are not views, and a copy of each would cost more.
        let types = ctx.file.types
        for t in types.indices where types[t].kind == .struct {
            let name = types[t].name
            guard ctx.index.isView(name), !ctx.index.isEquatable(name),
                  !ctx.index.hasAmbiguousConformance(name) else { continue }
            if ignoreGenericViews && !types[t].genericParameters.isEmpty { continue }
            // A `let` with an initial value is the same in every value of the view: no input.
            let inputs = ctx.index.comparedInputs(of: name).count { !($0.isLet && $0.initializerTokens != nil) }
            guard inputs >= max(minInputs, 1) else { continue }
            ctx.report(.notEquatable(types[t].simpleName, inputs), at: types[t].nameOffset..<types[t].nameEnd, symbol: name)
        }
    }
}

extension Message {
    fileprivate static func notEquatable(_ view: String, _ n: Int) -> Message {
        "'\(view)' is not Equatable, so SwiftUI compares its \(n) input\(n == 1 ? "" : "s") by reflection and re-runs its body on every parent update"
    }
}
