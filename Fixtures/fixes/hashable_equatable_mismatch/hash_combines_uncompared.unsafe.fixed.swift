// Form 2: the hand-written hash combines what == does not compare. The unsafe fix removes
// those statements (the hash values change: anything that stored them must be rebuilt).

struct Point: Hashable {
    let x: Int
    let y: Int
    var label: String
    var note: String
    static func == (lhs: Point, rhs: Point) -> Bool { lhs.x == rhs.x && lhs.y == rhs.y }
    func hash(into hasher: inout Hasher) {
        hasher.combine(x)
        hasher.combine(y)
    }
}

// A mention that is not a plain combine: no fix (removing it would be a rewrite).
struct Size: Hashable {
    let width: Int
    var name: String
    static func == (lhs: Size, rhs: Size) -> Bool { lhs.width == rhs.width }
    func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(name.lowercased())
    }
}

// Revision 4: reported only for hashed types; these hash `Point` and `Size`.
var plotted: Set<Point> = []
var sizeNames: [Size: String] = [:]
