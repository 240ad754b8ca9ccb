// Named in equatable_types: its equality lives outside the linted sources.
final class Coordinator {
    let route: String
    let onFinish: () -> Void // expect: equatable_unmarked_closure
    init(route: String, onFinish: @escaping () -> Void) {
        self.route = route
        self.onFinish = onFinish
    }
}
