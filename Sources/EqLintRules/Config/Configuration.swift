/// An error that stops the run (exit 2): bad configuration or arguments.
public struct ConfigError: Error, Sendable, CustomStringConvertible {
    public let file: String?
    public let line: Int
    public let column: Int
    public let message: String

    public init(file: String?, line: Int = 0, column: Int = 0, _ message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String {
        guard let file else { return message }
        return line > 0 ? "\(file):\(line):\(column): \(message)" : "\(file): \(message)"
    }
}

/// Per-rule settings from `rules: <id>:`.
public struct RuleSettings: Sendable {
    public var severity: Severity?
    public var options: [String: RuleOption.Kind] = [:]
}

/// `.eqlint.yml`, read and checked against the rule registry (README, "Configuration").
public struct Configuration: Sendable {
    /// The file it came from, nil for defaults.
    public var file: String?
    /// The directory paths in the file are relative to.
    public var directory: String
    public var included: [String] = []
    /// Where each `included` entry is written (line, column), to name it when it is missing.
    public var includedPositions: [(line: Int, column: Int)] = []
    public var excluded: [String] = []
    /// The `excluded` lists of nested configurations on the way to a folder, each with the
    /// folder its patterns are relative to (see `applying(_:)`).
    public var nestedExclusions: [(directory: String, patterns: [String])] = []
    public var disabledRules: Set<RuleID> = []
    public var optInRules: Set<RuleID> = []
    public var rules: [RuleID: RuleSettings] = [:]
    public var skippedPropertyWrappers: [String] = []
    public var referencePropertyWrappers: [String] = []
    public var equatableTypes: [String] = []
    public var viewProtocols: [String] = []
    public var baseline: String?
    public var strict = false

    public init(directory: String) { self.directory = directory }

    public static let keys = [
        "included", "excluded", "disabled_rules", "opt_in_rules", "rules", "skipped_property_wrappers",
        "reference_property_wrappers", "equatable_types", "view_protocols", "baseline", "strict",
    ]

    /// Keys only the project root's configuration may set (README, "Configuration").
    public static let rootOnlyKeys: Set<String> = ["included", "baseline", "strict"]

    /// Reads and checks a configuration file; a `nested` one may not set `rootOnlyKeys`.
    public static func load(path: String, directory: String, nested: Bool = false) throws(ConfigError) -> Configuration {
        let bytes: [UInt8]
        switch FileReader.read(path) {
        case .success(let b): bytes = b
        case .failure(let failure): throw ConfigError(file: path, "cannot read configuration: \(failure.message)")
        }
        guard SourceText.firstInvalidUTF8(in: bytes) == nil else {
            throw ConfigError(file: path, line: 1, column: 1, "configuration is not valid UTF-8")
        }
        return try parse(String(decoding: bytes, as: UTF8.self), file: path, directory: directory, nested: nested)
    }

    public static func parse(_ text: String, file: String, directory: String,
                             nested: Bool = false) throws(ConfigError) -> Configuration {
        let root: YAMLNode
        do { root = try YAMLReader.parse(text) } catch {
            throw ConfigError(file: file, line: error.line, column: error.column, error.message)
        }
        var config = Configuration(directory: directory)
        config.file = file
        func fail(_ node: YAMLNode, _ message: String) -> ConfigError {
            ConfigError(file: file, line: node.line, column: node.column, message)
        }
        if case .null = root.value { return config }
        guard case .mapping(let entries) = root.value else {
            throw fail(root, "the configuration must be a mapping of keys to values")
        }
        let ids = Set(Registry.ids)
        func strings(_ node: YAMLNode, _ key: String) throws(ConfigError) -> [String] {
            try stringList(node, key, fail)
        }
        func ruleIDs(_ node: YAMLNode, _ key: String) throws(ConfigError) -> Set<RuleID> {
            try ruleIDList(node, key, known: ids, fail)
        }
        for (key, keyNode, value) in entries {
            if nested && rootOnlyKeys.contains(key) {
                throw fail(keyNode, "'\(key)' belongs in the project root's configuration, not in a nested one")
            }
            switch key {
            case "included":
                config.included = try strings(value, key)
                if case .sequence(let items) = value.value { config.includedPositions = items.map { ($0.line, $0.column) } }
            case "excluded": config.excluded = try strings(value, key)
            case "disabled_rules": config.disabledRules = try ruleIDs(value, key)
            case "opt_in_rules": config.optInRules = try ruleIDs(value, key)
            case "skipped_property_wrappers": config.skippedPropertyWrappers = try strings(value, key)
            case "reference_property_wrappers": config.referencePropertyWrappers = try strings(value, key)
            case "equatable_types": config.equatableTypes = try strings(value, key)
            case "view_protocols": config.viewProtocols = try strings(value, key)
            case "baseline":
                guard case .scalar(let s, _) = value.value else { throw fail(value, "'baseline' takes a file path") }
                config.baseline = s
            case "strict":
                guard case .scalar(let s, false) = value.value, s == "true" || s == "false" else {
                    throw fail(value, "'strict' takes true or false")
                }
                config.strict = s == "true"
            case "rules":
                if case .null = value.value { continue }
                guard case .mapping(let ruleEntries) = value.value else { throw fail(value, "'rules' takes a mapping of rule ids") }
                for (id, idNode, settings) in ruleEntries {
                    guard let meta = Registry.meta(RuleID(id)) else { throw fail(idNode, unknownRule(id)) }
                    config.rules[meta.id] = try ruleSettings(settings, meta, fail)
                }
            default:
                let hint = Suggestion.closest(to: key, in: keys).map { "; did you mean '\($0)'?" } ?? ""
                throw fail(keyNode, "unknown key '\(key)'\(hint)")
            }
        }
        return config
    }

