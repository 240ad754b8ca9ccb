import SwiftUI

// This region runs to the end of this file only; it suppresses this View (closure input).
// eqlint:disable view_not_equatable
struct FirstFileView: View {
    let title: String
    let onTap: () -> Void
    var body: some View { Button(title, action: onTap) }
}
