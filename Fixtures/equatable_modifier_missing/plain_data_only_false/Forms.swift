// The code of plain_equality_forms.swift with `plain_data_only: false`: every View with a
// custom `==` is reported at its bare constructions, plain data or not; the forms that
// are not custom stay silent.
import SwiftUI

// Not custom: operands in either order, inputs in any order. @State is no input.
struct PlainA: View, Equatable {
    let title: String
    let count: Int
    @State private var isOpen = false

    var body: some View {
        Text("\(title) \(count)")
    }

    static func == (lhs: PlainA, rhs: PlainA) -> Bool {
        lhs.count == rhs.count && rhs.title == lhs.title
    }
}

// Not custom: `return`, redundant parentheses, other parameter names.
struct PlainB: View, Equatable {
    let title: String
    let count: Int

    var body: some View {
        Text("\(title) \(count)")
    }

    static func == (a: PlainB, b: PlainB) -> Bool {
        return ((a.title == b.title) && (a.count == b.count))
    }
}

// Not custom: a marked closure is no compared input, so comparing `title` alone covers them all.
struct PlainC: View, Equatable {
    let title: String
    @EquatableIgnoredUnsafeClosure var onTap: () -> Void

    var body: some View {
        Text(title)
            .onTapGesture(perform: onTap)
    }

    static func == (lhs: PlainC, rhs: PlainC) -> Bool {
        lhs.title == rhs.title
    }
}

// Custom: omits the compared input `id` (which body does not read).
struct CustomOmits: View, Equatable {
    let id: UUID
    let title: String

    var body: some View {
        Text(title)
    }

    static func == (lhs: CustomOmits, rhs: CustomOmits) -> Bool {
        lhs.title == rhs.title
    }
}

// Custom: adds a term that is not a plain comparison.
struct CustomExtraTerm: View, Equatable {
    let title: String
    let count: Int

    var body: some View {
        Text("\(title) \(count)")
    }

    static func == (lhs: CustomExtraTerm, rhs: CustomExtraTerm) -> Bool {
        lhs.title == rhs.title && lhs.count == rhs.count && lhs.count > 0
    }
}

// Custom: joined by `||`.
struct CustomOr: View, Equatable {
    let title: String
    let count: Int

    var body: some View {
        Text("\(title) \(count)")
    }

    static func == (lhs: CustomOr, rhs: CustomOr) -> Bool {
        lhs.title == rhs.title || lhs.count == rhs.count
    }
}

// Custom: compares a member of the input rather than the input.
struct CustomMember: View, Equatable {
    let title: String

    var body: some View {
        Text(title)
    }

    static func == (lhs: CustomMember, rhs: CustomMember) -> Bool {
        lhs.title.count == rhs.title.count
    }
}

// Custom: compares the same input twice and another not at all.
struct CustomRepeats: View, Equatable {
    let title: String
    let code: String

    var body: some View {
        Text(title)
    }

    static func == (lhs: CustomRepeats, rhs: CustomRepeats) -> Bool {
        lhs.title == rhs.title && rhs.title == lhs.title
    }
}

// Macro equality is never custom.
@Equatable
struct MacroRow: View {
    let title: String

    var body: some View {
        Text(title)
    }
}

struct FormsGallery: View {
    @State private var title = "Hello"
    @State private var count = 0

    var body: some View {
        VStack {
            PlainA(title: title, count: count)
            PlainB(title: title, count: count)
            PlainC(title: title, onTap: {
                print("tapped")
            })
            CustomOmits(id: UUID(), title: title) // expect: equatable_modifier_missing
            CustomExtraTerm(title: title, count: count) // expect: equatable_modifier_missing
            CustomOr(title: title, count: count) // expect: equatable_modifier_missing
            CustomMember(title: title) // expect: equatable_modifier_missing
            CustomRepeats(title: title, code: "x") // expect: equatable_modifier_missing
            MacroRow(title: title)
        }
    }
}
