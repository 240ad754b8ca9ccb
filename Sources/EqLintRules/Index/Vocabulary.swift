/// The vocabulary the rules share (docs/architecture.md, "Terms the rules share"), answered once
/// for every rule.
extension ProjectIndex {
    /// The wrappers SwiftUI updates views through; equality skips them
    /// (docs/architecture.md, "Skipped and reference wrappers").
    public static let builtInSkippedWrappers: [String] = [
        "AccessibilityFocusState", "AppStorage", "Bindable", "Environment", "EnvironmentObject",
        "FetchRequest", "FocusState", "FocusedObject", "FocusedValue", "GestureState",
        "NSApplicationDelegateAdaptor", "Namespace", "ObservedObject", "PhysicalMetric",
        "ScaledMetric", "SceneStorage", "SectionedFetchRequest", "State", "StateObject",
        "UIApplicationDelegateAdaptor", "WKApplicationDelegateAdaptor", "WKExtensionDelegateAdaptor",
    ]
    static let skippedWrapperSet: Set<String> = Set(builtInSkippedWrappers + builtInSkippedWrappers.map { "SwiftUI." + $0 })
    /// Read through shared storage, so a closure reading one is never stale
    /// (docs/architecture.md, "Skipped and reference wrappers").
    public static let builtInReferenceWrappers: [String] = ["Binding", "FocusedBinding", "Query"]
    static let referenceWrapperSet: Set<String> = Set(builtInReferenceWrappers + builtInReferenceWrappers.map { "SwiftUI." + $0 })
    /// The `@Equatable` package's markers.
    public static let ignoredMarker = "EquatableIgnored"
    public static let unsafeClosureMarker = "EquatableIgnoredUnsafeClosure"

    /// Both sets and the markers in one table: `.skipped` for a skipped wrapper, `.reference`
    /// for a reference wrapper, and each marker's own kind (one probe per attribute).
    static let wrapperKinds = NameTable<WrapperKinds>(
        skippedWrapperSet.map { ($0, referenceWrapperSet.contains($0) ? [.skipped, .reference] : .skipped) }
            + referenceWrapperSet.subtracting(skippedWrapperSet).map { ($0, .reference) }
            + [(ignoredMarker, .ignoredMarker), (unsafeClosureMarker, .unsafeClosureMarker)])

    public func hasSkippedWrapper(_ p: Property) -> Bool { hasSkippedWrapper(p, p.wrapperKinds) }

    /// `hasSkippedWrapper` with the property's `wrapperKinds` at hand.
    func hasSkippedWrapper(_ p: Property, _ kinds: WrapperKinds) -> Bool {
        kinds.contains(.skipped)
            || (!settings.skippedPropertyWrappers.isEmpty && p.wrappers.contains { settings.skippedPropertyWrappers.contains($0.name) })
    }

    public func hasReferenceWrapper(_ p: Property) -> Bool {
        let kinds = p.wrapperKinds
        return hasSkippedWrapper(p, kinds) || kinds.contains(.reference)
            || (!settings.referencePropertyWrappers.isEmpty && p.wrappers.contains { settings.referencePropertyWrappers.contains($0.name) })
    }

    /// docs/architecture.md, "Reference type": a property wrapper read through its own storage.
    /// `hasReferenceWrapper`, with wrappers matched by the last component of their name
    /// (`@Perception.Bindable` is `Bindable`), and a library's own wrapper (its type declared
    /// neither in the project, found from `place`, nor among the wrappers the rules name:
    /// `@Default`, `@Dependency`, `@Shared`) read as one.
    public func hasReferenceWrapper(_ p: Property, at place: Place) -> Bool {
        if hasReferenceWrapper(p) { return true }
        guard !p.wrappers.isEmpty else { return false }
        for w in propertyWrappers(p, at: place) {
            let last = w.name.simpleTypeName
            if let kinds = Self.wrapperKinds[last] {
                if !kinds.isDisjoint(with: [.skipped, .reference]) { return true }
                continue
            }
            if settings.referencePropertyWrappers.contains(last) || settings.skippedPropertyWrappers.contains(last) { return true }
            if resolveType(w.name, from: place) == nil { return true }
        }
        return false
    }

    /// True for the type of a reference property wrapper (`Binding`, `SwiftUI.Binding`, the
    /// configured ones): a value of it reads shared storage.
    public func isReferenceWrapperType(_ name: String) -> Bool {
        // The built-in ones from the wrapper table (one probe on the bytes; the markers there
        // are neither), then the configured ones, when there are any.
        if let kinds = ProjectIndex.wrapperKinds[name], !kinds.isDisjoint(with: [.skipped, .reference]) { return true }
        return (!settings.referencePropertyWrappers.isEmpty && settings.referencePropertyWrappers.contains(name))
            || (!settings.skippedPropertyWrappers.isEmpty && settings.skippedPropertyWrappers.contains(name))
    }

