import SwiftUI

extension Banner: View {
    var body: some View {
        Text(message)
    }
}

extension Toast: View {
    var body: some View {
        Text(message)
    }
}

extension Snackbar: View {
    var body: some View {
        Button(message, action: onUndo)
    }
}
