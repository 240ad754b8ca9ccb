// Both rows are declared in other files of this project.
import SwiftUI

@Equatable
struct ArticleRow: View {
    let headline: String
    var isBookmarked: Bool
    var isPinned: Bool

    var body: some View {
        HStack {
            Text(headline)
            BookmarkToggle(isBookmarked: isBookmarked) {
                print("toggle", headline) // expect: closure_captures_state
            }
            // `isBookmarked` is the whole argument of a compared input: excused.
            BookmarkToggle(isBookmarked: isBookmarked) {
                print("was bookmarked:", isBookmarked)
            }
            // PinBadge's custom `==` needs `.equatable()` to be used at all.
            PinBadge(pinned: isPinned, onUnpin: {
                print("unpin", headline) // expect: closure_captures_state
            })
            .equatable()
            PinBadge(pinned: isPinned, onUnpin: {
                print("was pinned:", isPinned)
            })
            .equatable()
        }
    }
}
