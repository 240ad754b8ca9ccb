import SwiftUI

// The macro README's safe-closure example without its Equatable conformance:
// the marker does nothing.
struct UserActions {
    let id: UUID
    let name: String
    @EquatableIgnoredUnsafeClosure // expect: marker_without_equatable
    var onTap: () -> Void
}

// With the conformance: silent.
struct EquatableUserActions: Equatable {
    let id: UUID
    let name: String
    @EquatableIgnoredUnsafeClosure
    var onTap: () -> Void
}

struct SearchState {
    let query: String
    @EquatableIgnored // expect: marker_without_equatable
    var cachedResults: [String] = []
}

final class ImageLoader {
    @EquatableIgnored // expect: marker_without_equatable
    var memoryCache: [String: Data] = [:]
    @EquatableIgnoredUnsafeClosure // expect: marker_without_equatable
    var onLoad: ((Data) -> Void)?
}

actor Prefetcher {
    @EquatableIgnored // expect: marker_without_equatable
    var inFlight: Set<URL> = []
}

// A `static func ==` alone makes nothing Equatable.
struct Coupon {
    let code: String
    @EquatableIgnored // expect: marker_without_equatable
    var redeemedAt: Date?
    static func == (lhs: Coupon, rhs: Coupon) -> Bool { lhs.code == rhs.code }
}

// A View that is not Equatable: the marker is reported. Markers do nothing here, so both
// properties are inputs (both diffable: String, Date?).
struct SearchField: View {
    let placeholder: String
    @EquatableIgnored // expect: marker_without_equatable
    var lastKeystroke: Date?
    var body: some View { Text(placeholder) }
}

// Only a marked closure: markers do nothing on a type that is not Equatable, so it is
// still an input, a non-diffable one (view_not_equatable's, were it enabled).
struct SpinnerView: View {
    @EquatableIgnoredUnsafeClosure // expect: marker_without_equatable
    var onCancel: () -> Void
    var body: some View { ProgressView() }
}

// A nested type is judged on its own: the outer type's Equatable does not cover it.
struct Outer: Equatable {
    let id: Int
    struct Inner {
        @EquatableIgnored // expect: marker_without_equatable
        var scratch = 0
    }
}

// A misused marker is reported only as invalid_equatable_marker.
struct Misused {
    @EquatableIgnored // expect: invalid_equatable_marker
    let onClose: () -> Void
    @EquatableIgnoredUnsafeClosure // expect: invalid_equatable_marker
    let title: String
}

// Not checked for closures without an annotation, so not a misuse: reported here.
struct Unannotated {
    @EquatableIgnoredUnsafeClosure // expect: marker_without_equatable
    var counter = 0
}
