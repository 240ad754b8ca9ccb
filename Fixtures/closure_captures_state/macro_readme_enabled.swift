// Our variation of the @Equatable README's unsafe example: the child's only compared
// input never changes, so SwiftUI keeps the first closure it was given, and that
// closure holds the value `armed` had back then.
import SwiftUI

struct AlarmScreen: View {
    @State private var armed = false

    var body: some View {
        VStack {
            Text("Armed: \(armed ? "yes" : "no")")
                .onTapGesture {
                    armed.toggle()
                }
            AlarmPanel(armed: armed)
        }
    }
}

@Equatable
struct AlarmPanel: View {
    var armed: Bool

    var body: some View {
        VStack {
            TapTarget(
                title: "Report the alarm state",
                onActivate: {
                    print("armed? \(armed)") // expect: closure_captures_state
                }
            )
            // The README's safe usage: the closure captures nothing from around the call.
            TapTarget(title: "Log a tap") {
                print("tapped")
            }
            // The fix: `armed` is also a compared input of the child, so a change re-renders it.
            StatusTapTarget(
                title: "Report the alarm state",
                armed: armed,
                onActivate: {
                    print("armed? \(armed)")
                }
            )
        }
    }
}

@Equatable
struct TapTarget: View {
    let title: String
    @EquatableIgnoredUnsafeClosure let onActivate: () -> Void

    var body: some View {
        Text(title)
            .onTapGesture(perform: onActivate)
    }
}

@Equatable
struct StatusTapTarget: View {
    let title: String
    let armed: Bool
    @EquatableIgnoredUnsafeClosure let onActivate: () -> Void

    var body: some View {
        Text(armed ? "\(title) (armed)" : title)
            .onTapGesture(perform: onActivate)
    }
}
