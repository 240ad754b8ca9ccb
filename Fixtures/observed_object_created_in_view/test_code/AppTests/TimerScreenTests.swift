import SwiftUI
import XCTest

// A host view for a snapshot test, in a folder whose name ends in `Tests`: not reported.
struct TimerHost: View {
    @ObservedObject var timer = TimerModel()

    var body: some View { TimerScreen(timer: timer) }
}

final class TimerScreenTests: XCTestCase {
    func testStartsAtZero() {
        XCTAssertEqual(TimerModel().elapsed, 0)
    }
}
