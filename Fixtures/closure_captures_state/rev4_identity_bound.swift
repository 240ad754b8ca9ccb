import SwiftUI

// RULES.md, revision 4, Identity-bound value: a value whose change gives the view built
// from it a new identity (so SwiftUI makes it anew, with its first closure replaced) cannot
// go stale: the identifier of the `ForEach` (or `List`) element the content closure builds
// it from, the `id` of the item of `.sheet(item:)`, `.fullScreenCover(item:)`,
// `.popover(item:)` or `.navigationDestination(item:)`, and the argument of an `.id(x)` in
// the construction's own modifier chain. Only the identifier: an element updated in place
// keeps its identity, so its other properties can change.

struct Song: Identifiable, Hashable {
    let id: Int
    var title: String
    var isFavorite: Bool
}

struct Article {
    let slug: String
    var headline: String
}

@Equatable
struct PlayButton: View {
    let title: String
    @EquatableIgnoredUnsafeClosure var onPlay: () -> Void

    var body: some View {
        Button(title, action: onPlay)
    }
}

enum Player {
    static func play(_ value: Any) {}
}

struct LibraryScreen: View {
    let songs: [Song]
    let articles: [Article]
    let genres: [String]
    let replayCount: Int
    @State private var editing: Song?
    @State private var presented: Song?
    @State private var inspected: Song?
    @State private var pushed: Song?

    var body: some View {
        List {
            ForEach(songs) { song in
                // The element's identifier (`id`, no `id:` argument): not reported.
                PlayButton(title: song.title) { Player.play(song.id) }
                // Another property of the element: reported.
                PlayButton(title: "Favorite") { Player.play(song.isFavorite) } // expect: closure_captures_state
                // The whole element: reported.
                PlayButton(title: "Queue") { Player.play(song) } // expect: closure_captures_state
            }
            // The element itself under `id: \.self`: not reported.
            ForEach(genres, id: \.self) { genre in
                PlayButton(title: genre) { Player.play(genre) }
            }
            // `element.p` under `id: \.p`: `slug` is not reported, `headline` is.
            ForEach(articles, id: \.slug) { article in
                PlayButton(title: "Read") { Player.play(article.slug) }
                PlayButton(title: "Share") { Player.play(article.headline) } // expect: closure_captures_state
            }
            // The `id:` key path names the identifier, not the element's `id`: `song.id` is
            // just another property here, so it is reported.
            ForEach(songs, id: \.title) { song in
                PlayButton(title: "Play") { Player.play(song.id) } // expect: closure_captures_state
            }
            // `.id(x)` in the construction's own chain: not reported.
            PlayButton(title: "Replay") { Player.play(replayCount) }
                .id(replayCount)
            // `.id(x)` on an enclosing view is not the construction's own chain: reported.
            VStack {
                PlayButton(title: "Replay all") { Player.play(replayCount) } // expect: closure_captures_state
            }
            .id(replayCount)
        }
        // The presented item's `id`: not reported; any other property of it: reported.
        .sheet(item: $editing) { song in
            PlayButton(title: "Save") { Player.play(song.id) }
            PlayButton(title: "Rename") { Player.play(song.title) } // expect: closure_captures_state
        }
        .fullScreenCover(item: $presented) { song in
            PlayButton(title: "Close") { Player.play(song.id) }
        }
        .popover(item: $inspected) { song in
            PlayButton(title: "Inspect") { Player.play(song.id) }
        }
        .navigationDestination(item: $pushed) { song in
            PlayButton(title: "Open") { Player.play(song.id) }
        }
    }
}
