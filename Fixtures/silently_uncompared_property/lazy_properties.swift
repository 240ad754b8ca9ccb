import Foundation
import Equatable

@Equatable
struct Report {
    let id: Int
    lazy var formatter = DateFormatter() // expect: silently_uncompared_property
    lazy var summary: String = "report \(id)" // expect: silently_uncompared_property
    // A lazy closure is not a compared input, so equatable_unmarked_closure stays silent.
    lazy var onExport: () -> Void = { } // expect: silently_uncompared_property
    // Marked: silent.
    @EquatableIgnored lazy var cache: [String: Int] = [:]
}

// Not @Equatable: silent.
struct Chart: Equatable {
    let points: [Double]
    lazy var maximum: Double = points.max() ?? 0
}
