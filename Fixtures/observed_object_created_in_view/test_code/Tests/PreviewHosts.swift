import SwiftUI

// Under a folder named `Tests`: not reported.
struct StubTimerScreen: View {
    @ObservedObject var timer: TimerModel

    init() {
        _timer = ObservedObject(wrappedValue: TimerModel())
    }

    var body: some View { Text("\(timer.elapsed)") }
}
