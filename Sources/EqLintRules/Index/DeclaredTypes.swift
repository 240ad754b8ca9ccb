/// What a value used somewhere is declared as (docs/architecture.md, "Declared type"), and what
/// every file does with values and types (`UseFacts`), read once per file.
extension ProjectIndex {
    /// The uses of file `id` (docs/architecture.md, "Uses across the project"): its summary's,
    /// worked out once from a kept file's tokens.
    public func uses(of id: FileID) -> UseFacts {
        if let done = useFacts.withLock({ id.index < $0.count ? $0[id.index] : nil }) { return done }
        let made = files[id].uses
        let count = files.count
        useFacts.withLock {
            if $0.isEmpty { $0 = [UseFacts?](repeating: nil, count: count) }
            $0[id.index] = made
        }
        return made
    }

    /// The hash sites of file `id` (`UseFacts.hashSites`): its uses' when they were read, else
    /// found by themselves (the rest of a file's uses costs a walk of all its tokens).
    public func hashSites(of id: FileID) -> [HashSite] {
        if let done = useFacts.withLock({ id.index < $0.count ? $0[id.index] : nil }) { return done.hashSites }
        return files[id].hashSites
    }

    /// Every file's uses worked out now, on `jobs` threads (a run whose rules read them all).
    public func prepareUses(jobs: Int) {
        let all = ParallelMap.map(Array(files.indices), jobs: jobs) { files[$0].uses }
        useFacts.withLock { $0 = all.map { Optional($0) } }
    }

    /// The declared type of `path`, a value written in file `file` inside the type or extension
    /// at `owner` of that file (-1 at the top level): its annotation, the type its initial value
    /// constructs, an element's type, a member's declared type through the index; nil when
    /// unknown (a parameter without annotation, a computed value).
    public func declaredType(of path: ValuePath, file: FileID, owner: Int32) -> ResolvedType? {
        let place = Place(file: file, type: owner >= 0 ? Int(owner) : nil)
        guard let first = path.names.first else { return nil }
        var current: ResolvedType
        if let collection = path.elementOf {
            let whole: ResolvedType?
            if let written = path.declaredType, collection.count == 1 {
                whole = resolveWrittenType(written, from: place)
            } else if let written = path.declaredType {
                // `for x in store.items`: `written` is what `store` is declared as.
                whole = declaredType(of: ValuePath(names: collection, declaredType: written), file: file, owner: owner)
            } else if collection.count == 2, collection[1] == "allCases", let type = resolveType(collection[0], from: place) {
                // `Tab.allCases`: its elements are `Tab`s.
                whole = ResolvedType(.array(ResolvedType(.project(type))))
            } else {
                whole = declaredType(of: ValuePath(names: collection), file: file, owner: owner)
            }
            guard let whole, let element = Self.element(of: whole) else { return nil }
            current = element
        } else if let written = path.declaredType {
            current = resolveWrittenType(written, from: place)
        } else if let head = first.utf8.first, head >= UInt8(ascii: "A") && head <= UInt8(ascii: "Z"), path.names.count >= 2,
                  let type = resolveType(first, from: place) {
            // `Session.shared`: a static member of a type.
            current = ResolvedType(.project(type))
        } else {
            guard owner >= 0, let ownerID = typeID(file: file, type: Int(owner)),
                  let found = propertyType(named: first, in: ownerID) else { return nil }
            current = found
        }
        for name in path.names.dropFirst() {
            guard let id = typeID(of: current), let next = propertyType(named: name, in: id) else { return nil }
            current = next
        }
        return current
    }

    /// The declared type of the property `name` of a project type (its declaration or an
    /// extension), resolved from where it is declared.
    public func propertyType(named name: String, in id: TypeID) -> ResolvedType? {
        for (ref, decl) in declarations(of: id) {
            for p in decl.properties where p.name == name {
                guard let written = p.type ?? p.constructedType else { continue }
                return resolveWrittenType(written, from: Place(file: ref.file, type: ref.type))
            }
        }
        return nil
    }

    /// The element of a collection type: `[T]`, `Set<T>`, and the outside collections whose
    /// last generic argument is their element (`OrderedSet<T>`, `IdentifiedArrayOf<T>`).
    static func element(of collection: ResolvedType) -> ResolvedType? {
        switch collection.kind {
        case .array(let element), .set(let element): return element
        case .outside(let name, let arguments):
            guard Self.elementCollections.contains(name), let last = arguments.last else { return nil }
            return last
        default: return nil
        }
    }

    /// Collections from outside whose last generic argument is their element.
    static let elementCollections: Set<String> = [
        "Array", "ContiguousArray", "ArraySlice", "Set", "OrderedSet", "IdentifiedArray", "IdentifiedArrayOf", "Deque",
    ]
}
