/// The kind of a type declaration.
public enum TypeKind: String, Sendable {
    case `struct`, `class`, `enum`, actor, `protocol`, `extension`
}

/// An attribute as written: `@Name` (dotted parts kept, arguments dropped).
public struct Attribute: Sendable, Equatable {
    public var name: String
    /// Offset of the `@`.
    public var offset: UInt32
    /// Token index of the `@`.
    public var token: Int
}

/// One type, protocol or extension declaration.
public struct TypeDecl: Sendable {
    public var kind: TypeKind
    /// Qualified name: enclosing type and extension names joined with `.`.
    public var name: String
    /// The declared simple name (for an extension, the extended type's text).
    public var simpleName: String
    /// Offset of the name (for an extension, of the extended type's first token).
    public var nameOffset: UInt32
    public var nameEnd: UInt32
    /// Inheritance clause entries as normalized text.
    public var inherits: [String]
    public var attributes: [Attribute]
    public var genericParameters: [String]
    /// The conformance requirements on generic parameters, from the angle brackets and the
    /// `where` clause, as normalized text: `Content: View`, `Item: Identifiable & Hashable`.
    public var genericConstraints: [String] = []
    public var properties: [Property] = []
    public var functions: [Function] = []
    public var typealiases: [Typealias] = []
    /// Attributes written on members that are neither properties, functions nor types
    /// (`case`, `typealias`, `deinit`, ...), for rules about misplaced markers.
    public var otherMemberAttributes: [Attribute] = []
    /// Names the `body` property's getter reads (bare or `self.`), for rules that look at
    /// a view's body from another file.
    public var bodyReads: [String] = []
    /// What a hand-written `hashValue` getter reads.
    public var hashValueUses: MemberUses?
    /// An enum's cases' associated value types, as normalized text, all cases together.
    public var associatedValueTypes: [String] = []
    /// An enum's case names, in declaration order (`case a, b(Int)` gives `a`, `b`), for the
    /// rules that ask which cases an `==` matches (docs/rules.md, `equality_not_reflexive`).
    public var caseNames: [String] = []
    /// The computed properties whose short getter makes a new value at each read
    /// (`Property.getterSources`: `var id: String { UUID().uuidString }`), by name: kept with the
    /// declaration itself, not its members, so that the index answers for the whole project
    /// without reading any member (`ProjectIndex.mintsIdentity(named:)`).
    public var freshIdentifiers: [String] = []
    /// Index of the enclosing type declaration in `ParsedFile.types`, if any.
    public var parent: Int?
    /// Token indexes strictly inside the body braces.
    public var bodyTokens: Range<Int>
}

/// One binding of a `var` / `let` member.
///
/// A class, never changed once made: the index and the rules hand properties around a
/// lot, and copying a struct of this size retained each of its strings and arrays.
public final class Property: Sendable {
    public let name: String
    public let nameOffset: UInt32
    public let nameEnd: UInt32
    public let isLet: Bool
    public let isStatic: Bool
    public let isStored: Bool
    public let isLazy: Bool
    /// The type annotation as normalized text.
    public let type: String?
    /// Token range of the type annotation.
    public let typeTokens: Range<Int>?
    public let wrappers: [Attribute]
    /// The annotation is a function type (`closure` in docs/architecture.md, "The facts dump").
    public let hasClosureType: Bool
    /// The annotation's shape, for the closure-property test
    /// (docs/architecture.md, "Closure property"); nil without annotation.
    public let closureShape: ClosureShape?
    /// Token range of the initializer expression after `=`.
    public let initializerTokens: Range<Int>?
    /// The initializer is a closure literal `{ … }` (not immediately invoked).
    public let hasClosureLiteralInitializer: Bool
    /// `willSet` / `didSet` present.
    public let hasObservers: Bool
    /// Bodies of the getter, setter and observers (token ranges inside their braces).
    public let accessorBodies: [Range<Int>]
    /// 0 for the first binding of a declaration, 1 for the second, ...
    public let bindingIndex: Int
    /// The binding comes from a tuple pattern.
    public let isInTuplePattern: Bool
    /// Declared inside an `#if` clause of the type body.
    public let isInIfConfig: Bool
    /// The initial value is a literal or a plain static reference
    /// (docs/architecture.md, "Constant").
    public let hasConstantInitializer: Bool
    /// The initial value constructs an identity (`UUID()`, `ObjectIdentifier(x)`): that type.
    public let constructedType: String?
    /// For a computed property with a short getter (`IdentitySources.getterLimit` tokens at
    /// most, accessors together): what it makes anew or reads whole (`var id: String {
    /// UUID().uuidString }`); empty otherwise.
    public let getterSources: IdentitySources

