/// docs/architecture.md, "Diffable" and "Plain data": what SwiftUI can compare of a view that is
/// not Equatable, and which views it compares field by field even when they are.
public enum NonDiffable: Sendable, Equatable {
    case closure, anyView

    /// `a closure`, `an AnyView`.
    public var noun: String { self == .closure ? "a closure" : "an AnyView" }
}

extension ProjectIndex {
    /// Attributes that are not property wrappers: the language's own, the equality markers and
    /// result builders (docs/architecture.md, "Diffable").
    static let notWrappers: Set<String> = [
        "MainActor", "Sendable", "available", "objc", "nonobjc", "preconcurrency", "IBOutlet",
        "IBInspectable", "IBAction", "NSManaged", "NSCopying", "GKInspectable", "escaping",
        "autoclosure", "discardableResult", "inlinable", "usableFromInline", "frozen",
        "unchecked", "retroactive", "dynamicCallable", "dynamicMemberLookup", "warn_unqualified_access",
        "_spi", "backDeployed", "transparent", "inline", "_disfavoredOverload", "globalActor",
        "exclusivity", "differentiable", "noDerivative", "storageRestrictions", "_implements",
        "TaskLocal", "objcMembers", "nonisolated", "isolated",
        ignoredMarker, unsafeClosureMarker,
    ]

    /// The property's property wrappers: its attributes less the language's, the markers and
    /// result builders (`@ViewBuilder`, the project's `@resultBuilder` types).
    public func propertyWrappers(_ p: Property, at place: Place) -> [Attribute] {
        if p.wrappers.isEmpty { return [] }
        return p.wrappers.filter { a in
            let name = a.name.hasPrefix("SwiftUI.") ? String(a.name.dropFirst(8)) : a.name
            if ProjectIndex.notWrappers.contains(name) || name.hasSuffix("Builder") || name.hasPrefix("_") { return false }
            if let key = resolveType(a.name, from: place), let ref = declarationRef(of: key),
               files[ref.file].types[ref.type].attributes.contains(where: { $0.name == "resultBuilder" }) {
                return false
            }
            return true
        }
    }

    /// Why a compared input of a view that is not Equatable can never compare equal by
    /// reflection: the non-diffable thing, and whether the input is it (`is a closure`) or
    /// holds it (`[() -> Void]`, `Handler<Action>`). Nil when diffable.
    public func nonDiffable(_ p: Property, at place: Place) -> (what: NonDiffable, direct: Bool)? {
        var visiting: Set<String> = []
        return nonDiffable(p, at: place, &visiting)
    }

    func nonDiffable(_ p: Property, at place: Place, _ visiting: inout Set<String>) -> (what: NonDiffable, direct: Bool)? {
        // A wrapped property is judged by its wrapper: all of them can compare equal.
        if !propertyWrappers(p, at: place).isEmpty { return nil }
        if isClosureProperty(p, at: place) { return (.closure, true) }
        guard let type = p.type else { return nil }
        return nonDiffable(type: Substring(type), at: place, &visiting)
    }

    /// The same for a type written at `place`.
    func nonDiffable(type text: Substring, at place: Place, _ visiting: inout Set<String>) -> (what: NonDiffable, direct: Bool)? {
        // Most types are one plain name (`String`, `Int`, `Item`): read on the bytes, no
        // characters, and only a project name needs resolving.
        if TypeText.isPlainName(text) {
            if text == "AnyView" { return (.anyView, true) }
            guard resolver.simpleNames.contains(String(text)) else { return nil }
        }
        let t = TypeText.trim(text)
        if t.isEmpty { return nil }
        if TypeText.first(t) == UInt8(ascii: "@") {
            // An attributed type (`@Sendable () -> Void`): the type after the attribute.
            guard let space = t.utf8.firstIndex(of: 0x20) else { return nil }
            return nonDiffable(type: t[t.utf8.index(after: space)...], at: place, &visiting)
        }
        if let last = TypeText.last(t), last == UInt8(ascii: "?") || last == UInt8(ascii: "!") {
            return nonDiffable(type: t[..<t.utf8.index(before: t.utf8.endIndex)], at: place, &visiting)
        }
        if TypeText.isFunction(t) { return (.closure, true) }
        if TypeText.first(t) == UInt8(ascii: "(") {
            // Parentheses around one type; a tuple of values can compare equal.
            guard let inner = TypeText.parenthesized(t) else { return nil }
            return nonDiffable(type: inner, at: place, &visiting)
        }
        if let elements = TypeText.containerElements(t) {
            for element in elements {
                if let found = nonDiffable(type: element, at: place, &visiting) { return (found.what, false) }
            }
            return nil
        }
        let name = TypeText.baseName(t)
        if name == "AnyView" || name == "SwiftUI.AnyView" { return (.anyView, true) }
        switch resolve(String(name), from: place) {
        case .alias(let qualified):
            guard visiting.insert("=" + qualified).inserted else { return nil }
            defer { visiting.remove("=" + qualified) }
            // `#if` alternatives of one file answer when they agree; unknown is diffable.
            let all = resolver.aliasCandidates(qualified, from: place.file)
            let answers = all.map { alias in
                alias.shape == .function ? (NonDiffable.closure, true) : nonDiffable(type: Substring(alias.target), at: place, &visiting)
            }
            guard let first = answers.first, answers.allSatisfy({ $0?.0 == first?.0 && $0?.1 == first?.1 }) else { return nil }
            return first
        case .declaration, .alternatives:
            guard let key = resolveType(String(name), from: place), let what = nonDiffable(key, &visiting) else { return nil }
            return (what, false)
        default:
            return nil
        }
    }

