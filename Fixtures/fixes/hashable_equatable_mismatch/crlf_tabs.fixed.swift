// Windows line endings, a byte order mark and tabs: all kept.
struct Point: Hashable {
	let x: Int
	let y: Int
	let label: String
	static func == (lhs: Point, rhs: Point) -> Bool {
		lhs.x == rhs.x && lhs.y == rhs.y
	}
	func hash(into hasher: inout Hasher) {
		hasher.combine(x)
		hasher.combine(y)
	}
}

// Revision 4: reported only for hashed types; this set hashes `Point`.
let visited: Set<Point> = []
