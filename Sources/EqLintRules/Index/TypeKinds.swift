/// docs/architecture.md, "Equatable", "Hashable", "View" and "Representable": what a type's
/// conformances make it, answered together (`TypeKinds`).
extension ProjectIndex {
    static let equatableRoots: Set<String> = [
        "Equatable", "Hashable", "Comparable", "Swift.Equatable", "Swift.Hashable", "Swift.Comparable",
    ]
    static let hashableRoots: Set<String> = ["Hashable", "Swift.Hashable"]
    /// The roots in one table: what conforming to each makes a type (a view, Equatable, Hashable).
    static let rootKinds = NameTable<TypeKinds>(
        viewRoots.map { ($0, .view) }
            + equatableRoots.map { ($0, hashableRoots.contains($0) ? [.equatable, .hashable] : .equatable) })
    static let viewRoots: Set<String> = {
        let names = ["View", "UIViewRepresentable", "NSViewRepresentable",
                     "UIViewControllerRepresentable", "NSViewControllerRepresentable"]
        return Set(names + names.map { "SwiftUI." + $0 })
    }()

    /// docs/architecture.md, "Equatable": `@Equatable`, an Equatable-family conformance (directly,
    /// in a composition, through a refining project protocol), or `equatable_types`.
    public func isEquatable(_ id: TypeID) -> Bool { kinds(id).contains(.equatable) }

    public func isHashable(_ id: TypeID) -> Bool { kinds(id).contains(.hashable) }

    public func isView(_ id: TypeID) -> Bool { kinds(id).contains(.view) }

    /// True when some type of the project has a computed property `name` whose getter makes a
    /// new value at each read (`var id: String { UUID().uuidString }`): a row collection
    /// identified by such a property is looked at only then (docs/rules.md,
    /// `foreach_unstable_identity`). One pass over the declarations, on first use; no member is
    /// read.
    public func mintsIdentity(named name: String) -> Bool {
        freshIdentifierNames.withLock { names in
            if names == nil {
                var found: Set<String> = []
                // Read in place: a copy of a summary or a declaration retains all it holds.
                files.withUnsafeBufferPointer { files in
                    for f in files.indices {
                        files[f].types.withUnsafeBufferPointer { types in
                            for t in types.indices where !types[t].freshIdentifiers.isEmpty { found.formUnion(types[t].freshIdentifiers) }
                        }
                    }
                }
                names = found
            }
            return names!.contains(name)
        }
    }

    /// True when a type's declaration or an extension lists the standard library's
    /// `Identifiable` (or `Swift.Identifiable`), directly, in a composition or through a project
    /// protocol refining it (docs/rules.md, `foreach_unstable_identity`). Worked out when asked:
    /// one rule asks, about the element types of a few `ForEach`es.
    public func isIdentifiable(_ id: TypeID) -> Bool {
        recording?.read(type: entries[id.index].name)
        return conformanceClosure(entry(id)).written.contains { $0 == "Identifiable" || $0 == "Swift.Identifiable" }
    }

    /// A type's view, Equatable, Hashable and `@Equatable` answers in one byte.
    static func typeKinds(_ f: TypeFacts) -> TypeKinds {
        var kinds: TypeKinds = []
        if f.isView { kinds.insert(.view) }
        if f.isEquatable { kinds.insert(.equatable) }
        if f.isHashable { kinds.insert(.hashable) }
        if f.hasEquatableMacro { kinds.insert(.equatableMacro) }
        return kinds
    }

    /// `typeKinds` of a type of the index.
    func kinds(_ id: TypeID) -> TypeKinds {
        if isPrepared { return TypeKinds(rawValue: preparedKinds[id.index]) }
        return ProjectIndex.typeKinds(facts(id))
    }

    /// docs/architecture.md, "Equatable", "Hashable" and "View" for a type of the index, from one
    /// walk over its conformances; and whether a conformance could not be told apart.
    func computeKinds(_ entry: Entry) -> (isView: Bool, isEquatable: Bool, isHashable: Bool, ambiguous: Bool, representable: Bool,
                                          protocols: [TypeID]) {
        let closure = conformanceClosure(entry)
        let ref = entry.declaration
        // "View": a struct conforming to View or a representable, directly, through a refining
        // project protocol, or through a configured `view_protocols` entry.
        let roots = closure.writtenRoots.subtracting(closure.unknownRoots)
        let isView = ref.map(kind) == .struct && (roots.contains(.view) || reaches(closure, extra: settings.viewProtocols))
        // "Equatable": `@Equatable`, an Equatable-family conformance (directly, in a
        // composition, through a refining project protocol), or `equatable_types`.
        let name = entry.name
        let isEquatable = ref.map({ files[$0.file].types[$0.type].attributes.contains { $0.name == "Equatable" } }) == true
            || (!settings.equatableTypes.isEmpty && (settings.equatableTypes.contains(name)
                || settings.equatableTypes.contains(name.simpleTypeName)))
            || roots.contains(.equatable) || reaches(closure, extra: settings.equatableTypes)
        let representable = isView && closure.written.contains { Representables.protocols.contains($0) }
        return (isView, isEquatable, roots.contains(.hashable), closure.isAmbiguous || !closure.unknownRoots.isEmpty, representable,
                closure.protocols)
    }

    /// True when a conformance of the type names a type the index cannot tell apart (two
    /// project types equally near share the name): rules that need to know it stay silent.
    public func hasAmbiguousConformance(_ id: TypeID) -> Bool { facts(id).hasAmbiguousConformance }

    public func hasEquatableMacro(_ id: TypeID) -> Bool { kinds(id).contains(.equatableMacro) }

    /// True for a View that is a representable (its `update…` method stands for `body`).
    public func isRepresentable(_ id: TypeID) -> Bool { facts(id).isRepresentable }
}

/// What the index answers about a type in one byte (`ProjectIndex.kinds`), and what conforming
/// to a root protocol makes a type (`ProjectIndex.rootKinds`).
struct TypeKinds: OptionSet, Sendable {
    let rawValue: UInt8
    /// docs/architecture.md, "View".
    static let view = TypeKinds(rawValue: 1)
    /// docs/architecture.md, "Equatable".
    static let equatable = TypeKinds(rawValue: 2)
    /// docs/architecture.md, "Hashable".
    static let hashable = TypeKinds(rawValue: 4)
    /// The type carries `@Equatable`.
    static let equatableMacro = TypeKinds(rawValue: 8)
}
