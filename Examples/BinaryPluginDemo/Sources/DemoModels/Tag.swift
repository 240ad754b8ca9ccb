/// A model with nothing to report: `==` and `hash(into:)` are both synthesized.
public struct Tag: Hashable {
    public let name: String

    public init(name: String) { self.name = name }
}
