import SwiftUI

// `mode: all`: every View that is not Equatable and has at least min_inputs (1) compared
// inputs that are not constants is reported, diffable or not (the code of basic.swift).

// Two diffable inputs: reported in `mode: all`.
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

// Equatable (synthesized): silent in every mode.
struct EquatableNightlyCalendar: View, Equatable {
    let nightsByDay: [Date: [Nap]]
    let days: [Date]

    var body: some View {
        Text("\(days.count) days")
    }
}

// A closure input: reported in `mode: all` too.
struct PlaylistRow: View { // expect: view_not_equatable
    let title: String
    let onPlay: () -> Void

    var body: some View {
        Button(title, action: onPlay)
    }
}

// No stored properties, no inputs: silent.
struct Hairline: View {
    var body: some View {
        Rectangle().frame(height: 1)
    }
}

struct Nap: Equatable {
    let minutes: Int
}
