/// docs/architecture.md, "Diffable" and "Plain data": what SwiftUI can compare of a view that is
/// not Equatable, and which views it compares field by field even when they are.
public enum NonDiffable: Sendable, Equatable {
    case closure, anyView

    /// `a closure`, `an AnyView`.
    public var noun: String { self == .closure ? "a closure" : "an AnyView" }
}

extension ProjectIndex {
    /// Attributes that are not property wrappers: the language's own, the equality markers and
    /// result builders (docs/architecture.md, "Diffable").
    static let notWrappers: Set<String> = [
        "MainActor", "Sendable", "available", "objc", "nonobjc", "preconcurrency", "IBOutlet",
        "IBInspectable", "IBAction", "NSManaged", "NSCopying", "GKInspectable", "escaping",
        "autoclosure", "discardableResult", "inlinable", "usableFromInline", "frozen",
        "unchecked", "retroactive", "dynamicCallable", "dynamicMemberLookup", "warn_unqualified_access",
        "_spi", "backDeployed", "transparent", "inline", "_disfavoredOverload", "globalActor",
        "exclusivity", "differentiable", "noDerivative", "storageRestrictions", "_implements",
        "TaskLocal", "objcMembers", "nonisolated", "isolated",
        ignoredMarker, unsafeClosureMarker,
    ]

    /// The property's property wrappers: its attributes less the language's, the markers and
    /// result builders (`@ViewBuilder`, the project's `@resultBuilder` types).
    public func propertyWrappers(_ p: Property, at place: Place) -> [Attribute] {
        if p.wrappers.isEmpty { return [] }
        return p.wrappers.filter { a in
            let name = a.name.hasPrefix("SwiftUI.") ? String(a.name.dropFirst(8)) : a.name
            if ProjectIndex.notWrappers.contains(name) || name.hasSuffix("Builder") || name.hasPrefix("_") { return false }
            if let id = resolveType(a.name, from: place), let ref = declarationRef(of: id),
               files[ref.file].types[ref.type].attributes.contains(where: { $0.name == "resultBuilder" }) {
                return false
            }
            return true
        }
    }

    /// Why a compared input of a view that is not Equatable can never compare equal by
    /// reflection: the non-diffable thing, and whether the input is it (`is a closure`) or
    /// holds it (`[() -> Void]`, `Handler<Action>`). Nil when diffable.
    public func nonDiffable(_ p: Property, at place: Place) -> (what: NonDiffable, direct: Bool)? {
        var visiting = Visiting()
        return nonDiffable(p, at: place, &visiting)
    }

    /// The types and typealiases a question about a type is working out, for a cycle's second
    /// visit to answer nothing.
    struct Visiting {
        var types: Set<TypeID> = []
        var aliases: Set<String> = []
        var isEmpty: Bool { types.isEmpty && aliases.isEmpty }
    }

    func nonDiffable(_ p: Property, at place: Place, _ visiting: inout Visiting) -> (what: NonDiffable, direct: Bool)? {
        // A wrapped property is judged by its wrapper: all of them can compare equal.
        if !propertyWrappers(p, at: place).isEmpty { return nil }
        if isClosureProperty(p, at: place) { return (.closure, true) }
        guard let type = p.type else { return nil }
        return nonDiffable(type: Substring(type), at: place, &visiting)
    }

    /// The same for a type written at `place`.
    func nonDiffable(type text: Substring, at place: Place, _ visiting: inout Visiting) -> (what: NonDiffable, direct: Bool)? {
        // Most types are one plain name (`String`, `Int`, `Item`): read on the bytes, no
        // characters, and only a project name needs resolving.
        if TypeText.isPlainName(text) {
            if text == "AnyView" { return (.anyView, true) }
            guard resolver.simpleNames.contains(String(text)) else { return nil }
        }
        // Attributes, parentheses and optionals in any spelling are stripped: `Optional<AnyView>`
        // is an `AnyView` as much as `AnyView?` is.
        let type = WrittenType(text)
        let t = type.core
        if t.isEmpty { return nil }
        if type.isFunction { return (.closure, true) }
        // A tuple of values can compare equal.
        if TypeText.first(t) == UInt8(ascii: "(") { return nil }
        if let collection = type.collection {
            switch collection {
            case .array(let element):
                if let found = nonDiffable(type: element, at: place, &visiting) { return (found.what, false) }
            case .dictionary(let key, let value):
                for element in [key, value] {
                    if let found = nonDiffable(type: element, at: place, &visiting) { return (found.what, false) }
                }
            }
            return nil
        }
        if ProjectIndex.otherContainers.contains(type.baseName), let elements = type.genericArguments {
            for element in elements {
                if let found = nonDiffable(type: element, at: place, &visiting) { return (found.what, false) }
            }
            return nil
        }
        let name = type.baseName
        if name == "AnyView" || name == "SwiftUI.AnyView" { return (.anyView, true) }
        switch resolve(String(name), from: place) {
        case .alias(let qualified):
            guard visiting.aliases.insert(qualified).inserted else { return nil }
            defer { visiting.aliases.remove(qualified) }
            // `#if` alternatives of one file answer when they agree; unknown is diffable.
            let all = resolver.aliasCandidates(qualified, from: place.file)
            let answers = all.map { alias in
                alias.shape == .function ? (NonDiffable.closure, true) : nonDiffable(type: Substring(alias.target), at: place, &visiting)
            }
            guard let first = answers.first, answers.allSatisfy({ $0?.0 == first?.0 && $0?.1 == first?.1 }) else { return nil }
            return first
        case .declaration, .alternatives:
            guard let id = resolveType(String(name), from: place), let what = nonDiffable(id, &visiting) else { return nil }
            return (what, false)
        default:
            return nil
        }
    }

