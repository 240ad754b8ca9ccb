import Foundation

// RULES.md, foreach_unstable_identity form 3: the computed identifier is declared in another
// file, in an extension that also makes the type `Identifiable`.
struct Message {
    let text: String
}

extension Message: Identifiable {
    var id: String { UUID().uuidString }
}
