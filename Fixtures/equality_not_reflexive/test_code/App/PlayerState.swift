import Foundation

// Declared in app code: reported. The same mistake in test code (AppTests/, Tests/,
// UITests/) is not (RULES.md, equality_not_reflexive: "Not reported in test code"; test
// code is a file under a folder named Tests, UnitTests, UITests or ending in Tests).
enum PlayerState: Equatable {
    case stopped
    case playing(trackID: Int)
    case buffering(trackID: Int, progress: Double)

    static func == (lhs: PlayerState, rhs: PlayerState) -> Bool {
        switch (lhs, rhs) {
        case (.stopped, .stopped):
            return true
        case (.playing(let a), .playing(let b)):
            return a == b
        default: // expect: equality_not_reflexive
            return false
        }
    }
}