    /// What makes a project struct or enum that is not Equatable non-diffable: a stored
    /// property or an associated value that is, transitively. Nil for anything else.
    public func nonDiffable(_ id: TypeID) -> NonDiffable? {
        var visiting = Visiting()
        return nonDiffable(id, &visiting)
    }

    func nonDiffable(_ id: TypeID, _ visiting: inout Visiting) -> NonDiffable? {
        // `Answer`s: 1 diffable, 2 a closure, 3 an AnyView.
        switch diffableAnswers.withLock({ ProjectIndex.known($0, id) }) {
        case 1: return nil
        case 2: return .closure
        case 3: return .anyView
        default: break
        }
        guard let ref = declarationRef(of: id), kind(ref) == .struct || kind(ref) == .enum,
              !isEquatable(id), visiting.types.insert(id).inserted else { return nil }
        let place = Place(file: ref.file, type: ref.type)
        var found: NonDiffable?
        for p in storedProperties(of: id) {
            if let f = nonDiffable(p, at: place, &visiting) { found = f.what; break }
        }
        if found == nil {
            for text in declaration(ref).associatedValueTypes {
                if let f = nonDiffable(type: Substring(text), at: place, &visiting) { found = f.what; break }
            }
        }
        visiting.types.remove(id)
        // An answer reached while a type on the way was being worked out may miss a cycle's
        // other half: only answers found from the outermost question are kept.
        if visiting.isEmpty || found != nil {
            let answer: Answer = found == .closure ? 2 : found == .anyView ? 3 : 1, count = entries.count
            diffableAnswers.withLock { ProjectIndex.record(answer, id, in: &$0, count: count) }
        }
        return found
    }

    /// Generic containers beside arrays and dictionaries whose elements a reflection compares.
    static let otherContainers: Set<Substring> = [
        "Set", "Swift.Set", "ContiguousArray", "ArraySlice", "OrderedSet", "OrderedDictionary",
        "IdentifiedArray", "IdentifiedArrayOf",
    ]

    // MARK: Plain data

    static let plainTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Float", "Float16", "Float32", "Float64", "Float80", "Double", "Bool", "CGFloat",
        "CGPoint", "CGSize", "CGRect", "Date",
    ]

    /// docs/architecture.md, "Plain data": every stored instance property of the declared view,
    /// wrapped ones included, has a plain-data type.
    public func isPlainData(_ id: TypeID) -> Bool {
        var visiting = Visiting()
        return isPlainData(id, &visiting)
    }

    func isPlainData(_ id: TypeID, _ visiting: inout Visiting) -> Bool {
        // `Answer`s: 1 plain data, 2 not.
        let known = plainDataAnswers.withLock { ProjectIndex.known($0, id) }
        if known != 0 { return known == 1 }
        guard let ref = declarationRef(of: id), visiting.types.insert(id).inserted else { return false }
        let place = Place(file: ref.file, type: ref.type)
        var plain: Bool
        switch kind(ref) {
        case .enum:
            plain = declaration(ref).associatedValueTypes.isEmpty
        case .struct:
            plain = true
            for p in storedProperties(of: id) {
                // Every property wrapper holds a reference (`@State`) or more: not plain data.
                if !propertyWrappers(p, at: place).isEmpty { plain = false; break }
                // A property without annotation has a type the index cannot know.
                guard let type = p.type, isPlainType(Substring(type), at: place, &visiting) else { plain = false; break }
            }
        default:
            plain = false
        }
        visiting.types.remove(id)
        let count = entries.count
        plainDataAnswers.withLock { ProjectIndex.record(plain ? 1 : 2, id, in: &$0, count: count) }
        return plain
    }

    func isPlainType(_ text: Substring, at place: Place, _ visiting: inout Visiting) -> Bool {
        // Optionals in any spelling (`Int?`, `Int!`, `Optional<Int>`) and parentheses are stripped.
        let type = WrittenType(text)
        guard !type.isDecorated, !type.isFunction else { return false }
        let t = type.core
        if TypeText.first(t) == UInt8(ascii: "(") {
            guard let elements = type.tupleElements else { return false }
            return elements.allSatisfy { isPlainType($0, at: place, &visiting) }
        }
        let plainName = t.hasPrefix("Swift.") ? t.dropFirst(6) : t.hasPrefix("Foundation.") ? t.dropFirst(11) : t
        switch resolve(String(t), from: place) {
        case .outside: return ProjectIndex.plainTypes.contains(String(plainName))
        case .declaration, .alternatives:
            guard let id = resolveType(String(t), from: place) else { return false }
            return isPlainData(id, &visiting)
        case .alias(let qualified):
            let candidates = resolver.aliasCandidates(qualified, from: place.file)
            guard candidates.count == 1, let alias = candidates.first, visiting.aliases.insert(qualified).inserted else { return false }
            return isPlainType(Substring(alias.target), at: place, &visiting)
        default: return false
        }
    }
}
