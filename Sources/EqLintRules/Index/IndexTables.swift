/// Building the index's tables (`ProjectIndex.init`), one step each: the declarations and
/// typealiases of every file, the resolver, and the extensions attached to what they extend.
extension ProjectIndex {
    /// What one pass over every file's declarations and typealiases gathers, in file order.
    struct DeclaredNames {
        /// Each declaration's qualified name, simple name and place.
        var names: [String]
        var simple: [String]
        var refs: [DeclarationRef]
        /// The simple name of each typealias (first declarations only).
        var aliasSimple: [String]
        var genericNames: [String]
        /// Each typealias by qualified name: the first declared, and every one of a repeated name.
        var aliases: [String: Typealias]
        var aliasDuplicates: [String: [(alias: Typealias, file: FileID)]]
        /// docs/architecture.md, "Where the project uses the macro".
        var usesMacro: Bool
    }

    static func gatherDeclarations(_ files: [FileSummary]) -> DeclaredNames {
        var names: [String] = [], simple: [String] = [], refs: [DeclarationRef] = []
        var aliasSimple: [String] = []
        var genericNames: [String] = []
        var aliases: [String: Typealias] = [:]
        var aliasFile: [String: FileID] = [:]
        var aliasDuplicates: [String: [(alias: Typealias, file: FileID)]] = [:]
        var usesMacro = false
        for f in files.indices {
            let file = FileID(f)
            files[f].types.withUnsafeBufferPointer { types in
                for t in types.indices where types[t].kind != .extension {
                    names.append(types[t].name)
                    simple.append(types[t].simpleName)
                    refs.append(DeclarationRef(file: file, type: t))
                    genericNames += types[t].genericParameters
                    if !usesMacro && types[t].attributes.contains(where: { $0.name == "Equatable" }) { usesMacro = true }
                }
            }
            if files[f].importsEquatable { usesMacro = true }
            for alias in files[f].typealiases {
                guard let first = aliases[alias.name] else {
                    aliases[alias.name] = alias
                    aliasFile[alias.name] = file
                    aliasSimple.append(alias.name.simpleTypeName)
                    continue
                }
                aliasDuplicates[alias.name, default: [(first, aliasFile[alias.name]!)]].append((alias, file))
            }
        }
        return DeclaredNames(names: names, simple: simple, refs: refs, aliasSimple: aliasSimple, genericNames: genericNames,
                             aliases: aliases, aliasDuplicates: aliasDuplicates, usesMacro: usesMacro)
    }

    /// Looks names up from where they are written (docs/architecture.md, "Name resolution").
    static func makeResolver(_ files: [FileSummary], _ declared: DeclaredNames) -> NameResolver {
        let names = declared.names, aliases = declared.aliases, aliasSimple = declared.aliasSimple
        let groups = NameGroups(keys: names, values: names.indices.map(TypeID.init))
        return NameResolver(files: files, groups: groups, refs: declared.refs, aliases: aliases,
                            simpleNames: NameTable((declared.simple + aliasSimple).map { ($0, true) }),
                            aliasSimpleNames: NameTable(aliasSimple.map { ($0, true) }),
                            aliasDuplicates: declared.aliasDuplicates,
                            genericNames: NameTable(declared.genericNames.map { ($0, true) }),
                            nestedSimpleNames: NameTable((names + aliases.keys.sorted()).compactMap { name in
                                name.hasByte(UInt8(ascii: ".")) ? (name.simpleTypeName, true) : nil
                            }))
    }

    /// Every entry (the declarations', then those of types the project only extends), and each
    /// file type's position (`positions`).
    static func attachExtensions(_ files: [FileSummary], _ declared: DeclaredNames, resolver: NameResolver,
                                 jobs: Int) -> (entries: [Entry], positions: [[Int32]]) {
        let names = declared.names, refs = declared.refs
        // Extensions attach to the declaration their name resolves to from their own file
        // (all of a file's `#if` alternatives); a type the project only extends gets an entry
        // of its own. Resolved on all cores.
        let targets = ParallelMap.map(Array(files.indices), jobs: jobs) { f -> [(Int, Resolution)] in
            files[f].types.withUnsafeBufferPointer { types in
                types.indices.compactMap { t in
                    types[t].kind == .extension ? (t, resolver.resolve(types[t].name, from: Place(file: FileID(f), type: nil))) : nil
                }
            }
        }
        var entries: [Entry] = names.indices.map { Entry(name: names[$0], declaration: refs[$0]) }
        // Each file's type count read in place: a copy of a summary retains everything it holds.
        var positions: [[Int32]] = files.indices.map { [Int32](repeating: -1, count: files[$0].types.count) }
        for k in refs.indices { positions[refs[k].file.index][refs[k].type] = Int32(k) }
        var extendedOnly: [String: TypeID] = [:]
        for f in files.indices {
            for (t, resolution) in targets[f] {
                let ref = DeclarationRef(file: FileID(f), type: t)
                var owners: [TypeID] = []
                switch resolution {
                case .declaration(let id): owners = [id]
                case .alternatives(let ids): owners = ids
                case .outside(let name):
                    if let known = extendedOnly[name] {
                        owners = [known]
                    } else {
                        let e = TypeID(entries.count)
                        extendedOnly[name] = e
                        entries.append(Entry(name: name, declaration: nil))
                        owners = [e]
                    }
                case .alias, .genericParameter, .unknown: owners = []
                }
                for id in owners { entries[id.index].extensions.append(ref) }
                if let first = owners.first { positions[f][t] = first.position }
            }
        }
        return (entries, positions)
    }
}
