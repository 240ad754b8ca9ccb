/// The objects a view constructs for its `@ObservedObject` properties (docs/rules.md,
/// `observed_object_created_in_view`), read from the property's initial value and the `init`s
/// of its file.
struct ObjectCreations {
    /// The property's type, as messages name it (`SearchModel`).
    var type: String
    var creations: [ObjectCreation] = []
    /// Assignments to the property in an `init` that construct nothing (`_model =
    /// ObservedObject(wrappedValue: model)`): a fix changing the wrapper would break them.
    var otherAssignments = 0
    /// The parameters those assignments read: `@StateObject` would keep the first one's object.
    var otherParameters: [String] = []
}

/// An `init` of the view's file: its parameters' names, and its assignment statements and local
/// bindings in order.
struct InitStatements {
    var parameters: [String]
    var assignments: [AssignmentStatement]
    var locals: [LocalBinding]
}

/// One construction of the property's object by the view.
struct ObjectCreation {
    enum Kind: Equatable {
        /// `@ObservedObject var model = Model()`.
        case initialValue
        /// `_model = ObservedObject(wrappedValue: Model())` (the `ObservedObject` token), or
        /// `_model = .init(wrappedValue: .init())` (nil); and the argument's label token.
        case wrapped(Int?, label: Int?)
        /// `self.model = Model()`: the assigned name's token.
        case assigned(Int)
    }
    var kind: Kind
    /// The tokens of `Model(…)`.
    var construction: Range<Int>
    /// `Model()`, `Model(…)`, `.init(…)`, for the message.
    var text: String
    /// The `init`'s parameters it reads, directly or through a property or local the `init` set
    /// from one (a local bound by a pattern, `case .clip(let time)`, stands for itself).
    var parameters: [String] = []
}

/// What the values an `init` computes are made from, statement by statement: its parameters,
/// and the properties and locals it sets from them.
struct InitValues {
    let parameters: [String]
    /// Each property or local set from parameters (or from pattern-bound locals), with those.
    private var carried: [String: [String]] = [:]

    init(parameters: [String]) { self.parameters = parameters }

    /// A local declared: it carries what its value reads; one bound by a pattern, itself.
    mutating func bind(_ local: LocalBinding, _ s: TokenStream) {
        let from = local.value.map { inputs(of: $0, s) }
        for n in local.names {
            let name = s.name(n)
            carried[name] = from ?? [name]
        }
    }

    /// `name = value` (a property, `self.` or not, or a local): it carries what `value` reads too.
    mutating func assign(_ name: String, _ value: Range<Int>, _ s: TokenStream) {
        let read = inputs(of: value, s)
        guard !read.isEmpty else { return }
        var known = carried[name] ?? []
        for n in read where !known.contains(n) { known.append(n) }
        carried[name] = known
    }

    /// The parameters (and pattern-bound locals) the expression `range` reads: bare names, and
    /// `self.name` for a property set from them. A local shadows a parameter of its name.
    func inputs(of range: Range<Int>, _ s: TokenStream) -> [String] {
        var out: [String] = []
        func add(_ names: [String]) { for n in names where !out.contains(n) { out.append(n) } }
        for j in range where s.isName(j) && s.kind(j + 1) != .colon {
            let name = s.name(j)
            if s.kind(j - 1) == .period {
                if s.isWord(j - 2, "self") && s.kind(j - 3) != .period, let via = carried[name] { add(via) }
                continue
            }
            if let via = carried[name] { add(via) } else if parameters.contains(name) { add([name]) }
        }
        return out
    }
}

extension RuleContext {
    /// The `init`s of a type declared in this file (in its declaration or its extensions here),
    /// their statements read once for all the properties asked about, and whether another file
    /// declares one.
    func initializers(of key: TypeID) -> (here: [InitStatements], elsewhere: Bool) {
        var here: [InitStatements] = [], elsewhere = false
        let s = tokens
        for (ref, decl) in index.declarations(of: key) {
            let own = decl.functions.filter { $0.kind == .initializer && !$0.isStatic }
            guard isHere(ref) else {
                if !own.isEmpty { elsewhere = true }
                continue
            }
            for f in own {
                guard let body = f.bodyTokens else { continue }
                let parameters = f.parameters.map(\.name)
                here.append(InitStatements(
                    parameters: parameters,
                    assignments: s.assignments(in: body) { target, throughSelf in throughSelf || !parameters.contains(s.name(target)) },
                    locals: s.localBindings(in: body)))
            }
        }
        return (here, elsewhere)
    }

