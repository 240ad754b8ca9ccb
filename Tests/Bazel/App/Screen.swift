import Components
import Equatable
import Models
import SwiftUI

/// ParityBadge (declared in Models) has a custom `==` that SwiftUI uses only through
/// `.equatable()`.
@Equatable
struct Screen: View {
    let count: Int

    var body: some View {
        VStack {
            ParityBadge(count: count)
            Chip(title: "Add", onTap: {})
        }
    }
}
