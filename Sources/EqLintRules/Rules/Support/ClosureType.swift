/// A closure property's function type, read off its annotation
/// (docs/architecture.md, "Closure property" and "Content builder").
struct FunctionSignature {
    /// The parameter list's inside (`Item`, `Proxy, Int`), empty for `()`.
    var parameters: Substring
    /// The result type, without `?` or `!`.
    var result: Substring

    var takesArguments: Bool { !TypeText.trim(parameters).isEmpty && TypeText.trim(parameters) != "Void" }
}

extension ProjectIndex {
    /// The function type `text` comes to once attributes, parentheses, `?`, `!`,
    /// `Optional<…>` and typealiases (found from `place`) are stripped, as for closure
    /// properties; nil when it is no function type.
    func functionSignature(_ text: Substring, from place: Place, depth: Int = 0) -> FunctionSignature? {
        guard depth < 16 else { return nil }
        let t = TypeText.strippedToFunction(text)
        if TypeText.isFunction(t) { return TypeText.signature(t) }
        // A typealias: its target, stripped the same way.
        guard TypeText.isPlainName(t) || t.utf8.contains(UInt8(ascii: ".")),
              case .alias(let qualified) = resolve(String(t), from: place),
              let alias = resolver.aliasCandidates(qualified, from: place.file).first else { return nil }
        return functionSignature(Substring(alias.target), from: place, depth: depth + 1)
    }
}

extension TypeText {
    /// `text` without what wraps a function type: surrounding spaces, attributes
    /// (`@Sendable `, `@MainActor `, `@escaping `), a trailing `?` or `!`, `Optional<…>` and
    /// `Swift.Optional<…>`, and parentheses around one type, as often as they come.
    static func strippedToFunction(_ text: Substring) -> Substring {
        var t = trim(text)
        var steps = 0
        while steps < 64 {
            steps += 1
            if first(t) == UInt8(ascii: "@") {
                t = trim(droppingAttribute(t))
                continue
            }
            if let last = last(t), last == UInt8(ascii: "?") || last == UInt8(ascii: "!") {
                t = trim(t[..<t.utf8.index(before: t.utf8.endIndex)])
                continue
            }
            if (t.hasPrefix("Optional<") || t.hasPrefix("Swift.Optional<")), let args = genericArguments(t), args.count == 1 {
                t = trim(args[0])
                continue
            }
            // `(() -> Void)` holds one type (`() -> Void` itself starts with `()`, but is no group).
            if let inner = parenthesized(t) {
                t = trim(inner)
                continue
            }
            break
        }
        return t
    }

    /// `t` after its leading attribute: `@Sendable`, `@MainActor` (normalized text has no space
    /// after it: `@MainActor(Entry)->Row`), or `@convention(c)` with its arguments.
    static func droppingAttribute(_ t: Substring) -> Substring {
        let u = t.utf8
        var i = u.index(after: u.startIndex)
        let nameStart = i
        while i < u.endIndex, case let c = u[i], (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || (c >= 0x30 && c <= 0x39) || c == 0x5F {
            i = u.index(after: i)
        }
        let name = t[nameStart..<i]
        // Only these type attributes take arguments; after any other, `(` opens the function type.
        if (name == "convention" || name == "differentiable"), i < u.endIndex, u[i] == 0x28,
           let close = matching(t[i...]) {
            i = u.index(after: close)
        }
        return t[i...]
    }

    /// The parameters and result of a function type `(A, B) async throws -> R`.
    static func signature(_ t: Substring) -> FunctionSignature? {
        guard first(t) == UInt8(ascii: "("), let close = matching(t) else { return nil }
        let u = t.utf8
        let inside = t[u.index(after: u.startIndex)..<close]
        // The first `->` after the parameter list.
        var i = u.index(after: close)
        var previous: UInt8 = 0x20
        while i < u.endIndex {
            if u[i] == UInt8(ascii: ">") && previous == UInt8(ascii: "-") {
                var result = trim(t[u.index(after: i)...])
                while let last = last(result), last == UInt8(ascii: "?") || last == UInt8(ascii: "!") {
                    result = trim(result[..<result.utf8.index(before: result.utf8.endIndex)])
                }
                return FunctionSignature(parameters: inside, result: result)
            }
            previous = u[i]
            i = u.index(after: i)
        }
        return nil
    }
}