    /// For each of `observed` (properties of the view declared as type `t` of this file), the
    /// constructions of its object in its initial value and in `inits`; nil for a property that
    /// is never reported: The Composable Architecture's `ViewStore` (`ViewStore(store, observe:
    /// …)` is made to be remade), or one whose type is unknown. Each `init` is read once for all.
    func objectCreations(of observed: [Property], in t: Int, inits: [InitStatements]) -> [ObjectCreations?] {
        let s = tokens
        let place = self.place(ofType: t)
        var found: [ObjectCreations?] = observed.map { initialCreation(of: $0, place) }
        // Each property by the names an `init` assigns it by: `model` and `_model`.
        var byName: [String: (property: Int, storage: Bool)] = [:]
        for (k, p) in observed.enumerated() where found[k] != nil {
            byName[p.name] = (k, false)
            byName["_" + p.name] = (k, true)
        }
        guard !byName.isEmpty else { return found }
        for f in inits {
            var values = InitValues(parameters: f.parameters)
            var locals = f.locals[...]
            for a in f.assignments {
                // The locals declared before the statement, in order.
                while let local = locals.first, local.keyword < a.start {
                    values.bind(local, s)
                    locals = locals.dropFirst()
                }
                let target = s.name(a.target)
                if let (k, storage) = byName[target], var creations = found[k] {
                    found[k] = read(a, storage: storage, into: &creations, values, place) ? creations : nil
                }
                // An observed property set from a parameter carries it too (`VM(store: self.store)`).
                values.assign(target.hasPrefix("_") ? String(target.dropFirst()) : target, a.value, s)
            }
        }
        return found
    }

    /// The property's type, and its initial value when that constructs it; nil when the property
    /// is never reported.
    private func initialCreation(of p: Property, _ place: Place) -> ObjectCreations? {
        let s = tokens
        var initial: WholeConstruction?
        if let value = p.initializerTokens { initial = s.wholeConstruction(value) }
        guard let type = p.type.map(Self.baseTypeName) ?? initial?.type, !isViewStore(type, place) else { return nil }
        var found = ObjectCreations(type: type)
        if let value = p.initializerTokens, let c = initial {
            if let made = c.type, isViewStore(made, place) { return nil }
            if c.type.map({ Self.sameType($0, type) }) ?? true {
                found.creations.append(ObjectCreation(kind: .initialValue, construction: value, text: text(of: c, value)))
            }
        }
        return found
    }

    /// Reads the assignment `a` of the property (`storage`: of `_name`) into `found`; false when
    /// it constructs a `ViewStore`.
    private func read(_ a: AssignmentStatement, storage: Bool, into found: inout ObjectCreations, _ values: InitValues,
                      _ place: Place) -> Bool {
        let s = tokens
        func other() {
            found.otherAssignments += 1
            for name in values.inputs(of: a.value, s) where !found.otherParameters.contains(name) {
                found.otherParameters.append(name)
            }
        }
        var value = a.value
        var kind = ObjectCreation.Kind.assigned(a.target)
        if storage {
            // `ObservedObject(wrappedValue: X)`, `.init(wrappedValue: X)`; the older
            // `ObservedObject(initialValue: X)` alike.
            guard let wrapper = s.wholeConstruction(value), let open = wrapper.open,
                  wrapper.type.map({ $0 == "ObservedObject" || $0 == "SwiftUI.ObservedObject" }) ?? true,
                  case let arguments = s.arguments(inParentheses: open), arguments.count == 1,
                  s.hasLabel(arguments[0], "wrappedValue") || s.hasLabel(arguments[0], "initialValue") else {
                other()
                return true
            }
            value = arguments[0].tokens
            kind = .wrapped(wrapper.type == nil ? nil : wrapper.nameToken, label: arguments[0].labelToken)
        }
        guard let c = s.wholeConstruction(value) else {
            other()
            return true
        }
        if let made = c.type, isViewStore(made, place) { return false }
        guard c.type.map({ Self.sameType($0, found.type) }) ?? true else {
            other()
            return true
        }
        found.creations.append(ObjectCreation(kind: kind, construction: value, text: text(of: c, value),
                                              parameters: values.inputs(of: value, s)))
        return true
    }

    /// `SearchModel()`, `Feed<Item>(…)`, `.init(…)`, `Feed { … }`: the construction `range` up to its
    /// arguments.
    private func text(of c: WholeConstruction, _ range: Range<Int>) -> String {
        let s = tokens
        let empty = c.open.map { s.partnerOf($0) == $0 + 1 } ?? false
        guard let open = c.open else { return s.normalizedText(range.lowerBound..<(c.nameToken + 1)) + " { … }" }
        return s.normalizedText(range.lowerBound..<open) + (empty ? "()" : "(…)")
    }

    /// The Composable Architecture's `ViewStore` or `ViewStoreOf`: the name when no project type
    /// has it (a library's name stands for it only then), or the library's own declaration when
    /// the project is the library (`ViewStore<ViewState, ViewAction>`, and a typealias of it).
    private func isViewStore(_ type: String, _ place: Place) -> Bool {
        let simple = type.simpleTypeName
        guard simple == "ViewStore" || simple == "ViewStoreOf" else { return false }
        guard let key = index.resolveType(type, from: place) else { return true }
        return index.primary(key)?.genericParameters == ["ViewState", "ViewAction"]
    }

    /// `Model<T>?` → `Model`.
    static func baseTypeName(_ text: String) -> String {
        var t = Substring(text)
        while let last = t.utf8.last, last == UInt8(ascii: "?") || last == UInt8(ascii: "!") { t = t.dropLast() }
        return String(TypeText.baseName(t))
    }

    /// The same type as far as the text tells: equal, or one qualified (`SwiftUI.X`, `X`).
    static func sameType(_ a: String, _ b: String) -> Bool { a == b || a.simpleTypeName == b.simpleTypeName }
}
