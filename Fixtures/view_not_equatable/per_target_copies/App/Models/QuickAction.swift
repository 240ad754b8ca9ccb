import Foundation

// The iOS target's copy: not Equatable, holds a closure.
struct QuickAction {
    let title: String
    let perform: () -> Void
}