    public func marker(of p: Property) -> Attribute? {
        guard !p.wrapperKinds.isDisjoint(with: [.ignoredMarker, .unsafeClosureMarker]) else { return nil }
        return p.wrappers.first { $0.name == ProjectIndex.ignoredMarker || $0.name == ProjectIndex.unsafeClosureMarker }
    }

    /// Stored, non-static properties of a project type (extensions cannot add any).
    public func storedProperties(of id: TypeID) -> PropertyList { facts(id).storedProperties }

    /// Stored properties marked `@EquatableIgnored`, in declaration order.
    public func ignoredMarkedProperties(of id: TypeID) -> PropertyList { facts(id).ignoredMarked }

    /// docs/architecture.md, "Compared inputs": stored, non-static, non-lazy, no skipped wrapper,
    /// no marker.
    public func comparedInputs(of id: TypeID) -> PropertyList { facts(id).comparedInputs }

    /// docs/architecture.md, "Closure property": a stored property whose annotation is a function
    /// type (through attributes, parentheses, optionals and typealiases found from `place`), or
    /// that has no annotation and a closure-literal initializer.
    public func isClosureProperty(_ p: Property, at place: Place) -> Bool {
        guard p.isStored else { return false }
        switch p.closureShape {
        case .function: return true
        case .other: return false
        case .named(let name):
            // Most names are no typealias of the project (`String`, `Int`): known at one look.
            if !name.hasByte(UInt8(ascii: ".")) && !resolver.aliasSimpleNames.contains(name) { return false }
            return isClosure(resolveWrittenType(name, from: place)) == true
        case nil: return p.hasClosureLiteralInitializer
        }
    }

    /// `isClosureProperty` for a property of the declared type `id`.
    public func isClosureProperty(_ p: Property, of id: TypeID) -> Bool {
        guard let ref = declarationRef(of: id) else { return false }
        return isClosureProperty(p, at: Place(file: ref.file, type: ref.type))
    }

    /// How a type's equality comes about.
    public enum EqualityKind: Sendable, Equatable { case macro, handWritten, synthesized }

    public func equalityKind(of id: TypeID) -> EqualityKind {
        if hasEquatableMacro(id) { return .macro }
        return handWrittenEquality(of: id) != nil ? .handWritten : .synthesized
    }

    /// The hand-written `static func ==` taking two values of the type (or `Self`), from the
    /// type or any of its extensions.
    public func handWrittenEquality(of id: TypeID) -> (ref: DeclarationRef, function: Function)? { facts(id).equality }

    /// A `static func ==` taking two values of type `name` (or `Self`).
    func isOwnEquality(_ f: Function, of name: String) -> Bool {
        guard f.parameters.count == 2 else { return false }
        let simple = name.simpleTypeName
        return f.parameters.allSatisfy { parameter in
            let type = String(TypeText.baseName(Substring(parameter.type)))
            return type == "Self" || type == simple || type == name
                || (type.hasByte(UInt8(ascii: ".")) && name.hasSuffix(type))
        }
    }

    /// A hand-written `hash(into:)`.
    public func handWrittenHashInto(of id: TypeID) -> (ref: DeclarationRef, function: Function)? { facts(id).hashInto }

    /// A hand-written `hashValue` property: its declaration and what it reads.
    public func handWrittenHashValue(of id: TypeID) -> (ref: DeclarationRef, property: Property, uses: MemberUses)? {
        facts(id).hashValue
    }

    /// The project types whose hand-written `hash(into:)` is the one declared in `ref`, a
    /// project protocol or an extension of one (docs/architecture.md, "Equatable": it is theirs
    /// next to the protocol's `==`), in index order.
    public func types(hashingWith ref: DeclarationRef) -> [TypeID] {
        // Prepared facts are read in place; else only a type that may list the protocol (or
        // one refining it) has its facts worked out.
        var names: Set<String>?
        if !isPrepared, let protocolID = typeID(file: ref.file, type: ref.type) {
            names = protocolNames { closure, id in id == protocolID || closure.protocols.contains(protocolID) }
        }
        var out: [TypeID] = []
        for e in entries.indices {
            guard let primary = entries[e].declaration, kind(primary) != .protocol else { continue }
            if let names, !mayList(entries[e], names) { continue }
            if facts(TypeID(e)).hashInto?.ref == ref { out.append(TypeID(e)) }
        }
        return out
    }

