// fixture-config: {opt_in_rules: [view_not_equatable]}
// fixture-variant mode_all: {opt_in_rules: [view_not_equatable], rules: {view_not_equatable: {mode: all}}}
import SwiftUI

// A calendar screen in the style of a sleep tracker: not Equatable, but its inputs (a
// dictionary and an array of values) are diffable, so SwiftUI's reflection can find them
// equal: silent in the default mode (Diffable). `mode: all` reports every View that is not
// Equatable and has at least min_inputs (1) inputs that are not constants.
struct NightlyCalendar: View { // expect[mode_all]: view_not_equatable
    let nightsByDay: [Date: [Nap]]
    let days: [Date]

    var body: some View {
        List {
            ForEach(days, id: \.self) { day in
                Text("\(day)")
            }
        }
    }
}

// The same screen once it adopts Equatable: synthesized equality, silent in every mode.
struct EquatableNightlyCalendar: View, Equatable {
    let nightsByDay: [Date: [Nap]]
    let days: [Date]

    var body: some View {
        Text("\(days.count) days")
    }
}

// A row that only forwards a tap: a closure input is non-diffable, so body re-runs every
// time: reported in every mode.
struct PlaylistRow: View { // expect: view_not_equatable
    let title: String
    let onPlay: () -> Void

    var body: some View {
        Button(title, action: onPlay)
    }
}

// A View with no stored properties at all has no inputs: silent in every mode.
struct Hairline: View {
    var body: some View {
        Rectangle().frame(height: 1)
    }
}

struct Nap: Equatable {
    let minutes: Int
}
