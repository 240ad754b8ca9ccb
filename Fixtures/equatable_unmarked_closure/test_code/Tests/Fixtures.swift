import Foundation

// rules-refinements.md 8: declared in test code (a folder named `Tests`): silent, though it
// would be reported anywhere else.
struct RecordedCall: Equatable {
    let name: String
    let replay: () -> Void
}

enum Recorded {
    static let first = RecordedCall(name: "first", replay: {})
}
