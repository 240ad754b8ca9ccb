import SwiftUI

// RULES.md, foreach_unstable_identity form 1: `0..<x.count` iterates positions like
// `x.indices`; inserting and moving elements shift them like a removal does.

// `insert(_:at:)` in the same type: reported.
struct RecipeStepsEditor: View {
    @State private var steps: [String] = ["Preheat the oven"]

    var body: some View {
        Form {
            ForEach(0..<steps.count, id: \.self) { index in // expect: foreach_unstable_identity
                Text("\(index + 1). \(steps[index])")
            }
            Button("Add a first step") {
                steps.insert("Wash your hands", at: 0)
            }
        }
    }
}

// `move(fromOffsets:toOffset:)` in the same type: reported.
struct PlaylistOrderView: View {
    @State private var songs: [String] = []

    var body: some View {
        List {
            ForEach(0..<songs.count, id: \.self) { index in // expect: foreach_unstable_identity
                Text(songs[index])
            }
        }
        .toolbar {
            Button("Move first to end") {
                songs.move(fromOffsets: IndexSet(integer: 0), toOffset: songs.count)
            }
        }
    }
}

// `.onMove` on that ForEach: reported.
struct FavoritesOrderView: View {
    @State private var favorites: [String] = []

    var body: some View {
        List {
            ForEach(favorites.indices, id: \.self) { index in // expect: foreach_unstable_identity
                Text(favorites[index])
            }
            .onMove { favorites.move(fromOffsets: $0, toOffset: $1) }
        }
    }
}
