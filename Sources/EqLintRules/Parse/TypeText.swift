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

    init(_ text: Substring) {
        let u = text.utf8
        let shape = TypeText.onBytes(text) { b, range in TypeBytes.shape(UnsafeBufferPointer(rebasing: b[range])) }
        self.text = text[u.index(u.startIndex, offsetBy: shape.text.lowerBound)..<u.index(u.startIndex, offsetBy: shape.text.upperBound)]
        core = text[u.index(u.startIndex, offsetBy: shape.core.lowerBound)..<u.index(u.startIndex, offsetBy: shape.core.upperBound)]
        optionalLayers = shape.layers
        isDecorated = shape.decorated
        hasGenericOptional = shape.genericOptional
        coreIsName = shape.coreIsName
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
        let offsets = onBytes(t) { b, range in
            var out: [Int] = []
            var from = range.lowerBound, previous: UInt8 = 0x20
            // Each search goes on after the last hit, at depth 0, as one scan would.
            while let hit = TypeBytes.firstTopLevel(b, from..<range.upperBound, separator, after: previous) {
                out.append(hit - range.lowerBound)
                from = hit + 1
                previous = separator
            }
            return out
        }
        let u = t.utf8
        return offsets.map { u.index(u.startIndex, offsetBy: $0) }
    }

    /// The position of the first `->` outside brackets (its `-`).
    static func arrow(_ t: Substring) -> Substring.Index? { index(in: t) { TypeBytes.arrow($0, $1) } }

    /// The index of the bracket closing the `(` or `[` that opens `t`.
    static func matching(_ t: Substring) -> Substring.Index? { index(in: t) { TypeBytes.matching($0, $1) } }

    /// The index of the `>` closing the `<` at `open` (`->` is no closing angle).
    static func closingAngle(_ t: Substring, from open: Substring.Index) -> Substring.Index? {
        index(in: t[open...]) { TypeBytes.closingAngle($0, $1) }
    }

    /// Runs a reading of `TypeBytes` on the UTF-8 of `t` (the bytes `range` of the buffer given)
    /// and returns its result. It reads the base string's storage: a substring's own
    /// `withContiguousStorageIfAvailable` goes through the generic `Slice` and costs more than
    /// most readings.
    static func onBytes<R>(_ t: Substring, _ body: (UnsafeBufferPointer<UInt8>, Range<Int>) -> R) -> R {
        let base = t.base.utf8, u = t.utf8
        let start = base.distance(from: base.startIndex, to: u.startIndex), count = u.count
        return base.withContiguousStorageIfAvailable { body($0, start..<start + count) }
            ?? Array(u).withUnsafeBufferPointer { body($0, 0..<count) }
    }

    /// The index in `t` of the offset a reading of `TypeBytes` finds.
    static func index(in t: Substring, _ find: (UnsafeBufferPointer<UInt8>, Range<Int>) -> Int?) -> Substring.Index? {
        guard let k = onBytes(t, { b, range in find(b, range).map { $0 - range.lowerBound } }) else { return nil }
        let u = t.utf8
        return u.index(u.startIndex, offsetBy: k)
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

}

/// `WrittenType`'s reading of a type's text, on its UTF-8 bytes with offsets (a `Substring`'s
/// index is validated at every step). `TypeTextTests` checks it against a reading of the same
/// steps on `Substring`.
enum TypeBytes {
    /// What `WrittenType` holds, as byte offsets into the text it was given.
    struct Shape {
        var text: Range<Int>
        var core: Range<Int>
        var layers = 0
        var decorated = false
        var genericOptional = false
        var coreIsName = false
    }