    public init(name: String, nameOffset: UInt32, nameEnd: UInt32, isLet: Bool, isStatic: Bool,
                isStored: Bool, isLazy: Bool, type: String?, typeTokens: Range<Int>?,
                wrappers: [Attribute], hasClosureType: Bool, closureShape: ClosureShape?,
                initializerTokens: Range<Int>?, hasClosureLiteralInitializer: Bool,
                hasObservers: Bool, accessorBodies: [Range<Int>], bindingIndex: Int,
                isInTuplePattern: Bool, isInIfConfig: Bool, hasConstantInitializer: Bool = false,
                constructedType: String? = nil, getterSources: IdentitySources = []) {
        self.name = name
        self.nameOffset = nameOffset
        self.nameEnd = nameEnd
        self.isLet = isLet
        self.isStatic = isStatic
        self.isStored = isStored
        self.isLazy = isLazy
        self.type = type
        self.typeTokens = typeTokens
        self.wrappers = wrappers
        self.hasClosureType = hasClosureType
        self.closureShape = closureShape
        self.initializerTokens = initializerTokens
        self.hasClosureLiteralInitializer = hasClosureLiteralInitializer
        self.hasObservers = hasObservers
        self.accessorBodies = accessorBodies
        self.bindingIndex = bindingIndex
        self.isInTuplePattern = isInTuplePattern
        self.isInIfConfig = isInIfConfig
        self.hasConstantInitializer = hasConstantInitializer
        self.constructedType = constructedType
        self.getterSources = getterSources
    }
}

extension Property {
    /// docs/architecture.md, "Constant": a `let` whose initial value is a literal or a plain static
    /// reference; the same in every instance, so never an input.
    public var isConstant: Bool { isLet && hasConstantInitializer }
}

/// The kind of a function-like member.
public enum FunctionKind: Sendable { case function, initializer, `subscript` }

/// A parameter: argument label, local name, type text.
public struct Parameter: Sendable {
    public var label: String
    public var name: String
    public var type: String
}

/// One `func`, `init` or `subscript` member.
public struct Function: Sendable {
    public var kind: FunctionKind
    /// Base name and labels: `==(_:_:)`, `init(id:)`, `subscript(_:)`.
    public var name: String
    public var baseName: String
    public var nameOffset: UInt32
    public var nameEnd: UInt32
    public var isStatic: Bool
    public var parameters: [Parameter]
    public var attributes: [Attribute]
    /// Token range inside the body braces (or the subscript's accessor block), if any.
    public var bodyTokens: Range<Int>?
    /// For `==`, `hash(into:)`: what its body does with the type's members.
    public var memberUses: MemberUses?
}

/// What an equality or hashing member does with the type's properties, read from its
/// body at parse time so that the index needs no tokens.
public struct MemberUses: Sendable {
    /// `==`: properties read on either parameter (`lhs.p`, `rhs.p.count`).
    /// `hash(into:)` / `hashValue`: properties combined or read.
    public var names: [String]
    /// `==` only: the compared names when the body is nothing but `A.p == B.p` terms joined
    /// by `&&` (each term's names in order); nil when it is anything else.
    public var memberwiseTerms: [String]?
    /// `==` only: a parameter is used whole (`lhs === rhs`, `lhs.isEqual(to: rhs)`), so what
    /// it compares cannot be read off its body.
    public var isOpaque = false
    /// `==` only: it compares the parameters' hashes (`lhs.hashValue`, `lhs.hash(into:)`), so it
    /// compares what the type's hash combines (docs/architecture.md, "References in code").
    public var comparesHash = false
}

/// `typealias Name = Type`.
public struct Typealias: Sendable {
    public var name: String
    public var shape: ClosureShape
    public var target: String
    public var targetTokens: Range<Int>
    public var offset: UInt32
}

/// Everything the parser read from one file.
public struct ParsedFile: Sendable {
    public var source: SourceText
    public var lexed: LexedFile
    public var types: [TypeDecl] = []
    /// Top-level functions and variables (bodies for rules; not listed by `facts`).
    public var globalFunctions: [Function] = []
    public var globalProperties: [Property] = []
    /// Bodies of `#Preview` and other top-level macro expansions (token ranges).
    public var macroBodies: [Range<Int>] = []
    /// The file has `import Equatable` (the `@Equatable` macro's module).
    public var importsEquatable = false
    public var typealiases: [Typealias] = []
    /// Places where the parser met code it did not understand and resumed further on.
    public var recoveries: [SourceProblem] = []
    /// The types' `bodyReads` are not read yet (`Parser.parse(_:readsBodies: false)`):
    /// `MemberUsesReader.fillBodyReads` reads them, or the index does on demand.
    public var bodyReadsDeferred = false

    public var tokens: [Token] { lexed.tokens }
}
