/// Flags misuses the `@Equatable` macro package rejects at compile time.
struct InvalidEquatableMarker: Rule {
    static let meta = RuleMeta(
        id: "invalid_equatable_marker",
        name: "Invalid equality marker", severity: .error,
        summary: "An @Equatable, @EquatableIgnored or @EquatableIgnoredUnsafeClosure attribute where the macros reject it.",
        explanation: """
            The `@Equatable` macro package rejects, at compile time: `@Equatable` on anything but a \
            struct; `@EquatableIgnored` on a closure property, on a `@Binding` or `@FocusedBinding` \
            property, or on a non-property; `@EquatableIgnoredUnsafeClosure` on a property whose type \
            annotation is not a closure, or on a non-property. EqLint reports them on save, before a build.
            """,
        triggering: ["@Equatable\nstruct Row: View {\n    @EquatableIgnored var onTap: () -> Void\n    var body: some View { Text(\"row\") }\n}"],
        passing: ["@Equatable\nstruct Row: View {\n    @EquatableIgnoredUnsafeClosure var onTap: () -> Void\n    var body: some View { Text(\"row\") }\n}"],
        fixes: [.unsafe("`@EquatableIgnored` on a closure: `@EquatableIgnoredUnsafeClosure` in its place (check its call sites).")])

    init(options: RuleOptions) {}

    func check(_ ctx: inout RuleContext) {
        for f in ctx.file.globalFunctions {
            for a in f.attributes where Self.isMarker(a) || a.name == "Equatable" {
                ctx.report(.markerNotOnProperty(a.name), at: Self.range(a, ctx), symbol: f.name)
            }
        }
        // Declarations are read in place (a copy of one retains every list it holds).
        let types = ctx.file.types
        for t in types.indices {
            let typeName = types[t].name
            let kind = types[t].kind
            for a in types[t].attributes {
                if a.name == "Equatable" && kind != .struct {
                    ctx.report(.macroNotOnStruct(kind.rawValue), at: Self.range(a, ctx), symbol: typeName)
                } else if Self.isMarker(a) {
                    ctx.report(.markerNotOnProperty(a.name), at: Self.range(a, ctx), symbol: typeName)
                }
            }
            for a in types[t].otherMemberAttributes where Self.isMarker(a) || a.name == "Equatable" {
                ctx.report(.markerNotOnProperty(a.name), at: Self.range(a, ctx), symbol: typeName)
            }
            let functions = types[t].functions
            for f in functions.indices where !functions[f].attributes.isEmpty {
                for a in functions[f].attributes where Self.isMarker(a) || a.name == "Equatable" {
                    ctx.report(.markerNotOnProperty(a.name), at: Self.range(a, ctx), symbol: typeName + "." + functions[f].name)
                }
            }
            // Only attributed properties can misuse one (read before any property is copied).
            let properties = types[t].properties
            for k in properties.indices where !properties[k].wrappers.isEmpty {
                let p = properties[k]
                if let why = Self.misuse(of: p, at: ctx.place(ofType: t), ctx.index) {
                    // docs/rules.md, `invalid_equatable_marker`: @EquatableIgnored on a closure
                    // becomes @EquatableIgnoredUnsafeClosure (unsafe: its call sites need a look).
                    let fix = why.0.name == ProjectIndex.ignoredMarker && ctx.index.isClosureProperty(p, at: ctx.place(ofType: t))
                        ? ctx.replacing(why.0, with: ProjectIndex.unsafeClosureMarker, .unsafe, "use @EquatableIgnoredUnsafeClosure")
                        : nil
                    ctx.report(why.1, at: Self.range(why.0, ctx), symbol: typeName + "." + p.name, fix: fix)
                }
            }
        }
    }

    static func isMarker(_ a: Attribute) -> Bool {
        a.name == ProjectIndex.ignoredMarker || a.name == ProjectIndex.unsafeClosureMarker
    }

    /// The misused attribute of a property and why, if any (shared with
    /// `marker_without_equatable`, which stays silent on these).
    static func misuse(of p: Property, at place: Place, _ index: ProjectIndex) -> (Attribute, Message)? {
        for a in p.wrappers {
            if a.name == "Equatable" { return (a, .macroNotOnStruct("property")) }
            if a.name == ProjectIndex.ignoredMarker {
                if index.isClosureProperty(p, at: place) { return (a, .ignoredOnClosure(p.name)) }
                if let binding = p.wrappers.first(where: { ["Binding", "SwiftUI.Binding", "FocusedBinding", "SwiftUI.FocusedBinding"].contains($0.name) }) {
                    return (a, .ignoredOnBinding(p.name, binding.name))
                }
            }
            // An ambiguous typealias is unknown: silent rather than a guess.
            if a.name == ProjectIndex.unsafeClosureMarker, let shape = p.closureShape,
               index.functionShape(shape, from: place) == false {
                return (a, .unsafeClosureOnNonClosure(p.name))
            }
        }
        return nil
    }

    static func range(_ a: Attribute, _ ctx: RuleContext) -> Range<UInt32> {
        let end = ctx.tokens.tokens[min(a.token + 1, ctx.tokens.count - 1)].end
        return a.offset..<max(end, a.offset + 1)
    }
}

extension Message {
    fileprivate static func macroNotOnStruct(_ what: String) -> Message {
        "@Equatable applies to structs only, not to this \(what); the macro fails to expand"
    }

    fileprivate static func markerNotOnProperty(_ marker: String) -> Message {
        "@\(marker) marks properties only; the macro rejects it here"
    }

    fileprivate static func ignoredOnClosure(_ property: String) -> Message {
        "@EquatableIgnored cannot mark closure '\(property)'; use @EquatableIgnoredUnsafeClosure after checking its call sites"
    }

    fileprivate static func ignoredOnBinding(_ property: String, _ wrapper: String) -> Message {
        "@EquatableIgnored cannot mark @\(wrapper) '\(property)': a binding is compared by value so the view updates when it changes"
    }

    fileprivate static func unsafeClosureOnNonClosure(_ property: String) -> Message {
        "@EquatableIgnoredUnsafeClosure marks closures only, but '\(property)' is not one; use @EquatableIgnored"
    }
}
