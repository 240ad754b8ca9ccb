/// docs/architecture.md, "Hashed": which project types some code hashes, and the first place
/// that does, worked out for the whole project the first time a rule asks (a rule asks only
/// about a type it already has a finding for: a run that finds no mismatch works none of it out).
extension ProjectIndex {
    /// The first place that hashes type `id` (in file order; for a type hashed only as part of
    /// another, the place that hashes that one), for the message; nil when nothing hashes it.
    public func hashSite(of id: TypeID) -> UseLocation? {
        recording?.uses.insert(.hashSites)
        return hashedTable()?[id]
    }

    /// The type the code at `hashSite(of: id)` hashes when it hashes `id` only as part of it
    /// (a stored property or an associated value, transitively); nil when it hashes `id` itself.
    public func hashedWithin(_ id: TypeID) -> TypeID? {
        recording?.uses.insert(.hashSites)
        guard hashedTable()?[id] != nil else { return nil }
        return projectUses({ table in table.hashed.map { _ in table.hashedWithin } }, fill: fillHashed)?[id]
    }

    private func hashedTable() -> [TypeID: UseLocation]? { projectUses({ $0.hashed }, fill: fillHashed) }

    /// Fills `ProjectUses.hashed`: every source in the order of its place, each followed through
    /// what hashing its type hashes (docs/architecture.md, "Hashed"). Each type is followed once,
    /// so a type hashed through itself, or a recursive enum, ends the walk.
    private func fillHashed(_ table: ProjectUses) {
        // What is read here is read for every lint that asks (the table is made once): an edit
        // that may change it is found by its kind (`.hashSites`, any declaration), not by names.
        let record = recording
        if record != nil { recording = nil }
        defer { if record != nil { recording = record } }
        var sources: [(id: TypeID, at: UseLocation)] = []
        for f in files.indices {
            let file = FileID(f)
            for site in hashSites(of: file) {
                let at = UseLocation(file: file, offset: site.offset, owner: site.owner)
                for id in hashedTypes(site, in: file) { sources.append((id, at)) }
            }
        }
        sources += identifierSources()
        // The first place in file order wins (sorted whatever order the sources came in).
        sources.sort { ($0.at.file.index, $0.at.offset) < ($1.at.file.index, $1.at.offset) }
        var sites: [TypeID: UseLocation] = [:], within: [TypeID: TypeID] = [:]
        for (root, at) in sources where sites[root] == nil {
            sites[root] = at
            var pending = [root]
            while let t = pending.popLast() {
                for member in hashedMembers(of: t) where sites[member] == nil {
                    sites[member] = at
                    within[member] = root
                    pending.append(member)
                }
            }
        }
        table.hashed = sites
        table.hashedWithin = within
    }

    /// The project types one hash site of file `file` hashes.
    private func hashedTypes(_ site: HashSite, in file: FileID) -> [TypeID] {
        let place = Place(file: file, type: site.owner >= 0 ? Int(site.owner) : nil)
        switch site.kind {
        case .type(let text):
            return Self.projectTypes(in: resolveWrittenType(text, from: place))
        case .value(let path):
            return valueType(path, file, site.owner).map(Self.projectTypes) ?? []
        case .elements(let path):
            // `T.allCases`: its elements are `T`s (docs/architecture.md, "Hashed").
            if path.names.count == 2, path.names[1] == "allCases", path.declaredType == nil, path.elementOf == nil,
               let type = resolveType(path.names[0], from: place) {
                return [type]
            }
            guard let collection = declaredType(of: path, file: file, owner: site.owner),
                  let element = Self.element(of: collection) else { return [] }
            return Self.projectTypes(in: element)
        case .appended(let value, let receiver):
            // Only a `NavigationPath` hashes what is appended to it.
            guard let path = declaredType(of: receiver, file: file, owner: site.owner), path.answer({ t -> Bool in
                if case .outside("NavigationPath", _) = t.kind { return true } else { return false }
            }) == true else { return [] }
            return valueType(value, file, site.owner).map(Self.projectTypes) ?? []
        }
    }

    /// The declared type of a value at a hash site: `self` is the type whose body holds it, and
    /// `T.c` an enum case (or static member) of `T` when the index knows no property `c` of `T`.
    private func valueType(_ path: ValuePath, _ file: FileID, _ owner: Int32) -> ResolvedType? {
        if path.names == ["self"] && path.declaredType == nil {
            guard owner >= 0, let id = typeID(file: file, type: Int(owner)) else { return nil }
            return ResolvedType(.project(id))
        }
        if let known = declaredType(of: path, file: file, owner: owner) { return known }
        guard path.declaredType == nil, path.elementOf == nil, path.names.count >= 2,
              let head = path.names[0].utf8.first, head >= UInt8(ascii: "A") && head <= UInt8(ascii: "Z") else { return nil }
        let type = resolveWrittenType(path.names.dropLast().joined(separator: "."),
                                      from: Place(file: file, type: owner >= 0 ? Int(owner) : nil))
        return typeID(of: type) == nil ? nil : type
    }

