// @EquatableIgnored properties that body never reads as itself.
import SwiftUI

struct Placeholder: Equatable {
    let caption: String
}

@Equatable
struct ReceiptRow: View {
    let total: Int
    @EquatableIgnored var caption: String
    @EquatableIgnored var debugTag: String
    @EquatableIgnored var cachedSummary: String
    @EquatableIgnored var hint: String
    let fallback: Placeholder

    var body: some View {
        VStack {
            Text(summaryLine()) // silent: `caption` is read only in the helper below
            Text(fallback.caption) // silent: another value's `caption`
            ForEach(["a", "b"], id: \.self) { debugTag in
                Text(debugTag) // silent: the closure's own parameter
            }
            let cachedSummary = "Total: \(total)"
            Text(cachedSummary) // silent: the local declared just above shadows the property
            Text("\(total)")
        }
    }

    private func summaryLine() -> String {
        "\(caption): \(total) \(hint)"
    }
}

// Not @Equatable: the hand-written `==` decides what is compared, and this rule is only
// about the macro. `==` covers its one compared input, and body's other read is no input.
struct BadgeView: View, Equatable {
    let count: Int
    @EquatableIgnored var tint: Color

    var body: some View {
        Text("\(count)")
            .foregroundStyle(tint) // silent: BadgeView is not @Equatable
    }

    static func == (lhs: BadgeView, rhs: BadgeView) -> Bool {
        lhs.count == rhs.count
    }
}

// @Equatable but not a View: its `body` is just a property.
@Equatable
struct EmailDraft {
    let subject: String
    @EquatableIgnored var signature: String

    var body: String {
        subject + "\n" + signature // silent: not a View
    }
}