    static func shape(_ b: UnsafeBufferPointer<UInt8>) -> Shape {
        let all = trim(b, 0..<b.count)
        var shape = Shape(text: all, core: all)
        // Most types are a name (`String`, `Model.ID`): nothing to strip.
        if TypeText.isDottedName(UnsafeBufferPointer(rebasing: b[all])) {
            shape.coreIsName = true
            return shape
        }
        // Next most common: a name, or a type in brackets or with generic arguments, with or
        // without trailing `?` / `!` layers (`Int?`, `[Item]`, `Binding<Bool>`, `[String: Int]!`).
        if let quick = quickShape(b, all) {
            shape.core = all.lowerBound..<quick.end
            shape.layers = quick.layers
            shape.coreIsName = quick.isName
            return shape
        }
        var t = all
        var steps = 0
        while steps < 256, !t.isEmpty {
            steps += 1
            let first = b[t.lowerBound]
            if first == UInt8(ascii: "@") {
                t = trim(b, droppingAttribute(b, t)..<t.upperBound)
                shape.decorated = true
                continue
            }
            if let rest = droppingSpecifier(b, t) {
                t = trim(b, rest..<t.upperBound)
                shape.decorated = true
                continue
            }
            // A function type ends in its result: nothing of it is stripped.
            if first == UInt8(ascii: "(") && arrow(b, t) != nil { break }
            let last = b[t.upperBound - 1]
            if last == UInt8(ascii: "?") || last == UInt8(ascii: "!") {
                t = trim(b, t.lowerBound..<t.upperBound - 1)
                shape.layers += 1
                continue
            }
            if let inner = optionalArgument(b, t) {
                t = trim(b, inner)
                shape.layers += 1
                shape.genericOptional = true
                continue
            }
            if let inner = parenthesized(b, t) {
                t = trim(b, inner)
                continue
            }
            break
        }
        shape.core = t
        shape.coreIsName = TypeText.isDottedName(UnsafeBufferPointer(rebasing: b[t]))
        return shape
    }

