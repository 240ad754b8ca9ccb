import SwiftUI

// `QuickAction` resolves to App/Models (shares `App`; AppTV/Models shares nothing): not
// Equatable and holding a closure, non-diffable, reported.
struct QuickActionButton: View { // expect: view_not_equatable
    let action: QuickAction
    var body: some View { Button(action.title, action: action.perform) }
}
