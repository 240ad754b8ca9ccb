/// A written type taken apart once: the one reader of type text for the parser, the index and
/// the rules. It reads *normalized text* (docs/architecture.md, "The facts dump":
/// `(@MainActor () -> Void)?` is `(@MainActor()->Void)?`) on its UTF-8 bytes, without
/// allocating: every answer is a slice of the text.
///
/// Every spelling of an optional is one layer, the same for every caller: `T?`, `T!`,
/// `Optional<T>` and `Swift.Optional<T>`; and `[T]` is `Array<T>`, `[K: V]` is
/// `Dictionary<K, V>` (with or without `Swift.`).
struct WrittenType {
    /// The text, without surrounding spaces.
    let text: Substring
    /// What the type comes to once leading attributes (`@Sendable`, `@convention(c)`) and
    /// specifiers (`some`, `any`, `inout`, `sending`, …), parentheses around one unlabelled type
    /// and every optional layer are stripped, as often as they come. A function type keeps its
    /// result as written: the `?` of `() -> Int?` belongs to the result.
    let core: Substring
    /// How many optional layers were stripped (`(() -> Void)?` 1, `Optional<Int?>` 2).
    let optionalLayers: Int
    /// True when an attribute or a specifier was stripped.
    let isDecorated: Bool
    /// True when one of the optional layers was spelled `Optional<…>` or `Swift.Optional<…>`.
    let hasGenericOptional: Bool
    /// True when `core` is a name (`name`), worked out once.
    private let coreIsName: Bool

    init(_ text: Substring) { self.init(text, quick: true) }

    /// `quick: false` takes the long way for every text (the tests compare the two).
    init(_ text: Substring, quick: Bool) {
        var t = TypeText.trim(text)
        self.text = t
        // Most types are a name (`String`, `Model.ID`): nothing to strip.
        if quick && TypeText.isDottedName(t) {
            core = t
            optionalLayers = 0
            isDecorated = false
            hasGenericOptional = false
            coreIsName = true
            return
        }
        // Next most common: a name, or a type in brackets or with generic arguments, with or
        // without trailing `?` / `!` layers (`Int?`, `[Item]`, `Binding<Bool>`, `[String: Int]!`):
        // read on the bytes, with the same answers as the long way below.
        if quick, let shape = t.utf8.withContiguousStorageIfAvailable(TypeText.quickShape) ?? nil {
            let u = t.utf8
            core = t[..<u.index(u.startIndex, offsetBy: shape.end)]
            optionalLayers = shape.layers
            isDecorated = false
            hasGenericOptional = false
            coreIsName = shape.isName
            return
        }
        var layers = 0
        var decorated = false
        var generic = false
        var steps = 0
        while steps < 256, let first = t.utf8.first {
            steps += 1
            if first == UInt8(ascii: "@") {
                t = TypeText.trim(TypeText.droppingAttribute(t))
                decorated = true
                continue
            }
            if let rest = TypeText.droppingSpecifier(t) {
                t = TypeText.trim(rest)
                decorated = true
                continue
            }
            // A function type ends in its result: nothing of it is stripped.
            if first == UInt8(ascii: "(") && TypeText.arrow(t) != nil { break }
            if let last = t.utf8.last, last == UInt8(ascii: "?") || last == UInt8(ascii: "!") {
                t = TypeText.trim(t[..<t.utf8.index(before: t.utf8.endIndex)])
                layers += 1
                continue
            }
            if let inner = TypeText.optionalArgument(t) {
                t = TypeText.trim(inner)
                layers += 1
                generic = true
                continue
            }
            if let inner = TypeText.parenthesized(t) {
                t = TypeText.trim(inner)
                continue
            }
            break
        }
        core = t
        optionalLayers = layers
        isDecorated = decorated
        hasGenericOptional = generic
        coreIsName = TypeText.isDottedName(t)
    }

    init(_ text: String) { self.init(Substring(text)) }

    var isOptional: Bool { optionalLayers > 0 }

    /// True when the core is a function type: `(A, B) async throws -> R`.
    var isFunction: Bool { TypeText.first(core) == UInt8(ascii: "(") && TypeText.arrow(core) != nil }

    /// The facts' `closure` (docs/architecture.md, "The facts dump"): a function type once
    /// attributes, parentheses and `?` / `!` are stripped, not through `Optional<…>`. The layers
    /// are stripped in the same order either way, so it is `isFunction` unless an
    /// `Optional<…>` layer had to be stripped to get there.
    var isFunctionWithoutGenericOptionals: Bool { isFunction && !hasGenericOptional }

