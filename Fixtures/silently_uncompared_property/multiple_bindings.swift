import Equatable

@Equatable
struct Rect {
    // Only the first binding of a declaration is compared.
    let width, height: Double // expect: silently_uncompared_property
    var originX = 0.0, originY = 0.0 // expect: silently_uncompared_property
    var red = 0,
        green = 0, // expect: silently_uncompared_property
        blue = 0 // expect: silently_uncompared_property
    // A marker on the declaration covers every binding.
    @EquatableIgnored var hits = 0, misses = 0
    @EquatableIgnored
    var layoutPassCount = 0,
        drawPassCount = 0
    // Static declarations are not compared inputs.
    static let minimum = 1.0, maximum = 100.0
}

// Not @Equatable: silent.
struct Size: Equatable {
    let width, height: Double
}
