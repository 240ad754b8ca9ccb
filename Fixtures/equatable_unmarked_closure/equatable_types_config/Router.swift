// Not named in equatable_types and not Equatable: silent.
final class Router {
    let onFinish: () -> Void
    init(onFinish: @escaping () -> Void) { self.onFinish = onFinish }
}
