/// Flags an `@ObservedObject` property whose object the view creates itself.
struct ObservedObjectCreatedInView: Rule {
    static let meta = RuleMeta(
        id: "observed_object_created_in_view",
        name: "Observed object created in view", severity: .warning,
        summary: "A View's @ObservedObject property is given an object the view constructs.",
        explanation: """
            `@ObservedObject` observes an object someone else owns. When the view constructs the \
            object itself, as the property's initial value (`@ObservedObject var model = Model()`) or \
            in its `init` (`_model = ObservedObject(wrappedValue: Model())`, `self.model = Model()`), \
            every update of the parent, which makes the view struct anew, creates another object: \
            the view loses what the object held (input, loaded data, in-flight work) and its \
            subscriptions, and the old object's tasks may go on running. `@StateObject` keeps one \
            object for the view's identity. When the construction reads a parameter of the `init`, \
            `@StateObject` would keep the object made from the first parameters: key the view with \
            `.id(…)` on them where it is constructed. Not reported when the object comes from a \
            parameter, another property or a shared instance, for The Composable Architecture's \
            `ViewStore` (made to be remade), nor in test code.
            """,
        knownProblems: "Only the `init`s in the view's own file are read, and only a construction assigned to the property (a local holding one, `let m = Model(); _m = ObservedObject(wrappedValue: m)`, is not followed).",
        triggering: ["struct Search: View {\n    @ObservedObject var model = SearchModel()\n    var body: some View { Text(model.query) }\n}"],
        passing: ["struct Search: View {\n    @StateObject var model = SearchModel()\n    var body: some View { Text(model.query) }\n}",
                  "struct Search: View {\n    @ObservedObject var model: SearchModel\n    var body: some View { Text(model.query) }\n}"],
        fixes: [.unsafe("Replace `@ObservedObject` with `@StateObject`; in an `init`, `ObservedObject(wrappedValue:` with `StateObject(wrappedValue:`, and `self.model = Model(…)` with `self._model = StateObject(wrappedValue: Model(…))` (a `@StateObject` cannot be assigned); only when no construction reads a parameter of the `init`, and every `init` assigning the property, all in the view's file, constructs the object.")])

    init(options: RuleOptions) {}

    func check(_ ctx: inout RuleContext) {
        let index = ctx.index, types = ctx.file.types
        var inTestCode: Bool?
        for t in types.indices where types[t].kind == .struct {
            // Most structs have no such property: no list is made for them.
            func isObserved(_ p: Property) -> Bool {
                !p.wrappers.isEmpty && p.isStored && !p.isStatic && Self.observedObjectAttribute(p) != nil
            }
            guard types[t].properties.contains(where: isObserved), let id = ctx.typeIDs[t], index.isView(id) else { continue }
            let observed = types[t].properties.filter(isObserved)
            if inTestCode == nil { inTestCode = Paths.isTestCode(index.files[ctx.fileIndex].path) }
            guard inTestCode == false else { return }
            let inits = ctx.initializers(of: id)
            for (p, found) in zip(observed, ctx.objectCreations(of: observed, in: t, inits: inits.here)) {
                guard let found, !found.creations.isEmpty else { continue }
                report(found, p, t, elsewhere: inits.elsewhere, &ctx)
            }
        }
    }

    /// The property's `@ObservedObject` (or `@SwiftUI.ObservedObject`: wrappers match by their
    /// last component).
    static func observedObjectAttribute(_ p: Property) -> Attribute? {
        p.wrappers.first { $0.name == "ObservedObject" || ($0.name.utf8.count > 15 && $0.name.hasSuffix(".ObservedObject")) }
    }

