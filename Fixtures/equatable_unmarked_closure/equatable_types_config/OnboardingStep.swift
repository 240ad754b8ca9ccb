import SwiftUI

// Named in equatable_types: an Equatable View. No hand-written `==` in the project, so
// its equality is synthesized as far as the rules know: its unmarked closure is reported.
struct OnboardingStep: View {
    let title: String
    let onNext: () -> Void // expect: equatable_unmarked_closure
    var body: some View { Button(title, action: onNext) }
}
