// Named in equatable_types (its == is generated outside the linted sources): silent.
struct LegacyOrder {
    let number: String
    @EquatableIgnored var printCount = 0
}
