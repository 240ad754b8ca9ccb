import SwiftUI
import ComposableArchitecture

// RULES.md, equality_hides_change: The Composable Architecture's `@ObservableState` struct
// does not notify an assignment of a value `==` to the current one either. `Attachment`'s
// `==` leaves out `uploadProgress`, which the view reads.
struct Attachment: Equatable, Identifiable {
    let id: UUID
    var fileName: String
    var uploadProgress: Double

    static func == (lhs: Attachment, rhs: Attachment) -> Bool { // expect: equality_hides_change
        lhs.id == rhs.id && lhs.fileName == rhs.fileName
    }
}

// Kept in a plain struct (not `@ObservableState`) that only a `@Published` property holds:
// no use, not reported.
struct Signature: Equatable {
    var text: String
    var includesLogo: Bool

    static func == (lhs: Signature, rhs: Signature) -> Bool { lhs.text == rhs.text }
}

struct MailSettings {
    var signature: Signature
}

final class MailSettingsStore: ObservableObject {
    @Published var settings = MailSettings(signature: Signature(text: "", includesLogo: true))
}

@Reducer
struct ComposeFeature {
    @ObservableState
    struct State: Equatable {
        var subject = ""
        var attachments: [Attachment] = []
    }

    enum Action {
        case uploadProgressed(id: UUID, progress: Double)
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case let .uploadProgressed(id, progress):
                if let index = state.attachments.firstIndex(where: { $0.id == id }) {
                    state.attachments[index].uploadProgress = progress
                }
                return .none
            }
        }
    }
}

struct ComposeView: View {
    let store: StoreOf<ComposeFeature>
    @ObservedObject var settings: MailSettingsStore

    var body: some View {
        List {
            ForEach(store.attachments) { attachment in
                ProgressView(attachment.fileName, value: attachment.uploadProgress)
            }
            if settings.settings.signature.includesLogo {
                Image(systemName: "envelope")
            }
        }
    }
}