    private func report(_ found: ObjectCreations, _ p: Property, _ t: Int, elsewhere: Bool, _ ctx: inout RuleContext) {
        guard let id = ctx.typeIDs[t] else { return }
        let view = ctx.index.displayName(id)
        // The construction the message names: one reading parameters when one does.
        let first = found.creations.first { !$0.parameters.isEmpty } ?? found.creations[0]
        var parameters: [String] = []
        for name in found.creations.flatMap(\.parameters) + found.otherParameters where !parameters.contains(name) {
            parameters.append(name)
        }
        let fixable = parameters.isEmpty && found.otherAssignments == 0 && !elsewhere
        let fix = fixable && ctx.wantsFixes ? stateObjectFix(p, found.creations, &ctx) : nil
        let path = ctx.index.files[ctx.fileIndex].path, tokens = ctx.tokens.tokens
        let related = found.creations.compactMap { c -> RelatedPlace? in
            guard c.kind != .initialValue else { return nil }
            let bytes = tokens[c.construction.lowerBound].start..<tokens[c.construction.upperBound - 1].end
            return RelatedPlace(path: path, range: bytes, message: "the construction in init")
        }
        let read = parameters.filter { name in found.creations.contains { $0.parameters.contains(name) } }
        let message: Message = !read.isEmpty ? .createdFromParameters(view, p.name, found.type, first.text, read)
            : !parameters.isEmpty ? .createdBesideGiven(view, p.name, found.type, first.text, parameters)
            : .createdInView(view, p.name, found.type, first.text, inInit: first.kind != .initialValue)
        ctx.report(message, at: p.nameOffset..<p.nameEnd, symbol: view + "." + p.name, fix: fix, related: related)
    }

    /// `@ObservedObject` → `@StateObject`, and each construction in an `init` made a `StateObject`'s.
    private func stateObjectFix(_ p: Property, _ creations: [ObjectCreation], _ ctx: inout RuleContext) -> Fix? {
        let s = ctx.tokens
        guard let attribute = Self.observedObjectAttribute(p), s.kind(attribute.token) == .at else { return nil }
        var last = attribute.token + 1
        while s.kind(last + 1) == .period && s.isName(last + 2) { last += 2 }
        guard s.isName(last), s.name(last) == "ObservedObject" else { return nil }
        func bytes(_ i: Int) -> Range<UInt32> { s.tokens[i].start..<s.tokens[i].end }
        var edits = [TextEdit(range: bytes(last), replacement: "StateObject")]
        for c in creations {
            switch c.kind {
            case .initialValue:
                break
            case .wrapped(let wrapper, let label):
                // `.init(wrappedValue:)` takes its type from the property's storage: nothing to change.
                if let wrapper, s.name(wrapper) == "ObservedObject" { edits.append(TextEdit(range: bytes(wrapper), replacement: "StateObject")) }
                // `StateObject` has no `init(initialValue:)`.
                if let label, s.name(label) == "initialValue" { edits.append(TextEdit(range: bytes(label), replacement: "wrappedValue")) }
            case .assigned(let target):
                // A `@StateObject`'s wrapped value has no setter: the storage is assigned instead.
                edits.append(TextEdit(range: bytes(target), replacement: "_" + p.name))
                edits.append(.insert("StateObject(wrappedValue: ", at: s.tokens[c.construction.lowerBound].start))
                edits.append(.insert(")", at: s.tokens[c.construction.upperBound - 1].end))
            }
        }
        return Fix(.unsafe, "make '\(p.name)' a @StateObject", edits: edits)
    }
}

extension Message {
    fileprivate static func createdInView(_ view: String, _ property: String, _ type: String, _ construction: String,
                                          inInit: Bool) -> Message {
        "'\(view)' creates the '\(type)' of @ObservedObject '\(property)' itself (\(construction) \(inInit ? "in init" : "as its initial value")): SwiftUI makes the view anew on every update of its parent, so every update creates another '\(type)' and the view loses what it held and its subscriptions; @StateObject keeps one object for the view's identity"
    }

    fileprivate static func createdBesideGiven(_ view: String, _ property: String, _ type: String, _ construction: String,
                                               _ parameters: [String]) -> Message {
        "'\(view)' creates the '\(type)' of @ObservedObject '\(property)' itself (\(construction) in init): SwiftUI makes the view anew on every update of its parent, so every update creates another '\(type)' and the view loses what it held and its subscriptions; another init takes the object from \(quotedList(parameters)), whose later values @StateObject would ignore, so let the parent own the object and pass it in"
    }

    fileprivate static func createdFromParameters(_ view: String, _ property: String, _ type: String, _ construction: String,
                                                  _ parameters: [String]) -> Message {
        let key = parameters.count == 1 ? "'.id(\(parameters[0]))'" : "'.id(…)' on \(quotedList(parameters))"
        return "'\(view)' creates the '\(type)' of @ObservedObject '\(property)' itself (\(construction) in init): SwiftUI makes the view anew on every update of its parent, so every update creates another '\(type)' and the view loses what it held and its subscriptions; @StateObject alone would keep the object made from the first \(quotedList(parameters)), so make it @StateObject and key the view with \(key) where it is constructed"
    }
}
