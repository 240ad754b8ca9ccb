import Foundation

// RULES.md, "Settled for revision 4": after a `default: break`, the `false` comes from the
// `return false` that follows the `switch`, and the finding is reported there. `.forward`
// is never matched against itself.
enum ComposerMode: Equatable {
    case new
    case reply(to: UUID)
    case forward(messageID: UUID, includeAttachments: Bool)
    case editDraft(id: UUID)

    static func == (lhs: ComposerMode, rhs: ComposerMode) -> Bool {
        switch (lhs, rhs) {
        case (.new, .new):
            return true
        case (.reply(let a), .reply(let b)):
            return a == b
        case (.editDraft(let a), .editDraft(let b)):
            return a == b
        default:
            break
        }
        return false // expect: equality_not_reflexive
    }
}

// The same shape, every case matched before the `default: break`: not reported.
enum AttachmentSource: Equatable {
    case camera
    case photoLibrary(limit: Int)
    case files(types: [String])

    static func == (lhs: AttachmentSource, rhs: AttachmentSource) -> Bool {
        switch (lhs, rhs) {
        case (.camera, .camera):
            return true
        case (.photoLibrary(let a), .photoLibrary(let b)):
            return a == b
        case (.files(let a), .files(let b)):
            return a == b
        default:
            break
        }
        return false
    }
}
