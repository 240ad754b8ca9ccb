import EqLintRules

/// Our own argument reader: options with values, repeatable options, and one-line errors
/// with a "did you mean" where one is close.
public struct Arguments {
    public var positional: [String] = []
    public var flags: Set<String> = []
    public var values: [String: [String]] = [:]

    /// Reads `arguments` given the options that take a value and the flags.
    public static func parse(_ arguments: [String], valued: Set<String>, flags: Set<String>) throws(ConfigError) -> Arguments {
        var out = Arguments()
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            if argument == "--" { out.positional += rest; break }
            guard argument.hasPrefix("-") && argument != "-" else { out.positional.append(argument); continue }
            var name = argument
            var inline: String? = nil
            if let eq = argument.firstIndex(of: "=") {
                name = String(argument[..<eq])
                inline = String(argument[argument.index(after: eq)...])
            }
            if valued.contains(name) {
                guard let value = inline ?? rest.popFirst() else {
                    throw ConfigError(file: nil, "option '\(name)' needs a value")
                }
                out.values[name, default: []].append(value)
            } else if flags.contains(name) && inline == nil {
                out.flags.insert(name)
            } else {
                let hint = Suggestion.closest(to: name, in: valued.union(flags)).map { "; did you mean '\($0)'?" } ?? ""
                throw ConfigError(file: nil, "unknown option '\(name)'\(hint)")
            }
        }
        return out
    }

    public func value(_ name: String) -> String? { values[name]?.last }
    public func all(_ name: String) -> [String] { values[name] ?? [] }
}
