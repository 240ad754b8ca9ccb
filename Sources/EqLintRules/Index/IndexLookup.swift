/// Finding declarations and types: by `TypeID`, by place, by a name where it is written.
extension ProjectIndex {
    public func declaration(_ ref: DeclarationRef) -> TypeDecl {
        guard let deferred = files[ref.file].deferredMembers else { return files[ref.file].types[ref.type] }
        if let done = completed.withLock({ $0[ref] }) { return done }
        let decl = deferred.complete(files[ref.file].types[ref.type], at: ref.type)
        completed.withLock { $0[ref] = decl }
        return decl
    }

    /// What a type name means where it is written (docs/architecture.md, "Name resolution").
    public func resolve(_ name: String, from place: Place) -> Resolution {
        recording?.type(name)
        return resolver.resolve(name, from: place)
    }

    /// The project type a name means at `place` (through typealiases, `resolveWrittenType`):
    /// one declaration, or `#if` alternatives of one file when they agree on what they are
    /// (kind, View, Equatable, Hashable, `@Equatable`); nil for anything else.
    public func resolveType(_ name: String, from place: Place) -> TypeID? {
        recording?.type(name)
        switch resolver.resolve(name, from: place) {
        case .declaration(let id): return id
        case .alternatives(let ids): return agreeing(ids)
        case .alias: return typeID(of: resolveWrittenType(name, from: place))
        default: return nil
        }
    }

    /// The first of several declarations when all answer the yes/no questions alike.
    func agreeing(_ ids: [TypeID]) -> TypeID? {
        let answers = ids.map { id -> (TypeKind?, TypeKinds) in (primaryKind(id), kinds(id)) }
        guard answers.allSatisfy({ $0 == answers[0] }) else { return nil }
        return ids.first
    }

    /// The type of a file's type declaration: a declaration's own (no lookup), or the one an
    /// extension attaches to; nil for an extension of nothing known.
    public func typeID(file: FileID, type: Int) -> TypeID? {
        let p = positions[file.index][type]
        return p < 0 ? nil : TypeID(p)
    }

    /// The qualified name of a type (`Outer.Inner`), as messages and symbols show it.
    public func displayName(_ id: TypeID) -> String { entries[id.index].name }

    /// The entry of a declared or extended type.
    public func entry(_ id: TypeID) -> Entry { entries[id.index] }

    /// The number of types, declared or only extended.
    public var typeCount: Int { entries.count }

    /// Every type of the index, in order: declarations in file order, then the types only extended.
    public var typeIDs: [TypeID] { entries.indices.map(TypeID.init) }

    /// The types whose qualified name is `name`, in order (several for `#if` alternatives or a
    /// `private` type declared in two files): for tests and tools, which know types by name. The
    /// rules find types from where they are named (`resolveType(_:from:)`).
    func typeIDs(named name: String) -> [TypeID] { entries.indices.filter { entries[$0].name == name }.map(TypeID.init) }

    /// The primary declaration of a type, nil for a type the project only extends.
    @inline(__always)
    func declarationRef(of id: TypeID) -> DeclarationRef? {
        entries.withUnsafeBufferPointer { $0[id.index].declaration }
    }

    /// Hands `body` the declaration in place, by pointer: a copy of a declaration retains
    /// everything it holds (and a value read from unsafe storage is copied).
    func withDeclaration<R>(_ ref: DeclarationRef, _ body: (UnsafePointer<TypeDecl>) -> R) -> R {
        if files[ref.file].deferredMembers == nil {
            return files.withUnsafeBufferPointer { files in
                (files.baseAddress! + ref.file.index).pointee.types.withUnsafeBufferPointer { body($0.baseAddress! + ref.type) }
            }
        }
        let decl = declaration(ref)
        return withUnsafePointer(to: decl) { body($0) }
    }

    /// The kind of a declaration (known without decoding a cached file's members).
    func kind(_ ref: DeclarationRef) -> TypeKind { files[ref.file].types[ref.type].kind }

    /// What the `body` getter of a declaration reads of the type's members
    /// (docs/rules.md, `custom_equality_misses_body_input`), read now if its file left it for
    /// later.
    public func bodyReads(_ ref: DeclarationRef) -> [String] {
        guard let (lexed, source) = files[ref.file].deferredBodyReads else { return declaration(ref).bodyReads }
        if let done = lazyBodyReads.withLock({ $0[ref] }) { return done }
        let reads = withDeclaration(ref) { MemberUsesReader.bodyReads(of: $0.pointee, TokenStream(lexed, source)) }
        lazyBodyReads.withLock { $0[ref] = reads }
        return reads
    }

    /// Every declaration of a type: the primary one, then its extensions.
    public func declarations(of id: TypeID) -> [(ref: DeclarationRef, decl: TypeDecl)] {
        let entry = entries[id.index]
        return ([entry.declaration].compactMap { $0 } + entry.extensions).map { ($0, declaration($0)) }
    }

    /// The kind of a project type's primary declaration (nothing is decoded or copied).
    public func primaryKind(_ id: TypeID) -> TypeKind? {
        declarationRef(of: id).map(kind)
    }

    /// The primary declaration of a project type.
    public func primary(_ id: TypeID) -> TypeDecl? {
        declarationRef(of: id).map(declaration)
    }
}