    /// What makes a project struct or enum that is not Equatable non-diffable: a stored
    /// property or an associated value that is, transitively. Nil for anything else.
    public func nonDiffable(_ key: String) -> NonDiffable? {
        var visiting: Set<String> = []
        return nonDiffable(key, &visiting)
    }

    func nonDiffable(_ key: String, _ visiting: inout Set<String>) -> NonDiffable? {
        if let known = diffableAnswers.withLock({ $0[key] }) { return known }
        guard let ref = declarationRef(of: key), kind(ref) == .struct || kind(ref) == .enum,
              !isEquatable(key), visiting.insert(key).inserted else { return nil }
        let place = Place(file: ref.file, type: ref.type)
        var found: NonDiffable?
        for p in storedProperties(of: key) {
            if let f = nonDiffable(p, at: place, &visiting) { found = f.what; break }
        }
        if found == nil {
            for text in declaration(ref).associatedValueTypes {
                if let f = nonDiffable(type: Substring(text), at: place, &visiting) { found = f.what; break }
            }
        }
        visiting.remove(key)
        // An answer reached while a type on the way was being worked out may miss a cycle's
        // other half: only answers found from the outermost question are kept.
        if visiting.isEmpty || found != nil { diffableAnswers.withLock { $0[key] = found } }
        return found
    }

    // MARK: Plain data

    static let plainTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Float", "Float16", "Float32", "Float64", "Float80", "Double", "Bool", "CGFloat",
        "CGPoint", "CGSize", "CGRect", "Date",
    ]

    /// docs/architecture.md, "Plain data": every stored instance property of the declared view,
    /// wrapped ones included, has a plain-data type.
    public func isPlainData(_ key: String) -> Bool {
        var visiting: Set<String> = []
        return isPlainData(key, &visiting)
    }

    func isPlainData(_ key: String, _ visiting: inout Set<String>) -> Bool {
        if let known = plainDataAnswers.withLock({ $0[key] }) { return known }
        guard let ref = declarationRef(of: key), visiting.insert(key).inserted else { return false }
        let place = Place(file: ref.file, type: ref.type)
        var plain: Bool
        switch kind(ref) {
        case .enum:
            plain = declaration(ref).associatedValueTypes.isEmpty
        case .struct:
            plain = true
            for p in storedProperties(of: key) {
                // Every property wrapper holds a reference (`@State`) or more: not plain data.
                if !propertyWrappers(p, at: place).isEmpty { plain = false; break }
                // A property without annotation has a type the index cannot know.
                guard let type = p.type, isPlainType(Substring(type), at: place, &visiting) else { plain = false; break }
            }
        default:
            plain = false
        }
        visiting.remove(key)
        plainDataAnswers.withLock { $0[key] = plain }
        return plain
    }

    func isPlainType(_ text: Substring, at place: Place, _ visiting: inout Set<String>) -> Bool {
        let t = TypeText.trim(text)
        if TypeText.last(t) == UInt8(ascii: "?") { return isPlainType(t[..<t.utf8.index(before: t.utf8.endIndex)], at: place, &visiting) }
        if TypeText.first(t) == UInt8(ascii: "(") {
            if let inner = TypeText.parenthesized(t) { return isPlainType(inner, at: place, &visiting) }
            guard let elements = TypeText.tupleElements(t) else { return false }
            return elements.allSatisfy { isPlainType($0, at: place, &visiting) }
        }
        if t.hasPrefix("Optional<") || t.hasPrefix("Swift.Optional<") {
            guard let args = TypeText.genericArguments(t), args.count == 1 else { return false }
            return isPlainType(args[0], at: place, &visiting)
        }
        let plainName = t.hasPrefix("Swift.") ? t.dropFirst(6) : t.hasPrefix("Foundation.") ? t.dropFirst(11) : t
        switch resolve(String(t), from: place) {
        case .outside: return ProjectIndex.plainTypes.contains(String(plainName))
        case .declaration, .alternatives:
            guard let key = resolveType(String(t), from: place) else { return false }
            return isPlainData(key, &visiting)
        case .alias(let qualified):
            let candidates = resolver.aliasCandidates(qualified, from: place.file)
            guard candidates.count == 1, let alias = candidates.first, visiting.insert("=" + qualified).inserted else { return false }
            return isPlainType(Substring(alias.target), at: place, &visiting)
        default: return false
        }
    }
}

