/// What a file does with values and types that rules ask about across the project
/// (docs/architecture.md, "Uses across the project"): which members it reads and which it assigns or
/// mutates, where it computes the hash of a type, which values it watches with
/// `.onChange(of:)` or `.task(id:)`, and what the stored properties of its `@Observable` classes
/// and `@ObservableState` structs are declared as. Read by one pass over the file's tokens, with no name
/// looked up (the index resolves the types written here, from the places recorded), and kept in
/// the file's summary: the cache and a build system's summaries carry them, so a file another
/// lint does not read still counts.
public struct UseFacts: Sendable, Equatable {
    /// Members read: `x.p`, `self.p`, and a bare `p` inside a type of this file that declares a
    /// property `p` (or an extension of it), or inside an extension of a type the file does not
    /// declare (a bare name there that the file declares no local or parameter of); outside the
    /// bodies of `==` and `hash(into:)`, and not the target of a plain assignment (`x.p = v`).
    /// `NameHash`es, sorted, distinct.
    public var reads: [Int] = []
    /// Assignments and mutations of a member or a name (`x.p = …`, `x.p += …`,
    /// `x.p.append(…)`, `$x.p`, `&x.p`, a bare `p = …` inside a type's body), in order.
    public var writes: [UseSite] = []
    /// Where the file computes a hash: a type written as a set's element or a dictionary's key,
    /// a value iterated under `id: \.self`, tagged, appended to a path, or hashed by hand.
    public var hashSites: [HashSite] = []
    /// `.onChange(of: v)` and `.task(id: v)`: the value watched, and what the action reads.
    public var observers: [ObserverSite] = []
    /// The stored properties Observation tracks in this file: those of its `@Observable` classes
    /// and of its `@ObservableState` structs, with the type each is declared as.
    public var storage: [StorageSite] = []

    public init() {}

    /// Nothing recorded.
    public var isEmpty: Bool {
        reads.isEmpty && writes.isEmpty && hashSites.isEmpty && observers.isEmpty && storage.isEmpty
    }
}

/// A place in a file where a name is used, with the type whose body holds it.
public struct UseSite: Sendable, Equatable {
    /// The `NameHash` of the member or name used.
    public var name: Int
    /// Where (a line is worked out from the file's text when a message names it).
    public var offset: UInt32
    /// The type or extension of the file (its position in `ParsedFile.types`) whose body holds
    /// the site, innermost; -1 at the top level.
    public var owner: Int32
    /// Inside an `init` of that type ("assignments in a type's own initializers" do not count).
    public var inInitializer: Bool
}

/// A value as written at a use: a name and the members read through it (`store.tags` is
/// `["store", "tags"]`; `self.` dropped), with the type the file declares the first name
/// with when it does (`let tags: [Tag]`, `let store = Store()`, a `for`/closure element).
public struct ValuePath: Sendable, Equatable {
    public var names: [String]
    /// The type text the file declares the first name with, as written; nil when the file
    /// does not say (a property of another file's type, a parameter without annotation).
    public var declaredType: String?
    /// The first name is the element of a collection: `declaredType` (or the value at `of`)
    /// is the collection's, and the element's type is what is meant.
    public var elementOf: [String]?

    public init(names: [String], declaredType: String? = nil, elementOf: [String]? = nil) {
        self.names = names
        self.declaredType = declaredType
        self.elementOf = elementOf
    }
}

/// One place the file computes a hash (docs/architecture.md, "Hashed").
public struct HashSite: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// A type written where it is hashed: `Set<T>`, `[T: V]`, a diffable snapshot's
        /// identifier, `navigationDestination(for: T.self)`, `.tag(T.c)`.
        case type(String)
        /// A value whose declared type is hashed: `.tag(value)`, `NavigationLink(value:)`,
        /// `value.hashValue`, `value.hash(into:)`.
        case value(ValuePath)
        /// The elements of a collection iterated with `id: \.self` (`ForEach`, `List`, `Picker`).
        case elements(ValuePath)
        /// A value appended to a collection whose declared type decides (a `NavigationPath`).
        case appended(ValuePath, to: ValuePath)
    }
    public var kind: Kind
    public var offset: UInt32
    /// The type of this file whose body holds the site (-1 at the top level): where its
    /// names are looked up from.
    public var owner: Int32
}

/// `.onChange(of: value)` or `.task(id: value)`, with the member names its action reads.
public struct ObserverSite: Sendable, Equatable {
    public enum Kind: UInt8, Sendable, Equatable { case onChange, task }
    public var kind: Kind
    public var value: ValuePath
    /// `NameHash`es of the member names the action reads through a value (`x.p`, `new?.p`,
    /// `$0.p`; not `self.p`, not an implicit member `.c`), sorted, distinct.
    public var actionReads: [Int]
    public var offset: UInt32
    public var owner: Int32
}

/// A stored property whose assignments Observation tracks: a `var` of an `@Observable` class or
/// of The Composable Architecture's `@ObservableState` struct (also module-qualified), not
/// static, not lazy, not marked ignored (`@ObservationIgnored`, `@ObservationStateIgnored`) and
/// not one of TCA's own wrappers (`@Presents`, `@Shared`, `@SharedReader`), which the macros
/// leave untracked. The code those macros generate skips notifying an assignment of a value
/// `==` to the current one (docs/rules.md, `equality_hides_change`).
public struct StorageSite: Sendable, Equatable {
    public enum Kind: UInt8, Sendable, Equatable { case observable, observableState }
    public var kind: Kind
    /// The property's name.
    public var name: String
    /// The type it is declared as, as written: its annotation, else the type its initial value
    /// constructs (`var settings = Settings()`).
    public var type: String
    /// Where its name is.
    public var offset: UInt32
    /// The class or struct of this file (its position in `ParsedFile.types`) declaring it: where
    /// its type is looked up from.
    public var owner: Int32
}
