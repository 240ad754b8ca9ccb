import SwiftUI
import Observation
import Combine

// Partial `==`s that are not reported (RULES.md, equality_hides_change).

// Kept by an ObservableObject's `@Published`, which notifies every assignment: no use.
struct Forecast: Equatable {
    var city: String
    var temperature: Double

    static func == (lhs: Forecast, rhs: Forecast) -> Bool {
        lhs.city == rhs.city
    }
}

final class WeatherStore: ObservableObject {
    @Published var forecast = Forecast(city: "Lyon", temperature: 21)
}

// A class: its `==` is about identity and it is changed in place, not replaced.
final class Station: Equatable {
    let code: String
    var reading: Double = 0

    init(code: String) { self.code = code }

    static func == (lhs: Station, rhs: Station) -> Bool { lhs.code == rhs.code }
}

// The only property `==` leaves out is a constant: the same in every value.
struct Units: Equatable {
    let schemaVersion = 2
    var metric: Bool

    static func == (lhs: Units, rhs: Units) -> Bool { lhs.metric == rhs.metric }
}

// The property `==` leaves out is never read outside `==` and `hash(into:)`.
struct CacheKey: Equatable {
    var path: String
    var debugLabel: String

    static func == (lhs: CacheKey, rhs: CacheKey) -> Bool { lhs.path == rhs.path }
}

// Synthesized equality compares everything: not partial.
struct Coordinates: Equatable {
    var latitude: Double
    var longitude: Double
}

// Kept as a computed property of the @Observable class, not a stored one: no use.
struct Alert: Equatable {
    var title: String
    var isCritical: Bool

    static func == (lhs: Alert, rhs: Alert) -> Bool { lhs.title == rhs.title }
}

@Observable
final class WeatherModel {
    var station = Station(code: "LFLL")
    var units = Units(metric: true)
    var cacheKey = CacheKey(path: "/forecast", debugLabel: "forecast")
    var position = Coordinates(latitude: 45.7, longitude: 4.8)
    var alerts: [String] = []

    var topAlert: Alert? {
        alerts.first.map { Alert(title: $0, isCritical: false) }
    }
}

struct WeatherSummary: View {
    let model: WeatherModel
    @ObservedObject var store: WeatherStore

    var body: some View {
        VStack {
            Text("\(store.forecast.temperature)°")
            Text("\(model.station.reading)")
            Text(model.position.latitude, format: .number)
            if let alert = model.topAlert, alert.isCritical {
                Text(alert.title).bold()
            }
        }
    }
}
