// The body reads a property @EquatableIgnored leaves out of ==: the unsafe fix removes the
// marker, so that a change to it re-renders the view.
import SwiftUI
import Equatable

@Equatable
struct Badge: View {
    let title: String
    @EquatableIgnored var count: Int
    @EquatableIgnored
    var subtitle: String
    var body: some View {
        VStack {
            Text(title)
            Text("\(count)")
            Text(subtitle)
        }
    }
}
