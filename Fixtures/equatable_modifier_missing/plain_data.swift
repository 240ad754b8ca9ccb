// RULES.md, Plain data: a view is plain data when every stored instance property, wrapped
// ones included, has a plain-data type. Only plain-data views with a custom `==` need
// `.equatable()`; for any other view SwiftUI uses `==` by itself.
import SwiftUI

enum Trend {
    case up, down, flat
}

enum Reading {
    case value(Double)
    case missing
}

struct Sample {
    let value: Double
    let takenAt: Date
}

struct Labelled {
    let value: Double
    let label: String
}

final class Meter {}

// Plain data: every plain-data kind (numbers, Bool, CGFloat, CGPoint, CGSize, CGRect, Date,
// an enum without associated values, a struct and a tuple of plain data, an Optional).
struct Gauge: View, Equatable {
    let level: Double
    let steps: Int
    let isActive: Bool
    let width: CGFloat
    let origin: CGPoint
    let size: CGSize
    let frame: CGRect
    let updatedAt: Date
    let trend: Trend
    let sample: Sample
    let range: (Double, Double)
    let previous: Double?

    var body: some View {
        Text("\(Int(level))")
    }

    static func == (lhs: Gauge, rhs: Gauge) -> Bool {
        Int(lhs.level) == Int(rhs.level)
    }
}

// Not plain data: `@State` holds a reference.
struct BlinkingGauge: View, Equatable {
    @State private var blink = false
    let level: Double

    var body: some View {
        Text("\(Int(level))").opacity(blink ? 0.5 : 1)
    }

    static func == (lhs: BlinkingGauge, rhs: BlinkingGauge) -> Bool {
        Int(lhs.level) == Int(rhs.level)
    }
}

// Not plain data: a String.
struct NameTag: View, Equatable {
    let name: String

    var body: some View {
        Text(name)
    }

    static func == (lhs: NameTag, rhs: NameTag) -> Bool {
        lhs.name.lowercased() == rhs.name.lowercased()
    }
}

// Not plain data: an array.
struct Histogram: View, Equatable {
    let bins: [Int]

    var body: some View {
        Text("\(bins.count) bins")
    }

    static func == (lhs: Histogram, rhs: Histogram) -> Bool {
        lhs.bins.count == rhs.bins.count
    }
}

// Not plain data: a class reference.
struct MeterView: View, Equatable {
    let meter: Meter

    var body: some View {
        Text("meter")
    }

    static func == (lhs: MeterView, rhs: MeterView) -> Bool {
        lhs.meter === rhs.meter
    }
}

// Not plain data: a closure (its `==` reads it, so equatable_unmarked_closure is silent).
struct TapGauge: View, Equatable {
    let level: Int
    let onTap: (() -> Void)?

    var body: some View {
        Text("\(level)").onTapGesture { onTap?() }
    }

    static func == (lhs: TapGauge, rhs: TapGauge) -> Bool {
        lhs.level / 10 == rhs.level / 10 && (lhs.onTap == nil) == (rhs.onTap == nil)
    }
}

// Not plain data: a generic parameter.
struct ValueGauge<Value: Equatable>: View, Equatable {
    let value: Value
    let revision: Int

    var body: some View {
        Text("value")
    }

    static func == (lhs: ValueGauge, rhs: ValueGauge) -> Bool {
        lhs.value == rhs.value
    }
}

// Not plain data: an enum with associated values.
struct ReadingView: View, Equatable {
    let reading: Reading

    var body: some View {
        Text("reading")
    }

    static func == (lhs: ReadingView, rhs: ReadingView) -> Bool {
        String(describing: lhs.reading) == String(describing: rhs.reading)
    }
}

// Not plain data: a struct holding a String.
struct LabelledView: View, Equatable {
    let item: Labelled

    var body: some View {
        Text("item")
    }

    static func == (lhs: LabelledView, rhs: LabelledView) -> Bool {
        lhs.item.value == rhs.item.value
    }
}

// Not plain data: an unknown type and an existential.
struct Swatch: View, Equatable {
    let tint: Color
    let payload: any Sendable

    var body: some View {
        Rectangle().fill(tint)
    }

    static func == (lhs: Swatch, rhs: Swatch) -> Bool {
        lhs.tint == rhs.tint && type(of: lhs.payload) == type(of: rhs.payload)
    }
}

// Only `@State`: constructs each of the views above in its body.
struct Dashboard: View {
    @State private var level = 0.0
    @State private var when = Date.now

    var body: some View {
        VStack {
            Gauge(level: level, steps: 10, isActive: true, width: 120, origin: .zero, size: .zero, frame: .zero, updatedAt: when, trend: .flat, sample: Sample(value: level, takenAt: when), range: (0, 100), previous: nil) // expect: equatable_modifier_missing
            BlinkingGauge(level: level) // silent: not plain data
            NameTag(name: "Level") // silent: not plain data
            Histogram(bins: [1, 2, 3]) // silent: not plain data
            MeterView(meter: Meter()) // silent: not plain data
            TapGauge(level: Int(level), onTap: nil) // silent: not plain data
            ValueGauge(value: level, revision: 1) // silent: not plain data
            ReadingView(reading: .value(level)) // silent: not plain data
            LabelledView(item: Labelled(value: level, label: "x")) // silent: not plain data
            Swatch(tint: .blue, payload: level) // silent: not plain data
        }
    }
}
