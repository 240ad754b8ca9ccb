import EqLintRules

/// `eqlint rules` and `eqlint explain RULE`.
enum RulesCommand {
    static func list(_ arguments: [String]) throws(ConfigError) -> Int32 {
        let args = try Arguments.parse(arguments, valued: ["--format"], flags: [])
        guard args.positional.isEmpty else { throw ConfigError(file: nil, "unexpected argument '\(args.positional[0])'") }
        let out: String
        switch args.value("--format") ?? "text" {
        case "text":
            let width = Registry.idNames.map(\.count).max() ?? 0
            out = Registry.all.map { meta in
                meta.id.name.padding(width) + "  " + meta.severity.rawValue.padding(7) + "  "
                    + (meta.isOptIn ? "opt-in" : "on    ") + "  " + meta.summary
            }.joined(separator: "\n") + "\n"
        case "json":
            var o = JSONWriter()
            o.raw("[")
            for (i, meta) in Registry.all.enumerated() {
                o.raw(i == 0 ? "\n  {\"id\": " : ",\n  {\"id\": "); o.string(meta.id.name)
                o.raw(", \"name\": "); o.string(meta.name)
                o.raw(", \"severity\": "); o.string(meta.severity.rawValue)
                o.raw(", \"opt_in\": \(meta.isOptIn), \"summary\": "); o.string(meta.summary)
                o.raw(", \"options\": {")
                for (k, option) in meta.options.enumerated() {
                    if k > 0 { o.raw(", ") }
                    o.string(option.name)
                    if case .choice(let v) = option.defaultValue { o.raw(": "); o.string(v) } else { o.raw(": " + option.defaultText) }
                }
                o.raw("}}")
            }
            o.raw("\n]\n")
            out = o.text
        case "markdown":
            out = RuleDocs.reference()
        case let other:
            throw ConfigError(file: nil, "unknown format '\(other)' for rules; use text, json or markdown")
        }
        Output.standard.write(out)
        Output.standard.flush()
        return 0
    }

    static func explain(_ arguments: [String]) throws(ConfigError) -> Int32 {
        guard arguments.count == 1 else { throw ConfigError(file: nil, "explain takes one rule id, e.g. 'eqlint explain view_not_equatable'") }
        guard let meta = Registry.meta(RuleID(arguments[0])) else { throw ConfigError(file: nil, Configuration.unknownRule(arguments[0])) }
        Output.standard.write(RuleDocs.explain(meta))
        Output.standard.flush()
        return 0
    }
}

extension String {
    func padding(_ width: Int) -> String { count >= width ? self : self + String(repeating: " ", count: width - count) }
}
