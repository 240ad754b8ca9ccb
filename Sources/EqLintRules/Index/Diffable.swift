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
        var visiting: Set<TypeID> = []
        return nonDiffable(p, at: place, &visiting).map { ($0.what, $0.direct) }
    }

    /// What `nonDiffable` finds: the non-diffable thing, and whether the input is it.
    struct NonDiffableInput: Equatable {
        var what: NonDiffable
        var direct: Bool
    }

    /// `nonDiffable`, with the project types being worked out (`visiting`: a cycle's second
    /// visit answers nothing).
    func nonDiffable(_ p: Property, at place: Place, _ visiting: inout Set<TypeID>) -> NonDiffableInput? {
        // A wrapped property is judged by its wrapper: all of them can compare equal.
        if !propertyWrappers(p, at: place).isEmpty { return nil }
        if isClosureProperty(p, at: place) { return NonDiffableInput(what: .closure, direct: true) }
        guard let type = p.type else { return nil }
        return nonDiffable(resolveWrittenType(type, from: place), &visiting)
    }

    /// The same for a resolved type (docs/architecture.md, "Diffable"): a function type or an
    /// `AnyView` is; an array, dictionary or set, another container of `otherContainers`, or a
    /// project struct or enum holds one when an element does; anything else is diffable.
    func nonDiffable(_ type: ResolvedType, _ visiting: inout Set<TypeID>) -> NonDiffableInput? {
        func held(_ elements: [ResolvedType]) -> NonDiffableInput? {
            for element in elements {
                if let found = nonDiffable(element, &visiting) { return NonDiffableInput(what: found.what, direct: false) }
            }
            return nil
        }
        return type.answer { t -> NonDiffableInput? in
            switch t.kind {
            case .function: return NonDiffableInput(what: .closure, direct: true)
            case .outside(let name, let arguments):
                if name == "AnyView" { return NonDiffableInput(what: .anyView, direct: true) }
                return ProjectIndex.otherContainers.contains(name) ? held(arguments) : nil
            case .array(let element), .set(let element): return held([element])
            case .dictionary(let key, let value): return held([key, value])
            case .project(let id): return nonDiffable(id, &visiting).map { NonDiffableInput(what: $0, direct: false) }
            case .alternatives, .genericParameter, .tuple, .composition, .unknown: return nil
            }
        }
    }

    /// What makes a project struct or enum that is not Equatable non-diffable: a stored
    /// property or an associated value that is, transitively. Nil for anything else.
    public func nonDiffable(_ id: TypeID) -> NonDiffable? {
        var visiting: Set<TypeID> = []
        return nonDiffable(id, &visiting)
    }

    func nonDiffable(_ id: TypeID, _ visiting: inout Set<TypeID>) -> NonDiffable? {
        // `Answer`s: 1 diffable, 2 a closure, 3 an AnyView.
        switch diffableAnswers.withLock({ ProjectIndex.known($0, id) }) {
        case 1: return nil
        case 2: return .closure
        case 3: return .anyView
        default: break
        }
        guard let ref = declarationRef(of: id), kind(ref) == .struct || kind(ref) == .enum,
              !isEquatable(id), visiting.insert(id).inserted else { return nil }
        let place = Place(file: ref.file, type: ref.type)
        var found: NonDiffable?
        for p in storedProperties(of: id) {
            if let f = nonDiffable(p, at: place, &visiting) { found = f.what; break }
        }
        if found == nil {
            for text in declaration(ref).associatedValueTypes {
                if let f = nonDiffable(resolveWrittenType(text, from: place), &visiting) { found = f.what; break }
            }
        }
        visiting.remove(id)
        // An answer reached while a type on the way was being worked out may miss a cycle's
        // other half: only answers found from the outermost question are kept.
        if visiting.isEmpty || found != nil {
            let answer: Answer = found == .closure ? 2 : found == .anyView ? 3 : 1, count = entries.count
            diffableAnswers.withLock { ProjectIndex.record(answer, id, in: &$0, count: count) }
        }
        return found
    }

    /// Generic containers beside arrays, dictionaries and sets whose elements a reflection
    /// compares (by the last component of their name).
    static let otherContainers: Set<String> = [
        "ContiguousArray", "ArraySlice", "OrderedSet", "OrderedDictionary", "IdentifiedArray", "IdentifiedArrayOf",
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
        var visiting: Set<TypeID> = []
        return isPlainData(id, &visiting)
    }

    func isPlainData(_ id: TypeID, _ visiting: inout Set<TypeID>) -> Bool {
        // `Answer`s: 1 plain data, 2 not.
        let known = plainDataAnswers.withLock { ProjectIndex.known($0, id) }
        if known != 0 { return known == 1 }
        guard let ref = declarationRef(of: id), visiting.insert(id).inserted else { return false }
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
                guard let type = p.type, isPlainType(resolveWrittenType(type, from: place), &visiting) else { plain = false; break }
            }
        default:
            plain = false
        }
        visiting.remove(id)
        let count = entries.count
        plainDataAnswers.withLock { ProjectIndex.record(plain ? 1 : 2, id, in: &$0, count: count) }
        return plain
    }

    /// "Plain data" of a resolved type: a number, `Bool`, a geometry value or `Date`, a project
    /// type that is plain data, or a tuple of these (optionals in any spelling stripped).
    func isPlainType(_ type: ResolvedType, _ visiting: inout Set<TypeID>) -> Bool {
        type.answer { t -> Bool in
            guard !t.isDecorated else { return false }
            switch t.kind {
            case .outside(let name, _): return ProjectIndex.plainTypes.contains(name)
            case .project(let id): return isPlainData(id, &visiting)
            case .tuple(let elements): return elements.allSatisfy { isPlainType($0, &visiting) }
            default: return false
            }
        } ?? false
    }
}