/// Reading normalized type text (`[String: () -> Void]?`) without tokens, on its UTF-8
/// bytes (every delimiter is ASCII; a `Character` walk pays for grapheme breaking).
enum TypeText {
    /// `isPlainName` of a whole string, on its contiguous bytes.
    static func isPlainName(_ t: String) -> Bool {
        func plain(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
            guard !b.isEmpty else { return false }
            for c in b where !((c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || (c >= 0x30 && c <= 0x39) || c == 0x5F || c >= 0x80) {
                return false
            }
            return true
        }
        return t.utf8.withContiguousStorageIfAvailable(plain) ?? isPlainName(Substring(t))
    }

    /// True for one identifier, without dots, brackets, spaces or operators.
    static func isPlainName(_ t: Substring) -> Bool {
        !t.isEmpty && t.utf8.allSatisfy { b in
            (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F || b >= 0x80
        }
    }

    static func trim(_ t: Substring) -> Substring {
        let u = t.utf8
        var start = u.startIndex, end = u.endIndex
        while start < end && u[start] == 0x20 { start = u.index(after: start) }
        while end > start && u[u.index(before: end)] == 0x20 { end = u.index(before: end) }
        return t[start..<end]
    }

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

    /// True for a function type: `->` outside brackets.
    static func isFunction(_ t: Substring) -> Bool {
        var depth = 0
        var previous: UInt8 = 0x20
        for c in t.utf8 {
            switch c {
            case 0x28, 0x5B, 0x3C: depth += 1
            case 0x29, 0x5D: depth -= 1
            case 0x3E:
                if previous == 0x2D { if depth == 0 { return true } } else { depth -= 1 }
            default: break
            }
            previous = c
        }
        return false
    }

    static func first(_ t: Substring) -> UInt8? { t.utf8.first }
    static func last(_ t: Substring) -> UInt8? { t.utf8.last }

    /// The inside of `( T )` when the parentheses hold one type, not a tuple.
    static func parenthesized(_ t: Substring) -> Substring? {
        guard first(t) == 0x28, last(t) == 0x29, matching(t) == t.utf8.index(before: t.utf8.endIndex) else { return nil }
        let inner = t[t.utf8.index(after: t.utf8.startIndex)..<t.utf8.index(before: t.utf8.endIndex)]
        guard topLevel(inner, 0x2C).isEmpty else { return nil }
        if let colon = topLevel(inner, 0x3A).first { return inner[inner.utf8.index(after: colon)...] }
        return inner
    }

    /// The element types of a tuple `(a: A, B)`.
    static func tupleElements(_ t: Substring) -> [Substring]? {
        guard first(t) == 0x28, last(t) == 0x29, matching(t) == t.utf8.index(before: t.utf8.endIndex) else { return nil }
        let inner = t[t.utf8.index(after: t.utf8.startIndex)..<t.utf8.index(before: t.utf8.endIndex)]
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

    /// The index of the bracket closing the one that opens `t`.
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

    /// The generic arguments of `Name<A, B>`.
    static func genericArguments(_ t: Substring) -> [Substring]? {
        guard let open = t.utf8.firstIndex(of: 0x3C), last(t) == 0x3E else { return nil }
        let inner = t[t.utf8.index(after: open)..<t.utf8.index(before: t.utf8.endIndex)]
        return split(inner).map(trim)
    }

    /// The element types of an optional, array, dictionary or set (`[K: V]` gives both).
    static func containerElements(_ t: Substring) -> [Substring]? {
        if first(t) == 0x5B, last(t) == 0x5D, matching(t) == t.utf8.index(before: t.utf8.endIndex) {
            let inner = t[t.utf8.index(after: t.utf8.startIndex)..<t.utf8.index(before: t.utf8.endIndex)]
            if let colon = topLevel(inner, 0x3A).first {
                return [trim(inner[..<colon]), trim(inner[inner.utf8.index(after: colon)...])]
            }
            return [trim(inner)]
        }
        switch baseName(t) {
        case "Optional", "Swift.Optional", "Array", "Swift.Array", "Set", "Swift.Set", "Dictionary",
             "Swift.Dictionary", "ContiguousArray", "ArraySlice", "OrderedSet", "OrderedDictionary",
             "IdentifiedArray", "IdentifiedArrayOf":
            return genericArguments(t)
        default:
            return nil
        }
    }

    /// `Handler<Action>` → `Handler`.
    static func baseName(_ t: Substring) -> Substring {
        if let angle = t.utf8.firstIndex(of: 0x3C) { return t[..<angle] }
        return t
    }
}
