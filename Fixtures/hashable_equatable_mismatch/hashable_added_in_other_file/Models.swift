import Equatable

// Revision 4: hashable_equatable_mismatch reports only types that are hashed in the project,
// and nothing in this folder hashes them: the findings hold under the variant `unhashed`
// (.eqlint.unhashed.yml, `report_unhashed: true`) only.

// Form 1: Hashable comes from Conformances.swift, == is here; `phone` is hashed, not compared.
struct Customer { // expect[unhashed]: hashable_equatable_mismatch
    let id: Int
    let phone: String
    static func == (lhs: Customer, rhs: Customer) -> Bool { lhs.id == rhs.id }
}

// Form 1: Hashable here, == in Conformances.swift; `color` is hashed, not compared.
struct Label: Hashable { // expect[unhashed]: hashable_equatable_mismatch
    let text: String
    let color: String
}

// Form 3: @Equatable here, Hashable from Conformances.swift.
@Equatable
struct Profile { // expect[unhashed]: hashable_equatable_mismatch
    let id: Int
    @EquatableIgnored var avatarCache: [UInt8] = []
}
