// Call sites outside a View's body. Locals and parameters count everywhere; stored
// properties and `self` only in a struct (EqLint's reading: a class closure reads its
// properties through the reference, so it sees their current values).
import SwiftUI

@Equatable
struct ShareButton: View {
    let title: String
    @EquatableIgnoredUnsafeClosure var onShare: () -> Void

    var body: some View {
        Button(title, action: onShare)
    }
}

final class ShareCoordinator {
    var documentName = "Untitled"
    private var shareCount = 0

    func makeButton() -> ShareButton {
        ShareButton(title: "Share") { [self] in
            shareCount += 1 // silent: `self` is a class reference
            print(documentName) // silent: read through the reference
            logShare() // silent: same
        }
    }

    func makeButton(for recipient: String) -> ShareButton {
        let sentAt = Date()
        return ShareButton(title: "Send") {
            print(self.documentName) // silent: read through the reference
            print(recipient, sentAt) // expect: closure_captures_state
        }
    }

    private func logShare() {
        print(shareCount)
    }
}

// A struct that is not a View still captures its properties by value.
struct ShareMenuBuilder {
    let fileName: String

    func makeButton() -> ShareButton {
        ShareButton(title: "Share") {
            print("sharing", fileName) // expect: closure_captures_state
        }
    }
}

// A function parameter of a global function. The interpolated title is not the whole
// argument, so it excuses nothing.
func shareButton(for fileName: String) -> ShareButton {
    ShareButton(title: "Share \(fileName)") {
        print("sharing", fileName) // expect: closure_captures_state
    }
}

// Call sites in a #Preview are checked too. Revision 4 (Constant): `fileName` is a `let` of
// a literal, a constant that cannot change: no longer reported; `openedAt` is evaluated
// anew: reported.
#Preview {
    let fileName = "Report.pdf"
    let openedAt = Date()
    VStack {
        ShareButton(title: "Preview") {
            print(fileName)
        }
        ShareButton(title: "Opened") {
            print(openedAt) // expect: closure_captures_state
        }
    }
}
