/// A closure property's function type, read off its annotation
/// (docs/architecture.md, "Closure property" and "Content builder").
struct FunctionSignature: Equatable {
    /// The parameter list's inside (`Item`, `Proxy, Int`), empty for `()`.
    var parameters: Substring
    /// The result type, without its optional layers.
    var result: Substring

    var takesArguments: Bool { !TypeText.trim(parameters).isEmpty && TypeText.trim(parameters) != "Void" }
}

extension ProjectIndex {
    /// The function type a resolved type (`resolveWrittenType`: attributes, parentheses,
    /// optionals and typealiases stripped, as for closure properties) is; nil when it is no
    /// function type, or unknown.
    func functionSignature(of type: ResolvedType) -> FunctionSignature? {
        type.answer { t in
            guard case .function(let parameters, let result) = t.kind else { return nil }
            return FunctionSignature(parameters: parameters, result: result)
        }
    }
}