    /// The project types a resolved type holds where hashing it hashes them: itself, `#if`
    /// alternatives, the elements of arrays and sets, a dictionary's keys and values, an outside
    /// type's generic arguments (`OrderedSet<T>`, `Result<T, E>`).
    static func projectTypes(in type: ResolvedType) -> [TypeID] {
        var out: [TypeID] = []
        var pending = [type]
        while let t = pending.popLast() {
            switch t.kind {
            case .project(let id): out.append(id)
            case .alternatives(let all): pending += all
            case .array(let e), .set(let e): pending.append(e)
            case .dictionary(let k, let v): pending += [k, v]
            case .outside(_, let arguments): pending += arguments
            case .tuple(let elements): pending += elements
            case .genericParameter, .function, .composition, .unknown: continue
            }
        }
        return out
    }

    /// What hashing a value of `id` hashes besides (docs/architecture.md, "Hashed"): the
    /// properties its hand-written `hash(into:)` or `hashValue` combines, the compared inputs
    /// when `@Equatable` writes its hash, else (a synthesized hash) a struct's stored properties
    /// and an enum's associated values. A class has no synthesized hash; a nested type is not
    /// hashed for being nested.
    private func hashedMembers(of id: TypeID) -> [TypeID] {
        guard let ref = declarationRef(of: id) else { return [] }
        let kind = self.kind(ref)
        guard kind != .protocol else { return [] }
        let f = facts(id)
        let place = Place(file: ref.file, type: ref.type)
        var written: [(String, Place)] = []
        if let combined = f.hashInto?.function.memberUses?.names ?? f.hashValue?.uses.names {
            // A combined property: stored, or computed (its type is what is hashed).
            let names = Set(combined)
            for (r, decl) in declarations(of: id) {
                for p in decl.properties where !p.isStatic && names.contains(p.name) {
                    if let text = p.type ?? p.constructedType { written.append((text, Place(file: r.file, type: r.type))) }
                }
            }
        } else if f.hasEquatableMacro && files[ref.file].types[ref.type].inherits.contains("Hashable") {
            for p in f.comparedInputs { if let text = p.type ?? p.constructedType { written.append((text, place)) } }
        } else if kind == .struct {
            for p in f.storedProperties { if let text = p.type ?? p.constructedType { written.append((text, place)) } }
        } else if kind == .enum {
            written = declaration(ref).associatedValueTypes.map { ($0, place) }
        }
        return written.flatMap { text, at -> [TypeID] in
            text == "Self" ? [id] : Self.projectTypes(in: resolveWrittenType(text, from: at))
        }
    }

    /// The index's own sources (docs/architecture.md, "Hashed"): the type of the `id` of every project type
    /// conforming to `Identifiable` (by its declaration or an extension, directly or through a
    /// project protocol), at that `id`'s declaration. (The value of a `@FocusState` is a hash
    /// site of its file: `UseScanner`.)
    private func identifierSources() -> [(id: TypeID, at: UseLocation)] {
        var out: [(id: TypeID, at: UseLocation)] = []
        let outside: Set<String> = ["Identifiable", "SwiftUI.Identifiable", "Swift.Identifiable"]
        let refining = protocolNames { closure, _ in closure.written.contains { outside.contains($0) } }
        for e in entries.indices {
            let entry = entries[e]
            guard let primary = entry.declaration, kind(primary) != .protocol, mayList(entry, outside.union(refining)),
                  conformanceClosure(entry).written.contains(where: { outside.contains($0) }) else { continue }
            let id = TypeID(e)
            for ref in [primary] + entry.extensions {
                let property = withDeclaration(ref) { decl in
                    decl.pointee.properties.first { $0.name == "id" && !$0.isStatic }
                }
                guard let p = property else { continue }
                let at = UseLocation(file: ref.file, offset: p.nameOffset, owner: Int32(ref.type))
                if let text = p.type ?? p.constructedType {
                    let place = Place(file: ref.file, type: ref.type)
                    for t in text == "Self" ? [id] : Self.projectTypes(in: resolveWrittenType(text, from: place)) { out.append((t, at)) }
                }
                break
            }
        }
        return out
    }

    /// The names (as an inheritance clause may write them: simple and qualified) of the project
    /// protocols whose conformances satisfy `reaches`, transitively: few, each walked once.
    func protocolNames(_ reaches: (ConformanceClosure, TypeID) -> Bool) -> Set<String> {
        var names: Set<String> = []
        for e in entries.indices {
            guard let ref = entries[e].declaration, kind(ref) == .protocol,
                  reaches(conformanceClosure(entries[e]), TypeID(e)) else { continue }
            names.insert(entries[e].name)
            names.insert(entries[e].name.simpleTypeName)
        }
        return names
    }

    /// True when the inheritance clauses of a type's declaration and extensions may make it
    /// conform to one of `names`: a plain entry among them, or an entry a name alone does not
    /// say (a composition, an attribute, a generic, a typealias). A cheap look, by text, before
    /// the walk of its conformances.
    func mayList(_ entry: Entry, _ names: Set<String>) -> Bool {
        ([entry.declaration].compactMap { $0 } + entry.extensions).contains { ref in
            files[ref.file].types[ref.type].inherits.contains { inherited in
                guard TypeText.isDottedName(Substring(inherited)) else { return true }
                return names.contains(inherited) || resolver.aliasSimpleNames[inherited.simpleTypeName] != nil
            }
        }
    }
}
