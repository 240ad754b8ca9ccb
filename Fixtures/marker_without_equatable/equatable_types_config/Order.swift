// Not named: the marker does nothing.
struct Order {
    let number: String
    @EquatableIgnored // expect: marker_without_equatable
    var printCount = 0
}
