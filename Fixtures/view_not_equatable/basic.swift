import SwiftUI

// A calendar screen in the style of a sleep tracker: not Equatable, but its inputs (a
// dictionary and an array of values) are diffable, so SwiftUI's reflection can find them
// equal: silent in the default mode (Diffable). mode_all_inputs/ reports it.
struct NightlyCalendar: View {
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

// The same screen once it adopts Equatable: synthesized equality, silent.
struct EquatableNightlyCalendar: View, Equatable {
    let nightsByDay: [Date: [Nap]]
    let days: [Date]

    var body: some View {
        Text("\(days.count) days")
    }
}

// A row that only forwards a tap: a closure input is non-diffable, so body re-runs every time.
struct PlaylistRow: View { // expect: view_not_equatable
    let title: String
    let onPlay: () -> Void

    var body: some View {
        Button(title, action: onPlay)
    }
}

// A View with no stored properties at all has no inputs: silent.
struct Hairline: View {
    var body: some View {
        Rectangle().frame(height: 1)
    }
}

struct Nap: Equatable {
    let minutes: Int
}
