import Foundation

// Billing's `Handler`: holds a closure.
struct Handler {
    let run: () -> Void
}