    /// Instance method names of a type and its extensions.
    public func instanceMethodNames(of id: TypeID) -> Set<String> { Set(facts(id).methods) }

    /// True when a type annotation written at `place` is a class or actor of the project
    /// (through optionals in any spelling and typealiases: `Model?`, `typealias Store = CartStore`).
    public func isReferenceType(_ typeText: String?, from place: Place?) -> Bool {
        guard let typeText, let place else { return false }
        return isReference(resolveWrittenType(typeText, from: place), wrappers: false)
    }

    /// docs/architecture.md, "Reference type": the library classes known by the last component
    /// of their name (generic arguments ignored), when no project type has that name.
    static let libraryReferenceTypes: Set<String> = [
        "NSObject", "UIView", "UIViewController", "UIWindow", "UIApplication", "NSView", "NSViewController", "NSWindow",
        "NSApplication", "WKWebView", "AVPlayer", "URLSession", "NotificationCenter", "UserDefaults", "FileManager",
        "Bundle", "DispatchQueue", "OperationQueue", "Timer", "NSManagedObjectContext", "NSManagedObject",
        "NSPersistentContainer", "ModelContext", "ModelContainer", "UndoManager", "PassthroughSubject",
        "CurrentValueSubject", "AnyCancellable", "Store", "StoreOf", "ViewStore", "ViewStoreOf",
    ]

    /// A name from outside the project that is a class: a listed library class, any name ending
    /// in `ViewController`, or a configured `reference_types` entry (all by the last component).
    public func isOutsideReference(_ name: String) -> Bool {
        let last = name.simpleTypeName
        return Self.libraryReferenceTypes.contains(last) || last.hasSuffix("ViewController")
            || (!settings.referenceTypes.isEmpty && settings.referenceTypes.contains(last))
    }

    /// A project type whose values are references: a class or actor, or a type conforming to
    /// `ObservableObject` (class-only) or marked `@Observable`.
    public func isReferenceDeclaration(_ id: TypeID) -> Bool {
        guard let kind = primaryKind(id) else { return false }
        if kind == .class || kind == .actor { return true }
        for (_, decl) in declarations(of: id) {
            if decl.attributes.contains(where: { $0.name == "Observable" || $0.name.hasSuffix(".Observable") }) { return true }
            if decl.inherits.contains(where: { $0 == "ObservableObject" || $0.hasSuffix(".ObservableObject") }) { return true }
        }
        return false
    }

    /// True for a class or actor of the project.
    public func isClassOrActor(_ type: ResolvedType) -> Bool {
        type.answer { t in
            guard case .project(let id) = t.kind, let kind = primaryKind(id) else { return false }
            return kind == .class || kind == .actor
        } ?? false
    }

    /// True for a type whose values read shared storage, so that a copy of one is never stale
    /// (docs/architecture.md, "Reference type"): a project class, actor, `ObservableObject` or
    /// `@Observable` type, a library class, a configured `reference_types` name, or (with
    /// `wrappers`) a reference property wrapper's type (`Binding<…>`).
    public func isReference(_ type: ResolvedType, wrappers: Bool = true) -> Bool {
        type.answer { t in
            switch t.kind {
            case .project(let id): return isReferenceDeclaration(id)
            case .outside(let name, _): return (wrappers && isReferenceWrapperType(name)) || isOutsideReference(name)
            default: return false
            }
        } ?? false
    }
}

/// What a property's wrappers are (`Property.wrapperKinds`).
struct WrapperKinds: OptionSet, Sendable {
    let rawValue: UInt8
    /// A built-in wrapper that equality skips (`@State`, ...).
    static let skipped = WrapperKinds(rawValue: 1)
    /// A built-in wrapper read through shared storage (`@Binding`, ...).
    static let reference = WrapperKinds(rawValue: 2)
    /// `@EquatableIgnored`.
    static let ignoredMarker = WrapperKinds(rawValue: 4)
    /// `@EquatableIgnoredUnsafeClosure`.
    static let unsafeClosureMarker = WrapperKinds(rawValue: 8)
}

extension Property {
    /// What the property's wrappers are (the vocabulary above; none for most properties).
    var wrapperKinds: WrapperKinds {
        if wrappers.isEmpty { return [] }
        let table = ProjectIndex.wrapperKinds
        var kinds: WrapperKinds = []
        for wrapper in wrappers { kinds.formUnion(table[wrapper.name] ?? []) }
        return kinds
    }
}
