// A file with an invalid_source finding gets no fix.
import SwiftUI

final class DraftModel: ObservableObject {
    @Published var text = ""
}

struct DraftScreen: View {
    @ObservedObject var draft = DraftModel()

    var body: some View { Text(draft.text) }
}
let broken = "never closed
