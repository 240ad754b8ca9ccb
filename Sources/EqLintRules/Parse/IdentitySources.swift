/// What a short stretch of code makes anew or reads whole, for the question whether its value
/// can serve as an identity (docs/rules.md, `foreach_unstable_identity`): a computed identifier,
/// or the argument of an `.id(…)` modifier, that calls `UUID()` is a new identity at every
/// evaluation; an `id` computed from `self` or `hashValue` is the whole value again.
public struct IdentitySources: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// `UUID()`.
    public static let uuid = IdentitySources(rawValue: 1)
    /// `Date()`.
    public static let date = IdentitySources(rawValue: 2)
    /// `Date.now`.
    public static let dateNow = IdentitySources(rawValue: 4)
    /// `.random(in:)` (`Int.random(in: 0..<10)`).
    public static let random = IdentitySources(rawValue: 8)
    /// Bare `self` (not `self.p`), or `hashValue`.
    public static let wholeSelf = IdentitySources(rawValue: 16)
    /// Every value made anew at each evaluation.
    public static let fresh: IdentitySources = [.uuid, .date, .dateNow, .random]

    /// The first fresh value as written (`UUID()`), for messages; nil when there is none.
    public var freshSpelling: String? {
        if contains(.uuid) { return "UUID()" }
        if contains(.date) { return "Date()" }
        if contains(.dateNow) { return "Date.now" }
        if contains(.random) { return ".random(in:)" }
        return nil
    }

    /// The longest getter the parser reads for them (`Property.getterSources`): an identifier's
    /// getter is a line (`var id: String { UUID().uuidString }`); longer ones (view builders)
    /// are not looked at, so every computed property costs a bounded look.
    static let getterLimit = 32
}

extension TokenStream {
    /// What the tokens of `range` make anew or read whole, in one pass.
    public func identitySources(in range: Range<Int>) -> IdentitySources {
        var found: IdentitySources = []
        let upper = min(range.upperBound, count)
        var j = max(range.lowerBound, 0)
        while j < upper {
            // Only words of four (`UUID`, `Date`, `self`), six (`random`) or nine (`hashValue`)
            // bytes matter: one compare passes over the others.
            let length = tokens[j].length
            guard length == 4 || length == 6 || length == 9 else { j += 1; continue }
            switch tokens[j].kind {
            case .identifier:
                if kind(j - 1) == .period {
                    // `Int.random(in:)`, `.random(in: 1...6)`.
                    if self.is(j, "random") && kind(j + 1) == .leftParen && isWord(j + 2, "in") && kind(j + 3) == .colon {
                        found.insert(.random)
                    } else if self.is(j, "hashValue") {
                        found.insert(.wholeSelf)
                    }
                } else if self.is(j, "UUID") && kind(j + 1) == .leftParen {
                    found.insert(.uuid)
                } else if self.is(j, "Date") {
                    if kind(j + 1) == .leftParen { found.insert(.date) }
                    if kind(j + 1) == .period && isWord(j + 2, "now") { found.insert(.dateNow) }
                } else if self.is(j, "hashValue") {
                    found.insert(.wholeSelf)
                }
            case .keyword:
                if self.is(j, "self") && kind(j + 1) != .period && kind(j - 1) != .period && kind(j - 1) != .backslash {
                    found.insert(.wholeSelf)
                }
            default:
                break
            }
            j += 1
        }
        return found
    }
}
