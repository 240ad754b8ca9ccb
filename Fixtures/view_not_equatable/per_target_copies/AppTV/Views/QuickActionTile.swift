import SwiftUI

// `QuickAction` resolves to AppTV/Models, which is Equatable: diffable, silent.
struct QuickActionTile: View {
    let action: QuickAction
    var body: some View { Button(action.title, action: action.perform) }
}
