// Named in equatable_types: Equatable, but a class, so never reported (RULES.md:
// equatable_unmarked_closure is not reported for classes and actors).
final class Coordinator {
    let route: String
    let onFinish: () -> Void
    init(route: String, onFinish: @escaping () -> Void) {
        self.route = route
        self.onFinish = onFinish
    }
}
