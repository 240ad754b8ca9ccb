// fixture-variant unhashed: {rules: {hashable_equatable_mismatch: {report_unhashed: true}}}
// Revision 4: hashable_equatable_mismatch reports only types that are hashed in the project,
// and nothing here hashes the types below: each finding holds under the variant `unhashed`
// (`report_unhashed: true`) only. The hashed counterparts are the rev4_*.swift cases.
// Form 1 whatever way the type is Hashable.

struct ViaExtension { // expect[unhashed]: hashable_equatable_mismatch
    let id: Int
    let note: String
    static func == (lhs: ViaExtension, rhs: ViaExtension) -> Bool { lhs.id == rhs.id }
}

extension ViaExtension: Hashable {}

struct ViaQualified: Swift.Hashable { // expect[unhashed]: hashable_equatable_mismatch
    let id: Int
    let note: String
    static func == (lhs: ViaQualified, rhs: ViaQualified) -> Bool { lhs.id == rhs.id }
}

struct ViaComposition: Hashable & Sendable { // expect[unhashed]: hashable_equatable_mismatch
    let id: Int
    let note: String
    static func == (lhs: ViaComposition, rhs: ViaComposition) -> Bool { lhs.id == rhs.id }
}

protocol Keyed: Hashable {}

struct ViaProtocol: Keyed { // expect[unhashed]: hashable_equatable_mismatch
    let id: Int
    let note: String
    static func == (lhs: ViaProtocol, rhs: ViaProtocol) -> Bool { lhs.id == rhs.id }
}

// Silent: Equatable through a protocol that does not refine Hashable.
protocol Comparing: Equatable {}

struct NotHashable: Comparing {
    let id: Int
    let note: String
    static func == (lhs: NotHashable, rhs: NotHashable) -> Bool { lhs.id == rhs.id }
}
