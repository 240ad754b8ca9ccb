import Equatable

@Equatable // expect: invalid_equatable_marker
final class Account {
    let number: String
    init(number: String) { self.number = number }
}

@Equatable(isolation: .main) // expect: invalid_equatable_marker
enum Tab {
    case home
    case search
}

@Equatable // expect: invalid_equatable_marker
actor Counter {
    var value = 0
}

// The attribute still makes the class Equatable for the other rules: its marker is
// not "without Equatable"; its unmarked closure is not reported, since
// equatable_unmarked_closure never reports classes and actors.
@Equatable // expect: invalid_equatable_marker
final class Player {
    let track: String
    @EquatableIgnored var position: Double = 0
    let onEnd: () -> Void
    init(track: String, onEnd: @escaping () -> Void) {
        self.track = track
        self.onEnd = onEnd
    }
}

// On a struct: fine.
@Equatable
struct Song {
    let title: String
}

@Equatable(isolation: .isolated)
struct Album {
    let title: String
}
