/// An error that stops the run (exit 2): bad configuration or arguments. A configuration
/// file with several errors is one `ConfigError` naming them all (`errors`), so that one run
/// shows every one.
public struct ConfigError: Error, Sendable, CustomStringConvertible {
    public let file: String?
    public let line: Int
    public let column: Int
    public let message: String
    /// The errors found after this one in the same run, in the order of the file.
    public private(set) var more: [ConfigError] = []

    public init(file: String?, line: Int = 0, column: Int = 0, _ message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// One error naming all of `errors`, the first first; nil when there is none.
    static func naming(_ errors: [ConfigError]) -> ConfigError? {
        let all = errors.flatMap(\.errors)
        guard var first = all.first else { return nil }
        first.more = Array(all.dropFirst())
        return first
    }

    /// This error and the ones after it, each alone.
    public var errors: [ConfigError] {
        var first = self
        first.more = []
        return [first] + more
    }

    /// `file:line:column: message`, a line per error.
    public var description: String {
        errors.map { e in
            guard let file = e.file else { return e.message }
            return e.line > 0 ? "\(file):\(e.line):\(e.column): \(e.message)" : "\(file): \(e.message)"
        }.joined(separator: "\n")
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
    /// Types from outside the project known to be classes (docs/architecture.md, "Reference
    /// type"), matched by the last component of their name.
    public var referenceTypes: [String] = []
    public var viewProtocols: [String] = []
    public var baseline: String?
    public var strict = false

    public init(directory: String) { self.directory = directory }

    public static let keys = [
        "included", "excluded", "disabled_rules", "opt_in_rules", "rules", "skipped_property_wrappers",
        "reference_property_wrappers", "equatable_types", "reference_types", "view_protocols", "baseline", "strict",
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
        // Every key is read, and every error of the file named at once (issue #37).
        var errors: [ConfigError] = []
        for (key, keyNode, value) in entries {
            do throws(ConfigError) {
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
                case "reference_types": config.referenceTypes = try strings(value, key)
                case "view_protocols": config.viewProtocols = try strings(value, key)
                case "baseline":
                    guard case .scalar(let s, _) = value.value else { throw fail(value, "'baseline' takes a file path") }
                    config.baseline = s
                case "strict":
                    guard case .scalar(let s, false) = value.value, s == "true" || s == "false" else {
                        throw fail(value, "'strict' takes true or false")
                    }
                    config.strict = s == "true"
                case "rules": config.rules = try rules(value, fail)
                default:
                    let hint = Suggestion.closest(to: key, in: keys).map { "; did you mean '\($0)'?" } ?? ""
                    throw fail(keyNode, "unknown key '\(key)'\(hint)")
                }
            } catch {
                errors.append(error)
            }
        }
        if let error = ConfigError.naming(errors) { throw error }
        return config
    }

    /// The `rules:` mapping: each rule id's settings, every error of it named.
    static func rules(_ node: YAMLNode, _ fail: (YAMLNode, String) -> ConfigError) throws(ConfigError) -> [RuleID: RuleSettings] {
        var out: [RuleID: RuleSettings] = [:]
        if case .null = node.value { return out }
        guard case .mapping(let entries) = node.value else { throw fail(node, "'rules' takes a mapping of rule ids") }
        var errors: [ConfigError] = []
        for (k, (id, idNode, settings)) in entries.enumerated() {
            guard let meta = Registry.meta(RuleID(id)) else {
                errors.append(fail(idNode, misplacedOption(id, after: k > 0 ? entries[k - 1].0 : nil) ?? unknownRule(id)))
                continue
            }
            do throws(ConfigError) { out[meta.id] = try ruleSettings(settings, meta, fail) } catch { errors.append(error) }
        }
        if let error = ConfigError.naming(errors) { throw error }
        return out
    }

    /// An option (`severity:`, or an option of the rule above it) written at the indentation of
    /// the rule ids, where YAML reads it as one: how to write it instead; nil for another word.
    static func misplacedOption(_ word: String, after previous: String?) -> String? {
        let rule = previous.flatMap { Registry.meta(RuleID($0)) }
        guard word == "severity" || (rule?.options.contains { $0.name == word } ?? false) else { return nil }
        let what = word == "severity" ? "severity" : "option '\(word)'"
        guard let rule else {
            return "'\(word)' is written where a rule id goes; indent it further, under a rule id, to set that rule's \(what)"
        }
        return "'\(word)' is written where a rule id goes; indent it further, under '\(rule.id):', to set that rule's \(what)"
    }

    /// The value of `key` read as a list of strings (none for an empty value).
    static func stringList(_ node: YAMLNode, _ key: String,
                           _ fail: (YAMLNode, String) -> ConfigError) throws(ConfigError) -> [String] {
        switch node.value {
        case .null: return []
        case .scalar: throw fail(node, "'\(key)' takes a list of strings, e.g. [\(node.scalarText)]")
        case .sequence(let items):
            var out: [String] = [], errors: [ConfigError] = []
            for item in items {
                guard case .scalar(let s, _) = item.value else { errors.append(fail(item, "'\(key)' takes a list of strings")); continue }
                out.append(s)
            }
            if let error = ConfigError.naming(errors) { throw error }
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
        var errors: [ConfigError] = []
        for item in items {
            if case .null = item.value { continue }
            guard case .scalar(let id, _) = item.value else { errors.append(fail(item, "'\(key)' takes a list of rule ids")); continue }
            guard ids.contains(RuleID(id)) else { errors.append(fail(item, unknownRule(id))); continue }
            out.insert(RuleID(id))
        }
        if let error = ConfigError.naming(errors) { throw error }
        return out
    }

    package static func unknownRule(_ id: String) -> String {
        "unknown rule '\(id)'" + (Suggestion.closest(to: id, in: Registry.idNames).map { "; did you mean '\($0)'?" } ?? "")
    }

    /// A rule's settings under `rules:`, every error of them named.
    static func ruleSettings(_ node: YAMLNode, _ meta: RuleMeta,
                             _ fail: (YAMLNode, String) -> ConfigError) throws(ConfigError) -> RuleSettings {
        var out = RuleSettings()
        if case .null = node.value { return out }
        guard case .mapping(let entries) = node.value else { throw fail(node, "'\(meta.id)' takes a mapping of options") }
        var errors: [ConfigError] = []
        for (key, keyNode, value) in entries {
            do throws(ConfigError) {
                if key == "severity" {
                    guard case .scalar(let s, _) = value.value, let severity = Severity(rawValue: s) else {
                        throw fail(value, "'severity' takes error, warning or note")
                    }
                    out.severity = severity
                } else {
                    out.options[key] = try optionValue(key, keyNode, value, meta, fail)
                }
            } catch {
                errors.append(error)
            }
        }
        if let error = ConfigError.naming(errors) { throw error }
        return out
    }

    /// The value of option `key` of a rule, checked against its kind.
    static func optionValue(_ key: String, _ keyNode: YAMLNode, _ value: YAMLNode, _ meta: RuleMeta,
                            _ fail: (YAMLNode, String) -> ConfigError) throws(ConfigError) -> RuleOption.Kind {
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
            return .int(v)
        case .bool:
            guard case .scalar(let s, false) = value.value, s == "true" || s == "false" else {
                throw fail(value, "'\(key)' of '\(meta.id)' takes true or false")
            }
            return .bool(s == "true")
        case .choice:
            guard case .scalar(let s, false) = value.value, option.choices.contains(s) else {
                throw fail(value, "'\(key)' of '\(meta.id)' takes \(option.choices.joined(separator: " or "))")
            }
            return .choice(s)
        }
    }

    /// Settings the index needs.
    public var indexSettings: IndexSettings {
        var s = IndexSettings()
        s.equatableTypes = Set(equatableTypes)
        s.viewProtocols = Set(viewProtocols)
        s.referenceTypes = Set(referenceTypes.map(\.simpleTypeName))
        s.skippedPropertyWrappers = Set(skippedPropertyWrappers)
        // Configured skipped wrappers are reference wrappers too
        // (docs/architecture.md, "Skipped and reference wrappers").
        s.referencePropertyWrappers = Set(referencePropertyWrappers + skippedPropertyWrappers)
        return s
    }
}
