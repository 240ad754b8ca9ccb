/// How serious a finding is.
public enum Severity: String, Sendable, Comparable, CaseIterable {
    case note, warning, error

    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }

    private var rank: Int {
        switch self {
        case .note: return 0
        case .warning: return 1
        case .error: return 2
        }
    }
}

/// One option a rule takes under `rules: <id>:` in `.eqlint.yml`.
public struct RuleOption: Sendable {
    public enum Kind: Sendable, Equatable { case int(Int), bool(Bool), choice(String) }
    public let name: String
    public let defaultValue: Kind
    public let summary: String
    /// The values a `choice` option takes.
    public var choices: [String] = []

    public static func int(_ name: String, default value: Int, _ summary: String) -> RuleOption {
        RuleOption(name: name, defaultValue: .int(value), summary: summary)
    }

    public static func bool(_ name: String, default value: Bool, _ summary: String) -> RuleOption {
        RuleOption(name: name, defaultValue: .bool(value), summary: summary)
    }

    public static func choice(_ name: String, default value: String, among choices: [String], _ summary: String) -> RuleOption {
        RuleOption(name: name, defaultValue: .choice(value), summary: summary, choices: choices)
    }

    public var defaultText: String {
        switch defaultValue {
        case .int(let v): return String(v)
        case .bool(let v): return v ? "true" : "false"
        case .choice(let v): return v
        }
    }
}

/// A fix a rule offers (docs/architecture.md, "Adding a fix"), for its documentation.
public struct FixDescription: Sendable {
    public let applicability: Applicability
    /// What the edit does, as the table of fixes says it.
    public let summary: String

    public static func safe(_ summary: String) -> FixDescription { FixDescription(applicability: .safe, summary: summary) }
    public static func unsafe(_ summary: String) -> FixDescription { FixDescription(applicability: .unsafe, summary: summary) }
}

/// Everything users read about a rule: `eqlint rules`, `explain`, `init`, SARIF and the
/// Markdown reference all come from here, so documentation cannot drift from code.
public struct RuleMeta: Sendable {
    /// Stable forever, never reused.
    public let id: RuleID
    public let name: String
    public let severity: Severity
    public let isOptIn: Bool
    public let summary: String
    /// Why this is bad: what goes wrong at run time.
    public let explanation: String
    public let knownProblems: String?
    public let options: [RuleOption]
    /// Each must fire (tested).
    public let triggering: [String]
    /// Each must stay silent (tested).
    public let passing: [String]
    /// The fixes the rule offers (each has fixtures under `Fixtures/fixes/<id>/`).
    public let fixes: [FixDescription]

    public init(id: RuleID, name: String, severity: Severity, optIn: Bool = false, summary: String,
                explanation: String, knownProblems: String? = nil, options: [RuleOption] = [],
                triggering: [String], passing: [String], fixes: [FixDescription] = []) {
        self.fixes = fixes
        self.id = id
        self.name = name
        self.severity = severity
        self.isOptIn = optIn
        self.summary = summary
        self.explanation = explanation
        self.knownProblems = knownProblems
        self.options = options
        self.triggering = triggering
        self.passing = passing
    }
}

/// Option values for one rule, checked against its meta by the configuration reader.
public struct RuleOptions: Sendable {
    public var values: [String: RuleOption.Kind] = [:]
    let meta: RuleMeta

    public init(meta: RuleMeta, values: [String: RuleOption.Kind] = [:]) {
        self.meta = meta
        self.values = values
    }

    public func int(_ name: String) -> Int {
        if case .int(let v)? = values[name] { return v }
        if case .int(let v)? = meta.options.first(where: { $0.name == name })?.defaultValue { return v }
        return 0
    }

    public func choice(_ name: String) -> String {
        if case .choice(let v)? = values[name] { return v }
        if case .choice(let v)? = meta.options.first(where: { $0.name == name })?.defaultValue { return v }
        return ""
    }

    public func bool(_ name: String) -> Bool {
        if case .bool(let v)? = values[name] { return v }
        if case .bool(let v)? = meta.options.first(where: { $0.name == name })?.defaultValue { return v }
        return false
    }
}

/// A rule: metadata plus a check over one file with the project index at hand.
/// A rule only finds things; the engine applies severity, suppression and baselines.
public protocol Rule: Sendable {
    static var meta: RuleMeta { get }
    /// What the rule's findings and fixes read of other files' code, which the workspace then
    /// collects (docs/architecture.md, "Cross-file checks"); nothing by default.
    static var crossFileReads: CrossFileReads { get }
    init(options: RuleOptions)
    func check(_ ctx: inout RuleContext)
}

