// A capture is excused when the same call passes that same name as the whole argument of
// one of the row's compared inputs: a change to it re-renders the row with a new closure.
import SwiftUI

@Equatable
struct CounterRow: View {
    let value: Int
    @EquatableIgnored var accent: String
    @EquatableIgnoredUnsafeClosure var onTap: () -> Void

    var body: some View {
        Text("\(value)")
            .onTapGesture(perform: onTap)
    }
}

@Equatable
struct CounterPanel: View {
    var count: Int
    var step: Int
    var theme: String
    var presets: [Int]

    var body: some View {
        let doubled = count * 2
        VStack {
            CounterRow(value: count, accent: theme, onTap: {
                print(count) // silent: `count` is the whole `value:` argument
            })
            CounterRow(value: self.count, accent: theme, onTap: {
                print(count) // silent: `self.count` as the argument names the same property
            })
            CounterRow(value: count, accent: theme, onTap: {
                print(self.count) // silent: `self.count` captures `count`, not `self`
            })
            CounterRow(value: doubled, accent: theme, onTap: {
                print(doubled) // silent: a local passed to a compared input
            })
            ForEach(presets, id: \.self) { preset in
                CounterRow(value: preset, accent: theme, onTap: {
                    print(preset) // silent: the enclosing closure's parameter, passed to `value:`
                })
            }
            // `accent` is @EquatableIgnored, not a compared input: passing `theme` there excuses nothing.
            CounterRow(value: count, accent: theme, onTap: {
                print(theme) // expect: closure_captures_state
            })
            // `count + step` is not the whole argument: `step` is not excused.
            CounterRow(value: count + step, accent: theme, onTap: {
                print(step) // expect: closure_captures_state
            })
            // `count` is excused, `step` is not: the diagnostic is at `step`, the first stale capture.
            CounterRow(value: count, accent: theme, onTap: {
                print(count)
                print(step) // expect: closure_captures_state
            })
            // Passing `step` to a different call does not excuse this one.
            CounterRow(value: step, accent: theme, onTap: {
                print("step row")
            })
            CounterRow(value: count, accent: theme, onTap: {
                print(step) // expect: closure_captures_state
            })
        }
    }
}
