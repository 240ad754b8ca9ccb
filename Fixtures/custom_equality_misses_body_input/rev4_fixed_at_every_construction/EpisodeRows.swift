import SwiftUI

// RULES.md, revision 4: an input fixed at every construction cannot change for one
// instance, so `==` leaving it out hides nothing: not reported. Constructions are in
// PodcastScreen.swift.

// Every construction passes `showName` a constant: not reported.
struct EpisodeRow: View, Equatable {
    let title: String
    let showName: String

    var body: some View {
        VStack(alignment: .leading) {
            Text(title)
            Text(showName).font(.caption)
        }
    }

    static func == (lhs: EpisodeRow, rhs: EpisodeRow) -> Bool {
        lhs.title == rhs.title
    }
}

// One construction passes `label` a `@State` value: not fixed, reported.
struct EpisodeBadge: View, Equatable {
    let count: Int
    let label: String

    var body: some View {
        Text("\(count) \(label)")
    }

    static func == (lhs: EpisodeBadge, rhs: EpisodeBadge) -> Bool { // expect: custom_equality_misses_body_input
        lhs.count == rhs.count
    }
}

// Constructed only in a #Preview: no construction outside previews, so not fixed ("at least
// one"): reported.
struct EpisodeFooter: View, Equatable {
    let copyright: String
    let year: String

    var body: some View {
        Text("© \(year) \(copyright)")
    }

    static func == (lhs: EpisodeFooter, rhs: EpisodeFooter) -> Bool { // expect: custom_equality_misses_body_input
        lhs.copyright == rhs.copyright
    }
}

#Preview {
    EpisodeFooter(copyright: "Public Radio", year: "2026")
}
