import SwiftUI

// RULES.md, equality_not_reflexive applies to the `==` of an enum declared in the project.

// A struct's `==` that switches over two of its properties: not an enum's `==`, not
// reported.
struct Shipment: Equatable {
    enum Carrier { case postal, courier, pickup }

    let carrier: Carrier
    let trackingNumber: String

    static func == (lhs: Shipment, rhs: Shipment) -> Bool {
        switch (lhs.carrier, rhs.carrier) {
        case (.postal, .postal), (.courier, .courier):
            return lhs.trackingNumber == rhs.trackingNumber
        default:
            return false
        }
    }
}

// A `static func ==` on an enum that is not Equatable makes nothing Equatable (RULES.md,
// Fine points): rules about equality ignore it, so it is not reported though it misses
// `.offline`.
enum ReachabilityHint {
    case online(expensive: Bool)
    case offline

    static func == (lhs: ReachabilityHint, rhs: ReachabilityHint) -> Bool {
        switch (lhs, rhs) {
        case (.online(let a), .online(let b)):
            return a == b
        default:
            return false
        }
    }
}

// Preview-only types are not reported (RULES.md, Skipped by default).
struct ReachabilityBanner_Previews: PreviewProvider {
    enum PreviewState: Equatable {
        case ready
        case broken(String)

        static func == (lhs: PreviewState, rhs: PreviewState) -> Bool {
            switch (lhs, rhs) {
            case (.ready, .ready): return true
            default: return false
            }
        }
    }

    static var previews: some View { Text("Reachability") }
}
