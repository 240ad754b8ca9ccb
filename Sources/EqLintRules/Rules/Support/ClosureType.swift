/// A closure property's function type, read off its annotation
/// (docs/architecture.md, "Closure property" and "Content builder").
struct FunctionSignature {
    /// The parameter list's inside (`Item`, `Proxy, Int`), empty for `()`.
    var parameters: Substring
    /// The result type, without its optional layers.
    var result: Substring

    var takesArguments: Bool { !TypeText.trim(parameters).isEmpty && TypeText.trim(parameters) != "Void" }
}

extension ProjectIndex {
    /// The function type `text` comes to once attributes, parentheses, optionals in any spelling
    /// and typealiases (found from `place`) are stripped, as for closure properties; nil when it
    /// is no function type.
    func functionSignature(_ text: Substring, from place: Place, depth: Int = 0) -> FunctionSignature? {
        guard depth < 16 else { return nil }
        let type = WrittenType(text)
        if let signature = type.signature { return FunctionSignature(parameters: signature.parameters, result: signature.result) }
        // A typealias: its target, stripped the same way.
        let name = type.core
        guard TypeText.isPlainName(name) || name.utf8.contains(UInt8(ascii: ".")),
              case .alias(let qualified) = resolve(String(name), from: place),
              let alias = resolver.aliasCandidates(qualified, from: place.file).first else { return nil }
        return functionSignature(Substring(alias.target), from: place, depth: depth + 1)
    }
}
