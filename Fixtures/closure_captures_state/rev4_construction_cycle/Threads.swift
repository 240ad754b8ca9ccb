import SwiftUI

// RULES.md, revision 4, Fixed at every construction: "a cycle is fixed when every
// construction entering it from outside passes a fixed value" ("Settled for revision 4": a
// value forwarded around a cycle of constructions).

struct Comment: Identifiable {
    let id: Int
    var text: String
    var replies: [Comment]
}

@Equatable
struct ReplyButton: View {
    let title: String
    @EquatableIgnoredUnsafeClosure var onReply: () -> Void

    var body: some View {
        Button(title, action: onReply)
    }
}

enum Composer {
    static func reply(_ values: Any...) {}
}

// CommentThread and CommentReplies construct each other; the only construction entering
// the cycle from outside (PostScreen) passes `accent` a constant: fixed, not reported.
struct CommentThread: View {
    let comment: Comment
    let accent: String

    var body: some View {
        VStack(alignment: .leading) {
            Text(comment.text)
            ReplyButton(title: "Reply") { Composer.reply(accent) }
            CommentReplies(replies: comment.replies, accent: accent)
        }
    }
}

struct CommentReplies: View {
    let replies: [Comment]
    let accent: String

    var body: some View {
        ForEach(replies) { reply in
            AnyView(CommentThread(comment: reply, accent: accent))
        }
    }
}

struct PostScreen: View {
    let root: Comment

    var body: some View {
        CommentThread(comment: root, accent: "orange")
    }
}

// The same cycle entered from outside with a `@State` value, which changes while the
// views keep their identity: not fixed, reported.
struct FolderTree: View {
    let name: String
    let children: [String]
    let tint: String

    var body: some View {
        VStack(alignment: .leading) {
            // `name` is fixed (a constant, or the element itself under `id: \.self`); `tint` is not.
            ReplyButton(title: "Open") { Composer.reply(name, tint) } // expect: closure_captures_state
            FolderChildren(names: children, tint: tint)
        }
    }
}

struct FolderChildren: View {
    let names: [String]
    let tint: String

    var body: some View {
        ForEach(names, id: \.self) { child in
            AnyView(FolderTree(name: child, children: [], tint: tint))
        }
    }
}

struct FilesScreen: View {
    @State private var tint = "gray"

    var body: some View {
        FolderTree(name: "Documents", children: ["Invoices"], tint: tint)
    }
}

// A cycle that no construction enters from outside: like a view that nobody constructs, it
// needs at least one construction to be fixed (a decision: the vacuous "every construction
// entering it" does not make it fixed): reported.
struct TagCloud: View {
    let tags: [String]
    let palette: String

    var body: some View {
        VStack {
            ReplyButton(title: "Tags") { Composer.reply(palette) } // expect: closure_captures_state
            TagCluster(tags: tags, palette: palette)
        }
    }
}

struct TagCluster: View {
    let tags: [String]
    let palette: String

    var body: some View {
        AnyView(TagCloud(tags: Array(tags.dropFirst()), palette: palette))
    }
}