extension Rule {
    public static var crossFileReads: CrossFileReads { CrossFileReads() }
}

/// The cross-file facts a rule reads, declared with the rule (as ruff declares which rules
/// need deferred scopes): the workspace collects the facts the running rules declare, and no
/// other.
public struct CrossFileReads: Sendable {
    /// Constructions of the views of these call-site kinds, read as if their closures were
    /// marked ignored: the closures a fix of the rule may mark must stay fresh there
    /// (`FixCondition`). Read only where the project uses the macro and fixes are computed.
    public var constructionsUnderFix: CallSiteKinds = []
    public init(constructionsUnderFix: CallSiteKinds = []) {
        self.constructionsUnderFix = constructionsUnderFix
    }
}

/// A diagnostic message: lower-case, no final period, names in 'single quotes'.
public struct Message: Sendable, Hashable, ExpressibleByStringInterpolation {
    public let text: String
    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: DefaultStringInterpolation) { text = String(stringInterpolation: stringInterpolation) }
    public init(_ text: String) { self.text = text }
}

/// `'a'`, `'a' and 'b'`, `'a', 'b' and 'c'`; past `atMost` names, the first ones and how
/// many more (`'a', 'b' and 3 more`).
func quotedList(_ names: [String], atMost: Int = .max) -> String {
    // Most lists name one thing.
    if names.count == 1 && atMost >= 1 { return "'" + names[0] + "'" }
    var quoted = names.prefix(atMost).map { "'\($0)'" }
    if names.count > atMost { quoted.append("\(names.count - atMost) more") }
    guard quoted.count > 1 else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " and " + quoted.last!
}

/// A second place a finding involves: a byte range of a file of the project (path as the
/// finding's own), with what it is.
public struct RelatedPlace: Sendable, Hashable {
    public var path: String
    public var range: Range<UInt32>
    public var message: String
    /// 1-based, columns in Unicode scalars, as a diagnostic's own: filled by the workspace for
    /// the reports (0 until then, or when the file could not be read again).
    public var line = 0, column = 0, endLine = 0, endColumn = 0
    /// The message names this place (`Sources/Screen.swift:12`) where it holds
    /// `RelatedPlace.marker(k)`, k its position among the finding's places.
    public static func marker(_ k: Int) -> String { "\u{1}\(k)\u{1}" }

    public init(path: String, range: Range<UInt32>, message: String) {
        self.path = path
        self.range = range
        self.message = message
    }
}

/// One finding, positioned in bytes until the engine turns it into lines and columns.
public struct Diagnostic: Sendable, Hashable {
    public let ruleID: RuleID
    public var severity: Severity
    /// The file's path as reported.
    public var path: String
    /// Byte range where the spec says to report (usually a name token).
    public let range: Range<UInt32>
    public var message: String
    /// `Outer.View.property`: JSON `symbol`, and the fingerprint's base.
    public let symbol: String
    /// 1-based; columns count Unicode scalars.
    public var line = 0, column = 0, endLine = 0, endColumn = 0
    /// The path relative to the project root (the configuration's folder): what
    /// fingerprints use, so a baseline matches wherever eqlint is run from.
    public var projectPath = ""
    /// The finding's fix, if its rule has one here (docs/architecture.md, "Adding a fix"); the
    /// engine drops it when the finding is suppressed or the file has an `invalid_source` finding.
    public var fix: Fix?
    /// Second places the finding involves (the property a call site passes a closure to, the
    /// `==` a hash disagrees with): the language server's `relatedInformation`.
    public var related: [RelatedPlace] = []
    /// The message as the rule wrote it, when the workspace wrote another place into it
    /// (`RelatedPlace.inMessage`): what fingerprints read, so that a line moving elsewhere moves
    /// no baseline.
    public var messageTemplate: String?

    public init(ruleID: RuleID, severity: Severity, path: String, range: Range<UInt32>,
                message: String, symbol: String, fix: Fix? = nil) {
        self.fix = fix
        self.ruleID = ruleID
        self.severity = severity
        self.path = path
        self.range = range
        self.message = message
        self.symbol = symbol
    }

    /// Report order: path (UTF-8 bytes), line, column, rule id, message.
    public static func reportOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        if a.path != b.path { return Paths.precedes(a.path, b.path) }
        if a.line != b.line { return a.line < b.line }
        if a.column != b.column { return a.column < b.column }
        if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
        return a.message < b.message
    }
}
