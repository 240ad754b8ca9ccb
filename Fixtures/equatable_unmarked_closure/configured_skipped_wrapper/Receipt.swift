import Equatable

@Equatable
struct Receipt {
    let number: String
    @Dependency(\.printer) var print: () -> Void
}
