import SwiftUI

// RULES.md, revision 4, Fixed at every construction: a stored property of a view is fixed
// when every construction of the view in the project (outside `#Preview`, previews and test
// code; at least one) passes it a constant expression, an identity-bound value, or a stored
// property of the constructing view that is itself fixed, or leaves it a default that is a
// constant expression. A fixed property cannot change for one instance, so capturing it
// goes stale never.
@Equatable
struct ChapterButton: View {
    let title: String
    @EquatableIgnoredUnsafeClosure var onOpen: () -> Void

    var body: some View {
        Button(title, action: onOpen)
    }
}

enum Reader {
    static func open(_ values: Any...) {}
}
