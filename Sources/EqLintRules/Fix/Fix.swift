/// Whether a fix may be applied without a person's review (docs/architecture.md, "Adding a fix").
public enum Applicability: String, Sendable, Hashable, Comparable {
    /// Makes the code do what it already says it means, and keeps it compiling: `--fix`.
    case safe
    /// Changes what the program does in a way a person should review: `--unsafe-fixes`.
    case unsafe

    public static func < (a: Applicability, b: Applicability) -> Bool { a == .safe && b == .unsafe }
}

/// One replacement of a byte range of the file as it was linted.
public struct TextEdit: Sendable, Hashable {
    /// Byte offsets into the linted source (the byte order mark included); empty to insert.
    public let range: Range<UInt32>
    public let replacement: String
    /// 1-based, columns in Unicode scalars, as the diagnostic's own: filled by the engine
    /// for the reports (the end is where the replaced text ends).
    public var line = 0, column = 0, endLine = 0, endColumn = 0

    public init(range: Range<UInt32>, replacement: String) {
        self.range = range
        self.replacement = replacement
    }

    public static func insert(_ text: String, at offset: UInt32) -> TextEdit {
        TextEdit(range: offset..<offset, replacement: text)
    }

    public static func delete(_ range: Range<UInt32>) -> TextEdit { TextEdit(range: range, replacement: "") }
}

/// A fix a rule attaches to its finding: text edits applied together or not at all.
/// The CLI (`--fix`, `--diff`), the reports and the language server use these same edits.
public struct Fix: Sendable, Hashable {
    public let applicability: Applicability
    /// Short, imperative, lower-case: "insert 'hash(into:)'".
    public var title: String { written ?? Fix.markingTitle(condition?.closures ?? []) }
    /// The title as the rule wrote it; nil for a fix made by `marking`, whose title names its
    /// closures when a report asks: most such fixes are dropped unseen.
    private let written: String?
    /// Sorted by offset, none overlapping another.
    public internal(set) var edits: [TextEdit]
    /// What the fix waits on from the project's constructions (a closure marked ignored stays
    /// fresh at every construction); the workspace settles it, and drops the fix, or the edits
    /// whose closure would go stale, when it does not hold or cannot be checked.
    public var condition: FixCondition?

    public init(_ applicability: Applicability, _ title: String, edits: [TextEdit]) {
        self.applicability = applicability
        written = title
        self.edits = edits.sorted { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
    }

    /// A fix marking closures `@EquatableIgnoredUnsafeClosure`: `edits[k]` marks `closures[k]`
    /// (edits in order of offset), each edit standing on its own closure's condition.
    init(marking closures: [PropertyRef], edits: [TextEdit]) {
        applicability = .unsafe
        written = nil
        self.edits = edits
        condition = FixCondition(marks: closures)
    }

    /// The bytes the fix touches, from its first edit's start to its last edit's end.
    public var span: Range<UInt32> {
        guard let first = edits.first, let last = edits.last else { return 0..<0 }
        return first.range.lowerBound..<max(last.range.upperBound, first.range.lowerBound)
    }
}

extension Fix {
    /// "mark 'onTap' and 'onHold' @EquatableIgnoredUnsafeClosure".
    static func markingTitle(_ closures: [PropertyRef]) -> String {
        "mark \(quotedList(closures.map(\.property))) @EquatableIgnoredUnsafeClosure"
    }

    /// The fix without the edits that mark a closure in `stale`; nil when none is left.
    func removingEdits(marking stale: Set<PropertyRef>) -> Fix? {
        guard let condition else { return self }
        guard condition.perEdit else { return condition.closures.contains(where: stale.contains) ? nil : self }
        let kept = edits.indices.filter { !stale.contains(condition.marks[$0]) }
        guard !kept.isEmpty else { return nil }
        if kept.count == edits.count { return self }
        return Fix(marking: kept.map { condition.marks[$0] }, edits: kept.map { edits[$0] })
    }
}

/// Which fixes a run applies.
public enum FixMode: Sendable, Equatable {
    case none, safe, unsafe

    /// True when a fix of this applicability is applied in this mode.
    public func applies(_ applicability: Applicability) -> Bool {
        switch self {
        case .none: return false
        case .safe: return applicability == .safe
        case .unsafe: return true
        }
    }
}
