import Equatable

@Equatable
struct Viewport {
    let id: Int
    // One diagnostic per name of a tuple pattern.
    var (
        width, // expect: silently_uncompared_property
        height // expect: silently_uncompared_property
    ) = (320.0, 480.0)
    let (
        scale, // expect: silently_uncompared_property
        (offsetX, // expect: silently_uncompared_property
         offsetY) // expect: silently_uncompared_property
    ) = (2.0, (0.0, 0.0))
    // A marker covers the whole pattern.
    @EquatableIgnored var (minZoom, maxZoom) = (1.0, 4.0)
}

// Not @Equatable: silent.
struct Region: Equatable {
    var (start, end) = (0, 10)
}
