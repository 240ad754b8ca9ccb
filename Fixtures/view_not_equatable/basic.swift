import SwiftUI

// A calendar screen in the style of a sleep tracker: plain data, no Equatable.
struct NightlyCalendar: View { // expect: view_not_equatable
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

// A row that only forwards a tap: closures make reflection diffing re-run body every time.
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
