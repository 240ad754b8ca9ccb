import XCTest

// A test double declared in a folder whose name ends in `Tests`: not reported.
enum StubPlayerEvent: Equatable {
    case started
    case failed(Error)

    static func == (lhs: StubPlayerEvent, rhs: StubPlayerEvent) -> Bool {
        switch (lhs, rhs) {
        case (.started, .started):
            return true
        default:
            return false
        }
    }
}

final class PlayerStateTests: XCTestCase {
    func testPlayingSameTrackIsEqual() {
        XCTAssertEqual(PlayerState.playing(trackID: 1), PlayerState.playing(trackID: 1))
    }
}
