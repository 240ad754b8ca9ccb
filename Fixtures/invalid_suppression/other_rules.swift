import Equatable

// Each of these would be reported without its suppression comment.

// eqlint:disable:next hashable_equatable_mismatch
struct Tag: Hashable {
    let id: Int
    let label: String
    static func == (lhs: Tag, rhs: Tag) -> Bool { lhs.id == rhs.id }
}

// Revision 4: hashable_equatable_mismatch reports hashed types only; this set hashes `Tag`,
// so its finding (suppressed above) stands.
var pinnedTags: Set<Tag> = []

// eqlint:disable:next invalid_equatable_marker
@Equatable
final class Account {
    let number = ""
}

struct Scratch {
    @EquatableIgnored // eqlint:disable:this marker_without_equatable
    var buffer = ""
}

@Equatable
struct Metrics {
    let id: Int
    lazy var histogram: [Int] = [] // eqlint:disable:this silently_uncompared_property
}
