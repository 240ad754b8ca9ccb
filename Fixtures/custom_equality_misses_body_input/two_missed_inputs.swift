// Two inputs that body reads and `==` does not compare: two diagnostics on the `==`.
import SwiftUI

struct WeatherCard: View, Equatable {
    let city: String
    let temperature: Double
    let condition: String
    let updatedAt: Date

    var body: some View {
        VStack(alignment: .leading) {
            Text(city)
            Text("\(Int(temperature))°")
            Text(self.condition)
            Text(updatedAt, style: .time)
        }
    }

    static func == (lhs: WeatherCard, rhs: WeatherCard) -> Bool { // expect: custom_equality_misses_body_input, custom_equality_misses_body_input
        lhs.city == rhs.city && Int(lhs.temperature) == Int(rhs.temperature)
    }
}
