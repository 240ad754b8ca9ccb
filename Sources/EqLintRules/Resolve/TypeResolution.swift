/// What a type written somewhere is (docs/architecture.md, "Name resolution"): the one reading
/// of a written type that every classifier of the rules asks (closure, reference, Equatable,
/// diffable, plain data, hashed), made by `ProjectIndex.resolveWrittenType(_:from:)`.
/// Attributes, specifiers (`some`, `any`), parentheses, optionals in every spelling and `Swift.`
/// are stripped, and typealiases of the project followed, before anything is said of it.
public struct ResolvedType: Sendable, Equatable {
    public indirect enum Kind: Sendable, Equatable {
        /// A type of the project.
        case project(TypeID)
        /// `#if` alternatives in one file (of a type, or of a typealias): a question about the
        /// type is answered when they all answer it alike (`answer(_:)`), and is unknown otherwise.
        case alternatives([ResolvedType])
        /// A generic parameter (or a protocol's associated type) of an enclosing declaration.
        case genericParameter
        /// A type from outside the project (the standard library, SwiftUI, a package): the last
        /// component of its name (`SwiftUI.Binding` → `Binding`), and its generic arguments.
        case outside(String, arguments: [ResolvedType])
        /// A function type: its parameter list's inside (empty for `()`) and its result, as
        /// written (the result's optionals stripped: `() -> Content?` gives `Content`).
        case function(parameters: Substring, result: Substring)
        /// `[T]`, `Array<T>`.
        case array(ResolvedType)
        /// `[K: V]`, `Dictionary<K, V>`.
        case dictionary(key: ResolvedType, value: ResolvedType)
        /// `Set<T>`.
        case set(ResolvedType)
        /// `(A, label: B)`, labels dropped.
        case tuple([ResolvedType])
        /// `A & B`.
        case composition([ResolvedType])
        /// A name that cannot be told apart (declarations equally near, a typealias cycle), or
        /// text that is no type.
        case unknown
    }

    public var kind: Kind
    /// An optional layer was stripped (`T?`, `T!`, `Optional<T>`), here or in a typealias on the way.
    public var isOptional = false
    /// An attribute or a specifier was stripped (`@MainActor`, `some`, `any`), here or in a
    /// typealias on the way.
    public var isDecorated = false

    public init(_ kind: Kind, isOptional: Bool = false, isDecorated: Bool = false) {
        self.kind = kind
        self.isOptional = isOptional
        self.isDecorated = isDecorated
    }

    static let unknown = ResolvedType(.unknown)

    /// Records an optional layer or a decoration stripped around this type: on `#if`
    /// alternatives, on each of them (the questions are asked of them).
    mutating func mark(optional: Bool, decorated: Bool) {
        if optional { isOptional = true }
        if decorated { isDecorated = true }
        guard case .alternatives(var all) = kind else { return }
        for k in all.indices { all[k].mark(optional: optional, decorated: decorated) }
        kind = .alternatives(all)
    }

    /// `question`'s answer about this type: for `#if` alternatives, the answer they all give,
    /// nil when they differ (docs/architecture.md, "Name resolution").
    public func answer<T: Equatable>(_ question: (ResolvedType) -> T?) -> T? {
        guard case .alternatives(let all) = kind else { return question(self) }
        guard let first = all.first else { return nil }
        let answer = first.answer(question)
        for other in all.dropFirst() where other.answer(question) != answer { return nil }
        return answer
    }
}

extension ProjectIndex {
    /// What `text`, a type written at `place`, is: the one place where typealiases are followed
    /// (transitively, from `place`, picked as types are: the same file's, else the nearest
    /// directory's; `#if` alternatives of one file become `.alternatives`; a cycle is unknown).
    public func resolveWrittenType(_ text: String, from place: Place) -> ResolvedType {
        recording?.types(in: text)
        // Most types are one plain name: no text is taken apart.
        if TypeText.isPlainName(text) {
            var steps = 0
            return meaning(of: resolver.resolve(text, from: place), text[...], at: place, &steps, [])
        }
        return resolveWrittenType(Substring(text), from: place)
    }

    public func resolveWrittenType(_ text: Substring, from place: Place) -> ResolvedType {
        recording?.types(in: String(text))
        var steps = 0
        return resolve(text, at: place, &steps, [])
    }

