import SwiftUI

// Declared in app code: reported. The same pattern in test code (AppTests/, Tests/) is not
// (RULES.md, observed_object_created_in_view: "Not reported in test code").
final class TimerModel: ObservableObject {
    @Published var elapsed = 0
}

struct TimerScreen: View {
    @ObservedObject var timer = TimerModel() // expect: observed_object_created_in_view

    var body: some View { Text("\(timer.elapsed)") }
}
