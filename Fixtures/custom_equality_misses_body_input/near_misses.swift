// Hand-written `==`s that cover everything body reads as an input.
import SwiftUI

struct Sample: Identifiable {
    let id: UUID
    let value: Double
}

// Compared through a longer expression (`lhs.samples.map(\.id)`) still counts as compared.
struct SampleChart: View, Equatable {
    let title: String
    let samples: [Sample]

    var body: some View {
        VStack {
            Text(title)
            ForEach(samples) { sample in
                Text("\(sample.value)")
            }
        }
    }

    static func == (lhs: SampleChart, rhs: SampleChart) -> Bool {
        lhs.title == rhs.title && lhs.samples.map(\.id) == rhs.samples.map(\.id)
    }
}

// Not compared inputs: a @State property, an @EquatableIgnored one, a computed one.
// The closure property is left to closure_captures_state (and equatable_unmarked_closure
// does not report a View whose `==` is hand-written).
struct DownloadRow: View, Equatable {
    let fileName: String
    let bytes: Int
    @State private var isHovered = false
    @EquatableIgnored var lastProgressTick: Date
    var onCancel: () -> Void

    private var sizeText: String {
        "\(bytes / 1024) KB"
    }

    var body: some View {
        HStack {
            Text(fileName)
            Text(sizeText) // silent: computed, not stored; what it reads (`bytes`) is not read by body itself
            Text(lastProgressTick, style: .relative) // silent: marked, not a compared input
            Button("Cancel", action: onCancel) // silent here: a closure property
        }
        .opacity(isHovered ? 0.8 : 1) // silent: @State is not a compared input
    }

    static func == (lhs: DownloadRow, rhs: DownloadRow) -> Bool {
        lhs.fileName == rhs.fileName
    }
}

// `subtitle` is read only in a helper, not in body itself.
struct ContactRow: View, Equatable {
    let name: String
    let subtitle: String

    var body: some View {
        VStack {
            Text(name)
            detailText()
        }
    }

    private func detailText() -> Text {
        Text(subtitle)
    }

    static func == (lhs: ContactRow, rhs: ContactRow) -> Bool {
        lhs.name == rhs.name
    }
}

// Body declares a local `note` before reading it; the property of that name is not read.
struct MemoRow: View, Equatable {
    let memoID: UUID
    let note: String

    var body: some View {
        let note = memoID.uuidString.prefix(8)
        Text(note)
    }

    static func == (lhs: MemoRow, rhs: MemoRow) -> Bool {
        lhs.memoID == rhs.memoID
    }
}

// A `static func ==` without an Equatable conformance makes nothing Equatable: ignored.
// Not Equatable (view_not_equatable is opt-in, and its inputs are diffable anyway).
struct LooseLabel: View {
    let text: String
    let color: Color

    var body: some View {
        Text(text)
            .foregroundStyle(color)
    }

    static func == (lhs: LooseLabel, rhs: LooseLabel) -> Bool {
        lhs.text == rhs.text
    }
}

// Only `other.p`-style reads of a property on another value: not this view's `detail`.
struct ThreadHeader: View, Equatable {
    let topic: String
    let detail: String
    let parent: ParentThread

    var body: some View {
        VStack {
            Text(topic)
            Text(parent.detail)
        }
    }

    static func == (lhs: ThreadHeader, rhs: ThreadHeader) -> Bool {
        lhs.topic == rhs.topic && lhs.parent == rhs.parent
    }
}

struct ParentThread: Equatable {
    let detail: String
}