    /// A function type's parameter list inside (`Item`, `Proxy, Int`, empty for `()`) and its
    /// result, itself stripped like a core (`() -> Content?` gives `Content`).
    var signature: (parameters: Substring, result: Substring)? {
        guard TypeText.first(core) == UInt8(ascii: "("), let close = TypeText.matching(core),
              let arrow = TypeText.arrow(core) else { return nil }
        let u = core.utf8
        let parameters = core[u.index(after: u.startIndex)..<close]
        let result = WrittenType(core[u.index(arrow, offsetBy: 2)...]).core
        return (parameters, result)
    }

    /// The core when it is a plain or dotted name (`Handler`, `Swift.Int`, `` `Type` ``), else nil.
    var name: Substring? { coreIsName ? core : nil }

    /// The core before its generic arguments: `Handler<Action>` → `Handler`.
    var baseName: Substring { TypeText.baseName(core) }

    /// The core's generic arguments, when it ends with them: `Handler<A, B>` → `A`, `B`.
    var genericArguments: [Substring]? { TypeText.genericArguments(core) }

    /// The core as an array or a dictionary, in any spelling.
    var collection: Collection? {
        let u = core.utf8
        if u.first == UInt8(ascii: "["), u.last == UInt8(ascii: "]"), TypeText.matching(core) == u.index(before: u.endIndex) {
            let inner = core[u.index(after: u.startIndex)..<u.index(before: u.endIndex)]
            if let colon = TypeText.topLevel(inner, UInt8(ascii: ":")).first {
                return .dictionary(key: TypeText.trim(inner[..<colon]), value: TypeText.trim(inner[inner.utf8.index(after: colon)...]))
            }
            return .array(TypeText.trim(inner))
        }
        guard u.last == UInt8(ascii: ">") else { return nil }
        switch baseName {
        case "Array", "Swift.Array":
            guard let args = genericArguments, args.count == 1 else { return nil }
            return .array(args[0])
        case "Dictionary", "Swift.Dictionary":
            guard let args = genericArguments, args.count == 2 else { return nil }
            return .dictionary(key: args[0], value: args[1])
        default:
            return nil
        }
    }

    enum Collection: Equatable {
        case array(Substring)
        case dictionary(key: Substring, value: Substring)
    }

    /// The element types of the core when it is a tuple (`(a: A, B)`, labels dropped).
    var tupleElements: [Substring]? { TypeText.tupleElements(core) }
}

/// The byte-level reading `WrittenType` is made of, on normalized type text (every delimiter is
/// ASCII; a `Character` walk pays for grapheme breaking).
enum TypeText {
    /// `isPlainName` of a whole string, on its contiguous bytes.
    static func isPlainName(_ t: String) -> Bool {
        func plain(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
            guard !b.isEmpty else { return false }
            for c in b where !isNameByte(c) { return false }
            return true
        }
        return t.utf8.withContiguousStorageIfAvailable(plain) ?? isPlainName(Substring(t))
    }

    /// True for one identifier, without dots, brackets, spaces or operators.
    static func isPlainName(_ t: Substring) -> Bool {
        !t.isEmpty && t.utf8.allSatisfy(isNameByte)
    }

    @inline(__always) static func isNameByte(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F || b >= 0x80
    }

    /// True for identifiers (backticks allowed) joined by single dots: `Swift.Int`.
    static func isDottedName(_ t: Substring) -> Bool {
        if let answer = t.utf8.withContiguousStorageIfAvailable(isDottedName) { return answer }
        return Array(t.utf8).withUnsafeBufferPointer(isDottedName)
    }

    /// True when `t` holds the byte `b`.
    static func contains(_ t: Substring, _ b: UInt8) -> Bool {
        t.utf8.withContiguousStorageIfAvailable { $0.contains(b) } ?? t.utf8.contains(b)
    }

    static func isDottedName(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var previousDot = true
        for b in bytes {
            if b == UInt8(ascii: ".") {
                if previousDot { return false }
                previousDot = true
            } else if isNameByte(b) || b == UInt8(ascii: "`") {
                previousDot = false
            } else {
                return false
            }
        }
        return !previousDot
    }