    /// The value of `key` read as a list of strings (none for an empty value).
    static func stringList(_ node: YAMLNode, _ key: String,
                           _ fail: (YAMLNode, String) -> ConfigError) throws(ConfigError) -> [String] {
        switch node.value {
        case .null: return []
        case .scalar: throw fail(node, "'\(key)' takes a list of strings, e.g. [\(node.scalarText)]")
        case .sequence(let items):
            var out: [String] = []
            for item in items {
                guard case .scalar(let s, _) = item.value else { throw fail(item, "'\(key)' takes a list of strings") }
                out.append(s)
            }
            return out
        case .mapping: throw fail(node, "'\(key)' takes a list of strings")
        }
    }

    /// The value of `key` read as a list of rule ids, each one of `known`.
    static func ruleIDList(_ node: YAMLNode, _ key: String, known ids: Set<RuleID>,
                           _ fail: (YAMLNode, String) -> ConfigError) throws(ConfigError) -> Set<RuleID> {
        var out: Set<RuleID> = []
        let items: [YAMLNode]
        switch node.value {
        case .sequence(let list): items = list
        case .null: items = []
        default: throw fail(node, "'\(key)' takes a list of rule ids, e.g. [\(node.scalarText)]")
        }
        for item in items {
            if case .null = item.value { continue }
            guard case .scalar(let id, _) = item.value else { throw fail(item, "'\(key)' takes a list of rule ids") }
            guard ids.contains(RuleID(id)) else { throw fail(item, unknownRule(id)) }
            out.insert(RuleID(id))
        }
        return out
    }

    package static func unknownRule(_ id: String) -> String {
        "unknown rule '\(id)'" + (Suggestion.closest(to: id, in: Registry.idNames).map { "; did you mean '\($0)'?" } ?? "")
    }

    static func ruleSettings(_ node: YAMLNode, _ meta: RuleMeta,
                             _ fail: (YAMLNode, String) -> ConfigError) throws(ConfigError) -> RuleSettings {
        var out = RuleSettings()
        if case .null = node.value { return out }
        guard case .mapping(let entries) = node.value else { throw fail(node, "'\(meta.id)' takes a mapping of options") }
        for (key, keyNode, value) in entries {
            if key == "severity" {
                guard case .scalar(let s, _) = value.value, let severity = Severity(rawValue: s) else {
                    throw fail(value, "'severity' takes error, warning or note")
                }
                out.severity = severity
                continue
            }
            guard let option = meta.options.first(where: { $0.name == key }) else {
                let names = ["severity"] + meta.options.map(\.name)
                let hint = Suggestion.closest(to: key, in: names).map { "; did you mean '\($0)'?" } ?? ""
                throw fail(keyNode, "unknown option '\(key)' for rule '\(meta.id)'\(hint)")
            }
            switch option.defaultValue {
            case .int:
                guard case .scalar(let s, false) = value.value, let v = Int(s) else {
                    throw fail(value, "'\(key)' of '\(meta.id)' takes an integer")
                }
                out.options[key] = .int(v)
            case .bool:
                guard case .scalar(let s, false) = value.value, s == "true" || s == "false" else {
                    throw fail(value, "'\(key)' of '\(meta.id)' takes true or false")
                }
                out.options[key] = .bool(s == "true")
            case .choice:
                guard case .scalar(let s, false) = value.value, option.choices.contains(s) else {
                    throw fail(value, "'\(key)' of '\(meta.id)' takes \(option.choices.joined(separator: " or "))")
                }
                out.options[key] = .choice(s)
            }
        }
        return out
    }

    /// Settings the index needs.
    public var indexSettings: IndexSettings {
        var s = IndexSettings()
        s.equatableTypes = Set(equatableTypes)
        s.viewProtocols = Set(viewProtocols)
        s.skippedPropertyWrappers = Set(skippedPropertyWrappers)
        // Configured skipped wrappers are reference wrappers too
        // (docs/architecture.md, "Skipped and reference wrappers").
        s.referencePropertyWrappers = Set(referencePropertyWrappers + skippedPropertyWrappers)
        return s
    }
}
