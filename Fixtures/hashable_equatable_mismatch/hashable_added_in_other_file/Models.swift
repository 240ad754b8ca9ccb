import Equatable

// Form 1: Hashable comes from Conformances.swift, == is here; `phone` is hashed, not compared.
struct Customer { // expect: hashable_equatable_mismatch
    let id: Int
    let phone: String
    static func == (lhs: Customer, rhs: Customer) -> Bool { lhs.id == rhs.id }
}

// Form 1: Hashable here, == in Conformances.swift; `color` is hashed, not compared.
struct Label: Hashable { // expect: hashable_equatable_mismatch
    let text: String
    let color: String
}

// Form 3: @Equatable here, Hashable from Conformances.swift.
@Equatable
struct Profile { // expect: hashable_equatable_mismatch
    let id: Int
    @EquatableIgnored var avatarCache: [UInt8] = []
}
