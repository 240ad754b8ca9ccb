// Declared here, constructed in ArticleRow.swift.
import SwiftUI

@Equatable
struct BookmarkToggle: View {
    let isBookmarked: Bool
    @EquatableIgnoredUnsafeClosure var onToggle: () -> Void

    var body: some View {
        Image(systemName: isBookmarked ? "bookmark.fill" : "bookmark")
            .onTapGesture(perform: onToggle)
    }
}
