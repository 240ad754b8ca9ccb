/// A rule's id (`view_not_equatable`): what `.eqlint.yml`, suppression comments, the command
/// line, reports and baselines call the rule. Every table of rules is keyed by it; its text is
/// read only at the edges (a configuration, a comment, an argument, a baseline) and written
/// only there (reports). Whether a rule of that id exists is the registry's question
/// (`Registry.meta(_:)`), not this type's: it knows nothing of the rules.
public struct RuleID: Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The snake_case id, as written.
    public let name: String

    public init(_ name: String) { self.name = name }

    public init(stringLiteral name: String) { self.name = name }

    public var description: String { name }

    /// The order of the ids' text (report order breaks ties by it).
    public static func < (a: RuleID, b: RuleID) -> Bool { a.name < b.name }
}
