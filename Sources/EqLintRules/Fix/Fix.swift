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
    public var title: String { written ?? Fix.markingTitle(editConditions) }
    /// The title as the rule wrote it; nil for a fix made by `marking`, whose title names its
    /// closures (`editConditions`) when a report asks: most such fixes are dropped unseen.
    private let written: String?
    /// Sorted by offset, none overlapping another.
    public internal(set) var edits: [TextEdit]
    /// The fix stands only if, once applied, `closure_captures_state` reports none of these
    /// `View.property` symbols anywhere in the project (a closure is marked only when no call site
    /// passes it stale values: the fixes of docs/rules.md, `equatable_unmarked_closure` and
    /// `view_not_equatable`). The engine checks it, and drops the fix when it cannot
    /// (`StaleCaptureCheck`).
    var unlessStaleCaptures: [String] = []
    /// The simple names of those views: only files naming one are looked at.
    var staleCheckViews: [String] = []
    /// For each edit (in `edits` order), the `View.property` symbol whose stale capture takes
    /// that edit out (the others stand); empty when the fix stands or falls whole. The title
    /// then names what is left (`StaleCaptureCheck`).
    var editConditions: [String] = []

    public init(_ applicability: Applicability, _ title: String, edits: [TextEdit]) {
        self.applicability = applicability
        written = title
        self.edits = edits.sorted { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
    }

    /// A fix marking closures `@EquatableIgnoredUnsafeClosure`: `edits[k]` marks the closure of
    /// the `View.property` symbol `symbols[k]` (edits in order of offset), each edit standing on
    /// its own closure's condition.
    init(marking symbols: [String], edits: [TextEdit], views: [String]) {
        applicability = .unsafe
        written = nil
        self.edits = edits
        editConditions = symbols
        unlessStaleCaptures = symbols
        staleCheckViews = views
    }

    /// The bytes the fix touches, from its first edit's start to its last edit's end.
    public var span: Range<UInt32> {
        guard let first = edits.first, let last = edits.last else { return 0..<0 }
        return first.range.lowerBound..<max(last.range.upperBound, first.range.lowerBound)
    }
}

extension Fix {
    /// "mark 'onTap' and 'onHold' @EquatableIgnoredUnsafeClosure", from `View.property` symbols.
    static func markingTitle(_ symbols: [String]) -> String {
        // `Card.onTap` → `onTap`.
        "mark \(quotedList(symbols.map(\.simpleTypeName))) @EquatableIgnoredUnsafeClosure"
    }

    /// The fix without the edits whose condition symbol is in `stale` (`editConditions`); nil
    /// when none is left.
    func removingEdits(conditionedOn stale: Set<String>) -> Fix? {
        let kept = edits.indices.filter { !stale.contains(editConditions[$0]) }
        guard !kept.isEmpty else { return nil }
        if kept.count == edits.count { return self }
        return Fix(marking: kept.map { editConditions[$0] }, edits: kept.map { edits[$0] }, views: staleCheckViews)
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
