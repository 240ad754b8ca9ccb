import SwiftUI

enum ListDensity {
    case compact
    case regular
}

// Every construction (Views/Shelf.swift) passes `bookTitle` a constant, and none passes
// `density`, whose default is a constant: both are fixed. `openedAt`'s default, `Date()`,
// is evaluated anew for each instance: it can change. The construction in a `#Preview`
// (below) and the one in Tests/ChapterListTests.swift are not read.
struct ChapterList: View {
    let bookTitle: String
    let chapters: [String]
    var density: ListDensity = .compact
    var openedAt = Date()

    var body: some View {
        List {
            ForEach(chapters, id: \.self) { chapter in
                ChapterButton(title: chapter) { Reader.open(bookTitle, chapter) }
            }
            ChapterButton(title: "Density") { Reader.open(density) }
            ChapterButton(title: "Opened") { Reader.open(openedAt) } // expect: closure_captures_state
        }
    }
}

#Preview {
    let title = ["Dune", "Messiah"].randomElement()!
    ChapterList(bookTitle: title, chapters: ["One"], density: .regular)
}

// One construction passes `title` a constant, the other a `@State` value (it changes while
// the header keeps its identity): not fixed, reported.
struct ChapterHeader: View {
    let title: String

    var body: some View {
        ChapterButton(title: "Bookmark") { Reader.open(title) } // expect: closure_captures_state
    }
}

// Constructed only with constants, but `public`: other modules may construct it, so it is
// never fixed ("Settled for revision 4"): reported.
public struct PublicChapterBadge: View {
    let label: String

    public var body: some View {
        ChapterButton(title: "Badge") { Reader.open(label) } // expect: closure_captures_state
    }
}

// Also named in a form that cannot be resolved (`titles.map(ChapterRow.init)`): its
// constructions are not all known, so nothing of it is fixed: reported.
struct ChapterRow: View {
    let title: String

    var body: some View {
        // (`title` is not passed as ChapterButton's own `title`: that would excuse it.)
        ChapterButton(title: "Row") { Reader.open("row", title) } // expect: closure_captures_state
    }
}

// An explicit `init` that assigns its parameter bare to `slug`: the argument reaches `slug`,
// a constant at every construction: fixed. `caption` is assigned a transformed parameter:
// no argument reaches it, and it has no default: not fixed, reported.
struct ChapterLink: View {
    let slug: String
    let caption: String

    init(slug: String, caption: String) {
        self.slug = slug
        self.caption = caption.capitalized
    }

    var body: some View {
        VStack {
            ChapterButton(title: "Open") { Reader.open(slug) }
            ChapterButton(title: "Caption") { Reader.open(caption) } // expect: closure_captures_state
        }
    }
}
