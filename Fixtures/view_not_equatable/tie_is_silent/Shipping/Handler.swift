import Foundation

// Shipping's `Handler`: holds a closure as well.
struct Handler {
    let run: () -> Void
}
