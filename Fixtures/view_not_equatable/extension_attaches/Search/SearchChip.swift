import SwiftUI

// The extension in Cart/CartChip.swift does not attach here: not Equatable, a closure
// input, reported.
private struct Chip: View { // expect: view_not_equatable
    let title: String
    let onRemove: () -> Void
    var body: some View { Button(title, action: onRemove) }
}
