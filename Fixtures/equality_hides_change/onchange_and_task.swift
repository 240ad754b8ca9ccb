import SwiftUI

// RULES.md, equality_hides_change: `.onChange(of:)` and `.task(id:)` skip their action when
// the new value `==` the old one. A value whose `==` leaves out a property the action reads
// never runs the action for a change to that property alone.

enum SortOrder: String {
    case title
    case dateAdded
}

// The action reads `filter.sortOrder`, which `==` leaves out: reported.
struct LibraryFilter: Equatable {
    var searchText: String
    var sortOrder: SortOrder
    var showsArchived: Bool

    static func == (lhs: LibraryFilter, rhs: LibraryFilter) -> Bool { // expect: equality_hides_change
        lhs.searchText == rhs.searchText && lhs.showsArchived == rhs.showsArchived
    }
}

struct LibraryList: View {
    let filter: LibraryFilter
    @State private var titles: [String] = []

    var body: some View {
        List(titles, id: \.self) { Text($0) }
            .onChange(of: filter) {
                titles = titles.sorted { filter.sortOrder == .title ? $0 < $1 : $0 > $1 }
            }
    }
}

// `.task(id:)` read through `self`; the task reads `query.page`, which `==` leaves out:
// reported.
struct SearchQuery: Equatable {
    var text: String
    var scope: String
    var page: Int

    static func == (lhs: SearchQuery, rhs: SearchQuery) -> Bool { // expect: equality_hides_change
        lhs.text == rhs.text && lhs.scope == rhs.scope
    }
}

struct SearchResults: View {
    let query: SearchQuery
    @State private var results: [String] = []

    var body: some View {
        List(results, id: \.self) { Text($0) }
            .task(id: self.query) {
                results = await SearchClient.fetch(query.text, page: query.page)
            }
    }
}

enum SearchClient {
    static func fetch(_ text: String, page: Int) async -> [String] { [] }
}

// The new value's property, read through the action's parameter, is a read of that value's
// property (a decision): reported.
struct MapRegion: Equatable {
    var centerLatitude: Double
    var centerLongitude: Double
    var zoom: Int

    static func == (lhs: MapRegion, rhs: MapRegion) -> Bool { // expect: equality_hides_change
        lhs.centerLatitude == rhs.centerLatitude && lhs.centerLongitude == rhs.centerLongitude
    }
}

struct MapScreen: View {
    @Binding var region: MapRegion?
    @State private var tileLevel = 0

    var body: some View {
        Color.clear
            .onChange(of: region) { _, newRegion in
                tileLevel = newRegion?.zoom ?? 0
            }
    }
}
