import SwiftUI

enum Catalog {
    static let featuredTitle = "Foundation"
}

struct Shelf: View {
    @State private var currentTitle = "Dune"
    let titles: [String]

    var body: some View {
        VStack {
            ChapterList(bookTitle: "Dune", chapters: titles)
            ChapterList(bookTitle: Catalog.featuredTitle, chapters: titles)
            ChapterHeader(title: "Prologue")
            ChapterHeader(title: currentTitle)
            PublicChapterBadge(label: "New")
            ChapterRow(title: "Epilogue")
            ForEach(titles.map(ChapterRow.init), id: \.title) { $0 }
            ChapterLink(slug: "appendix", caption: "appendix")
            ReaderScreen(bookID: "dune-1965")
        }
    }
}

// A value received once from the view that presents it: `bookID` is a `let` of the
// presenter, itself fixed (Shelf passes a constant), forwarded to the sheet: fixed.
struct ReaderScreen: View {
    let bookID: String
    @State private var showsNotes = false

    var body: some View {
        Button("Notes") { showsNotes = true }
            .sheet(isPresented: $showsNotes) {
                NotesSheet(bookID: bookID)
            }
    }
}

struct NotesSheet: View {
    let bookID: String

    var body: some View {
        ChapterButton(title: "Export") { Reader.open("notes", bookID) }
    }
}
