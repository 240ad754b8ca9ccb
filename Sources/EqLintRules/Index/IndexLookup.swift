/// Finding declarations, entries and keys: by key, by place, by a name where it is written.
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

    /// The key of the project type a name means at `place`: one declaration, or `#if`
    /// alternatives of one file when they agree on what they are (kind, View, Equatable,
    /// Hashable, `@Equatable`); nil for anything else.
    public func resolveType(_ name: String, from place: Place) -> String? {
        resolveTypeEntry(name, from: place).map { entries[$0].key }
    }

    /// The entry a type name means where it is written (`resolveType`'s, by position): its facts
    /// are then read without its key (`facts(atEntry:)`).
    func resolveTypeEntry(_ name: String, from place: Place) -> Int? {
        recording?.type(name)
        switch resolver.resolve(name, from: place) {
        case .declaration(let p): return Int(p)
        case .alternatives(let ps): return agreeing(ps).flatMap { keyTable[$0] }.map { Int($0) }
        default: return nil
        }
    }

    /// The first of several declarations when all answer the yes/no questions alike.
    func agreeing(_ ps: [Int32]) -> String? {
        let keys = ps.map { entries[Int($0)].key }
        let answers = keys.map { key -> (TypeKind?, TypeKinds) in (primaryKind(key), kinds(key) ?? []) }
        guard answers.allSatisfy({ $0 == answers[0] }) else { return nil }
        return keys[0]
    }

    /// The key of the entry of a file's type: a declaration's own (no lookup), or the one an
    /// extension attaches to; nil for an extension of nothing known.
    public func key(file: Int, type: Int) -> String? {
        let p = positions[file][type]
        return p < 0 ? nil : entries[Int(p)].key
    }

    /// The qualified name of an entry (its key without the ordinal of a repeated name).
    public func displayName(_ key: String) -> String {
        guard let hash = key.utf8.firstIndex(of: UInt8(ascii: "#")) else { return key }
        return String(key[..<hash])
    }

    /// The entry of a declared or extended type.
    public func entry(_ key: String) -> Entry? { keyTable[key].map { entries[Int($0)] } }

    /// The number of types, declared or only extended.
    public var typeCount: Int { entries.count }

    /// The primary declaration of a type, nil for a type the project only extends, or does
    /// not know.
    @inline(__always)
    func declarationRef(of key: String) -> DeclarationRef? {
        guard let p = keyTable[key] else { return nil }
        return entries.withUnsafeBufferPointer { $0[Int(p)].declaration }
    }

    /// Hands `body` the declaration in place, by pointer: a copy of a declaration retains
    /// everything it holds (and a value read from unsafe storage is copied).
    func withDeclaration<R>(_ ref: DeclarationRef, _ body: (UnsafePointer<TypeDecl>) -> R) -> R {
        if files[ref.file].deferredMembers == nil {
            return files.withUnsafeBufferPointer { files in
                (files.baseAddress! + ref.file).pointee.types.withUnsafeBufferPointer { body($0.baseAddress! + ref.type) }
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
    public func declarations(of key: String) -> [(ref: DeclarationRef, decl: TypeDecl)] {
        guard let entry = entry(key) else { return [] }
        return ([entry.declaration].compactMap { $0 } + entry.extensions).map { ($0, declaration($0)) }
    }

    /// The kind of a project type's primary declaration (nothing is decoded or copied).
    public func primaryKind(_ key: String) -> TypeKind? {
        declarationRef(of: key).map(kind)
    }

    /// The primary declaration of a project type.
    public func primary(_ key: String) -> TypeDecl? {
        declarationRef(of: key).map(declaration)
    }
}
