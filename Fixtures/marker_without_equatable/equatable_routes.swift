import Foundation
import Equatable

// Markers on types that are Equatable by any route: silent. (Under synthesized equality a
// marker is inert as well, but this rule only concerns types that are not Equatable at all.)

@Equatable
struct ViaMacro {
    let id: Int
    @EquatableIgnored var cache = ""
}

struct ViaHashable: Hashable {
    let id: Int
    @EquatableIgnored var cache = ""
}

struct ViaComparable: Comparable {
    let id: Int
    @EquatableIgnored var cache = ""
    static func < (lhs: ViaComparable, rhs: ViaComparable) -> Bool { lhs.id < rhs.id }
}

struct ViaQualified: Swift.Equatable {
    let id: Int
    @EquatableIgnored var cache = ""
}

struct ViaAttributed: @MainActor Equatable {
    let id: Int
    @EquatableIgnored var cache = ""
}

struct ViaComposition: Equatable & Sendable {
    let id: Int
    @EquatableIgnored var cache = ""
}

struct ViaExtension {
    let id: Int
    @EquatableIgnored var cache = ""
}

extension ViaExtension: Equatable {}

protocol Diffable: Equatable {}

final class ViaProtocol: Diffable {
    let id = 0
    @EquatableIgnoredUnsafeClosure var onChange: (() -> Void)?
    static func == (lhs: ViaProtocol, rhs: ViaProtocol) -> Bool { lhs.id == rhs.id }
}
