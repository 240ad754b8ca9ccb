// fixture-variant unhashed: {rules: {hashable_equatable_mismatch: {report_unhashed: true}}}
// Revision 4: hashable_equatable_mismatch reports only types that are hashed in the project,
// and nothing here hashes the types below: each finding holds under the variant `unhashed`
// (`report_unhashed: true`) only. The hashed counterparts are the rev4_*.swift cases.
import SwiftUI
import Equatable

// The macro README's shape: plain `Hashable` in the struct's own inheritance clause,
// so the macro writes a matching hash(into:). Silent.
@Equatable
struct Member: Hashable {
    let id: Int
    @EquatableIgnored var displayName = ""
}

// Form 3: Hashable from an extension; the synthesized hash also hashes `displayName`.
@Equatable
struct Guest { // expect[unhashed]: hashable_equatable_mismatch
    let id: Int
    @EquatableIgnored var displayName = ""
}

extension Guest: Hashable {}

// Form 3: `Swift.Hashable` is not a plain `Hashable` entry.
@Equatable
struct Visitor: Swift.Hashable { // expect[unhashed]: hashable_equatable_mismatch
    let id: Int
    @EquatableIgnored var badge = ""
}

// Form 3: a composition.
@Equatable
struct Owner: Hashable & Sendable { // expect[unhashed]: hashable_equatable_mismatch
    let id: Int
    @EquatableIgnored var nickname = ""
}

// Form 3: a project protocol refining Hashable.
protocol Identified: Hashable {}

@Equatable
struct Admin: Identified { // expect[unhashed]: hashable_equatable_mismatch
    let id: Int
    @EquatableIgnored var lastLogin = 0
}

// Form 3: an attributed entry is not a plain one either.
@Equatable
struct Moderator: @MainActor Hashable { // expect[unhashed]: hashable_equatable_mismatch
    let id: Int
    @EquatableIgnored var note = ""
}

// Silent: Hashable from an extension, but `==` skips nothing.
@Equatable
struct Reader {
    let id: Int
    let name: String
}

extension Reader: Hashable {}

// Silent: @Equatable but not Hashable at all.
@Equatable
struct Subscriber {
    let id: Int
    @EquatableIgnored var cache = ""
}

// Form 3 with a skipped wrapper: the macro's == skips `restoredTab`, the synthesized hash does not.
@Equatable
struct WindowState: Hashable & Codable { // expect[unhashed]: hashable_equatable_mismatch
    let windowID: Int
    @SceneStorage("tab") var restoredTab = 0
}
