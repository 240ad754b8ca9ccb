import SwiftUI

// Deeper under a `.docc` directory: not walked either, silent.
struct TutorialStep: View {
    let onNext: () -> Void
    var body: some View { Button("Next", action: onNext) }
}
