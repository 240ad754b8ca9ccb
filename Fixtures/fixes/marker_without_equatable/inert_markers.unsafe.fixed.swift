// Markers on a type that is not Equatable do nothing: the unsafe fix removes them.

struct Session {
    let id: Int
    var lastSeen: Double
    let onExpire: () -> Void
}
