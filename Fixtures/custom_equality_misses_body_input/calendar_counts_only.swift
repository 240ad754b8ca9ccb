// Our variation of the CalendarView post: `==` looks only at how many days have entries,
// while body lists `days`; a new day with the same count never shows.
import SwiftUI

struct NapEntry: Identifiable {
    let id: UUID
    let minutes: Int
}

final class NapStore: ObservableObject {
    @Published var naps: [Date: [NapEntry]] = [:]
    @Published var days: [Date] = []

    func reload() {}
}

struct NapCalendar: View, Equatable {
    let naps: [Date: [NapEntry]]
    let days: [Date]

    var body: some View {
        List {
            ForEach(days, id: \.self) { day in
                Section(header: Text(day, style: .date)) {
                    ForEach(self.naps[day, default: []]) { nap in
                        Text("\(nap.minutes) min")
                    }
                }
            }
        }
    }

    static func == (lhs: NapCalendar, rhs: NapCalendar) -> Bool { // expect: custom_equality_misses_body_input
        lhs.naps.count == rhs.naps.count
    }
}

struct NapCalendarScreen: View {
    @EnvironmentObject var store: NapStore

    var body: some View {
        EquatableView(content: NapCalendar(naps: store.naps, days: store.days))
            .onAppear(perform: store.reload)
    }
}
