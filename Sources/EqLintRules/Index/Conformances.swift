/// The conformances a type's declaration and extensions list, followed through project
/// protocols and typealiases.
extension ProjectIndex {
    /// `@MainActor Equatable & Sendable` → `["Equatable", "Sendable"]`.
    static func conformanceNames(_ text: String) -> [String] {
        // Most entries are one plain name already.
        if !text.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "@") || $0 == UInt8(ascii: "~")
            || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: " ") }) {
            return text.isEmpty ? [] : [text]
        }
        var text = text
        return text.withUTF8 { b in
            var out: [String] = []
            var start = 0
            for end in 0...b.count where end == b.count || b[end] == UInt8(ascii: "&") {
                defer { start = end + 1 }
                guard end > start else { continue }
                // Attributes (`@unchecked`, `@MainActor`) and `any` dropped (`WrittenType.core`),
                // generic arguments cut (`baseName`).
                let part = UnsafeBufferPointer(rebasing: b[start..<end])
                let core = TypeBytes.shape(part).core
                guard !core.isEmpty, part[core.lowerBound] != UInt8(ascii: "~") else { continue }
                let cut = part[core].firstIndex(of: UInt8(ascii: "<")) ?? core.upperBound
                if cut > core.lowerBound {
                    out.append(String(decoding: UnsafeBufferPointer(rebasing: part[core.lowerBound..<cut]), as: UTF8.self))
                }
            }
            return out
        }
    }

    /// Every conformance of a type, followed through project protocols (transitively): the
    /// outside names they come to as written, the project protocols on the way, and whether
    /// some name could not be told apart.
    struct ConformanceClosure {
        var written: [String] = []
        var protocols: [TypeID] = []
        var isAmbiguous = false
        /// The roots on which `#if` alternatives of a protocol disagree: unknown.
        var unknownRoots: TypeKinds = []

        /// The `rootKinds` of every written name, joined (one cheap lookup per name).
        var writtenRoots: TypeKinds {
            var roots: TypeKinds = []
            for name in written { roots.formUnion(ProjectIndex.rootKinds[name] ?? []) }
            return roots
        }
    }

    /// True when a written name or a protocol of `closure` is in `extra`.
    func reaches(_ closure: ConformanceClosure, extra: Set<String>) -> Bool {
        func named(_ name: String) -> Bool { extra.contains(name) || extra.contains(name.simpleTypeName) }
        return !extra.isEmpty && (closure.written.contains(where: named) || closure.protocols.contains { named(entries[$0.index].name) })
    }

    /// The conformances an entry's declaration and extensions list, each resolved from where
    /// it is written, through project protocols and typealiases of compositions.
    func conformanceClosure(_ entry: Entry, depth: Int = 0) -> ConformanceClosure {
        var closure = ConformanceClosure()
        // Most declarations and extensions list nothing: no work at all.
        if entry.declaration.map({ files[$0.file].types[$0.type].inherits.isEmpty }) ?? true
            && entry.extensions.allSatisfy({ files[$0.file].types[$0.type].inherits.isEmpty }) {
            return closure
        }
        var pending: [(String, Place)] = []
        func isOutside(_ inherited: String) -> Bool {
            TypeText.isPlainName(inherited) && resolver.simpleNames[inherited] == nil && resolver.genericNames[inherited] == nil
        }
        func add(_ ref: DeclarationRef) {
            let inherits = files[ref.file].types[ref.type].inherits
            // Most lists are outside names only (`View`, `Equatable`): the first such is kept as
            // it is (no copy), no walk, no lookup.
            if closure.written.isEmpty && inherits.allSatisfy(isOutside) {
                closure.written = inherits
                return
            }
            for inherited in inherits {
                // Most entries are one outside name: no walk, no lookup.
                if isOutside(inherited) {
                    closure.written.append(inherited)
                    continue
                }
                for name in ProjectIndex.conformanceNames(inherited) {
                    pending.append((name, Place(file: ref.file, type: ref.type, ownMembers: false)))
                }
            }
        }
        if let ref = entry.declaration { add(ref) }
        for ref in entry.extensions { add(ref) }
        var seen: Set<TypeID> = []
        func addProtocol(_ id: TypeID) {
            let ref = entries[id.index].declaration!
            guard kind(ref) == .protocol, seen.insert(id).inserted else { return }
            closure.protocols.append(id)
            add(ref)
        }
        // docs/architecture.md, "Name resolution": `#if` alternatives answer a yes/no question
        // (a View? Equatable?) when they all agree, and are unknown otherwise.
        func addAlternatives(_ ids: [TypeID]) {
            if depth < 8 {
                let answers = ids.map { conformanceClosure(entries[$0.index], depth: depth + 1) }
                    .map { $0.writtenRoots.subtracting($0.unknownRoots) }
                let all = answers.reduce(TypeKinds()) { $0.union($1) }
                let common = answers.reduce(TypeKinds(rawValue: 0xFF)) { $0.intersection($1) }
                closure.unknownRoots.formUnion(all.subtracting(common))
            }
            for id in ids { addProtocol(id) }
        }
        while let (name, place) = pending.popLast() {
            switch resolver.resolve(name, from: place) {
            case .outside(let spelled):
                closure.written.append(spelled)
            case .declaration(let id):
                addProtocol(id)
            case .alternatives(let ids):
                addAlternatives(ids)
            case .alias:
                guard let parts = aliasedConformances(resolveWrittenType(name, from: place)) else {
                    closure.isAmbiguous = true
                    continue
                }
                closure.written += parts.outside
                for ids in parts.declarations { if ids.count == 1 { addProtocol(ids[0]) } else { addAlternatives(ids) } }
            case .unknown:
                closure.isAmbiguous = true
            case .genericParameter:
                continue
            }
        }
        return closure
    }

    /// What a typealias in an inheritance clause comes to (`typealias Model = Equatable &
    /// Identifiable`, through further typealiases): the outside names, and the project
    /// declarations (`#if` alternatives of one as one group); nil when some part is unknown, or
    /// typealiases under `#if` disagree.
    func aliasedConformances(_ type: ResolvedType) -> (outside: [String], declarations: [[TypeID]])? {
        var outside: [String] = [], declarations: [[TypeID]] = []
        var parts = [type]
        while let part = parts.popLast() {
            switch part.kind {
            case .composition(let members): parts += members.reversed()
            case .outside(let name, _): outside.append(name)
            case .project(let id): declarations.append([id])
            case .alternatives(let all):
                // Declarations alike are answered as the clause's own alternatives are.
                let ids = all.compactMap { alternative -> TypeID? in
                    if case .project(let id) = alternative.kind { return id } else { return nil }
                }
                guard ids.count == all.count else { return nil }
                declarations.append(ids)
            case .unknown: return nil
            case .genericParameter, .function, .array, .dictionary, .set, .tuple: continue
            }
        }
        return (outside, declarations)
    }
}
