import SwiftUI

// Not a View; this file's `Row` holds only values.
private struct Row {
    let title: String
}

// `Row` is this file's, values only: diffable, silent (the closure in Checkout.swift's `Row` does not count here).
private struct ProfileList: View {
    let row: Row
    var body: some View { Text(row.title) }
}
