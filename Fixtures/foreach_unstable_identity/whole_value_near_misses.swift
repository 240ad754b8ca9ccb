import SwiftUI

// `id: \.self` over whole values that cannot give a row a new identity while it holds
// state (RULES.md, foreach_unstable_identity form 2): not reported.

struct EditableRow: View {
    let title: String
    @State private var isEditing = false

    var body: some View {
        Text(title).onTapGesture { isEditing.toggle() }
    }
}

// Every stored property but `id` is a `let`: an edit makes a new value anyway.
struct Country: Identifiable, Hashable {
    let id: String
    let name: String
}

// A `var`, but the project never assigns or mutates it (its own initializer does not count).
struct Currency: Identifiable, Hashable {
    let id: String
    var symbol: String

    init(code: String) {
        self.id = code
        self.symbol = code == "EUR" ? "€" : "$"
    }
}

// The identifier is the whole value (`var id: Self { self }`): `id: \.self` changes nothing.
struct Swatch: Identifiable, Hashable {
    var name: String
    var hex: String
    var id: Self { self }
}

// An `id` computed from `hashValue` is no identifier of its own.
struct Filter: Identifiable, Hashable {
    var keyword: String
    var id: Int { hashValue }
}

// Edited, identified, but the rows hold no state: a plain `Text` loses nothing.
struct Bookmark: Identifiable, Hashable {
    let id: UUID
    var title: String
}

struct PickerScreen: View {
    @State private var countries: [Country] = []
    @State private var currencies: [Currency] = []
    @State private var swatches: [Swatch] = []
    @State private var filters: [Filter] = []
    @State private var bookmarks: [Bookmark] = []
    @State private var words: [String] = []

    var body: some View {
        List {
            ForEach(countries, id: \.self) { country in
                EditableRow(title: country.name)
            }
            ForEach(currencies, id: \.self) { currency in
                EditableRow(title: currency.symbol)
            }
            ForEach(swatches, id: \.self) { swatch in
                EditableRow(title: swatch.name)
            }
            ForEach(filters, id: \.self) { filter in
                EditableRow(title: filter.keyword)
            }
            ForEach(bookmarks, id: \.self) { bookmark in
                Text(bookmark.title)
            }
            // Identified by the identifier, not the whole value.
            ForEach(bookmarks) { bookmark in
                EditableRow(title: bookmark.title)
            }
            ForEach(bookmarks, id: \.id) { bookmark in
                EditableRow(title: bookmark.title)
            }
            // Not a project struct.
            ForEach(words, id: \.self) { word in
                EditableRow(title: word)
            }
        }
        .onAppear(perform: rename)
    }

    private func rename() {
        if !swatches.isEmpty { swatches[0].name = "Ocean" }
        if !filters.isEmpty { filters[0].keyword = "swift" }
        if !bookmarks.isEmpty { bookmarks[0].title = "Pinned" }
    }
}