    /// The project type a resolution comes to: one declaration, or `#if` alternatives that agree
    /// on what they are (`agreeing`); nil for anything else.
    public func typeID(of type: ResolvedType) -> TypeID? {
        switch type.kind {
        case .project(let id): return id
        case .alternatives(let all):
            var ids: [TypeID] = []
            for alternative in all {
                guard case .project(let id) = alternative.kind else { return nil }
                ids.append(id)
            }
            return ids.isEmpty ? nil : agreeing(ids)
        default: return nil
        }
    }

    /// How many typealiases one resolution may follow: a longer chain (or a wide tree of `#if`
    /// alternatives) is unknown.
    static let aliasStepLimit = 64

    /// `resolveWrittenType`, with the typealiases followed so far (`steps`) and those being
    /// followed now (`following`: one met again is a cycle).
    func resolve(_ text: Substring, at place: Place, _ steps: inout Int, _ following: [String]) -> ResolvedType {
        let written = WrittenType(text)
        let core = written.core
        var type = structure(of: written, at: place, &steps, following)
            ?? meaning(of: resolver.resolve(String(core), from: place), core, at: place, &steps, following)
        if written.isOptional || written.isDecorated { type.mark(optional: written.isOptional, decorated: written.isDecorated) }
        return type
    }

    /// What `written` is when its shape says it (a function, tuple, composition, array,
    /// dictionary or set); nil for a name.
    private func structure(of written: WrittenType, at place: Place, _ steps: inout Int,
                           _ following: [String]) -> ResolvedType? {
        let core = written.core
        if written.name != nil { return nil }
        guard !core.isEmpty else { return .unknown }
        func element(_ text: Substring) -> ResolvedType { resolve(text, at: place, &steps, following) }
        if let signature = written.signature { return ResolvedType(.function(parameters: signature.parameters, result: signature.result)) }
        if TypeText.first(core) == UInt8(ascii: "(") {
            guard let elements = written.tupleElements else { return .unknown }
            return ResolvedType(.tuple(elements.map { $0.isEmpty ? .unknown : element($0) }))
        }
        let ampersands = TypeText.contains(core, UInt8(ascii: "&")) ? TypeText.topLevel(core, UInt8(ascii: "&")) : []
        if !ampersands.isEmpty {
            var members: [ResolvedType] = [], start = core.startIndex
            for end in ampersands + [core.endIndex] {
                members.append(element(TypeText.trim(core[start..<end])))
                if end < core.endIndex { start = core.utf8.index(after: end) }
            }
            return ResolvedType(.composition(members))
        }
        switch written.collection {
        case .array(let e)?: return ResolvedType(.array(element(e)))
        case .dictionary(let k, let v)?: return ResolvedType(.dictionary(key: element(k), value: element(v)))
        case nil: break
        }
        let base = written.baseName
        if base == "Set" || base == "Swift.Set", let arguments = written.genericArguments, arguments.count == 1 {
            return ResolvedType(.set(element(arguments[0])))
        }
        return nil
    }

    /// What a name resolved to (`core`, its text with any generic arguments) is.
    private func meaning(of resolution: Resolution, _ core: Substring, at place: Place, _ steps: inout Int,
                         _ following: [String]) -> ResolvedType {
        switch resolution {
        case .declaration(let id): return ResolvedType(.project(id))
        case .alternatives(let ids): return ResolvedType(.alternatives(ids.map { ResolvedType(.project($0)) }))
        case .genericParameter: return ResolvedType(.genericParameter)
        case .unknown: return .unknown
        case .outside(let name):
            let arguments = TypeText.genericArguments(core)?.map { resolve($0, at: place, &steps, following) } ?? []
            return ResolvedType(.outside(name.simpleTypeName, arguments: arguments))
        case .alias(let qualified):
            // Each candidate's target, read from where the name is written.
            let candidates = resolver.aliasCandidates(qualified, from: place.file)
            guard !candidates.isEmpty, !following.contains(qualified), steps + candidates.count <= Self.aliasStepLimit else {
                return .unknown
            }
            steps += candidates.count
            let targets = candidates.map { resolve(Substring($0.target), at: place, &steps, following + [qualified]) }
            if targets.dropFirst().allSatisfy({ $0 == targets[0] }) { return targets[0] }
            return ResolvedType(.alternatives(targets))
        }
    }
}