    /// For trimmed type text that starts with an upper-case letter or `[`: its end without its
    /// trailing `?` / `!` layers (and the spaces between them), how many there are, and whether
    /// what is left is a dotted name. Such text starts with no attribute, specifier,
    /// parenthesis or function type, so the only layers stripped are those at its end, unless
    /// it is `Optional<…>` or `Swift.Optional<…>` (nil: those take the long way).
    static func quickShape(_ b: UnsafeBufferPointer<UInt8>, _ t: Range<Int>) -> (end: Int, layers: Int, isName: Bool)? {
        guard !t.isEmpty else { return nil }
        let first = b[t.lowerBound]
        guard (first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")) || first == UInt8(ascii: "[") else { return nil }
        var end = t.upperBound, layers = 0
        while end > t.lowerBound, b[end - 1] == UInt8(ascii: "?") || b[end - 1] == UInt8(ascii: "!") {
            end -= 1
            layers += 1
            while end > t.lowerBound && b[end - 1] == 0x20 { end -= 1 }
            // The long way's bound on its steps: past it, its answer stands.
            if layers >= 256 { return nil }
        }
        guard end > t.lowerBound else { return nil }
        let rest = UnsafeBufferPointer(rebasing: b[t.lowerBound..<end])
        if TypeText.isDottedName(rest) { return (end, layers, true) }
        if rest.starts(with: "Optional<".utf8) || rest.starts(with: "Swift.Optional<".utf8) { return nil }
        return (end, layers, false)
    }

    static func trim(_ b: UnsafeBufferPointer<UInt8>, _ t: Range<Int>) -> Range<Int> {
        var lo = t.lowerBound, hi = t.upperBound
        while lo < hi && b[lo] == 0x20 { lo += 1 }
        while hi > lo && b[hi - 1] == 0x20 { hi -= 1 }
        return lo..<hi
    }

    /// Where the text goes on after its leading attribute: `@Sendable`, `@MainActor` (normalized
    /// text has no space before a `(`: `@MainActor(Entry)->Row`), or `@convention(c)` with its
    /// arguments.
    static func droppingAttribute(_ b: UnsafeBufferPointer<UInt8>, _ t: Range<Int>) -> Int {
        var i = t.lowerBound + 1
        let nameStart = i
        while i < t.upperBound, TypeText.isNameByte(b[i]) || b[i] == UInt8(ascii: ".") { i += 1 }
        let name = UnsafeBufferPointer(rebasing: b[nameStart..<i])
        // Only these type attributes take arguments; after any other, `(` opens the function type.
        if name.elementsEqual("convention".utf8) || name.elementsEqual("differentiable".utf8), i < t.upperBound,
           b[i] == 0x28, let close = matching(b, i..<t.upperBound) {
            i = close + 1
        }
        return i
    }

    /// Where the text goes on after a leading ownership or opaque-type specifier (`some View`),
    /// with its argument for `isolated(…)` and `nonisolated(…)`; nil when it starts with none.
    static func droppingSpecifier(_ b: UnsafeBufferPointer<UInt8>, _ t: Range<Int>) -> Int? {
        guard !t.isEmpty else { return nil }
        let first = b[t.lowerBound]
        guard (first >= 0x61 && first <= 0x7A) || first == 0x5F else { return nil }
        var i = t.lowerBound
        while i < t.upperBound, TypeText.isNameByte(b[i]) { i += 1 }
        guard i < t.upperBound, b[i] == 0x20 || b[i] == 0x28 || b[i] == 0x40 || b[i] == 0x5B else { return nil }
        let word = UnsafeBufferPointer(rebasing: b[t.lowerBound..<i])
        for specifier in specifiers where word.elementsEqual(specifier.utf8) { return i }
        if word.elementsEqual("isolated".utf8) || word.elementsEqual("nonisolated".utf8) {
            if b[i] == 0x28, let close = matching(b, i..<t.upperBound) { return close + 1 }
            return i
        }
        return nil
    }

    static let specifiers: [String] = ["inout", "borrowing", "consuming", "sending", "some", "any", "each",
                                             "repeat", "__owned", "__shared", "__consuming"]

    /// Walks `t` keeping the depth of brackets (`(`, `[` and `<` open; `)`, `]` and a `>` that
    /// does not end `->` close) and returns the first offset where `stop` holds, given the byte,
    /// the depth after it and the byte before it (`previous` before the first).
    @inline(__always)
    static func first(_ b: UnsafeBufferPointer<UInt8>, _ t: Range<Int>, after previous: UInt8 = 0x20,
                      where stop: (UInt8, Int, UInt8) -> Bool) -> Int? {
        var depth = 0
        var previous = previous
        for i in t {
            let c = b[i]
            switch c {
            case 0x28, 0x5B, 0x3C: depth += 1
            case 0x29, 0x5D: depth -= 1
            case 0x3E: if previous != 0x2D { depth -= 1 }
            default: break
            }
            if stop(c, depth, previous) { return i }
            previous = c
        }
        return nil
    }

    /// The offset of the first `->` outside brackets (its `-`).
    static func arrow(_ b: UnsafeBufferPointer<UInt8>, _ t: Range<Int>) -> Int? {
        first(b, t) { c, depth, previous in c == 0x3E && previous == 0x2D && depth == 0 }.map { $0 - 1 }
    }

    /// The offset of the bracket closing the `(` or `[` that opens `t`.
    static func matching(_ b: UnsafeBufferPointer<UInt8>, _ t: Range<Int>) -> Int? {
        var depth = 0
        for i in t {
            let c = b[i]
            if c == 0x28 || c == 0x5B { depth += 1 }
            if c == 0x29 || c == 0x5D { depth -= 1; if depth == 0 { return i } }
        }
        return nil
    }

    /// The offset of the `>` closing the `<` at `t.lowerBound` (`->` is no closing angle).
    static func closingAngle(_ b: UnsafeBufferPointer<UInt8>, _ t: Range<Int>) -> Int? {
        first(b, t) { c, depth, previous in c == 0x3E && previous != 0x2D && depth == 0 }
    }

    /// The offset of the first `separator` (a byte that is no bracket: `,`, `:`) outside any
    /// brackets; `previous` is the byte before `t` (a space at the start of a type).
    static func firstTopLevel(_ b: UnsafeBufferPointer<UInt8>, _ t: Range<Int>, _ separator: UInt8,
                              after previous: UInt8 = 0x20) -> Int? {
        first(b, t, after: previous) { c, depth, _ in c == separator && depth == 0 }
    }

    /// The inside of `Optional<T>` or `Swift.Optional<T>` spanning all of `t`.
    static func optionalArgument(_ b: UnsafeBufferPointer<UInt8>, _ t: Range<Int>) -> Range<Int>? {
        guard !t.isEmpty, b[t.upperBound - 1] == UInt8(ascii: ">") else { return nil }
        let text = UnsafeBufferPointer(rebasing: b[t])
        let open: Int
        if text.starts(with: "Optional<".utf8) { open = t.lowerBound + 8 }
        else if text.starts(with: "Swift.Optional<".utf8) { open = t.lowerBound + 14 }
        else { return nil }
        guard closingAngle(b, open..<t.upperBound) == t.upperBound - 1 else { return nil }
        let inner = (open + 1)..<(t.upperBound - 1)
        return trim(b, inner).isEmpty ? nil : inner
    }

    /// The inside of `( T )` when the parentheses hold one unlabelled type, not a tuple (`()`,
    /// `(A, B)`, `(label: A)`).
    static func parenthesized(_ b: UnsafeBufferPointer<UInt8>, _ t: Range<Int>) -> Range<Int>? {
        guard !t.isEmpty, b[t.lowerBound] == 0x28, b[t.upperBound - 1] == 0x29,
              matching(b, t) == t.upperBound - 1 else { return nil }
        let inner = (t.lowerBound + 1)..<(t.upperBound - 1)
        guard !trim(b, inner).isEmpty, firstTopLevel(b, inner, 0x2C) == nil, firstTopLevel(b, inner, 0x3A) == nil else { return nil }
        return inner
    }
}
