// fixture-variant unhashed: {rules: {hashable_equatable_mismatch: {report_unhashed: true}}}
// Revision 4: hashable_equatable_mismatch reports only types that are hashed in the project,
// and nothing here hashes the types below: each finding holds under the variant `unhashed`
// (`report_unhashed: true`) only. The hashed counterparts are the rev4_*.swift cases.
import Foundation
import MapKit

// RULES.md, hashable_equatable_mismatch form 1 is for structs: a class gets no synthesized
// hash (its hash is its own code's or a superclass's), so a class with a hand-written `==`
// and no hand-written hash is not form 1.

// A class whose hash comes from its superclass: not form 1, silent.
final class MapPin: PinAnnotation, Hashable {
    let id: Int
    var title: String

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }

    static func == (lhs: MapPin, rhs: MapPin) -> Bool { lhs.id == rhs.id }
}

// The same shape as a struct: the synthesized hash hashes `title`, which `==` does not
// compare: form 1, reported.
struct Pin: Hashable { // expect[unhashed]: hashable_equatable_mismatch
    let id: Int
    var title: String

    static func == (lhs: Pin, rhs: Pin) -> Bool { lhs.id == rhs.id }
}

// Form 2 still applies to classes: the hand-written hash combines `label`.
final class Marker: Hashable {
    let id: Int
    var label: String

    init(id: Int, label: String) {
        self.id = id
        self.label = label
    }

    static func == (lhs: Marker, rhs: Marker) -> Bool { lhs.id == rhs.id }

    func hash(into hasher: inout Hasher) { // expect[unhashed]: hashable_equatable_mismatch
        hasher.combine(id)
        hasher.combine(label)
    }
}
