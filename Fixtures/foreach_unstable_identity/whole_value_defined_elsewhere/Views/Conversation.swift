import SwiftUI

struct Conversation: View {
    let messages: [Message]

    var body: some View {
        ScrollView {
            ForEach(messages) { message in // expect: foreach_unstable_identity
                Text(message.text)
            }
        }
    }
}