    /// For trimmed type text that starts with an upper-case letter or `[`: its length without
    /// its trailing `?` / `!` layers (and the spaces between them), how many there are, and
    /// whether what is left is a dotted name. Such text starts with no attribute, specifier,
    /// parenthesis or function type, so the only layers `WrittenType` strips are those at its
    /// end, unless it is `Optional<…>` or `Swift.Optional<…>` (nil: those take the long way).
    static func quickShape(_ b: UnsafeBufferPointer<UInt8>) -> (end: Int, layers: Int, isName: Bool)? {
        guard let first = b.first, (first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")) || first == UInt8(ascii: "[") else {
            return nil
        }
        var end = b.count, layers = 0
        while end > 0, b[end - 1] == UInt8(ascii: "?") || b[end - 1] == UInt8(ascii: "!") {
            end -= 1
            layers += 1
            while end > 0 && b[end - 1] == 0x20 { end -= 1 }
            // The loop's bound on its steps: past it, the loop's answer stands.
            if layers >= 256 { return nil }
        }
        guard end > 0 else { return nil }
        let rest = UnsafeBufferPointer(rebasing: b[0..<end])
        if isDottedName(rest) { return (end, layers, true) }
        if rest.starts(with: "Optional<".utf8) || rest.starts(with: "Swift.Optional<".utf8) { return nil }
        return (end, layers, false)
    }

    static func trim(_ t: Substring) -> Substring {
        let u = t.utf8
        // Most type text has no surrounding space.
        guard u.first == 0x20 || u.last == 0x20 else { return t }
        var start = u.startIndex, end = u.endIndex
        while start < end && u[start] == 0x20 { start = u.index(after: start) }
        while end > start && u[u.index(before: end)] == 0x20 { end = u.index(before: end) }
        return t[start..<end]
    }

    static func first(_ t: Substring) -> UInt8? { t.utf8.first }
    static func last(_ t: Substring) -> UInt8? { t.utf8.last }

    /// The positions of `separator` outside any brackets (`->` is no closing angle).
    static func topLevel(_ t: Substring, _ separator: UInt8) -> [Substring.Index] {
        var depth = 0
        var out: [Substring.Index] = []
        var previous: UInt8 = 0x20
        let u = t.utf8
        var i = u.startIndex
        while i < u.endIndex {
            let c = u[i]
            switch c {
            case 0x28, 0x5B, 0x3C: depth += 1  // ( [ <
            case 0x29, 0x5D: depth -= 1  // ) ]
            case 0x3E: if previous != 0x2D { depth -= 1 }  // > not after -
            default: if c == separator && depth == 0 { out.append(i) }
            }
            previous = c
            i = u.index(after: i)
        }
        return out
    }

    /// The position of the first `->` outside brackets (its `-`).
    static func arrow(_ t: Substring) -> Substring.Index? {
        var depth = 0
        var previous: UInt8 = 0x20
        let u = t.utf8
        var i = u.startIndex
        var before = i
        while i < u.endIndex {
            let c = u[i]
            switch c {
            case 0x28, 0x5B, 0x3C: depth += 1
            case 0x29, 0x5D: depth -= 1
            case 0x3E:
                if previous == 0x2D { if depth == 0 { return before } } else { depth -= 1 }
            default: break
            }
            previous = c
            before = i
            i = u.index(after: i)
        }
        return nil
    }

    /// True for a function type: `->` outside brackets.
    static func isFunction(_ t: Substring) -> Bool { arrow(t) != nil }

    /// The index of the bracket closing the `(` or `[` that opens `t`.
    static func matching(_ t: Substring) -> Substring.Index? {
        var depth = 0
        let u = t.utf8
        var i = u.startIndex
        while i < u.endIndex {
            let c = u[i]
            if c == 0x28 || c == 0x5B { depth += 1 }
            if c == 0x29 || c == 0x5D { depth -= 1; if depth == 0 { return i } }
            i = u.index(after: i)
        }
        return nil
    }

    /// The index of the `>` closing the `<` at `open` (`->` is no closing angle).
    static func closingAngle(_ t: Substring, from open: Substring.Index) -> Substring.Index? {
        var depth = 0
        var previous: UInt8 = 0x20
        let u = t.utf8
        var i = open
        while i < u.endIndex {
            let c = u[i]
            switch c {
            case 0x28, 0x5B, 0x3C: depth += 1
            case 0x29, 0x5D: depth -= 1
            case 0x3E:
                if previous != 0x2D {
                    depth -= 1
                    if depth == 0 { return i }
                }
            default: break
            }
            previous = c
            i = u.index(after: i)
        }
        return nil
    }

    /// The inside of `( T )` when the parentheses hold one unlabelled type, not a tuple (`()`,
    /// `(A, B)`, `(label: A)`).
    static func parenthesized(_ t: Substring) -> Substring? {
        let u = t.utf8
        guard first(t) == 0x28, last(t) == 0x29, matching(t) == u.index(before: u.endIndex) else { return nil }
        let inner = t[u.index(after: u.startIndex)..<u.index(before: u.endIndex)]
        guard !trim(inner).isEmpty, topLevel(inner, 0x2C).isEmpty, topLevel(inner, 0x3A).isEmpty else { return nil }
        return inner
    }

    /// The element types of a tuple `(a: A, B)`.
    static func tupleElements(_ t: Substring) -> [Substring]? {
        let u = t.utf8
        guard first(t) == 0x28, last(t) == 0x29, matching(t) == u.index(before: u.endIndex) else { return nil }
        let inner = t[u.index(after: u.startIndex)..<u.index(before: u.endIndex)]
        return split(inner).map { part in
            if let colon = topLevel(part, 0x3A).first { return trim(part[part.utf8.index(after: colon)...]) }
            return trim(part)
        }
    }

    /// `inner` cut at its top-level commas.
    static func split(_ inner: Substring) -> [Substring] {
        var parts: [Substring] = []
        var start = inner.startIndex
        for comma in topLevel(inner, 0x2C) {
            parts.append(inner[start..<comma])
            start = inner.utf8.index(after: comma)
        }
        parts.append(inner[start...])
        return parts
    }

    /// The generic arguments of `Name<A, B>` (the angles closing at the end of `t`).
    static func genericArguments(_ t: Substring) -> [Substring]? {
        let u = t.utf8
        guard last(t) == 0x3E, let open = u.firstIndex(of: 0x3C),
              closingAngle(t, from: open) == u.index(before: u.endIndex) else { return nil }
        let inner = t[u.index(after: open)..<u.index(before: u.endIndex)]
        return split(inner).map(trim)
    }

    /// `Handler<Action>` → `Handler`.
    static func baseName(_ t: Substring) -> Substring {
        if let angle = t.utf8.firstIndex(of: 0x3C) { return t[..<angle] }
        return t
    }

    /// For `Optional<T>` or `Swift.Optional<T>` spanning all of `t`, T.
    static func optionalArgument(_ t: Substring) -> Substring? {
        let u = t.utf8
        guard u.last == UInt8(ascii: ">") else { return nil }
        let rest: Substring
        if u.starts(with: "Optional<".utf8) { rest = t[u.index(u.startIndex, offsetBy: 8)...] }
        else if u.starts(with: "Swift.Optional<".utf8) { rest = t[u.index(u.startIndex, offsetBy: 14)...] }
        else { return nil }
        guard closingAngle(t, from: rest.startIndex) == u.index(before: u.endIndex) else { return nil }
        let inner = t[u.index(after: rest.startIndex)..<u.index(before: u.endIndex)]
        return trim(inner).isEmpty ? nil : inner
    }

    /// `t` after its leading attribute: `@Sendable`, `@MainActor` (normalized text has no space
    /// before a `(`: `@MainActor(Entry)->Row`), or `@convention(c)` with its arguments.
    static func droppingAttribute(_ t: Substring) -> Substring {
        let u = t.utf8
        var i = u.index(after: u.startIndex)
        let nameStart = i
        while i < u.endIndex, isNameByte(u[i]) || u[i] == UInt8(ascii: ".") { i = u.index(after: i) }
        let name = t[nameStart..<i]
        // Only these type attributes take arguments; after any other, `(` opens the function type.
        if (name == "convention" || name == "differentiable"), i < u.endIndex, u[i] == 0x28,
           let close = matching(t[i...]) {
            i = u.index(after: close)
        }
        return t[i...]
    }

    /// `t` after a leading ownership or opaque-type specifier (`some View` → `View`), with its
    /// argument for `isolated(…)` and `nonisolated(…)`; nil when `t` starts with none.
    static func droppingSpecifier(_ t: Substring) -> Substring? {
        let u = t.utf8
        guard let first = u.first, (first >= 0x61 && first <= 0x7A) || first == 0x5F else { return nil }
        var i = u.startIndex
        while i < u.endIndex, isNameByte(u[i]) { i = u.index(after: i) }
        guard i < u.endIndex, u[i] == 0x20 || u[i] == 0x28 || u[i] == 0x40 || u[i] == 0x5B else { return nil }
        switch t[..<i] {
        case "inout", "borrowing", "consuming", "sending", "some", "any", "each", "repeat", "__owned",
             "__shared", "__consuming":
            return t[i...]
        case "isolated", "nonisolated":
            if u[i] == 0x28, let close = matching(t[i...]) { return t[u.index(after: close)...] }
            return t[i...]
        default:
            return nil
        }
    }
}
