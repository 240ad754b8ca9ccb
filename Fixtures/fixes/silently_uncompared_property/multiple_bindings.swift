// `let a, b: T` under @Equatable: only the first binding is compared. The fix gives each
// binding its own declaration, with the declaration's attributes, modifiers and type.
import Equatable

@Equatable
struct Rect {
    let width, height: Double
    var originX = 0.0, originY = 0.0
    public private(set) var scale: Double, angle: Double
    var red = 0, // a comment inside: no fix, the comment would be lost or copied
        green = 0
    @MainActor
    var left: Int, right, bottom: Int
}
