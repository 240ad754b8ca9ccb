import SwiftUI

// Named in equatable_types: an Equatable View (so no view_not_equatable); a View's
// equality counts whatever it is, so its unmarked closure is reported.
struct OnboardingStep: View {
    let title: String
    let onNext: () -> Void // expect: equatable_unmarked_closure
    var body: some View { Button(title, action: onNext) }
}
