// fixture-variant unhashed: {rules: {hashable_equatable_mismatch: {report_unhashed: true}}}
import SwiftUI

// RULES.md, revision 4, Hashed: a `ForEach`, `List` or `Picker` with `id: \.self` over a
// stored property or local declared `[T]` (and `T.allCases`, "Settled for revision 4");
// `.tag(…)` given an enum case of T or a value of a property declared as T; and `.tag(…)`
// inside a `Picker` or `TabView` whose `selection:` binding is a property declared as T or
// T? ("Settled").

// `ForEach(sizes, id: \.self)` over a stored property declared `[ShirtSize]`.
struct ShirtSize: Hashable { // expect: hashable_equatable_mismatch
    let code: String
    var inStock: Bool
    static func == (lhs: ShirtSize, rhs: ShirtSize) -> Bool { lhs.code == rhs.code }
}

// `ForEach(AccentColor.allCases, id: \.self)`.
struct AccentColor: Hashable, CaseIterable { // expect: hashable_equatable_mismatch
    let name: String
    var hex: String
    static let allCases = [AccentColor(name: "Ocean", hex: "#0077BE")]
    static func == (lhs: AccentColor, rhs: AccentColor) -> Bool { lhs.name == rhs.name }
}

// `.tag(AppTab.inbox(unread: 0))`, an enum case of the type. Enum form 1: `.inbox` is
// matched as `(.inbox, .inbox)` though it has an associated value.
enum AppTab: Hashable { // expect: hashable_equatable_mismatch
    case home
    case inbox(unread: Int)

    static func == (lhs: AppTab, rhs: AppTab) -> Bool {
        switch (lhs, rhs) {
        case (.home, .home), (.inbox, .inbox): return true
        default: return false
        }
    }
}

// `.tag(option)` inside a `Picker` whose `selection:` is a property declared as the type.
struct SortOption: Hashable { // expect: hashable_equatable_mismatch
    let field: String
    var ascending: Bool
    static func == (lhs: SortOption, rhs: SortOption) -> Bool { lhs.field == rhs.field }
}

// `List(fabrics, id: \.self)` over a local declared `[Fabric]`.
struct Fabric: Hashable { // expect: hashable_equatable_mismatch
    let name: String
    var pricePerMeter: Decimal
    static func == (lhs: Fabric, rhs: Fabric) -> Bool { lhs.name == rhs.name }
}

// `.tag(defaultWrap)`, a value of a property declared as the type (in a `List`, not a
// `Picker` or `TabView`).
struct GiftWrap: Hashable { // expect: hashable_equatable_mismatch
    let pattern: String
    var ribbonColor: String
    static func == (lhs: GiftWrap, rhs: GiftWrap) -> Bool { lhs.pattern == rhs.pattern }
}

// Iterated with `id: \.name`, not `\.self`: not hashed, not reported.
struct Sticker: Hashable { // expect[unhashed]: hashable_equatable_mismatch
    let name: String
    var uses: Int
    static func == (lhs: Sticker, rhs: Sticker) -> Bool { lhs.name == rhs.name }
}

struct StorefrontView: View {
    let sizes: [ShirtSize]
    let sortOptions: [SortOption]
    let stickers: [Sticker]
    @State private var tab: AppTab = .home
    @State private var sort = SortOption(field: "price", ascending: true)
    let defaultWrap: GiftWrap
    @State private var selectedWrap: GiftWrap?

    var body: some View {
        TabView(selection: $tab) {
            VStack {
                ForEach(sizes, id: \.self) { size in
                    Text(size.code)
                }
                ForEach(AccentColor.allCases, id: \.self) { color in
                    Text(color.name)
                }
                Picker("Sort", selection: $sort) {
                    ForEach(sortOptions, id: \.field) { option in
                        Text(option.field).tag(option)
                    }
                }
                ForEach(stickers, id: \.name) { sticker in
                    Text(sticker.name)
                }
            }
            .tag(AppTab.home)
            Text("Inbox")
                .tag(AppTab.inbox(unread: 0))
            fabricList
        }
    }

    private var fabricList: some View {
        let fabrics: [Fabric] = [Fabric(name: "Linen", pricePerMeter: 18)]
        return VStack {
            List(fabrics, id: \.self) { fabric in
                Text(fabric.name)
            }
            List(selection: $selectedWrap) {
                Text(defaultWrap.pattern).tag(defaultWrap)
            }
        }
    }
}
