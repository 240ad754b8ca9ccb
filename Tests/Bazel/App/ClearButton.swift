import Equatable
import SwiftUI

/// ClearAction is a closure type declared in GeneratedActions.swift, a generated source of this
/// target: the aspect does not lint it, but summarizes it for this target's lint.
@Equatable
struct ClearButton: View {
    let title: String
    let onClear: ClearAction

    var body: some View {
        Button(title, action: onClear)
    }
}
